// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "workbench/sender.h"

#include <QObject>
#include <QPointer>
#include <optional>

namespace idem::workbench {

class Batch;

/// How the answers of a replay split up.
struct ReplayTally {
    int executed = 0; ///< 2xx without Idempotent-Replayed.
    int replayed = 0;
    int inFlight = 0; ///< 409 while the first was still running: refused, not executed.
    int errors = 0;   ///< Everything else: transport failures, 5xx, 422, other 4xx.
};
ReplayTally tallyResponses(const QList<Response>& responses);

/// The answer to "did the request run once?".
struct Verdict {
    bool pass = false;
    /// "1 execution, 9 replays, 0 errors" (with "2 in flight (409)" when there were some).
    QString summary;
    /// Why it failed (empty on a pass), in plain words.
    QString reason;
    /// Where the execution count came from: "upstream" (its stats) or "responses".
    QString source;
    int executions = 0;
    /// The answers behind `summary`, for a face that words it in another language.
    ReplayTally tally;
};

/// Judges a replay: it passes when the executions — as the upstream reports them
/// (`upstreamExecutions`, the increase of the key's count during the run) or, when it reports
/// none, as the answers show them — equal `expected`, and no answer was an error. 409s are
/// refusals of a duplicate while the first ran: allowed. A configured stats URL that failed
/// (`statsError`) fails the verdict, since the proof is missing. Answers that claim more
/// executions than the upstream counted fail too. Pure.
Verdict judgeReplay(const QList<Response>& responses, std::optional<qint64> upstreamExecutions,
                    int expected, const QString& statsError = {});

struct ReplayOptions {
    /// Sent `count` times with spec.key (which must not be empty).
    RequestSpec spec;
    int count = 10;       ///< 1–100,000.
    int concurrency = 1;  ///< 1: one after another; C: C at a time (at most count).
    /// The upstream's execution counts (e.g. http://127.0.0.1:9000/orders/stats); empty: none,
    /// the verdict then rests on the answers.
    QUrl statsUrl;
    int expectedExecutions = 1; ///< 1 for a fresh key; 0 for a key whose work already ran.
    SenderOptions sender;
};

struct ReplayResult {
    QList<Response> responses; ///< In send order (index i = i-th request).
    std::optional<qint64> upstreamExecutions;
    QString statsError;
    Verdict verdict;
    bool cancelled = false;
    qint64 elapsedMs = 0;
};

/// One replay run: reads the key's execution count (when a stats URL is set), sends the
/// request `count` times, reads the count again, judges. Asynchronous on the event loop.
///
/// Threads: lives on the thread that created it; signals come from there.
class ReplayRun : public QObject {
    Q_OBJECT
public:
    explicit ReplayRun(ReplayOptions options, QObject* parent = nullptr);
    ~ReplayRun() override;

    /// Empty when the options can run, else the problem (also reported by start() as a failed
    /// verdict).
    QString problem() const;
    void start();
    /// Stops sending; finished() follows with cancelled set, once the requests in flight answer.
    void cancel();
    bool isRunning() const { return m_running; }

signals:
    void answered(int index, const idem::workbench::Response& response);
    void finished(const idem::workbench::ReplayResult& result);

private:
    void sendAll();
    void complete();

    ReplayOptions m_options;
    Sender* m_sender;
    Batch* m_batch = nullptr;
    ReplayResult m_result;
    std::optional<qint64> m_before;
    qint64 m_startMs = 0;
    bool m_running = false;
};

} // namespace idem::workbench

Q_DECLARE_METATYPE(idem::workbench::Response)
Q_DECLARE_METATYPE(idem::workbench::ReplayResult)
