// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QList>
#include <QString>

#include <chrono>

namespace idem::redis {

/// Which key layout a Redis store reads and writes.
enum class Layout {
    Native, ///< IdemScope's own: one hash per token, hash-tagged keys, state indexes.
    Seed,   ///< The seed pattern's `idempotency:token:<key>` / `idempotency:result:<key>`.
};

/// How a store finds the server that holds a key.
enum class Topology {
    Single,   ///< redis:// — one server.
    Cluster,  ///< redis+cluster:// — the master of the key's hash slot (CLUSTER SLOTS).
    Sentinel, ///< redis+sentinel:// — the master that Sentinel names, found again after failover.
};

/// One server address.
struct RedisNode {
    QString host;
    quint16 port = 6379;

    /// "host:port", IPv6 in brackets.
    QString text() const;
    friend bool operator==(const RedisNode&, const RedisNode&) = default;
};

/// A parsed store URL (issues 3 and 9; ADR 0004, ADR 0006, ADR 0009):
/// `redis[s]://[user[:password]@]host[:port][/db][?ns=idempotency&layout=native&cacert=...&cert=...
/// &key=...&sni=...&verify=true&connect_timeout=5s&timeout=5s]`,
/// `redis[s]+cluster://[user[:password]@]host:port[,host:port...][?same options]` (seed nodes;
/// no database: a cluster has only db 0), and
/// `redis+sentinel://[user[:password]@]host:port[,host:port...]/<master name>[?db=N
/// &sentinel_user=...&sentinel_password=...&same options]` (the sentinels; user and password
/// are the data nodes', sentinel_user / sentinel_password the sentinels' own, none by default).
/// A plain value; thread-safe to copy.
struct RedisUrl {
    Topology topology = Topology::Single;
    /// Single: the server. Cluster and Sentinel: the first seed node / sentinel (for messages;
    /// connections go to the nodes the topology names).
    QString host = QStringLiteral("127.0.0.1");
    quint16 port = 6379;
    /// Cluster: the seed nodes asked for the slot map; Sentinel: the sentinels, asked in this
    /// order. Single: empty.
    QList<RedisNode> nodes;
    QString masterName;       ///< Sentinel: the monitored master's name, [A-Za-z0-9._-]{1,64}.
    QString sentinelUser;     ///< Sentinel: AUTH for the sentinels; empty = no AUTH.
    QString sentinelPassword; ///< Never printed.
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
    /// This URL's settings (TLS, credentials, db, timeouts) for one data node, as a Single URL.
    RedisUrl forNode(const RedisNode& node) const;
    /// The URL to ask sentinel `node`: its own credentials, db 0, the same TLS and timeouts.
    RedisUrl forSentinel(const RedisNode& node) const;
    /// The URL without the password, for titles and logs.
    QString redacted() const;
    /// For StoreInfo::transport: "TLS verified", "TLS, certificate not verified" or "plain TCP".
    QString transport() const;
    /// For StoreInfo::warning: the caveat of verify=false, empty otherwise.
    QString transportWarning() const;
};

} // namespace idem::redis
