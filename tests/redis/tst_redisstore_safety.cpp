// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The Redis store made safe to point at a production server (issue 3), against redis-server
// processes of the test's own (loopback, temporary folder, killed with the test):
// - eviction: writes are refused on a server whose maxmemory-policy can evict token hashes,
//   reads keep working; a user who may not read the policy can still write, with a warning;
// - faults: the server killed between and during operations gives typed errors, never a crash,
//   and the same store object works again once the server is back on its port; a server that
//   stops answering (SIGSTOP) past the command timeout gives OutcomeUnknown;
// - races: 32 connections on one fresh key per round, and a stale owner frozen with SIGSTOP in
//   a child process (stale_owner_worker.cpp) that must not complete after a takeover.
// Skipped when redis-server is not installed, failed instead when IDEM_REQUIRE_SERVICES=1.

#include "base/errors.h"
#include "redis/connection.h"
#include "redis/redisstore.h"
#include "redis/redisurl.h"
#include "store/tokenstore.h"
#include "support/barrier.h"
#include "support/ownredis.h"
#include "support/storefixture.h"
#include "token/generator.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QMap>
#include <QProcess>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <functional>
#include <optional>
#include <thread>
#include <vector>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/types.h>
#endif

using namespace idem;
using namespace std::chrono_literals;

using idem::test::errorOf;
using idem::test::freePort;
using idem::test::OwnRedis;
using idem::test::redisServerPath;
using idem::test::servicesRequired;

namespace {

/// Skips, or fails when the services are required (CI), if redis-server is missing.
#define REQUIRE_REDIS_SERVER()                                                                     \
    do {                                                                                           \
        if (redisServerPath().isEmpty()) {                                                         \
            if (servicesRequired())                                                                \
                QFAIL("missing: redis-server (IDEM_REQUIRE_SERVICES=1)");                          \
            QSKIP("missing: redis-server");                                                        \
        }                                                                                          \
    } while (false)

#ifdef Q_OS_UNIX
/// Freezes a process with SIGSTOP and lets it go on with SIGCONT at the latest when destroyed,
/// so a failing test never leaves a stopped process behind.
class Frozen {
public:
    explicit Frozen(qint64 pid) : m_pid(pid) { m_stopped = ::kill(pid_t(pid), SIGSTOP) == 0; }
    ~Frozen() { thaw(); }
    Frozen(const Frozen&) = delete;
    Frozen& operator=(const Frozen&) = delete;
    bool stopped() const { return m_stopped; }
    void thaw() {
        if (m_stopped)
            ::kill(pid_t(m_pid), SIGCONT);
        m_stopped = false;
    }

private:
    qint64 m_pid;
    bool m_stopped = false;
};
#endif

const RequestIdentity& identity() {
    static const RequestIdentity id = RequestIdentity::of(
        QStringLiteral("POST"), QStringLiteral("/stale"), QByteArrayLiteral("stale body"));
    return id;
}

AcquireRequest acquireReq(const QString& key, std::chrono::milliseconds lease = 60s) {
    AcquireRequest r;
    r.key = key;
    r.request = identity();
    r.owner = TokenGenerator::owner();
    r.lease = lease;
    return r;
}

using idem::test::completeReq;

/// "<ns>:{bNN}:", the prefix of every key of `bucket` on the store at `url` (layout.lua).
QByteArray bucketPrefix(const QString& url, int bucket) {
    return redis::RedisUrl::parse(url).ns.toLatin1() + ":{b" +
           QByteArray::number(bucket).rightJustified(2, '0') + "}:";
}

/// Every state-changing operation of the store, each with valid input (so that only the
/// store's own verdict can refuse it).
QList<std::pair<QString, std::function<void(TokenStore&)>>> writes() {
    const Claim claim{QStringLiteral("w-claim"), QString(), TokenGenerator::owner(), 1};
    CompleteRequest complete;
    complete.claim = claim;
    complete.response.status = 200;
    IssueRequest issue;
    issue.key = QStringLiteral("w-issue");
    const OperatorContext op{QStringLiteral("tester"), QStringLiteral("safety test"), true};
    return {
        {QStringLiteral("issue"),
         [=](TokenStore& s) {
             s.issue(issue);
         }},
        {QStringLiteral("acquire"),
         [](TokenStore& s) {
             s.acquire(acquireReq(QStringLiteral("w-a")));
         }},
        {QStringLiteral("complete"),
         [=](TokenStore& s) {
             s.complete(complete);
         }},
        {QStringLiteral("release"),
         [=](TokenStore& s) {
             s.release(claim);
         }},
        {QStringLiteral("renew"),
         [=](TokenStore& s) {
             s.renew(claim, 30s);
         }},
        {QStringLiteral("operator release"),
         [=](TokenStore& s) {
             s.operatorRelease(claim.key, QString(), op);
         }},
        {QStringLiteral("operator expire"),
         [=](TokenStore& s) {
             s.operatorExpire(claim.key, QString(), op);
         }},
        {QStringLiteral("operator delete"),
         [=](TokenStore& s) {
             s.operatorDelete(claim.key, QString(), op);
         }},
        {QStringLiteral("purge"),
         [](TokenStore& s) {
             s.purgeExpired(10);
         }},
    };
}

/// Every read of the store; none may be refused for the eviction policy.
/// Every read but stats(), which counts lapses first (a write of counters; see
/// RedisStore::stats()).
void readEverything(TokenStore& s) {
    s.get(QStringLiteral("w-a"), QString());
    s.list(ListQuery{});
    ListQuery stuck;
    stuck.stuckOnly = true;
    s.list(stuck);
    s.counts();
    s.counts(QString());
    s.audit(10);
}

/// How often the server ran CONFIG (any subcommand), from INFO commandstats.
qint64 configCalls(redis::Connection& admin) {
    const redis::Reply r =
        admin.command({QByteArrayLiteral("INFO"), QByteArrayLiteral("commandstats")});
    for (const QByteArray& line : r.string.split('\n')) {
        if (!line.startsWith("cmdstat_config"))
            continue;
        const qsizetype from = line.indexOf("calls=") + 6;
        const qsizetype to = line.indexOf(',', from);
        return line.mid(from, to - from).toLongLong();
    }
    return 0;
}

qint64 dbSize(redis::Connection& admin) {
    return admin.command({QByteArrayLiteral("DBSIZE")}).integer;
}

/// Reads one line of a child process, waiting for it as long as `ms` (empty on timeout or
/// when the child ended).
QByteArray readLineOf(QProcess& p, int ms = 10000) {
    const QDeadlineTimer deadline(ms);
    while (!p.canReadLine()) {
        if (p.state() == QProcess::NotRunning || deadline.hasExpired())
            return {};
        p.waitForReadyRead(int(std::max<qint64>(1, deadline.remainingTime())));
    }
    return p.readLine().trimmed();
}

} // namespace

class Tst_RedisStoreSafety : public QObject {
    Q_OBJECT

private slots:
    // --- eviction ------------------------------------------------------------------------------

    void evictionPolicy_data() {
        QTest::addColumn<QString>("policy");
        QTest::addColumn<bool>("refused");
        QTest::newRow("noeviction") << QStringLiteral("noeviction") << false;
        QTest::newRow("allkeys-lru") << QStringLiteral("allkeys-lru") << true;
        QTest::newRow("volatile-lru") << QStringLiteral("volatile-lru") << true;
        QTest::newRow("volatile-ttl") << QStringLiteral("volatile-ttl") << true;
        QTest::newRow("allkeys-random") << QStringLiteral("allkeys-random") << true;
    }
    void evictionPolicy() {
        REQUIRE_REDIS_SERVER();
        QFETCH(QString, policy);
        QFETCH(bool, refused);
        OwnRedis server({QStringLiteral("--maxmemory-policy"), policy});
        QVERIFY(server.start());
        auto admin = server.admin();

        // Opening and browsing are reads: they work whatever the policy, and say nothing yet.
        std::unique_ptr<TokenStore> store = openStore(server.url());
        QVERIFY(store->info().warning.isEmpty());
        readEverything(*store);
        QCOMPARE(configCalls(*admin), 0);
        // stats() works whatever the policy too; it asks the policy (once) because it counts
        // lapses before reading, a write it skips on an evicting server.
        QCOMPARE(store->stats(1h).total(Counter::Generated), 0);
        QCOMPARE(configCalls(*admin), 1);

        if (!refused) {
            const AcquireResult a = store->acquire(acquireReq(QStringLiteral("k1")));
            QCOMPARE(a.outcome, AcquireOutcome::Acquired);
            QCOMPARE(store->complete(completeReq(a, "done")).state, State::Completed);
            for (const auto& [name, write] : writes()) {
                // Some of these are refused by the rules (no such claim), never for the policy.
                try {
                    write(*store);
                } catch (const Error& e) {
                    QVERIFY2(e.kind() != ErrorKind::ReadOnly,
                             qPrintable(name + u' ' + e.message()));
                }
            }
            QVERIFY2(store->info().warning.isEmpty(), qPrintable(store->info().warning));
            QCOMPARE(configCalls(*admin), 1); // once per store, not once per write
            return;
        }

        const QString where = QStringLiteral("127.0.0.1:%1").arg(server.port());
        for (const auto& [name, write] : writes()) {
            const Error e = errorOf([&] { write(*store); });
            QVERIFY2(e.kind() == ErrorKind::ReadOnly,
                     qPrintable(name + QStringLiteral(": ") + errorKindName(e.kind())));
            const QString expected = QStringLiteral("Redis at %1 uses maxmemory-policy %2, which "
                                                    "can evict idempotency tokens; set it to "
                                                    "noeviction before writing.")
                                         .arg(where, policy);
            QCOMPARE(e.message(), expected);
        }
        QCOMPARE(dbSize(*admin), 0); // not one key written, stats() included
        QVERIFY2(store->info().warning.contains(policy), qPrintable(store->info().warning));
        // The console can still browse.
        readEverything(*store);
        QCOMPARE(store->counts().total(), 0);
        QCOMPARE(configCalls(*admin), 1);
    }

    /// Tokens written while the policy was safe stay browsable after it changed; the policy is
    /// read once per store, so a store opened after the change refuses to write.
    void browseAfterThePolicyChanged() {
        REQUIRE_REDIS_SERVER();
        OwnRedis server;
        QVERIFY(server.start());
        auto admin = server.admin();
        {
            std::unique_ptr<TokenStore> writer = openStore(server.url());
            for (int i = 0; i < 3; ++i) {
                const AcquireResult a =
                    writer->acquire(acquireReq(QStringLiteral("kept-%1").arg(i)));
                QCOMPARE(a.outcome, AcquireOutcome::Acquired);
                if (i > 0)
                    writer->complete(completeReq(a, "ok"));
            }
        }
        QCOMPARE(admin
                     ->command({QByteArrayLiteral("CONFIG"), QByteArrayLiteral("SET"),
                                QByteArrayLiteral("maxmemory-policy"),
                                QByteArrayLiteral("volatile-lfu")})
                     .string,
                 QByteArray("OK"));

        std::unique_ptr<TokenStore> console = openStore(server.url());
        const auto got = console->get(QStringLiteral("kept-1"), QString());
        QVERIFY(got && got->state == State::Completed && got->response->body == "ok");
        QCOMPARE(console->list(ListQuery{}).records.size(), 3);
        const StateCounts c = console->counts();
        QCOMPARE(c.processing, 1);
        QCOMPARE(c.completed, 2);
        QCOMPARE(console->stats(1h).total(Counter::Acquired), 3);

        const Error e = errorOf([&] {
            console->operatorRelease(QStringLiteral("kept-0"), QString(), OperatorContext{});
        });
        QCOMPARE(e.kind(), ErrorKind::ReadOnly);
        QVERIFY2(e.message().contains(QLatin1String("volatile-lfu")), qPrintable(e.message()));
        QCOMPARE(console->get(QStringLiteral("kept-0"), QString())->state, State::Processing);
        QVERIFY(console->audit(10).isEmpty());
    }

    void configNotPermitted_data() {
        QTest::addColumn<QStringList>("serverArgs");
        QTest::addColumn<QString>("userInfo");
        QTest::addColumn<QString>("reply");
        const auto S = [](const char* s) {
            return QString::fromLatin1(s);
        };
        const QStringList alice{S("--user"),         S("alice"), S("on"),     S(">alice-pw"),
                                S("~idempotency:*"), S("+@all"), S("-config")};
        QTest::newRow("ACL user without CONFIG, noeviction")
            << alice << S("alice:alice-pw") << S("NOPERM");
        QTest::newRow("ACL user without CONFIG, allkeys-lru")
            << (alice + QStringList{S("--maxmemory-policy"), S("allkeys-lru")})
            << S("alice:alice-pw") << S("NOPERM");
        QTest::newRow("CONFIG renamed away")
            << QStringList{S("--rename-command"), S("CONFIG"), QString()} << QString()
            << S("unknown command");
    }
    /// The policy cannot be read: writes go ahead (refusing would lock such users out), and
    /// info() says that the policy was not checked.
    void configNotPermitted() {
        REQUIRE_REDIS_SERVER();
        QFETCH(QStringList, serverArgs);
        QFETCH(QString, userInfo);
        QFETCH(QString, reply);
        OwnRedis server(serverArgs);
        QVERIFY(server.start());
        std::unique_ptr<TokenStore> store = openStore(server.url(userInfo));
        QVERIFY(store->info().warning.isEmpty()); // not asked yet

        const AcquireResult a = store->acquire(acquireReq(QStringLiteral("k")));
        QCOMPARE(a.outcome, AcquireOutcome::Acquired);
        QCOMPARE(store->complete(completeReq(a, "done")).state, State::Completed);
        QCOMPARE(store->acquire(acquireReq(QStringLiteral("k"))).outcome, AcquireOutcome::Replay);
        QCOMPARE(store->purgeExpired(), 0);

        const QString warning = store->info().warning;
        QVERIFY2(warning.contains(QLatin1String("maxmemory-policy not checked")) &&
                     warning.contains(reply) && warning.contains(QLatin1String("noeviction")) &&
                     warning.contains(QStringLiteral("127.0.0.1:%1").arg(server.port())),
                 qPrintable(warning));
    }

    // --- faults --------------------------------------------------------------------------------

    /// Killed while idle: the next call says the server is unreachable; back on the same port,
    /// the same store object (and a thread of its own) works again.
    void serverKilledBetweenOperations() {
        REQUIRE_REDIS_SERVER();
        OwnRedis server;
        QVERIFY(server.start());
        // A short connect_timeout: while the server is down, each call tries to reconnect (with
        // backoff) for that long before it gives up.
        std::unique_ptr<TokenStore> store =
            openStore(server.url({}, QStringLiteral("?connect_timeout=1s")));
        QCOMPARE(store->acquire(acquireReq(QStringLiteral("before"))).outcome,
                 AcquireOutcome::Acquired);

        server.kill();
        // The idle connection is found closed before anything is sent (ConnectionLost, retried
        // once on a new connection), and connecting fails: Unavailable, for writes and reads.
        QCOMPARE(errorOf([&] { store->acquire(acquireReq(QStringLiteral("down"))); }).kind(),
                 ErrorKind::Unavailable);
        QCOMPARE(errorOf([&] { store->get(QStringLiteral("down"), QString()); }).kind(),
                 ErrorKind::Unavailable);
        QCOMPARE(errorOf([&] { store->counts(); }).kind(), ErrorKind::Unavailable);

        QVERIFY(server.restart());
        const AcquireResult a = store->acquire(acquireReq(QStringLiteral("after")));
        QCOMPARE(a.outcome, AcquireOutcome::Acquired);
        QCOMPARE(store->complete(completeReq(a, "ok")).state, State::Completed);
        QVERIFY(!store->get(QStringLiteral("before"), QString())); // a new, empty server
        QCOMPARE(store->counts().completed, 1);
    }

    /// A restart shorter than connect_timeout is ridden out: an operation that starts while the
    /// server is down keeps reconnecting with backoff and succeeds once it is back, on the same
    /// store object, without an error reaching the caller.
    void restartWithinConnectTimeoutIsRiddenOut() {
        REQUIRE_REDIS_SERVER();
        OwnRedis server;
        QVERIFY(server.start());
        std::unique_ptr<TokenStore> store =
            openStore(server.url({}, QStringLiteral("?connect_timeout=60s")));
        QCOMPARE(store->acquire(acquireReq(QStringLiteral("before"))).outcome,
                 AcquireOutcome::Acquired);
        server.kill();

        std::atomic<bool> started{false};
        std::optional<AcquireResult> result;
        QString error;
        std::thread worker([&] {
            started = true;
            try {
                result = store->acquire(acquireReq(QStringLiteral("during")));
            } catch (const Error& e) {
                error = QString::fromUtf8(e.what());
            }
        });
        QTRY_VERIFY(started.load());
        QTest::qWait(300); // let it find the server down and back off a few times
        QVERIFY(server.restart());
        worker.join();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(result.has_value());
        QCOMPARE(result->outcome, AcquireOutcome::Acquired);
        QVERIFY(store->get(QStringLiteral("during"), QString()).has_value());
    }

    /// Killed while a thread runs operations back to back: that thread gets a typed error
    /// (mostly OutcomeUnknown: its command was out, no answer came), and once the server is
    /// back the same thread and store carry on.
    void serverKilledDuringOperations() {
        REQUIRE_REDIS_SERVER();
        OwnRedis server;
        QVERIFY(server.start());
        std::unique_ptr<TokenStore> store = openStore(server.url());
        constexpr int kRounds = 5;
        QMap<QString, int> kinds;
        for (int round = 0; round < kRounds; ++round) {
            std::atomic<int> done{0};
            std::atomic<bool> failed{false};
            std::atomic<bool> back{false}; // the server is up again, or the test gives up
            QString error;                 // the first failure, written before `failed`
            QString afterRestart; // what the thread's next call did once the server was back
            std::thread worker([&] {
                try {
                    for (int i = 0; !back; ++i) {
                        const AcquireResult a =
                            store->acquire(acquireReq(QStringLiteral("r%1-%2").arg(round).arg(i)));
                        store->complete(completeReq(a, "ok"));
                        ++done;
                    }
                    error = QStringLiteral("no error");
                } catch (const Error& e) {
                    error = errorKindName(e.kind());
                } catch (const std::exception& e) {
                    error = QStringLiteral("not an idem::Error: ") + QString::fromUtf8(e.what());
                }
                failed = true;
                back.wait(false);
                try {
                    afterRestart = acquireOutcomeName(
                        store->acquire(acquireReq(QStringLiteral("back-%1").arg(round))).outcome);
                } catch (const Error& e) {
                    afterRestart = errorKindName(e.kind());
                }
            });
            auto joinWorker = qScopeGuard([&] {
                back = true;
                back.notify_all();
                worker.join();
            });
            QTRY_VERIFY_WITH_TIMEOUT(done >= 20 || failed, 30000);
            server.kill();
            QTRY_VERIFY_WITH_TIMEOUT(failed.load(), 30000);
            QVERIFY(server.restart());
            joinWorker.dismiss();
            back = true;
            back.notify_all();
            worker.join();
            QVERIFY2(error == errorKindName(ErrorKind::OutcomeUnknown) ||
                         error == errorKindName(ErrorKind::ConnectionLost) ||
                         error == errorKindName(ErrorKind::Unavailable),
                     qPrintable(error));
            ++kinds[error];
            QCOMPARE(afterRestart, acquireOutcomeName(AcquireOutcome::Acquired));
            // This thread's connection broke too; the store reconnects on it as well.
            QCOMPARE(store->acquire(acquireReq(QStringLiteral("main-%1").arg(round))).outcome,
                     AcquireOutcome::Acquired);
        }
        for (auto it = kinds.cbegin(); it != kinds.cend(); ++it)
            qInfo("killed mid-operation: %s %d of %d times", qPrintable(it.key()), it.value(),
                  kRounds);
    }

    /// A server that stops answering (SIGSTOP) past the command timeout: OutcomeUnknown, never
    /// a blind retry; the command did run once the server woke up, and the store is usable
    /// again without being re-created.
    void pausedServerIsOutcomeUnknown() {
#ifndef Q_OS_UNIX
        QSKIP("SIGSTOP is POSIX only");
#else
        REQUIRE_REDIS_SERVER();
        OwnRedis server;
        QVERIFY(server.start());
        // A paused server still accepts TCP connections (the kernel does), so connecting does
        // not fail at once either: both timeouts are short.
        std::unique_ptr<TokenStore> store =
            openStore(server.url({}, QStringLiteral("?timeout=300ms&connect_timeout=300ms")));
        QCOMPARE(store->acquire(acquireReq(QStringLiteral("before"))).outcome,
                 AcquireOutcome::Acquired);
        {
            Frozen frozen(server.pid());
            QVERIFY(frozen.stopped());
            const Error e = errorOf([&] { store->acquire(acquireReq(QStringLiteral("paused"))); });
            QCOMPARE(e.kind(), ErrorKind::OutcomeUnknown);
            QVERIFY2(e.message().contains(QLatin1String("300ms")), qPrintable(e.message()));
            // The connection was closed after OutcomeUnknown; a new one cannot be set up.
            QCOMPARE(errorOf([&] { store->get(QStringLiteral("before"), QString()); }).kind(),
                     ErrorKind::Unavailable);
        }
        // Awake again: the acquire that timed out was delivered and ran, which is exactly why
        // the store never retries it on its own. The claim it made now holds the key.
        QTRY_VERIFY_WITH_TIMEOUT(store->get(QStringLiteral("paused"), QString()).has_value(),
                                 10000);
        QCOMPARE(store->get(QStringLiteral("paused"), QString())->state, State::Processing);
        QCOMPARE(store->acquire(acquireReq(QStringLiteral("paused"))).outcome,
                 AcquireOutcome::InFlight);
        const AcquireResult after = store->acquire(acquireReq(QStringLiteral("after")));
        QCOMPARE(after.outcome, AcquireOutcome::Acquired);
        QCOMPARE(store->complete(completeReq(after, "ok")).state, State::Completed);
#endif
    }

    // --- races ---------------------------------------------------------------------------------

    /// 32 threads (one connection each) race on one fresh key per round, 2,000 rounds: exactly
    /// one acquires, the others get in_flight (before the winner completed) or replay (after).
    void oneAcquirePerRound() {
        REQUIRE_REDIS_SERVER();
        OwnRedis server;
        QVERIFY(server.start());
        std::unique_ptr<TokenStore> store = openStore(server.url());
        constexpr int kThreads = 32;
        constexpr int kRounds = 2000;
        // outcome[round * kThreads + thread]: 'a' acquired, 'f' in_flight, 'r' replay, else
        // something wrong ('e' error, '?' another outcome, 'c' the winner's complete failed).
        std::vector<char> outcome(std::size_t(kRounds) * kThreads, 0);
        std::vector<QString> errors(kThreads);
        idem::test::Barrier start(kThreads);
        QElapsedTimer timer;
        timer.start();
        std::vector<std::thread> pool;
        for (int t = 0; t < kThreads; ++t) {
            pool.emplace_back([&, t] {
                for (int round = 0; round < kRounds; ++round) {
                    char& o = outcome[std::size_t(round) * kThreads + t];
                    start.arrive_and_wait();
                    try {
                        const AcquireResult a =
                            store->acquire(acquireReq(QStringLiteral("round-%1").arg(round)));
                        switch (a.outcome) {
                        case AcquireOutcome::Acquired:
                            o = 'a';
                            store->complete(completeReq(a, QByteArray::number(t)));
                            break;
                        case AcquireOutcome::InFlight:
                            o = 'f';
                            break;
                        case AcquireOutcome::Replay:
                            o = 'r';
                            break;
                        default:
                            o = '?';
                        }
                    } catch (const Error& e) {
                        if (o != 'a')
                            o = 'e';
                        else
                            o = 'c';
                        if (errors[t].isEmpty())
                            errors[t] = QStringLiteral("round %1: %2").arg(round).arg(e.message());
                    }
                }
            });
        }
        for (auto& th : pool)
            th.join();
        const qint64 ms = timer.elapsed();
        qInfo("%d rounds x %d connections: %lld ms (%.0f acquires/s)", kRounds, kThreads, ms,
              double(kRounds) * kThreads * 1000.0 / double(std::max<qint64>(1, ms)));

        QStringList problems;
        qint64 inFlight = 0;
        qint64 replays = 0;
        for (int round = 0; round < kRounds && problems.size() < 10; ++round) {
            int acquired = 0;
            for (int t = 0; t < kThreads; ++t) {
                const char o = outcome[std::size_t(round) * kThreads + t];
                if (o == 'a')
                    ++acquired;
                else if (o == 'f')
                    ++inFlight;
                else if (o == 'r')
                    ++replays;
                else
                    problems << QStringLiteral("round %1, thread %2: '%3'")
                                    .arg(round)
                                    .arg(t)
                                    .arg(QLatin1Char(o ? o : '0'));
            }
            if (acquired != 1)
                problems << QStringLiteral("round %1: %2 acquired").arg(round).arg(acquired);
        }
        for (const QString& e : errors) {
            if (!e.isEmpty())
                problems << e;
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
        qInfo("%lld in_flight, %lld replays", inFlight, replays);

        const StateCounts c = store->counts();
        QCOMPARE(c.completed, kRounds);
        QCOMPARE(c.total(), kRounds);
        const StatsSeries st = store->stats(1h);
        QCOMPARE(st.total(Counter::Acquired), kRounds);
        QCOMPARE(st.total(Counter::Completed), kRounds);
        QCOMPARE(st.total(Counter::InFlight), inFlight);
        QCOMPARE(st.total(Counter::Replayed), replays);
    }

    /// A gateway process acquires with a 50 ms lease and is frozen (SIGSTOP) past it; this
    /// process takes the token over and completes; the gateway, let go, tries to complete: it
    /// must be refused every time, and the token keep this process's response.
    void staleOwnerInChildProcess() {
#ifndef Q_OS_UNIX
        QSKIP("SIGSTOP is POSIX only");
#else
        REQUIRE_REDIS_SERVER();
        OwnRedis server;
        QVERIFY(server.start());
        std::unique_ptr<TokenStore> store = openStore(server.url());
        QProcess child;
        child.setProgram(QStringLiteral(IDEM_STALE_OWNER_WORKER));
        child.setArguments({server.url()});
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start();
        QVERIFY2(child.waitForStarted(30000), qPrintable(child.errorString()));
        QCOMPARE(readLineOf(child, 30000), QByteArray("ready"));

        constexpr int kTrials = 200;
        int staleCompletes = 0;
        for (int trial = 0; trial < kTrials; ++trial) {
            const QString key = QStringLiteral("stale-%1").arg(trial);
            const QString where = QStringLiteral("trial %1").arg(trial);
            child.write(QStringLiteral("acquire %1 50\n").arg(key).toLatin1());
            const QByteArray acquired = readLineOf(child);
            QVERIFY2(acquired.startsWith("acquired "),
                     qPrintable(where + u' ' + QString::fromLatin1(acquired)));
            const qint64 staleFence = acquired.mid(9).toLongLong();
            {
                Frozen frozen(child.processId());
                QVERIFY(frozen.stopped());
                // Waiting for it in the pipe: the child's next step, once it runs again.
                child.write("complete\n");
                QVERIFY(child.waitForBytesWritten(10000));
                const auto isStuck = [&] {
                    const auto r = store->get(key, QString());
                    return r && r->stuck;
                };
                QTRY_VERIFY2_WITH_TIMEOUT(isStuck(), qPrintable(where), 10000);
                const AcquireResult b = store->acquire(acquireReq(key));
                QVERIFY2(b.outcome == AcquireOutcome::Acquired && b.takeover &&
                             b.record.fence == staleFence + 1,
                         qPrintable(where));
                QCOMPARE(store->complete(completeReq(b, "taken over")).state, State::Completed);
            }
            const QByteArray answer = readLineOf(child);
            if (answer == "completed")
                ++staleCompletes;
            else
                QVERIFY2(answer == "refused conflict",
                         qPrintable(where + u' ' + QString::fromLatin1(answer)));
            const auto got = store->get(key, QString());
            QVERIFY2(got && got->state == State::Completed && got->response &&
                         got->response->body == "taken over" && got->fence == staleFence + 1,
                     qPrintable(where));
        }
        child.write("quit\n");
        QVERIFY(child.waitForFinished(10000));
        QCOMPARE(child.exitCode(), 0);
        QCOMPARE(staleCompletes, 0);
        QCOMPARE(store->stats(1h).total(Counter::TakenOver), kTrials);
#endif
    }

    // --- expiry accounting -----------------------------------------------------------------

    /// More lapses in one bucket than one accounting batch (2,000, common.lua) while nothing
    /// ran: each is still counted exactly once — by stats(), which works the backlog off in
    /// bounded script calls, and by a state change that replaces a lapsed record the batches
    /// have not reached yet (settle()).
    void expiryBacklogCountedOnce() {
        REQUIRE_REDIS_SERVER();
        OwnRedis server;
        QVERIFY(server.start());
        std::unique_ptr<TokenStore> store = openStore(server.url());
        constexpr int kTokens = 4500;
        QStringList keys;
        for (int i = 0; keys.size() < kTokens; ++i) {
            const QString key = QStringLiteral("backlog-%1").arg(i);
            if (RedisStore::bucketOf(key, QString()) == 3)
                keys << key;
        }
        // Issued oldest first with a TTL that outlasts the issuing, so all lapse while idle.
        for (const QString& key : keys)
            store->issue({key, QString(), 3s});
        const auto lapsed = [&](const QString& key) {
            const auto r = store->get(key, QString());
            return r && r->state == State::Expired;
        };
        QTRY_VERIFY_WITH_TIMEOUT(lapsed(keys.constLast()), 30000);

        // The newest lapse lies beyond the first batch: re-acquiring it counts it (once).
        QCOMPARE(store->acquire(acquireReq(keys.constLast())).outcome, AcquireOutcome::Acquired);
        QCOMPARE(store->stats(1h).total(Counter::Expired), kTokens);
        QCOMPARE(store->stats(1h).total(Counter::Expired), kTokens);
        QCOMPARE(store->purgeExpired(0), kTokens - 1);
        QCOMPARE(store->stats(1h).total(Counter::Expired), kTokens);
    }

    /// State changes account lapses only where they need the mark (change.lua): a lapsed
    /// record whose hash Redis already removed (the memory net, played here by deleting the
    /// hash alone) and whose key is acquired again before any stats() or purge still counts
    /// once: the new record's index entries must not overwrite an uncounted lapse. A replay
    /// and a complete in the same interval change nothing of that.
    void vanishedLapseCountedOnceByTheNextAcquire() {
        REQUIRE_REDIS_SERVER();
        OwnRedis server;
        QVERIFY(server.start());
        std::unique_ptr<TokenStore> store = openStore(server.url());
        const QString key = QStringLiteral("vanished");
        const QString other = QStringLiteral("kept");
        // The first change of the bucket sets its mark; the lapse comes after it.
        QCOMPARE(store->acquire(acquireReq(other)).outcome, AcquireOutcome::Acquired);
        store->issue({key, QString(), 1s});
        QTRY_VERIFY_WITH_TIMEOUT(store->get(key, QString())->state == State::Expired, 10000);

        const int bucket = RedisStore::bucketOf(key, QString());
        const QByteArray hash = bucketPrefix(server.url(), bucket) + "t:0::" + key.toLatin1();
        auto admin = server.admin();
        QCOMPARE(admin->command({QByteArrayLiteral("DEL"), hash}).integer, 1);

        const AcquireResult a = store->acquire(acquireReq(key));
        QCOMPARE(a.outcome, AcquireOutcome::Acquired);
        QCOMPARE(a.record.fence, 1);
        CompleteRequest done;
        done.claim = {key, QString(), a.record.owner, a.record.fence};
        done.response.status = 201;
        done.retention = 1h;
        QCOMPARE(store->complete(done).state, State::Completed);
        QCOMPARE(store->acquire(acquireReq(key)).outcome, AcquireOutcome::Replay);

        const StatsSeries s = store->stats(1h);
        QCOMPARE(s.total(Counter::Expired), 1);
        QCOMPARE(s.total(Counter::Acquired), 2);
        QCOMPARE(s.total(Counter::Completed), 1);
        QCOMPARE(s.total(Counter::Replayed), 1);
        QCOMPARE(store->purgeExpired(0), 0);
        QCOMPARE(store->stats(1h).total(Counter::Expired), 1);
        QCOMPARE(store->counts(std::nullopt).completed, 1);
        QCOMPARE(store->counts(std::nullopt).processing, 1);
    }

    /// A hot path (change_hot.lua) whose count is the first of its interval hands over to
    /// change.lua, which accounts the bucket's lapses before answering: a lapse shows in the
    /// stats hash and the mark moves past it with no stats() or purge (both account too, so
    /// the test reads the keys themselves).
    void hotChangeOpeningAnIntervalAccountsLapses() {
        REQUIRE_REDIS_SERVER();
        OwnRedis server;
        QVERIFY(server.start());
        std::unique_ptr<TokenStore> store = openStore(server.url());
        const QString first = QStringLiteral("hot-first");
        const int bucket = RedisStore::bucketOf(first, QString());
        QStringList same;
        for (int i = 0; same.size() < 2; ++i) {
            const QString key = QStringLiteral("hot-%1").arg(i);
            if (RedisStore::bucketOf(key, QString()) == bucket)
                same << key;
        }
        // The bucket's first change sets its mark; the lapse comes after it.
        QCOMPARE(store->acquire(acquireReq(first)).outcome, AcquireOutcome::Acquired);
        QElapsedTimer sinceFirst; // started once the first acquire is done, however slow it was
        sinceFirst.start();
        const qint64 lapseAt = store->issue({same[0], QString(), 1s}).expiresAtMs;
        QTRY_VERIFY_WITH_TIMEOUT(store->get(same[0], QString())->state == State::Expired, 10000);
        // The next acquire counts in a later interval (5 s) than the first one.
        QTest::qWait(int(std::max<qint64>(0, 5200 - sinceFirst.elapsed())));

        const QByteArray prefix = bucketPrefix(server.url(), bucket);
        auto admin = server.admin();
        const qint64 markBefore =
            admin->command({QByteArrayLiteral("GET"), prefix + "stats:mark"}).string.toLongLong();
        QVERIFY(markBefore > 0);
        QVERIFY(markBefore < lapseAt);

        QCOMPARE(store->acquire(acquireReq(same[1])).outcome, AcquireOutcome::Acquired);

        const qint64 mark =
            admin->command({QByteArrayLiteral("GET"), prefix + "stats:mark"}).string.toLongLong();
        QVERIFY2(mark >= lapseAt,
                 qPrintable(QStringLiteral("mark %1, lapse at %2").arg(mark).arg(lapseAt)));
        const QByteArray hour = prefix + "stats:" + QByteArray::number(lapseAt / 3'600'000);
        const QByteArray field = QByteArray::number(lapseAt - lapseAt % 5000) + ":expired";
        const redis::Reply counted = admin->command({QByteArrayLiteral("HGET"), hour, field});
        QCOMPARE(counted.string, QByteArrayLiteral("1"));
        QCOMPARE(store->stats(1h).total(Counter::Expired), 1);
        QCOMPARE(store->stats(1h).total(Counter::Acquired), 2);
    }
};

QTEST_GUILESS_MAIN(Tst_RedisStoreSafety)
#include "tst_redisstore_safety.moc"
