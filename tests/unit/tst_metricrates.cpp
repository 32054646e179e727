// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Rates from successive scrapes with counter resets, histogram quantiles with Prometheus'
// histogram_quantile semantics, and the gateway's figures (core/metrics/rates.h).
#include "metrics/rates.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace idem::metrics;

using Readings = QList<double>;
using Buckets = QList<HistogramBucket>;
Q_DECLARE_METATYPE(Buckets)

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

Scrape scrape(qint64 atMs, const QByteArray& text) {
    const ParseResult r = parse(text);
    if (!r.ok())
        qFatal("test exposition does not parse: %s", qPrintable(r.error->message));
    return Scrape{atMs, r.exposition};
}

/// An idemgate-like exposition: requests per outcome and a latency histogram over one outcome.
QByteArray gateway(double acquired, double replayed, double released,
                   const QList<double>& cumulative) {
    QByteArray out = "# HELP idemgate_requests_total Guarded requests by outcome\n"
                     "# TYPE idemgate_requests_total counter\n";
    out += "idemgate_requests_total{outcome=\"acquired\"} " + QByteArray::number(acquired) + '\n';
    out += "idemgate_requests_total{outcome=\"replayed\"} " + QByteArray::number(replayed) + '\n';
    out += "idemgate_requests_total{outcome=\"released\"} " + QByteArray::number(released) + '\n';
    out += "# TYPE idemgate_request_duration_seconds histogram\n";
    static const char* const bounds[] = {"0.01", "0.1", "1", "+Inf"};
    for (int i = 0; i < 4; ++i) {
        out += "idemgate_request_duration_seconds_bucket{outcome=\"acquired\",le=\"" +
               QByteArray(bounds[i]) + "\"} " + QByteArray::number(cumulative[i]) + '\n';
    }
    out += "idemgate_request_duration_seconds_count{outcome=\"acquired\"} " +
           QByteArray::number(cumulative[3]) + '\n';
    return out;
}

QStringList names(std::initializer_list<const char*> list) {
    QStringList out;
    for (const char* name : list)
        out << QString::fromLatin1(name);
    return out;
}

bool sameDouble(double a, double b) {
    if (std::isnan(a) || std::isnan(b))
        return std::isnan(a) && std::isnan(b);
    if (std::isinf(a) || std::isinf(b))
        return a == b;
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

} // namespace

class Tst_metricrates : public QObject {
    Q_OBJECT

private slots:
    void increase_data() {
        QTest::addColumn<Readings>("readings");
        QTest::addColumn<double>("increase");
        QTest::newRow("none") << Readings{} << 0.0;
        QTest::newRow("one") << Readings{5} << 0.0;
        QTest::newRow("steady") << Readings{10, 10} << 0.0;
        QTest::newRow("growing") << Readings{10, 15, 30} << 20.0;
        QTest::newRow("reset: restarted from 0") << Readings{100, 3} << 3.0;
        QTest::newRow("reset in the middle") << Readings{10, 20, 5, 8} << 18.0;
        QTest::newRow("reset to 0") << Readings{7, 0, 4} << 4.0;
        QTest::newRow("two resets") << Readings{50, 2, 1, 6} << 2.0 + 1.0 + 5.0;
        QTest::newRow("fractional") << Readings{0.5, 1.75} << 1.25;
        QTest::newRow("NaN reading") << Readings{1, kNaN, 3} << kNaN;
    }
    void increase() {
        QFETCH(Readings, readings);
        QFETCH(double, increase);
        QVERIFY2(sameDouble(counterIncrease(readings), increase),
                 qPrintable(QString::number(counterIncrease(readings))));
    }

    void seriesRates_data() {
        QTest::addColumn<QList<QByteArray>>("texts");
        QTest::addColumn<QList<qint64>>("times");
        QTest::addColumn<QStringList>("outcomes"); // of the newest scrape, in order
        QTest::addColumn<QList<double>>("perSecond");
        const QByteArray type = "# TYPE r_total counter\n";
        QTest::newRow("two scrapes")
            << QList<QByteArray>{type + "r_total{o=\"a\"} 10\nr_total{o=\"b\"} 0\n",
                                 type + "r_total{o=\"a\"} 30\nr_total{o=\"b\"} 5\n"}
            << QList<qint64>{0, 10'000} << names({"a", "b"}) << QList<double>{2.0, 0.5};
        QTest::newRow("reset of one series")
            << QList<QByteArray>{type + "r_total{o=\"a\"} 1000\nr_total{o=\"b\"} 10\n",
                                 type + "r_total{o=\"a\"} 4\nr_total{o=\"b\"} 20\n"}
            << QList<qint64>{0, 2'000} << names({"a", "b"}) << QList<double>{2.0, 5.0};
        QTest::newRow("three scrapes with a reset between")
            << QList<QByteArray>{type + "r_total{o=\"a\"} 10\n", type + "r_total{o=\"a\"} 40\n",
                                 type + "r_total{o=\"a\"} 6\n"}
            << QList<qint64>{0, 3'000, 6'000} << names({"a"})
            << QList<double>{(30.0 + 6.0) / 6.0};
        QTest::newRow("series new in the newest scrape counts from 0")
            << QList<QByteArray>{type + "r_total{o=\"a\"} 1\n",
                                 type + "r_total{o=\"a\"} 1\nr_total{o=\"b\"} 8\n"}
            << QList<qint64>{0, 4'000} << names({"a", "b"}) << QList<double>{0.0, 2.0};
        QTest::newRow("series gone from the newest scrape is left out")
            << QList<QByteArray>{type + "r_total{o=\"a\"} 1\nr_total{o=\"b\"} 8\n",
                                 type + "r_total{o=\"b\"} 9\n"}
            << QList<qint64>{0, 1'000} << names({"b"}) << QList<double>{1.0};
        QTest::newRow("label order does not matter")
            << QList<QByteArray>{type + "r_total{o=\"a\",x=\"1\"} 1\n",
                                 type + "r_total{x=\"1\",o=\"a\"} 3\n"}
            << QList<qint64>{0, 1'000} << names({"a"}) << QList<double>{2.0};
        QTest::newRow("one scrape: no rate") << QList<QByteArray>{type + "r_total{o=\"a\"} 1\n"}
                                             << QList<qint64>{0} << QStringList()
                                             << QList<double>{};
        QTest::newRow("no time between: no rate")
            << QList<QByteArray>{type + "r_total{o=\"a\"} 1\n", type + "r_total{o=\"a\"} 2\n"}
            << QList<qint64>{5, 5} << QStringList() << QList<double>{};
    }
    void seriesRates() {
        QFETCH(QList<QByteArray>, texts);
        QFETCH(QList<qint64>, times);
        QFETCH(QStringList, outcomes);
        QFETCH(QList<double>, perSecond);
        QList<Scrape> scrapes;
        for (qsizetype i = 0; i < texts.size(); ++i)
            scrapes.append(scrape(times[i], texts[i]));
        const QList<SeriesRate> r = rates(scrapes, u"r_total");
        QCOMPARE(r.size(), outcomes.size());
        for (qsizetype i = 0; i < r.size(); ++i) {
            QCOMPARE(r[i].labels.first().second, outcomes[i]);
            QVERIFY2(sameDouble(r[i].perSecond, perSecond[i]),
                     qPrintable(QString::number(r[i].perSecond)));
        }
    }

    void quantile_data() {
        QTest::addColumn<double>("q");
        QTest::addColumn<Buckets>("buckets");
        QTest::addColumn<double>("expected");
        // 100 observations: 50 in (0, 0.1], 40 in (0.1, 0.5], 9 in (0.5, 1], 1 above 1.
        const Buckets typical{{0.1, 50}, {0.5, 90}, {1, 99}, {kInf, 100}};
        QTest::newRow("median interpolated in the first bucket from 0")
            << 0.5 << typical << 0.1;
        QTest::newRow("p25 halfway into the first bucket") << 0.25 << typical << 0.05;
        QTest::newRow("p70 in the second bucket") << 0.7 << typical << 0.1 + 0.4 * (20.0 / 40.0);
        QTest::newRow("p99 at the top of the third") << 0.99 << typical << 1.0;
        QTest::newRow("p999 in the +Inf bucket: the highest finite bound")
            << 0.999 << typical << 1.0;
        QTest::newRow("q = 1 in the +Inf bucket") << 1.0 << typical << 1.0;
        QTest::newRow("unsorted input") << 0.7 << Buckets{{kInf, 100}, {0.5, 90}, {0.1, 50},
                                                          {1, 99}}
                                        << 0.3;
        QTest::newRow("non-monotonic counts are raised")
            << 0.5 << Buckets{{0.1, 50}, {0.5, 40}, {1, 99}, {kInf, 100}} << 0.1;
        QTest::newRow("q < 0") << -0.1 << typical << -kInf;
        QTest::newRow("q > 1") << 1.1 << typical << kInf;
        QTest::newRow("q NaN") << kNaN << typical << kNaN;
        QTest::newRow("no observations") << 0.5 << Buckets{{0.1, 0}, {kInf, 0}} << kNaN;
        QTest::newRow("no +Inf bucket") << 0.5 << Buckets{{0.1, 5}, {1, 10}} << kNaN;
        QTest::newRow("a single bucket") << 0.5 << Buckets{{kInf, 10}} << kNaN;
        QTest::newRow("empty") << 0.5 << Buckets{} << kNaN;
        QTest::newRow("first bound negative") << 0.1 << Buckets{{-1, 5}, {kInf, 10}} << -1.0;
        QTest::newRow("everything in +Inf") << 0.5 << Buckets{{0.1, 0}, {1, 0}, {kInf, 4}}
                                            << 1.0;
        QTest::newRow("duplicate bounds are merged")
            << 0.5 << Buckets{{0.1, 25}, {0.1, 25}, {1, 100}, {kInf, 100}} << 0.1;
    }
    void quantile() {
        QFETCH(double, q);
        QFETCH(Buckets, buckets);
        QFETCH(double, expected);
        const double got = histogramQuantile(q, buckets);
        QVERIFY2(sameDouble(got, expected), qPrintable(QString::number(got)));
    }

    void quantileFromScrapes() {
        // Before: 10 observations all <= 0.01. After: 10 more, 5 in (0.01, 0.1] and 5 in
        // (0.1, 1]: the increases hold only the new ones.
        const QList<Scrape> scrapes{scrape(0, gateway(0, 0, 0, {10, 10, 10, 10})),
                                    scrape(10'000, gateway(0, 0, 0, {10, 15, 20, 20}))};
        const Buckets increase = histogramIncrease(scrapes, u"idemgate_request_duration_seconds");
        QCOMPARE(increase, (Buckets{{0.01, 0}, {0.1, 5}, {1, 10}, {kInf, 10}}));
        QVERIFY(sameDouble(histogramQuantile(0.5, increase), 0.1));
        QVERIFY(sameDouble(histogramQuantile(0.75, increase), 0.1 + 0.9 * 0.5));
        const Buckets other = histogramIncrease(scrapes, u"idemgate_request_duration_seconds",
                                                {{QStringLiteral("outcome"),
                                                  QStringLiteral("replayed")}});
        QVERIFY(other.isEmpty());
    }

    void gatewayFigures_data() {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after");
        QTest::addColumn<double>("requestsPerSecond");
        QTest::addColumn<double>("acquiredPerSecond");
        QTest::addColumn<double>("errorRate"); // NaN: none
        QTest::addColumn<double>("p50");
        QTest::addColumn<double>("p99");
        QTest::newRow("steady traffic")
            << gateway(10, 10, 0, {0, 10, 10, 10}) << gateway(30, 25, 5, {0, 10, 50, 50})
            << 4.0 << 2.0 << 5.0 / 40.0 << 0.1 + 0.9 * (20.0 / 40.0)
            << 0.1 + 0.9 * (39.6 / 40.0);
        QTest::newRow("gateway restarted: counters from 0")
            << gateway(500, 400, 7, {0, 100, 900, 907}) << gateway(4, 6, 0, {0, 0, 10, 10})
            << 1.0 << 0.4 << 0.0 << 0.55 << 0.991;
        QTest::newRow("no requests: no error rate, no latency")
            << gateway(3, 2, 0, {0, 5, 5, 5}) << gateway(3, 2, 0, {0, 5, 5, 5}) << 0.0 << 0.0
            << kNaN << kNaN << kNaN;
    }
    void gatewayFigures() {
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        QFETCH(double, requestsPerSecond);
        QFETCH(double, acquiredPerSecond);
        QFETCH(double, errorRate);
        QFETCH(double, p50);
        QFETCH(double, p99);
        const auto g = gatewayRates({scrape(1'000, before), scrape(11'000, after)});
        QVERIFY(g);
        QCOMPARE(g->atMs, qint64(11'000));
        QCOMPARE(g->seconds, 10.0);
        QVERIFY2(sameDouble(g->requestsPerSecond, requestsPerSecond),
                 qPrintable(QString::number(g->requestsPerSecond)));
        QCOMPARE(g->outcomes.size(), 3);
        QCOMPARE(g->outcomes.first().first, QStringLiteral("acquired"));
        QVERIFY(sameDouble(g->outcomes.first().second, acquiredPerSecond));
        QVERIFY2(sameDouble(g->errorRate.value_or(kNaN), errorRate),
                 qPrintable(QString::number(g->errorRate.value_or(kNaN))));
        QVERIFY2(sameDouble(g->p50Seconds, p50), qPrintable(QString::number(g->p50Seconds)));
        QVERIFY2(sameDouble(g->p99Seconds, p99), qPrintable(QString::number(g->p99Seconds)));
    }

    void notAGateway() {
        const QByteArray other = "# TYPE up gauge\nup 1\n";
        QVERIFY(!gatewayRates({scrape(0, other), scrape(1000, other)}));
        QVERIFY(!gatewayRates({scrape(0, gateway(1, 1, 0, {0, 0, 0, 0}))}));
        QCOMPARE(errorOutcomes(), (names({"released", "unavailable"})));
    }
};

QTEST_MAIN(Tst_metricrates)
#include "tst_metricrates.moc"
