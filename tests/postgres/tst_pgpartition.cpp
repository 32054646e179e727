// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The layout partitioned by expires_at (ADR 0010; label postgres), on a fresh table per test
// (FreshStore "postgres-partitioned": one-second partitions, five made ahead):
// - the reaper detaches and drops the partitions that lapsed instead of deleting their rows,
//   returns how many rows went, and every lapse is counted once as "expired": with one
//   reaper, two at once, and two at once while other connections re-acquire the lapsed keys;
// - `idemctl migrate --partitioned` converts an empty table, keeps the layout on a second run,
//   refuses a table with rows (naming the manual steps) and a change of span.
// The store contract and the races run on this layout too (storecontract_postgres_partitioned,
// races_postgres_partitioned).

#include "base/errors.h"
#include "pgtestsql.h"
#include "postgres/pgmigrate.h"
#include "store/tokenstore.h"
#include "support/barrier.h"
#include "support/storefixture.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTest>
#include <atomic>
#include <thread>

using namespace idem;
using namespace std::chrono_literals;
using idem::test::FreshStore;
using idem::test::PgSql;

class Tst_PgPartition : public QObject {
    Q_OBJECT
private slots:
    void reaperDropsLapsedPartitions_data();
    void reaperDropsLapsedPartitions();
    void idemctlMigratePartitioned_data();
    void idemctlMigratePartitioned();
};

void Tst_PgPartition::reaperDropsLapsedPartitions_data() {
    QTest::addColumn<int>("reapers");
    QTest::addColumn<bool>("reacquire"); // other connections acquire the lapsed keys meanwhile
    QTest::newRow("one reaper") << 1 << false;
    QTest::newRow("two reapers at once") << 2 << false;
    QTest::newRow("two reapers, keys re-acquired meanwhile") << 2 << true;
}

void Tst_PgPartition::reaperDropsLapsedPartitions() {
    QFETCH(int, reapers);
    QFETCH(bool, reacquire);
    IDEM_FRESH_STORE(s, QStringLiteral("postgres-partitioned"));
    PgSql sql(s.sharedUrl());
    const std::string upper = "\"" + sql.table + "_partition_upper\"";

    // 400 tokens lapsing within about two seconds, in range partitions (not the default);
    // half of them completed with a retention that moves their row to a later partition.
    constexpr int kTokens = 400;
    QStringList keys;
    for (int i = 0; i < kTokens; ++i) {
        // The fixture makes partitions 5 s ahead; on a loaded machine 400 writes take longer
        // than that, so the partitions ahead are moved on every 50 (as the reaper would).
        if (i % 50 == 0)
            sql.exec("SELECT \"" + sql.table + "_partitions_ahead\"()");
        AcquireRequest r = test::acquireRequest(QStringLiteral("lapse-%1").arg(i));
        r.retention = 1200ms;
        const AcquireResult a = s->acquire(r);
        QCOMPARE(int(a.outcome), int(AcquireOutcome::Acquired));
        if (i % 2 == 0) {
            CompleteRequest c = test::completeReq(a, QByteArrayLiteral("{}"));
            c.retention = 1800ms;
            s->complete(c);
        }
        keys << r.key;
    }
    s->issue(IssueRequest{QStringLiteral("kept"), QString(), 30min});
    QCOMPARE(sql.number("SELECT count(*) FROM " + sql.t() + " WHERE tableoid = '\"" + sql.table +
                        "_default\"'::regclass AND token <> 'kept'"),
             0LL);
    const auto holding = sql.exec("SELECT DISTINCT tableoid::regclass::text FROM " + sql.t() +
                                  " WHERE token <> 'kept'");
    QVERIFY(holding.size() >= 2);

    // Wait until every partition holding them lies wholly in the past.
    QTRY_VERIFY_WITH_TIMEOUT(sql.exec("SELECT bool_and(" + upper + "(tableoid) <= now()) FROM " +
                                      sql.t() + " WHERE token <> 'kept'")[0][0]
                                 .as<bool>(),
                             15000);

    std::vector<std::unique_ptr<TokenStore>> stores;
    for (int i = 0; i < reapers + (reacquire ? 2 : 0); ++i)
        stores.push_back(s.openAnother());
    idem::test::Barrier sync(int(stores.size()));
    std::vector<qint64> removed(stores.size(), 0);
    std::atomic<int> reacquired{0};
    std::atomic<int> errors{0};
    std::vector<std::thread> pool;
    for (size_t t = 0; t < stores.size(); ++t) {
        pool.emplace_back([&, t] {
            sync.arrive_and_wait();
            try {
                if (int(t) < reapers) {
                    removed[t] = stores[t]->purgeExpired(0);
                    return;
                }
                // Re-acquirers: every other key, each acquirer half of those.
                for (int i = int(t - size_t(reapers)); i < kTokens; i += 4) {
                    const AcquireResult a = test::withRetry(
                        [&] { return stores[t]->acquire(test::acquireRequest(keys.at(i))); });
                    if (a.outcome == AcquireOutcome::Acquired && !a.takeover)
                        ++reacquired;
                    else
                        ++errors;
                }
            } catch (const Error& e) {
                qWarning("thread %d: %s", int(t), e.what());
                ++errors;
            }
        });
    }
    for (auto& th : pool)
        th.join();
    QCOMPARE(errors.load(), 0);
    qint64 total = 0;
    for (int t = 0; t < reapers; ++t)
        total += removed[size_t(t)];
    qInfo("removed %lld rows, re-acquired %d", total, reacquired.load());

    // Each lapse counted once: by the reaper before it dropped the partition, or by the
    // acquire that replaced the row.
    QCOMPARE(s->stats(1h).total(Counter::Expired), qint64(kTokens));
    QCOMPARE(s->counts().expired, 0);
    QCOMPARE(s->counts().total(), qint64(1 + reacquired.load()));
    if (reacquire) {
        QCOMPARE(reacquired.load(), kTokens / 2);
        QVERIFY(total <= kTokens);
    } else {
        QCOMPARE(total, qint64(kTokens));
    }
    // Dropped, not emptied: the partitions that held the rows are gone, none is left detached.
    for (const auto& row : holding) {
        QVERIFY2(sql.exec("SELECT to_regclass('" + row[0].as<std::string>() + "') IS NULL")[0][0]
                     .as<bool>(),
                 row[0].c_str());
    }
    QCOMPARE(sql.number("SELECT count(*) FROM pg_class WHERE relname LIKE '" + sql.table +
                        "\\_lapsed\\_%'"),
             0LL);
    // And a purge after that finds nothing more.
    QCOMPARE(s->purgeExpired(0), 0);
}

void Tst_PgPartition::idemctlMigratePartitioned_data() {
    QTest::addColumn<QString>("before");     // what the table holds before
    QTest::addColumn<QStringList>("options"); // migrate's options
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("says");        // in the output
    QTest::addColumn<bool>("partitioned");    // the layout afterwards
    const QStringList part{QStringLiteral("--partitioned")};
    QTest::newRow("nothing: made partitioned")
        << QStringLiteral("none") << part << 0 << QStringLiteral("004_partitioned") << true;
    QTest::newRow("empty plain table: converted")
        << QStringLiteral("plain") << part << 0 << QStringLiteral("004_partitioned") << true;
    QTest::newRow("plain table with rows: refused")
        << QStringLiteral("plain rows") << part << 2
        << QStringLiteral("has rows, so it was not converted") << false;
    QTest::newRow("partitioned: kept on a second run")
        << QStringLiteral("partitioned") << part << 0
        << QStringLiteral("partitioned by expires_at") << true;
    QTest::newRow("partitioned: plain migrate keeps it")
        << QStringLiteral("partitioned") << QStringList() << 0
        << QStringLiteral("partitioned by expires_at") << true;
    QTest::newRow("partitioned: another span refused")
        << QStringLiteral("partitioned")
        << QStringList{QStringLiteral("--partitioned"), QStringLiteral("--partition-span"),
                       QStringLiteral("1h")}
        << 2 << QStringLiteral("the span cannot change") << true;
    QTest::newRow("span without --partitioned refused")
        << QStringLiteral("none")
        << QStringList{QStringLiteral("--partition-span"), QStringLiteral("1h")} << 2
        << QStringLiteral("goes with --partitioned") << false;
}

void Tst_PgPartition::idemctlMigratePartitioned() {
    QFETCH(QString, before);
    QFETCH(QStringList, options);
    QFETCH(int, exitCode);
    QFETCH(QString, says);
    QFETCH(bool, partitioned);
    // A store made here only to own (and drop) a random table name; its table is replaced.
    IDEM_FRESH_STORE(s, QStringLiteral("postgres"));
    const QString url = s.sharedUrl();
    PgSql sql(url);
    pg::dropTables(url);
    if (before == QLatin1String("plain rows")) {
        pg::migrate(url);
        s.openAnother()->issue(IssueRequest{QStringLiteral("a-row"), QString(), 30min});
    } else if (before == QLatin1String("plain")) {
        pg::migrate(url);
    } else if (before == QLatin1String("partitioned")) {
        pg::MigrateOptions o;
        o.partitioned = true;
        pg::migrate(url, o);
    }
    QProcess p;
    p.start(QStringLiteral(IDEMCTL_PATH),
            QStringList{QStringLiteral("--store"), url, QStringLiteral("migrate")} + options);
    QVERIFY(p.waitForFinished(60000));
    const QByteArray out = p.readAllStandardOutput() + p.readAllStandardError();
    QVERIFY2(p.exitCode() == exitCode, out.constData());
    QVERIFY2(out.contains(says.toUtf8()), out.constData());
    const bool isPartitioned =
        sql.exec("SELECT relkind = 'p' FROM pg_class WHERE oid = to_regclass('" + sql.t() + "')")
            .size() == 1 &&
        sql.exec("SELECT relkind = 'p' FROM pg_class WHERE oid = to_regclass('" + sql.t() +
                 "')")[0][0]
            .as<bool>();
    QCOMPARE(isPartitioned, partitioned);
    if (partitioned) {
        // Today's partition and two days ahead (the defaults: 1-day span, 2 days ahead: 3),
        // plus the default.
        QCOMPARE(sql.number("SELECT count(*) FROM pg_inherits WHERE inhparent = '" + sql.t() +
                            "'::regclass"),
                 4LL);
        // The store opens it and works.
        auto store = openStore(url);
        QCOMPARE(store->issue(IssueRequest{QStringLiteral("after"), QString(), 1h}).key,
                 QStringLiteral("after"));
    }
    if (before == QLatin1String("plain rows"))
        QCOMPARE(sql.number("SELECT count(*) FROM " + sql.t()), 1LL); // nothing changed
}

QTEST_GUILESS_MAIN(Tst_PgPartition)
#include "tst_pgpartition.moc"
