// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The store's stats counters as charts see them (core/metrics/statsseries.h): the step for a
// time range, sparse 5-s intervals summed into dense steps, the duplicate ratio.
#include "metrics/statsseries.h"

#include <QTest>

using namespace idem;
using namespace idem::metrics;
using namespace std::chrono_literals;

namespace {

constexpr qint64 kS = 1000;
constexpr qint64 kMin = 60 * kS;
constexpr qint64 kH = 60 * kMin;
/// A round instant (a multiple of every step) as "now".
constexpr qint64 kT0 = 1'700'000'000'000LL - 1'700'000'000'000LL % (24 * kH);

StatsBucket bucket(qint64 startMs, qint64 acquired, qint64 replayed = 0) {
    StatsBucket b;
    b.startMs = startMs;
    b.values[int(Counter::Acquired)] = acquired;
    b.values[int(Counter::Replayed)] = replayed;
    return b;
}

StatsSeries series(qint64 fromMs, qint64 toMs, const QList<StatsBucket>& buckets) {
    StatsSeries s;
    s.fromMs = fromMs;
    s.toMs = toMs;
    s.buckets = buckets;
    for (const StatsBucket& b : buckets) {
        for (int c = 0; c < kCounterCount; ++c)
            s.totals[c] += b.values[c];
    }
    return s;
}

using Totals = std::array<qint64, kCounterCount>;

} // namespace

Q_DECLARE_METATYPE(StatsSeries)
Q_DECLARE_METATYPE(Totals)

class Tst_statsseries : public QObject {
    Q_OBJECT

private slots:
    void step_data() {
        QTest::addColumn<qint64>("windowMs");
        QTest::addColumn<int>("maxPoints");
        QTest::addColumn<qint64>("stepMs");
        QTest::newRow("5 min") << 5 * kMin << 300 << 5 * kS;
        QTest::newRow("1 h") << kH << 300 << 15 * kS;
        QTest::newRow("24 h") << 24 * kH << 300 << 5 * kMin;
        QTest::newRow("24 h, 100 points") << 24 * kH << 100 << 15 * kMin;
        QTest::newRow("tiny window") << 1 * kS << 300 << 5 * kS;
        QTest::newRow("nothing fits: 1 h") << 24 * kH << 2 << kH;
        QTest::newRow("maxPoints 0 counts as 1") << 10 * kS << 0 << 10 * kS;
    }
    void step() {
        QFETCH(qint64, windowMs);
        QFETCH(int, maxPoints);
        QFETCH(qint64, stepMs);
        QCOMPARE(chartStep(std::chrono::milliseconds(windowMs), maxPoints).count(), stepMs);
    }

    void aggregateSteps_data() {
        QTest::addColumn<StatsSeries>("input");
        QTest::addColumn<qint64>("stepMs");
        QTest::addColumn<qint64>("firstStart");
        QTest::addColumn<QList<qint64>>("acquired"); // per step

        // 1 minute in 5-s steps, now 2 s into a running interval: the running one is left out.
        QTest::newRow("5 s steps, zeros filled, running step left out")
            << series(kT0 - kMin + 2 * kS, kT0 + 2 * kS,
                      {bucket(kT0 - kMin, 1), bucket(kT0 - 30 * kS, 4), bucket(kT0, 9)})
            << 5 * kS << kT0 - kMin << QList<qint64>{1, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0};
        // 5 minutes into 1-min steps: buckets summed per minute.
        QTest::newRow("1 min steps sum the intervals")
            << series(kT0 - 5 * kMin, kT0,
                      {bucket(kT0 - 5 * kMin, 1), bucket(kT0 - 5 * kMin + 5 * kS, 2),
                       bucket(kT0 - 2 * kMin + 55 * kS, 3), bucket(kT0 - kMin, 4)})
            << kMin << kT0 - 5 * kMin << QList<qint64>{3, 0, 0, 3, 4};
        // A window that starts inside a step begins at the next whole one.
        QTest::newRow("partial first step left out")
            << series(kT0 - 3 * kMin + 20 * kS, kT0 + 10 * kS,
                      {bucket(kT0 - 3 * kMin + 20 * kS, 7), bucket(kT0 - 2 * kMin, 1),
                       bucket(kT0 - 5 * kS, 2)})
            << kMin << kT0 - 2 * kMin << QList<qint64>{1, 2};
        // A step that is no multiple of the interval is rounded up to one (7 s -> 10 s).
        QTest::newRow("step rounded up to the interval")
            << series(kT0 - 30 * kS, kT0, {bucket(kT0 - 30 * kS, 1), bucket(kT0 - 25 * kS, 1),
                                           bucket(kT0 - 10 * kS, 5)})
            << 7 * kS << kT0 - 30 * kS << QList<qint64>{2, 0, 5};
        QTest::newRow("empty store: zeros")
            << series(kT0 - 20 * kS, kT0, {}) << 5 * kS << kT0 - 20 * kS
            << QList<qint64>{0, 0, 0, 0};
        QTest::newRow("window shorter than a step: nothing")
            << series(kT0 + 10 * kS, kT0 + 40 * kS, {bucket(kT0 + 10 * kS, 1)}) << kMin
            << qint64(0) << QList<qint64>{};
    }
    void aggregateSteps() {
        QFETCH(StatsSeries, input);
        QFETCH(qint64, stepMs);
        QFETCH(qint64, firstStart);
        QFETCH(QList<qint64>, acquired);
        const QList<StatsBucket> steps = aggregate(input, std::chrono::milliseconds(stepMs));
        QList<qint64> got;
        for (const StatsBucket& b : steps)
            got << b.value(Counter::Acquired);
        QCOMPARE(got, acquired);
        if (!steps.isEmpty()) {
            QCOMPARE(steps.first().startMs, firstStart);
            const qint64 step = steps.size() > 1 ? steps[1].startMs - steps[0].startMs : 0;
            for (qsizetype i = 1; i < steps.size(); ++i)
                QCOMPARE(steps[i].startMs - steps[i - 1].startMs, step);
            QVERIFY(steps.last().startMs + (step ? step : stepMs) <= input.toMs);
        }
    }

    /// 24 hours of 5-s intervals, every one with an event: 17,280 intervals become 288 steps of
    /// five minutes, and nothing is lost but the running step.
    void fullDay() {
        QList<StatsBucket> buckets;
        const qint64 from = kT0 - 24 * kH;
        for (qint64 t = from; t < kT0; t += 5 * kS)
            buckets.append(bucket(t, 1, 2));
        QCOMPARE(buckets.size(), 17'280);
        const StatsSeries s = series(from, kT0, buckets);
        const auto step = chartStep(24h);
        const QList<StatsBucket> steps = aggregate(s, step);
        QCOMPARE(steps.size(), 288);
        qint64 acquired = 0;
        for (const StatsBucket& b : steps) {
            QCOMPARE(b.value(Counter::Acquired), qint64(60));
            QCOMPARE(b.value(Counter::Replayed), qint64(120));
            acquired += b.value(Counter::Acquired);
        }
        QCOMPARE(acquired, s.total(Counter::Acquired));
    }

    void ratio_data() {
        QTest::addColumn<Totals>("totals");
        QTest::addColumn<double>("ratio"); // -1: none
        auto totals = [](qint64 acquired, qint64 replayed, qint64 inFlight, qint64 mismatch) {
            Totals t{};
            t[int(Counter::Acquired)] = acquired;
            t[int(Counter::Replayed)] = replayed;
            t[int(Counter::InFlight)] = inFlight;
            t[int(Counter::Mismatch)] = mismatch;
            t[int(Counter::Generated)] = 1000; // not part of it
            t[int(Counter::Completed)] = 1000;
            return t;
        };
        QTest::newRow("nothing") << totals(0, 0, 0, 0) << -1.0;
        QTest::newRow("no duplicates") << totals(10, 0, 0, 0) << 0.0;
        QTest::newRow("replays only") << totals(1, 3, 0, 0) << 0.75;
        QTest::newRow("409 and 422 count") << totals(6, 2, 1, 1) << 0.4;
        QTest::newRow("only duplicates") << totals(0, 2, 0, 0) << 1.0;
    }
    void ratio() {
        QFETCH(Totals, totals);
        QFETCH(double, ratio);
        const std::optional<double> got = duplicateRatio(totals);
        if (ratio < 0) {
            QVERIFY(!got);
        } else {
            QVERIFY(got);
            QCOMPARE(*got, ratio);
        }
    }
};

QTEST_MAIN(Tst_statsseries)
#include "tst_statsseries.moc"
