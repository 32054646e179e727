#include "gateway/gateway.h"

#include "gateway/gatewaymetrics.h"
#include "gateway/httpserver.h"
#include "gateway/problem.h"
#include "gateway/ratelimit.h"
#include "gateway/storepool.h"
#include "gateway/target.h"
#include "gateway/upstreamclient.h"
#include "store/errors.h"
#include "token/generator.h"
#include "token/key.h"
#include "util/duration.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>
#include <cstdio>

namespace idem::gateway {

namespace {

QString sha256Hex(const QByteArray& bytes) {
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

/// An application/problem+json answer for the statuses problem.h has no entry for (404, 401,
/// 429 of the issue endpoint), with a `type` under the same base URI.
HttpResponse jsonProblem(int status, const char* name, const char* title, const QString& detail) {
    HttpResponse r = problemResponse(Problem::BadRequest, detail);
    QJsonObject o = QJsonDocument::fromJson(r.body).object();
    o.insert(QStringLiteral("type"),
             QStringLiteral("https://example.invalid/idemscope/problems/") + QLatin1String(name));
    o.insert(QStringLiteral("title"), QLatin1String(title));
    o.insert(QStringLiteral("status"), status);
    r.status = status;
    r.body = QJsonDocument(o).toJson(QJsonDocument::Compact);
    return r;
}

HttpResponse jsonResponse(int status, const QJsonObject& body) {
    HttpResponse r;
    r.status = status;
    r.headers.add("Content-Type", "application/json");
    r.headers.add("Cache-Control", "no-store");
    r.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
    return r;
}

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

/// Drops the fields a proxy must not pass on (an upstream response's Connection, ...).
void removeHopByHop(HttpHeaders& headers) {
    // The standard ones and every field the Connection header names (RFC 9110 §7.6.1).
    removeHopByHopHeaders(headers);
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
    QString keyHash; ///< For logs: never the key itself.
    QString scope;
    RequestIdentity identity;
    std::optional<Claim> claim;
    QTimer* heartbeat = nullptr;
    bool lost = false;     ///< A renew or complete said another attempt owns the key now.
    bool failOpen = false; ///< Forwarded without a claim because the store is down.
    bool answered = false;
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
    m_scopes = ScopeHasher(m_config.scopeFrom, m_config.scopeSecret);
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

bool Gateway::start(QString* error) {
    if (!m_server->listen(m_config.listen.address, m_config.listen.port)) {
        if (error)
            *error = QStringLiteral("cannot listen on %1: %2")
                         .arg(m_config.listen.text(), m_server->errorString());
        return false;
    }
    if (m_config.metricsListen) {
        try {
            m_metrics->expose(*m_config.metricsListen);
        } catch (const Error& e) {
            if (error)
                *error = e.message();
            m_server->stopListening();
            return false;
        }
    }
    if (m_config.reapInterval.count() > 0) {
        m_reaper = new QTimer(this);
        m_reaper->setInterval(m_config.reapInterval);
        connect(m_reaper, &QTimer::timeout, this, &Gateway::reap);
        m_reaper->start();
    }
    return true;
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
    QString targetProblem;
    const auto target = normalizeTarget(x->request.target, &targetProblem);
    if (!target) {
        answer(x, problemResponse(Problem::BadRequest, targetProblem), QStringLiteral("rejected"));
        return;
    }
    x->request.target = *target;

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
    x->keyHash = sha256Hex(lookup.key.toLatin1()).left(16);
    const ScopeHasher::Scope scope = m_scopes.of(x->request.headers);
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
    handleGuarded(x);
}

void Gateway::handleGuarded(std::shared_ptr<Exchange> x) {
    AcquireRequest acquire;
    acquire.key = x->key;
    acquire.scope = x->scope;
    acquire.request = x->identity;
    acquire.owner = TokenGenerator::owner();
    acquire.lease = m_config.lease;
    acquire.retention = m_config.retention;
    acquire.mode = m_config.mode;
    m_store->acquire(this, acquire, [this, x](StoreOutcome<AcquireResult> out) {
        m_metrics->store(QStringLiteral("acquire"), out.elapsed);
        if (out.error) {
            storeFailed(x, *out.error, QStringLiteral("acquire"));
            return;
        }
        onAcquired(x, *out.value);
    });
}

void Gateway::onAcquired(std::shared_ptr<Exchange> x, const AcquireResult& result) {
    switch (result.outcome) {
    case AcquireOutcome::Replay: {
        m_metrics->tokenEvent(QStringLiteral("replayed"));
        const StoredResponse stored = result.record.response.value_or(StoredResponse{});
        HttpResponse r;
        r.status = stored.status;
        for (const auto& [name, value] : stored.headers)
            r.headers.add(name.toLatin1(), value);
        r.headers.add("Idempotent-Replayed", "true");
        r.body = stored.body;
        answer(x, r, QStringLiteral("replayed"));
        return;
    }
    case AcquireOutcome::InFlight: {
        HttpResponse r =
            problemResponse(Problem::InFlight, QStringLiteral("retry after the Retry-After delay"));
        r.headers.add("Retry-After", retryAfterSeconds(result.retryAfter));
        answer(x, r, QStringLiteral("in_flight"));
        return;
    }
    case AcquireOutcome::Mismatch:
        answer(x,
               problemResponse(Problem::Mismatch,
                               QStringLiteral("this key was first used with another method, path "
                                              "or body; use a new key for a new request")),
               QStringLiteral("mismatch"));
        return;
    case AcquireOutcome::Unknown:
        answer(x,
               problemResponse(Problem::UnknownToken,
                               QStringLiteral("get a token from POST /idempotency/tokens first")),
               QStringLiteral("rejected"));
        return;
    case AcquireOutcome::Expired:
        answer(x,
               problemResponse(Problem::ExpiredToken, QStringLiteral("get a new token from POST "
                                                                     "/idempotency/tokens")),
               QStringLiteral("rejected"));
        return;
    case AcquireOutcome::Acquired:
        break;
    }

    m_metrics->tokenEvent(QStringLiteral("acquired"));
    if (result.takeover)
        m_metrics->tokenEvent(QStringLiteral("taken_over"));
    x->claim = Claim{x->key, x->scope, result.record.owner, result.record.fence};
    m_metrics->setInflightClaims(++m_claims);

    // The heartbeat: renew well before the lease ends, so a live request is never taken over.
    x->heartbeat = new QTimer(this);
    x->heartbeat->setInterval(qMax(m_config.lease / 3, std::chrono::milliseconds(50)));
    std::weak_ptr<Exchange> weak = x;
    connect(x->heartbeat, &QTimer::timeout, this, [this, weak] {
        const auto x = weak.lock();
        if (!x || !x->claim || x->lost)
            return;
        const Claim claim = *x->claim;
        const auto lease = m_config.lease;
        m_store->renew(this, claim, lease, [this, weak](StoreOutcome<TokenRecord> out) {
            m_metrics->store(QStringLiteral("renew"), out.elapsed);
            const auto x = weak.lock();
            if (!out.error) {
                m_metrics->tokenEvent(QStringLiteral("renewed"));
            } else if (out.error->kind() == ErrorKind::Conflict && x && !x->answered) {
                x->lost = true;
            } else {
                m_metrics->storeError(errorKindName(out.error->kind()));
            }
        });
    });
    x->heartbeat->start();
    forward(x, true);
}

void Gateway::forward(std::shared_ptr<Exchange> x, bool guarded) {
    HttpRequest upstream;
    upstream.method = x->request.method;
    upstream.target = x->request.target;
    upstream.headers = x->request.headers;
    // Fields the client's Connection names go first, before the gateway adds its own forwarding
    // fields: a client sending "Connection: X-Forwarded-For" cannot strip those.
    removeHopByHop(upstream.headers);
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
            removeHopByHop(r.headers);
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

void Gateway::finishClaim(std::shared_ptr<Exchange> x, UpstreamResult result) {
    delete x->heartbeat;
    x->heartbeat = nullptr;
    const Claim claim = *x->claim;

    HttpResponse toClient;
    bool store = false;
    if (result.kind == UpstreamResult::Kind::Response) {
        toClient = std::move(result.response);
        removeHopByHop(toClient.headers);
        store = classifyUpstreamStatus(toClient.status) == WorkResult::Kind::Complete;
    } else if (result.kind == UpstreamResult::Kind::Timeout) {
        toClient = problemResponse(Problem::UpstreamTimeout,
                                   QStringLiteral("the claim was released; retrying is safe"));
    } else {
        toClient = problemResponse(Problem::UpstreamUnavailable,
                                   QStringLiteral("the claim was released; retrying is safe"));
    }

    auto done = [this, x, toClient](const std::optional<Error>& error, const QString& op,
                                    const QString& outcome) {
        m_metrics->setInflightClaims(--m_claims);
        if (!error) {
            m_metrics->tokenEvent(op == QLatin1String("complete") ? QStringLiteral("completed")
                                                                  : QStringLiteral("released"));
        } else if (error->kind() == ErrorKind::Conflict) {
            // Another attempt took the key over (our lease ran out): the fencing counter refused
            // our result. The upstream did run; the client still gets what it answered.
            m_metrics->tokenEvent(QStringLiteral("lost_ownership"));
        } else {
            m_metrics->storeError(errorKindName(error->kind()));
            qWarning("idemgate: %s of a claim failed (%s); the claim ends with its lease",
                     qPrintable(op), qPrintable(error->message()));
        }
        answer(x, toClient, outcome);
    };

    if (store) {
        CompleteRequest complete;
        complete.claim = claim;
        complete.response.status = toClient.status;
        QList<std::pair<QString, QByteArray>> headers;
        for (const auto& [name, value] : toClient.headers.fields())
            headers.append({QString::fromLatin1(name), value});
        complete.response.headers = StoredResponse::replayableHeaders(headers);
        complete.response.body = toClient.body;
        complete.retention = m_config.retention;
        m_store->complete(this, complete, [this, done](StoreOutcome<TokenRecord> out) {
            m_metrics->store(QStringLiteral("complete"), out.elapsed);
            done(out.error, QStringLiteral("complete"), QStringLiteral("acquired"));
        });
    } else {
        m_store->release(this, claim, [this, done](StoreOutcome<TokenRecord> out) {
            m_metrics->store(QStringLiteral("release"), out.elapsed);
            done(out.error, QStringLiteral("release"), QStringLiteral("released"));
        });
    }
}

void Gateway::storeFailed(std::shared_ptr<Exchange> x, const Error& error,
                          const QString& operation) {
    m_metrics->storeError(errorKindName(error.kind()));
    if (error.kind() == ErrorKind::BadInput) {
        answer(x, problemResponse(Problem::BadRequest, error.message()),
               QStringLiteral("rejected"));
        return;
    }
    if (m_config.failOpen && operation == QLatin1String("acquire")) {
        qWarning("idemgate: store unavailable (%s); forwarding WITHOUT idempotency (fail-open)",
                 qPrintable(error.message()));
        x->failOpen = true;
        forward(x, false);
        return;
    }
    HttpResponse r = problemResponse(Problem::StoreUnavailable,
                                     QStringLiteral("nothing was forwarded; retry later"));
    r.headers.add("Retry-After", retryAfterSeconds(m_config.unavailableRetryAfter));
    answer(x, r, QStringLiteral("unavailable"));
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
        HttpResponse r =
            jsonProblem(404, "not-found", "Not found",
                        QStringLiteral("token issuance is not enabled on this gateway"));
        answer(x, r, QStringLiteral("rejected"));
        return true;
    }
    // Before the secret is checked (nginx's limit_req runs before its access phase too): a
    // caller guessing the secret is limited like any other.
    qint64 retryAfterMs = 0;
    if (m_issueLimiter &&
        !m_issueLimiter->take(clientAddress(x->request), m_clock.elapsed(), &retryAfterMs)) {
        m_metrics->issueRefused(QStringLiteral("rate_limited"));
        HttpResponse r = jsonProblem(429, "too-many-requests", "Too many requests",
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
            HttpResponse r = jsonProblem(401, "unauthorized", "Authentication is required",
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
    x->keyHash = sha256Hex(issue.key.toLatin1()).left(16);
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

void Gateway::answer(const std::shared_ptr<Exchange>& x, const HttpResponse& response,
                     const QString& outcome) {
    if (x->answered)
        return;
    x->answered = true;
    x->reply.send(response, m_shuttingDown);
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
    if (!x.keyHash.isEmpty())
        o.insert(QStringLiteral("key_sha256"), x.keyHash);
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
    if (!m_shuttingDown || m_finished || m_inProgress > 0)
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
