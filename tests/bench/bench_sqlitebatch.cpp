// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// SQLite group commit (issue 17): state changes per second through changeMany() against the
// same changes as single calls, on a file with the store's own settings (WAL,
// synchronous=FULL), at batch sizes 1, 8 and 32. The changes are the gateway's fresh path: N
// acquires of new keys, then their N completes. The log's fsyncs are counted by the VFS of
// tests/sqlite/faultvfs.h (which only passes calls through here).

#include "../sqlite/faultvfs.h"
#include "base/errors.h"
#include "sqlite/sqlitestore.h"
#include "token/generator.h"

#include <QTemporaryDir>
#include <atomic>
#include <benchmark/benchmark.h>
#include <memory>

using namespace idem;
namespace faultvfs = idem::test::faultvfs;

namespace {

std::atomic<qint64> g_serial{0};

AcquireRequest acquireReq() {
    AcquireRequest r;
    r.key = QStringLiteral("BATCH_%1").arg(g_serial.fetch_add(1));
    r.owner = TokenGenerator::owner();
    r.request = RequestIdentity::of(QStringLiteral("POST"), QStringLiteral("/orders"),
                                    QByteArrayLiteral("{\"amount\":42,\"currency\":\"EUR\"}"));
    return r;
}

CompleteRequest completeReq(const AcquireResult& a) {
    CompleteRequest c;
    c.claim = {a.record.key, a.record.scope, a.record.owner, a.record.fence};
    c.response = {201,
                  {{QStringLiteral("Content-Type"), QByteArrayLiteral("application/json")}},
                  QByteArrayLiteral("{\"id\":\"ord_1\",\"status\":\"created\"}")};
    return c;
}

struct BenchStore {
    QTemporaryDir dir;
    std::unique_ptr<SqliteStore> store;
    BenchStore() {
        faultvfs::install();
        store = std::make_unique<SqliteStore>(
            SqliteStore::Options{dir.filePath(QStringLiteral("batch.db"))});
    }
};

void report(benchmark::State& state, qint64 changes, long syncs) {
    state.SetItemsProcessed(changes);
    state.counters["changes/s"] = benchmark::Counter(double(changes), benchmark::Counter::kIsRate);
    state.counters["fsyncs/change"] = changes ? double(syncs) / double(changes) : 0.0;
}

/// N acquires, then N completes, each a call of its own: 2N commits.
void BM_SingleCalls(benchmark::State& state) {
    BenchStore b;
    const int n = int(state.range(0));
    faultvfs::g_walSyncs = 0;
    for (auto _ : state) {
        std::vector<AcquireResult> acquired;
        acquired.reserve(n);
        for (int i = 0; i < n; ++i)
            acquired.push_back(b.store->acquire(acquireReq()));
        for (const AcquireResult& a : acquired)
            benchmark::DoNotOptimize(b.store->complete(completeReq(a)));
    }
    report(state, state.iterations() * 2 * n, faultvfs::g_walSyncs.load());
}
BENCHMARK(BM_SingleCalls)->Arg(1)->Arg(8)->Arg(32)->Unit(benchmark::kMicrosecond)->UseRealTime();

/// N acquires in one batch, then their N completes in another: 2 commits.
void BM_ChangeMany(benchmark::State& state) {
    BenchStore b;
    const int n = int(state.range(0));
    faultvfs::g_walSyncs = 0;
    for (auto _ : state) {
        std::vector<Change> acquires;
        acquires.reserve(n);
        for (int i = 0; i < n; ++i)
            acquires.push_back(Change::ofAcquire(acquireReq()));
        const std::vector<ChangeOutcome> acquired = b.store->changeMany(acquires);
        std::vector<Change> completes;
        completes.reserve(n);
        for (const ChangeOutcome& o : acquired) {
            if (!o.acquired) {
                state.SkipWithError("an acquire of the batch failed");
                return;
            }
            completes.push_back(Change::ofComplete(completeReq(*o.acquired)));
        }
        benchmark::DoNotOptimize(b.store->changeMany(completes));
    }
    report(state, state.iterations() * 2 * n, faultvfs::g_walSyncs.load());
}
BENCHMARK(BM_ChangeMany)->Arg(1)->Arg(8)->Arg(32)->Unit(benchmark::kMicrosecond)->UseRealTime();

} // namespace

BENCHMARK_MAIN();
