// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "gateway/scope.h"
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
/// Throws idem::Error (BadInput) when `text` is not host:port.
ListenAddress parseListenAddress(const QString& text);

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
    /// Answer bodies held for clients still reading them, a body many send counted once
    /// (HttpServer::heldBodyBytes()): beyond it a new request waits, then 503.
    qsizetype maxAnswerMemory = 64 * 1024 * 1024;
    int maxConnections = 1024;
    int maxUpstreamConnections = 256;
    /// Store threads, each with its own connection (a SQLite store always uses one); 0: the
    /// store's default (StorePool::defaultWorkers()).
    int storeWorkers = 0;

    /// Forward without a claim when the store is unreachable (logged on every such request).
    bool failOpen = false;
    /// "stderr" (default), "off", or a file path for the JSON access log.
    QString accessLog = QStringLiteral("stderr");

    // --- routing and identity (issue 15) ---
    /// Where a request's scope comes from, in order; the first source the request carries wins
    /// (--scope-from; --scope-header NAME is --scope-from header:NAME). Empty: one shared scope.
    QList<ScopeSource> scopeFrom{{ScopeSource::Kind::Header, "Authorization"}};
    /// A keyed request that carries a credential none of scopeFrom reads (a Cookie, an API-key
    /// header; ScopeHasher::unscopedCredential) would land in the one shared scope, where any
    /// other caller's retry of the same key gets its answer: true answers it 400
    /// unscoped-credentials and runs nothing (--unscoped-credentials refuse, ADR 0018); false
    /// keeps it in the shared scope (share).
    bool refuseUnscopedCredentials = true;
    /// The HMAC-SHA256 key of scopes, read from --scope-secret-file or, by
    /// resolveScopeSecret(), from IDEMGATE_SCOPE_SECRET; never an option value, so that it stays
    /// out of `ps` and shell histories. Empty: bare SHA-256, as earlier versions stored.
    QByteArray scopeSecret;
    QString scopeSecretOrigin; ///< "file" or "environment", for the start-up log.
    /// The secret scopes were keyed with before scopeSecret (--previous-scope-secret-file): a key
    /// first used under it keeps its scope (ScopeHasher::Scope::previous). An empty array: the
    /// bare SHA-256 of a gateway without a secret ("bare"); nullopt: no rotation.
    std::optional<QByteArray> previousScopeSecret;
    /// POST /idempotency/tokens; off: 404, tokens come from `idemctl issue`.
    bool issueEndpoint = false;
    /// The longest TTL a caller of the issue endpoint may ask for (400 beyond).
    std::chrono::milliseconds maxTokenTtl = std::chrono::hours(24);
    /// The bearer secret a caller of the issue endpoint must send (--issue-auth-file); empty:
    /// anyone may ask.
    QByteArray issueAuthSecret;
    /// Tokens per second and burst of the issue endpoint's bucket per client address; a rate of
    /// 0 ("off") sets no limit.
    double issueRate = 10;
    int issueBurst = 20;
    /// Peers (address, prefix length) whose Forwarded / X-Forwarded-* fields are believed and
    /// extended; from any other peer they are replaced (--trusted-proxies).
    QList<std::pair<QHostAddress, int>> trustedProxies;

    /// Reads IDEMGATE_SCOPE_SECRET when no --scope-secret-file gave a secret; throws
    /// idem::Error (BadInput) when it is too short.
    void resolveScopeSecret();
    /// What an operator must hear at start: no scope source, no scope secret, issued mode with
    /// the issue endpoint off, an open issue endpoint.
    QStringList startupWarnings() const;
    /// True when `peer` (as HttpRequest::peer spells it) is one of trustedProxies.
    bool trustedProxy(const QByteArray& peer) const;
    // --- end of routing and identity ---

    // Configuration text that is wrong throws idem::Error (BadInput) whose message names the
    // option, as the faces show it (ADR 0003).
    /// Applies a JSON config file's keys; throws on an unknown key or a bad value.
    void applyJson(const QJsonObject& json);
    /// Applies one option (long name without "--") given as text, as from the command line.
    void apply(const QString& name, const QString& value);
    /// Checks the combination (upstream set, limits positive, ...).
    void validate() const;

    /// The option names apply() understands (the names of options(), in that order), for the
    /// command line and the config file.
    static QStringList optionNames();
};

/// One option of the gateway, as `idemgate --help` (and so its man page, which help2man makes
/// from that help) describes it. GatewayConfig::options() is the one list: apply() refuses a
/// name that is not in it, so an option cannot exist without its help line.
struct GatewayOption {
    const char* name;         ///< Long name without "--"; also the config file's key.
    const char* valueName;    ///< Placeholder in the help ("duration"); nullptr for a flag.
    const char* defaultValue; ///< As the option would spell it; "" when there is none.
    const char* description;  ///< One sentence, without the default.
    /// The help line: the description, then the default when there is one.
    QString helpText() const;
};

/// Every option apply() understands, in the order the help lists them. Options that act on the
/// same setting (--scope-header, then --scope-from) are applied in this order when both are given.
const QList<GatewayOption>& gatewayOptions();

/// "1MiB", "512KiB", "1048576" (bytes), "16k".
std::optional<qsizetype> parseSize(const QString& text);

} // namespace idem::gateway
