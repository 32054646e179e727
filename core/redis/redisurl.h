#pragma once

#include <QString>

#include <chrono>

namespace idem::redis {

/// Which key layout a Redis store reads and writes.
enum class Layout {
    Native, ///< IdemScope's own: one hash per token, hash-tagged keys, state indexes.
    Seed,   ///< The seed pattern's `idempotency:token:<key>` / `idempotency:result:<key>`.
};

/// A parsed `redis://` or `rediss://` store URL (see issue 3 and DESIGN.md §3):
/// `redis[s]://[user[:password]@]host[:port][/db][?ns=idempotency&layout=native&cacert=...&cert=...
/// &key=...&sni=...&verify=true&connect_timeout=5s&timeout=5s]`.
/// A plain value; thread-safe to copy.
struct RedisUrl {
    QString host = QStringLiteral("127.0.0.1");
    quint16 port = 6379;
    QString user;     ///< ACL user; empty means the default user.
    QString password; ///< Never printed: see redacted().
    int db = 0;
    QString ns = QStringLiteral("idempotency"); ///< Key namespace, [A-Za-z0-9_.:-]{1,64}.
    Layout layout = Layout::Native;
    bool tls = false;
    bool verifyPeer = true; ///< TLS: verify the certificate and host name (off only if asked).
    QString caCertFile;
    QString certFile;
    QString keyFile;
    QString sni;
    std::chrono::milliseconds connectTimeout{5000}; ///< > 0.
    std::chrono::milliseconds commandTimeout{5000}; ///< > 0; a reply later than this is
                                                    ///< "outcome unknown".

    /// Throws idem::Error(BadInput) with one sentence on any malformed part.
    static RedisUrl parse(const QString& url);
    /// The URL without the password, for titles and logs.
    QString redacted() const;
    /// For StoreInfo::transport: "TLS verified", "TLS, certificate not verified" or "plain TCP".
    QString transport() const;
    /// For StoreInfo::warning: the caveat of verify=false, empty otherwise.
    QString transportWarning() const;
};

} // namespace idem::redis
