// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "base/errors.h"
#include "gateway/gatewayconfig.h"
#include "gateway/scope.h"
#include "guard/claimsession.h"
#include "guard/orphanclaims.h"
#include "http/http.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QSet>
#include <chrono>
#include <deque>
#include <memory>

class QFile;
class QTimer;

namespace idem {
class TokenStore;
}
namespace idem::http {
class UpstreamClient;
struct UpstreamResult;
} // namespace idem::http

namespace idem::gateway {

// The gateway is written in the HTTP library's types (core/http), named unqualified here.
using namespace idem::http;

class GatewayMetrics;
class HttpReply;
class HttpServer;
class RateLimiter;
class StorePool;

/// What the gateway does with an upstream response to a claimed request (docs/idemgate.md, "The
/// contract"): 2xx and 4xx are stored, except 408, 409, 425 and 429, which say "try again" and so
/// release the claim like 5xx; 1xx/3xx are released too (not stored, the retry runs again). Pure.
WorkResult::Kind classifyUpstreamStatus(int status);

/// The key a request carries, as the gateway reads it: one field among the key header and its
/// aliases, either a bare key or an RFC 8941 sf-string ("..."), valid per keyProblem().
struct KeyLookup {
    enum class Kind { Absent, Valid, Malformed, Repeated };
    Kind kind = Kind::Absent;
    QString key;
    QString problem; ///< For Malformed: what is wrong (never echoes the value).
};
KeyLookup findKey(const HttpHeaders& headers, const QByteArray& name,
                  const QList<QByteArray>& aliases);

/// The HTTP face of the idempotency engine: a reverse proxy in front of one upstream.
///
/// For a guarded request (configured method, key present or required) it asks the store for the
/// key (acquire), and according to the outcome forwards the request, replays the stored response
/// with Idempotent-Replayed: true (decoded for a retry that does not accept its content coding),
/// or answers 409/422/400 as application/problem+json. While the upstream works, a heartbeat
/// renews the claim's lease every lease/3; the response then completes the claim (stored:
/// 2xx/4xx) or releases it (5xx, 408/409/425/429, or a request that never reached the upstream).
/// Once the upstream received the request the claim is never released: an answer that cannot be
/// kept (too large, malformed, none) is stored as a problem, and a complete the store refuses is
/// retried while the claim is held (ADR 0012). The rules themselves (who may acquire, takeover,
/// fencing) are the store's (statemachine.h); the claim's lifecycle is ClaimSession's
/// (core/guard), the same one IdempotencyGuard drives with blocking calls (ADR 0015). This class
/// maps HTTP onto them and carries out the session's commands asynchronously: store calls run
/// on StorePool's threads and the upstream is awaited without blocking anything.
///
/// Also serves GET /healthz, GET /readyz (the store answers) and, when --issue-endpoint is on,
/// POST /idempotency/tokens (issue a token: the pre-generated flow of issued mode). Every
/// request's target is normalised first (normalizeTarget): what is matched is what is
/// forwarded. A keyed request's scope comes from ScopeHasher (--scope-from).
///
/// Threads: lives on the thread that created it (usually the main thread); all HTTP work runs
/// there, store calls on StorePool's threads.
class Gateway : public QObject {
    Q_OBJECT
public:
    /// Opens the store of `config.store` (resolveStoreUrl) on `config.storeWorkers` threads.
    explicit Gateway(GatewayConfig config, QObject* parent = nullptr);
    /// Uses `store`, shared by every worker (the console's demo; tests).
    Gateway(GatewayConfig config, std::shared_ptr<TokenStore> store, QObject* parent = nullptr);
    ~Gateway() override;

    /// Listens (port 0: a free one) and serves metrics if configured. Throws idem::Error
    /// (Unavailable: the port is taken, or the address is not this machine's).
    void start();
    quint16 port() const;
    quint16 metricsPort() const;
    GatewayMetrics& metrics() const { return *m_metrics; }

    /// Graceful shutdown: stop accepting, let requests in progress finish (their claims are
    /// completed or released as usual), close idle connections; emits finished() when nothing
    /// is left or after shutdownTimeout (claims still held then are left to their lease).
    void shutdown();
    bool shuttingDown() const { return m_shuttingDown; }
    /// Requests in progress (parsed, not yet answered).
    int inProgress() const { return m_inProgress; }

signals:
    void finished();

private:
    struct Exchange;
    void init();
    void handle(HttpRequest request, HttpReply reply);
    void refuseUnscoped(const std::shared_ptr<Exchange>& x, const QByteArray& credential);
    void settleRotatedScope(const std::shared_ptr<Exchange>& x, const QString& previous);
    void route(const std::shared_ptr<Exchange>& x);
    void admitParked();
    void handleGuarded(std::shared_ptr<Exchange> x);
    void startClaim(const std::shared_ptr<Exchange>& x);
    void openGate(const std::shared_ptr<Exchange>& x);
    void shareReplayBody(const TokenRecord& record, QByteArray& body);
    bool failsOpen(const Error& error) const;
    void dropSentReplayBodies();
    void forward(std::shared_ptr<Exchange> x, bool guarded);
    /// What the upstream's answer means for the claim: stored, or released (and what the
    /// client is told).
    void finishClaim(std::shared_ptr<Exchange> x, http::UpstreamResult result);
    // The claim's session (ClaimSession) and the commands it gives, carried out here.
    void drive(const std::shared_ptr<Exchange>& x);
    void sendAcquire(const std::shared_ptr<Exchange>& x);
    void startHeartbeat(const std::shared_ptr<Exchange>& x, std::chrono::milliseconds interval);
    void stopHeartbeat(Exchange& x);
    void heartbeat(const std::shared_ptr<Exchange>& x);
    /// The heartbeats' timers (startTimer() on this object: a QTimer and its connection per
    /// request cost about ten allocations), by timer id.
    void timerEvent(QTimerEvent* event) override;
    void sendComplete(const std::shared_ptr<Exchange>& x);
    void sendRead(const std::shared_ptr<Exchange>& x);
    void sendRelease(const std::shared_ptr<Exchange>& x);
    void holdAnswer(const std::shared_ptr<Exchange>& x, const ClaimSession::Command& hold);
    void claimDone(const std::shared_ptr<Exchange>& x);
    // Orphan claims: acquires with an unknown outcome that were not forwarded.
    void rememberOrphan(const QString& key, const QString& scope, const QString& owner);
    bool releaseOrphanFor(const std::shared_ptr<Exchange>& x, const TokenRecord& record);
    void sweepOrphans();
    void sweepNext(std::shared_ptr<QList<QString>> pass);
    void issueToken(std::shared_ptr<Exchange> x);
    void readiness(std::shared_ptr<Exchange> x);
    void storeFailed(std::shared_ptr<Exchange> x, const Error& error, const QString& operation);
    void answer(const std::shared_ptr<Exchange>& x, const HttpResponse& response,
                const QString& outcome);
    void accessLog(const Exchange& x, int status, const QString& outcome);
    bool keyRequired(const QByteArray& path) const;
    void checkDrained();
    void reap();

    GatewayConfig m_config;
    std::unique_ptr<GatewayMetrics> m_metrics;
    std::unique_ptr<StorePool> m_store;
    HttpServer* m_server = nullptr;
    UpstreamClient* m_upstream = nullptr;
    std::unique_ptr<QFile> m_log;
    int m_inProgress = 0;
    int m_claims = 0;
    bool m_shuttingDown = false;
    bool m_finished = false;
    bool m_drainScheduled = false;
    bool m_reaping = false; ///< A purge is running on the store pool.
    QTimer* m_reaper = nullptr;
    // routing and identity (issue 15)
    ScopeHasher m_scopes;
    QList<QByteArray> m_keyFields;  ///< The key's field and its aliases: never a credential.
    QSet<QString> m_unscopedWarned; ///< credentialLabel()s already logged by refuseUnscoped().
    /// Requests waiting for answer memory (--max-answer-memory), with when they came (m_clock).
    std::deque<std::pair<std::shared_ptr<Exchange>, qint64>> m_parked;
    QTimer* m_parkTimer = nullptr;
    /// How long a request waits for answer memory before it is answered 503.
    static constexpr std::chrono::milliseconds kMaxAdmissionWait{5000};
    /// Per key and scope with an acquire in flight: the requests for it that wait their turn.
    QHash<QString, QList<std::shared_ptr<Exchange>>> m_acquiring;
    /// Large replay bodies being sent, by record (key, scope, fence): shareReplayBody().
    QHash<QString, QByteArray> m_replayBodies;
    std::unique_ptr<RateLimiter> m_issueLimiter; ///< Null: no rate limit.
    QElapsedTimer m_clock;                       ///< The rate limiter's time.
    /// The client's address for per-client limits: the peer, or behind a trusted proxy the
    /// nearest untrusted address of X-Forwarded-For.
    QByteArray clientAddress(const HttpRequest& request) const;
    /// Answers a refused issuance (404, 401, 429, 400) and counts it; true when refused.
    bool refuseIssue(const std::shared_ptr<Exchange>& x);

    int m_pending = 0;            ///< Answers held for the store (holdAnswer).
    qsizetype m_pendingBytes = 0; ///< Their bodies' bytes.
    OrphanClaims m_orphans;       ///< Acquires with an unknown outcome, never forwarded.
    QTimer* m_orphanTimer = nullptr;
    bool m_sweeping = false;
    QHash<int, std::weak_ptr<Exchange>> m_heartbeats; ///< Timer id -> its exchange.
};

} // namespace idem::gateway
