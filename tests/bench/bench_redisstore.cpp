// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Redis store throughput and large-store reads, against the Redis server at
// $IDEM_TEST_REDIS_URL (every benchmark is skipped with an error when it is not set).
//
// The state changes' baseline is not measured here: scripts/bench-redis.sh runs redis-benchmark
// with the store's own change script through EVALSHA on the same server in the same run. This
// binary prints the exact arguments for that (--raw-args) and fills the pool of claimed tokens
// the raw `complete` needs (--raw-pool), so both sides run the same script with the same
// arguments. The million-token reads have their baselines here (BM_MillionRaw*: the same client
// reading the least each answer needs, without the store).
//
// Everything is written under namespaces of this run's own ("idembench:<random>:...") and
// deleted with SCAN + UNLINK when the benchmarks end.

#include "base/errors.h"
#include "redis/connection.h"
#include "redis/redisstore.h"
#include "redis/redisurl.h"
#include "support/storefixture.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <atomic>
#include <benchmark/benchmark.h>
#include <cstdio>
#include <cstring>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

using namespace idem;
using redis::Command;
using redis::Connection;
using redis::Reply;

namespace {

// --- the request every benchmark sends (also the raw baseline's arguments) -------------------

const QString kOwner = QStringLiteral("bench:1:owner");

/// The request's identity is hashed once: the SHA-256 fingerprint is the caller's work (the
/// gateway's), not the store's, so it stays out of the timings.
AcquireRequest request(const QString& key) {
    static const RequestIdentity identity =
        RequestIdentity::of(QStringLiteral("POST"), QStringLiteral("/orders"),
                            QByteArrayLiteral("{\"amount\":42,\"currency\":\"EUR\"}"));
    AcquireRequest r;
    r.key = key;
    r.owner = kOwner;
    r.request = identity;
    return r;
}

StoredResponse response() {
    return {201,
            {{QStringLiteral("Content-Type"), QByteArrayLiteral("application/json")}},
            QByteArrayLiteral("{\"id\":\"ord_1\",\"status\":\"created\"}")};
}

CompleteRequest completeRequest(const QString& key, qint64 fence) {
    return {{key, QString(), kOwner, fence}, response(), {}};
}

// --- server, namespaces ------------------------------------------------------------------------

QString g_baseUrl; ///< $IDEM_TEST_REDIS_URL
QString g_runNs;   ///< "idembench:<random>": every namespace of this run is under it
std::unique_ptr<RedisStore> g_store; ///< The store of the throughput benchmarks (shared by threads)

/// The base URL with `ns` set.
QString urlWithNs(const QString& ns) {
    QString url = g_baseUrl;
    url += url.contains(u'?') ? u'&' : u'?';
    return url + QStringLiteral("ns=") + ns;
}

bool haveServer(benchmark::State& state) {
    if (!g_store) {
        state.SkipWithError("IDEM_TEST_REDIS_URL is not set (scripts/bench-redis.sh or "
                            "scripts/with-services.sh start a server)");
        return false;
    }
    return true;
}

/// Deletes every key under `ns:` (every master of a cluster; bounded SCAN pages, never KEYS).
qint64 dropNamespace(const QString& ns) {
    return idem::test::dropRedisKeys(g_baseUrl, ns.toLatin1() + ":*");
}

/// INFO memory's used_memory, in bytes.
qint64 usedMemory(Connection& c) {
    const Reply r = c.command({QByteArrayLiteral("INFO"), QByteArrayLiteral("memory")});
    for (const QByteArray& line : r.string.split('\n')) {
        if (line.startsWith("used_memory:"))
            return line.mid(12).trimmed().toLongLong();
    }
    return -1;
}

/// Keys unique to one run of one benchmark function in one thread.
std::atomic<int> g_run{0};
QString keyPrefix(benchmark::State& state) {
    return QStringLiteral("BENCH_%1_T%2_").arg(g_run.fetch_add(1)).arg(state.thread_index());
}

/// Opens this thread's connection before the timing starts (a cheap read through the store).
void warmUp() {
    g_store->get(QStringLiteral("warm-up"), QString());
}

// --- (1) acquire (+ complete) of fresh keys -------------------------------------------------

void BM_Acquire(benchmark::State& state) {
    if (!haveServer(state))
        return;
    const QString prefix = keyPrefix(state);
    warmUp();
    qint64 i = 0;
    for (auto _ : state) {
        const AcquireResult a = g_store->acquire(request(prefix + QString::number(i++)));
        if (a.outcome != AcquireOutcome::Acquired) {
            state.SkipWithError("acquire of a fresh key did not answer acquired");
            break;
        }
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Acquire)->Threads(1)->Threads(16)->UseRealTime()->Unit(benchmark::kMicrosecond);

void BM_AcquireComplete(benchmark::State& state) {
    if (!haveServer(state))
        return;
    const QString prefix = keyPrefix(state);
    warmUp();
    qint64 i = 0;
    for (auto _ : state) {
        const QString key = prefix + QString::number(i++);
        const AcquireResult a = g_store->acquire(request(key));
        if (a.outcome != AcquireOutcome::Acquired) {
            state.SkipWithError("acquire of a fresh key did not answer acquired");
            break;
        }
        benchmark::DoNotOptimize(g_store->complete(completeRequest(key, a.record.fence)));
    }
    // One item is one acquire + complete pair (two round trips).
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_AcquireComplete)
    ->Threads(1)
    ->Threads(16)
    ->UseRealTime()
    ->Unit(benchmark::kMicrosecond);

// --- (2) acquire answered from the stored response -----------------------------------------

void BM_Replay(benchmark::State& state) {
    if (!haveServer(state))
        return;
    // Each thread replays a key of its own, completed before the timing starts.
    const QString key = keyPrefix(state) + QStringLiteral("replayed");
    const AcquireResult first = g_store->acquire(request(key));
    g_store->complete(completeRequest(key, first.record.fence));
    for (auto _ : state) {
        const AcquireResult a = g_store->acquire(request(key));
        if (a.outcome != AcquireOutcome::Replay) {
            state.SkipWithError("acquire of a completed key did not answer replay");
            break;
        }
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Replay)->Threads(1)->Threads(16)->UseRealTime()->Unit(benchmark::kMicrosecond);

// --- (3) a million tokens, 100 of them stuck ------------------------------------------------

constexpr qint64 kMillion = 1'000'000;
constexpr int kStuck = 100;

struct Population {
    std::unique_ptr<RedisStore> store;
    QString ns;
    qint64 pending = 0;
    qint64 completed = 0;
    double seconds = 0;
    qint64 memoryBefore = 0;
    qint64 memoryAfter = 0;
    QString problem; ///< Set when the store does not read the population back as written.
};

QString keyOf(qint64 i) {
    return QStringLiteral("PAY_%1").arg(i, 8, 10, QLatin1Char('0'));
}

/// Writes tokens [from, to) straight in the native layout of resources/lua/layout.lua, as
/// change.lua's issue (pending) or acquire + complete (completed) leave them: the hash with
/// every field, its PEXPIREAT safety net, and the all / exp / st:<state> index entries.
/// Pipelined, `batch` tokens per round trip.
void writeNative(Connection& c, const QString& ns, qint64 from, qint64 to, qint64 nowMs,
                 qint64& pending, qint64& completed) {
    constexpr qint64 kSafety = 3'600'000; // layout.lua SAFETY
    const QByteArray now = QByteArray::number(nowMs);
    const QByteArray ex = QByteArray::number(nowMs + 86'400'000);
    const QByteArray safetyNet = QByteArray::number(nowMs + 86'400'000 + kSafety);
    const RequestIdentity id = request(QString()).request;
    const QByteArray headers =
        StoredResponse::headersToJson(StoredResponse::replayableHeaders(response().headers));
    const QByteArray body = response().body;
    const QByteArray nsBytes = ns.toLatin1();
    QList<Command> commands;
    commands.reserve(int(to - from) * 5);
    for (qint64 i = from; i < to; ++i) {
        const QString key = keyOf(i);
        const int b = RedisStore::bucketOf(key, QString());
        const QByteArray prefix =
            nsBytes + ":{b" + QByteArray::number(b).rightJustified(2, '0') + "}:";
        const QByteArray k = key.toLatin1();
        const QByteArray hash = prefix + "t:0::" + k;
        const QByteArray member = k + ' ';
        const bool isPending = i % 3 == 0;
        Command hset{QByteArrayLiteral("HSET"), hash};
        auto field = [&hset](const char* f, const QByteArray& v) {
            hset << QByteArray(f) << v;
        };
        field("k", k);
        field("s", QByteArray());
        field("st", isPending ? QByteArrayLiteral("pending") : QByteArrayLiteral("completed"));
        field("ca", now);
        field("ua", now);
        field("aa", isPending ? QByteArrayLiteral("0") : now);
        field("xa", isPending ? QByteArrayLiteral("0") : now);
        field("ex", ex);
        field("lu", QByteArrayLiteral("0"));
        field("ow", isPending ? QByteArray() : kOwner.toLatin1());
        field("fe", isPending ? QByteArrayLiteral("0") : QByteArrayLiteral("1"));
        field("me", isPending ? QByteArray() : id.method.toLatin1());
        field("pa", isPending ? QByteArray() : id.path.toLatin1());
        field("fp", isPending ? QByteArray() : id.fingerprint.toLatin1());
        field("bs", isPending ? QByteArray() : id.bodySample);
        if (!isPending) {
            field("rs", QByteArrayLiteral("201"));
            field("rh", headers);
            field("rb", body);
        }
        field("rc", QByteArrayLiteral("0"));
        commands << hset;
        commands << Command{QByteArrayLiteral("PEXPIREAT"), hash, safetyNet};
        commands << Command{QByteArrayLiteral("ZADD"), prefix + "all", QByteArrayLiteral("0"),
                            member};
        commands << Command{QByteArrayLiteral("ZADD"), prefix + "exp", ex, member};
        commands << Command{QByteArrayLiteral("ZADD"),
                            prefix + (isPending ? "st:pending" : "st:completed"), ex, member};
        (isPending ? pending : completed) += 1;
    }
    for (const Reply& r : c.pipeline(commands)) {
        if (r.isError())
            throw Error(ErrorKind::Internal,
                        QStringLiteral("populating: %1").arg(QString::fromLatin1(r.string)));
    }
}

/// The million-token store, written once (the first benchmark that needs it) and deleted at the
/// end of main(). 999,900 tokens written directly in the native layout (a third pending, the
/// rest completed), 100 stuck ones acquired through the store itself with a 1 ms lease. Then
/// the store must read back exactly that: counts() and the stuck listing are checked.
std::unique_ptr<Population> g_population; ///< Reset in main(), before the namespace is dropped.

Population& population() {
    static std::once_flag once;
    std::call_once(once, [] {
        g_population = std::make_unique<Population>();
        Population& p = *g_population;
        p.ns = g_runNs + QStringLiteral(":million");
        p.store = std::make_unique<RedisStore>(redis::RedisUrl::parse(urlWithNs(p.ns)));
        Connection c(redis::RedisUrl::parse(g_baseUrl));
        p.memoryBefore = usedMemory(c);
        QElapsedTimer timer;
        timer.start();
        const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
        constexpr qint64 kBatch = 2000;
        const qint64 direct = kMillion - kStuck;
        for (qint64 i = 0; i < direct; i += kBatch)
            writeNative(c, p.ns, i, std::min(direct, i + kBatch), nowMs, p.pending, p.completed);
        for (qint64 i = direct; i < kMillion; ++i) {
            AcquireRequest r = request(keyOf(i));
            r.lease = std::chrono::milliseconds(1);
            p.store->acquire(r);
        }
        p.seconds = timer.elapsed() / 1000.0;
        p.memoryAfter = usedMemory(c);

        // Read back through the store: the direct writes must be what the scripts would write.
        std::this_thread::sleep_for(std::chrono::milliseconds(50)); // the 1 ms leases are over
        const StateCounts n = p.store->counts(std::nullopt);
        if (n.pending != p.pending || n.completed != p.completed || n.processing != kStuck ||
            n.stuck != kStuck || n.expired != 0) {
            p.problem = QStringLiteral("counts() read pending %1 processing %2 completed %3 "
                                       "expired %4 stuck %5; expected %6 / %7 / %8 / 0 / %7")
                            .arg(n.pending)
                            .arg(n.processing)
                            .arg(n.completed)
                            .arg(n.expired)
                            .arg(n.stuck)
                            .arg(p.pending)
                            .arg(kStuck)
                            .arg(p.completed);
        }
        const std::optional<TokenRecord> one = p.store->get(keyOf(1), QString());
        if (p.problem.isEmpty() &&
            (!one || one->state != State::Completed || !one->response ||
             one->response->status != 201 || one->response->body != response().body ||
             one->fence != 1 || one->owner != kOwner)) {
            p.problem = QStringLiteral("get(PAY_00000001) did not read the completed token back");
        }
        std::fprintf(stderr,
                     "population: %lld tokens (%lld pending, %lld completed, %d stuck) in %.1f s; "
                     "used_memory %.0f MB before, %.0f MB after (+%.0f MB, %.0f bytes a token)\n",
                     static_cast<long long>(kMillion), static_cast<long long>(p.pending),
                     static_cast<long long>(p.completed), kStuck, p.seconds,
                     p.memoryBefore / 1048576.0, p.memoryAfter / 1048576.0,
                     (p.memoryAfter - p.memoryBefore) / 1048576.0,
                     double(p.memoryAfter - p.memoryBefore) / kMillion);
        if (!p.problem.isEmpty())
            std::fprintf(stderr, "population: %s\n", qPrintable(p.problem));
    });
    return *g_population;
}

bool havePopulation(benchmark::State& state, Population*& out) {
    if (!haveServer(state))
        return false;
    Population& p = population();
    if (!p.problem.isEmpty()) {
        state.SkipWithError(qPrintable(p.problem));
        return false;
    }
    state.counters["tokens"] = double(kMillion);
    state.counters["redis_MB"] = double(p.memoryAfter) / 1048576.0;
    out = &p;
    return true;
}

void BM_MillionListStuck(benchmark::State& state) {
    Population* p = nullptr;
    if (!havePopulation(state, p))
        return;
    ListQuery q;
    q.stuckOnly = true;
    q.limit = 200;
    for (auto _ : state) {
        const ListPage page = p->store->list(q);
        if (page.records.size() != kStuck || !page.records.constFirst().stuck) {
            state.SkipWithError("expected the 100 stuck tokens");
            break;
        }
    }
}
BENCHMARK(BM_MillionListStuck)->UseRealTime()->Unit(benchmark::kMillisecond);

void BM_MillionCounts(benchmark::State& state) {
    Population* p = nullptr;
    if (!havePopulation(state, p))
        return;
    for (auto _ : state) {
        const StateCounts n = p->store->counts(std::nullopt);
        if (n.stuck != kStuck) {
            state.SkipWithError("expected 100 stuck tokens in counts()");
            break;
        }
    }
}
BENCHMARK(BM_MillionCounts)->UseRealTime()->Unit(benchmark::kMillisecond);

void BM_MillionFirstPage(benchmark::State& state) {
    Population* p = nullptr;
    if (!havePopulation(state, p))
        return;
    ListQuery q;
    q.limit = 200;
    for (auto _ : state) {
        const ListPage page = p->store->list(q);
        if (page.records.size() != 200) {
            state.SkipWithError("expected a full first page");
            break;
        }
    }
}
BENCHMARK(BM_MillionFirstPage)->UseRealTime()->Unit(benchmark::kMillisecond);

// Baselines for the reads, on the same million tokens, through the same client (no store):

/// The token hash of PAY_<i> in the population.
QByteArray populationHash(const Population& p, qint64 i) {
    const QString key = keyOf(i);
    return p.ns.toLatin1() + ":{b" +
           QByteArray::number(RedisStore::bucketOf(key, QString())).rightJustified(2, '0') +
           "}:t:0::" + key.toLatin1();
}

/// The floor of a listing: HGETALL of N token hashes whose names are known, in one pipeline
/// (N = 100: the stuck ones; N = 200: a page). A listing cannot read less than its records.
void BM_MillionRawHgetall(benchmark::State& state) {
    Population* p = nullptr;
    if (!havePopulation(state, p))
        return;
    const qint64 n = state.range(0);
    const qint64 first = n == kStuck ? kMillion - kStuck : 0;
    QList<Command> commands;
    for (qint64 i = first; i < first + n; ++i)
        commands << Command{QByteArrayLiteral("HGETALL"), populationHash(*p, i)};
    Connection c(redis::RedisUrl::parse(g_baseUrl));
    for (auto _ : state) {
        const QList<Reply> replies = c.pipeline(commands);
        if (replies.size() != n || replies.constLast().elements.isEmpty()) {
            state.SkipWithError("HGETALL did not find the tokens");
            break;
        }
    }
}
BENCHMARK(BM_MillionRawHgetall)->Arg(100)->Arg(200)->UseRealTime()->Unit(benchmark::kMillisecond);

/// The floor of counts(): one round trip asking every bucket one ZCARD (16 commands).
void BM_MillionRawZcard(benchmark::State& state) {
    Population* p = nullptr;
    if (!havePopulation(state, p))
        return;
    QList<Command> commands;
    for (int b = 0; b < RedisStore::kBuckets; ++b) {
        commands << Command{QByteArrayLiteral("ZCARD"),
                            p->ns.toLatin1() + ":{b" +
                                QByteArray::number(b).rightJustified(2, '0') + "}:st:pending"};
    }
    Connection c(redis::RedisUrl::parse(g_baseUrl));
    for (auto _ : state)
        benchmark::DoNotOptimize(c.pipeline(commands));
}
BENCHMARK(BM_MillionRawZcard)->UseRealTime()->Unit(benchmark::kMillisecond);

/// What "which tokens are stuck?" costs without the lease index: SCAN the namespace (pages of
/// 1,000) and read state, lease and expiry of every token hash (HMGET, one pipeline a page).
void BM_MillionRawScanAll(benchmark::State& state) {
    Population* p = nullptr;
    if (!havePopulation(state, p))
        return;
    Connection c(redis::RedisUrl::parse(g_baseUrl));
    const QByteArray pattern = p->ns.toLatin1() + ":{b??}:t:*";
    for (auto _ : state) {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        qint64 stuck = 0;
        QByteArray cursor("0");
        do {
            const Reply r =
                c.command({QByteArrayLiteral("SCAN"), cursor, QByteArrayLiteral("MATCH"), pattern,
                           QByteArrayLiteral("COUNT"), QByteArrayLiteral("1000")});
            cursor = r.elements.at(0).string;
            QList<Command> reads;
            for (const Reply& key : r.elements.at(1).elements) {
                reads << Command{QByteArrayLiteral("HMGET"), key.string, QByteArrayLiteral("st"),
                                 QByteArrayLiteral("lu"), QByteArrayLiteral("ex")};
            }
            if (reads.isEmpty())
                continue;
            for (const Reply& f : c.pipeline(reads)) {
                if (f.elements.size() == 3 && f.elements.at(0).string == "processing" &&
                    f.elements.at(1).string.toLongLong() <= now &&
                    f.elements.at(2).string.toLongLong() > now)
                    ++stuck;
            }
        } while (cursor != "0");
        if (stuck != kStuck) {
            state.SkipWithError("the scan did not find the 100 stuck tokens");
            break;
        }
    }
}
BENCHMARK(BM_MillionRawScanAll)->Iterations(1)->UseRealTime()->Unit(benchmark::kMillisecond);

// --- helpers for scripts/bench-redis.sh -------------------------------------------------------

/// The store's bucket keys for bucket 0 of `ns` (KEYS[1..9], layout.lua's order).
QList<QByteArray> bucketZeroKeys(const QByteArray& ns) {
    const QByteArray p = ns + ":{b00}:";
    return {p + "all",   p + "exp",   p + "st:pending", p + "st:processing", p + "st:completed",
            p + "lease", p + "stats", p + "audit",      p + "auditseq"};
}

/// EVALSHA's arguments after the SHA, as RedisStore passes them for `op` ("acquire" or
/// "complete") of key `key` in bucket 0 of `ns`: numkeys, KEYS, ARGV.
Command rawArguments(const QByteArray& op, const QByteArray& ns, const QByteArray& key) {
    Command c{QByteArrayLiteral("10")};
    c << bucketZeroKeys(ns) << ns + ":{b00}:t:0::" + key;
    c << op << QByteArrayLiteral("0") << key << QByteArray();
    if (op == "acquire") {
        const AcquireRequest r = request(QString::fromLatin1(key));
        c << r.owner.toLatin1() << QByteArray::number(qint64(r.lease.count()))
          << QByteArray::number(qint64(r.retention.count())) << QByteArrayLiteral("open")
          << r.request.method.toUtf8() << r.request.path.toUtf8()
          << r.request.fingerprint.toLatin1() << r.request.bodySample;
    } else {
        const CompleteRequest r = completeRequest(QString::fromLatin1(key), 1);
        c << r.claim.owner.toLatin1() << QByteArray::number(*r.claim.fence)
          << QByteArray::number(r.response.status)
          << StoredResponse::headersToJson(StoredResponse::replayableHeaders(r.response.headers))
          << r.response.body << QByteArray::number(qint64(r.retention.count()));
    }
    return c;
}

int printRawArguments(const char* op, const char* ns, const char* key) {
    for (const QByteArray& arg : rawArguments(op, ns, key)) {
        std::fwrite(arg.constData(), 1, size_t(arg.size()), stdout);
        std::fputc('\0', stdout);
    }
    return 0;
}

/// Claims tokens <prefix>000000000000 .. <prefix>(n-1), 12 digits as redis-benchmark writes
/// __rand_int__, with the change script `sha` (acquire, fence 1): the raw `complete` picks its
/// tokens among them.
int fillRawPool(const char* ns, const char* sha, const char* prefix, qint64 n) {
    Connection c(redis::RedisUrl::parse(g_baseUrl));
    constexpr qint64 kBatch = 1000;
    for (qint64 i = 0; i < n; i += kBatch) {
        QList<Command> commands;
        for (qint64 j = i; j < std::min(n, i + kBatch); ++j) {
            const QByteArray key = prefix + QByteArray::number(j).rightJustified(12, '0');
            Command e{QByteArrayLiteral("EVALSHA"), sha};
            e << rawArguments("acquire", ns, key);
            commands << e;
        }
        for (const Reply& r : c.pipeline(commands)) {
            if (r.isError() || r.elements.isEmpty() || r.elements.at(0).string != "acquired") {
                std::fprintf(stderr, "raw pool: %s\n",
                             r.isError() ? r.string.constData() : "not acquired");
                return 1;
            }
        }
    }
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    // No QCoreApplication by default: the benchmark threads then have no Qt event dispatcher,
    // and the figures are the store's and its client's alone. IDEM_BENCH_QT_APP=1 creates one,
    // so that the single-thread benchmarks (run on the main thread) pay what a thread with an
    // event loop pays for the sockets' notifiers (the Glib dispatcher wakes itself up whenever
    // one is enabled or disabled).
    std::optional<QCoreApplication> app;
    if (qEnvironmentVariableIntValue("IDEM_BENCH_QT_APP") == 1)
        app.emplace(argc, argv);
    g_baseUrl = qEnvironmentVariable("IDEM_TEST_REDIS_URL");
    try {
        // Helper modes of scripts/bench-redis.sh.
        if (argc == 5 && std::strcmp(argv[1], "--raw-args") == 0)
            return printRawArguments(argv[2], argv[3], argv[4]);
        if (argc == 6 && std::strcmp(argv[1], "--raw-pool") == 0)
            return fillRawPool(argv[2], argv[3], argv[4], QByteArray(argv[5]).toLongLong());

        benchmark::Initialize(&argc, argv);
        if (benchmark::ReportUnrecognizedArguments(argc, argv))
            return 1;
        if (!g_baseUrl.isEmpty()) {
            g_runNs = QStringLiteral("idembench:%1")
                          .arg(QRandomGenerator::system()->generate64(), 16, 16, QLatin1Char('0'));
            g_store = std::make_unique<RedisStore>(
                redis::RedisUrl::parse(urlWithNs(g_runNs + QStringLiteral(":ops"))));
        }
        benchmark::RunSpecifiedBenchmarks();
        benchmark::Shutdown();
        if (!g_runNs.isEmpty()) {
            g_store.reset();
            g_population.reset();
            QElapsedTimer timer;
            timer.start();
            const qint64 removed = dropNamespace(g_runNs);
            std::fprintf(stderr, "cleanup: %lld keys under %s unlinked in %.1f s\n",
                         static_cast<long long>(removed), qPrintable(g_runNs),
                         timer.elapsed() / 1000.0);
        }
    } catch (const Error& e) {
        std::fprintf(stderr, "bench_redisstore: %s\n", e.what());
        if (!g_runNs.isEmpty()) {
            try {
                dropNamespace(g_runNs);
            } catch (const Error&) {
            }
        }
        return 1;
    }
    return 0;
}
