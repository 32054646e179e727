// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "workbench/sender.h"
#include "workbench/stats.h"

#include <QElapsedTimer>
#include <QMap>
#include <QObject>
#include <chrono>
#include <optional>

class QTimer;

namespace idem::workbench {

class Batch;

/// The seed's load plan (section 十, 10.2): normal traffic (every request a fresh key),
/// duplicates (the same keys submitted again and again: all but the first must be
/// intercepted), mixed (fresh and duplicates together), burst (a sudden surge: ten times the
/// concurrency, the mixed traffic's shape).
enum class ScenarioKind { Normal, Duplicates, Mixed, Burst };
QString scenarioKindId(ScenarioKind kind); ///< "normal", "duplicates", "mixed", "burst"
std::optional<ScenarioKind> parseScenarioKind(const QString& id);
/// The share of requests that repeat an earlier key when none is given: normal 0,
/// duplicates 0.9, mixed 0.3, burst 0.1.
double defaultDuplicateRatio(ScenarioKind kind);
/// A burst runs this many times the given concurrency (capped by the request count and 1,024).
inline constexpr int kBurstFactor = 10;

/// One planned request: which key (index into the run's keys) and whether it repeats one.
struct PlannedRequest {
    int keyIndex = 0;
    bool duplicate = false;
};
struct ScenarioPlan {
    QList<PlannedRequest> requests;
    int keys = 0;
    int concurrency = 1;
    double duplicateRatio = 0;
};
/// The mix of a scenario: `requests` requests of which round(requests × ratio) repeat a key
/// (ratio clamped to [0, 1), 0 for normal); each key's first request comes before its
/// duplicates. duplicates: the keys are sent round-robin (each key about 1/(1-ratio) times);
/// mixed and burst: each duplicate repeats a key drawn at random from the earlier ones, placed
/// at random. Deterministic for a given `seed`. Pure.
ScenarioPlan planScenario(ScenarioKind kind, int requests, int concurrency, double ratio,
                          quint32 seed);

struct ScenarioOptions {
    RequestSpec spec; ///< The request; every one gets its plan's key (spec.key is ignored).
    ScenarioKind kind = ScenarioKind::Normal;
    int requests = 1000;   ///< 1–1,000,000.
    int concurrency = 10;  ///< 1–1,024 (a burst multiplies it).
    double duplicateRatio = -1; ///< < 0: defaultDuplicateRatio(kind).
    /// The run stops dispatching after this (requests in flight still answer). > 0.
    std::chrono::milliseconds duration{30000};
    QUrl statsUrl; ///< Optional: executions per key, for the interception rate.
    quint32 seed = 0; ///< 0: random.
    SenderOptions sender;
};
/// Empty when `o` can run, else the problem. Pure.
QString scenarioProblem(const ScenarioOptions& o);

/// One request of a run, as the report's CSV lists it.
struct Sample {
    int index = 0;
    int keyIndex = 0;
    bool duplicate = false;
    qint64 startUs = 0; ///< Since the run started.
    qint64 latencyUs = 0;
    int status = 0;
    bool replayed = false;
    QString error;
    Outcome outcome() const;
};

/// Answers per time slice of a run (for the throughput and latency charts).
struct TimeSlice {
    qint64 startMs = 0; ///< Since the run started.
    int answers = 0;
    double p50Ms = 0;
    double p99Ms = 0;
};
/// `samples` cut by their end time into slices of `sliceMs`, up to the last answer. Pure.
QList<TimeSlice> timeSlices(const QList<Sample>& samples, qint64 sliceMs);

struct ScenarioSummary {
    int planned = 0;
    int sent = 0;
    int answered = 0;
    qint64 elapsedMs = 0;
    double qps = 0; ///< Answers per second of wall time.
    LatencySummary latency;
    Histogram histogram;
    QMap<Outcome, int> outcomes;
    int errors = 0; ///< Transport failures, 5xx, 422 and 4xx other than 409.
    double errorRate = 0;
    int duplicatesSent = 0;
    int duplicatesIntercepted = 0; ///< Duplicates that did not execute.
    double interceptionRate = 0;   ///< duplicatesIntercepted / duplicatesSent (1 when none sent).
    /// "upstream" (its execution counts) or "responses" (replayed or 409 answers).
    QString interceptionSource;
    /// How many keys ran n times (n → keys), from the upstream when it reports.
    QMap<qint64, int> executionsPerKey;
};
/// Pure: the figures of a run. `executions` maps key index → executions during the run.
ScenarioSummary summarizeScenario(const ScenarioPlan& plan, const QList<Sample>& samples,
                                  qint64 elapsedMs,
                                  const std::optional<QHash<int, qint64>>& executions);

struct ScenarioResult {
    ScenarioOptions options;
    ScenarioPlan plan;
    QList<Sample> samples; ///< In answer order.
    ScenarioSummary summary;
    QString keyPrefix;
    QString statsError;
    bool cancelled = false;
    bool durationReached = false;
    qint64 startedAtMs = 0; ///< Wall clock.
};

/// Runs a scenario asynchronously on the event loop of its thread: plans, reads the
/// upstream's execution counts (when a stats URL is set), sends the requests C at a time,
/// stops at the duration bound, reads the counts again and summarises. progress() comes at
/// most every 200 ms with the samples answered since the last one.
///
/// Threads: lives on one thread (the console moves it to a worker thread before start());
/// create its Sender there by calling start() there. cancel() must be called on that thread
/// too (queue it with QMetaObject::invokeMethod).
class ScenarioRun : public QObject {
    Q_OBJECT
public:
    explicit ScenarioRun(ScenarioOptions options, QObject* parent = nullptr);
    ~ScenarioRun() override;

    Q_INVOKABLE void start();
    /// Stops dispatching; finished() follows (cancelled set) once the requests in flight answer.
    Q_INVOKABLE void cancel();

signals:
    void progress(int answered, int planned, const QList<idem::workbench::Sample>& newSamples);
    void finished(const idem::workbench::ScenarioResult& result);

private:
    void dispatch();
    void stopSending(bool cancelled);
    void flushProgress();
    void complete();
    QString keyFor(int keyIndex) const;

    ScenarioOptions m_options;
    ScenarioResult m_result;
    Sender* m_sender = nullptr;
    Batch* m_batch = nullptr;
    QTimer* m_progressTimer = nullptr;
    QTimer* m_durationTimer = nullptr;
    QElapsedTimer m_clock;
    std::optional<ExecutionCounts> m_before;
    QList<Sample> m_unreported;
    bool m_running = false;
    bool m_done = false;
};

} // namespace idem::workbench

Q_DECLARE_METATYPE(idem::workbench::Sample)
Q_DECLARE_METATYPE(idem::workbench::ScenarioResult)
