// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "workbench/scenario.h"

#include "token/generator.h"
#include "workbench/batch.h"

#include <QDateTime>
#include <QRandomGenerator>
#include <QTimer>
#include <algorithm>
#include <cmath>

namespace idem::workbench {

QString scenarioKindId(ScenarioKind kind) {
    switch (kind) {
    case ScenarioKind::Normal: return QStringLiteral("normal");
    case ScenarioKind::Duplicates: return QStringLiteral("duplicates");
    case ScenarioKind::Mixed: return QStringLiteral("mixed");
    case ScenarioKind::Burst: return QStringLiteral("burst");
    }
    return {};
}

std::optional<ScenarioKind> parseScenarioKind(const QString& id) {
    for (const ScenarioKind k : {ScenarioKind::Normal, ScenarioKind::Duplicates,
                                 ScenarioKind::Mixed, ScenarioKind::Burst}) {
        if (scenarioKindId(k) == id)
            return k;
    }
    return std::nullopt;
}

double defaultDuplicateRatio(ScenarioKind kind) {
    switch (kind) {
    case ScenarioKind::Normal: return 0.0;
    case ScenarioKind::Duplicates: return 0.9;
    case ScenarioKind::Mixed: return 0.3;
    case ScenarioKind::Burst: return 0.1;
    }
    return 0.0;
}

ScenarioPlan planScenario(ScenarioKind kind, int requests, int concurrency, double ratio,
                          quint32 seed) {
    ScenarioPlan plan;
    requests = std::max(0, requests);
    if (kind == ScenarioKind::Normal || !(ratio >= 0))
        ratio = 0;
    ratio = std::clamp(ratio, 0.0, 0.999999);
    plan.duplicateRatio = ratio;
    const int base = std::max(1, concurrency);
    plan.concurrency = kind == ScenarioKind::Burst ? std::min(base * kBurstFactor, 1024) : base;
    plan.concurrency = std::max(1, std::min(plan.concurrency, std::max(1, requests)));
    if (requests == 0)
        return plan;
    int duplicates = int(std::lround(double(requests) * ratio));
    duplicates = std::clamp(duplicates, 0, requests - 1); // the first request is always fresh
    plan.keys = requests - duplicates;
    plan.requests.reserve(requests);

    if (kind == ScenarioKind::Duplicates || kind == ScenarioKind::Normal) {
        for (int i = 0; i < requests; ++i)
            plan.requests.append({i % plan.keys, i >= plan.keys});
        return plan;
    }
    // mixed, burst: the duplicates at random positions (never the first), each repeating a key
    // that came before it.
    QRandomGenerator random(seed);
    QList<bool> isDuplicate(requests, false);
    for (int i = 0; i < duplicates; ++i)
        isDuplicate[i + 1] = true; // positions 1..duplicates, shuffled below (keeping 0 fresh)
    for (int i = requests - 1; i > 1; --i)
        std::swap(isDuplicate[i], isDuplicate[1 + int(random.bounded(quint32(i)))]);
    int nextKey = 0;
    for (int i = 0; i < requests; ++i) {
        if (isDuplicate.at(i))
            plan.requests.append({int(random.bounded(quint32(nextKey))), true});
        else
            plan.requests.append({nextKey++, false});
    }
    return plan;
}

QString scenarioProblem(const ScenarioOptions& o) {
    RequestSpec spec = o.spec;
    spec.key.clear();
    if (const QString p = spec.problem(); !p.isEmpty())
        return p;
    if (o.requests < 1 || o.requests > 1000000)
        return QStringLiteral("The number of requests must be from 1 to 1,000,000.");
    if (o.concurrency < 1 || o.concurrency > 1024)
        return QStringLiteral("The concurrency must be from 1 to 1,024.");
    if (o.duplicateRatio >= 1)
        return QStringLiteral("The duplicate ratio must be below 1 (every key is sent once "
                              "fresh).");
    if (o.duration.count() <= 0)
        return QStringLiteral("The duration bound must be positive.");
    if (!o.statsUrl.isEmpty() && (!o.statsUrl.isValid() || o.statsUrl.host().isEmpty()))
        return QStringLiteral("The stats URL must be absolute (http://host:port/path).");
    return {};
}

Outcome Sample::outcome() const {
    Response r;
    r.status = status;
    r.replayed = replayed;
    return r.outcome();
}

QList<TimeSlice> timeSlices(const QList<Sample>& samples, qint64 sliceMs) {
    QList<TimeSlice> slices;
    if (samples.isEmpty() || sliceMs <= 0)
        return slices;
    qint64 lastEndMs = 0;
    for (const Sample& s : samples)
        lastEndMs = std::max(lastEndMs, (s.startUs + s.latencyUs) / 1000);
    const qsizetype n = qsizetype(lastEndMs / sliceMs) + 1;
    QList<QList<double>> latencies(n);
    for (const Sample& s : samples)
        latencies[qsizetype(((s.startUs + s.latencyUs) / 1000) / sliceMs)].append(
            double(s.latencyUs) / 1000.0);
    for (qsizetype i = 0; i < n; ++i) {
        QList<double>& l = latencies[i];
        std::sort(l.begin(), l.end());
        slices.append({i * sliceMs, int(l.size()), percentile(l, 50), percentile(l, 99)});
    }
    return slices;
}

ScenarioSummary summarizeScenario(const ScenarioPlan& plan, const QList<Sample>& samples,
                                  qint64 elapsedMs,
                                  const std::optional<QHash<int, qint64>>& executions) {
    ScenarioSummary s;
    s.planned = int(plan.requests.size());
    s.sent = int(samples.size());
    s.elapsedMs = elapsedMs;
    QList<double> latencies;
    latencies.reserve(samples.size());
    QHash<int, int> sends;
    QHash<int, int> executedAnswers;
    int interceptedByAnswers = 0;
    for (const Sample& x : samples) {
        const Outcome o = x.outcome();
        ++s.outcomes[o];
        if (o != Outcome::Transport) {
            ++s.answered;
            latencies.append(double(x.latencyUs) / 1000.0);
        }
        if (o == Outcome::Transport || o == Outcome::ServerError || o == Outcome::Mismatch ||
            o == Outcome::Refused)
            ++s.errors;
        ++sends[x.keyIndex];
        if (o == Outcome::Executed)
            ++executedAnswers[x.keyIndex];
        if (x.duplicate) {
            ++s.duplicatesSent;
            if (o == Outcome::Replayed || o == Outcome::InFlight)
                ++interceptedByAnswers;
        }
    }
    s.qps = elapsedMs > 0 ? double(s.answered) * 1000.0 / double(elapsedMs) : 0;
    s.latency = summarizeLatency(latencies);
    s.histogram = latencyHistogram(latencies);
    s.errorRate = s.sent > 0 ? double(s.errors) / double(s.sent) : 0;
    if (executions) {
        s.interceptionSource = QStringLiteral("upstream");
        for (auto it = sends.cbegin(); it != sends.cend(); ++it) {
            const qint64 e = executions->value(it.key());
            ++s.executionsPerKey[e];
            const qint64 intercepted = qint64(it.value()) - std::max<qint64>(e, 1);
            s.duplicatesIntercepted +=
                int(std::clamp<qint64>(intercepted, 0, qint64(it.value()) - 1));
        }
    } else {
        s.interceptionSource = QStringLiteral("responses");
        s.duplicatesIntercepted = interceptedByAnswers;
        for (auto it = sends.cbegin(); it != sends.cend(); ++it)
            ++s.executionsPerKey[executedAnswers.value(it.key())];
    }
    s.interceptionRate =
        s.duplicatesSent > 0 ? double(s.duplicatesIntercepted) / double(s.duplicatesSent) : 1.0;
    return s;
}

ScenarioRun::ScenarioRun(ScenarioOptions options, QObject* parent)
    : QObject(parent), m_options(std::move(options)) {}

ScenarioRun::~ScenarioRun() = default;

QString ScenarioRun::keyFor(int keyIndex) const {
    return m_result.keyPrefix + QString::number(keyIndex);
}

void ScenarioRun::start() {
    if (m_running || m_done)
        return;
    m_result = {};
    m_result.options = m_options;
    m_result.startedAtMs = QDateTime::currentMSecsSinceEpoch();
    if (const QString p = scenarioProblem(m_options); !p.isEmpty()) {
        m_result.statsError = p;
        m_done = true;
        emit finished(m_result);
        return;
    }
    m_running = true;
    const double ratio = m_options.duplicateRatio < 0 ? defaultDuplicateRatio(m_options.kind)
                                                      : m_options.duplicateRatio;
    const quint32 seed = m_options.seed ? m_options.seed : QRandomGenerator::global()->generate();
    m_result.plan =
        planScenario(m_options.kind, m_options.requests, m_options.concurrency, ratio, seed);
    m_result.keyPrefix = QStringLiteral("SCN-%1-%2-")
                             .arg(scenarioKindId(m_options.kind), TokenGenerator::base62(10));
    SenderOptions so = m_options.sender;
    so.maxConnections = std::max(so.maxConnections, m_result.plan.concurrency);
    m_sender = new Sender(so, this);
    m_progressTimer = new QTimer(this);
    m_progressTimer->setInterval(200);
    connect(m_progressTimer, &QTimer::timeout, this, &ScenarioRun::flushProgress);
    m_durationTimer = new QTimer(this);
    m_durationTimer->setSingleShot(true);
    connect(m_durationTimer, &QTimer::timeout, this, [this] {
        m_result.durationReached = true;
        stopSending(false);
    });
    if (m_options.statsUrl.isEmpty()) {
        dispatch();
        return;
    }
    fetchExecutionCounts(*m_sender, m_options.statsUrl, this,
                         [this](std::optional<ExecutionCounts> counts, const QString& error) {
                             m_before = std::move(counts);
                             m_result.statsError = error;
                             dispatch();
                         });
}

void ScenarioRun::dispatch() {
    if (m_result.cancelled) {
        complete();
        return;
    }
    m_clock.start();
    m_durationTimer->start(m_options.duration);
    m_progressTimer->start();
    const RequestSpec spec = m_options.spec;
    m_batch = new Batch(
        m_sender, int(m_result.plan.requests.size()), m_result.plan.concurrency,
        [this, spec](int index) {
            return BatchRequest{spec, keyFor(m_result.plan.requests.at(index).keyIndex), {}};
        },
        this);
    m_batch->start(
        [this](int index, const Response& r) {
            const PlannedRequest& p = m_result.plan.requests.at(index);
            Sample s;
            s.index = index;
            s.keyIndex = p.keyIndex;
            s.duplicate = p.duplicate;
            s.latencyUs = r.latencyUs;
            s.startUs = std::max<qint64>(0, m_clock.nsecsElapsed() / 1000 - r.latencyUs);
            s.status = r.status;
            s.replayed = r.replayed;
            s.error = r.error;
            m_result.samples.append(s);
            m_unreported.append(s);
        },
        [this] { complete(); });
}

void ScenarioRun::stopSending(bool cancelled) {
    if (cancelled)
        m_result.cancelled = true;
    if (m_batch)
        m_batch->stop();
}

void ScenarioRun::cancel() {
    if (!m_running)
        return;
    stopSending(true);
}

void ScenarioRun::flushProgress() {
    if (m_unreported.isEmpty() && m_running)
        return;
    const QList<Sample> batch = std::exchange(m_unreported, {});
    emit progress(int(m_result.samples.size()), int(m_result.plan.requests.size()), batch);
}

void ScenarioRun::complete() {
    const qint64 elapsedMs = m_clock.isValid() ? m_clock.elapsed() : 0;
    m_progressTimer->stop();
    m_durationTimer->stop();
    auto conclude = [this, elapsedMs](std::optional<QHash<int, qint64>> executions) {
        m_result.summary =
            summarizeScenario(m_result.plan, m_result.samples, elapsedMs, executions);
        m_running = false;
        m_done = true;
        flushProgress();
        emit finished(m_result);
    };
    if (m_options.statsUrl.isEmpty() || !m_before) {
        conclude(std::nullopt);
        return;
    }
    fetchExecutionCounts(
        *m_sender, m_options.statsUrl, this,
        [this, conclude](std::optional<ExecutionCounts> after, const QString& error) {
            if (!after) {
                m_result.statsError = error;
                conclude(std::nullopt);
                return;
            }
            QHash<int, qint64> executions;
            for (const Sample& s : std::as_const(m_result.samples)) {
                if (executions.contains(s.keyIndex))
                    continue;
                const QString key = keyFor(s.keyIndex);
                executions.insert(s.keyIndex,
                                  after->perKey.value(key) - m_before->perKey.value(key));
            }
            conclude(std::move(executions));
        });
}

} // namespace idem::workbench
