// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "gateway/gatewayconfig.h"

#include <QString>
#include <chrono>
#include <memory>

namespace prometheus {
class Registry;
class Exposer;
} // namespace prometheus

namespace idem::gateway {

/// The gateway's Prometheus metrics (prometheus-cpp) and, optionally, their /metrics listener.
///
/// Series (all prefixed idemgate_):
///   requests_total{outcome}              acquired, replayed, in_flight, mismatch, released,
///                                        rejected, unavailable, passthrough
///   token_events_total{event}            issued, acquired, taken_over, completed, released,
///                                        replayed, renewed, lost_ownership, purged (reaper)
///   request_duration_seconds{outcome}    histogram, from the request's arrival to its answer
///   store_duration_seconds{operation}    histogram: acquire, complete, release, renew, issue, get
///   upstream_duration_seconds            histogram of forwarded requests
///   store_errors_total{kind}             errors by idem::ErrorKind name
///   protocol_errors_total{status}        requests refused by the HTTP layer (400, 408, 413, ...)
///   inflight_claims                      gauge: claims this gateway holds now
///   open_connections                     gauge: client connections now
///   store_pipelined                      gauge: 1 while the request path's Redis calls use the
///                                        pipelined connection (ADR 0011), else 0
///   scope_requests_total{source}         keyed requests by the scope source that named their
///                                        caller ("header:Authorization", ...), "none" when the
///                                        request carried none (the shared scope)
///   unscoped_refused_total{credential}   keyed requests refused because they carried a
///                                        credential no scope source reads (ADR 0018), by the
///                                        credential's field: authorization,
///                                        proxy_authorization, cookie, other
///   issue_refused_total{reason}          POST /idempotency/tokens refused: disabled,
///                                        unauthorized, rate_limited, ttl
///   answers_lost_total{reason}           claimed requests whose upstream answer is not what
///                                        retries replay (a problem stored instead, ADR 0012):
///                                        too_large, unusable, no_answer, store_refused; and
///                                        abandoned: not even the problem could be stored
///   pending_completions                  gauge: answers waiting for the store to take them
///   replays_uncounted_total              replays served from a read while the store took no
///                                        writes (a full disk, maxmemory): their replay count
///                                        is not written
///   answer_memory_bytes                  gauge: answer bodies held for clients still reading
///                                        them, one sent to many counted once
///   orphan_claims_total{result}          acquires whose outcome was unknown and that were not
///                                        forwarded: released, gone (not ours, or absent),
///                                        dropped (the list was full)
///
/// Threads: every method is thread-safe (prometheus-cpp's metrics are).
class GatewayMetrics {
public:
    GatewayMetrics();
    ~GatewayMetrics();

    /// Serves /metrics on `address` (port 0: any free port). Throws idem::Error(Unavailable)
    /// when the address cannot be bound.
    void expose(const ListenAddress& address);
    /// The bound port, 0 when not exposed.
    quint16 port() const;

    void request(const QString& outcome, std::chrono::nanoseconds elapsed);
    void tokenEvent(const QString& event);
    /// Expired records the periodic reaper deleted: token_events_total{event="purged"}.
    void reaped(qint64 records);
    void store(const QString& operation, std::chrono::nanoseconds elapsed);
    void storeError(const QString& kind);
    void upstream(std::chrono::nanoseconds elapsed);
    void protocolError(int status);
    void setInflightClaims(int n);
    void setOpenConnections(int n);
    void setStorePipelined(bool up);
    // routing and identity (issue 15)
    void scopeSource(const QString& source);
    /// A request refused 400 unscoped-credentials; `field` is the credential's field name, as
    /// received (counted under credentialLabel()).
    void unscopedRefused(const QByteArray& field);
    void issueRefused(const QString& reason);
    void answerLost(const QString& reason);
    void setPendingCompletions(int n);
    void orphanClaim(const QString& result);
    void replayUncounted();
    /// Answer bodies held for clients still reading them (HttpServer::heldBodyBytes()).
    void setAnswerMemory(qint64 bytes);

    /// The text exposition of every series, as /metrics serves it (for tests and the console).
    QByteArray scrape() const;

private:
    struct Families;
    std::shared_ptr<prometheus::Registry> m_registry;
    std::unique_ptr<Families> m_f;
    std::unique_ptr<prometheus::Exposer> m_exposer;
};

} // namespace idem::gateway
