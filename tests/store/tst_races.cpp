// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Races on the atomic claim. The rule under test: whatever the interleaving,
// each key is acquired exactly once and every other attempt answers in_flight or replay; and a
// stale owner can never store its result once another attempt took the token over.
//
// (a) and (d)/(e) run on the store of `-store SPEC`, so the Redis and PostgreSQL stores can run
// them later; (b) and (c) need a store that several connections and processes can open (a
// SQLite file) and skip otherwise.

#include "base/errors.h"
#include "store/tokenstore.h"
#include "support/barrier.h"
#include "support/storefixture.h"
#include "token/generator.h"

#include <QCoreApplication>
#include <QProcess>
#include <QRandomGenerator>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <limits>
#include <numeric>
#include <thread>
#include <vector>

using namespace idem;
using namespace std::chrono_literals;
using idem::test::FreshStore;

namespace {

QString g_spec = QStringLiteral("sqlite-file");

constexpr int kThreads = 32;
constexpr int kKeys = 1000;
constexpr int kTrials = 200;

#define FRESH_STORE(var) IDEM_FRESH_STORE(var, g_spec)

/// The request every contender sends; it must match race_worker.cpp.
const RequestIdentity& raceRequest() {
    static const RequestIdentity identity = RequestIdentity::of(
        QStringLiteral("POST"), QStringLiteral("/race"), QByteArrayLiteral("race body"));
    return identity;
}

QString raceKey(int i) {
    return QStringLiteral("race-%1").arg(i);
}

using idem::test::withRetry;

/// What one contender saw: the outcome name per key index ("error ..." for failures, empty
/// for keys it did not try).
using Outcomes = std::vector<QString>;

/// One contender's part in a race: the key indexes it tries at each step (none: it sits this
/// step out), and after how many steps it completes a claim it acquired. While a claim is held
/// the others get in_flight; once it is completed, replay.
struct Plan {
    std::vector<std::vector<int>> steps;
    int completeAfter = 2;
};

/// Plays `plan` on `store`: acquires each key (lease long enough that nothing is taken over:
/// this race is about the claim, not takeover), completes it with a tiny response (the key
/// itself) `completeAfter` steps later, and checks that replays carry the right response.
/// With `lockstep`, every step starts together with the other contenders of the barrier.
/// Never throws: failures are written into the outcomes.
template <typename Barrier>
void contend(TokenStore& store, const Plan& plan, Barrier* lockstep, Outcomes& out) {
    out.assign(kKeys, QString());
    struct Held {
        int step;
        int index;
        CompleteRequest request;
    };
    std::vector<Held> held;
    auto completeUpTo = [&](int step) {
        while (!held.empty() && held.front().step <= step) {
            const Held h = held.front();
            held.erase(held.begin());
            try {
                withRetry([&] { return store.complete(h.request); });
            } catch (const Error& e) {
                out[h.index] =
                    QStringLiteral("acquired, then complete failed: %1").arg(e.message());
            }
        }
    };
    for (int step = 0; step < int(plan.steps.size()); ++step) {
        if (lockstep)
            lockstep->arrive_and_wait();
        for (int i : plan.steps[step]) {
            const QString key = raceKey(i);
            try {
                AcquireRequest req;
                req.key = key;
                req.request = raceRequest();
                req.owner = TokenGenerator::owner();
                req.lease = 120s;
                const AcquireResult r = withRetry([&] { return store.acquire(req); });
                QString outcome = acquireOutcomeName(r.outcome);
                if (r.outcome == AcquireOutcome::Acquired) {
                    CompleteRequest c;
                    c.claim = {key, QString(), req.owner, r.record.fence};
                    c.response.status = 200;
                    c.response.body = key.toLatin1();
                    held.push_back({step, i, c});
                } else if (r.outcome == AcquireOutcome::Replay &&
                           (!r.record.response || r.record.response->body != key.toLatin1())) {
                    outcome = QStringLiteral("replay of a wrong response");
                }
                out[i] = outcome;
            } catch (const Error& e) {
                out[i] = QStringLiteral("error %1: %2").arg(errorKindName(e.kind()), e.message());
            } catch (const std::exception& e) {
                out[i] = QStringLiteral("exception: %1").arg(QString::fromUtf8(e.what()));
            }
        }
        completeUpTo(step - plan.completeAfter);
    }
    completeUpTo(std::numeric_limits<int>::max());
}

/// The lockstep race of 32 threads on 1,000 keys. The threads form groups of
/// kContendersPerKey; each group races on its share of the keys (every groups-th key), a batch
/// of kBatch keys per step, all of the group starting each step together and walking the batch
/// in the same order. In a group, the first half try the batch of the current step ("fresh":
/// one acquires each key and holds it two steps, the others must get in_flight) and the second
/// half try the batch of kLateBy steps ago ("late": completed by then, they must get replay).
/// Batches keep the steps, and so the waits for a busy file between them, few.
///
/// Every attempt is a write (a replay or an in_flight answer raises a counter) that a SQLite
/// file syncs to disk, so 8 of the 32 threads per key keep the suite well under a minute while
/// each key still sees a crowd arriving at the same moment.
constexpr int kContendersPerKey = 8;
constexpr int kFreshPerKey = kContendersPerKey / 2;
constexpr int kLateBy = 4;
constexpr int kBatch = 5;

std::vector<Plan> lockstepPlans(int threads) {
    const int groups = threads / kContendersPerKey;
    std::vector<Plan> plans(threads);
    for (int t = 0; t < threads; ++t) {
        const int group = t % groups;
        const bool late = (t / groups) >= kFreshPerKey;
        std::vector<int> keys;
        for (int k = group; k < kKeys; k += groups)
            keys.push_back(k);
        Plan& p = plans[t];
        p.completeAfter = 2; // < kLateBy: completed before the late ones arrive
        const int batches = int(keys.size() + kBatch - 1) / kBatch;
        p.steps.assign(batches + kLateBy, {});
        for (std::size_t n = 0; n < keys.size(); ++n)
            p.steps[n / kBatch + (late ? kLateBy : 0)].push_back(keys[n]);
    }
    return plans;
}

struct Tally {
    qint64 replays = 0;
    qint64 inFlight = 0;
    std::vector<qint64> replaysPerKey = std::vector<qint64>(kKeys, 0);
    std::vector<qint64> inFlightPerKey = std::vector<qint64>(kKeys, 0);
};

/// Checks the race's rule over every contender's outcomes: each key tried `perKey` times,
/// acquired exactly once, every other attempt in_flight or replay. Returns the first
/// violations found (empty when none) and counts the answers into `tally`.
QString checkOutcomes(const std::vector<Outcomes>& contenders, int perKey, Tally& tally) {
    QStringList problems;
    for (int k = 0; k < kKeys && problems.size() < 10; ++k) {
        int acquired = 0;
        int attempts = 0;
        for (std::size_t c = 0; c < contenders.size(); ++c) {
            const QString& o = contenders[c][k];
            if (o.isEmpty())
                continue; // not this contender's key
            ++attempts;
            if (o == QLatin1String("acquired")) {
                ++acquired;
            } else if (o == QLatin1String("replay")) {
                ++tally.replays;
                ++tally.replaysPerKey[k];
            } else if (o == QLatin1String("in_flight")) {
                ++tally.inFlight;
                ++tally.inFlightPerKey[k];
            } else {
                problems << QStringLiteral("key %1, contender %2: %3").arg(k).arg(c).arg(o);
            }
        }
        if (attempts != perKey) {
            problems << QStringLiteral("key %1 was tried %2 times, not %3")
                            .arg(k)
                            .arg(attempts)
                            .arg(perKey);
        }
        if (acquired != 1)
            problems << QStringLiteral("key %1 acquired %2 times").arg(k).arg(acquired);
    }
    return problems.join(QStringLiteral("; "));
}

/// After a race: every key is completed with its own response by its first and only owner,
/// its replay count is exactly the number of replays the contenders saw, and the counters add
/// up to the attempts.
QString checkStore(TokenStore& store, const Tally& tally, qint64 attempts) {
    QStringList problems;
    for (int k = 0; k < kKeys && problems.size() < 10; ++k) {
        const auto r = store.get(raceKey(k), QString());
        if (!r) {
            problems << QStringLiteral("key %1 is missing").arg(k);
            continue;
        }
        if (r->state != State::Completed || !r->response ||
            r->response->body != raceKey(k).toLatin1() || r->fence != 1) {
            problems << QStringLiteral("key %1 is %2 with fence %3")
                            .arg(k)
                            .arg(stateName(r->state))
                            .arg(r->fence);
        }
        if (r->replayCount != tally.replaysPerKey[k]) {
            problems << QStringLiteral("key %1: replay count %2, but %3 replays were answered")
                            .arg(k)
                            .arg(r->replayCount)
                            .arg(tally.replaysPerKey[k]);
        }
    }
    const StatsSeries st = store.stats(1h);
    if (st.total(Counter::Acquired) != kKeys || st.total(Counter::Completed) != kKeys ||
        st.total(Counter::Replayed) != tally.replays ||
        st.total(Counter::InFlight) != tally.inFlight ||
        st.total(Counter::Acquired) + st.total(Counter::Replayed) + st.total(Counter::InFlight) !=
            attempts) {
        problems << QStringLiteral("stats: acquired %1, completed %2, replayed %3 (seen %4), "
                                   "in_flight %5 (seen %6)")
                        .arg(st.total(Counter::Acquired))
                        .arg(st.total(Counter::Completed))
                        .arg(st.total(Counter::Replayed))
                        .arg(tally.replays)
                        .arg(st.total(Counter::InFlight))
                        .arg(tally.inFlight);
    }
    return problems.join(QStringLiteral("; "));
}

/// In the lockstep race the answers are determined: per key, the fresh contenders that did not
/// acquire got in_flight and the late ones replay.
QString checkLockstepAnswers(const Tally& tally) {
    for (int k = 0; k < kKeys; ++k) {
        if (tally.inFlightPerKey[k] != kFreshPerKey - 1 ||
            tally.replaysPerKey[k] != kContendersPerKey - kFreshPerKey) {
            return QStringLiteral("key %1: %2 in_flight and %3 replays, expected %4 and %5")
                .arg(k)
                .arg(tally.inFlightPerKey[k])
                .arg(tally.replaysPerKey[k])
                .arg(kFreshPerKey - 1)
                .arg(kContendersPerKey - kFreshPerKey);
        }
    }
    return QString();
}

/// Runs the lockstep race of lockstepPlans() with thread t on stores[t] (the same store may
/// appear several times).
std::vector<Outcomes> lockstepRace(const std::vector<TokenStore*>& stores) {
    const int threads = int(stores.size());
    const int groups = threads / kContendersPerKey;
    const std::vector<Plan> plans = lockstepPlans(threads);
    std::vector<Outcomes> outcomes(threads);
    std::vector<std::unique_ptr<idem::test::Barrier>> barriers;
    for (int g = 0; g < groups; ++g)
        barriers.push_back(std::make_unique<idem::test::Barrier>(kContendersPerKey));
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) {
        pool.emplace_back(
            [&, t] { contend(*stores[t], plans[t], barriers[t % groups].get(), outcomes[t]); });
    }
    for (auto& th : pool)
        th.join();
    return outcomes;
}

bool isStuck(TokenStore& s, const QString& key) {
    const auto r = s.get(key, QString());
    return r && r->stuck;
}

AcquireRequest acquireReq(const QString& key, std::chrono::milliseconds lease) {
    AcquireRequest r;
    r.key = key;
    r.request = raceRequest();
    r.owner = TokenGenerator::owner();
    r.lease = lease;
    return r;
}

using idem::test::completeReq;

/// The lockstep race of (a) and (b) over `stores`, then every check on its outcomes and on what
/// `store` holds afterwards; empty when all hold, else the first problem found.
QString raceAndCheck(const std::vector<TokenStore*>& stores, TokenStore& store) {
    const std::vector<Outcomes> outcomes = lockstepRace(stores);
    Tally tally;
    QString problems = checkOutcomes(outcomes, kContendersPerKey, tally);
    if (problems.isEmpty())
        problems = checkLockstepAnswers(tally);
    if (problems.isEmpty())
        problems = checkStore(store, tally, qint64(kContendersPerKey) * kKeys);
    return problems;
}

template <typename F> QString errorOf(F&& f) {
    try {
        f();
    } catch (const Error& e) {
        return errorKindName(e.kind());
    }
    return QStringLiteral("none");
}

} // namespace

class Tst_Races : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void threadsShareOneStore();
    void threadsEachWithTheirOwnStore();
    void twoProcessesOnOneFile();
    void staleOwnerRefusedAfterTakeover();
    void staleCompleteRacesTakeover();
};

void Tst_Races::initTestCase() {
    qInfo("store spec: %s", qPrintable(g_spec));
}

// (a) 32 threads, 1,000 keys, one store object.
void Tst_Races::threadsShareOneStore() {
    FRESH_STORE(s);
    const std::vector<TokenStore*> stores(kThreads, &*s);
    const QString problems = raceAndCheck(stores, *s);
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
}

// (b) The same with one store (connection) per thread on one file.
void Tst_Races::threadsEachWithTheirOwnStore() {
    FRESH_STORE(s);
    if (s.sharedUrl().isEmpty())
        QSKIP("this store cannot be opened twice (in-memory)");
    std::vector<std::unique_ptr<TokenStore>> owned;
    std::vector<TokenStore*> stores;
    for (int t = 0; t < kThreads; ++t) {
        owned.push_back(openStore(s.sharedUrl()));
        stores.push_back(owned.back().get());
    }
    const QString problems = raceAndCheck(stores, *s);
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
}

// (c) Two worker processes and two threads of this process on one file.
void Tst_Races::twoProcessesOnOneFile() {
    FRESH_STORE(s);
    if (s.sharedUrl().isEmpty())
        QSKIP("this store cannot be opened by another process (in-memory)");

    // Processes cannot start each step together, so each contender holds its claims longer
    // (completes them 50 attempts later): whoever meets a held key gets in_flight.
    constexpr int kHold = 50;
    const QStringList orders = {QStringLiteral("forward"), QStringLiteral("reverse")};
    std::vector<std::unique_ptr<QProcess>> workers;
    QTemporaryDir reports; // each worker's outcomes (race_worker.cpp: why not its stdout)
    QVERIFY(reports.isValid());
    for (const QString& order : orders) {
        auto p = std::make_unique<QProcess>();
        p->setProgram(QStringLiteral(IDEM_RACE_WORKER));
        p->setArguments({s.sharedUrl(), QString::number(kKeys), order, QString::number(kHold),
                         QDir::toNativeSeparators(reports.filePath(order))});
        p->start();
        QVERIFY2(p->waitForStarted(30000), qPrintable(p->errorString()));
        workers.push_back(std::move(p));
    }
    for (auto& p : workers) {
        QTRY_VERIFY_WITH_TIMEOUT(p->canReadLine() || p->state() == QProcess::NotRunning, 30000);
        const QByteArray ready = p->readLine().trimmed();
        QVERIFY2(ready == "ready", p->readAllStandardError().constData());
    }

    // Go: both workers and two local contenders (own connections) start together.
    std::vector<std::unique_ptr<TokenStore>> local;
    std::vector<Plan> plans(2);
    for (int t = 0; t < 2; ++t) {
        local.push_back(openStore(s.sharedUrl()));
        plans[t].completeAfter = kHold;
        std::vector<int> order(kKeys);
        std::iota(order.begin(), order.end(), 0);
        if (t == 1) {
            QRandomGenerator gen(4242);
            std::shuffle(order.begin(), order.end(), gen);
        }
        for (int k : order)
            plans[t].steps.push_back({k});
    }
    std::vector<Outcomes> outcomes(2);
    for (auto& p : workers) {
        p->write("go\n");
        QVERIFY(p->waitForBytesWritten(30000)); // before this thread blocks in join()
    }
    {
        std::vector<std::thread> pool;
        for (int t = 0; t < 2; ++t) {
            pool.emplace_back([&, t] {
                contend<idem::test::Barrier>(*local[t], plans[t], nullptr, outcomes[t]);
            });
        }
        for (auto& th : pool)
            th.join();
    }

    for (std::size_t w = 0; w < workers.size(); ++w) {
        QProcess* p = workers[w].get();
        QVERIFY2(p->waitForFinished(120000), "a race worker did not finish");
        const QByteArray err = p->readAllStandardError();
        QCOMPARE(p->exitStatus(), QProcess::NormalExit);
        QVERIFY2(p->exitCode() == 0, err.constData());
        Outcomes seen(kKeys);
        QFile report(reports.filePath(orders[qsizetype(w)]));
        QVERIFY2(report.open(QIODevice::ReadOnly), qPrintable(report.errorString()));
        const QList<QByteArray> lines = report.readAll().split('\n');
        bool done = false;
        int count = 0;
        for (const QByteArray& raw : lines) {
            const QByteArray line = raw.trimmed();
            if (line.isEmpty())
                continue;
            if (line == "done") {
                done = true;
                continue;
            }
            const qsizetype space = line.indexOf(' ');
            bool ok = false;
            const int index = line.left(space).toInt(&ok);
            QVERIFY2(ok && index >= 0 && index < kKeys, line.constData());
            QVERIFY2(seen[index].isEmpty(), "a worker reported one key twice");
            seen[index] = QString::fromLatin1(line.mid(space + 1));
            ++count;
        }
        QVERIFY2(done, err.constData());
        QCOMPARE(count, kKeys);
        outcomes.push_back(std::move(seen));
    }

    Tally tally;
    const QString problems = checkOutcomes(outcomes, int(outcomes.size()), tally);
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
    const QString stored = checkStore(*s, tally, qint64(outcomes.size()) * kKeys);
    QVERIFY2(stored.isEmpty(), qPrintable(stored));
    qInfo("%lld replays, %lld in_flight", tally.replays, tally.inFlight);
}

// (d) In every trial: A's tiny lease lapses, B takes over; A's complete, release and renew are
// refused, B's complete is what the store keeps. The trials use one key each and share the
// wait for the leases to lapse.
void Tst_Races::staleOwnerRefusedAfterTakeover() {
    FRESH_STORE(s);
    const QString conflict = errorKindName(ErrorKind::Conflict);
    std::vector<AcquireResult> owners;
    for (int trial = 0; trial < kTrials; ++trial) {
        owners.push_back(s->acquire(acquireReq(QStringLiteral("stale-%1").arg(trial), 1ms)));
        QVERIFY(owners.back().outcome == AcquireOutcome::Acquired);
    }
    QTRY_COMPARE(s->counts().stuck, kTrials);

    for (int trial = 0; trial < kTrials; ++trial) {
        const AcquireResult& a = owners[trial];
        const QString key = a.record.key;
        const QString where = QStringLiteral("trial %1").arg(trial);
        QVERIFY2(isStuck(*s, key), qPrintable(where));
        const AcquireResult b = s->acquire(acquireReq(key, 60s));
        QVERIFY2(b.outcome == AcquireOutcome::Acquired && b.takeover, qPrintable(where));
        QVERIFY2(b.record.fence == a.record.fence + 1, qPrintable(where));

        const Claim stale{key, QString(), a.record.owner, a.record.fence};
        auto staleIsRefused = [&] {
            return errorOf([&] { s->complete(completeReq(a, "A")); }) == conflict &&
                   errorOf([&] { s->release(stale); }) == conflict &&
                   errorOf([&] { s->renew(stale, 60s); }) == conflict;
        };
        // Half the trials try A before B completes, half after.
        const bool staleFirst = trial % 2 == 0;
        if (staleFirst)
            QVERIFY2(staleIsRefused(), qPrintable(where + QStringLiteral(": A was not refused")));
        const TokenRecord done = s->complete(completeReq(b, "B"));
        QVERIFY2(done.state == State::Completed, qPrintable(where));
        if (!staleFirst)
            QVERIFY2(staleIsRefused(), qPrintable(where + QStringLiteral(": A was not refused")));
        const auto got = s->get(key, QString());
        QVERIFY2(got && got->state == State::Completed && got->response &&
                     got->response->body == "B" && got->owner == b.record.owner &&
                     got->fence == b.record.fence,
                 qPrintable(where));
    }
    const StatsSeries st = s->stats(1h);
    QCOMPARE(st.total(Counter::TakenOver), kTrials);
    QCOMPARE(st.total(Counter::Completed), kTrials);
}

// (e) The stale owner's complete and the takeover race each other: exactly one wins, and the
// store keeps the winner's response, never both, never the loser's.
void Tst_Races::staleCompleteRacesTakeover() {
    FRESH_STORE(s);
    // B uses a second connection where the store allows one, the same object otherwise.
    std::unique_ptr<TokenStore> second = s.openAnother();
    TokenStore& storeB = second ? *second : *s;
    std::vector<AcquireResult> owners;
    for (int trial = 0; trial < kTrials; ++trial) {
        owners.push_back(s->acquire(acquireReq(QStringLiteral("contest-%1").arg(trial), 1ms)));
        QVERIFY(owners.back().outcome == AcquireOutcome::Acquired);
    }
    QTRY_COMPARE(s->counts().stuck, kTrials);

    int staleWon = 0;
    for (int trial = 0; trial < kTrials; ++trial) {
        const AcquireResult& a = owners[trial];
        const QString key = a.record.key;
        const QString where = QStringLiteral("trial %1").arg(trial);

        QString aResult;
        AcquireResult b;
        QString bResult;
        idem::test::Barrier start(2);
        std::thread threadA([&] {
            start.arrive_and_wait();
            aResult = errorOf([&] { withRetry([&] { return s->complete(completeReq(a, "A")); }); });
        });
        std::thread threadB([&] {
            start.arrive_and_wait();
            try {
                b = withRetry([&] { return storeB.acquire(acquireReq(key, 60s)); });
                if (b.outcome == AcquireOutcome::Acquired)
                    withRetry([&] { return storeB.complete(completeReq(b, "B")); });
                bResult = acquireOutcomeName(b.outcome);
            } catch (const Error& e) {
                bResult = errorKindName(e.kind());
            }
        });
        threadA.join();
        threadB.join();

        const auto got = s->get(key, QString());
        QVERIFY2(got && got->state == State::Completed && got->response, qPrintable(where));
        if (aResult == QLatin1String("none")) {
            // A completed first: B must have been answered with A's response.
            ++staleWon;
            QVERIFY2(bResult == QLatin1String("replay") && b.record.response &&
                         b.record.response->body == "A",
                     qPrintable(where + QStringLiteral(": A completed, B got ") + bResult));
            QVERIFY2(got->response->body == "A" && got->fence == a.record.fence, qPrintable(where));
        } else {
            QVERIFY2(aResult == QLatin1String("conflict"),
                     qPrintable(where + QStringLiteral(": A got ") + aResult));
            QVERIFY2(bResult == QLatin1String("acquired") && b.takeover &&
                         b.record.fence == a.record.fence + 1,
                     qPrintable(where + QStringLiteral(": A refused, B got ") + bResult));
            QVERIFY2(got->response->body == "B" && got->owner == b.record.owner, qPrintable(where));
        }
    }
    qInfo("the stale owner won %d of %d trials, the takeover %d", staleWon, kTrials,
          kTrials - staleWon);
}

int main(int argc, char** argv) {
    g_spec = idem::test::takeStoreSpec(argc, argv);
    QCoreApplication app(argc, argv);
    Tst_Races suite;
    return QTest::qExec(&suite, argc, argv);
}

#include "tst_races.moc"
