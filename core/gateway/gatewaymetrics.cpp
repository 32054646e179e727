// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "gateway/gatewaymetrics.h"

#include "base/errors.h"
#include "gateway/scope.h"

#include <QHash>
#include <QMutex>
#include <prometheus/counter.h>
#include <prometheus/exposer.h>
#include <prometheus/gauge.h>
#include <prometheus/histogram.h>
#include <prometheus/registry.h>
#include <prometheus/text_serializer.h>
#include <sstream>

namespace idem::gateway {

namespace {
double seconds(std::chrono::nanoseconds d) {
    return std::chrono::duration<double>(d).count();
}

const prometheus::Histogram::BucketBoundaries& latencyBuckets() {
    static const prometheus::Histogram::BucketBoundaries b = {
        0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30};
    return b;
}

// The series of one family, one label, by the label's value. prometheus-cpp's Family::Add builds
// a label map and a new metric (a histogram allocates its buckets) before it finds the existing
// one: on the request path, 14 % of a replay's allocations (about 30); the values come
// from short fixed lists (outcomes, operations, events, sources), so each is looked up once.
// Family::Add keeps a series for the family's life (nothing here removes one), so its address
// is stable.
template <typename T> class Series {
public:
    Series(prometheus::Family<T>& family, const char* label) : m_family(family), m_label(label) {}

    template <typename... Args> T& operator()(const QString& value, const Args&... args) {
        QMutexLocker lock(&m_mutex);
        T*& series = m_byValue[value];
        if (!series)
            series = &m_family.Add({{m_label, value.toStdString()}}, args...);
        return *series;
    }

private:
    prometheus::Family<T>& m_family;
    const char* m_label;
    QMutex m_mutex;
    QHash<QString, T*> m_byValue;
};

prometheus::Family<prometheus::Counter>& counterFamily(prometheus::Registry& r, const char* name,
                                                       const char* help) {
    return prometheus::BuildCounter().Name(name).Help(help).Register(r);
}

prometheus::Family<prometheus::Histogram>& histogramFamily(prometheus::Registry& r,
                                                           const char* name, const char* help) {
    return prometheus::BuildHistogram().Name(name).Help(help).Register(r);
}

prometheus::Gauge& gauge(prometheus::Registry& r, const char* name, const char* help) {
    return prometheus::BuildGauge().Name(name).Help(help).Register(r).Add({});
}
} // namespace

struct GatewayMetrics::Families {
    explicit Families(prometheus::Registry& r)
        : requests(counterFamily(r, "idemgate_requests_total", "Guarded requests by outcome"),
                   "outcome"),
          tokenEvents(counterFamily(r, "idemgate_token_events_total",
                                    "Token state changes this gateway caused or observed"),
                      "event"),
          storeErrors(counterFamily(r, "idemgate_store_errors_total", "Store errors by kind"),
                      "kind"),
          protocolErrors(counterFamily(r, "idemgate_protocol_errors_total",
                                       "Requests refused by the HTTP layer, by status"),
                         "status"),
          requestDuration(
              histogramFamily(r, "idemgate_request_duration_seconds",
                              "Time from a request's arrival to its answer, by outcome"),
              "outcome"),
          storeDuration(histogramFamily(r, "idemgate_store_duration_seconds",
                                        "Store operation latency, by operation"),
                        "operation"),
          upstreamDuration(histogramFamily(r, "idemgate_upstream_duration_seconds",
                                           "Latency of forwarded requests")
                               .Add({}, latencyBuckets())),
          inflight(gauge(r, "idemgate_inflight_claims",
                         "Claims this gateway holds while the upstream works")),
          connections(gauge(r, "idemgate_open_connections", "Open client connections")),
          pipelined(gauge(r, "idemgate_store_pipelined",
                          "1 while the request path's Redis calls go through the pipelined "
                          "connection, 0 while they go through the worker threads (or the "
                          "store is not a single Redis server)")),
          scopeSources(counterFamily(r, "idemgate_scope_requests_total",
                                     "Keyed requests by the scope source that named their "
                                     "caller (none: the shared scope)"),
                       "source"),
          unscopedRefused(counterFamily(r, "idemgate_unscoped_refused_total",
                                        "Keyed requests refused because they carried a "
                                        "credential no scope source reads, by its field"),
                          "credential"),
          issueRefused(counterFamily(r, "idemgate_issue_refused_total",
                                     "POST /idempotency/tokens refused, by reason"),
                       "reason"),
          answersLost(counterFamily(r, "idemgate_answers_lost_total",
                                    "Claimed requests whose upstream answer could not be kept: "
                                    "a problem is stored instead, by reason"),
                      "reason"),
          replaysUncounted(counterFamily(r, "idemgate_replays_uncounted_total",
                                         "Replays served from a read while the store took no "
                                         "writes; their replay count is not written")
                               .Add({})),
          answerMemory(gauge(r, "idemgate_answer_memory_bytes",
                             "Answer bodies held for clients still reading them, one sent to "
                             "many counted once")),
          pendingCompletions(gauge(r, "idemgate_pending_completions",
                                   "Upstream answers waiting for the store to take them")),
          orphans(counterFamily(r, "idemgate_orphan_claims_total",
                                "Acquires with an unknown outcome that were not forwarded, by "
                                "what became of them"),
                  "result") {}

    Series<prometheus::Counter> requests;
    Series<prometheus::Counter> tokenEvents;
    Series<prometheus::Counter> storeErrors;
    Series<prometheus::Counter> protocolErrors;
    Series<prometheus::Histogram> requestDuration;
    Series<prometheus::Histogram> storeDuration;
    prometheus::Histogram& upstreamDuration;
    prometheus::Gauge& inflight;
    prometheus::Gauge& connections;
    prometheus::Gauge& pipelined;
    Series<prometheus::Counter> scopeSources;
    Series<prometheus::Counter> unscopedRefused;
    Series<prometheus::Counter> issueRefused;
    Series<prometheus::Counter> answersLost;
    prometheus::Counter& replaysUncounted;
    prometheus::Gauge& answerMemory;
    prometheus::Gauge& pendingCompletions;
    Series<prometheus::Counter> orphans;
};

GatewayMetrics::GatewayMetrics()
    : m_registry(std::make_shared<prometheus::Registry>()),
      m_f(std::make_unique<Families>(*m_registry)) {
    // Every value of a short list exists from the start, so dashboards see zeros instead of gaps.
    m_f->scopeSources(QStringLiteral("none"));
    for (const char* field : {"authorization", "proxy_authorization", "cookie", "other"})
        m_f->unscopedRefused(QLatin1String(field));
    for (const char* reason : {"disabled", "unauthorized", "rate_limited", "ttl"})
        m_f->issueRefused(QLatin1String(reason));
    for (const char* reason : {"too_large", "unusable", "no_answer", "store_refused", "abandoned"})
        m_f->answersLost(QLatin1String(reason));
    for (const char* result : {"released", "gone", "dropped"})
        m_f->orphans(QLatin1String(result));
    for (const char* o : {"acquired", "replayed", "in_flight", "mismatch", "released", "rejected",
                          "unavailable", "passthrough"})
        m_f->requests(QLatin1String(o));
}

GatewayMetrics::~GatewayMetrics() = default;

void GatewayMetrics::expose(const ListenAddress& address) {
    try {
        m_exposer = std::make_unique<prometheus::Exposer>(address.text().toStdString(), 2);
    } catch (const std::exception& e) {
        throw Error(ErrorKind::Unavailable, QStringLiteral("cannot serve metrics on %1: %2")
                                                .arg(address.text(), QString::fromUtf8(e.what())));
    }
    m_exposer->RegisterCollectable(m_registry);
}

quint16 GatewayMetrics::port() const {
    if (!m_exposer)
        return 0;
    const auto ports = m_exposer->GetListeningPorts();
    return ports.empty() ? 0 : static_cast<quint16>(ports.front());
}

void GatewayMetrics::request(const QString& outcome, std::chrono::nanoseconds elapsed) {
    m_f->requests(outcome).Increment();
    m_f->requestDuration(outcome, latencyBuckets()).Observe(seconds(elapsed));
}

void GatewayMetrics::tokenEvent(const QString& event) {
    m_f->tokenEvents(event).Increment();
}

void GatewayMetrics::reaped(qint64 records) {
    m_f->tokenEvents(QStringLiteral("purged")).Increment(double(records));
}

void GatewayMetrics::store(const QString& operation, std::chrono::nanoseconds elapsed) {
    m_f->storeDuration(operation, latencyBuckets()).Observe(seconds(elapsed));
}

void GatewayMetrics::storeError(const QString& kind) {
    m_f->storeErrors(kind).Increment();
}

void GatewayMetrics::upstream(std::chrono::nanoseconds elapsed) {
    m_f->upstreamDuration.Observe(seconds(elapsed));
}

void GatewayMetrics::protocolError(int status) {
    m_f->protocolErrors(QString::number(status)).Increment();
}

void GatewayMetrics::setInflightClaims(int n) {
    m_f->inflight.Set(n);
}
void GatewayMetrics::setOpenConnections(int n) {
    m_f->connections.Set(n);
}
void GatewayMetrics::setStorePipelined(bool up) {
    m_f->pipelined.Set(up ? 1 : 0);
}

void GatewayMetrics::scopeSource(const QString& source) {
    m_f->scopeSources(source).Increment();
}
void GatewayMetrics::unscopedRefused(const QByteArray& field) {
    m_f->unscopedRefused(credentialLabel(field)).Increment();
}
void GatewayMetrics::issueRefused(const QString& reason) {
    m_f->issueRefused(reason).Increment();
}
void GatewayMetrics::answerLost(const QString& reason) {
    m_f->answersLost(reason).Increment();
}
void GatewayMetrics::setPendingCompletions(int n) {
    m_f->pendingCompletions.Set(n);
}
void GatewayMetrics::setAnswerMemory(qint64 bytes) {
    m_f->answerMemory.Set(double(bytes));
}
void GatewayMetrics::replayUncounted() {
    m_f->replaysUncounted.Increment();
}
void GatewayMetrics::orphanClaim(const QString& result) {
    m_f->orphans(result).Increment();
}

QByteArray GatewayMetrics::scrape() const {
    std::ostringstream out;
    prometheus::TextSerializer().Serialize(out, m_registry->Collect());
    return QByteArray::fromStdString(out.str());
}

} // namespace idem::gateway
