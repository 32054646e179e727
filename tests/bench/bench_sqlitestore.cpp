// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// SQLite store throughput against the raw SQLite baseline, in one run on one file system.
//
// Baseline: one durable write with the same settings the store uses (WAL, synchronous=FULL,
// one BEGIN IMMEDIATE transaction per operation) and nothing else. The store's acquire adds a
// read, the transition rules and a stats upsert to that one transaction.

#include "base/errors.h"
#include "sqlite/sqlitestore.h"
#include "token/generator.h"

#include <QDateTime>
#include <QDir>
#include <QTemporaryDir>
#include <atomic>
#include <benchmark/benchmark.h>
#include <memory>
#include <sqlite3.h>

using namespace idem;

namespace {

std::atomic<qint64> g_serial{0};

QString nextKey() { return QStringLiteral("BENCH_%1").arg(g_serial.fetch_add(1)); }

struct Db {
    QTemporaryDir dir;
    QString path() const { return dir.filePath(QStringLiteral("bench.db")); }
};

void exec(sqlite3* db, const char* sql) {
    if (sqlite3_exec(db, sql, nullptr, nullptr, nullptr) != SQLITE_OK)
        throw std::runtime_error(sqlite3_errmsg(db));
}

AcquireRequest request(const QString& key) {
    AcquireRequest r;
    r.key = key;
    r.owner = QStringLiteral("bench:1:owner");
    r.request = RequestIdentity::of(QStringLiteral("POST"), QStringLiteral("/orders"),
                                    QByteArrayLiteral("{\"amount\":42,\"currency\":\"EUR\"}"));
    return r;
}

StoredResponse response() {
    return {201, {{QStringLiteral("Content-Type"), QByteArrayLiteral("application/json")}},
            QByteArrayLiteral("{\"id\":\"ord_1\",\"status\":\"created\"}")};
}

void BM_RawSqliteInsert(benchmark::State& state) {
    Db tmp;
    sqlite3* db = nullptr;
    sqlite3_open(QFile::encodeName(tmp.path()).constData(), &db);
    exec(db, "PRAGMA journal_mode=WAL");
    exec(db, "PRAGMA synchronous=FULL");
    exec(db, "CREATE TABLE t(key TEXT NOT NULL, scope TEXT NOT NULL, state TEXT, body BLOB, "
             "PRIMARY KEY(key, scope))");
    sqlite3_stmt* ins = nullptr;
    sqlite3_prepare_v2(db, "INSERT INTO t VALUES(?1, '', 'processing', ?2)", -1, &ins, nullptr);
    const QByteArray body("{\"amount\":42,\"currency\":\"EUR\"}");
    for (auto _ : state) {
        const QByteArray key = nextKey().toLatin1();
        exec(db, "BEGIN IMMEDIATE");
        sqlite3_bind_text(ins, 1, key.constData(), int(key.size()), SQLITE_TRANSIENT);
        sqlite3_bind_blob(ins, 2, body.constData(), int(body.size()), SQLITE_TRANSIENT);
        sqlite3_step(ins);
        sqlite3_reset(ins);
        exec(db, "COMMIT");
    }
    sqlite3_finalize(ins);
    sqlite3_close(db);
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_RawSqliteInsert)->Unit(benchmark::kMicrosecond)->UseRealTime();

std::unique_ptr<SqliteStore> openBenchStore(const Db& tmp) {
    return std::make_unique<SqliteStore>(SqliteStore::Options{tmp.path()});
}

void BM_StoreAcquire(benchmark::State& state) {
    Db tmp;
    auto store = openBenchStore(tmp);
    for (auto _ : state)
        benchmark::DoNotOptimize(store->acquire(request(nextKey())));
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_StoreAcquire)->Unit(benchmark::kMicrosecond)->UseRealTime();

void BM_StoreAcquireComplete(benchmark::State& state) {
    Db tmp;
    auto store = openBenchStore(tmp);
    for (auto _ : state) {
        const QString key = nextKey();
        const AcquireResult a = store->acquire(request(key));
        benchmark::DoNotOptimize(
            store->complete({{key, QString(), a.record.owner, a.record.fence}, response(), {}}));
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_StoreAcquireComplete)->Unit(benchmark::kMicrosecond)->UseRealTime();

void BM_StoreReplay(benchmark::State& state) {
    Db tmp;
    auto store = openBenchStore(tmp);
    const QString key = nextKey();
    const AcquireResult a = store->acquire(request(key));
    store->complete({{key, QString(), a.record.owner, a.record.fence}, response(), {}});
    for (auto _ : state)
        benchmark::DoNotOptimize(store->acquire(request(key)));
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_StoreReplay)->Unit(benchmark::kMicrosecond)->UseRealTime();

/// A store holding `n` tokens, 100 of them stuck, written in one bulk transaction.
std::unique_ptr<SqliteStore> populated(const Db& tmp, qint64 n) {
    openBenchStore(tmp); // creates the schema
    sqlite3* db = nullptr;
    sqlite3_open(QFile::encodeName(tmp.path()).constData(), &db);
    exec(db, "BEGIN");
    sqlite3_stmt* ins = nullptr;
    sqlite3_prepare_v2(db,
                       "INSERT INTO tokens(key, scope, state, created_at, updated_at, expires_at, "
                       "lease_until, owner, fence) VALUES(?1, '', ?2, ?3, ?3, ?4, ?5, 'o', 1)",
                       -1, &ins, nullptr);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (qint64 i = 0; i < n; ++i) {
        const QByteArray key = QStringLiteral("PAY_%1").arg(i, 8, 10, QLatin1Char('0')).toLatin1();
        const bool stuck = i % (n / 100) == 0;
        const char* st = stuck ? "processing" : (i % 3 == 0 ? "pending" : "completed");
        sqlite3_bind_text(ins, 1, key.constData(), int(key.size()), SQLITE_TRANSIENT);
        sqlite3_bind_text(ins, 2, st, -1, SQLITE_STATIC);
        sqlite3_bind_int64(ins, 3, now);
        sqlite3_bind_int64(ins, 4, now + 86400000);
        sqlite3_bind_int64(ins, 5, stuck ? now - 1000 : 0);
        sqlite3_step(ins);
        sqlite3_reset(ins);
    }
    sqlite3_finalize(ins);
    exec(db, "COMMIT");
    sqlite3_close(db);
    return openBenchStore(tmp);
}

void BM_StoreCounts(benchmark::State& state) {
    Db tmp;
    auto store = populated(tmp, state.range(0));
    for (auto _ : state)
        benchmark::DoNotOptimize(store->counts(std::nullopt));
}
BENCHMARK(BM_StoreCounts)->Arg(100'000)->Arg(1'000'000)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_StoreListStuck(benchmark::State& state) {
    Db tmp;
    auto store = populated(tmp, state.range(0));
    ListQuery q;
    q.stuckOnly = true;
    q.limit = 200;
    for (auto _ : state) {
        const ListPage page = store->list(q);
        if (page.records.size() != 100)
            state.SkipWithError("expected 100 stuck tokens");
    }
}
BENCHMARK(BM_StoreListStuck)->Arg(100'000)->Arg(1'000'000)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_StoreListFirstPage(benchmark::State& state) {
    Db tmp;
    auto store = populated(tmp, state.range(0));
    ListQuery q;
    q.limit = 200;
    for (auto _ : state)
        benchmark::DoNotOptimize(store->list(q));
}
BENCHMARK(BM_StoreListFirstPage)->Arg(1'000'000)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace

BENCHMARK_MAIN();
