// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// What IdempotencyGuard adds to a claim's store calls, in one run: the raw acquire + complete on
// the same store (baseline), the guard without its heartbeat, and the guard with it (a thread
// that renews the lease while the work runs: started and stopped once per run). The store is an
// in-memory SQLite database, so the store's own cost is as small as it gets and the guard's
// share shows.

#include "guard/idempotencyguard.h"
#include "store/tokenstore.h"
#include "token/generator.h"

#include <QString>
#include <benchmark/benchmark.h>

using namespace idem;

namespace {

RequestIdentity request() {
    return RequestIdentity::of(QStringLiteral("POST"), QStringLiteral("/orders"),
                               QByteArrayLiteral("{\"amount\":42}"));
}

StoredResponse response() {
    StoredResponse r;
    r.status = 201;
    r.body = QByteArrayLiteral("{\"id\":1}");
    return r;
}

void BM_RawAcquireComplete(benchmark::State& state) {
    const auto store = openStore(QStringLiteral("sqlite::memory:"));
    qint64 n = 0;
    for (auto _ : state) {
        AcquireRequest a;
        a.key = QStringLiteral("raw-%1").arg(++n);
        a.request = request();
        a.owner = TokenGenerator::owner();
        const AcquireResult got = store->acquire(a);
        CompleteRequest c{{a.key, QString(), got.record.owner, got.record.fence}, response(), 24h};
        benchmark::DoNotOptimize(store->complete(c));
    }
}
BENCHMARK(BM_RawAcquireComplete);

void guardRuns(benchmark::State& state, bool heartbeat) {
    const auto store = openStore(QStringLiteral("sqlite::memory:"));
    GuardOptions options;
    options.heartbeat = heartbeat;
    IdempotencyGuard guard(*store, options);
    qint64 n = 0;
    for (auto _ : state) {
        const GuardResult r =
            guard.run(QStringLiteral("guard-%1").arg(++n), QString(), request(),
                      [](const AcquireResult&) { return WorkResult::complete(response()); });
        benchmark::DoNotOptimize(r.kind);
    }
}

void BM_GuardWithoutHeartbeat(benchmark::State& state) {
    guardRuns(state, false);
}
BENCHMARK(BM_GuardWithoutHeartbeat);

void BM_GuardWithHeartbeat(benchmark::State& state) {
    guardRuns(state, true);
}
BENCHMARK(BM_GuardWithHeartbeat);

} // namespace

BENCHMARK_MAIN();
