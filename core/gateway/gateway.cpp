// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "gateway/gateway.h"

#include "base/errors.h"
#include "gateway/contentcoding.h"
#include "gateway/gatewaymetrics.h"
#include "gateway/httpserver.h"
#include "gateway/problem.h"
#include "gateway/ratelimit.h"
#include "gateway/storepool.h"
#include "gateway/target.h"
#include "guard/claimsession.h"
#include "guard/orphanclaims.h"
#include "http/upstreamclient.h"
#include "token/generator.h"
#include "token/key.h"
#include "util/duration.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>
#include <QTimerEvent>
#include <algorithm>
#include <cstdio>

namespace idem::gateway {

namespace {

QString sha256Hex(const QByteArray& bytes) {
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

HttpResponse jsonResponse(int status, const QJsonObject& body) {
    HttpResponse r;
    r.status = status;
    r.headers.add("Content-Type", "application/json");
    r.headers.add("Cache-Control", "no-store");
    r.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
    return r;
}

/// Bounds on the answers held while the store refuses them (Gateway::holdAnswer): beyond
/// either, a new one is kept as its small "answer lost" problem instead.
constexpr int kMaxPendingCompletions = 256;
constexpr qsizetype kMaxPendingBytes = 64 * 1024 * 1024;

/// Whole seconds, at least 1: Retry-After takes delta-seconds.
QByteArray retryAfterSeconds(std::chrono::milliseconds d) {
    const qint64 s = (d.count() + 999) / 1000;
    return QByteArray::number(qMax<qint64>(1, s));
}

/// Parses an RFC 8941 sf-string ("..." with \" and \\ escapes); std::nullopt if malformed.
std::optional<QByteArray> unquoteSfString(const QByteArray& v) {
    QByteArray out;
    for (qsizetype i = 1; i + 1 < v.size(); ++i) {
        char c = v[i];
        if (c == '\\') {
            if (i + 2 >= v.size())
                return std::nullopt;
            c = v[++i];
            if (c != '"' && c != '\\')
                return std::nullopt;
        } else if (c == '"') {
            return std::nullopt;
        }
        out += c;
    }
    return out;
}

/// The fields of an upstream's answer that reach the client: not the hop-by-hop ones (the
/// standard ones and every field its Connection names, RFC 9110 §7.6.1), and not the gateway's
/// own "answer lost" marker, which an upstream could otherwise forge.
void cleanUpstreamAnswer(HttpHeaders& headers) {
    removeHopByHopHeaders(headers);
    headers.remove(kAnswerLostHeader);
}

/// What the upstream learns about the client (issue 15). From a trusted proxy the fields it
/// sent are believed: X-Forwarded-For is extended with the peer (nginx's
/// $proxy_add_x_forwarded_for), its Forwarded, X-Forwarded-Proto and -Host pass. From anyone
/// else they would be the client's own claims (an address an allow-list or a rate limit of the
/// upstream trusts, a Host for its links): they are dropped and set from what the gateway saw,
/// as Envoy does by default (use_remote_address, xff_num_trusted_hops 0). The gateway speaks
/// plain HTTP, so the protocol it saw is http.
void setForwardingHeaders(const HttpRequest& request, HttpHeaders& out, bool trusted) {
    const QByteArray host = request.headers.value("Host").value_or(QByteArray());
    if (trusted) {
        const QList<QByteArray> chain = request.headers.values("X-Forwarded-For");
        QByteArray forwardedFor = chain.join(", ");
        forwardedFor += (forwardedFor.isEmpty() ? "" : ", ") + request.peer;
        out.set("X-Forwarded-For", forwardedFor);
        if (!out.contains("X-Forwarded-Proto"))
            out.set("X-Forwarded-Proto", "http");
        if (!out.contains("X-Forwarded-Host") && !host.isEmpty())
            out.set("X-Forwarded-Host", host);
        return;
    }
    for (const char* name :
         {"Forwarded", "X-Forwarded-For", "X-Forwarded-Host", "X-Forwarded-Proto",
          "X-Forwarded-Port", "X-Forwarded-Prefix", "X-Real-IP"})
        out.remove(name);
    out.set("X-Forwarded-For", request.peer);
    out.set("X-Forwarded-Proto", "http");
    if (!host.isEmpty())
        out.set("X-Forwarded-Host", host);
}

/// Equal in time independent of where `a` and `b` differ (and of their lengths: both are
/// hashed first), so that the issue secret cannot be guessed byte by byte from answer times.
bool constantTimeEquals(const QByteArray& a, const QByteArray& b) {
    const QByteArray ha = QCryptographicHash::hash(a, QCryptographicHash::Sha256);
    const QByteArray hb = QCryptographicHash::hash(b, QCryptographicHash::Sha256);
    unsigned char diff = 0;
    for (qsizetype i = 0; i < ha.size(); ++i)
        diff |= static_cast<unsigned char>(ha[i] ^ hb[i]);
    return diff == 0;
}

} // namespace

WorkResult::Kind classifyUpstreamStatus(int status) {
    if (status == 408 || status == 409 || status == 425 || status == 429)
        return WorkResult::Kind::Release;
    if ((status >= 200 && status < 300) || (status >= 400 && status < 500))
        return WorkResult::Kind::Complete;
    return WorkResult::Kind::Release;
}

KeyLookup findKey(const HttpHeaders& headers, const QByteArray& name,
                  const QList<QByteArray>& aliases) {
    QList<QByteArray> values = headers.values(name);
    for (const QByteArray& a : aliases)
        values += headers.values(a);
    KeyLookup out;
    if (values.isEmpty())
        return out;
    if (values.size() > 1) {
        out.kind = KeyLookup::Kind::Repeated;
        return out;
    }
    QByteArray raw = values.front();
    if (raw.size() >= 2 && raw.startsWith('"') && raw.endsWith('"')) {
        const auto unquoted = unquoteSfString(raw);
        if (!unquoted) {
            out.kind = KeyLookup::Kind::Malformed;
            out.problem = QStringLiteral("the key is not a valid quoted string");
            return out;
        }
        raw = *unquoted;
    }
    const QString key = QString::fromLatin1(raw);
    if (const auto problem = keyProblem(key)) {
        out.kind = KeyLookup::Kind::Malformed;
        out.problem = *problem;
        return out;
    }
    out.kind = KeyLookup::Kind::Valid;
    out.key = key;
    return out;
}

struct Gateway::Exchange {
    HttpRequest request;
    HttpReply reply;
    QElapsedTimer timer;
    QString key;
    /// The key as logs name it, never the key itself: the first 16 hex digits of its SHA-256,
    /// made when first asked for, since most requests log nothing.
    const QString& keyHash() const {
        if (keyHashMade.isEmpty() && !key.isEmpty())
            keyHashMade = sha256Hex(key.toLatin1()).left(16);
        return keyHashMade;
    }
    mutable QString keyHashMade;
    QString scope;
    RequestIdentity identity;
    /// The claim's lifecycle (handleGuarded): every step is decided there, driven by drive().
    std::unique_ptr<ClaimSession> session;
    int heartbeat = 0;     ///< Timer id, from the session's StartHeartbeat to its StopHeartbeat.
    bool failOpen = false; ///< Forwarded without a claim because the store is down.
    bool answered = false;
    bool orphanRetried = false; ///< Released an orphan of ours and acquired again once.
    bool gated = false;         ///< Holds its key's turn to acquire (handleGuarded(), openGate()).
    QString gateId;             ///< Key and scope, as m_acquiring names them.

    HttpResponse toClient; ///< What the client is told of a claimed request (finishClaim).
    bool pending = false;  ///< A held answer, counted in m_pending / m_pendingBytes.
    qsizetype pendingBytes = 0;
    int upstreamStatus = 0; ///< For the "answer lost" problem's detail.

    ~Exchange() {
        // Every held answer ends in claimDone(), which logs. One that vanishes with its
        // exchange (a store call whose callback never ran) would leave its claim to lapse
        // unseen and the work to run again: say so.
        if (pending)
            qCritical("idemgate: the held answer of key %s was dropped without being stored",
                      qPrintable(keyHash()));
    }
};

Gateway::Gateway(GatewayConfig config, QObject* parent)
    : QObject(parent), m_config(std::move(config)), m_metrics(std::make_unique<GatewayMetrics>()) {
    m_store = std::make_unique<StorePool>(resolveStoreUrl(m_config.store), m_config.storeWorkers);
    m_store->setOnPipelineChanged([this](bool up) { m_metrics->setStorePipelined(up); });
    init();
}

Gateway::Gateway(GatewayConfig config, std::shared_ptr<TokenStore> store, QObject* parent)
    : QObject(parent), m_config(std::move(config)), m_metrics(std::make_unique<GatewayMetrics>()) {
    m_store = std::make_unique<StorePool>(std::move(store), m_config.storeWorkers);
    init();
}

Gateway::~Gateway() {
    // Connections and the upstream client go first, so no callback reaches a half-destroyed
    // gateway; StorePool then finishes its queued jobs (their answers are dropped).
    delete m_server;
    m_server = nullptr;
    delete m_upstream;
    m_upstream = nullptr;
    m_store.reset();
}

void Gateway::init() {
    m_scopes = ScopeHasher(m_config.scopeFrom, m_config.scopeSecret, m_config.previousScopeSecret);
    m_keyFields = QList<QByteArray>{m_config.keyHeader} + m_config.keyAliases;
    if (m_config.issueRate > 0)
        m_issueLimiter = std::make_unique<RateLimiter>(m_config.issueRate, m_config.issueBurst);
    m_clock.start();
    HttpServerOptions options;
    options.limits.maxBodyBytes = m_config.maxBodyBytes;
    options.limits.maxHeaderBytes = m_config.maxHeaderBytes;
    options.maxConnections = m_config.maxConnections;
    options.requestTimeout = m_config.requestTimeout;
    options.idleTimeout = m_config.idleTimeout;
    options.firstByteTimeout = m_config.firstByteTimeout;
    options.maxConnectionsPerClient = m_config.maxConnectionsPerClient;
    m_server = new HttpServer(
        options,
        [this](HttpRequest request, HttpReply reply) { handle(std::move(request), reply); }, this);
    m_server->setErrorBody([](int status, const QString& detail) {
        HttpResponse r = problemResponse(problemForStatus(status), detail);
        r.status = status;
        return r;
    });
    connect(m_server, &HttpServer::protocolError, this,
            [this](int status, const QString&) { m_metrics->protocolError(status); });
    m_parkTimer = new QTimer(this);
    connect(m_parkTimer, &QTimer::timeout, this, &Gateway::admitParked);
    connect(m_server, &HttpServer::bodyBytesReleased, this, &Gateway::admitParked);

    UpstreamOptions upstream;
    upstream.maxConnections = m_config.maxUpstreamConnections;
    upstream.timeout = m_config.upstreamTimeout;
    upstream.maxResponseBytes = m_config.maxResponseBytes;
    m_upstream = new UpstreamClient(m_config.upstream, upstream, this);

    if (m_config.accessLog == QLatin1String("stderr")) {
        m_log = std::make_unique<QFile>();
        if (!m_log->open(stderr, QIODevice::WriteOnly))
            m_log.reset();
    } else if (!m_config.accessLog.isEmpty() && m_config.accessLog != QLatin1String("off")) {
        m_log = std::make_unique<QFile>(m_config.accessLog);
        if (!m_log->open(QIODevice::WriteOnly | QIODevice::Append))
            m_log.reset();
    }
}

void Gateway::start() {
    if (!m_server->listen(m_config.listen.address, m_config.listen.port))
        throw Error(ErrorKind::Unavailable,
                    QStringLiteral("cannot listen on %1: %2")
                        .arg(m_config.listen.text(), m_server->errorString()));
    if (m_config.metricsListen) {
        try {
            m_metrics->expose(*m_config.metricsListen);
        } catch (const Error&) {
            m_server->stopListening();
            throw;
        }
    }
    if (m_config.reapInterval.count() > 0) {
        m_reaper = new QTimer(this);
        m_reaper->setInterval(m_config.reapInterval);
        connect(m_reaper, &QTimer::timeout, this, &Gateway::reap);
        m_reaper->start();
    }
}

/// The periodic reaper: deletes expired records in one bounded batch on the store pool, never
/// two at once from this gateway. Several gateways (or `idemctl purge-expired`) may reap the
/// same store together: each store's purge is safe against that and counts nothing twice (the
/// expired counter rises when a record lapses, not when it is deleted).
void Gateway::reap() {
    if (m_reaping || m_shuttingDown)
        return;
    m_reaping = true;
    constexpr qint64 kReapBatch = 1000;
    m_store->submit(
        this, [](TokenStore& store) { return store.purgeExpired(kReapBatch); },
        [this](StoreOutcome<qint64> out) {
            m_reaping = false;
            if (out.error) {
                // Counted, so that a store down shows in the metrics of an idle gateway too.
                m_metrics->storeError(errorKindName(out.error->kind()));
                qWarning("idemgate: purging expired tokens failed: %s", out.error->what());
                return;
            }
            if (*out.value > 0)
                m_metrics->reaped(*out.value);
            // A full batch: more may be waiting, take the next one now.
            if (*out.value >= kReapBatch && !m_shuttingDown)
                QTimer::singleShot(0, this, &Gateway::reap);
        });
}

quint16 Gateway::port() const {
    return m_server->port();
}
quint16 Gateway::metricsPort() const {
    return m_metrics->port();
}

bool Gateway::keyRequired(const QByteArray& path) const {
    const QString p = QString::fromLatin1(path);
    qsizetype required = -1;
    qsizetype optional = -1;
    for (const QString& prefix : m_config.requiredPaths)
        if (p.startsWith(prefix))
            required = qMax(required, prefix.size());
    for (const QString& prefix : m_config.optionalPaths)
        if (p.startsWith(prefix))
            optional = qMax(optional, prefix.size());
    return required >= 0 && required > optional;
}

void Gateway::handle(HttpRequest request, HttpReply reply) {
    ++m_inProgress;
    auto x = std::make_shared<Exchange>();
    x->timer.start();
    x->request = std::move(request);
    x->reply = reply;
    m_metrics->setOpenConnections(m_server->openConnections());

    // One form of the target for every decision below and for the upstream (issue 15): a path
    // that reads differently to the gateway and to the upstream would slip past
    // --required-paths, or out of the upstream's base path.
    NormalTarget target = normalizeTarget(x->request.target);
    if (target.refused()) {
        answer(x, problemResponse(Problem::BadRequest, target.problem), QStringLiteral("rejected"));
        return;
    }
    x->request.target = std::move(target.target);

    const QByteArray path = x->request.path();
    const QByteArray& method = x->request.method;
    if (path == "/healthz" && (method == "GET" || method == "HEAD")) {
        answer(x, jsonResponse(200, {{QStringLiteral("status"), QStringLiteral("ok")}}), {});
        return;
    }
    if (path == "/readyz" && (method == "GET" || method == "HEAD")) {
        readiness(x);
        return;
    }
    if (path == "/idempotency/tokens" && method == "POST") {
        issueToken(x);
        return;
    }
    // Answers still being read by their clients hold --max-answer-memory: a request that could
    // add another waits for room (admitParked()).
    if (m_server->heldBodyBytes() >= m_config.maxAnswerMemory || !m_parked.empty()) {
        m_parked.push_back({x, m_clock.elapsed()});
        if (!m_parkTimer->isActive())
            m_parkTimer->start(100);
        return;
    }
    route(x);
}

/// Parked requests go on, oldest first, while there is room; one that waited kMaxAdmissionWait
/// is answered 503 overloaded (nothing was forwarded or claimed).
void Gateway::admitParked() {
    m_metrics->setAnswerMemory(m_server->heldBodyBytes());
    dropSentReplayBodies();
    while (!m_parked.empty() && m_server->heldBodyBytes() < m_config.maxAnswerMemory) {
        const std::shared_ptr<Exchange> x = m_parked.front().first;
        m_parked.pop_front();
        route(x);
    }
    const qint64 now = m_clock.elapsed();
    while (!m_parked.empty() && now - m_parked.front().second >= kMaxAdmissionWait.count()) {
        const std::shared_ptr<Exchange> x = m_parked.front().first;
        m_parked.pop_front();
        HttpResponse r = problemResponse(
            Problem::Overloaded,
            QStringLiteral("the gateway holds as many answers as --max-answer-memory allows for "
                           "clients still reading them; nothing was forwarded, retry later"));
        r.headers.add("Retry-After", retryAfterSeconds(m_config.unavailableRetryAfter));
        answer(x, r, QStringLiteral("rejected"));
    }
    if (m_parked.empty())
        m_parkTimer->stop();
}

/// A request past the health, readiness and issue paths, admitted: passed through, refused, or
/// guarded.
void Gateway::route(const std::shared_ptr<Exchange>& x) {
    const QByteArray path = x->request.path();
    const QByteArray& method = x->request.method;
    if (!m_config.methods.contains(QString::fromLatin1(method))) {
        forward(x, false);
        return;
    }

    const KeyLookup lookup = findKey(x->request.headers, m_config.keyHeader, m_config.keyAliases);
    switch (lookup.kind) {
    case KeyLookup::Kind::Repeated:
        answer(x,
               problemResponse(Problem::RepeatedKey,
                               QStringLiteral("send exactly one %1 field")
                                   .arg(QString::fromLatin1(m_config.keyHeader))),
               QStringLiteral("rejected"));
        return;
    case KeyLookup::Kind::Malformed:
        answer(x, problemResponse(Problem::MalformedKey, lookup.problem),
               QStringLiteral("rejected"));
        return;
    case KeyLookup::Kind::Absent:
        if (keyRequired(path)) {
            answer(x,
                   problemResponse(Problem::MissingKey,
                                   QStringLiteral("%1 requests to this path need an %2 header")
                                       .arg(QString::fromLatin1(method),
                                            QString::fromLatin1(m_config.keyHeader))),
                   QStringLiteral("rejected"));
        } else {
            forward(x, false);
        }
        return;
    case KeyLookup::Kind::Valid:
        break;
    }
    x->key = lookup.key;
    const ScopeHasher::Scope scope = m_scopes.of(x->request.headers);
    if (scope.source < 0 && m_config.refuseUnscopedCredentials) {
        const QByteArray credential = m_scopes.unscopedCredential(x->request.headers, m_keyFields);
        if (!credential.isEmpty()) {
            refuseUnscoped(x, credential);
            return;
        }
    }
    x->scope = scope.value;
    m_metrics->scopeSource(scope.source < 0 ? QStringLiteral("none")
                                            : m_scopes.sources()[scope.source].text());
    if (x->request.target.size() > kMaxPathLength) {
        answer(x,
               problemResponse(Problem::UriTooLong,
                               QStringLiteral("a guarded request target may have at most %1 "
                                              "characters")
                                   .arg(kMaxPathLength)),
               QStringLiteral("rejected"));
        return;
    }
    try {
        x->identity = RequestIdentity::of(QString::fromLatin1(method),
                                          QString::fromLatin1(x->request.target), x->request.body);
    } catch (const Error& e) {
        answer(x, problemResponse(Problem::BadRequest, e.message()), QStringLiteral("rejected"));
        return;
    }
    if (!scope.previous.isEmpty()) {
        settleRotatedScope(x, scope.previous);
        return;
    }
    handleGuarded(x);
}

/// While the scope secret is rotated: a key first used under the previous secret keeps that
/// scope, so its retries find their record; any other key takes the new one. A store that cannot
/// say answers 503: guessing the new scope could run the work a second time.
void Gateway::settleRotatedScope(const std::shared_ptr<Exchange>& x, const QString& previous) {
    const QString key = x->key;
    m_store->submit(
        this, [key, previous](TokenStore& s) { return s.get(key, previous); },
        [this, x, previous](StoreOutcome<std::optional<TokenRecord>> got) {
            m_metrics->store(QStringLiteral("get"), got.elapsed);
            if (got.error) {
                storeFailed(x, *got.error, QStringLiteral("get"));
                return;
            }
            if (got.value && *got.value)
                x->scope = previous;
            handleGuarded(x);
        });
}

/// A keyed request whose credential no scope source reads (ADR 0018). The client hears which
/// field and which option, never the configured sources; the operator hears those once per kind
/// of credential, in the log.
void Gateway::refuseUnscoped(const std::shared_ptr<Exchange>& x, const QByteArray& credential) {
    m_metrics->unscopedRefused(credential);
    const QString field = QString::fromLatin1(credential.left(64));
    const QString label = credentialLabel(credential);
    if (!m_unscopedWarned.contains(label)) {
        m_unscopedWarned.insert(label);
        qWarning("idemgate: a keyed request carried %s, a credential that no scope source (%s) "
                 "reads: refused with 400 unscoped-credentials, as every such request will be "
                 "(counted in idemgate_unscoped_refused_total). Name the field that says who "
                 "calls in --scope-from (header:NAME, cookie:NAME), or set "
                 "--unscoped-credentials share to keep such requests in one shared scope",
                 qPrintable(field),
                 qPrintable(m_scopes.sources().isEmpty() ? QStringLiteral("none")
                                                         : scopeSourcesText(m_scopes.sources())));
    }
    answer(x,
           problemResponse(Problem::UnscopedCredentials,
                           QStringLiteral("the request carries %1, a credential the gateway does "
                                          "not tell callers apart by, so its answer could reach "
                                          "another caller with the same key: nothing was "
                                          "forwarded. The gateway's operator names that "
                                          "credential in --scope-from")
                               .arg(field)),
           QStringLiteral("rejected"));
}

/// One acquire per key and scope at a time from this gateway: duplicates that arrive together (a
/// burst of retries, many clients replaying one key) ask the store one after the other, so the
/// copies of a stored body their acquires bring never pile up (a replay's body is then shared:
/// shareReplayBody()). Distinct keys do not wait for each other.
void Gateway::handleGuarded(std::shared_ptr<Exchange> x) {
    x->gateId = x->key + QLatin1Char('\n') + x->scope;
    if (const auto it = m_acquiring.find(x->gateId); it != m_acquiring.end()) {
        it->append(x);
        return;
    }
    m_acquiring.insert(x->gateId, {});
    startClaim(x);
}

/// The acquire of `x` was answered: the next request for its key and scope may ask.
void Gateway::openGate(const std::shared_ptr<Exchange>& x) {
    if (!x->gated)
        return;
    x->gated = false;
    const auto it = m_acquiring.find(x->gateId);
    if (it == m_acquiring.end())
        return;
    if (it->isEmpty()) {
        m_acquiring.erase(it);
        return;
    }
    startClaim(it->takeFirst());
}

void Gateway::startClaim(const std::shared_ptr<Exchange>& x) {
    x->gated = true;
    ClaimSession::Options options;
    options.lease = m_config.lease;
    options.retention = m_config.retention;
    options.mode = m_config.mode;
    x->session = std::make_unique<ClaimSession>(x->key, x->scope, x->identity, options);
    x->session->start(ClaimSession::Clock::now());
    drive(x);
}

/// Carries out what the claim's session says next. The lifecycle is decided there (ClaimSession:
/// acquire, a late claim given back, the heartbeat, complete or release, a refused answer held
/// and tried again); here it meets the store pool, the upstream, timers, metrics and the client.
/// Every store call answers on this thread, later, and drives the session on from there.
void Gateway::drive(const std::shared_ptr<Exchange>& x) {
    using Kind = ClaimSession::Command::Kind;
    while (const auto command = x->session->next()) {
        switch (command->kind) {
        case Kind::Acquire:
            sendAcquire(x);
            break;
        case Kind::StartHeartbeat:
            startHeartbeat(x, command->interval);
            break;
        case Kind::Work:
            forward(x, true);
            break;
        case Kind::Complete:
            sendComplete(x);
            break;
        case Kind::Read:
            sendRead(x);
            break;
        case Kind::Release:
            sendRelease(x);
            break;
        case Kind::Hold:
            holdAnswer(x, *command);
            break;
        case Kind::Wait:
            QTimer::singleShot(command->interval, this, [this, x] {
                if (m_finished)
                    return;
                x->session->retry();
                drive(x);
            });
            break;
        case Kind::StopHeartbeat:
            stopHeartbeat(*x);
            break;
        case Kind::Done:
            claimDone(x);
            break;
        }
    }
}

void Gateway::sendAcquire(const std::shared_ptr<Exchange>& x) {
    const AcquireRequest acquire = x->session->acquireRequest();
    m_store->acquire(this, acquire,
                     [this, x, owner = acquire.owner](StoreOutcome<AcquireResult> out) {
                         m_metrics->store(QStringLiteral("acquire"), out.elapsed);
                         openGate(x);
                         if (out.error) {
                             // The acquire may have reached the store (a timeout after sending): if
                             // nothing is forwarded, that claim would hold the key for a lease with
                             // nobody working on it.
                             if (out.error->kind() != ErrorKind::BadInput && !failsOpen(*out.error))
                                 rememberOrphan(x->key, x->scope, owner);
                             x->session->acquireFailed(*out.error);
                         } else {
                             if (!m_orphans.isEmpty())
                                 sweepOrphans(); // the store answers again
                             if (out.value->outcome == AcquireOutcome::Acquired) {
                                 m_metrics->tokenEvent(QStringLiteral("acquired"));
                                 if (out.value->takeover)
                                     m_metrics->tokenEvent(QStringLiteral("taken_over"));
                                 m_metrics->setInflightClaims(++m_claims);
                             }
                             x->session->acquired(*out.value, ClaimSession::Clock::now());
                         }
                         drive(x);
                     });
}

/// The heartbeat: renews well before the lease ends, so a live request is never taken over. It
/// runs until the claim's outcome is stored, also while a refused answer is held.
void Gateway::startHeartbeat(const std::shared_ptr<Exchange>& x,
                             std::chrono::milliseconds interval) {
    stopHeartbeat(*x);
    x->heartbeat = startTimer(interval);
    if (x->heartbeat == 0) {
        qWarning("idemgate: key %s: no timer for the heartbeat; the claim lasts its lease",
                 qPrintable(x->keyHash()));
        return;
    }
    m_heartbeats.insert(x->heartbeat, x);
}

void Gateway::stopHeartbeat(Exchange& x) {
    if (x.heartbeat == 0)
        return;
    killTimer(x.heartbeat);
    m_heartbeats.remove(x.heartbeat);
    x.heartbeat = 0;
}

void Gateway::timerEvent(QTimerEvent* event) {
    const auto it = m_heartbeats.constFind(event->timerId());
    if (it == m_heartbeats.cend())
        return QObject::timerEvent(event);
    if (const auto x = it->lock()) {
        heartbeat(x);
    } else {
        // The exchange ended without a StopHeartbeat: its timer goes with it.
        killTimer(it.key());
        m_heartbeats.erase(it);
    }
}

void Gateway::heartbeat(const std::shared_ptr<Exchange>& x) {
    const auto renew = x->session->beat(ClaimSession::Clock::now());
    if (!renew)
        return; // lost to another attempt: the complete will hear it
    std::weak_ptr<Exchange> weak = x;
    m_store->renew(this, renew->claim, x->session->lease(),
                   [this, weak, sentAt = renew->sentAt](StoreOutcome<TokenRecord> out) {
                       m_metrics->store(QStringLiteral("renew"), out.elapsed);
                       if (!out.error)
                           m_metrics->tokenEvent(QStringLiteral("renewed"));
                       else if (out.error->kind() != ErrorKind::Conflict)
                           m_metrics->storeError(errorKindName(out.error->kind()));
                       const auto x = weak.lock();
                       if (!x)
                           return;
                       if (out.error && out.error->kind() == ErrorKind::Conflict && x->pending)
                           qWarning("idemgate: key %s: a renew of the claim holding an answer was "
                                    "refused (%s)",
                                    qPrintable(x->keyHash()), qPrintable(out.error->message()));
                       x->session->renewed(sentAt, out.error ? &*out.error : nullptr);
                       drive(x); // a held answer is tried at once when the store takes writes again
                   });
}

void Gateway::forward(std::shared_ptr<Exchange> x, bool guarded) {
    HttpRequest upstream;
    upstream.method = x->request.method;
    upstream.target = x->request.target;
    upstream.headers = x->request.headers;
    // Fields the client's Connection names go first, before the gateway adds its own forwarding
    // fields: a client sending "Connection: X-Forwarded-For" cannot strip those.
    removeHopByHopHeaders(upstream.headers);
    upstream.body = x->request.body;
    setForwardingHeaders(x->request, upstream.headers, m_config.trustedProxy(x->request.peer));
    QElapsedTimer sent;
    sent.start();
    m_upstream->send(upstream, this, [this, x, guarded, sent](UpstreamResult result) {
        m_metrics->upstream(std::chrono::nanoseconds(sent.nsecsElapsed()));
        if (guarded) {
            finishClaim(x, std::move(result));
            return;
        }
        const QString outcome =
            x->failOpen ? QStringLiteral("unavailable") : QStringLiteral("passthrough");
        switch (result.kind) {
        case UpstreamResult::Kind::Response: {
            HttpResponse r = std::move(result.response);
            cleanUpstreamAnswer(r.headers);
            answer(x, r, outcome);
            return;
        }
        case UpstreamResult::Kind::Timeout:
            answer(x, problemResponse(Problem::UpstreamTimeout, {}), outcome);
            return;
        default:
            answer(x, problemResponse(Problem::UpstreamUnavailable, {}), outcome);
            return;
        }
    });
}

namespace {

StoredResponse storedOf(const HttpResponse& response) {
    StoredResponse stored;
    stored.status = response.status;
    QList<std::pair<QString, QByteArray>> headers;
    // An upstream's own marker field was removed on arrival (cleanUpstreamAnswer).
    for (const auto& [name, value] : response.headers.fields())
        headers.append({QString::fromLatin1(name), value});
    stored.headers = StoredResponse::replayableHeaders(headers);
    stored.body = response.body;
    return stored;
}

/// A problem stored in place of the upstream's answer: marked for the console and for clients
/// (kAnswerLostHeader), so that nobody mistakes it for what the upstream said.
HttpResponse lostAnswer(Problem problem, const QString& detail) {
    HttpResponse r = problemResponse(problem, detail);
    r.headers.add(kAnswerLostHeader, "lost");
    return r;
}

StoredResponse storedProblem(const HttpResponse& problem) {
    StoredResponse stored;
    stored.status = problem.status;
    for (const auto& [name, value] : problem.headers.fields())
        stored.headers.append({QString::fromLatin1(name), value});
    stored.body = problem.body;
    return stored;
}

QString statusText(int status) {
    return status > 0 ? QStringLiteral("answered %1").arg(status)
                      : QStringLiteral("started to answer");
}

} // namespace

/// What a claimed request's upstream result means for the claim (docs/idemgate.md, "The contract";
/// ADR 0012):
/// - a response the gateway keeps (2xx, 4xx but 408/409/425/429) is stored (complete);
/// - a response that says "try again" (5xx, 408/409/425/429, 1xx/3xx) releases the claim, as
///   does a request that never reached the upstream (no connection; a timeout or a broken
///   connection before any byte was written): retrying is safe;
/// - anything else means the upstream received the request and may have run it: the claim is
///   never released. An answer over --max-response, a malformed or truncated answer, a
///   connection closed or a timeout after sending are stored as a problem (502/504, marked
///   "answer lost"), so that retries replay it instead of running the work again.
void Gateway::finishClaim(std::shared_ptr<Exchange> x, UpstreamResult result) {
    const QString ask = QStringLiteral(" Retries of this key get this answer; ask an operator to "
                                       "check the upstream before using a new key.");

    bool store = false;
    std::optional<StoredResponse> kept; ///< What is stored when `store`: the answer, or a problem.
    QString lostReason;
    const bool tryAgain = result.kind != UpstreamResult::Kind::Response && result.status > 0 &&
                          classifyUpstreamStatus(result.status) == WorkResult::Kind::Release;
    if (tryAgain) {
        // The status line said "try again" (5xx, 429, ...) before the answer became unusable
        // (too large, cut short, late): released as that status would be, whatever followed.
        x->toClient = problemResponse(
            Problem::UpstreamUnavailable,
            QStringLiteral("the upstream answered %1 (%2); the claim was released as for any %1")
                .arg(result.status)
                .arg(result.error));
    } else {
        switch (result.kind) {
        case UpstreamResult::Kind::Response:
            x->toClient = std::move(result.response);
            cleanUpstreamAnswer(x->toClient.headers);
            store = classifyUpstreamStatus(x->toClient.status) == WorkResult::Kind::Complete;
            if (store)
                kept = storedOf(x->toClient);
            break;
        case UpstreamResult::Kind::ConnectFailed:
            x->toClient = problemResponse(Problem::UpstreamUnavailable,
                                          QStringLiteral("the request was not sent; the claim was "
                                                         "released; retrying is safe"));
            break;
        case UpstreamResult::Kind::Timeout:
        case UpstreamResult::Kind::Broken:
            if (!result.sent) {
                x->toClient = problemResponse(result.kind == UpstreamResult::Kind::Timeout
                                                  ? Problem::UpstreamTimeout
                                                  : Problem::UpstreamUnavailable,
                                              QStringLiteral("the request was not sent; the claim "
                                                             "was released; retrying is safe"));
            } else if (result.kind == UpstreamResult::Kind::Timeout) {
                x->toClient = lostAnswer(
                    Problem::OutcomeUnknown,
                    QStringLiteral("the upstream received the request and %1 within %2 ms; whether "
                                   "the work ran is unknown.")
                            .arg(result.status
                                     ? QStringLiteral("did not finish answering (status %1)")
                                           .arg(result.status)
                                     : QStringLiteral("did not answer"))
                            .arg(m_config.upstreamTimeout.count()) +
                        ask);
                store = true;
                lostReason = QStringLiteral("no_answer");
            } else {
                x->toClient = lostAnswer(Problem::AnswerUnusable,
                                         QStringLiteral("the upstream received the request and "
                                                        "closed the connection without an answer; "
                                                        "whether the work ran is unknown.") +
                                             ask);
                store = true;
                lostReason = QStringLiteral("unusable");
            }
            break;
        case UpstreamResult::Kind::TooLarge:
            x->toClient = lostAnswer(
                Problem::AnswerTooLarge,
                QStringLiteral("the upstream %1 with more than %2: the work "
                               "ran, its answer was not kept.")
                        .arg(statusText(result.status), QStringLiteral("%1 bytes (--max-response)")
                                                            .arg(m_config.maxResponseBytes)) +
                    ask);
            store = true;
            lostReason = QStringLiteral("too_large");
            break;
        case UpstreamResult::Kind::Malformed:
            x->toClient =
                lostAnswer(Problem::AnswerUnusable,
                           QStringLiteral("the upstream received the request and %1 that "
                                          "is not usable HTTP (%2); whether the work ran "
                                          "is unknown.")
                                   .arg(result.status ? QStringLiteral("answered %1, in a "
                                                                       "form")
                                                            .arg(result.status)
                                                      : QStringLiteral("answered bytes"),
                                        result.error) +
                               ask);
            store = true;
            lostReason = QStringLiteral("unusable");
            break;
        }
    }
    if (!lostReason.isEmpty()) {
        m_metrics->answerLost(lostReason);
        qWarning("idemgate: key %s: %s", qPrintable(x->keyHash()),
                 qPrintable(QString::fromUtf8(x->toClient.body)));
    }
    if (store && !kept)
        kept = storedProblem(x->toClient);
    x->upstreamStatus =
        result.kind == UpstreamResult::Kind::Response ? x->toClient.status : result.status;
    x->session->workDone(store ? WorkResult::complete(std::move(*kept)) : WorkResult::release());
    drive(x);
}

void Gateway::sendComplete(const std::shared_ptr<Exchange>& x) {
    m_store->complete(this, x->session->completion(), [this, x](StoreOutcome<TokenRecord> out) {
        m_metrics->store(QStringLiteral("complete"), out.elapsed);
        if (out.error && out.error->kind() != ErrorKind::Conflict)
            m_metrics->storeError(errorKindName(out.error->kind()));
        x->session->completeAnswered(out.error ? &*out.error : nullptr, ClaimSession::Clock::now());
        drive(x);
    });
}

void Gateway::sendRead(const std::shared_ptr<Exchange>& x) {
    const QString key = x->key;
    const QString scope = x->scope;
    m_store->submit(
        this, [key, scope](TokenStore& s) { return s.get(key, scope); },
        [this, x](StoreOutcome<std::optional<TokenRecord>> got) {
            m_metrics->store(QStringLiteral("get"), got.elapsed);
            if (got.error)
                m_metrics->storeError(errorKindName(got.error->kind()));
            x->session->read(got.value ? *got.value : std::nullopt,
                             got.error ? &*got.error : nullptr, ClaimSession::Clock::now());
            drive(x);
        });
}

void Gateway::sendRelease(const std::shared_ptr<Exchange>& x) {
    m_store->release(this, x->session->claim(), [this, x](StoreOutcome<TokenRecord> out) {
        m_metrics->store(QStringLiteral("release"), out.elapsed);
        if (!out.error) {
            m_metrics->tokenEvent(QStringLiteral("released"));
        } else if (out.error->kind() == ErrorKind::Conflict) {
            m_metrics->tokenEvent(QStringLiteral("lost_ownership"));
        } else {
            // Nothing ran that a retry could repeat wrongly: the claim ends with its lease.
            m_metrics->storeError(errorKindName(out.error->kind()));
            qWarning("idemgate: release of a claim failed (%s); the claim ends with its lease",
                     qPrintable(out.error->message()));
        }
        x->session->releaseAnswered(out.error ? &*out.error : nullptr);
        drive(x);
    });
}

/// The store refused an answer (not by fencing): the session keeps the claim — never released
/// once the upstream ran — and tries the answer again with a backoff while the heartbeat renews
/// the lease (ADR 0012). What is the gateway's: the client gets its answer now rather than wait
/// on the store (its retries get 409 until the answer is stored, then the replay); held answers
/// are bounded (count and bytes), and beyond the bounds, or where the store takes renews but
/// keeps refusing this answer, the small "answer lost" problem is stored instead.
void Gateway::holdAnswer(const std::shared_ptr<Exchange>& x, const ClaimSession::Command& hold) {
    ClaimSession& session = *x->session;
    const QString error = session.error() ? session.error()->message() : QString();
    if (hold.first) {
        qWarning("idemgate: storing the answer of key %s failed (%s); retrying while the claim "
                 "is held",
                 qPrintable(x->keyHash()), qPrintable(error));
        // The client has waited enough: it gets the upstream's answer now.
        answer(x, x->toClient, QStringLiteral("acquired"));
        x->request.body.clear();
        x->request.body.squeeze();
    }
    ClaimSession::HoldDecision decision;
    const StoredResponse& held = session.completion().response;
    const bool overBounds = (!x->pending && m_pending >= kMaxPendingCompletions) ||
                            m_pendingBytes - x->pendingBytes + held.body.size() > kMaxPendingBytes;
    if (!answerLost(held) && (hold.refusedWhileUp || overBounds)) {
        // Keep what little can be kept: the small problem takes the answer's place.
        HttpResponse lost = lostAnswer(
            Problem::AnswerLost,
            QStringLiteral("the upstream answered %1, but the store refused that answer (%2): "
                           "the work ran, its answer was not kept. Retries of this key get this "
                           "answer; ask an operator.")
                .arg(x->upstreamStatus)
                .arg(error));
        decision.replacement = storedProblem(lost);
        x->toClient = HttpResponse{}; // answered already: nothing of it is needed any more
        m_metrics->answerLost(QStringLiteral("store_refused"));
    }
    const qsizetype bytes =
        decision.replacement ? decision.replacement->body.size() : held.body.size();
    if (!x->pending) {
        if (m_pending >= kMaxPendingCompletions) {
            decision.abandon = QStringLiteral("too many answers are waiting for the store");
            session.hold(std::move(decision));
            return;
        }
        x->pending = true;
        ++m_pending;
        m_metrics->setPendingCompletions(m_pending);
    }
    m_pendingBytes += bytes - x->pendingBytes;
    x->pendingBytes = bytes;
    session.hold(std::move(decision));
}

/// The claim's session is over: the client's answer, the metrics and the log lines that end it.
void Gateway::claimDone(const std::shared_ptr<Exchange>& x) {
    const ClaimSession& session = *x->session;
    if (x->pending) {
        x->pending = false;
        --m_pending;
        m_pendingBytes -= x->pendingBytes;
        m_metrics->setPendingCompletions(m_pending);
        checkDrained();
    }
    if (session.claimed())
        m_metrics->setInflightClaims(--m_claims);
    const int attempts = session.heldAttempts();
    using Outcome = ClaimSession::Outcome;
    switch (session.outcome()) {
    case Outcome::Replayed: {
        m_metrics->tokenEvent(QStringLiteral("replayed"));
        if (session.replayUncounted())
            m_metrics->replayUncounted(); // the store takes no writes: served from a read
        // As stored, or decoded for a retry that does not accept the stored coding (ADR 0012).
        StoredResponse stored = session.acquireResult().record.response.value_or(StoredResponse{});
        shareReplayBody(session.acquireResult().record, stored.body);
        HttpResponse r = replayResponse(stored, x->request.headers, m_config.maxResponseBytes);
        r.headers.add("Idempotent-Replayed", "true");
        answer(x, r, QStringLiteral("replayed"));
        return;
    }
    case Outcome::InFlight: {
        // Our own orphan (an acquire that timed out and was never forwarded): give it back and
        // take the key again, once, rather than answer 409 for a lease nobody uses.
        if (!x->orphanRetried && releaseOrphanFor(x, session.acquireResult().record))
            return;
        HttpResponse r =
            problemResponse(Problem::InFlight, QStringLiteral("retry after the Retry-After delay"));
        r.headers.add("Retry-After", retryAfterSeconds(session.acquireResult().retryAfter));
        answer(x, r, QStringLiteral("in_flight"));
        return;
    }
    case Outcome::Mismatch:
        answer(x,
               problemResponse(Problem::Mismatch,
                               QStringLiteral("this key was first used with another method, path "
                                              "or body; use a new key for a new request")),
               QStringLiteral("mismatch"));
        return;
    case Outcome::Unknown:
        answer(x,
               problemResponse(Problem::UnknownToken,
                               QStringLiteral("get a token from POST /idempotency/tokens first")),
               QStringLiteral("rejected"));
        return;
    case Outcome::Expired:
        answer(x,
               problemResponse(Problem::ExpiredToken, QStringLiteral("get a new token from POST "
                                                                     "/idempotency/tokens")),
               QStringLiteral("rejected"));
        return;
    case Outcome::StoreFailed:
        storeFailed(x, *session.error(), QStringLiteral("acquire"));
        return;
    case Outcome::ClaimedLate: {
        // With less than half the lease surely left nothing was forwarded (claimedTooLate):
        // the claim was given back and the client retries.
        m_metrics->tokenEvent(QStringLiteral("claimed_late"));
        HttpResponse r = problemResponse(
            Problem::StoreUnavailable,
            QStringLiteral("the store granted the claim %1 ms after it was asked, with a lease of "
                           "%2 ms; nothing was forwarded; retry later")
                .arg(session.grantedAfter().count())
                .arg(m_config.lease.count()));
        r.headers.add("Retry-After", retryAfterSeconds(m_config.unavailableRetryAfter));
        answer(x, r, QStringLiteral("released"));
        return;
    }
    case Outcome::Released:
        answer(x, x->toClient, QStringLiteral("released"));
        return;
    case Outcome::Completed:
        // An operator hunting a duplicate needs these: a held answer's end, beside the line
        // that said it was held.
        if (attempts > 0 && answerLost(session.completion().response))
            qWarning("idemgate: key %s: the \"answer lost\" problem is stored in place of the "
                     "held answer (after %d failed attempts)",
                     qPrintable(x->keyHash()), attempts);
        else if (attempts > 0)
            qWarning("idemgate: the held answer of key %s is stored (after %d failed attempts)",
                     qPrintable(x->keyHash()), attempts);
        m_metrics->tokenEvent(QStringLiteral("completed"));
        answer(x, x->toClient, QStringLiteral("acquired"));
        return;
    case Outcome::LostOwnership:
        // Another attempt took the key over (our lease ran out): fencing refused our answer.
        // The upstream did run; the client still gets its answer.
        qWarning("idemgate: key %s: the upstream's answer cannot be stored: another attempt took "
                 "the key over (this claim's lease lapsed while %s), so the work may have run "
                 "twice",
                 qPrintable(x->keyHash()),
                 attempts > 0 ? "the store refused the answer" : "the upstream worked");
        m_metrics->tokenEvent(QStringLiteral("lost_ownership"));
        answer(x, x->toClient, QStringLiteral("acquired"));
        return;
    case Outcome::Abandoned:
        m_metrics->answerLost(QStringLiteral("abandoned"));
        qCritical("idemgate: the answer of key %s is lost (%s); the claim is kept until its "
                  "lease ends, after which a retry runs the work again",
                  qPrintable(x->keyHash()), qPrintable(session.abandonReason()));
        return;
    }
}

/// Whether a failed acquire is forwarded without a claim (--fail-open). Only for a store that
/// cannot be reached: a busy store or a full queue here is overload, and forwarding then would
/// run the work unguarded exactly when retries pile up.
bool Gateway::failsOpen(const Error& error) const {
    return m_config.failOpen && StorePool::connectionSuspect(error);
}

void Gateway::storeFailed(std::shared_ptr<Exchange> x, const Error& error,
                          const QString& operation) {
    m_metrics->storeError(errorKindName(error.kind()));
    if (error.kind() == ErrorKind::BadInput) {
        answer(x, problemResponse(Problem::BadRequest, error.message()),
               QStringLiteral("rejected"));
        return;
    }
    if (operation == QLatin1String("acquire") && failsOpen(error)) {
        qWarning("idemgate: store unavailable (%s); forwarding WITHOUT idempotency (fail-open)",
                 qPrintable(error.message()));
        x->failOpen = true;
        forward(x, false);
        return;
    }
    // A claim this acquire may have left is released as soon as the store answers again
    // (sweepOrphans), so a retry after Retry-After finds the key free.
    HttpResponse r = problemResponse(Problem::StoreUnavailable,
                                     QStringLiteral("nothing was forwarded; retry later"));
    r.headers.add("Retry-After", retryAfterSeconds(m_config.unavailableRetryAfter));
    answer(x, r, QStringLiteral("unavailable"));
}

void Gateway::rememberOrphan(const QString& key, const QString& scope, const QString& owner) {
    if (m_orphans.remember(key, scope, owner))
        m_metrics->orphanClaim(QStringLiteral("dropped"));
    if (!m_orphanTimer) {
        m_orphanTimer = new QTimer(this);
        m_orphanTimer->setInterval(std::chrono::milliseconds(500));
        connect(m_orphanTimer, &QTimer::timeout, this, &Gateway::sweepOrphans);
    }
    m_orphanTimer->start();
}

bool Gateway::releaseOrphanFor(const std::shared_ptr<Exchange>& x, const TokenRecord& record) {
    const std::optional<Claim> claim = m_orphans.takeHeldBy(x->key, x->scope, record);
    if (!claim)
        return false;
    x->orphanRetried = true;
    m_store->release(this, *claim, [this, x](StoreOutcome<TokenRecord> out) {
        m_metrics->store(QStringLiteral("release"), out.elapsed);
        if (!out.error) {
            m_metrics->orphanClaim(QStringLiteral("released"));
            m_metrics->tokenEvent(QStringLiteral("released"));
        } else if (out.error->kind() == ErrorKind::Conflict) {
            m_metrics->orphanClaim(QStringLiteral("gone"));
        } else {
            m_metrics->storeError(errorKindName(out.error->kind()));
        }
        handleGuarded(x); // acquire again: free now, or someone else's
    });
    return true;
}

/// Releases the claims of acquires whose outcome was unknown and that were not forwarded: one
/// get at a time, oldest first, stopping at the first store error, so a store still down costs
/// one call per sweep. A claim is released only while it is still ours: processing, our owner
/// id, with the fencing counter just read (a takeover since then refuses the release).
void Gateway::sweepOrphans() {
    if (m_orphans.isEmpty() && m_orphanTimer)
        m_orphanTimer->stop();
    if (m_sweeping || m_orphans.isEmpty() || m_shuttingDown)
        return;
    m_sweeping = true;
    sweepNext(std::make_shared<QList<QString>>(m_orphans.owners()));
}

void Gateway::sweepNext(std::shared_ptr<QList<QString>> pass) {
    std::optional<OrphanClaims::Orphan> next; // the first of the pass still remembered
    while (!next && !pass->isEmpty() && !m_shuttingDown)
        next = m_orphans.find(pass->takeFirst());
    if (!next) {
        m_sweeping = false;
        if (m_orphans.isEmpty() && m_orphanTimer)
            m_orphanTimer->stop();
        return;
    }
    const OrphanClaims::Orphan o = *next;
    m_store->submit(
        this, [o](TokenStore& s) { return s.get(o.key, o.scope); },
        [this, o, pass](StoreOutcome<std::optional<TokenRecord>> out) {
            m_metrics->store(QStringLiteral("get"), out.elapsed);
            if (out.error) {
                m_sweeping = false; // still down: the timer tries again
                return;
            }
            Claim claim;
            switch (m_orphans.looked(o.owner, *out.value, m_config.lease, &claim)) {
            case OrphanClaims::Verdict::Release:
                m_store->release(this, claim, [this, pass](StoreOutcome<TokenRecord> rel) {
                    m_metrics->store(QStringLiteral("release"), rel.elapsed);
                    if (!rel.error) {
                        m_metrics->orphanClaim(QStringLiteral("released"));
                        m_metrics->tokenEvent(QStringLiteral("released"));
                    } else if (rel.error->kind() == ErrorKind::Conflict) {
                        m_metrics->orphanClaim(QStringLiteral("gone"));
                    } else {
                        m_metrics->storeError(errorKindName(rel.error->kind()));
                    }
                    sweepNext(pass);
                });
                return;
            case OrphanClaims::Verdict::Gone:
                m_metrics->orphanClaim(QStringLiteral("gone"));
                break;
            case OrphanClaims::Verdict::Again:
            case OrphanClaims::Verdict::Unknown:
                break;
            }
            sweepNext(pass);
        });
}

void Gateway::readiness(std::shared_ptr<Exchange> x) {
    if (m_shuttingDown) {
        answer(x, jsonResponse(503, {{QStringLiteral("status"), QStringLiteral("shutting down")}}),
               {});
        return;
    }
    m_store->submit(
        this,
        [](TokenStore& s) {
            // A point read of a key that is never written: cheap on every store.
            s.get(QStringLiteral("idemgate-readiness-probe"), QString());
            return s.info().backend;
        },
        [this, x](StoreOutcome<QString> out) {
            m_metrics->store(QStringLiteral("get"), out.elapsed);
            if (out.error) {
                // The error's text names hosts and users: the log gets it, the caller (anyone
                // who can reach the port) only its kind.
                const QString kind = errorKindName(out.error->kind());
                m_metrics->storeError(kind);
                qWarning("idemgate: readiness: the store failed (%s): %s", qPrintable(kind),
                         qPrintable(out.error->message()));
                answer(x,
                       jsonResponse(503, {{QStringLiteral("status"), QStringLiteral("unready")},
                                          {QStringLiteral("store"), kind}}),
                       {});
                return;
            }
            answer(x,
                   jsonResponse(200, {{QStringLiteral("status"), QStringLiteral("ready")},
                                      {QStringLiteral("store"), *out.value}}),
                   {});
        });
}

QByteArray Gateway::clientAddress(const HttpRequest& request) const {
    if (!m_config.trustedProxy(request.peer))
        return request.peer;
    // Walk X-Forwarded-For from the right, past the trusted proxies, to the first address none
    // of them vouches for (nginx's real_ip_recursive). Something that is not an address ends
    // the walk: the proxy that appended it cannot be believed further.
    QList<QByteArray> chain;
    for (const QByteArray& field : request.headers.values("X-Forwarded-For"))
        for (const QByteArray& hop : field.split(','))
            chain.append(hop.trimmed());
    QByteArray client = request.peer;
    for (qsizetype i = chain.size() - 1; i >= 0; --i) {
        if (QHostAddress(QString::fromLatin1(chain[i])).isNull())
            break;
        client = chain[i];
        if (!m_config.trustedProxy(client))
            break;
    }
    return client;
}

bool Gateway::refuseIssue(const std::shared_ptr<Exchange>& x) {
    if (!m_config.issueEndpoint) {
        // As if the path did not exist: whoever probes learns nothing about the configuration.
        m_metrics->issueRefused(QStringLiteral("disabled"));
        HttpResponse r = problemResponse(
            Problem::NotFound, QStringLiteral("token issuance is not enabled on this gateway"));
        answer(x, r, QStringLiteral("rejected"));
        return true;
    }
    // Before the secret is checked (nginx's limit_req runs before its access phase too): a
    // caller guessing the secret is limited like any other.
    qint64 retryAfterMs = 0;
    if (m_issueLimiter && !m_issueLimiter->take(rateLimitClient(clientAddress(x->request)),
                                                m_clock.elapsed(), &retryAfterMs)) {
        m_metrics->issueRefused(QStringLiteral("rate_limited"));
        HttpResponse r = problemResponse(Problem::TooManyRequests,
                                         QStringLiteral("too many tokens asked from this address; "
                                                        "retry after the Retry-After delay"));
        r.headers.add("Retry-After", retryAfterSeconds(std::chrono::milliseconds(retryAfterMs)));
        answer(x, r, QStringLiteral("rejected"));
        return true;
    }
    if (!m_config.issueAuthSecret.isEmpty()) {
        const QByteArray auth = x->request.headers.value("Authorization").value_or(QByteArray());
        const bool bearer = auth.size() > 7 && auth.left(7).toLower() == "bearer ";
        if (!bearer || !constantTimeEquals(auth.mid(7).trimmed(), m_config.issueAuthSecret)) {
            m_metrics->issueRefused(QStringLiteral("unauthorized"));
            HttpResponse r = problemResponse(Problem::Unauthorized,
                                             QStringLiteral("send Authorization: Bearer <the issue "
                                                            "secret>"));
            r.headers.add("WWW-Authenticate", "Bearer realm=\"idempotency-tokens\"");
            answer(x, r, QStringLiteral("rejected"));
            return true;
        }
    }
    return false;
}

void Gateway::issueToken(std::shared_ptr<Exchange> x) {
    if (refuseIssue(x))
        return;
    TokenFormat format = TokenFormat::Uuid;
    BusinessFormat business;
    std::chrono::milliseconds ttl = m_config.tokenTtl;
    if (!x->request.body.trimmed().isEmpty()) {
        const QJsonDocument doc = QJsonDocument::fromJson(x->request.body);
        if (!doc.isObject()) {
            answer(x,
                   problemResponse(Problem::BadRequest, QStringLiteral("the body must be a JSON "
                                                                       "object")),
                   QStringLiteral("rejected"));
            return;
        }
        const QJsonObject o = doc.object();
        if (o.contains(QStringLiteral("format"))) {
            const auto f = parseTokenFormat(o.value(QStringLiteral("format")).toString());
            if (!f) {
                answer(x,
                       problemResponse(Problem::BadRequest,
                                       QStringLiteral("format must be uuid or business")),
                       QStringLiteral("rejected"));
                return;
            }
            format = *f;
        }
        if (o.contains(QStringLiteral("prefix"))) {
            business.prefix = o.value(QStringLiteral("prefix")).toString();
            if (const auto p = TokenGenerator::prefixProblem(business.prefix)) {
                answer(x, problemResponse(Problem::BadRequest, *p), QStringLiteral("rejected"));
                return;
            }
        }
        if (o.contains(QStringLiteral("ttl"))) {
            const auto d = parseDuration(o.value(QStringLiteral("ttl")).toString());
            if (!d || d->count() <= 0) {
                answer(x,
                       problemResponse(Problem::BadRequest,
                                       QStringLiteral("ttl must be a duration such as 30m")),
                       QStringLiteral("rejected"));
                return;
            }
            // Refused rather than shortened: a client that plans on a year gets told, not a
            // token that lapses under it.
            if (*d > m_config.maxTokenTtl) {
                m_metrics->issueRefused(QStringLiteral("ttl"));
                answer(x,
                       problemResponse(Problem::BadRequest,
                                       QStringLiteral("ttl may be at most %1")
                                           .arg(formatDuration(m_config.maxTokenTtl))),
                       QStringLiteral("rejected"));
                return;
            }
            ttl = *d;
        }
    }
    IssueRequest issue;
    issue.key = TokenGenerator::generate(format, business);
    issue.ttl = ttl;
    // The token belongs to the caller's scope. Where the issue secret came in Authorization,
    // that field names the minter, not the caller the token is for: it is no scope source here.
    HttpHeaders scopeHeaders = x->request.headers;
    if (!m_config.issueAuthSecret.isEmpty())
        scopeHeaders.remove("Authorization");
    issue.scope = m_scopes.of(scopeHeaders).value;
    x->key = issue.key;
    x->scope = issue.scope;
    m_store->issue(this, issue, [this, x](StoreOutcome<TokenRecord> out) {
        m_metrics->store(QStringLiteral("issue"), out.elapsed);
        if (out.error) {
            storeFailed(x, *out.error, QStringLiteral("issue"));
            return;
        }
        m_metrics->tokenEvent(QStringLiteral("issued"));
        HttpResponse r =
            jsonResponse(201, {{QStringLiteral("key"), out.value->key},
                               {QStringLiteral("expiresAt"),
                                QDateTime::fromMSecsSinceEpoch(out.value->expiresAtMs, Qt::UTC)
                                    .toString(Qt::ISODateWithMs)}});
        r.headers.add(m_config.keyHeader, out.value->key.toLatin1());
        answer(x, r, {});
    });
}

/// Replays of one record sent at the same time share its body: the copy each acquire brought is
/// dropped for the array already being sent (HttpServer sends large bodies by reference). An
/// array only this table still holds is sent no more, and leaves it.
void Gateway::shareReplayBody(const TokenRecord& record, QByteArray& body) {
    if (body.size() < HttpServer::kSharedBody)
        return;
    dropSentReplayBodies();
    const QString id = record.key + QLatin1Char('\n') + record.scope + QLatin1Char('\n') +
                       QString::number(record.fence);
    const auto it = m_replayBodies.constFind(id);
    if (it != m_replayBodies.constEnd() && *it == body)
        body = *it;
    else
        m_replayBodies.insert(id, body);
}

/// A replay body only m_replayBodies still holds is sent no more: dropped (on every body the
/// server has finished sending, so none outlives its last client).
void Gateway::dropSentReplayBodies() {
    if (!m_replayBodies.isEmpty())
        m_replayBodies.removeIf([](const auto& entry) { return entry.value().isDetached(); });
}

void Gateway::answer(const std::shared_ptr<Exchange>& x, const HttpResponse& response,
                     const QString& outcome) {
    if (x->answered)
        return;
    x->answered = true;
    x->reply.send(response, m_shuttingDown);
    if (response.body.size() >= HttpServer::kSharedBody)
        m_metrics->setAnswerMemory(m_server->heldBodyBytes());
    const auto elapsed = std::chrono::nanoseconds(x->timer.nsecsElapsed());
    if (!outcome.isEmpty())
        m_metrics->request(outcome, elapsed);
    accessLog(*x, response.status, outcome);
    --m_inProgress;
    checkDrained();
}

void Gateway::accessLog(const Exchange& x, int status, const QString& outcome) {
    if (!m_log)
        return;
    QJsonObject o;
    o.insert(QStringLiteral("time"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    o.insert(QStringLiteral("peer"), QString::fromLatin1(x.request.peer));
    o.insert(QStringLiteral("method"), QString::fromLatin1(x.request.method));
    o.insert(QStringLiteral("path"), QString::fromLatin1(x.request.path()));
    o.insert(QStringLiteral("status"), status);
    if (!outcome.isEmpty())
        o.insert(QStringLiteral("outcome"), outcome);
    if (!x.key.isEmpty())
        o.insert(QStringLiteral("key_sha256"), x.keyHash());
    // Keyed, the scope is a pseudonym; unkeyed, 64 bits of a bare SHA-256 of the credential are
    // enough to test guesses of a weak API key or Basic password against: left out.
    if (!x.scope.isEmpty() && m_scopes.keyed())
        o.insert(QStringLiteral("scope"), x.scope.left(16));
    o.insert(QStringLiteral("ms"), static_cast<double>(x.timer.nsecsElapsed() / 1000) / 1000.0);
    m_log->write(QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n');
    m_log->flush();
}

void Gateway::shutdown() {
    if (m_shuttingDown)
        return;
    m_shuttingDown = true;
    if (m_reaper)
        m_reaper->stop();
    m_server->stopListening();
    m_server->closeIdleConnections();
    QTimer::singleShot(m_config.shutdownTimeout, this, [this] {
        if (!m_finished) {
            if (m_claims > 0)
                qWarning("idemgate: %d claims still held at the shutdown deadline; they end "
                         "with their lease",
                         m_claims);
            m_finished = true;
            emit finished();
        }
    });
    checkDrained();
}

void Gateway::checkDrained() {
    // Answers still waiting for the store hold the drain too (up to shutdownTimeout).
    if (!m_shuttingDown || m_finished || m_inProgress > 0 || m_pending > 0)
        return;
    m_server->closeIdleConnections();
    if (m_server->openConnections() > 0) {
        // Connections close once their last response is written; look again shortly.
        if (!m_drainScheduled) {
            m_drainScheduled = true;
            QTimer::singleShot(20, this, [this] {
                m_drainScheduled = false;
                checkDrained();
            });
        }
        return;
    }
    m_finished = true;
    emit finished();
}

} // namespace idem::gateway
