// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "gateway/gatewaymetrics.h"

#include "base/errors.h"

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
} // namespace

struct GatewayMetrics::Families {
    prometheus::Family<prometheus::Counter>* requests;
    prometheus::Family<prometheus::Counter>* tokenEvents;
    prometheus::Family<prometheus::Counter>* storeErrors;
    prometheus::Family<prometheus::Counter>* protocolErrors;
    prometheus::Family<prometheus::Histogram>* requestDuration;
    prometheus::Family<prometheus::Histogram>* storeDuration;
    prometheus::Histogram* upstreamDuration;
    prometheus::Gauge* inflight;
    prometheus::Gauge* connections;
    prometheus::Gauge* pipelined;
    prometheus::Family<prometheus::Counter>* scopeSources;
    prometheus::Family<prometheus::Counter>* issueRefused;
    prometheus::Family<prometheus::Counter>* answersLost;
    prometheus::Gauge* pendingCompletions;
    prometheus::Family<prometheus::Counter>* orphans;
};

GatewayMetrics::GatewayMetrics()
    : m_registry(std::make_shared<prometheus::Registry>()), m_f(std::make_unique<Families>()) {
    auto& r = *m_registry;
    m_f->requests = &prometheus::BuildCounter()
                         .Name("idemgate_requests_total")
                         .Help("Guarded requests by outcome")
                         .Register(r);
    m_f->tokenEvents = &prometheus::BuildCounter()
                            .Name("idemgate_token_events_total")
                            .Help("Token state changes this gateway caused or observed")
                            .Register(r);
    m_f->storeErrors = &prometheus::BuildCounter()
                            .Name("idemgate_store_errors_total")
                            .Help("Store errors by kind")
                            .Register(r);
    m_f->protocolErrors = &prometheus::BuildCounter()
                               .Name("idemgate_protocol_errors_total")
                               .Help("Requests refused by the HTTP layer, by status")
                               .Register(r);
    m_f->requestDuration = &prometheus::BuildHistogram()
                                .Name("idemgate_request_duration_seconds")
                                .Help("Time from a request's arrival to its answer, by outcome")
                                .Register(r);
    m_f->storeDuration = &prometheus::BuildHistogram()
                              .Name("idemgate_store_duration_seconds")
                              .Help("Store operation latency, by operation")
                              .Register(r);
    m_f->upstreamDuration = &prometheus::BuildHistogram()
                                 .Name("idemgate_upstream_duration_seconds")
                                 .Help("Latency of forwarded requests")
                                 .Register(r)
                                 .Add({}, latencyBuckets());
    m_f->inflight = &prometheus::BuildGauge()
                         .Name("idemgate_inflight_claims")
                         .Help("Claims this gateway holds while the upstream works")
                         .Register(r)
                         .Add({});
    m_f->connections = &prometheus::BuildGauge()
                            .Name("idemgate_open_connections")
                            .Help("Open client connections")
                            .Register(r)
                            .Add({});
    m_f->pipelined = &prometheus::BuildGauge()
                          .Name("idemgate_store_pipelined")
                          .Help("1 while the request path's Redis calls go through the pipelined "
                                "connection, 0 while they go through the worker threads (or the "
                                "store is not a single Redis server)")
                          .Register(r)
                          .Add({});
    m_f->scopeSources = &prometheus::BuildCounter()
                             .Name("idemgate_scope_requests_total")
                             .Help("Keyed requests by the scope source that named their caller "
                                   "(none: the shared scope)")
                             .Register(r);
    m_f->issueRefused = &prometheus::BuildCounter()
                             .Name("idemgate_issue_refused_total")
                             .Help("POST /idempotency/tokens refused, by reason")
                             .Register(r);
    m_f->scopeSources->Add({{"source", "none"}});
    for (const char* reason : {"disabled", "unauthorized", "rate_limited", "ttl"})
        m_f->issueRefused->Add({{"reason", reason}});
    m_f->answersLost = &prometheus::BuildCounter()
                            .Name("idemgate_answers_lost_total")
                            .Help("Claimed requests whose upstream answer could not be kept: a "
                                  "problem is stored instead, by reason")
                            .Register(r);
    m_f->pendingCompletions = &prometheus::BuildGauge()
                                   .Name("idemgate_pending_completions")
                                   .Help("Upstream answers waiting for the store to take them")
                                   .Register(r)
                                   .Add({});
    m_f->orphans = &prometheus::BuildCounter()
                        .Name("idemgate_orphan_claims_total")
                        .Help("Acquires with an unknown outcome that were not forwarded, by what "
                              "became of them")
                        .Register(r);
    for (const char* reason : {"too_large", "unusable", "no_answer", "store_refused", "abandoned"})
        m_f->answersLost->Add({{"reason", reason}});
    for (const char* result : {"released", "gone", "dropped"})
        m_f->orphans->Add({{"result", result}});
    // Every outcome exists from the start, so dashboards see zeros instead of gaps.
    for (const char* o : {"acquired", "replayed", "in_flight", "mismatch", "released", "rejected",
                          "unavailable", "passthrough"})
        m_f->requests->Add({{"outcome", o}});
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
    const std::string o = outcome.toStdString();
    m_f->requests->Add({{"outcome", o}}).Increment();
    m_f->requestDuration->Add({{"outcome", o}}, latencyBuckets()).Observe(seconds(elapsed));
}

void GatewayMetrics::tokenEvent(const QString& event) {
    m_f->tokenEvents->Add({{"event", event.toStdString()}}).Increment();
}

void GatewayMetrics::reaped(qint64 records) {
    m_f->tokenEvents->Add({{"event", "purged"}}).Increment(double(records));
}

void GatewayMetrics::store(const QString& operation, std::chrono::nanoseconds elapsed) {
    m_f->storeDuration->Add({{"operation", operation.toStdString()}}, latencyBuckets())
        .Observe(seconds(elapsed));
}

void GatewayMetrics::storeError(const QString& kind) {
    m_f->storeErrors->Add({{"kind", kind.toStdString()}}).Increment();
}

void GatewayMetrics::upstream(std::chrono::nanoseconds elapsed) {
    m_f->upstreamDuration->Observe(seconds(elapsed));
}

void GatewayMetrics::protocolError(int status) {
    m_f->protocolErrors->Add({{"status", std::to_string(status)}}).Increment();
}

void GatewayMetrics::setInflightClaims(int n) {
    m_f->inflight->Set(n);
}
void GatewayMetrics::setOpenConnections(int n) {
    m_f->connections->Set(n);
}
void GatewayMetrics::setStorePipelined(bool up) {
    m_f->pipelined->Set(up ? 1 : 0);
}

void GatewayMetrics::scopeSource(const QString& source) {
    m_f->scopeSources->Add({{"source", source.toStdString()}}).Increment();
}
void GatewayMetrics::issueRefused(const QString& reason) {
    m_f->issueRefused->Add({{"reason", reason.toStdString()}}).Increment();
}
void GatewayMetrics::answerLost(const QString& reason) {
    m_f->answersLost->Add({{"reason", reason.toStdString()}}).Increment();
}
void GatewayMetrics::setPendingCompletions(int n) {
    m_f->pendingCompletions->Set(n);
}
void GatewayMetrics::orphanClaim(const QString& result) {
    m_f->orphans->Add({{"result", result.toStdString()}}).Increment();
}

QByteArray GatewayMetrics::scrape() const {
    std::ostringstream out;
    prometheus::TextSerializer().Serialize(out, m_registry->Collect());
    return QByteArray::fromStdString(out.str());
}

} // namespace idem::gateway
