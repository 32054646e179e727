// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "workbench/replay.h"

#include "workbench/batch.h"

#include <QDateTime>

namespace idem::workbench {

ReplayTally tallyResponses(const QList<Response>& responses) {
    ReplayTally t;
    for (const Response& r : responses) {
        switch (r.outcome()) {
        case Outcome::Executed: ++t.executed; break;
        case Outcome::Replayed: ++t.replayed; break;
        case Outcome::InFlight: ++t.inFlight; break;
        default: ++t.errors; break;
        }
    }
    return t;
}

namespace {

QString plural(qint64 n, const char* one, const char* many) {
    return QString::number(n) + QLatin1Char(' ') + QLatin1String(n == 1 ? one : many);
}

} // namespace

Verdict judgeReplay(const QList<Response>& responses, std::optional<qint64> upstreamExecutions,
                    int expected, const QString& statsError) {
    Verdict v;
    const ReplayTally t = tallyResponses(responses);
    v.tally = t;
    v.source = upstreamExecutions ? QStringLiteral("upstream") : QStringLiteral("responses");
    v.executions = int(upstreamExecutions.value_or(t.executed));
    v.summary = plural(v.executions, "execution", "executions") + QStringLiteral(", ") +
                plural(t.replayed, "replay", "replays");
    if (t.inFlight > 0)
        v.summary += QStringLiteral(", %1 in flight (409)").arg(t.inFlight);
    v.summary += QStringLiteral(", ") + plural(t.errors, "error", "errors");

    QStringList reasons;
    if (responses.isEmpty())
        reasons << QStringLiteral("no request was answered");
    if (!statsError.isEmpty())
        reasons << QStringLiteral("the execution count could not be read (%1)").arg(statsError);
    if (v.executions != expected) {
        reasons << QStringLiteral("%1 %2, %3 expected")
                       .arg(v.source == QLatin1String("upstream")
                                ? QStringLiteral("the upstream counted")
                                : QStringLiteral("the answers show"))
                       .arg(plural(v.executions, "execution", "executions"))
                       .arg(expected);
    }
    if (upstreamExecutions && t.executed > *upstreamExecutions) {
        reasons << QStringLiteral("%1 answers were not marked as replays but the upstream "
                                  "counted %2")
                       .arg(t.executed)
                       .arg(*upstreamExecutions);
    }
    if (t.errors > 0) {
        QStringList kinds;
        for (const Response& r : responses) {
            const Outcome o = r.outcome();
            if (o == Outcome::Executed || o == Outcome::Replayed || o == Outcome::InFlight)
                continue;
            const QString what = r.status == 0 ? r.error : QStringLiteral("HTTP %1").arg(r.status);
            if (!kinds.contains(what))
                kinds << what;
            if (kinds.size() == 3)
                break;
        }
        reasons << QStringLiteral("%1 (%2)")
                       .arg(plural(t.errors, "answer was an error", "answers were errors"),
                            kinds.join(QStringLiteral("; ")));
    }
    v.pass = reasons.isEmpty();
    v.reason = reasons.join(QStringLiteral("; "));
    if (!v.reason.isEmpty())
        v.reason[0] = v.reason.at(0).toUpper();
    return v;
}

namespace {

/// No request waits in the client's queue (its time would count as latency).
SenderOptions withRoomFor(SenderOptions o, int concurrency) {
    o.maxConnections = std::max(o.maxConnections, concurrency);
    return o;
}

} // namespace

ReplayRun::ReplayRun(ReplayOptions options, QObject* parent)
    : QObject(parent), m_options(std::move(options)),
      m_sender(new Sender(withRoomFor(m_options.sender, m_options.concurrency), this)) {}

ReplayRun::~ReplayRun() = default;

QString ReplayRun::problem() const {
    if (const QString p = m_options.spec.problem(); !p.isEmpty())
        return p;
    if (m_options.spec.key.isEmpty())
        return QStringLiteral("A replay needs a key.");
    if (m_options.count < 1 || m_options.count > 100000)
        return QStringLiteral("The number of requests must be from 1 to 100,000.");
    if (m_options.concurrency < 1 || m_options.concurrency > 1024)
        return QStringLiteral("The concurrency must be from 1 to 1,024.");
    if (!m_options.statsUrl.isEmpty() &&
        (!m_options.statsUrl.isValid() || m_options.statsUrl.host().isEmpty()))
        return QStringLiteral("The stats URL must be absolute (http://host:port/path).");
    return {};
}

void ReplayRun::start() {
    if (m_running)
        return;
    m_result = {};
    m_before.reset();
    if (const QString p = problem(); !p.isEmpty()) {
        m_result.verdict.reason = p;
        emit finished(m_result);
        return;
    }
    m_running = true;
    m_startMs = QDateTime::currentMSecsSinceEpoch();
    m_result.responses.resize(m_options.count);
    if (m_options.statsUrl.isEmpty()) {
        sendAll();
        return;
    }
    fetchExecutionCounts(*m_sender, m_options.statsUrl, this,
                         [this](std::optional<ExecutionCounts> counts, const QString& error) {
                             if (!counts) {
                                 m_result.statsError = error;
                             } else {
                                 m_before = counts->perKey.value(m_options.spec.key);
                             }
                             sendAll();
                         });
}

void ReplayRun::sendAll() {
    if (m_result.cancelled) {
        m_result.responses.clear();
        complete();
        return;
    }
    const int concurrency = std::min(m_options.concurrency, m_options.count);
    m_batch = new Batch(
        m_sender, m_options.count, concurrency,
        [this](int) { return BatchRequest{m_options.spec, m_options.spec.key, {}}; }, this);
    m_batch->start(
        [this](int index, const Response& r) {
            m_result.responses[index] = r;
            emit answered(index, r);
        },
        [this] {
            const int answered = m_batch->answered();
            m_result.responses.resize(answered);
            if (m_options.statsUrl.isEmpty() || !m_result.statsError.isEmpty()) {
                complete();
                return;
            }
            fetchExecutionCounts(
                *m_sender, m_options.statsUrl, this,
                [this](std::optional<ExecutionCounts> counts, const QString& error) {
                    if (!counts)
                        m_result.statsError = error;
                    else
                        m_result.upstreamExecutions =
                            counts->perKey.value(m_options.spec.key) - m_before.value_or(0);
                    complete();
                });
        });
}

void ReplayRun::cancel() {
    if (!m_running)
        return;
    m_result.cancelled = true;
    if (m_batch)
        m_batch->stop();
}

void ReplayRun::complete() {
    m_running = false;
    m_result.elapsedMs = QDateTime::currentMSecsSinceEpoch() - m_startMs;
    m_result.verdict = judgeReplay(m_result.responses, m_result.upstreamExecutions,
                                   m_options.expectedExecutions, m_result.statsError);
    if (m_result.cancelled) {
        m_result.verdict.pass = false;
        m_result.verdict.reason = QStringLiteral("Cancelled after %1 of %2 requests.")
                                      .arg(m_result.responses.size())
                                      .arg(m_options.count);
    }
    if (m_batch) {
        m_batch->deleteLater();
        m_batch = nullptr;
    }
    emit finished(m_result);
}

} // namespace idem::workbench
