// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Reads through a real streaming replica (label postgres): scripts/with-services.sh starts a
// hot standby of its throwaway cluster (pg_basebackup -R) and exports IDEM_TEST_PG_REPLICA_URL.
// A store opened with both hosts, the standby first, and reads=prefer-standby:
// - writes land on the primary (libpq's target_session_attrs=read-write skips the standby),
//   and the record a write returns is the primary's;
// - get, list and counts come from the standby: they show the primary's writes once they have
//   replicated (waited for with QTRY_*), and, while the standby's replay is paused, still show
//   a released token as processing (the lag support staff see, docs/SCALING.md).

#include "base/errors.h"
#include "pgtestsql.h"
#include "store/tokenstore.h"
#include "support/storefixture.h"

#include <QTest>
#include <QUrl>
#include <QUrlQuery>

using namespace idem;
using namespace std::chrono_literals;
using idem::test::FreshStore;
using idem::test::PgSql;

namespace {

/// The store URL of `primaryStore` (a FreshStore's) with the standby listed first and reads
/// going to it: "postgresql://idem@standby,primary/idemtest?table=…&reads=prefer-standby".
QString routedUrl(const QString& primaryStore, const QString& replica) {
    const QUrl p(primaryStore);
    const QUrl r(replica);
    const QUrlQuery q(p);
    return QStringLiteral("postgresql://%1@%2:%3,%4:%5%6?table=%7&reads=prefer-standby")
        .arg(p.userName(), r.host())
        .arg(r.port())
        .arg(p.host())
        .arg(p.port())
        .arg(p.path(), q.queryItemValue(QStringLiteral("table")));
}

/// Pauses the standby's WAL replay until destroyed (resumed even when the test fails).
struct ReplayPause {
    explicit ReplayPause(PgSql& standby) : sql(standby) {
        sql.exec("SELECT pg_wal_replay_pause()");
    }
    ~ReplayPause() {
        try {
            sql.exec("SELECT pg_wal_replay_resume()");
        } catch (const std::exception& e) {
            qWarning("could not resume the standby's replay: %s", e.what());
        }
    }
    bool paused() {
        return sql.exec("SELECT pg_get_wal_replay_pause_state()")[0][0].as<std::string>() ==
               "paused";
    }
    PgSql& sql;
};

} // namespace

class Tst_PgReplica : public QObject {
    Q_OBJECT
private slots:
    void init();
    void writesGoToThePrimary();
    void readsShowTheStandbysState_data();
    void readsShowTheStandbysState();

private:
    QString m_replica;
};

void Tst_PgReplica::init() {
    m_replica = qEnvironmentVariable("IDEM_TEST_PG_REPLICA_URL");
    if (m_replica.isEmpty()) {
        const char* why = "IDEM_TEST_PG_REPLICA_URL is not set: no standby to read from "
                          "(scripts/with-services.sh starts one)";
        if (qEnvironmentVariableIntValue("IDEM_REQUIRE_SERVICES") == 1)
            QFAIL(why);
        QSKIP(why);
    }
}

void Tst_PgReplica::writesGoToThePrimary() {
    IDEM_FRESH_STORE(s, QStringLiteral("postgres"));
    PgSql standby(m_replica);
    standby.table = QUrlQuery(QUrl(s.sharedUrl()))
                        .queryItemValue(QStringLiteral("table"))
                        .toStdString();
    QTRY_VERIFY_WITH_TIMEOUT(standby.exec("SELECT to_regclass('" + standby.t() +
                                          "') IS NOT NULL")[0][0]
                                 .as<bool>(),
                             10000);
    QCOMPARE(standby.exec("SELECT pg_is_in_recovery()")[0][0].as<bool>(), true);

    auto routed = openStore(routedUrl(s.sharedUrl(), m_replica));
    QVERIFY2(routed->info().transport.contains(QLatin1String("reads: prefer-standby")),
             qPrintable(routed->info().transport));
    const AcquireResult a = routed->acquire(test::acquireRequest(QStringLiteral("w-1")));
    QCOMPARE(int(a.outcome), int(AcquireOutcome::Acquired));
    QCOMPARE(a.record.state, State::Processing);
    // On the primary at once (the store's own connection there)...
    QCOMPARE(s->get(QStringLiteral("w-1"), QString())->state, State::Processing);
    // ... the record complete() returns is the primary's, not a stale replica read...
    const TokenRecord done = routed->complete(test::completeReq(a, QByteArrayLiteral("ok")));
    QCOMPARE(done.state, State::Completed);
    // ... and reads through the standby see it once it has replicated.
    QTRY_COMPARE_WITH_TIMEOUT(
        [&] {
            const auto r = routed->get(QStringLiteral("w-1"), QString());
            return r ? r->state : State::Expired;
        }(),
        State::Completed, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(
        standby.number("SELECT count(*) FROM " + standby.t() + " WHERE status = 'completed'"),
        1LL, 10000);
}

void Tst_PgReplica::readsShowTheStandbysState_data() {
    QTest::addColumn<QString>("read");
    QTest::newRow("get") << QStringLiteral("get");
    QTest::newRow("list") << QStringLiteral("list");
    QTest::newRow("counts") << QStringLiteral("counts");
}

void Tst_PgReplica::readsShowTheStandbysState() {
    QFETCH(QString, read);
    IDEM_FRESH_STORE(s, QStringLiteral("postgres"));
    const QString table = QUrlQuery(QUrl(s.sharedUrl())).queryItemValue(QStringLiteral("table"));
    auto routed = openStore(routedUrl(s.sharedUrl(), m_replica));
    // What the read shows for the one token: its state, or "none".
    auto seen = [&]() -> QString {
        try {
            if (read == QLatin1String("get")) {
                const auto r = routed->get(QStringLiteral("stuck-1"), QString());
                return r ? stateName(r->state) : QStringLiteral("none");
            }
            if (read == QLatin1String("list")) {
                const ListPage page = routed->list(ListQuery{});
                return page.records.isEmpty() ? QStringLiteral("none")
                                              : stateName(page.records.constFirst().state);
            }
            const StateCounts c = routed->counts(std::nullopt);
            return c.processing ? QStringLiteral("processing")
                   : c.pending  ? QStringLiteral("pending")
                                : QStringLiteral("none");
        } catch (const Error& e) {
            return QStringLiteral("error: ") + QString::fromUtf8(e.what()); // table not there yet
        }
    };
    const AcquireResult a = routed->acquire(test::acquireRequest(QStringLiteral("stuck-1")));
    QTRY_COMPARE_WITH_TIMEOUT(seen(), QStringLiteral("processing"), 10000);

    PgSql standby(m_replica, QStringLiteral("postgres"));
    standby.table = table.toStdString();
    {
        ReplayPause pause(standby);
        QTRY_VERIFY_WITH_TIMEOUT(pause.paused(), 10000);
        // Released on the primary; the standby has not replayed it.
        const TokenRecord released =
            routed->release(Claim{a.record.key, a.record.scope, a.record.owner, a.record.fence});
        QCOMPARE(released.state, State::Pending);
        QCOMPARE(s->get(QStringLiteral("stuck-1"), QString())->state, State::Pending);
        QCOMPARE(seen(), QStringLiteral("processing"));
    }
    // Replay resumed: the standby catches up.
    QTRY_COMPARE_WITH_TIMEOUT(seen(), QStringLiteral("pending"), 10000);
}

QTEST_GUILESS_MAIN(Tst_PgReplica)
#include "tst_pgreplica.moc"
