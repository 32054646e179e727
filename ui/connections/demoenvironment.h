// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "demo/demodata.h"
#include "workerthread.h"

#include <QObject>
#include <QString>
#include <atomic>
#include <chrono>
#include <memory>

namespace idem::ui {

/// What the demo's traffic generator did so far (a snapshot; see DemoEnvironment::stats()).
struct DemoTrafficStats {
    qint64 sent = 0;       ///< Requests sent to the gateway (each duplicate counts).
    qint64 executed = 0;   ///< Answered by the upstream's work (2xx, not a replay).
    qint64 replays = 0;    ///< Answered from the store (Idempotent-Replayed: true).
    qint64 mismatches = 0; ///< 422: the key came back with another body.
    qint64 inFlight = 0;   ///< 409: a duplicate while the first request still ran.
    qint64 aborted = 0;    ///< Requests the client gave up on mid-flight.
    qint64 stuck = 0;      ///< Claims taken directly in the store and never completed.
    qint64 takenOver = 0;  ///< Retries of such a claim, sent after its lease lapsed.
    qint64 issued = 0;     ///< Tokens issued through POST /idempotency/tokens.
    qint64 failures = 0;   ///< Anything else (network errors, unexpected statuses).
};

/// The built-in Demo profile's world, inside the console process: a SQLite store in a new
/// temporary folder filled by demo::populate() (every state at once), the demo upstream (orders
/// API, slow on purpose), the gateway in front of it on that store, and a traffic generator
/// sending a few requests per second through the gateway: fresh keys, replays, changed bodies
/// (422), duplicates while the first still runs (409), requests the client abandons mid-flight,
/// claims taken directly in the store with a short lease and never completed (stuck; retried
/// through the gateway a minute later, which takes them over), and issued tokens with a short
/// TTL that lapse (expired). So pending, processing, stuck, completed and expired are all on
/// screen and keep moving.
///
/// Everything runs on one worker thread named "demo-environment" (the gateway's store calls on
/// its own StorePool thread, its /metrics listener on prometheus-cpp's threads), on loopback
/// ports chosen at runtime; the GUI thread only starts and stops it.
///
/// Usage: start(); wait for started(storeUrl) (or failed(message)); open storeUrl in the
/// browser. stop() (also run by the destructor) ends the traffic, the gateway, the upstream and
/// their threads, and removes the temporary folder — on the worker thread, shortly after it
/// returns (WorkerThread's policy: the GUI thread never waits; the process's end does, bounded).
///
/// Threads: GUI thread (the thread that created it).
class DemoEnvironment : public QObject {
    Q_OBJECT
public:
    static demo::DemoOptions longLivedPopulate() {
        demo::DemoOptions o;
        o.liveLease = std::chrono::hours(4);
        return o;
    }

    struct Options {
        /// One traffic step per tick; 400 ms gives 2.5 steps per second. > 0.
        std::chrono::milliseconds tick{400};
        /// How long the upstream works on each order, so that requests are seen processing.
        std::chrono::milliseconds upstreamLatency{1500};
        /// How long a client waits before giving up on a request (the "mid-flight" deaths);
        /// below upstreamLatency.
        std::chrono::milliseconds abandonAfter{300};
        /// Lease of the claims that are never completed: they read as stuck once it lapses.
        std::chrono::milliseconds stuckLease{std::chrono::seconds(3)};
        /// When a stuck claim's request is retried through the gateway (which takes it over).
        std::chrono::milliseconds retryStuckAfter{std::chrono::seconds(60)};
        /// TTL of the tokens the traffic issues; unused ones expire after it.
        std::chrono::milliseconds issuedTtl{std::chrono::seconds(40)};
        /// The initial contents of the store; its live claims hold for hours, so that processing
        /// tokens stay on screen next to the traffic's short ones.
        demo::DemoOptions populate = longLivedPopulate();
    };

    explicit DemoEnvironment(QObject* parent = nullptr);
    explicit DemoEnvironment(Options options, QObject* parent = nullptr);
    ~DemoEnvironment() override; ///< stop()

    /// Starts everything on the worker thread; started() or failed() follows. Does nothing
    /// while starting or running.
    void start();
    /// Stops everything without waiting: the worker thread ends after the store call in
    /// progress (while starting, after the rest of the initial fill, about a second) and tears
    /// the demo down there. Idempotent; emits stopped() at once if something was running or
    /// starting; start() may follow at once (a new folder, new ports).
    void stop();

    bool isStarting() const { return m_thread.isActive() && !m_running; }
    bool isRunning() const { return m_running; }
    /// sqlite:///<temporary folder>/demo.db while running, else empty.
    QString storeUrl() const { return m_storeUrl; }
    /// The gateway's and the upstream's loopback ports while running, else 0.
    quint16 gatewayPort() const { return m_gatewayPort; }
    quint16 upstreamPort() const { return m_upstreamPort; }
    /// The gateway's Prometheus /metrics listener (loopback) while running, else 0; its URL
    /// is metricsUrl() (empty when not running).
    quint16 metricsPort() const { return m_metricsPort; }
    QString metricsUrl() const;

    /// The traffic so far in this run (zeros before the first start). Cheap; any time.
    DemoTrafficStats stats() const;

    struct Counters;

signals:
    void started(const QString& storeUrl);
    void failed(const QString& message);
    void stopped();

private:
    Options m_options;
    std::shared_ptr<Counters> m_counters;
    WorkerThread m_thread{QStringLiteral("demo-environment")}; ///< Runs the DemoRuntime.
    quint64 m_generation = 0;
    bool m_running = false;
    QString m_storeUrl;
    quint16 m_gatewayPort = 0;
    quint16 m_upstreamPort = 0;
    quint16 m_metricsPort = 0;
};

} // namespace idem::ui
