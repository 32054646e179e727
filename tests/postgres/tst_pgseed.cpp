// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The seed's own PostgreSQL table (docs/seed-layouts.md), created by the seed's DDL and
// filled the way the seed's service writes it: read-only before `idemctl migrate`, every row
// kept and listed the same after it, migrations idempotent. Also: a missing table, a table of
// another program, a read-only session, an unreachable server, and `idemctl migrate` itself.
// Needs IDEM_TEST_PG_URL (scripts/with-services.sh); skips without it.

#include "base/errors.h"
#include "postgres/pgmigrate.h"
#include "store/tokenstore.h"
#include "support/storefixture.h"
#include "token/generator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTest>
#include <QUrl>
#include <QUrlQuery>
#include <pqxx/pqxx>

using namespace idem;
using namespace std::chrono_literals;

namespace {

template <typename F> QString errorOf(F&& f, QString* message = nullptr) {
    try {
        f();
    } catch (const Error& e) {
        if (message)
            *message = e.message();
        return errorKindName(e.kind());
    }
    return QStringLiteral("none");
}

/// The seed's DDL, verbatim but for the table's name.
QString seedDdl(const QString& table) {
    QString ddl = QStringLiteral(R"SQL(
CREATE TABLE idempotency_tokens (
  token VARCHAR(64) PRIMARY KEY,
  status VARCHAR(20) NOT NULL DEFAULT 'pending', -- pending, processing, completed
  request_method VARCHAR(10),
  request_path TEXT,
  request_body TEXT,
  response_status INTEGER,
  response_headers JSONB,
  response_body TEXT,
  created_at TIMESTAMP WITH TIME ZONE DEFAULT NOW(),
  updated_at TIMESTAMP WITH TIME ZONE DEFAULT NOW(),
  expires_at TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX idx_idempotency_tokens_expires_at ON idempotency_tokens(expires_at);
CREATE INDEX idx_idempotency_tokens_status ON idempotency_tokens(status);
)SQL");
    return ddl.replace(QStringLiteral("idempotency_tokens"), table);
}

/// A table name and URL of this test's own in the test database; dropped at the end.
struct SeedTable {
    QString table;
    QString url;
    std::string conninfo; ///< The test server, for statements run as the seed's service.

    SeedTable() {
        const QString base = qEnvironmentVariable("IDEM_TEST_PG_URL");
        table = QStringLiteral("seed_%1").arg(QRandomGenerator::global()->generate64(), 16, 16,
                                              QLatin1Char('0'));
        QUrl u(base);
        QUrlQuery q(u);
        q.addQueryItem(QStringLiteral("table"), table);
        q.addQueryItem(QStringLiteral("stuck_after"), QStringLiteral("5m"));
        u.setQuery(q);
        url = u.toString(QUrl::FullyEncoded);
        conninfo = base.toStdString();
    }
    ~SeedTable() {
        try {
            pg::dropTables(url);
        } catch (const Error& e) {
            qWarning("could not drop %s: %s", qPrintable(table), e.what());
        }
    }
    void exec(const QString& sql) const {
        pqxx::connection c(conninfo);
        pqxx::work tx(c);
        tx.exec(sql.toStdString());
        tx.commit();
    }
    /// Fills the table as the seed's service does: issue (INSERT pending), acquire (UPDATE to
    /// processing), store (UPDATE to completed with the response), plus a lapsed row and a
    /// processing row last touched 10 minutes ago (stuck at stuck_after=5m).
    void fillLikeTheSeed() const {
        QString sql;
        auto issue = [&](const char* token) {
            sql += QStringLiteral("INSERT INTO %1 (token, status, expires_at) VALUES ('%2', "
                                  "'pending', NOW() + interval '30 minutes');")
                       .arg(table, QLatin1String(token));
        };
        auto acquire = [&](const char* token) {
            sql += QStringLiteral("UPDATE %1 SET status = 'processing', updated_at = NOW(), "
                                  "request_method = 'POST', request_path = '/api/orders', "
                                  "request_body = '{\"amount\":42}', expires_at = NOW() + "
                                  "interval '30 minutes' WHERE token = '%2' AND status = "
                                  "'pending' AND expires_at > NOW() RETURNING token;")
                       .arg(table, QLatin1String(token));
        };
        issue("0123456789abcdef0123456789abcdef");
        issue("order_1712345678_abc123def456");
        issue("order_1712345678_processing01");
        acquire("order_1712345678_processing01");
        issue("order_1712345678_completed001");
        acquire("order_1712345678_completed001");
        sql += QStringLiteral("UPDATE %1 SET status = 'completed', response_status = 201, "
                              "response_headers = to_jsonb('application/json'::text), "
                              "response_body = '{\"id\":7}', updated_at = NOW(), expires_at = "
                              "NOW() + interval '24 hours' WHERE token = "
                              "'order_1712345678_completed001';")
                   .arg(table);
        issue("order_1712345678_stuck000001");
        acquire("order_1712345678_stuck000001");
        sql += QStringLiteral("UPDATE %1 SET updated_at = NOW() - interval '10 minutes' WHERE "
                              "token = 'order_1712345678_stuck000001';")
                   .arg(table);
        sql += QStringLiteral("INSERT INTO %1 (token, status, expires_at) VALUES "
                              "('order_1712345678_lapsed00001', 'pending', NOW() - interval "
                              "'1 minute');")
                   .arg(table);
        exec(sql);
    }
};

#define REQUIRE_PG()                                                                               \
    do {                                                                                           \
        if (qEnvironmentVariableIsEmpty("IDEM_TEST_PG_URL")) {                                     \
            if (qEnvironmentVariableIntValue("IDEM_REQUIRE_SERVICES") == 1)                        \
                QFAIL("IDEM_TEST_PG_URL is not set and IDEM_REQUIRE_SERVICES=1");                  \
            QSKIP("IDEM_TEST_PG_URL is not set (scripts/with-services.sh starts PostgreSQL)");     \
        }                                                                                          \
    } while (false)

QStringList keysOf(const ListPage& page) {
    QStringList out;
    for (const TokenRecord& r : page.records)
        out << r.key;
    return out;
}

ListPage listWhere(TokenStore& s, std::optional<State> state, bool stuck = false) {
    ListQuery q;
    q.state = state;
    q.stuckOnly = stuck;
    q.limit = 1000;
    return s.list(q);
}

struct Snapshot {
    QStringList all, pending, processing, stuck, completed, expired;
    StateCounts counts;
};

Snapshot snapshot(TokenStore& s) {
    Snapshot out;
    out.all = keysOf(listWhere(s, std::nullopt));
    out.pending = keysOf(listWhere(s, State::Pending));
    out.processing = keysOf(listWhere(s, State::Processing));
    out.stuck = keysOf(listWhere(s, std::nullopt, true));
    out.completed = keysOf(listWhere(s, State::Completed));
    out.expired = keysOf(listWhere(s, State::Expired));
    out.counts = s.counts();
    return out;
}

} // namespace

class Tst_PgSeed : public QObject {
    Q_OBJECT

private slots:
    void seedTable_readOnlyBeforeMigration();
    void seedTable_sameAfterMigration_andWritable();
    void migrate_isIdempotent();
    void missingTable_saysMigrate();
    void foreignTable_refused();
    void readOnlySession_isReadOnly();
    void unreachableServer_isUnavailable();
    void idemctlMigrate();
};

void Tst_PgSeed::seedTable_readOnlyBeforeMigration() {
    REQUIRE_PG();
    SeedTable t;
    t.exec(seedDdl(t.table));
    t.fillLikeTheSeed();
    std::unique_ptr<TokenStore> s = openStore(t.url);
    QVERIFY2(s->info().warning.contains(QLatin1String("idemctl migrate")),
             qPrintable(s->info().warning));

    const Snapshot snap = snapshot(*s);
    QCOMPARE(snap.all.size(), 6);
    QCOMPARE(snap.pending, (QStringList{QStringLiteral("0123456789abcdef0123456789abcdef"),
                                        QStringLiteral("order_1712345678_abc123def456")}));
    QCOMPARE(snap.processing, (QStringList{QStringLiteral("order_1712345678_processing01"),
                                           QStringLiteral("order_1712345678_stuck000001")}));
    QCOMPARE(snap.stuck, QStringList{QStringLiteral("order_1712345678_stuck000001")});
    QCOMPARE(snap.completed, QStringList{QStringLiteral("order_1712345678_completed001")});
    QCOMPARE(snap.expired, QStringList{QStringLiteral("order_1712345678_lapsed00001")});
    QCOMPARE(snap.counts.pending, 2);
    QCOMPARE(snap.counts.processing, 2);
    QCOMPARE(snap.counts.stuck, 1);
    QCOMPARE(snap.counts.completed, 1);
    QCOMPARE(snap.counts.expired, 1);
    QCOMPARE(s->counts(QStringLiteral("tenant")).total(), 0);

    const auto done = s->get(QStringLiteral("order_1712345678_completed001"), QString());
    QVERIFY(done);
    QCOMPARE(done->state, State::Completed);
    QVERIFY(done->response);
    QCOMPARE(done->response->status, 201);
    QCOMPARE(done->response->body, QByteArray("{\"id\":7}"));
    QCOMPARE(done->response->headers.size(), 1);
    QCOMPARE(done->response->headers.at(0).second, QByteArray("application/json"));
    QCOMPARE(done->method, QStringLiteral("POST"));
    QCOMPARE(done->path, QStringLiteral("/api/orders"));
    QVERIFY(!s->get(QStringLiteral("order_1712345678_completed001"), QStringLiteral("t")));

    // Writes: refused, saying what to do; nothing changed.
    QString message;
    QCOMPARE(
        errorOf([&] { s->acquire(test::acquireRequest(QStringLiteral("new-key"))); }, &message),
        errorKindName(ErrorKind::SchemaMissing));
    QVERIFY2(message.contains(QLatin1String("idemctl migrate")), qPrintable(message));
    IssueRequest issue;
    issue.key = QStringLiteral("new-key");
    QCOMPARE(errorOf([&] { s->issue(issue); }), errorKindName(ErrorKind::SchemaMissing));
    QCOMPARE(errorOf([&] {
                 s->operatorExpire(QStringLiteral("order_1712345678_abc123def456"), QString(), {});
             }),
             errorKindName(ErrorKind::SchemaMissing));
    QCOMPARE(errorOf([&] { s->purgeExpired(0); }), errorKindName(ErrorKind::SchemaMissing));
    QCOMPARE(snapshot(*s).all, snap.all);
    QVERIFY(s->audit(10).isEmpty());
}

void Tst_PgSeed::seedTable_sameAfterMigration_andWritable() {
    REQUIRE_PG();
    SeedTable t;
    t.exec(seedDdl(t.table));
    t.fillLikeTheSeed();
    Snapshot before;
    std::optional<TokenRecord> doneBefore;
    {
        std::unique_ptr<TokenStore> s = openStore(t.url);
        before = snapshot(*s);
        doneBefore = s->get(QStringLiteral("order_1712345678_completed001"), QString());
    }
    const pg::MigrationReport report = pg::migrate(t.url);
    QCOMPARE(report.versionBefore, 0);
    QCOMPARE(report.versionAfter, pg::kSchemaVersion);
    QVERIFY(report.tableExisted);
    QCOMPARE(report.rows, 6);

    std::unique_ptr<TokenStore> s = openStore(t.url);
    QVERIFY2(s->info().warning.isEmpty(), qPrintable(s->info().warning));
    const Snapshot after = snapshot(*s);
    QCOMPARE(after.all, before.all);
    QCOMPARE(after.pending, before.pending);
    QCOMPARE(after.processing, before.processing);
    QCOMPARE(after.stuck, before.stuck);
    QCOMPARE(after.completed, before.completed);
    QCOMPARE(after.expired, before.expired);
    const auto doneAfter = s->get(QStringLiteral("order_1712345678_completed001"), QString());
    QVERIFY(doneAfter && doneBefore);
    QVERIFY(doneAfter->response == doneBefore->response);
    QCOMPARE(doneAfter->createdAtMs, doneBefore->createdAtMs);

    // Writable now: an issued seed token is acquired (the seed's SET NX defect not copied), the
    // completed one replays its stored response, the stuck one is taken over.
    AcquireRequest issued = test::acquireRequest(QStringLiteral("order_1712345678_abc123def456"));
    issued.mode = AcquireMode::Issued;
    const AcquireResult a = s->acquire(issued);
    QCOMPARE(a.outcome, AcquireOutcome::Acquired);
    QCOMPARE(a.record.fence, 1);
    s->complete(test::completeReq(a, "done"));
    const AcquireResult replay =
        s->acquire(test::acquireRequest(QStringLiteral("order_1712345678_completed001")));
    QCOMPARE(replay.outcome, AcquireOutcome::Replay);
    QCOMPARE(replay.record.response->body, QByteArray("{\"id\":7}"));
    const AcquireResult takeover =
        s->acquire(test::acquireRequest(QStringLiteral("order_1712345678_stuck000001")));
    QCOMPARE(takeover.outcome, AcquireOutcome::Acquired);
    QVERIFY(takeover.takeover);
    // The same key in another scope is another token.
    QCOMPARE(
        s->acquire(test::acquireRequest(QStringLiteral("order_1712345678_completed001"))).outcome,
        AcquireOutcome::Replay);
    AcquireRequest scoped = test::acquireRequest(QStringLiteral("order_1712345678_completed001"));
    scoped.scope = QStringLiteral("tenant-b");
    QCOMPARE(s->acquire(scoped).outcome, AcquireOutcome::Acquired);
    QCOMPARE(s->purgeExpired(0), 1); // the lapsed seed row
}

void Tst_PgSeed::migrate_isIdempotent() {
    REQUIRE_PG();
    SeedTable t;
    // From nothing: migration 1 creates the seed's table, 2 upgrades it.
    const pg::MigrationReport first = pg::migrate(t.url);
    QVERIFY(!first.tableExisted);
    QCOMPARE(first.applied,
             (QStringList{QStringLiteral("001_seed_table"), QStringLiteral("002_idemscope"),
                          QStringLiteral("003_notify")}));
    std::unique_ptr<TokenStore> s = openStore(t.url);
    s->acquire(test::acquireRequest(QStringLiteral("k1")));
    s.reset();
    const pg::MigrationReport second = pg::migrate(t.url);
    QVERIFY(second.applied.isEmpty());
    QCOMPARE(second.versionBefore, pg::kSchemaVersion);
    QCOMPARE(second.versionAfter, pg::kSchemaVersion);
    QCOMPARE(second.rows, 1);
    // A schema from the future is refused, and nothing is changed.
    t.exec(QStringLiteral("INSERT INTO %1_schema_version (version, name) VALUES (99, 'future')")
               .arg(t.table));
    QCOMPARE(errorOf([&] { pg::migrate(t.url); }), errorKindName(ErrorKind::SchemaMissing));
    QCOMPARE(errorOf([&] { openStore(t.url); }), errorKindName(ErrorKind::SchemaMissing));
}

void Tst_PgSeed::missingTable_saysMigrate() {
    REQUIRE_PG();
    SeedTable t;
    QString message;
    QCOMPARE(errorOf([&] { openStore(t.url); }, &message), errorKindName(ErrorKind::SchemaMissing));
    QVERIFY2(message.contains(QLatin1String("idemctl migrate")), qPrintable(message));
    QVERIFY2(message.contains(t.table), qPrintable(message));
}

void Tst_PgSeed::foreignTable_refused() {
    REQUIRE_PG();
    SeedTable t;
    t.exec(QStringLiteral("CREATE TABLE %1 (id serial primary key, name text)").arg(t.table));
    QCOMPARE(errorOf([&] { openStore(t.url); }), errorKindName(ErrorKind::SchemaMissing));
}

void Tst_PgSeed::readOnlySession_isReadOnly() {
    REQUIRE_PG();
    SeedTable t;
    pg::migrate(t.url);
    {
        std::unique_ptr<TokenStore> s = openStore(t.url);
        s->issue(IssueRequest{QStringLiteral("ro-1"), QString(), 30min});
    }
    // A session whose transactions are read-only, as on a standby.
    QUrl u(t.url);
    QUrlQuery q(u);
    q.addQueryItem(QStringLiteral("options"),
                   QStringLiteral("-c default_transaction_read_only=on"));
    u.setQuery(q);
    std::unique_ptr<TokenStore> s = openStore(u.toString(QUrl::FullyEncoded));
    QVERIFY(s->get(QStringLiteral("ro-1"), QString()));
    QCOMPARE(errorOf([&] { s->acquire(test::acquireRequest(QStringLiteral("ro-1"))); }),
             errorKindName(ErrorKind::ReadOnly));
    QCOMPARE(errorOf([&] { s->operatorExpire(QStringLiteral("ro-1"), QString(), {}); }),
             errorKindName(ErrorKind::ReadOnly));
    QCOMPARE(s->counts().pending, 1);
}

void Tst_PgSeed::unreachableServer_isUnavailable() {
    // No server needed: a closed port on loopback, and a short connect timeout.
    QString message;
    QCOMPARE(errorOf(
                 [&] {
                     openStore(QStringLiteral("postgresql://nobody:secret@127.0.0.1:1/db?"
                                              "connect_timeout=2"));
                 },
                 &message),
             errorKindName(ErrorKind::Unavailable));
    QVERIFY2(!message.contains(QLatin1String("secret")), qPrintable(message));
    REQUIRE_PG();
    QUrl u(qEnvironmentVariable("IDEM_TEST_PG_URL"));
    u.setPath(QStringLiteral("/no_such_database"));
    QCOMPARE(errorOf([&] { openStore(u.toString()); }), errorKindName(ErrorKind::Unavailable));
}

void Tst_PgSeed::idemctlMigrate() {
    REQUIRE_PG();
    SeedTable t;
    t.exec(seedDdl(t.table));
    t.fillLikeTheSeed();
    auto run = [&](const QStringList& args, QByteArray* out) {
        QProcess p;
        p.start(QStringLiteral(IDEMCTL_PATH), args);
        if (!p.waitForFinished(60000))
            return -1;
        *out = p.readAllStandardOutput() + p.readAllStandardError();
        return p.exitCode();
    };
    QByteArray out;
    // Before: writes refused with exit code 7 (schema missing), reads work.
    QCOMPARE(run({QStringLiteral("--store"), t.url, QStringLiteral("issue")}, &out), 7);
    QVERIFY2(out.contains("idemctl migrate"), out.constData());
    QCOMPARE(run({QStringLiteral("--store"), t.url, QStringLiteral("counts")}, &out), 0);
    QCOMPARE(run({QStringLiteral("--store"), t.url, QStringLiteral("migrate")}, &out), 0);
    QVERIFY2(out.contains("002_idemscope") && out.contains("6 rows kept"), out.constData());
    QCOMPARE(
        run({QStringLiteral("--store"), t.url, QStringLiteral("--json"), QStringLiteral("migrate")},
            &out),
        0);
    const QJsonObject again = QJsonDocument::fromJson(out).object();
    QVERIFY2(again.value(QLatin1String("applied")).toArray().isEmpty(), out.constData());
    QCOMPARE(again.value(QLatin1String("version_after")).toInt(), pg::kSchemaVersion);
    QCOMPARE(again.value(QLatin1String("rows")).toInt(), 6);
    QCOMPARE(run({QStringLiteral("--store"), t.url, QStringLiteral("issue")}, &out), 0);
}

QTEST_GUILESS_MAIN(Tst_PgSeed)
#include "tst_pgseed.moc"
