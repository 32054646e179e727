// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// StorePool's coalescing of hot-path calls (core/gateway/storepool.h, issue 17): calls that
// queue while a worker is busy go to the store as one TokenStore::changeMany() of at most
// kBatchCap, each caller getting its own outcome; calls made one after another are batches of
// one (nothing waits for a batch to fill). On a shared in-memory SQLite store (the default
// changeMany: one call at a time) and on PostgreSQL through its URL (group commit; skipped
// without IDEM_TEST_PG_URL unless services are required).
#include "base/errors.h"
#include "gateway/storepool.h"
#include "support/storefixture.h"
#include "token/generator.h"

#include <QDeadlineTimer>
#include <QTest>
#include <QThread>
#include <future>
#include <optional>

using namespace idem;
using namespace idem::gateway;

namespace {

/// Runs one hot-path call of a pool and waits for its outcome.
template <typename T, typename Call> StoreOutcome<T> await(Call call) {
    std::optional<StoreOutcome<T>> got;
    QObject context;
    call(&context, [&got](StoreOutcome<T> out) { got = std::move(out); });
    if (!QTest::qWaitFor([&] { return got.has_value(); }, 20000))
        qFatal("no answer from the store pool within 20 s");
    return std::move(*got);
}

/// Holds the pool's only worker in a job until release() (or the end of the scope), so that
/// the calls made meanwhile queue up.
class HeldWorker {
public:
    explicit HeldWorker(StorePool& pool) {
        std::shared_future<void> gate = m_gate.get_future().share();
        pool.submit(
            &m_context,
            [gate](TokenStore&) {
                // Bounded: the test releases the gate long before.
                gate.wait_for(std::chrono::seconds(60));
                return 0;
            },
            [](StoreOutcome<int>) {});
    }
    ~HeldWorker() { release(); }
    void release() {
        if (!m_released)
            m_gate.set_value();
        m_released = true;
    }

private:
    QObject m_context;
    std::promise<void> m_gate;
    bool m_released = false;
};

} // namespace

class Tst_StoreBatch : public QObject {
    Q_OBJECT

private slots:
    void queuedCalls_oneBatchEach64_ownOutcomes_data();
    void queuedCalls_oneBatchEach64_ownOutcomes();
    void answers_inQueueOrder_noneForAContextGone();
    void fullQueue_refusesAfterTheCall();
};

void Tst_StoreBatch::queuedCalls_oneBatchEach64_ownOutcomes_data() {
    QTest::addColumn<QString>("spec");
    QTest::newRow("sqlite-memory") << QStringLiteral("sqlite::memory:");
    QTest::newRow("postgres") << QStringLiteral("postgres");
}

void Tst_StoreBatch::queuedCalls_oneBatchEach64_ownOutcomes() {
    QFETCH(QString, spec);
    std::optional<test::FreshStore> fresh;
    std::unique_ptr<StorePool> pool;
    if (spec == QLatin1String("postgres")) {
        fresh.emplace(spec);
        if (fresh->skipped() || QTest::currentTestFailed())
            return;
        pool = std::make_unique<StorePool>(fresh->sharedUrl(), 1);
    } else {
        pool = std::make_unique<StorePool>(std::shared_ptr<TokenStore>(openStore(spec)), 1);
    }
    QVERIFY(!pool->pipelineCapable());
    QCOMPARE(pool->workers(), 1);

    // At low load every call is a batch of its own.
    for (int i = 0; i < 3; ++i) {
        AcquireRequest r = test::acquireRequest(QStringLiteral("alone-%1").arg(i));
        const auto out = await<AcquireResult>(
            [&](QObject* ctx, auto done) { pool->acquire(ctx, r, std::move(done)); });
        QVERIFY2(!out.error, out.error ? out.error->what() : "");
        QCOMPARE(out.value->outcome, AcquireOutcome::Acquired);
    }
    QCOMPARE(pool->batches(), quint64(3));
    QCOMPARE(pool->batchedCalls(), quint64(3));
    QCOMPARE(pool->largestBatch(), 1);

    // 200 acquires queued while the worker is held: batches of 64, 64, 64 and 8.
    constexpr int kCalls = 200;
    QObject context;
    std::vector<std::optional<StoreOutcome<AcquireResult>>> acquired(kCalls);
    {
        HeldWorker held(*pool);
        for (int i = 0; i < kCalls; ++i) {
            pool->acquire(
                &context, test::acquireRequest(QStringLiteral("queued-%1").arg(i)),
                [&acquired, i](StoreOutcome<AcquireResult> out) { acquired[i] = std::move(out); });
        }
    }
    QVERIFY(QTest::qWaitFor(
        [&] {
            return std::all_of(acquired.begin(), acquired.end(),
                               [](const auto& o) { return o.has_value(); });
        },
        60000));
    QCOMPARE(pool->batches(), quint64(3 + 4));
    QCOMPARE(pool->batchedCalls(), quint64(3 + kCalls));
    QCOMPARE(pool->largestBatch(), StorePool::kBatchCap);
    for (int i = 0; i < kCalls; ++i) {
        const auto& out = *acquired[i];
        QVERIFY2(!out.error, out.error ? out.error->what() : "");
        QCOMPARE(out.value->outcome, AcquireOutcome::Acquired);
        QCOMPARE(out.value->record.key, QStringLiteral("queued-%1").arg(i));
    }

    // Their completes and a duplicate of each, queued together: each caller its own answer.
    std::vector<std::optional<StoreOutcome<TokenRecord>>> completed(kCalls);
    std::vector<std::optional<StoreOutcome<AcquireResult>>> replays(kCalls);
    {
        HeldWorker held(*pool);
        for (int i = 0; i < kCalls; ++i) {
            pool->complete(
                &context, test::completeReq(*acquired[i]->value, QByteArray::number(i)),
                [&completed, i](StoreOutcome<TokenRecord> out) { completed[i] = std::move(out); });
            pool->acquire(
                &context, test::acquireRequest(QStringLiteral("queued-%1").arg(i)),
                [&replays, i](StoreOutcome<AcquireResult> out) { replays[i] = std::move(out); });
        }
    }
    QVERIFY(QTest::qWaitFor(
        [&] {
            return std::all_of(replays.begin(), replays.end(),
                               [](const auto& o) { return o.has_value(); }) &&
                   std::all_of(completed.begin(), completed.end(),
                               [](const auto& o) { return o.has_value(); });
        },
        60000));
    QCOMPARE(pool->batchedCalls(), quint64(3 + 3 * kCalls));
    for (int i = 0; i < kCalls; ++i) {
        QVERIFY2(!completed[i]->error, completed[i]->error ? completed[i]->error->what() : "");
        QCOMPARE(completed[i]->value->state, State::Completed);
        QVERIFY2(!replays[i]->error, replays[i]->error ? replays[i]->error->what() : "");
        QCOMPARE(replays[i]->value->outcome, AcquireOutcome::Replay);
        QCOMPARE(replays[i]->value->record.response->body, QByteArray::number(i));
    }
}

// The answers of a batch go back in queue order, one queued call per run of answers for the same
// context; a context destroyed after its answers were queued gets none of them, and the others
// still get theirs.
void Tst_StoreBatch::answers_inQueueOrder_noneForAContextGone() {
    StorePool pool(std::shared_ptr<TokenStore>(openStore(QStringLiteral("sqlite::memory:"))), 1);
    constexpr int kCalls = 30;
    QObject kept;
    auto gone = std::make_unique<QObject>();
    std::vector<int> order;
    int goneAnswers = 0;
    {
        HeldWorker held(pool);
        for (int i = 0; i < kCalls; ++i) {
            // Runs of 4 calls for one context, then 2 for the other, then 4 again...
            const bool toGone = i % 6 >= 4;
            pool.acquire(toGone ? gone.get() : &kept,
                         test::acquireRequest(QStringLiteral("order-%1").arg(i)),
                         [&order, &goneAnswers, i, toGone](StoreOutcome<AcquireResult> out) {
                             if (toGone)
                                 ++goneAnswers;
                             else if (!out.error &&
                                      out.value->outcome == AcquireOutcome::Acquired &&
                                      out.value->record.key == QStringLiteral("order-%1").arg(i))
                                 order.push_back(i);
                             else
                                 order.push_back(-1);
                         });
        }
    }
    // The batch ran and queued its answers; no event has been processed here since.
    QDeadlineTimer deadline(20000);
    while (pool.batchedCalls() < quint64(kCalls) && !deadline.hasExpired())
        QThread::msleep(5);
    QCOMPARE(pool.batchedCalls(), quint64(kCalls));
    QCOMPARE(pool.batches(), quint64(1));
    QThread::msleep(200); // the worker posts right after counting
    gone.reset();
    std::vector<int> expected;
    for (int i = 0; i < kCalls; ++i) {
        if (i % 6 < 4)
            expected.push_back(i);
    }
    QVERIFY(QTest::qWaitFor([&] { return order.size() >= expected.size(); }, 20000));
    QTest::qWait(50);
    QCOMPARE(order, expected);
    QCOMPARE(goneAnswers, 0);
    // The changes of the context that went away were made all the same (the work ran; only
    // nobody is left to answer).
    const auto again = await<AcquireResult>([&](QObject* ctx, auto done) {
        pool.acquire(ctx, test::acquireRequest(QStringLiteral("order-4")), std::move(done));
    });
    QVERIFY2(!again.error, again.error ? again.error->what() : "");
    QCOMPARE(again.value->outcome, AcquireOutcome::InFlight);
}

// A call that finds its worker's queue full is refused (Retryable, nothing changed), and its
// `done` runs after the call returned, like every answer.
void Tst_StoreBatch::fullQueue_refusesAfterTheCall() {
    StorePool pool(std::shared_ptr<TokenStore>(openStore(QStringLiteral("sqlite::memory:"))), 1);
    QObject context;
    int answered = 0;
    std::optional<StoreOutcome<AcquireResult>> refused;
    {
        HeldWorker held(pool);
        for (int i = 0; i < StorePool::kQueueLimit; ++i) {
            pool.acquire(&context, test::acquireRequest(QStringLiteral("full-%1").arg(i)),
                         [&answered](StoreOutcome<AcquireResult>) { ++answered; });
        }
        pool.acquire(&context, test::acquireRequest(QStringLiteral("one-too-many")),
                     [&refused](StoreOutcome<AcquireResult> out) { refused = std::move(out); });
        QVERIFY(!refused.has_value());
        QVERIFY(QTest::qWaitFor([&] { return refused.has_value(); }, 20000));
        QCOMPARE(answered, 0); // the held worker has answered nothing yet
    }
    QVERIFY(refused->error);
    QCOMPARE(refused->error->kind(), ErrorKind::Retryable);
    QVERIFY(QTest::qWaitFor([&] { return answered == StorePool::kQueueLimit; }, 60000));
    const auto after = await<AcquireResult>([&](QObject* ctx, auto done) {
        pool.acquire(ctx, test::acquireRequest(QStringLiteral("one-too-many")), std::move(done));
    });
    QVERIFY2(!after.error, after.error ? after.error->what() : "");
    QCOMPARE(after.value->outcome, AcquireOutcome::Acquired);
}

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    Tst_StoreBatch t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_storebatch.moc"
