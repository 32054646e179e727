// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The PostgreSQL store under concurrency and faults (label postgres), on a fresh table per test
// (FreshStore "postgres", IDEM_TEST_PG_URL):
// - 32 connections x 2,000 rounds on a fresh key each: exactly one acquired per key;
// - 1,000 stuck rows taken over by 8 connections at once, twice: one winner per row and round,
//   the fencing counter strictly rising;
// - two reapers on 10,000 expired rows: every row deleted and counted exactly once;
// - the store's connection killed between calls: a typed error, then the next call works;
// - a statement held up by a lock past statement_timeout: Retryable, nothing changed.

#include "base/errors.h"
#include "pgtestsql.h"
#include "store/tokenstore.h"
#include "support/barrier.h"
#include "support/storefixture.h"
#include "token/generator.h"

#include <QRandomGenerator>
#include <QTest>
#include <QUrl>
#include <QUrlQuery>
#include <algorithm>
#include <atomic>
#include <map>
#include <numeric>
#include <pqxx/pqxx>
#include <random>
#include <thread>

using namespace idem;
using namespace std::chrono_literals;
using idem::test::FreshStore;
using idem::test::withParam;

namespace {

template <typename F> QString errorOf(F&& f) {
    try {
        f();
    } catch (const Error& e) {
        return errorKindName(e.kind());
    }
    return QStringLiteral("none");
}

std::vector<std::unique_ptr<TokenStore>> openMany(const QString& url, int n) {
    std::vector<std::unique_ptr<TokenStore>> out;
    for (int i = 0; i < n; ++i)
        out.push_back(openStore(url));
    return out;
}

} // namespace

class Tst_PgStore : public QObject {
    Q_OBJECT

private slots:
    void oneAcquiredPerKey_32connections();
    void takeoverRace_oneWinnerEach_fenceRising();
    void twoReapers_countEachRowOnce();
    void killedConnection_typedErrorThenWorks();
    void statementTimeout_isRetryable();
};

void Tst_PgStore::oneAcquiredPerKey_32connections() {
    IDEM_FRESH_STORE(s, QStringLiteral("postgres"));
    constexpr int kConnections = 32;
    constexpr int kRounds = 2000;
    auto stores = openMany(s.sharedUrl(), kConnections);
    idem::test::Barrier sync(kConnections);
    std::vector<int> acquiredPerRound(kRounds, 0);
    std::atomic<int> errors{0};
    std::mutex m;
    std::vector<std::thread> pool;
    const RequestIdentity request = test::testRequest();
    for (int t = 0; t < kConnections; ++t) {
        pool.emplace_back([&, t] {
            for (int round = 0; round < kRounds; ++round) {
                sync.arrive_and_wait();
                AcquireRequest r;
                r.key = QStringLiteral("round-%1").arg(round);
                r.request = request;
                r.owner = TokenGenerator::owner();
                try {
                    const AcquireResult a = stores[t]->acquire(r);
                    if (a.outcome == AcquireOutcome::Acquired) {
                        std::lock_guard lock(m);
                        ++acquiredPerRound[round];
                    } else if (a.outcome != AcquireOutcome::InFlight) {
                        ++errors;
                    }
                } catch (const Error&) {
                    ++errors;
                }
            }
        });
    }
    for (auto& th : pool)
        th.join();
    QCOMPARE(errors.load(), 0);
    for (int round = 0; round < kRounds; ++round)
        QVERIFY2(
            acquiredPerRound[round] == 1,
            qPrintable(
                QStringLiteral("round %1: %2 acquired").arg(round).arg(acquiredPerRound[round])));
    const StatsSeries st = s->stats(1h);
    QCOMPARE(st.total(Counter::Acquired), qint64(kRounds));
    QCOMPARE(st.total(Counter::InFlight), qint64(kRounds) * (kConnections - 1));
    QCOMPARE(s->counts().processing, qint64(kRounds));
}

void Tst_PgStore::takeoverRace_oneWinnerEach_fenceRising() {
    IDEM_FRESH_STORE(s, QStringLiteral("postgres"));
    constexpr int kRows = 1000;
    constexpr int kConnections = 8;
    test::PgSql sql(s.sharedUrl());
    const RequestIdentity request = test::testRequest();
    // 1,000 rows held by a dead owner whose lease ran out a second ago.
    sql.exec("INSERT INTO \"" + sql.table +
             "\" (token, scope, status, created_at, updated_at, acquired_at, expires_at, "
             "lease_until, owner, fence, request_method, request_path, fingerprint, body_sample) "
             "SELECT 'stuck-' || g, '', 'processing', now(), now(), now(), now() + interval "
             "'1 hour', now() - interval '1 second', 'dead-owner', 1, 'POST', '/orders', '" +
             request.fingerprint.toStdString() + "', '\\x' FROM generate_series(1, " +
             std::to_string(kRows) + ") g");
    QCOMPARE(s->counts().stuck, qint64(kRows));
    auto stores = openMany(s.sharedUrl(), kConnections);
    std::map<QString, qint64> lastFence;
    for (int round = 1; round <= 2; ++round) {
        std::vector<std::vector<AcquireResult>> won(kConnections);
        std::atomic<int> errors{0};
        idem::test::Barrier sync(kConnections);
        std::vector<std::thread> pool;
        for (int t = 0; t < kConnections; ++t) {
            pool.emplace_back([&, t] {
                std::vector<int> order(kRows);
                std::iota(order.begin(), order.end(), 1);
                std::shuffle(order.begin(), order.end(), std::mt19937(unsigned(t * 7 + round)));
                sync.arrive_and_wait();
                for (int i : order) {
                    AcquireRequest r;
                    r.key = QStringLiteral("stuck-%1").arg(i);
                    r.request = request;
                    r.owner = TokenGenerator::owner();
                    try {
                        AcquireResult a = stores[t]->acquire(r);
                        if (a.outcome == AcquireOutcome::Acquired)
                            won[t].push_back(std::move(a));
                        else if (a.outcome != AcquireOutcome::InFlight)
                            ++errors;
                    } catch (const Error&) {
                        ++errors;
                    }
                }
            });
        }
        for (auto& th : pool)
            th.join();
        QCOMPARE(errors.load(), 0);
        std::map<QString, int> winners;
        for (const auto& list : won) {
            for (const AcquireResult& a : list) {
                ++winners[a.record.key];
                QVERIFY(a.takeover);
                const qint64 previous = lastFence.count(a.record.key) ? lastFence[a.record.key] : 1;
                QVERIFY2(a.record.fence > previous,
                         qPrintable(QStringLiteral("%1: fence %2 after %3")
                                        .arg(a.record.key)
                                        .arg(a.record.fence)
                                        .arg(previous)));
                lastFence[a.record.key] = a.record.fence;
            }
        }
        QCOMPARE(int(winners.size()), kRows);
        for (const auto& [key, n] : winners)
            QVERIFY2(n == 1, qPrintable(key));
        QCOMPARE(s->stats(1h).total(Counter::TakenOver), qint64(kRows) * round);
        // Every winner's lease lapses again for the next round.
        sql.exec("UPDATE \"" + sql.table + "\" SET lease_until = now() - interval '1 second'");
    }
}

void Tst_PgStore::twoReapers_countEachRowOnce() {
    IDEM_FRESH_STORE(s, QStringLiteral("postgres"));
    constexpr int kRows = 10000;
    test::PgSql sql(s.sharedUrl());
    sql.exec("INSERT INTO \"" + sql.table +
             "\" (token, scope, status, created_at, updated_at, expires_at) SELECT 'gone-' || g, "
             "'', 'pending', now() - interval '1 hour', now() - interval '1 hour', now() FROM "
             "generate_series(1, " +
             std::to_string(kRows) + ") g");
    s->issue(IssueRequest{QStringLiteral("kept"), QString(), 30min});
    QCOMPARE(s->counts().expired, qint64(kRows));
    auto reapers = openMany(s.sharedUrl(), 2);
    idem::test::Barrier sync(2);
    qint64 removed[2] = {0, 0};
    std::atomic<int> errors{0};
    std::vector<std::thread> pool;
    for (int t = 0; t < 2; ++t) {
        pool.emplace_back([&, t] {
            sync.arrive_and_wait();
            try {
                // Small bounded calls, so that the two interleave many times.
                for (;;) {
                    const qint64 n = reapers[t]->purgeExpired(250);
                    removed[t] += n;
                    if (n == 0)
                        break;
                }
            } catch (const Error&) {
                ++errors;
            }
        });
    }
    for (auto& th : pool)
        th.join();
    QCOMPARE(errors.load(), 0);
    qInfo("reaper A removed %lld, reaper B %lld", removed[0], removed[1]);
    QCOMPARE(removed[0] + removed[1], qint64(kRows));
    QCOMPARE(s->counts().expired, 0);
    QCOMPARE(s->counts().total(), 1);
    QCOMPARE(s->stats(1h).total(Counter::Expired), qint64(kRows));
}

void Tst_PgStore::killedConnection_typedErrorThenWorks() {
    IDEM_FRESH_STORE(s, QStringLiteral("postgres"));
    const QString app = QStringLiteral("idem_kill_%1").arg(QRandomGenerator::global()->generate());
    std::unique_ptr<TokenStore> victim =
        openStore(withParam(s.sharedUrl(), QStringLiteral("application_name"), app));
    victim->issue(IssueRequest{QStringLiteral("before"), QString(), 30min});
    test::PgSql sql(s.sharedUrl());
    const pqxx::result killed =
        sql.exec("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE "
                 "application_name = '" +
                 app.toStdString() + "'");
    QCOMPARE(int(killed.size()), 1);
    // A read on the dead connection: connection lost (nothing happened); a write would have
    // been outcome unknown. Either way a typed error, never a crash.
    const QString first = errorOf([&] { victim->get(QStringLiteral("before"), QString()); });
    QVERIFY2(first == errorKindName(ErrorKind::ConnectionLost) || first == QLatin1String("none"),
             qPrintable(first));
    // The next call reconnects.
    QVERIFY(victim->get(QStringLiteral("before"), QString()));
    QCOMPARE(victim->acquire(test::acquireRequest(QStringLiteral("after"))).outcome,
             AcquireOutcome::Acquired);

    // Killed again, then a write: outcome unknown (the statement may have run).
    sql.exec("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '" +
             app.toStdString() + "'");
    const QString write = errorOf([&] {
        victim->issue(IssueRequest{QStringLiteral("during"), QString(), 30min});
    });
    QVERIFY2(write == errorKindName(ErrorKind::OutcomeUnknown) || write == QLatin1String("none"),
             qPrintable(write));
    QCOMPARE(victim->counts().total(), write == QLatin1String("none") ? 3 : 2);
}

void Tst_PgStore::statementTimeout_isRetryable() {
    IDEM_FRESH_STORE(s, QStringLiteral("postgres"));
    s->issue(IssueRequest{QStringLiteral("locked"), QString(), 30min});
    std::unique_ptr<TokenStore> impatient = openStore(
        withParam(s.sharedUrl(), QStringLiteral("statement_timeout"), QStringLiteral("200ms")));
    test::PgSql sql(s.sharedUrl());
    {
        // Another transaction holds the row.
        pqxx::work holder(*sql.conn);
        holder.exec("SELECT 1 FROM \"" + sql.table + "\" WHERE token = 'locked' FOR UPDATE");
        AcquireRequest r = test::acquireRequest(QStringLiteral("locked"));
        r.mode = AcquireMode::Issued;
        QCOMPARE(errorOf([&] { impatient->acquire(r); }), errorKindName(ErrorKind::Retryable));
        holder.abort();
    }
    QCOMPARE(s->get(QStringLiteral("locked"), QString())->state, State::Pending);
    AcquireRequest r = test::acquireRequest(QStringLiteral("locked"));
    r.mode = AcquireMode::Issued;
    QCOMPARE(impatient->acquire(r).outcome, AcquireOutcome::Acquired);
}

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    Tst_PgStore t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_pgstore.moc"
