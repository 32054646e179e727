#pragma once

#include "token/operations.h"

#include <QByteArray>
#include <QHostAddress>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <chrono>
#include <optional>

class QJsonObject;

namespace idem::gateway {

/// host:port as given on the command line ("127.0.0.1:8088", "[::1]:8088", ":8088" = all).
struct ListenAddress {
    QHostAddress address = QHostAddress(QHostAddress::LocalHost);
    quint16 port = 0;
    QString text() const;
};
/// std::nullopt with `error` set when `text` is not host:port.
std::optional<ListenAddress> parseListenAddress(const QString& text, QString* error);

/// Everything the gateway can be told, with its defaults. Durations must be > 0 unless said.
/// The config file (JSON) uses the long option names without "--" as keys, e.g.
/// {"listen": "127.0.0.1:8088", "methods": ["POST","PATCH"], "lease": "30s"}.
struct GatewayConfig {
    ListenAddress listen{QHostAddress(QHostAddress::LocalHost), 8088};
    QUrl upstream; ///< Required: http:// or https:// origin, optional path prefix.
    QString store; ///< Empty: resolveStoreUrl() (IDEMSCOPE_STORE, then the default file).
    std::optional<ListenAddress> metricsListen; ///< std::nullopt: no /metrics listener.

    QStringList methods{QStringLiteral("POST"), QStringLiteral("PATCH")};
    QByteArray keyHeader = "Idempotency-Key";
    QList<QByteArray> keyAliases{"Idempotency-Token", "Idempotent-Token"};
    /// Path prefixes where a guarded method must carry a key (400 without). Elsewhere a request
    /// without a key is forwarded unguarded. Default: every path.
    QStringList requiredPaths{QStringLiteral("/")};
    /// Path prefixes exempt from requiredPaths (the longest matching prefix wins).
    QStringList optionalPaths;
    AcquireMode mode = AcquireMode::Open;
    /// The request header whose SHA-256 is the record's scope; empty name: one shared scope.
    QByteArray scopeHeader = "Authorization";

    std::chrono::milliseconds lease = std::chrono::seconds(30);
    std::chrono::milliseconds retention = std::chrono::hours(24);
    std::chrono::milliseconds tokenTtl = std::chrono::minutes(30); ///< Issued tokens.
    std::chrono::milliseconds upstreamTimeout = std::chrono::seconds(30);
    std::chrono::milliseconds requestTimeout = std::chrono::seconds(10);
    std::chrono::milliseconds idleTimeout = std::chrono::seconds(60);
    std::chrono::milliseconds shutdownTimeout = std::chrono::seconds(30);
    /// How often the gateway deletes expired records (purgeExpired, kReapBatch at a time);
    /// zero ("off") leaves that to `idemctl purge-expired` or another reaper.
    std::chrono::milliseconds reapInterval = std::chrono::seconds(60);
    /// Retry-After sent with 503 when the store is unreachable.
    std::chrono::milliseconds unavailableRetryAfter = std::chrono::seconds(1);

    // Connections (issue 15): a silent new connection is closed after firstByteTimeout; one
    // client address holds at most maxConnectionsPerClient connections (0: no cap).
    std::chrono::milliseconds firstByteTimeout = std::chrono::seconds(5);
    int maxConnectionsPerClient = 256;

    qsizetype maxBodyBytes = 1024 * 1024;
    qsizetype maxHeaderBytes = 16 * 1024;
    qsizetype maxResponseBytes = 8 * 1024 * 1024; ///< Upstream responses (502 beyond).
    int maxConnections = 1024;
    int maxUpstreamConnections = 256;
    /// Store threads, each with its own connection (a SQLite store always uses one).
    int storeWorkers = 4;

    /// Forward without a claim when the store is unreachable (logged on every such request).
    bool failOpen = false;
    /// "stderr" (default), "off", or a file path for the JSON access log.
    QString accessLog = QStringLiteral("stderr");

    /// Applies a JSON config file's keys; false with `error` on an unknown key or a bad value.
    bool applyJson(const QJsonObject& json, QString* error);
    /// Applies one option (long name without "--") given as text, as from the command line.
    bool apply(const QString& name, const QString& value, QString* error);
    /// Checks the combination (upstream set, limits positive, ...).
    bool validate(QString* error) const;

    /// The option names apply() understands, for help and for the config file.
    static QStringList optionNames();
};

/// "1MiB", "512KiB", "1048576" (bytes), "16k".
std::optional<qsizetype> parseSize(const QString& text);

} // namespace idem::gateway
