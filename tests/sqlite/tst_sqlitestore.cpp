// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// What only the SQLite store's batches can show (the rest is the store contract suite): a
// COMMIT that fails for real (the write-ahead log refuses writes, as a full disk does: see
// faultvfs.h), a store error in the middle of a batch (a trigger of the test's own that aborts
// one key's insert), one fsync for a whole batch, and a file busy with another writer; and the
// one-time rebuild of a file whose tokens table checks its state with an IN list.

#include "base/errors.h"
#include "faultvfs.h"
#include "sqlite/sqlitestore.h"
#include "support/storefixture.h"

#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace idem;
using namespace std::chrono_literals;
namespace faultvfs = idem::test::faultvfs;

namespace {

AcquireRequest acquireReq(const QString& key) {
    AcquireRequest r = test::acquireRequest(key);
    r.lease = 30s;
    return r;
}

using idem::test::claimOf;

CompleteRequest completeReq(const Claim& claim, const QByteArray& body) {
    CompleteRequest c;
    c.claim = claim;
    c.response.status = 200;
    c.response.body = body;
    return c;
}

QString kindOf(const ChangeOutcome& o) {
    return o.error ? errorKindName(o.error->kind()) : QStringLiteral("none");
}

/// Everything a record keeps, as text (times included: nothing may have changed at all).
QString snapshot(TokenStore& s, const QString& key) {
    const auto r = s.get(key, QString());
    if (!r)
        return QStringLiteral("absent");
    return QStringLiteral("%1 owner %2 fence %3 replays %4 updated %5 lease %6 response %7")
        .arg(stateName(r->state), r->owner)
        .arg(r->fence)
        .arg(r->replayCount)
        .arg(r->updatedAtMs)
        .arg(r->leaseUntilMs)
        .arg(r->response ? QString::fromLatin1(r->response->body) : QStringLiteral("-"));
}

QString totals(TokenStore& s) {
    const StatsSeries st = s.stats(1h);
    QStringList parts;
    for (Counter c : kAllCounters)
        parts << QStringLiteral("%1=%2").arg(counterName(c)).arg(st.total(c));
    return parts.join(QLatin1Char(' '));
}

/// Runs SQL on the store's file from a connection of the test's own.
void execOn(const QString& path, const char* sql) {
    sqlite3* db = nullptr;
    QCOMPARE(sqlite3_open(QFile::encodeName(path).constData(), &db), SQLITE_OK);
    char* message = nullptr;
    const int rc = sqlite3_exec(db, sql, nullptr, nullptr, &message);
    const QString text = QString::fromUtf8(message ? message : "");
    sqlite3_free(message);
    sqlite3_close(db);
    QVERIFY2(rc == SQLITE_OK, qPrintable(text));
}

/// Disarms the fault on every way out of a test.
struct FailWalWrites {
    FailWalWrites() { faultvfs::g_failWalWrites = true; }
    ~FailWalWrites() { faultvfs::g_failWalWrites = false; }
};

struct FailWalSyncs {
    FailWalSyncs() { faultvfs::g_failWalSyncs = true; }
    ~FailWalSyncs() { faultvfs::g_failWalSyncs = false; }
};

/// The tokens table's definition in files written before its state CHECK was rewritten (schema
/// version 2 as first shipped), with its indexes.
constexpr char kOldTokensSql[] = R"SQL(
CREATE TABLE tokens_old (
  key              TEXT    NOT NULL,
  scope            TEXT    NOT NULL DEFAULT '',
  state            TEXT    NOT NULL CHECK (state IN ('pending', 'processing', 'completed', 'expired')),
  created_at       INTEGER NOT NULL,
  updated_at       INTEGER NOT NULL,
  acquired_at      INTEGER NOT NULL DEFAULT 0,
  completed_at     INTEGER NOT NULL DEFAULT 0,
  expires_at       INTEGER NOT NULL,
  lease_until      INTEGER NOT NULL DEFAULT 0,
  owner            TEXT    NOT NULL DEFAULT '',
  fence            INTEGER NOT NULL DEFAULT 0,
  method           TEXT    NOT NULL DEFAULT '',
  path             TEXT    NOT NULL DEFAULT '',
  fingerprint      TEXT    NOT NULL DEFAULT '',
  body_sample      BLOB,
  response_status  INTEGER,
  response_headers TEXT,
  response_body    BLOB,
  replay_count     INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (key, scope)
);
INSERT INTO tokens_old SELECT * FROM tokens;
DROP TABLE tokens;
ALTER TABLE tokens_old RENAME TO tokens;
CREATE INDEX tokens_expires_at ON tokens (expires_at);
CREATE INDEX tokens_state_expires ON tokens (state, expires_at);
CREATE INDEX tokens_state_lease ON tokens (state, lease_until, expires_at);
)SQL";

/// One text value of a query on the file, from a connection of the test's own.
QString queryText(const QString& path, const char* sql) {
    sqlite3* db = nullptr;
    QString out;
    if (sqlite3_open(QFile::encodeName(path).constData(), &db) == SQLITE_OK) {
        sqlite3_stmt* stmt = nullptr;
        if (sqlite3_prepare_v2(db, sql, -1, &stmt, nullptr) == SQLITE_OK &&
            sqlite3_step(stmt) == SQLITE_ROW) {
            out = QString::fromUtf8(reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0)));
        }
        sqlite3_finalize(stmt);
    }
    sqlite3_close(db);
    return out;
}

constexpr char kTokensSql[] = "SELECT sql FROM sqlite_master WHERE name = 'tokens'";
constexpr char kIndexesSql[] = "SELECT group_concat(name, ' ') FROM (SELECT name FROM "
                               "sqlite_master WHERE type = 'index' AND tbl_name = 'tokens' "
                               "ORDER BY name)";

} // namespace

class Tst_SqliteStore : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void batch_commitFailsEveryCallerGetsTheError();
    void batch_storeErrorMidBatchFailsAlone();
    void batch_oneFsyncForTheBatch();
    void batch_busyFileFailsOnceForTheBatch();
    void failedSyncAtCommitIsOutcomeUnknown();
    void oldStateCheckIsRebuiltKeepingEveryRow();
    void oldStateCheckOnABusyFileOpensAsItIs();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
};

void Tst_SqliteStore::initTestCase() {
    QVERIFY(faultvfs::install());
}

void Tst_SqliteStore::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_path = m_dir->filePath(QStringLiteral("batch.db"));
}

void Tst_SqliteStore::batch_commitFailsEveryCallerGetsTheError() {
    auto store = std::make_unique<SqliteStore>(SqliteStore::Options{m_path});
    const AcquireResult held = store->acquire(acquireReq(QStringLiteral("held")));
    const AcquireResult done = store->acquire(acquireReq(QStringLiteral("done")));
    store->complete(completeReq(claimOf(done), "first"));
    const AcquireResult busy = store->acquire(acquireReq(QStringLiteral("busy")));
    const QStringList keys = {QStringLiteral("held"), QStringLiteral("done"),
                              QStringLiteral("busy"), QStringLiteral("fresh")};
    QStringList before;
    for (const QString& key : keys)
        before << snapshot(*store, key);
    const QString totalsBefore = totals(*store);

    Claim stale = claimOf(held);
    stale.fence = *stale.fence + 1;
    AcquireRequest duplicate = acquireReq(QStringLiteral("done"));
    const std::vector<Change> batch = {
        Change::ofAcquire(acquireReq(QStringLiteral("fresh"))),
        Change::ofComplete(completeReq(claimOf(held), "second")),
        Change::ofAcquire(duplicate),                             // a replay: writes replays
        Change::ofAcquire(acquireReq(QStringLiteral("busy"))),    // in_flight: a counter
        Change::ofComplete(completeReq(stale, "stale")),          // refused by the rules
        Change::ofAcquire(acquireReq(QStringLiteral("bad key"))), // refused: bad input
        Change::ofRenew(claimOf(busy), 60s),
    };
    std::vector<ChangeOutcome> out;
    faultvfs::g_refusedWalWrites = 0;
    {
        FailWalWrites fault;
        out = store->changeMany(batch);
    }
    // One attempt to write the log, the COMMIT's: the batch was not run again change by change.
    QCOMPARE(faultvfs::g_refusedWalWrites.load(), 1L);
    QCOMPARE(out.size(), batch.size());
    const QString unavailable = errorKindName(ErrorKind::Unavailable);
    QStringList kinds;
    for (const ChangeOutcome& o : out)
        kinds << kindOf(o);
    QCOMPARE(kinds, (QStringList{unavailable, unavailable, unavailable, unavailable,
                                 errorKindName(ErrorKind::Conflict),
                                 errorKindName(ErrorKind::BadInput), unavailable}));
    for (const ChangeOutcome& o : out)
        QVERIFY2(!o.acquired && !o.record, "an outcome next to its error");

    // Nothing of the batch is in the file: through the store's own connection, through a
    // second one, and through a new one once the others were closed.
    QStringList after;
    for (const QString& key : keys)
        after << snapshot(*store, key);
    QCOMPARE(after, before);
    QCOMPARE(totals(*store), totalsBefore);
    {
        SqliteStore other({m_path});
        after.clear();
        for (const QString& key : keys)
            after << snapshot(other, key);
        QCOMPARE(after, before);
    }
    // The store's connection is sound again: a single call succeeds.
    const AcquireResult probe = store->acquire(acquireReq(QStringLiteral("probe")));
    QCOMPARE(acquireOutcomeName(probe.outcome), QStringLiteral("acquired"));
    store.reset();
    store = std::make_unique<SqliteStore>(SqliteStore::Options{m_path});
    after.clear();
    for (const QString& key : keys)
        after << snapshot(*store, key);
    QCOMPARE(after, before);

    // And the same batch, with nothing failing, succeeds.
    const std::vector<ChangeOutcome> again = store->changeMany(batch);
    kinds.clear();
    for (const ChangeOutcome& o : again)
        kinds << kindOf(o);
    QCOMPARE(kinds,
             (QStringList{QStringLiteral("none"), QStringLiteral("none"), QStringLiteral("none"),
                          QStringLiteral("none"), errorKindName(ErrorKind::Conflict),
                          errorKindName(ErrorKind::BadInput), QStringLiteral("none")}));
    QCOMPARE(acquireOutcomeName(again[2].acquired->outcome), QStringLiteral("replay"));
    QCOMPARE(acquireOutcomeName(again[3].acquired->outcome), QStringLiteral("in_flight"));
    QCOMPARE(snapshot(*store, QStringLiteral("held")).section(QLatin1Char(' '), 0, 0),
             QStringLiteral("completed"));
}

void Tst_SqliteStore::batch_storeErrorMidBatchFailsAlone() {
    { SqliteStore create({m_path}); }
    // A store error SQLite raises inside one change's write (SQLITE_CONSTRAINT_TRIGGER), not a
    // refusal by the rules: the batch is rolled back and its changes run one by one.
    execOn(m_path, "CREATE TRIGGER test_poison BEFORE INSERT ON tokens WHEN NEW.key = 'poison' "
                   "BEGIN SELECT RAISE(ABORT, 'poisoned by the test'); END");
    SqliteStore store({m_path});
    const AcquireResult held = store.acquire(acquireReq(QStringLiteral("held")));
    const std::vector<Change> batch = {
        Change::ofAcquire(acquireReq(QStringLiteral("before"))),
        Change::ofComplete(completeReq(claimOf(held), "done")),
        Change::ofAcquire(acquireReq(QStringLiteral("poison"))),
        Change::ofAcquire(acquireReq(QStringLiteral("after"))),
        Change::ofAcquire(acquireReq(QStringLiteral("before"))),
    };
    const std::vector<ChangeOutcome> out = store.changeMany(batch);
    QCOMPARE(out.size(), batch.size());
    QCOMPARE(kindOf(out[0]), QStringLiteral("none"));
    QCOMPARE(kindOf(out[1]), QStringLiteral("none"));
    QVERIFY(out[2].error);
    QVERIFY2(out[2].error->message().contains(QLatin1String("poisoned by the test")),
             qPrintable(out[2].error->message()));
    QCOMPARE(kindOf(out[3]), QStringLiteral("none"));
    // Changes of one key still see each other, in order.
    QCOMPARE(acquireOutcomeName(out[4].acquired->outcome), QStringLiteral("in_flight"));

    QVERIFY(store.get(QStringLiteral("before"), QString()));
    QVERIFY(store.get(QStringLiteral("after"), QString()));
    QVERIFY(!store.get(QStringLiteral("poison"), QString()));
    QCOMPARE(store.get(QStringLiteral("held"), QString())->response->body,
             QByteArrayLiteral("done"));
    // Counted once: the rolled-back attempt's counters went with it.
    const StatsSeries st = store.stats(1h);
    QCOMPARE(st.total(Counter::Acquired), 3); // held, before, after
    QCOMPARE(st.total(Counter::Completed), 1);
    QCOMPARE(st.total(Counter::InFlight), 1);
}

void Tst_SqliteStore::batch_oneFsyncForTheBatch() {
    SqliteStore store({m_path});
    store.acquire(acquireReq(QStringLiteral("warm-up"))); // the log exists from here on
    constexpr int kChanges = 32;

    faultvfs::g_walSyncs = 0;
    for (int i = 0; i < kChanges; ++i)
        store.acquire(acquireReq(QStringLiteral("single-%1").arg(i)));
    const long singleSyncs = faultvfs::g_walSyncs.load();

    std::vector<Change> batch;
    for (int i = 0; i < kChanges; ++i)
        batch.push_back(Change::ofAcquire(acquireReq(QStringLiteral("batch-%1").arg(i))));
    faultvfs::g_walSyncs = 0;
    const std::vector<ChangeOutcome> out = store.changeMany(batch);
    const long batchSyncs = faultvfs::g_walSyncs.load();
    for (const ChangeOutcome& o : out)
        QCOMPARE(kindOf(o), QStringLiteral("none"));
    qInfo("fsyncs of the log: %ld for %d single acquires, %ld for one batch of %d", singleSyncs,
          kChanges, batchSyncs, kChanges);
    QVERIFY(singleSyncs >= kChanges); // synchronous=FULL: each commit is durable on its own
    QVERIFY(batchSyncs >= 1);
    QVERIFY(batchSyncs <= 2);
}

void Tst_SqliteStore::batch_busyFileFailsOnceForTheBatch() {
    SqliteStore::Options options{m_path};
    options.busyTimeout = std::chrono::milliseconds(0);
    SqliteStore store(options);
    // Another process's writer, as idemctl or the console would be: it holds the write lock.
    sqlite3* other = nullptr;
    QCOMPARE(sqlite3_open(QFile::encodeName(m_path).constData(), &other), SQLITE_OK);
    const auto closeOther = qScopeGuard([&] { sqlite3_close(other); });
    QCOMPARE(sqlite3_exec(other, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr), SQLITE_OK);

    std::vector<Change> batch;
    for (int i = 0; i < 8; ++i)
        batch.push_back(Change::ofAcquire(acquireReq(QStringLiteral("busy-%1").arg(i))));
    faultvfs::g_busyWriteLocks = 0;
    const std::vector<ChangeOutcome> out = store.changeMany(batch);
    // Nothing began, so nothing is run again change by change: one attempt at the lock, not
    // one per change (each would wait the busy timeout again).
    QCOMPARE(faultvfs::g_busyWriteLocks.load(), 1L);
    for (const ChangeOutcome& o : out)
        QCOMPARE(kindOf(o), errorKindName(ErrorKind::Retryable));

    QCOMPARE(sqlite3_exec(other, "COMMIT", nullptr, nullptr, nullptr), SQLITE_OK);
    for (const ChangeOutcome& o : store.changeMany(batch))
        QCOMPARE(kindOf(o), QStringLiteral("none"));
    QCOMPARE(store.counts(std::nullopt).processing, 8);
}

QTEST_GUILESS_MAIN(Tst_SqliteStore)
// The log's frames were written before the sync failed, so a later recovery of the log may make
// the transaction durable: the callers get OutcomeUnknown (never retry blindly), not the
// "nothing happened" of Unavailable, for a single call and for every change of a batch.
void Tst_SqliteStore::failedSyncAtCommitIsOutcomeUnknown() {
    auto store = std::make_unique<SqliteStore>(SqliteStore::Options{m_path});
    const QString unknown = errorKindName(ErrorKind::OutcomeUnknown);
    {
        FailWalSyncs fault;
        try {
            store->acquire(acquireReq(QStringLiteral("single")));
            QFAIL("the acquire reported success although its commit was not synced");
        } catch (const Error& e) {
            QCOMPARE(errorKindName(e.kind()), unknown);
        }
        const std::vector<ChangeOutcome> out =
            store->changeMany({Change::ofAcquire(acquireReq(QStringLiteral("one"))),
                               Change::ofAcquire(acquireReq(QStringLiteral("two"))),
                               Change::ofAcquire(acquireReq(QStringLiteral("bad key")))});
        QCOMPARE(out.size(), std::size_t(3));
        QCOMPARE(kindOf(out[0]), unknown);
        QCOMPARE(kindOf(out[1]), unknown);
        QCOMPARE(kindOf(out[2]), errorKindName(ErrorKind::BadInput)); // refused before writing
    }
    // The disk works again: the store goes on, and a key whose outcome was unknown is either
    // held by that attempt or free — never both, never an error.
    const AcquireResult again = store->acquire(acquireReq(QStringLiteral("one")));
    QVERIFY2(again.outcome == AcquireOutcome::Acquired || again.outcome == AcquireOutcome::InFlight,
             qPrintable(acquireOutcomeName(again.outcome)));
    const AcquireResult next = store->acquire(acquireReq(QStringLiteral("three")));
    QCOMPARE(next.outcome, AcquireOutcome::Acquired);
}

/// Writes records in every state on a file, then gives its tokens table the old definition.
/// Returns the records' snapshots.
static QStringList makeOldFile(const QString& path, const QStringList& keys) {
    QStringList before;
    {
        auto store = std::make_unique<SqliteStore>(SqliteStore::Options{path});
        IssueRequest issue;
        issue.key = keys[0];
        store->issue(issue);                 // pending
        store->acquire(acquireReq(keys[1])); // processing
        const AcquireResult done = store->acquire(acquireReq(keys[2]));
        store->complete(completeReq(claimOf(done), "answer"));
        store->acquire(acquireReq(keys[2])); // completed, one replay
        store->acquire(acquireReq(keys[3]));
        store->operatorExpire(keys[3], QString(), OperatorContext{}); // expired
        for (const QString& key : keys)
            before << snapshot(*store, key);
    }
    execOn(path, kOldTokensSql);
    return before;
}

void Tst_SqliteStore::oldStateCheckIsRebuiltKeepingEveryRow() {
    const QStringList keys = {QStringLiteral("pending"), QStringLiteral("processing"),
                              QStringLiteral("completed"), QStringLiteral("expired")};
    const QStringList before = makeOldFile(m_path, keys);
    QVERIFY(queryText(m_path, kTokensSql).contains(QLatin1String("state IN (")));
    const QString indexes = queryText(m_path, kIndexesSql);

    auto store = std::make_unique<SqliteStore>(SqliteStore::Options{m_path});
    const QString rebuilt = queryText(m_path, kTokensSql);
    QVERIFY2(!rebuilt.contains(QLatin1String(" IN (")), qPrintable(rebuilt));
    QVERIFY2(rebuilt.contains(QLatin1String("state = 'completed' OR")), qPrintable(rebuilt));
    QCOMPARE(queryText(m_path, kIndexesSql), indexes);
    QCOMPARE(queryText(m_path, "PRAGMA integrity_check"), QStringLiteral("ok"));
    QStringList after;
    for (const QString& key : keys)
        after << snapshot(*store, key);
    QCOMPARE(after, before);

    // The rewritten CHECK still refuses a state that is none of the four.
    sqlite3* db = nullptr;
    QCOMPARE(sqlite3_open(QFile::encodeName(m_path).constData(), &db), SQLITE_OK);
    const int rc = sqlite3_exec(db,
                                "INSERT INTO tokens(key, state, created_at, updated_at, "
                                "expires_at) VALUES('bad', 'done', 0, 0, 0)",
                                nullptr, nullptr, nullptr);
    sqlite3_close(db);
    QCOMPARE(rc, SQLITE_CONSTRAINT);

    // And the store goes on on the rebuilt table: a replay, a new key.
    const AcquireResult replay = store->acquire(acquireReq(QStringLiteral("completed")));
    QCOMPARE(replay.outcome, AcquireOutcome::Replay);
    QCOMPARE(store->get(QStringLiteral("completed"), QString())->replayCount, 2);
    QCOMPARE(store->acquire(acquireReq(QStringLiteral("new"))).outcome, AcquireOutcome::Acquired);
    // A second open finds nothing to rebuild.
    store.reset();
    store = std::make_unique<SqliteStore>(SqliteStore::Options{m_path});
    QCOMPARE(queryText(m_path, kTokensSql), rebuilt);
}

void Tst_SqliteStore::oldStateCheckOnABusyFileOpensAsItIs() {
    const QStringList keys = {QStringLiteral("p"), QStringLiteral("h"), QStringLiteral("c"),
                              QStringLiteral("e")};
    const QStringList before = makeOldFile(m_path, keys);
    const QString old = queryText(m_path, kTokensSql);

    // Another process holds the write lock: the rebuild waits its busy timeout and gives up,
    // and the store opens on the old table, which reads and (once the lock is gone) writes.
    sqlite3* other = nullptr;
    QCOMPARE(sqlite3_open(QFile::encodeName(m_path).constData(), &other), SQLITE_OK);
    auto closeOther = qScopeGuard([&] { sqlite3_close(other); });
    QCOMPARE(sqlite3_exec(other, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr), SQLITE_OK);
    auto store = std::make_unique<SqliteStore>(SqliteStore::Options{m_path, 200ms});
    QStringList read;
    for (const QString& key : keys)
        read << snapshot(*store, key);
    QCOMPARE(read, before);
    QCOMPARE(sqlite3_exec(other, "COMMIT", nullptr, nullptr, nullptr), SQLITE_OK);
    QCOMPARE(queryText(m_path, kTokensSql), old);
    QCOMPARE(store->acquire(acquireReq(QStringLiteral("c"))).outcome, AcquireOutcome::Replay);

    // The next open rebuilds it.
    store.reset();
    store = std::make_unique<SqliteStore>(SqliteStore::Options{m_path});
    QVERIFY(!queryText(m_path, kTokensSql).contains(QLatin1String("state IN (")));
    QCOMPARE(store->get(QStringLiteral("c"), QString())->replayCount, 2);
}

#include "tst_sqlitestore.moc"
