// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Percentiles (nearest rank), the latency summary and the 1-2-5 histogram of the workbench's
// scenarios (issue 7).
#include "workbench/stats.h"

#include <QTest>

using namespace idem::workbench;

class Tst_LatencyStats : public QObject {
    Q_OBJECT

private slots:
    void percentiles_data();
    void percentiles();
    void summary();
    void histogram_data();
    void histogram();
};

void Tst_LatencyStats::percentiles_data() {
    QTest::addColumn<QList<double>>("sorted");
    QTest::addColumn<double>("p");
    QTest::addColumn<double>("expected");
    const QList<double> ten{1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
    QList<double> hundred;
    for (int i = 1; i <= 100; ++i)
        hundred << i;
    QTest::newRow("empty") << QList<double>{} << 50.0 << 0.0;
    QTest::newRow("one value") << QList<double>{7} << 99.0 << 7.0;
    QTest::newRow("p50 of ten") << ten << 50.0 << 5.0;
    QTest::newRow("p95 of ten") << ten << 95.0 << 10.0;
    QTest::newRow("p10 of ten") << ten << 10.0 << 1.0;
    QTest::newRow("p11 of ten") << ten << 11.0 << 2.0;
    QTest::newRow("p100") << ten << 100.0 << 10.0;
    QTest::newRow("p99 of hundred") << hundred << 99.0 << 99.0;
    QTest::newRow("p95 of hundred") << hundred << 95.0 << 95.0;
    QTest::newRow("p99.9 of hundred") << hundred << 99.9 << 100.0;
}

void Tst_LatencyStats::percentiles() {
    QFETCH(QList<double>, sorted);
    QFETCH(double, p);
    QFETCH(double, expected);
    QCOMPARE(percentile(sorted, p), expected);
}

void Tst_LatencyStats::summary() {
    const LatencySummary s = summarizeLatency({9, 1, 5, 3, 7});
    QCOMPARE(s.count, 5);
    QCOMPARE(s.min, 1.0);
    QCOMPARE(s.max, 9.0);
    QCOMPARE(s.mean, 5.0);
    QCOMPARE(s.p50, 5.0);
    QCOMPARE(s.p99, 9.0);
    QCOMPARE(summarizeLatency({}).count, 0);
}

void Tst_LatencyStats::histogram_data() {
    QTest::addColumn<QList<double>>("values");
    QTest::addColumn<QList<double>>("edges");
    QTest::addColumn<QList<qsizetype>>("counts");
    QTest::newRow("empty") << QList<double>{} << QList<double>{} << QList<qsizetype>{};
    QTest::newRow("one decade") << QList<double>{1.0, 1.5, 2.0, 4.9, 5.0, 9.0}
                                << QList<double>{1, 2, 5, 10} << QList<qsizetype>{2, 2, 2};
    QTest::newRow("one value on an edge") << QList<double>{2.0} << QList<double>{2, 5}
                                          << QList<qsizetype>{1};
    QTest::newRow("sub-millisecond to seconds")
        << QList<double>{0.3, 0.8, 30, 1500}
        << QList<double>{0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000}
        << QList<qsizetype>{1, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    QTest::newRow("zero goes to the first bucket") << QList<double>{0, 1.2}
                                                   << QList<double>{0.001, 0.002, 0.005, 0.01,
                                                                    0.02, 0.05, 0.1, 0.2, 0.5, 1,
                                                                    2}
                                                   << QList<qsizetype>{1, 0, 0, 0, 0, 0, 0, 0, 0,
                                                                       1};
}

void Tst_LatencyStats::histogram() {
    QFETCH(QList<double>, values);
    QFETCH(QList<double>, edges);
    QFETCH(QList<qsizetype>, counts);
    const Histogram h = latencyHistogram(values);
    QCOMPARE(h.edges.size(), edges.size());
    for (qsizetype i = 0; i < edges.size(); ++i)
        QVERIFY2(qFuzzyCompare(h.edges.at(i), edges.at(i)),
                 qPrintable(QStringLiteral("edge %1: %2").arg(i).arg(h.edges.at(i))));
    QCOMPARE(h.counts, counts);
    qsizetype total = 0;
    for (const qsizetype c : h.counts)
        total += c;
    QCOMPARE(total, values.size());
    if (!h.counts.isEmpty()) {
        QVERIFY(!h.label(0).isEmpty());
        QVERIFY(!h.upperLabel(h.counts.size() - 1).contains(QLatin1Char(' ')));
    }
    if (edges.size() == 4) // the one-decade row
        QCOMPARE(h.upperLabel(1), QStringLiteral("5ms"));
}

QTEST_MAIN(Tst_LatencyStats)
#include "tst_latencystats.moc"
