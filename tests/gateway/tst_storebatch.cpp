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

#include <QTest>
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

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    Tst_StoreBatch t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_storebatch.moc"
