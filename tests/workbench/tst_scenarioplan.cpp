// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The scenarios' mix planning, their figures (QPS, error and interception rates, executions
// per key) and the report's HTML and CSV (issue 7): pure logic, no network.
#include "workbench/report.h"
#include "workbench/scenario.h"

#include <QSet>
#include <QTest>

using namespace idem::workbench;

class Tst_ScenarioPlan : public QObject {
    Q_OBJECT

private slots:
    void plan_data();
    void plan();
    void planIsDeterministic();
    void summary_data();
    void summary();
    void slices();
    void report();
};

void Tst_ScenarioPlan::plan_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("requests");
    QTest::addColumn<int>("concurrency");
    QTest::addColumn<double>("ratio");
    QTest::addColumn<int>("keys");
    QTest::addColumn<int>("duplicates");
    QTest::addColumn<int>("effectiveConcurrency");
    QTest::addColumn<int>("maxSendsPerKey");

    QTest::newRow("normal ignores the ratio") << QStringLiteral("normal") << 100 << 10 << 0.5
                                              << 100 << 0 << 10 << 1;
    QTest::newRow("duplicates 0.9") << QStringLiteral("duplicates") << 100 << 10 << 0.9 << 10
                                    << 90 << 10 << 10;
    QTest::newRow("duplicates of one key") << QStringLiteral("duplicates") << 10 << 1 << 0.9 << 1
                                           << 9 << 1 << 10;
    QTest::newRow("mixed 0.3") << QStringLiteral("mixed") << 1000 << 20 << 0.3 << 700 << 300 << 20
                               << -1;
    QTest::newRow("burst multiplies concurrency") << QStringLiteral("burst") << 1000 << 20 << 0.1
                                                  << 900 << 100 << 200 << -1;
    QTest::newRow("burst capped by the requests") << QStringLiteral("burst") << 50 << 20 << 0.0
                                                  << 50 << 0 << 50 << 1;
    QTest::newRow("ratio near 1 keeps one fresh") << QStringLiteral("mixed") << 10 << 2 << 0.99
                                                  << 1 << 9 << 2 << 10;
    QTest::newRow("concurrency above requests") << QStringLiteral("normal") << 3 << 64 << 0.0 << 3
                                                << 0 << 3 << 1;
}

void Tst_ScenarioPlan::plan() {
    QFETCH(QString, kind);
    QFETCH(int, requests);
    QFETCH(int, concurrency);
    QFETCH(double, ratio);
    QFETCH(int, keys);
    QFETCH(int, duplicates);
    QFETCH(int, effectiveConcurrency);
    QFETCH(int, maxSendsPerKey);
    const ScenarioPlan p = planScenario(*parseScenarioKind(kind), requests, concurrency, ratio, 7);
    QCOMPARE(p.requests.size(), requests);
    QCOMPARE(p.keys, keys);
    QCOMPARE(p.concurrency, effectiveConcurrency);
    int dup = 0;
    QSet<int> seen;
    QHash<int, int> sends;
    for (const PlannedRequest& r : p.requests) {
        QVERIFY(r.keyIndex >= 0 && r.keyIndex < p.keys);
        // A key's first request is its fresh one; every later one is a duplicate.
        QCOMPARE(r.duplicate, seen.contains(r.keyIndex));
        seen.insert(r.keyIndex);
        dup += r.duplicate ? 1 : 0;
        ++sends[r.keyIndex];
    }
    QCOMPARE(dup, duplicates);
    QCOMPARE(int(seen.size()), keys);
    if (maxSendsPerKey > 0) {
        int most = 0;
        for (const int n : std::as_const(sends))
            most = std::max(most, n);
        QCOMPARE(most, maxSendsPerKey);
    }
}

void Tst_ScenarioPlan::planIsDeterministic() {
    const ScenarioPlan a = planScenario(ScenarioKind::Mixed, 500, 8, 0.3, 42);
    const ScenarioPlan b = planScenario(ScenarioKind::Mixed, 500, 8, 0.3, 42);
    const ScenarioPlan c = planScenario(ScenarioKind::Mixed, 500, 8, 0.3, 43);
    auto flat = [](const ScenarioPlan& p) {
        QList<int> out;
        for (const PlannedRequest& r : p.requests)
            out << r.keyIndex * 2 + (r.duplicate ? 1 : 0);
        return out;
    };
    QCOMPARE(flat(a), flat(b));
    QVERIFY(flat(a) != flat(c));
}

namespace {

Sample sample(int index, int key, bool duplicate, int status, bool replayed, qint64 latencyUs) {
    Sample s;
    s.index = index;
    s.keyIndex = key;
    s.duplicate = duplicate;
    s.status = status;
    s.replayed = replayed;
    s.latencyUs = latencyUs;
    s.startUs = index * 1000;
    if (status == 0)
        s.error = QStringLiteral("refused");
    return s;
}

} // namespace

void Tst_ScenarioPlan::summary_data() {
    QTest::addColumn<bool>("withUpstream");
    QTest::addColumn<QList<qint64>>("executions"); // per key 0, 1
    QTest::addColumn<int>("intercepted");
    QTest::addColumn<double>("interceptionRate");
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("keysRunOnce");

    QTest::newRow("from the upstream, once each")
        << true << QList<qint64>{1, 1} << 3 << 1.0 << QStringLiteral("upstream") << 2;
    QTest::newRow("from the upstream, one ran twice")
        << true << QList<qint64>{2, 1} << 2 << 2.0 / 3.0 << QStringLiteral("upstream") << 1;
    QTest::newRow("from the answers") << false << QList<qint64>{} << 2 << 2.0 / 3.0
                                      << QStringLiteral("responses") << 2;
}

void Tst_ScenarioPlan::summary() {
    QFETCH(bool, withUpstream);
    QFETCH(QList<qint64>, executions);
    QFETCH(int, intercepted);
    QFETCH(double, interceptionRate);
    QFETCH(QString, source);
    QFETCH(int, keysRunOnce);

    ScenarioPlan plan;
    plan.keys = 2;
    plan.requests = {{0, false}, {0, true}, {1, false}, {1, true}, {0, true}, {1, false}};
    plan.requests.removeLast();
    // key 0: 201, 201r, 409 (dup); key 1: 201, then a duplicate that failed (503)
    const QList<Sample> samples{sample(0, 0, false, 201, false, 1000),
                                sample(1, 0, true, 201, true, 2000),
                                sample(2, 1, false, 201, false, 3000),
                                sample(3, 1, true, 503, false, 4000),
                                sample(4, 0, true, 409, false, 5000)};
    std::optional<QHash<int, qint64>> counts;
    if (withUpstream)
        counts = QHash<int, qint64>{{0, executions.at(0)}, {1, executions.at(1)}};
    const ScenarioSummary s = summarizeScenario(plan, samples, 500, counts);
    QCOMPARE(s.planned, 5);
    QCOMPARE(s.sent, 5);
    QCOMPARE(s.answered, 5);
    QCOMPARE(s.qps, 10.0);
    QCOMPARE(s.errors, 1);
    QCOMPARE(s.errorRate, 0.2);
    QCOMPARE(s.duplicatesSent, 3);
    QCOMPARE(s.duplicatesIntercepted, intercepted);
    QVERIFY(qFuzzyCompare(s.interceptionRate, interceptionRate));
    QCOMPARE(s.interceptionSource, source);
    QCOMPARE(s.executionsPerKey.value(1), keysRunOnce);
    QCOMPARE(s.latency.p50, 3.0);
    QCOMPARE(s.latency.max, 5.0);
    QCOMPARE(s.outcomes.value(Outcome::Replayed), 1);
    QCOMPARE(s.outcomes.value(Outcome::InFlight), 1);
}

void Tst_ScenarioPlan::slices() {
    // Ends at 1.5, 2, 150.5, 250 ms: slices of 100 ms.
    const QList<Sample> samples{sample(0, 0, false, 200, false, 500),
                                sample(1, 1, false, 200, false, 1000),
                                sample(150, 2, false, 200, false, 500),
                                sample(200, 3, false, 200, false, 50000)};
    const QList<TimeSlice> t = timeSlices(samples, 100);
    QCOMPARE(t.size(), 3);
    QCOMPARE(t.at(0).answers, 2);
    QCOMPARE(t.at(0).p99Ms, 1.0);
    QCOMPARE(t.at(1).answers, 1);
    QCOMPARE(t.at(2).answers, 1);
    QCOMPARE(t.at(2).p50Ms, 50.0);
    QVERIFY(timeSlices({}, 100).isEmpty());
}

void Tst_ScenarioPlan::report() {
    ScenarioResult r;
    r.options.spec.url = QUrl(QStringLiteral("http://127.0.0.1:8088/orders"));
    r.statsError = QStringLiteral("stats answered <b>502</b>");
    r.options.kind = ScenarioKind::Mixed;
    r.plan = planScenario(ScenarioKind::Mixed, 3, 1, 0.34, 1);
    r.keyPrefix = QStringLiteral("SCN-mixed-abc-");
    r.samples = {sample(0, 0, false, 201, false, 1500), sample(1, 0, true, 201, true, 800),
                 sample(2, 1, false, 0, false, 300)};
    r.samples[2].error = QStringLiteral("The connection broke: \"reset\", by peer");
    r.summary = summarizeScenario(r.plan, r.samples, 1000, std::nullopt);

    const QString html = scenarioReportHtml(r);
    QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>")));
    QCOMPARE(html.count(QStringLiteral("<svg ")), 3);
    QCOMPARE(html.count(QStringLiteral("</svg>")), 3);
    QVERIFY(html.contains(QStringLiteral("achieved QPS")));
    QVERIFY(html.contains(QStringLiteral("p50 / p95 / p99")));
    QVERIFY(html.contains(QStringLiteral("1 of 1 (100.00 %, from the responses)")));
    QVERIFY2(!html.contains(QStringLiteral("<b>502")), "server text must be escaped");
    QVERIFY(html.contains(QStringLiteral("&lt;b&gt;502")));

    const QByteArray csv = scenarioSamplesCsv(r);
    const QList<QByteArray> lines = csv.split('\n');
    QCOMPARE(lines.size(), 5); // header, 3 rows, "" after the last CRLF
    QCOMPARE(lines.at(0), QByteArray("index,key,duplicate,start_ms,latency_ms,status,replayed,"
                                     "outcome,error\r"));
    QCOMPARE(lines.at(1), QByteArray("0,SCN-mixed-abc-0,0,0.000,1.500,201,0,executed,\r"));
    QCOMPARE(lines.at(2), QByteArray("1,SCN-mixed-abc-0,1,1.000,0.800,201,1,replayed,\r"));
    QCOMPARE(lines.at(3), QByteArray("2,SCN-mixed-abc-1,0,2.000,0.300,0,0,transport_error,"
                                     "\"The connection broke: \"\"reset\"\", by peer\"\r"));
}

QTEST_MAIN(Tst_ScenarioPlan)
#include "tst_scenarioplan.moc"
