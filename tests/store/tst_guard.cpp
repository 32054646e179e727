// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// IdempotencyGuard on a real store: the caller's work runs at most once per key, duplicates get
// the stored response, retryable failures give the claim back, and a stale owner's result is
// refused by the fencing counter (LostOwnership) instead of being stored. Work longer than its
// lease keeps its claim (the guard's heartbeat); a claim granted too late is given back unrun;
// an answer the store refuses is held, its claim kept, and stored when the store takes it.

#include "base/errors.h"
#include "guard/idempotencyguard.h"
#include "sqlite/sqlitestore.h"
#include "store/tokenstore.h"
#include "support/barrier.h"
#include "support/storefixture.h"
#include "token/generator.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <sqlite3.h>
#include <stdexcept>
#include <thread>

using namespace idem;
using namespace std::chrono_literals;
using idem::test::FreshStore;

namespace {

QString g_spec = QStringLiteral("sqlite-file");

#define FRESH_STORE(var) IDEM_FRESH_STORE(var, g_spec)

RequestIdentity request(const QByteArray& body = QByteArrayLiteral("{\"amount\":42}")) {
    return RequestIdentity::of(QStringLiteral("POST"), QStringLiteral("/orders"), body);
}

StoredResponse response(int status, const QByteArray& body) {
    StoredResponse r;
    r.status = status;
    r.headers = {{QStringLiteral("Content-Type"), QByteArrayLiteral("application/json")}};
    r.body = body;
    return r;
}

QString kindName(GuardResult::Kind k) {
    switch (k) {
    case GuardResult::Kind::Executed:
        return QStringLiteral("executed");
    case GuardResult::Kind::Released:
        return QStringLiteral("released");
    case GuardResult::Kind::Replayed:
        return QStringLiteral("replayed");
    case GuardResult::Kind::InFlight:
        return QStringLiteral("in_flight");
    case GuardResult::Kind::Mismatch:
        return QStringLiteral("mismatch");
    case GuardResult::Kind::Rejected:
        return QStringLiteral("rejected");
    case GuardResult::Kind::LostOwnership:
        return QStringLiteral("lost_ownership");
    case GuardResult::Kind::ClaimedLate:
        return QStringLiteral("claimed_late");
    }
    return QStringLiteral("?");
}

bool isStuck(TokenStore& s, const QString& key) {
    const auto r = s.get(key, QString());
    return r && r->stuck;
}

/// Another attempt at `key` with the same request, under an owner of its own.
AcquireRequest retryOf(const QString& key) {
    AcquireRequest r;
    r.key = key;
    r.request = request();
    r.owner = TokenGenerator::owner();
    return r;
}

IssueRequest issueReq(const QString& key, std::chrono::milliseconds ttl) {
    IssueRequest r;
    r.key = key;
    r.ttl = ttl;
    return r;
}

/// guard.run(key, "", request(), work), asked again while the claim comes back claimed_late
/// (at most 20 times): the tests with short leases would otherwise fail whenever a loaded
/// machine makes one acquire take half the lease (CI saw it on PostgreSQL). Giving a late claim
/// back unrun is the guard's rule working (lateClaimIsGivenBackUnrun tests it); a client asks
/// again. `late` counts the claims given back.
template <typename Work>
GuardResult runClaimedInTime(IdempotencyGuard& guard, const QString& key, Work&& work,
                             std::atomic<int>* late = nullptr) {
    GuardResult r;
    for (int attempt = 0; attempt < 20; ++attempt) {
        r = guard.run(key, QString(), request(), work);
        if (r.kind != GuardResult::Kind::ClaimedLate)
            break;
        if (late)
            ++*late;
    }
    return r;
}

} // namespace

Q_DECLARE_METATYPE(idem::AcquireOutcome)

class Tst_Guard : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void executesOnceAndReplaysDuplicates();
    void releaseLetsARetryExecute();
    void throwingWorkIsReleasedAndRethrown_data();
    void throwingWorkIsReleasedAndRethrown();
    void lostOwnershipAfterTakeover_data();
    void lostOwnershipAfterTakeover();
    void longWorkKeepsItsClaim();
    void lostOwnershipWhileTheHeartbeatRuns();
    void manyRunsShareTheHeartbeat();
    void lateClaimIsGivenBackUnrun();
    void refusedAnswerIsHeldUntilStored();
    void refusedAnswerIsAbandonedInTime();
    void claimTimingRules();
    void inFlightDuplicateDoesNotRun();
    void mismatchDoesNotRun();
    void issuedModeRejects_data();
    void issuedModeRejects();
    void issuedModeRunsAnIssuedToken();
    void storesOnlyAllowListedHeaders();
    void concurrentDuplicatesRunOnce();
    void badKeyIsRefusedBeforeWork();

private:
    /// Waits (QTRY) until the record's lease has lapsed. A helper so the guard's work lambda,
    /// which must return a value, can wait with QTRY.
    void waitUntilStuck(TokenStore& s, const QString& key) { QTRY_VERIFY(isStuck(s, key)); }
};

void Tst_Guard::initTestCase() {
    qInfo("store spec: %s", qPrintable(g_spec));
}

void Tst_Guard::executesOnceAndReplaysDuplicates() {
    FRESH_STORE(s);
    IdempotencyGuard guard(*s);
    int executions = 0;
    auto work = [&](const AcquireResult& claim) {
        ++executions;
        [&] {
            QCOMPARE(claim.outcome, AcquireOutcome::Acquired);
        }();
        return WorkResult::complete(response(201, "{\"order\":1}"));
    };
    const GuardResult first = guard.run(QStringLiteral("order-1"), QString(), request(), work);
    QCOMPARE(kindName(first.kind), QStringLiteral("executed"));
    QCOMPARE(first.response.status, 201);
    QCOMPARE(first.response.body, QByteArrayLiteral("{\"order\":1}"));
    QCOMPARE(executions, 1);

    for (int n = 1; n <= 5; ++n) {
        const GuardResult dup = guard.run(QStringLiteral("order-1"), QString(), request(), work);
        QCOMPARE(kindName(dup.kind), QStringLiteral("replayed"));
        QVERIFY(dup.response == first.response);
        QCOMPARE(dup.acquire.record.replayCount, n);
    }
    QCOMPARE(executions, 1);
    // Another key, or the same key in another scope, is other work.
    guard.run(QStringLiteral("order-2"), QString(), request(), work);
    guard.run(QStringLiteral("order-1"), QStringLiteral("tenant"), request(), work);
    QCOMPARE(executions, 3);
    QCOMPARE(s->get(QStringLiteral("order-1"), QString())->replayCount, 5);
}

void Tst_Guard::releaseLetsARetryExecute() {
    FRESH_STORE(s);
    IdempotencyGuard guard(*s);
    int executions = 0;
    const GuardResult failed =
        guard.run(QStringLiteral("retry-1"), QString(), request(), [&](const AcquireResult&) {
            ++executions;
            return WorkResult::release(); // e.g. the upstream answered 503
        });
    QCOMPARE(kindName(failed.kind), QStringLiteral("released"));
    QCOMPARE(executions, 1);
    const auto pending = s->get(QStringLiteral("retry-1"), QString());
    QCOMPARE(pending->state, State::Pending);
    QVERIFY(pending->owner.isEmpty());
    QVERIFY(!pending->response);

    const GuardResult retried =
        guard.run(QStringLiteral("retry-1"), QString(), request(), [&](const AcquireResult& c) {
            ++executions;
            [&] {
                QCOMPARE(c.record.fence, 2);
            }();
            return WorkResult::complete(response(200, "second time lucky"));
        });
    QCOMPARE(kindName(retried.kind), QStringLiteral("executed"));
    QCOMPARE(executions, 2);
    QCOMPARE(s->get(QStringLiteral("retry-1"), QString())->response->body,
             QByteArrayLiteral("second time lucky"));
}

void Tst_Guard::throwingWorkIsReleasedAndRethrown_data() {
    QTest::addColumn<bool>("storeError");
    QTest::newRow("std::runtime_error") << false;
    QTest::newRow("idem::Error") << true;
}

void Tst_Guard::throwingWorkIsReleasedAndRethrown() {
    QFETCH(bool, storeError);
    FRESH_STORE(s);
    IdempotencyGuard guard(*s);
    int executions = 0;
    auto throwing = [&](const AcquireResult&) -> WorkResult {
        ++executions;
        if (storeError)
            throw Error(ErrorKind::ConnectionLost, QStringLiteral("Upstream went away."));
        throw std::runtime_error("the work failed");
    };
    bool propagated = false;
    try {
        guard.run(QStringLiteral("throw-1"), QString(), request(), throwing);
    } catch (const Error& e) {
        propagated = storeError && e.kind() == ErrorKind::ConnectionLost;
    } catch (const std::runtime_error& e) {
        propagated = !storeError && qstrcmp(e.what(), "the work failed") == 0;
    }
    QVERIFY2(propagated, "the work's own exception must reach the caller");
    QCOMPARE(executions, 1);
    QCOMPARE(s->get(QStringLiteral("throw-1"), QString())->state, State::Pending);

    const GuardResult retried =
        guard.run(QStringLiteral("throw-1"), QString(), request(), [&](const AcquireResult&) {
            ++executions;
            return WorkResult::complete(response(200, "ok"));
        });
    QCOMPARE(kindName(retried.kind), QStringLiteral("executed"));
    QCOMPARE(executions, 2);
}

void Tst_Guard::lostOwnershipAfterTakeover_data() {
    QTest::addColumn<bool>("workReleases");
    QTest::newRow("work completes") << false;
    QTest::newRow("work releases") << true;
}

void Tst_Guard::lostOwnershipAfterTakeover() {
    QFETCH(bool, workReleases);
    FRESH_STORE(s);
    const QString key = QStringLiteral("slow-1");
    GuardOptions options;
    options.lease = 400ms;
    options.heartbeat = false; // the lease lapses while the work runs (a process frozen)
    IdempotencyGuard guard(*s, options);

    int executions = 0;
    AcquireResult takeover;
    const GuardResult result = runClaimedInTime(guard, key, [&](const AcquireResult& c) {
        ++executions;
        // The work outlives its lease; another attempt takes the token over meanwhile.
        waitUntilStuck(*s, key);
        takeover = s->acquire(retryOf(key));
        [&] {
            QVERIFY(c.record.fence < takeover.record.fence);
        }();
        return workReleases ? WorkResult::release()
                            : WorkResult::complete(response(200, "too late"));
    });
    QVERIFY(!QTest::currentTestFailed());
    QCOMPARE(executions, 1);
    QCOMPARE(takeover.outcome, AcquireOutcome::Acquired);
    QVERIFY(takeover.takeover);
    QCOMPARE(kindName(result.kind), QStringLiteral("lost_ownership"));

    // The stale result was not stored; the new owner still holds the token.
    const auto r = s->get(key, QString());
    QCOMPARE(r->state, State::Processing);
    QCOMPARE(r->owner, takeover.record.owner);
    QCOMPARE(r->fence, takeover.record.fence);
    QVERIFY(!r->response);

    // The new owner's result is the one every duplicate gets.
    CompleteRequest done;
    done.claim = {key, QString(), takeover.record.owner, takeover.record.fence};
    done.response = response(201, "from the new owner");
    s->complete(done);
    const GuardResult dup = guard.run(key, QString(), request(), [&](const AcquireResult&) {
        ++executions;
        return WorkResult::complete(response(200, "must not run"));
    });
    QCOMPARE(kindName(dup.kind), QStringLiteral("replayed"));
    QCOMPARE(dup.response.body, QByteArrayLiteral("from the new owner"));
    QCOMPARE(executions, 1);
}

void Tst_Guard::longWorkKeepsItsClaim() {
    FRESH_STORE(s);
    const QString key = QStringLiteral("long-1");
    GuardOptions options;
    options.lease = 600ms;
    IdempotencyGuard guard(*s, options);
    int executions = 0;
    int refused = 0;
    QList<AcquireOutcome> duplicates;
    const GuardResult result = runClaimedInTime(guard, key, [&](const AcquireResult&) {
        ++executions;
        // Four leases' worth of work, with a retry every 150 ms: each one finds the claim held.
        QElapsedTimer working;
        working.start();
        while (working.elapsed() < 4 * options.lease.count()) {
            std::this_thread::sleep_for(150ms);
            const AcquireRequest retry = retryOf(key);
            const AcquireResult r = idem::test::withRetry([&] { return s->acquire(retry); });
            duplicates.append(r.outcome);
            if (r.outcome != AcquireOutcome::InFlight)
                ++refused;
        }
        return WorkResult::complete(response(200, "after a long time"));
    });
    QCOMPARE(kindName(result.kind), QStringLiteral("executed"));
    QCOMPARE(executions, 1);
    QVERIFY(duplicates.size() >= 4); // about one per lease at least, even on a slow store
    QCOMPARE(refused, 0); // every retry was told in_flight; none took the token over
    const auto r = s->get(key, QString());
    QCOMPARE(r->state, State::Completed);
    QCOMPARE(r->fence, result.acquire.record.fence); // never acquired again
    QCOMPARE(r->response->body, QByteArrayLiteral("after a long time"));
    QCOMPARE(s->stats(1h).total(Counter::TakenOver), 0);
}

void Tst_Guard::lostOwnershipWhileTheHeartbeatRuns() {
    FRESH_STORE(s);
    const QString key = QStringLiteral("expired-1");
    GuardOptions options;
    options.lease = 900ms;
    IdempotencyGuard guard(*s, options);
    int executions = 0;
    AcquireResult other;
    const GuardResult result = runClaimedInTime(guard, key, [&](const AcquireResult&) {
        ++executions;
        // An operator expires the token while the work runs; a retry then takes it anew. The
        // heartbeat's renews are refused from then on, and so is the complete.
        OperatorContext op;
        op.user = QStringLiteral("tester");
        op.reason = QStringLiteral("staged in tst_guard");
        op.force = true;
        s->operatorExpire(key, QString(), op);
        other = s->acquire(retryOf(key));
        std::this_thread::sleep_for(options.lease); // beats come and are refused
        return WorkResult::complete(response(200, "stale"));
    });
    QCOMPARE(executions, 1);
    QCOMPARE(other.outcome, AcquireOutcome::Acquired);
    QCOMPARE(kindName(result.kind), QStringLiteral("lost_ownership"));
    const auto r = s->get(key, QString());
    QCOMPARE(r->state, State::Processing);
    QCOMPARE(r->owner, other.record.owner);
    QVERIFY(!r->response);
}

void Tst_Guard::manyRunsShareTheHeartbeat() {
    // One guard, eight threads, runs short and long (two leases) interleaved: the one heartbeat
    // thread keeps every long run's claim while claims come and go around it.
    FRESH_STORE(s);
    GuardOptions options;
    options.lease = 500ms;
    IdempotencyGuard guard(*s, options);
    constexpr int kThreads = 8;
    constexpr int kRuns = 4;
    std::vector<QStringList> outcomes(kThreads);
    std::atomic<int> stuck{0};
    std::atomic<int> executions{0};
    std::atomic<int> late{0};
    idem::test::Barrier start(kThreads);
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t) {
        threads.emplace_back([&, t] {
            start.arrive_and_wait();
            for (int i = 0; i < kRuns; ++i) {
                const bool longRun = (t + i) % 2 == 0;
                try {
                    const GuardResult r = idem::test::withRetry([&] {
                        return runClaimedInTime(
                            guard, QStringLiteral("many-%1-%2").arg(t).arg(i),
                            [&](const AcquireResult& c) {
                                ++executions;
                                if (longRun) {
                                    std::this_thread::sleep_for(2 * options.lease);
                                    // Still held: its lease was renewed.
                                    if (isStuck(*s, c.record.key))
                                        ++stuck;
                                }
                                return WorkResult::complete(response(200, "ok"));
                            },
                            &late);
                    });
                    outcomes[t].append(kindName(r.kind));
                } catch (const Error& e) {
                    outcomes[t].append(e.message());
                }
            }
        });
    }
    for (auto& th : threads)
        th.join();
    for (int t = 0; t < kThreads; ++t)
        QCOMPARE(outcomes[t], QStringList(kRuns, QStringLiteral("executed")));
    if (late.load() > 0)
        qInfo("%d claims came late and were asked again", late.load());
    QCOMPARE(executions.load(), kThreads * kRuns);
    QCOMPARE(stuck.load(), 0);
    const StatsSeries stats = s->stats(1h);
    QCOMPARE(stats.total(Counter::TakenOver), 0);
    QCOMPARE(stats.total(Counter::Completed), kThreads * kRuns);
}

void Tst_Guard::lateClaimIsGivenBackUnrun() {
    if (g_spec != QLatin1String("sqlite-file"))
        QSKIP("A late claim is staged with a SQLite file's write lock.");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("late.db"));
    const std::unique_ptr<TokenStore> s = openStore(SqliteStore::urlForPath(path));
    sqlite3* db = nullptr;
    QCOMPARE(
        sqlite3_open_v2(QFile::encodeName(path).constData(), &db, SQLITE_OPEN_READWRITE, nullptr),
        SQLITE_OK);
    QCOMPARE(sqlite3_exec(db, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr), SQLITE_OK);
    // Another writer holds the file for 600 ms: the acquire waits (busy timeout) and is granted
    // with at most 400 of its 1,000 ms lease left.
    std::thread holder([db] {
        std::this_thread::sleep_for(600ms);
        sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr);
    });
    GuardOptions options;
    options.lease = 1000ms;
    IdempotencyGuard guard(*s, options);
    int executions = 0;
    const auto work = [&](const AcquireResult&) {
        ++executions;
        return WorkResult::complete(response(200, "ran"));
    };
    const GuardResult late = guard.run(QStringLiteral("late-1"), QString(), request(), work);
    holder.join();
    sqlite3_close_v2(db);
    QCOMPARE(kindName(late.kind), QStringLiteral("claimed_late"));
    QCOMPARE(late.acquire.outcome, AcquireOutcome::Acquired);
    QCOMPARE(executions, 0);
    // Given back: the retry runs the work at once instead of waiting out the lease.
    const auto given = s->get(QStringLiteral("late-1"), QString());
    QVERIFY(given);
    QVERIFY(given->state != State::Processing);
    const GuardResult retried = guard.run(QStringLiteral("late-1"), QString(), request(), work);
    QCOMPARE(kindName(retried.kind), QStringLiteral("executed"));
    QCOMPARE(executions, 1);
}

namespace {

/// Another SQLite connection that holds `path`'s write lock for `hold`, from now: every write of
/// the store fails (busy) meanwhile, once its busy timeout has passed.
class WriteLock {
public:
    WriteLock(const QString& path, std::chrono::milliseconds hold) {
        if (sqlite3_open_v2(QFile::encodeName(path).constData(), &m_db, SQLITE_OPEN_READWRITE,
                            nullptr) != SQLITE_OK ||
            sqlite3_exec(m_db, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr) != SQLITE_OK)
            throw std::runtime_error("cannot take the write lock");
        m_thread = std::thread([this, hold] {
            std::this_thread::sleep_for(hold);
            sqlite3_exec(m_db, "COMMIT", nullptr, nullptr, nullptr);
        });
    }
    ~WriteLock() {
        m_thread.join();
        sqlite3_close_v2(m_db);
    }
    WriteLock(const WriteLock&) = delete;
    WriteLock& operator=(const WriteLock&) = delete;

private:
    sqlite3* m_db = nullptr;
    std::thread m_thread;
};

} // namespace

void Tst_Guard::refusedAnswerIsHeldUntilStored() {
    // The work ran; then the store refuses its answer for 800 ms (another writer holds the file;
    // the store's busy timeout is 100 ms). Giving up would leave the claim to lapse and a retry
    // to run the work again: the guard holds the answer, keeps the claim, and stores it once
    // the store takes writes again.
    if (g_spec != QLatin1String("sqlite-file"))
        QSKIP("The store's refusal is staged with a SQLite file's write lock.");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("held.db"));
    const std::unique_ptr<TokenStore> s =
        openStore(SqliteStore::urlForPath(path) + QStringLiteral("?busy_timeout=100"));
    GuardOptions options;
    options.lease = 3000ms;
    IdempotencyGuard guard(*s, options);
    int executions = 0;
    std::unique_ptr<WriteLock> lock;
    QElapsedTimer ran;
    const GuardResult result =
        guard.run(QStringLiteral("held-1"), QString(), request(), [&](const AcquireResult&) {
            ++executions;
            lock = std::make_unique<WriteLock>(path, 800ms);
            ran.start();
            return WorkResult::complete(response(201, "kept"));
        });
    const qint64 heldMs = ran.elapsed();
    lock.reset();
    QCOMPARE(kindName(result.kind), QStringLiteral("executed"));
    QCOMPARE(result.response.body, QByteArrayLiteral("kept"));
    QCOMPARE(executions, 1);
    QVERIFY2(heldMs >= 700, qPrintable(QString::number(heldMs))); // it did wait for the store
    const auto r = s->get(QStringLiteral("held-1"), QString());
    QCOMPARE(r->state, State::Completed);
    QCOMPARE(r->fence, result.acquire.record.fence);
    QCOMPARE(r->response->status, 201);
    // A retry replays; the work does not run again.
    const GuardResult dup =
        guard.run(QStringLiteral("held-1"), QString(), request(), [&](const AcquireResult&) {
            ++executions;
            return WorkResult::complete(response(200, "again"));
        });
    QCOMPARE(kindName(dup.kind), QStringLiteral("replayed"));
    QCOMPARE(executions, 1);
}

void Tst_Guard::refusedAnswerIsAbandonedInTime() {
    // The store refuses the answer for longer than GuardOptions::maxHeld: run() gives up
    // with the store's error, and the claim is left to its lease (never released: the work ran).
    if (g_spec != QLatin1String("sqlite-file"))
        QSKIP("The store's refusal is staged with a SQLite file's write lock.");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("abandoned.db"));
    const std::unique_ptr<TokenStore> s =
        openStore(SqliteStore::urlForPath(path) + QStringLiteral("?busy_timeout=50"));
    GuardOptions options;
    options.lease = 10s;
    options.maxHeld = 300ms;
    IdempotencyGuard guard(*s, options);
    std::unique_ptr<WriteLock> lock;
    bool threw = false;
    try {
        guard.run(QStringLiteral("abandoned-1"), QString(), request(), [&](const AcquireResult&) {
            // Held long past maxHeld (about 0.5 s of attempts here), for slow machines too.
            lock = std::make_unique<WriteLock>(path, 3000ms);
            return WorkResult::complete(response(201, "lost"));
        });
    } catch (const Error& e) {
        threw = true;
        QCOMPARE(errorKindName(e.kind()), errorKindName(ErrorKind::Retryable));
    }
    lock.reset();
    QVERIFY(threw);
    const auto r = s->get(QStringLiteral("abandoned-1"), QString());
    QCOMPARE(r->state, State::Processing); // kept, not released: a retry waits out the lease
    QVERIFY(!r->response);
}

void Tst_Guard::claimTimingRules() {
    // The gateway and the guard share these (claimsession.h).
    QCOMPARE(claimHeartbeat(30s), 10s);
    QCOMPARE(claimHeartbeat(90ms), 50ms); // never busier than every 50 ms
    QVERIFY(!claimedTooLate(15s, 30s));
    QVERIFY(claimedTooLate(15001ms, 30s));
    QVERIFY(!claimedTooLate(0ms, 1ms));
}

void Tst_Guard::inFlightDuplicateDoesNotRun() {
    FRESH_STORE(s);
    IdempotencyGuard guard(*s);
    int inner = 0;
    const GuardResult outer =
        guard.run(QStringLiteral("busy-1"), QString(), request(), [&](const AcquireResult&) {
            // A duplicate arrives while the first attempt is still working.
            const GuardResult dup = guard.run(QStringLiteral("busy-1"), QString(), request(),
                                              [&](const AcquireResult&) {
                                                  ++inner;
                                                  return WorkResult::complete(response(200, "x"));
                                              });
            [&] {
                QCOMPARE(kindName(dup.kind), QStringLiteral("in_flight"));
                QVERIFY(dup.retryAfter > 0ms);
                QCOMPARE(dup.acquire.outcome, AcquireOutcome::InFlight);
            }();
            return WorkResult::complete(response(200, "first"));
        });
    QVERIFY(!QTest::currentTestFailed());
    QCOMPARE(inner, 0);
    QCOMPARE(kindName(outer.kind), QStringLiteral("executed"));
}

void Tst_Guard::mismatchDoesNotRun() {
    FRESH_STORE(s);
    IdempotencyGuard guard(*s);
    guard.run(QStringLiteral("mm-1"), QString(), request(),
              [](const AcquireResult&) { return WorkResult::complete(response(200, "original")); });
    int executions = 0;
    const GuardResult other = guard.run(QStringLiteral("mm-1"), QString(),
                                        request("{\"amount\":7}"), [&](const AcquireResult&) {
                                            ++executions;
                                            return WorkResult::complete(response(200, "x"));
                                        });
    QCOMPARE(kindName(other.kind), QStringLiteral("mismatch"));
    QCOMPARE(executions, 0);
    QCOMPARE(s->get(QStringLiteral("mm-1"), QString())->response->body,
             QByteArrayLiteral("original"));
}

void Tst_Guard::issuedModeRejects_data() {
    QTest::addColumn<QString>("situation");
    QTest::addColumn<AcquireOutcome>("outcome");
    QTest::newRow("never issued") << QStringLiteral("unknown") << AcquireOutcome::Unknown;
    QTest::newRow("ttl lapsed") << QStringLiteral("lapsed") << AcquireOutcome::Expired;
}

void Tst_Guard::issuedModeRejects() {
    QFETCH(QString, situation);
    QFETCH(AcquireOutcome, outcome);
    FRESH_STORE(s);
    const QString key = QStringLiteral("TOK_1764410000000_abcdefghijklmnop");
    if (situation == QLatin1String("lapsed")) {
        s->issue(issueReq(key, 50ms));
        QTRY_COMPARE(s->get(key, QString())->state, State::Expired);
    }
    GuardOptions options;
    options.mode = AcquireMode::Issued;
    IdempotencyGuard guard(*s, options);
    int executions = 0;
    const GuardResult r = guard.run(key, QString(), request(), [&](const AcquireResult&) {
        ++executions;
        return WorkResult::complete(response(200, "x"));
    });
    QCOMPARE(kindName(r.kind), QStringLiteral("rejected"));
    QCOMPARE(r.acquire.outcome, outcome);
    QCOMPARE(executions, 0);
    if (situation == QLatin1String("unknown"))
        QVERIFY(!s->get(key, QString())); // nothing is created for an unknown key
    QCOMPARE(s->stats(1h).total(Counter::Rejected), 1);
}

void Tst_Guard::issuedModeRunsAnIssuedToken() {
    FRESH_STORE(s);
    const QString key = QStringLiteral("TOK_issued");
    s->issue(issueReq(key, 30min));
    GuardOptions options;
    options.mode = AcquireMode::Issued;
    IdempotencyGuard guard(*s, options);
    int executions = 0;
    auto work = [&](const AcquireResult&) {
        ++executions;
        return WorkResult::complete(response(200, "issued work"));
    };
    QCOMPARE(kindName(guard.run(key, QString(), request(), work).kind), QStringLiteral("executed"));
    QCOMPARE(kindName(guard.run(key, QString(), request(), work).kind), QStringLiteral("replayed"));
    QCOMPARE(executions, 1);
}

void Tst_Guard::storesOnlyAllowListedHeaders() {
    FRESH_STORE(s);
    IdempotencyGuard guard(*s);
    StoredResponse sent = response(201, "{}");
    sent.headers = {{QStringLiteral("Set-Cookie"), QByteArrayLiteral("session=secret")},
                    {QStringLiteral("Location"), QByteArrayLiteral("/orders/5")},
                    {QStringLiteral("Authorization"), QByteArrayLiteral("Bearer x")}};
    const GuardResult r =
        guard.run(QStringLiteral("hdr-1"), QString(), request(),
                  [&](const AcquireResult&) { return WorkResult::complete(sent); });
    const QList<std::pair<QString, QByteArray>> kept = {
        {QStringLiteral("Location"), QByteArrayLiteral("/orders/5")}};
    QCOMPARE(r.response.headers, kept);
    const GuardResult dup =
        guard.run(QStringLiteral("hdr-1"), QString(), request(),
                  [&](const AcquireResult&) { return WorkResult::complete(sent); });
    QCOMPARE(dup.response.headers, kept);
}

void Tst_Guard::concurrentDuplicatesRunOnce() {
    FRESH_STORE(s);
    IdempotencyGuard guard(*s);
    constexpr int kThreads = 8;
    std::atomic<int> executions{0};
    std::vector<GuardResult::Kind> kinds(kThreads);
    std::vector<QString> errors(kThreads);
    idem::test::Barrier start(kThreads);
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t) {
        threads.emplace_back([&, t] {
            start.arrive_and_wait();
            try {
                kinds[t] = guard
                               .run(QStringLiteral("together"), QString(), request(),
                                    [&](const AcquireResult&) {
                                        ++executions;
                                        return WorkResult::complete(response(200, "once"));
                                    })
                               .kind;
            } catch (const Error& e) {
                errors[t] = e.message();
            }
        });
    }
    for (auto& th : threads)
        th.join();
    QCOMPARE(executions.load(), 1);
    int executed = 0;
    for (int t = 0; t < kThreads; ++t) {
        QVERIFY2(errors[t].isEmpty(), qPrintable(errors[t]));
        const QString k = kindName(kinds[t]);
        QVERIFY2(k == QLatin1String("executed") || k == QLatin1String("replayed") ||
                     k == QLatin1String("in_flight"),
                 qPrintable(k));
        executed += k == QLatin1String("executed");
    }
    QCOMPARE(executed, 1);
    QCOMPARE(s->get(QStringLiteral("together"), QString())->response->body,
             QByteArrayLiteral("once"));
}

void Tst_Guard::badKeyIsRefusedBeforeWork() {
    FRESH_STORE(s);
    IdempotencyGuard guard(*s);
    int executions = 0;
    ErrorKind kind = ErrorKind::Internal;
    try {
        guard.run(QStringLiteral("no spaces"), QString(), request(), [&](const AcquireResult&) {
            ++executions;
            return WorkResult::complete(response(200, "x"));
        });
    } catch (const Error& e) {
        kind = e.kind();
    }
    QCOMPARE(kind, ErrorKind::BadInput);
    QCOMPARE(executions, 0);
    QCOMPARE(s->counts().total(), 0);
}

int main(int argc, char** argv) {
    g_spec = idem::test::takeStoreSpec(argc, argv);
    QCoreApplication app(argc, argv);
    Tst_Guard suite;
    return QTest::qExec(&suite, argc, argv);
}

#include "tst_guard.moc"
