// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// PostgreSQL store benchmarks (label bench; needs $IDEM_TEST_PG_URL, e.g. under
// scripts/with-services.sh, and pgbench on PATH or in /usr/lib/postgresql/*/bin).
//
// 1. acquire (fresh key) and acquire + complete per second at 1, 8 and 32 connections: the
//    store (one PgStore per thread), then pgbench running the store's own prepared SQL (read
//    from PgStore::statements(), parameters filled in as literals, -M prepared) with the same
//    client count: the physical limit. Store and pgbench alternate per row, so both see the
//    same machine.
// 2. stats without a hot row: pgbench at 32 clients running acquire as the store does (a
//    stats row per backend) and with every backend writing one shared row (shard 0).
// 3. a million tokens (a third pending, the rest completed, 100 stuck): counts(), the stuck
//    listing and the first page, median of 21 calls, with the query plans (EXPLAIN ANALYZE).
//
// 4. layouts (issue 9, ADR 0010): acquire + complete at 1 and 8 connections on the plain table,
//    the partitioned one with day partitions (3 made ahead) and with hour partitions (49), in the
//    same run; then purgeExpired() of 1,000,000 lapsed rows by DELETE (plain) and by DROP
//    (partitioned), with the WAL each writes and the table's bytes per row. `--layouts` runs only
//    this part; IDEM_BENCH_ROWS (default 1,000,000) sets the purge's row count.
//
// Everything is in tables of this run's own (bench_<random>), dropped at the end.
// IDEM_BENCH_SECONDS (default 10) sets the length of each throughput measurement.

#include "base/errors.h"
#include "postgres/pgmigrate.h"
#include "postgres/pgnotifier.h"
#include "postgres/pgstore.h"
#include "postgres/pgurl.h"
#include "token/generator.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUrl>
#include <QUrlQuery>
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <pqxx/pqxx>
#include <thread>

using namespace idem;

namespace {

// No colon: pgbench would read ":1" in a literal as a variable.
const QString kOwner = QStringLiteral("bench.1.owner");
const RequestIdentity& identity() {
    static const RequestIdentity id =
        RequestIdentity::of(QStringLiteral("POST"), QStringLiteral("/orders"),
                            QByteArrayLiteral("{\"amount\":42,\"currency\":\"EUR\"}"));
    return id;
}
StoredResponse response() {
    return {201,
            {{QStringLiteral("Content-Type"), QByteArrayLiteral("application/json")}},
            QByteArrayLiteral("{\"id\":\"ord_1\",\"status\":\"created\"}")};
}

int seconds() {
    const int s = qEnvironmentVariableIntValue("IDEM_BENCH_SECONDS");
    return s > 0 ? s : 10;
}

QString withTable(const QString& base, const QString& table) {
    QUrl u(base);
    QUrlQuery q(u);
    q.removeAllQueryItems(QStringLiteral("table"));
    q.addQueryItem(QStringLiteral("table"), table);
    u.setQuery(q);
    return u.toString(QUrl::FullyEncoded);
}

/// Runs `work(store, i)` on `threads` stores for `secs` seconds; returns operations per second
/// (`perCall` operations per call).
double runStore(const QString& url, int threads, int secs, int perCall,
                const std::function<void(TokenStore&, const QString&)>& work) {
    std::vector<std::unique_ptr<TokenStore>> stores;
    for (int t = 0; t < threads; ++t)
        stores.push_back(openStore(url));
    std::atomic<bool> stop{false};
    std::atomic<qint64> calls{0};
    std::atomic<int> errors{0};
    const QString run = QString::number(QRandomGenerator::global()->generate64(), 36);
    std::vector<std::thread> pool;
    QElapsedTimer timer;
    timer.start();
    for (int t = 0; t < threads; ++t) {
        pool.emplace_back([&, t] {
            qint64 i = 0;
            const QString prefix = QStringLiteral("S%1_%2_").arg(run).arg(t);
            while (!stop.load(std::memory_order_relaxed)) {
                try {
                    work(*stores[t], prefix + QString::number(i++));
                    calls.fetch_add(1, std::memory_order_relaxed);
                } catch (const Error& e) {
                    if (errors.fetch_add(1) < 3)
                        std::fprintf(stderr, "store error: %s\n", e.what());
                }
            }
        });
    }
    std::this_thread::sleep_for(std::chrono::seconds(secs));
    stop = true;
    for (auto& th : pool)
        th.join();
    const double elapsed = timer.nsecsElapsed() / 1e9;
    return calls.load() * perCall / elapsed;
}

QString pgbenchPath() {
    QString p = QStandardPaths::findExecutable(QStringLiteral("pgbench"));
    if (!p.isEmpty())
        return p;
    const QStringList versions =
        QDir(QStringLiteral("/usr/lib/postgresql")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString& v : versions) {
        const QString candidate = QStringLiteral("/usr/lib/postgresql/%1/bin/pgbench").arg(v);
        if (QFile::exists(candidate))
            p = candidate;
    }
    return p;
}

QString literal(const QString& v) {
    QString q = v;
    q.replace(QLatin1Char('\''), QStringLiteral("''"));
    return QLatin1Char('\'') + q + QLatin1Char('\'');
}

/// `sql` with $n replaced by `values[n-1]` (highest numbers first, so $1 never eats $10).
QString fill(QString sql, const QStringList& values) {
    for (qsizetype n = values.size(); n >= 1; --n)
        sql.replace(QLatin1Char('$') + QString::number(n), values.at(n - 1));
    return sql;
}

/// Runs a pgbench script for `secs` seconds with `clients` clients; returns transactions per
/// second (without connection time), or -1.
double runPgbench(const QString& conninfo, const QString& script, int clients, int secs) {
    const QString pgbench = pgbenchPath();
    if (pgbench.isEmpty())
        return -1;
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("script.sql")));
    if (!f.open(QIODevice::WriteOnly))
        return -1;
    f.write(script.toUtf8());
    f.close();
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(pgbench, {QStringLiteral("-n"), QStringLiteral("-M"), QStringLiteral("prepared"),
                      QStringLiteral("-c"), QString::number(clients), QStringLiteral("-j"),
                      QString::number(std::min(clients, 2)), QStringLiteral("-T"),
                      QString::number(secs), QStringLiteral("-f"), f.fileName(), conninfo});
    p.waitForFinished(secs * 1000 + 120000);
    const QString out = QString::fromUtf8(p.readAll());
    const auto m =
        QRegularExpression(QStringLiteral("tps = ([0-9.]+) \\(without initial")).match(out);
    if (!m.hasMatch()) {
        std::fprintf(stderr, "pgbench failed:\n%s\n", qPrintable(out.right(2000)));
        return -1;
    }
    return m.captured(1).toDouble();
}

QString statement(const PgStore& s, const char* name) {
    for (const auto& [n, sql] : s.statements()) {
        if (n == QLatin1String(name))
            return sql;
    }
    return QString();
}

/// The store's acquire as pgbench runs it: a random fresh key per transaction.
QString acquireScript(const PgStore& s, bool hotRow) {
    QString sql = statement(s, "acquire_open");
    if (hotRow)
        sql.replace(QStringLiteral("pg_backend_pid()"), QStringLiteral("0"));
    const RequestIdentity& id = identity();
    return QStringLiteral("\\set k random(1, 1000000000000)\n") +
           fill(sql, {QStringLiteral("'P' || :client_id || '_' || :k"), QStringLiteral("''"),
                      literal(kOwner), QStringLiteral("30000"), QStringLiteral("86400000"),
                      literal(id.method), literal(id.path), literal(id.fingerprint),
                      literal(QStringLiteral("\\x") + QString::fromLatin1(id.bodySample.toHex()))})
               .simplified() +
           QStringLiteral(";\n");
}

QString completeScript(const PgStore& s) {
    const QString acquire = acquireScript(s, false);
    const StoredResponse r = response();
    const QString complete =
        fill(statement(s, "complete"),
             {QStringLiteral("'P' || :client_id || '_' || :k"), QStringLiteral("''"),
              literal(kOwner), QStringLiteral("'1'"), QString::number(r.status),
              literal(QString::fromUtf8(StoredResponse::headersToJson(r.headers))),
              literal(QStringLiteral("\"application/json\"")), literal(QString::fromUtf8(r.body)),
              QStringLiteral("true"), QStringLiteral("'\\x'"), QStringLiteral("0")})
            .simplified();
    return acquire + complete + QStringLiteral(";\n");
}

void throughput(const QString& url, const QString& conninfo, const PgStore& probe) {
    const int secs = seconds();
    std::printf("\n## acquire and acquire + complete, %d s per measurement\n\n", secs);
    std::printf("| operation | connections | store op/s | pgbench op/s | store / pgbench |\n");
    std::printf("| --- | -: | ---: | ---: | ---: |\n");
    for (int c : {1, 8, 32}) {
        const double store = runStore(url, c, secs, 1, [](TokenStore& s, const QString& key) {
            AcquireRequest r;
            r.key = key;
            r.owner = kOwner;
            r.request = identity();
            if (s.acquire(r).outcome != AcquireOutcome::Acquired)
                throw Error(ErrorKind::Internal, QStringLiteral("not acquired"));
        });
        const double raw = runPgbench(conninfo, acquireScript(probe, false), c, secs);
        std::printf("| acquire, new key | %d | %.0f | %.0f | %.0f %% |\n", c, store, raw,
                    raw > 0 ? 100 * store / raw : 0.0);
        std::fflush(stdout);
    }
    for (int c : {1, 8, 32}) {
        const double store = runStore(url, c, secs, 2, [](TokenStore& s, const QString& key) {
            AcquireRequest r;
            r.key = key;
            r.owner = kOwner;
            r.request = identity();
            const AcquireResult a = s.acquire(r);
            s.complete({{key, QString(), kOwner, a.record.fence}, response(), {}});
        });
        const double raw = 2 * runPgbench(conninfo, completeScript(probe), c, secs);
        std::printf("| acquire + complete (2 ops) | %d | %.0f | %.0f | %.0f %% |\n", c, store, raw,
                    raw > 0 ? 100 * store / raw : 0.0);
        std::fflush(stdout);
    }
    std::printf("\n## stats rows and NOTIFY triggers (pgbench, acquire)\n\n");
    std::printf("| connections | as the store, nobody listening | one hot stats row | "
                "NOTIFY triggers disabled | a PgNotifier listening |\n"
                "| -: | ---: | ---: | ---: | ---: |\n");
    const QString table = QUrlQuery(QUrl(url)).queryItemValue(QStringLiteral("table"));
    pqxx::connection admin(conninfo.toStdString());
    auto triggers = [&](bool on) {
        pqxx::nontransaction tx(admin);
        tx.exec("ALTER TABLE \"" + table.toStdString() + "\" " + (on ? "ENABLE" : "DISABLE") +
                " TRIGGER USER");
    };
    for (int c : {8, 32}) {
        const double sharded = runPgbench(conninfo, acquireScript(probe, false), c, secs);
        const double hot = runPgbench(conninfo, acquireScript(probe, true), c, secs);
        triggers(false);
        const double quiet = runPgbench(conninfo, acquireScript(probe, false), c, secs);
        triggers(true);
        double listened = 0;
        {
            pg::PgNotifier listener(url);
            listened = runPgbench(conninfo, acquireScript(probe, false), c, secs);
            listener.wait(std::chrono::milliseconds(0));
        }
        std::printf("| %d | %.0f | %.0f | %.0f | %.0f |\n", c, sharded, hot, quiet, listened);
        std::fflush(stdout);
    }
}

template <typename F> double medianMs(int n, F&& f) {
    std::vector<double> times;
    for (int i = 0; i < n; ++i) {
        QElapsedTimer t;
        t.start();
        f();
        times.push_back(t.nsecsElapsed() / 1e6);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

void million(const QString& base, const std::string& conninfo) {
    const QString table =
        QStringLiteral("bench_m_%1")
            .arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0'));
    const QString url = withTable(base, table);
    pg::migrate(url);
    pqxx::connection c(conninfo);
    const std::string t = '"' + table.toStdString() + '"';
    QElapsedTimer timer;
    timer.start();
    {
        pqxx::work tx(c);
        const RequestIdentity& id = identity();
        tx.exec("INSERT INTO " + t +
                " (token, scope, status, created_at, updated_at, acquired_at, completed_at, "
                "expires_at, owner, fence, request_method, request_path, fingerprint, body_sample, "
                "response_status, response_header_list, response_headers, response_body) SELECT "
                "'PAY_' || lpad(g::text, 8, '0'), '', CASE WHEN g % 3 = 0 THEN 'pending' ELSE "
                "'completed' END, now(), now(), CASE WHEN g % 3 = 0 THEN NULL ELSE now() END, "
                "CASE WHEN g % 3 = 0 THEN NULL ELSE now() END, now() + interval '1 day', CASE "
                "WHEN g % 3 = 0 THEN '' ELSE 'bench.1.owner' END, CASE WHEN g % 3 = 0 THEN 0 ELSE "
                "1 END, 'POST', '/orders', CASE WHEN g % 3 = 0 THEN '' ELSE '" +
                id.fingerprint.toStdString() +
                "' END, NULL, CASE WHEN g % 3 = 0 THEN NULL ELSE 201 END, CASE WHEN g % 3 = 0 "
                "THEN NULL ELSE '[[\"Content-Type\",\"application/json\"]]'::jsonb END, NULL, "
                "CASE WHEN g % 3 = 0 THEN NULL ELSE '{\"id\":\"ord_1\"}' END FROM "
                "generate_series(1, 999900) g");
        tx.commit();
    }
    std::unique_ptr<TokenStore> store = openStore(url);
    for (int i = 0; i < 100; ++i) {
        AcquireRequest r;
        r.key = QStringLiteral("STUCK_%1").arg(i, 3, 10, QLatin1Char('0'));
        r.owner = kOwner;
        r.request = identity();
        r.lease = std::chrono::milliseconds(1);
        store->acquire(r);
    }
    {
        pqxx::nontransaction tx(c);
        tx.exec("VACUUM ANALYZE " + t);
    }
    std::printf("\n## a million tokens (999,900 written by SQL + 100 stuck through the store; "
                "%.1f s incl. VACUUM ANALYZE)\n\n",
                timer.elapsed() / 1000.0);
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    const StateCounts n = store->counts(std::nullopt);
    std::printf("counts: pending %lld processing %lld stuck %lld completed %lld expired %lld\n\n",
                n.pending, n.processing, n.stuck, n.completed, n.expired);
    ListQuery stuck;
    stuck.stuckOnly = true;
    stuck.limit = 200;
    ListQuery first;
    first.limit = 200;
    ListQuery pendingPage;
    pendingPage.state = State::Pending;
    pendingPage.limit = 200;
    std::printf("| read | median ms (21 calls) |\n| --- | ---: |\n");
    std::printf("| counts() | %.2f |\n", medianMs(21, [&] { store->counts(std::nullopt); }));
    std::printf("| list stuck (100) | %.2f |\n", medianMs(21, [&] {
                    if (store->list(stuck).records.size() != 100)
                        std::fprintf(stderr, "stuck listing is not 100\n");
                }));
    std::printf("| first page, 200 | %.2f |\n", medianMs(21, [&] { store->list(first); }));
    std::printf("| pending page, 200 | %.2f |\n", medianMs(21, [&] { store->list(pendingPage); }));
    std::fflush(stdout);

    // The plans, for docs/adr/0005-postgresql-store.md.
    const std::string now = "date_trunc('milliseconds', now())";
    const std::string queries[] = {
        "SELECT count(*) FROM " + t + " WHERE status = 'pending' AND expires_at > " + now,
        "SELECT count(*) FROM " + t + " WHERE status = 'processing' AND expires_at > " + now +
            " AND (lease_until <= " + now +
            " OR (lease_until IS NULL AND updated_at + interval "
            "'300000 milliseconds' <= " +
            now + "))",
        "SELECT token FROM " + t + " t WHERE t.status = 'processing' AND t.expires_at > " + now +
            " AND COALESCE(t.lease_until, t.updated_at + interval '300000 milliseconds') <= " +
            now + " ORDER BY t.token, t.scope LIMIT 201",
        "SELECT token FROM " + t + " t WHERE true ORDER BY t.token, t.scope LIMIT 201",
        "SELECT token FROM " + t + " ORDER BY created_at DESC LIMIT 200 OFFSET 10000",
    };
    pqxx::nontransaction tx(c);
    for (const std::string& q : queries) {
        std::printf("\n```\n%s\n", q.c_str());
        for (const auto& row : tx.exec("EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) " + q))
            std::printf("%s\n", row[0].c_str());
        std::printf("```\n");
    }
    store.reset();
    pg::dropTables(url);
}

/// A fresh table migrated in `layout` ("plain", or a partition span "1d" / "1h", 48 h ahead).
QString layoutTable(const QString& base, const QString& layout) {
    const QString url = withTable(
        base, QStringLiteral("bench_%1")
                  .arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0')));
    pg::MigrateOptions o;
    if (layout != QLatin1String("plain")) {
        o.partitioned = true;
        const bool day = layout == QLatin1String("1d");
        o.partitionSpan = day ? std::chrono::milliseconds(std::chrono::hours(24))
                              : std::chrono::milliseconds(std::chrono::hours(1));
        o.partitionAhead = day ? std::chrono::milliseconds(std::chrono::hours(48))
                               : std::chrono::milliseconds(std::chrono::hours(48));
    }
    pg::migrate(url, o);
    return url;
}

void layouts(const QString& base) {
    const int secs = seconds();
    std::printf("\n## layouts: acquire + complete (2 ops), %d s per measurement\n\n", secs);
    std::printf("| layout | connections | op/s |\n| --- | -: | ---: |\n");
    for (int c : {1, 8}) {
        for (const QString& layout :
             {QStringLiteral("plain"), QStringLiteral("1d"), QStringLiteral("1h")}) {
            const QString url = layoutTable(base, layout);
            const double ops = runStore(url, c, secs, 2, [](TokenStore& s, const QString& key) {
                AcquireRequest r;
                r.key = key;
                r.owner = kOwner;
                r.request = identity();
                const AcquireResult a = s.acquire(r);
                s.complete({{key, QString(), kOwner, a.record.fence}, response(), {}});
            });
            std::printf("| %s | %d | %.0f |\n",
                        layout == QLatin1String("plain")
                            ? "plain"
                            : (layout == QLatin1String("1d") ? "partitioned, 1 day (3 + default)"
                                                             : "partitioned, 1 hour (49 + default)"),
                        c, ops);
            std::fflush(stdout);
            pg::dropTables(url);
        }
    }

    const int rows = qEnvironmentVariableIntValue("IDEM_BENCH_ROWS") > 0
                         ? qEnvironmentVariableIntValue("IDEM_BENCH_ROWS")
                         : 1000000;
    std::printf("\n## purgeExpired() of %d lapsed rows (completed, 40-byte bodies)\n\n", rows);
    std::printf("| layout | purge s | rows/s | WAL written | table + indexes before | bytes/row |\n"
                "| --- | ---: | ---: | ---: | ---: | ---: |\n");
    for (const QString& layout : {QStringLiteral("plain"), QStringLiteral("1d")}) {
        const QString url = layoutTable(base, layout);
        const pg::PgUrl parsed = pg::PgUrl::parse(url);
        pqxx::connection admin(parsed.conninfo());
        const std::string t = '"' + parsed.table.toStdString() + '"';
        {
            pqxx::work tx(admin);
            if (layout != QLatin1String("plain")) {
                // A day partition two days back: the lapsed day the reaper drops.
                tx.exec("CREATE TABLE \"" + parsed.table.toStdString() + "_pold\" PARTITION OF " + t +
                        " FOR VALUES FROM (date_bin('1 day', now(), 'epoch') - interval '2 days') "
                        "TO (date_bin('1 day', now(), 'epoch') - interval '1 day')");
            }
            tx.exec("INSERT INTO " + t +
                    " (token, scope, status, created_at, updated_at, acquired_at, completed_at, "
                    "expires_at, owner, fence, request_method, request_path, fingerprint, "
                    "response_status, response_header_list, response_body) SELECT 'k' || g, '', "
                    "'completed', now() - interval '3 days', now() - interval '3 days', now() - "
                    "interval '3 days', now() - interval '3 days', date_bin('1 day', now(), "
                    "'epoch') - interval '2 days' + (g % 86400) * interval '1 second', 'o', 1, "
                    "'POST', '/orders', repeat('f', 64), 201, '[[\"Content-Type\",\"application/"
                    "json\"]]', '{\"id\":\"ord_1\",\"status\":\"created\",\"n\":12345}' FROM "
                    "generate_series(1, " +
                    std::to_string(rows) + ") g");
            tx.commit();
        }
        pqxx::nontransaction(admin).exec("VACUUM ANALYZE " + t);
        pqxx::nontransaction q(admin);
        const long long bytes =
            q.exec("SELECT sum(pg_total_relation_size(c.oid))::bigint FROM pg_class c WHERE c.oid "
                   "= '" + t + "'::regclass OR c.oid IN (SELECT inhrelid FROM pg_inherits WHERE "
                   "inhparent = '" + t + "'::regclass)")[0][0]
                .as<long long>();
        const std::string lsn = q.exec("SELECT pg_current_wal_lsn()::text")[0][0].as<std::string>();
        auto store = openStore(url);
        QElapsedTimer timer;
        timer.start();
        const qint64 removed = store->purgeExpired(0);
        const double elapsed = timer.nsecsElapsed() / 1e9;
        const long long wal =
            q.exec("SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '" + lsn + "')::bigint")[0][0]
                .as<long long>();
        if (removed != rows)
            std::fprintf(stderr, "purge removed %lld of %d\n", (long long)removed, rows);
        std::printf("| %s | %.2f | %.0f | %.1f MB | %.0f MB | %.0f |\n",
                    layout == QLatin1String("plain") ? "plain: DELETE in batches of 1,000"
                                                     : "partitioned: DETACH + DROP",
                    elapsed, removed / elapsed, wal / 1e6, bytes / 1e6, double(bytes) / rows);
        std::fflush(stdout);
        store.reset();
        pg::dropTables(url);
    }
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QString base = qEnvironmentVariable("IDEM_TEST_PG_URL");
    if (base.isEmpty()) {
        std::fprintf(stderr, "IDEM_TEST_PG_URL is not set (scripts/with-services.sh starts a "
                             "server)\n");
        return 1;
    }
    const bool onlyMillion = app.arguments().contains(QStringLiteral("--million"));
    const bool onlyThroughput = app.arguments().contains(QStringLiteral("--throughput"));
    if (app.arguments().contains(QStringLiteral("--layouts"))) {
        try {
            layouts(base);
        } catch (const std::exception& e) {
            std::fprintf(stderr, "bench failed: %s\n", e.what());
            return 1;
        }
        return 0;
    }
    try {
        const QString table =
            QStringLiteral("bench_%1")
                .arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0'));
        const QString url = withTable(base, table);
        pg::migrate(url);
        {
            PgStore probe(pg::PgUrl::parse(url));
            std::printf("server: %s\n", qPrintable(probe.info().version));
            if (!onlyMillion)
                throughput(url, base, probe);
        }
        pg::dropTables(url);
        if (!onlyThroughput)
            million(base, base.toStdString());
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bench failed: %s\n", e.what());
        return 1;
    }
    return 0;
}
