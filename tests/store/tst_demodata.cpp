// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// demo::populate on a real store: every state is there, by the store's own counts.
#include "base/errors.h"
#include "demo/demodata.h"
#include "support/storefixture.h"

#include <QSet>
#include <QTest>

using namespace idem;

Q_DECLARE_METATYPE(idem::demo::DemoOptions)

class TestDemoData : public QObject {
    Q_OBJECT

private slots:
    void leavesEveryState_data();
    void leavesEveryState();
    void recordsTheEvents();
    void refusesBadOptions_data();
    void refusesBadOptions();
};

void TestDemoData::leavesEveryState_data() {
    QTest::addColumn<QString>("spec");
    QTest::addColumn<demo::DemoOptions>("options");

    QTest::newRow("default, file") << QStringLiteral("sqlite-file") << demo::DemoOptions{};
    demo::DemoOptions small;
    small.pending = 3;
    small.released = 1;
    small.processing = 2;
    small.stuck = 2;
    small.completed = 4;
    small.expired = 2;
    small.replays = 3;
    small.mismatches = 1;
    small.inFlight = 1;
    small.stuckLease = 200ms;
    small.scopes = {QStringLiteral("only-scope")};
    QTest::newRow("small, memory") << QStringLiteral("sqlite::memory:") << small;
}

void TestDemoData::leavesEveryState() {
    QFETCH(QString, spec);
    QFETCH(demo::DemoOptions, options);
    test::FreshStore store(spec);

    const demo::DemoSummary s = demo::populate(*store, options);
    QCOMPARE(s.pending, options.pending);
    QCOMPARE(s.released, options.released);
    QCOMPARE(s.processing, options.processing);
    QCOMPARE(s.stuck, options.stuck);
    QCOMPARE(s.completed, options.completed);
    QCOMPARE(s.expired, options.expired);

    const StateCounts c = store->counts();
    QCOMPARE(c.pending, s.pending);
    QCOMPARE(c.processing, s.processing + s.stuck);
    QCOMPARE(c.completed, s.completed);
    QCOMPARE(c.expired, s.expired);
    QCOMPARE(c.total(), s.total());
    QVERIFY(c.pending > 0 && c.processing > 0 && c.completed > 0 && c.expired > 0);
    // The stuck ones become stuck by themselves once their short lease lapses.
    QTRY_COMPARE_WITH_TIMEOUT(store->counts().stuck, qint64(s.stuck), 20000);
    QCOMPARE(store->counts().processing, qint64(s.processing + s.stuck));
}

void TestDemoData::recordsTheEvents() {
    test::FreshStore store(QStringLiteral("sqlite::memory:"));
    const demo::DemoOptions options;
    const demo::DemoSummary s = demo::populate(*store, options);
    QCOMPARE(s.replays, options.replays);
    QCOMPARE(s.mismatches, options.mismatches);
    QCOMPARE(s.inFlight, options.inFlight);

    const StatsSeries stats = store->stats(kStatsRetention);
    QCOMPARE(stats.total(Counter::Replayed), qint64(s.replays));
    QCOMPARE(stats.total(Counter::Mismatch), qint64(s.mismatches));
    QCOMPARE(stats.total(Counter::InFlight), qint64(s.inFlight));
    QCOMPARE(stats.total(Counter::Released), qint64(s.released));
    QCOMPARE(stats.total(Counter::Completed), qint64(s.completed + (s.expired + 1) / 2));

    // Every operator expiry is in the audit log, and the data has what the console shows off.
    const QList<AuditEntry> audit = store->audit(1000);
    QCOMPARE(audit.size(), s.expired);
    for (const AuditEntry& entry : audit) {
        QCOMPARE(entry.action, QStringLiteral("expire"));
        QCOMPARE(entry.user, QStringLiteral("demo"));
    }
    QSet<QString> prefixes, paths, scopes;
    bool uuid = false;
    bool jsonResponse = false;
    ListQuery query;
    query.limit = 1000;
    for (const TokenRecord& r : store->list(query).records) {
        const qsizetype underscore = r.key.indexOf(QLatin1Char('_'));
        if (underscore > 0)
            prefixes << r.key.left(underscore);
        else
            uuid = uuid || r.key.size() == 32;
        if (!r.path.isEmpty())
            paths << r.method + QLatin1Char(' ') +
                         (r.path.startsWith(QLatin1String("/orders/"))
                              ? QStringLiteral("/orders/{id}")
                              : r.path);
        scopes << r.scope;
        if (r.response && r.response->body.startsWith('{'))
            jsonResponse = true;
    }
    QCOMPARE(prefixes,
             (QSet<QString>{QStringLiteral("PAY"), QStringLiteral("ORD"), QStringLiteral("REF")}));
    QVERIFY(uuid);
    QCOMPARE(paths, (QSet<QString>{QStringLiteral("POST /payments"), QStringLiteral("POST /orders"),
                                   QStringLiteral("PATCH /orders/{id}")}));
    QCOMPARE(scopes.size(), options.scopes.size());
    QVERIFY(jsonResponse);
}

void TestDemoData::refusesBadOptions_data() {
    QTest::addColumn<demo::DemoOptions>("options");
    demo::DemoOptions o;
    o.completed = -1;
    QTest::newRow("negative count") << o;
    o = {};
    o.released = o.pending + 1;
    QTest::newRow("more released than pending") << o;
    o = {};
    o.stuckLease = 0ms;
    QTest::newRow("zero stuck lease") << o;
    o = {};
    o.stuckLease = o.liveLease;
    QTest::newRow("stuck lease not shorter") << o;
    o = {};
    o.scopes.clear();
    QTest::newRow("no scope") << o;
}

void TestDemoData::refusesBadOptions() {
    QFETCH(demo::DemoOptions, options);
    test::FreshStore store(QStringLiteral("sqlite::memory:"));
    try {
        demo::populate(*store, options);
        QFAIL("bad options were accepted");
    } catch (const Error& e) {
        QCOMPARE(e.kind(), ErrorKind::BadInput);
    }
    QCOMPARE(store->counts().total(), qint64(0)); // refused before anything was written
}

QTEST_MAIN(TestDemoData)
#include "tst_demodata.moc"
