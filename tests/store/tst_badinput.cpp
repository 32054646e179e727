// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Bad input never reaches the data: invalid keys on every operation, malformed store URLs,
// paths that cannot hold a store, files that are not IdemScope stores. Each is refused with the
// error kind a caller can act on and one clear sentence, and whatever was there before (records
// of a store, bytes of a foreign file) is exactly as it was.
//
// The key checks run on the store of `-store SPEC`; the URL and file checks are about the
// SQLite store and use files of their own.

#include "base/errors.h"
#include "sqlite/sqlitestore.h"
#include "store/tokenstore.h"
#include "support/storefixture.h"
#include "token/generator.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <functional>
#include <sqlite3.h>

using namespace idem;
using namespace std::chrono_literals;
using idem::test::FreshStore;

namespace {

QString g_spec = QStringLiteral("sqlite-file");

#define FRESH_STORE(var) IDEM_FRESH_STORE(var, g_spec)

/// The error a call threw, with its kind name ("none" if it succeeded).
struct Outcome {
    QString kind = QStringLiteral("none");
    QString message;
};

template <typename F> Outcome outcomeOf(F&& f) {
    Outcome o;
    try {
        f();
    } catch (const Error& e) {
        o.kind = errorKindName(e.kind());
        o.message = e.message();
    }
    return o;
}

/// A clear error is one short sentence of printable text (it never echoes control characters
/// or an absurdly long input back).
QString messageProblem(const QString& message) {
    if (message.trimmed().isEmpty())
        return QStringLiteral("the message is empty");
    if (message.size() > 300)
        return QStringLiteral("the message is %1 characters long").arg(message.size());
    for (QChar c : message) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7F)
            return QStringLiteral("the message contains a control character");
    }
    if (!message.endsWith(QLatin1Char('.')))
        return QStringLiteral("the message is not a sentence: ") + message;
    return QString();
}

#define VERIFY_CLEAR_MESSAGE(message)                                                              \
    do {                                                                                           \
        const QString problem_ = messageProblem(message);                                          \
        QVERIFY2(problem_.isEmpty(), qPrintable(problem_ + QStringLiteral(" | ") + (message)));    \
    } while (false)

AcquireRequest acquireReq(const QString& key, const QString& scope = QString()) {
    AcquireRequest r;
    r.key = key;
    r.scope = scope;
    r.request = RequestIdentity::of(QStringLiteral("POST"), QStringLiteral("/orders"),
                                    QByteArrayLiteral("{\"amount\":42}"));
    r.owner = TokenGenerator::owner();
    return r;
}

using idem::test::claimOf;

CompleteRequest completeReq(const Claim& claim, const QByteArray& body) {
    CompleteRequest c;
    c.claim = claim;
    c.response.status = 201;
    c.response.headers = {{QStringLiteral("Content-Type"), QByteArrayLiteral("text/plain")}};
    c.response.body = body;
    return c;
}

IssueRequest issueReq(const QString& key, std::chrono::milliseconds ttl = 30min) {
    IssueRequest r;
    r.key = key;
    r.ttl = ttl;
    return r;
}

OperatorContext op(bool force = false) {
    OperatorContext c;
    c.user = QStringLiteral("tester");
    c.reason = QStringLiteral("bad input test");
    c.force = force;
    return c;
}

/// Everything a store holds, as text, for before/after comparisons: every record (all fields
/// except the time it was observed), the counts, the audit log and the stats totals.
QString snapshot(TokenStore& s) {
    QStringList out;
    ListQuery q;
    q.limit = 1000;
    for (const TokenRecord& r : s.list(q).records) {
        const auto got = s.get(r.key, r.scope);
        if (!got) {
            out << QStringLiteral("listed but missing: ") + r.key;
            continue;
        }
        const TokenRecord& g = *got;
        out << QStringLiteral("%1|%2|%3|%4|%5|%6|%7|%8|%9")
                   .arg(g.key, g.scope, stateName(g.state), g.owner, g.method, g.path,
                        g.fingerprint, QString::fromLatin1(g.bodySample.toHex()))
                   .arg(int(g.stuck))
            << QStringLiteral("  times %1 %2 %3 %4 %5 %6 fence %7 replays %8")
                   .arg(g.createdAtMs)
                   .arg(g.updatedAtMs)
                   .arg(g.acquiredAtMs)
                   .arg(g.completedAtMs)
                   .arg(g.expiresAtMs)
                   .arg(g.leaseUntilMs)
                   .arg(g.fence)
                   .arg(g.replayCount);
        if (g.response) {
            QStringList headers;
            for (const auto& [name, value] : g.response->headers)
                headers << name + QLatin1Char('=') + QString::fromLatin1(value.toHex());
            out << QStringLiteral("  response %1 %2 %3")
                       .arg(g.response->status)
                       .arg(headers.join(QLatin1Char(',')),
                            QString::fromLatin1(g.response->body.toHex()));
        }
    }
    const StateCounts c = s.counts();
    out << QStringLiteral("counts %1 %2 %3 %4 %5")
               .arg(c.pending)
               .arg(c.processing)
               .arg(c.stuck)
               .arg(c.completed)
               .arg(c.expired);
    for (const AuditEntry& a : s.audit(1000)) {
        out << QStringLiteral("audit %1 %2 %3 %4 %5 %6 %7 %8 %9")
                   .arg(a.id)
                   .arg(a.atMs)
                   .arg(a.user, a.action, a.key, a.scope, a.stateBefore, a.stateAfter, a.reason);
    }
    const StatsSeries st = s.stats(1h);
    for (Counter k : kAllCounters)
        out << QStringLiteral("stat %1 %2").arg(counterName(k)).arg(st.total(k));
    return out.join(QLatin1Char('\n'));
}

/// Fills a store with one record in each state (the stuck one lapses within 50 ms; callers
/// wait for it) and some audit history, and returns the live claim on "held".
Claim populate(TokenStore& s) {
    s.issue(issueReq(QStringLiteral("pending-1")));
    const AcquireResult held = s.acquire(acquireReq(QStringLiteral("held")));
    s.complete(completeReq(claimOf(s.acquire(acquireReq(QStringLiteral("done-1")))),
                           QByteArray("binary\0\xff body", 13)));
    s.complete(
        completeReq(claimOf(s.acquire(acquireReq(QStringLiteral("done-1"), QStringLiteral("t1")))),
                    QByteArrayLiteral("other scope")));
    s.issue(issueReq(QStringLiteral("expired-1")));
    s.operatorExpire(QStringLiteral("expired-1"), QString(), op());
    AcquireRequest stuck = acquireReq(QStringLiteral("stuck-1"));
    stuck.lease = 50ms;
    s.acquire(stuck);
    s.acquire(acquireReq(QStringLiteral("done-1"))); // a replay
    return claimOf(held);
}

bool isStuck(TokenStore& s, const QString& key) {
    const auto r = s.get(key, QString());
    return r && r->stuck;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QByteArrayLiteral("<cannot read>");
    return f.readAll();
}

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QString urlFor(const QString& path) { return SqliteStore::urlForPath(path); }

/// Runs SQL on a database with SQLite itself (as another program would); empty on success.
QString runSql(const QString& path, const char* sql) {
    sqlite3* db = nullptr;
    const QByteArray name = QFile::encodeName(path);
    int rc =
        sqlite3_open_v2(name.constData(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
    QString error;
    if (rc == SQLITE_OK) {
        char* message = nullptr;
        rc = sqlite3_exec(db, sql, nullptr, nullptr, &message);
        if (rc != SQLITE_OK)
            error = QString::fromUtf8(message ? message : "sqlite3_exec failed");
        sqlite3_free(message);
    } else {
        error = QStringLiteral("cannot open");
    }
    sqlite3_close(db);
    return error;
}

} // namespace

class Tst_BadInput : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void invalidKey_refusedByEveryOperation_data();
    void invalidKey_refusedByEveryOperation();
    void validKeyBoundaries_data();
    void validKeyBoundaries();

    void badStoreUrl_data();
    void badStoreUrl();
    void unwritablePath_data();
    void unwritablePath();
    void notADatabase_data();
    void notADatabase();
    void otherProgramsDatabase_data();
    void otherProgramsDatabase();
    void newerSchemaIsRefused();
    void pathWithUrlCharactersRoundTrips_data();
    void pathWithUrlCharactersRoundTrips();

    void refusedCallsLeaveRecordsUnchanged();
};

void Tst_BadInput::initTestCase() {
    qInfo("store spec: %s", qPrintable(g_spec));
}

// --- keys ----------------------------------------------------------------------------------

void Tst_BadInput::invalidKey_refusedByEveryOperation_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("operation");
    const std::pair<const char*, QString> keys[] = {
        {"empty", QString()},
        {"256 characters", QString(256, QLatin1Char('k'))},
        {"4096 characters", QString(4096, QLatin1Char('k'))},
        {"space", QStringLiteral("two words")},
        {"tab", QStringLiteral("tab\there")},
        {"newline", QStringLiteral("line\nbreak")},
        {"control 0x01", QStringLiteral("\x01key")},
        {"NUL", QStringLiteral("nul") + QChar(0) + QStringLiteral("inside")},
        {"DEL 0x7F", QStringLiteral("del\x7f")},
        {"Latin-1", QStringLiteral("cl\u00e9")},
        {"CJK", QStringLiteral("\u952e")},
        {"emoji", QStringLiteral("key-\U0001F511")},
        {"fullwidth letters", QStringLiteral("\uFF2B\uFF25\uFF39")},
    };
    const char* operations[] = {"issue",           "acquire", "acquire issued",   "complete",
                                "release",         "renew",   "operator release", "operator expire",
                                "operator delete", "get",     "list prefix"};
    for (const auto& [label, key] : keys) {
        for (const char* operation : operations) {
            // An empty key prefix means "no filter", which is valid.
            if (key.isEmpty() && qstrcmp(operation, "list prefix") == 0)
                continue;
            QTest::addRow("%s, %s", label, operation) << key << QString::fromLatin1(operation);
        }
    }
}

void Tst_BadInput::invalidKey_refusedByEveryOperation() {
    QFETCH(QString, key);
    QFETCH(QString, operation);
    FRESH_STORE(s);
    // One valid record, so there is something that must stay as it was.
    const AcquireResult existing = s->acquire(acquireReq(QStringLiteral("existing")));
    const QString before = snapshot(*s);

    Claim claim = claimOf(existing);
    claim.key = key;
    const Outcome o = outcomeOf([&] {
        if (operation == QLatin1String("issue")) {
            s->issue(issueReq(key));
        } else if (operation == QLatin1String("acquire")) {
            s->acquire(acquireReq(key));
        } else if (operation == QLatin1String("acquire issued")) {
            AcquireRequest r = acquireReq(key);
            r.mode = AcquireMode::Issued;
            s->acquire(r);
        } else if (operation == QLatin1String("complete")) {
            s->complete(completeReq(claim, "x"));
        } else if (operation == QLatin1String("release")) {
            s->release(claim);
        } else if (operation == QLatin1String("renew")) {
            s->renew(claim, 60s);
        } else if (operation == QLatin1String("operator release")) {
            s->operatorRelease(key, QString(), op(true));
        } else if (operation == QLatin1String("operator expire")) {
            s->operatorExpire(key, QString(), op());
        } else if (operation == QLatin1String("operator delete")) {
            s->operatorDelete(key, QString(), op());
        } else if (operation == QLatin1String("get")) {
            s->get(key, QString());
        } else if (operation == QLatin1String("list prefix")) {
            ListQuery q;
            q.keyPrefix = key;
            s->list(q);
        }
    });
    QCOMPARE(o.kind, errorKindName(ErrorKind::BadInput));
    VERIFY_CLEAR_MESSAGE(o.message);
    QVERIFY2(o.message.contains(QLatin1String("key"), Qt::CaseInsensitive), qPrintable(o.message));
    QCOMPARE(snapshot(*s), before);
}

void Tst_BadInput::validKeyBoundaries_data() {
    QTest::addColumn<QString>("key");
    QString everyVisible;
    for (char16_t c = 0x21; c <= 0x7E; ++c)
        everyVisible.append(QChar(c));
    QTest::newRow("one character") << QStringLiteral("k");
    QTest::newRow("255 characters") << QString(255, QLatin1Char('k'));
    QTest::newRow("every visible ASCII character") << everyVisible;
    QTest::newRow("quotes and backslash") << QStringLiteral("\"'\\%_*?[]");
}

void Tst_BadInput::validKeyBoundaries() {
    QFETCH(QString, key);
    FRESH_STORE(s);
    const AcquireResult a = s->acquire(acquireReq(key));
    QCOMPARE(a.outcome, AcquireOutcome::Acquired);
    QCOMPARE(a.record.key, key);
    s->complete(completeReq(claimOf(a), "ok"));
    QCOMPARE(s->get(key, QString())->key, key);
    ListQuery q;
    q.keyPrefix = key;
    const ListPage page = s->list(q);
    QCOMPARE(page.records.size(), 1);
    QCOMPARE(page.records[0].key, key);
    // LIKE-style wildcards in a prefix are literal characters.
    q.keyPrefix = QStringLiteral("%");
    QCOMPARE(s->list(q).records.size(), key.startsWith(QLatin1Char('%')) ? 1 : 0);
}

// --- store URLs ----------------------------------------------------------------------------

void Tst_BadInput::badStoreUrl_data() {
    QTest::addColumn<QString>("url"); // "$DIR" is replaced by a fresh temporary folder
    QTest::addColumn<QString>("mentions");
    QTest::newRow("empty") << QString() << QStringLiteral("URL");
    QTest::newRow("spaces") << QStringLiteral("   ") << QStringLiteral("URL");
    QTest::newRow("sqlite:relative.db")
        << QStringLiteral("sqlite:relative.db") << QStringLiteral("sqlite:///");
    QTest::newRow("sqlite://relative")
        << QStringLiteral("sqlite://relative") << QStringLiteral("absolute");
    QTest::newRow("sqlite://relative/dir/x.db")
        << QStringLiteral("sqlite://relative/dir/x.db") << QStringLiteral("absolute");
    QTest::newRow("sqlite: alone") << QStringLiteral("sqlite:") << QStringLiteral("sqlite");
    QTest::newRow("sqlite:// without a path")
        << QStringLiteral("sqlite://") << QStringLiteral("absolute");
    QTest::newRow("network path") << QStringLiteral("sqlite:////server/share/x.db")
                                  << QStringLiteral("absolute");
    QTest::newRow("foo://x") << QStringLiteral("foo://x") << QStringLiteral("URL");
    QTest::newRow("http") << QStringLiteral("http://example.com/x.db") << QStringLiteral("URL");
    QTest::newRow("path without scheme")
        << QStringLiteral("$DIR/store.db") << QStringLiteral("URL");
    QTest::newRow("unknown option")
        << QStringLiteral("sqlite://$DIR/store.db?bogus=1") << QStringLiteral("bogus");
    QTest::newRow("unknown option after a good one")
        << QStringLiteral("sqlite://$DIR/store.db?busy_timeout=10&journal=off")
        << QStringLiteral("journal");
    QTest::newRow("busy_timeout not a number")
        << QStringLiteral("sqlite://$DIR/store.db?busy_timeout=abc")
        << QStringLiteral("busy_timeout");
    QTest::newRow("busy_timeout negative")
        << QStringLiteral("sqlite://$DIR/store.db?busy_timeout=-1")
        << QStringLiteral("busy_timeout");
    QTest::newRow("busy_timeout too large")
        << QStringLiteral("sqlite://$DIR/store.db?busy_timeout=999999999")
        << QStringLiteral("busy_timeout");
    QTest::newRow("memory with unknown option")
        << QStringLiteral("sqlite::memory:?bogus=1") << QStringLiteral("bogus");
    QTest::newRow("memory misspelt")
        << QStringLiteral("sqlite::memory") << QStringLiteral("sqlite");
    QTest::newRow("NUL in the path")
        << QStringLiteral("sqlite://$DIR/a%00b.db") << QStringLiteral("path");
    QTest::newRow("newline in the path")
        << QStringLiteral("sqlite://$DIR/a%0Ab.db") << QStringLiteral("path");
    QTest::newRow("absurdly long (100,000 characters)")
        << QStringLiteral("sqlite://$DIR/") + QString(100000, QLatin1Char('a'))
        << QStringLiteral("long");
    QTest::newRow("absurdly long option")
        << QStringLiteral("sqlite://$DIR/x.db?") + QString(50000, QLatin1Char('o'))
        << QStringLiteral("long");
}

void Tst_BadInput::badStoreUrl() {
    QFETCH(QString, url);
    QFETCH(QString, mentions);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString base = dir.path();
    if (!base.startsWith(QLatin1Char('/')))
        base.prepend(QLatin1Char('/')); // C:/... on Windows
    url.replace(QLatin1String("$DIR"), base);

    const Outcome o = outcomeOf([&] { openStore(url); });
    QCOMPARE(o.kind, errorKindName(ErrorKind::BadInput));
    VERIFY_CLEAR_MESSAGE(o.message);
    QVERIFY2(o.message.contains(mentions, Qt::CaseInsensitive), qPrintable(o.message));
    // A refused URL creates nothing.
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             QStringList());
}

// --- paths that cannot hold a store --------------------------------------------------------

void Tst_BadInput::unwritablePath_data() {
    QTest::addColumn<QString>("situation");
    QTest::newRow("parent is a regular file") << QStringLiteral("parent is a file");
    QTest::newRow("folder does not exist") << QStringLiteral("missing folder");
    QTest::newRow("folders do not exist") << QStringLiteral("missing folders");
    QTest::newRow("path is a folder") << QStringLiteral("folder");
    QTest::newRow("read-only folder") << QStringLiteral("read-only folder");
}

void Tst_BadInput::unwritablePath() {
    QFETCH(QString, situation);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString path;
    const QString file = dir.filePath(QStringLiteral("plain.txt"));
    QVERIFY(writeFile(file, QByteArrayLiteral("just text\n")));
    if (situation == QLatin1String("parent is a file")) {
        path = file + QStringLiteral("/store.db");
    } else if (situation == QLatin1String("missing folder")) {
        path = dir.filePath(QStringLiteral("missing/store.db"));
    } else if (situation == QLatin1String("missing folders")) {
        path = dir.filePath(QStringLiteral("missing/deeper/store.db"));
    } else if (situation == QLatin1String("folder")) {
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("sub")));
        path = dir.filePath(QStringLiteral("sub"));
    } else {
        const QString sub = dir.filePath(QStringLiteral("locked"));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("locked")));
        QVERIFY(QFile::setPermissions(sub, QFile::ReadOwner | QFile::ExeOwner));
        path = sub + QStringLiteral("/store.db");
        QFile probe(sub + QStringLiteral("/probe"));
        if (probe.open(QIODevice::WriteOnly)) {
            probe.close();
            probe.remove();
            QFile::setPermissions(sub, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
            QSKIP("this user may write into read-only folders (root)");
        }
    }
    const QStringList before =
        QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);

    const Outcome o = outcomeOf([&] { openStore(urlFor(path)); });
    if (situation == QLatin1String("read-only folder")) {
        QFile::setPermissions(dir.filePath(QStringLiteral("locked")),
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    QCOMPARE(o.kind, errorKindName(ErrorKind::Unavailable));
    VERIFY_CLEAR_MESSAGE(o.message);
    QVERIFY2(o.message.contains(path), qPrintable(o.message)); // says which path
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             before);
    QCOMPARE(readAll(file), QByteArrayLiteral("just text\n"));
}

// --- files that are not IdemScope stores ---------------------------------------------------

void Tst_BadInput::notADatabase_data() {
    QTest::addColumn<QByteArray>("bytes");
    QRandomGenerator gen(7);
    auto random = [&gen](int n) {
        QByteArray b(n, Qt::Uninitialized);
        for (char& c : b)
            c = char(gen.bounded(256));
        return b;
    };
    QTest::newRow("random 4 KiB") << random(4096);
    QTest::newRow("random 100 KiB") << random(100 * 1024);
    QTest::newRow("random 50 bytes") << random(50);
    QTest::newRow("one byte") << QByteArray("x");
    QTest::newRow("text") << QByteArray("name,amount\nalice,42\n");
    QTest::newRow("JSON") << QByteArray("{\"tokens\":[]}");
    // A SQLite header followed by garbage: a damaged database.
    QTest::newRow("SQLite header, garbage after")
        << QByteArray("SQLite format 3\0", 16) + random(4096 - 16);
}

void Tst_BadInput::notADatabase() {
    QFETCH(QByteArray, bytes);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("data.bin"));
    QVERIFY(writeFile(path, bytes));

    const Outcome o = outcomeOf([&] { openStore(urlFor(path)); });
    QCOMPARE(o.kind, errorKindName(ErrorKind::Unavailable));
    VERIFY_CLEAR_MESSAGE(o.message);
    QCOMPARE(readAll(path), bytes);
    // No journal, WAL or shared-memory file is left beside it.
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             QStringList{QStringLiteral("data.bin")});
}

void Tst_BadInput::otherProgramsDatabase_data() {
    QTest::addColumn<QByteArray>("sql");
    QTest::newRow("customers") << QByteArray(
        "CREATE TABLE customers(id INTEGER PRIMARY KEY, name TEXT NOT NULL);"
        "INSERT INTO customers(name) VALUES('alice'), ('bob');");
    // Table names IdemScope uses too, but not IdemScope's tables: still another program's.
    QTest::newRow("a table named tokens")
        << QByteArray("CREATE TABLE tokens(token TEXT PRIMARY KEY, user TEXT);"
                      "INSERT INTO tokens VALUES('abc', 'alice');");
    QTest::newRow("tables named audit and stats")
        << QByteArray("CREATE TABLE audit(id INTEGER PRIMARY KEY, what TEXT);"
                      "CREATE TABLE stats(name TEXT, value REAL);"
                      "INSERT INTO audit(what) VALUES('login');");
    QTest::newRow("WAL mode database")
        << QByteArray("PRAGMA journal_mode = WAL;"
                      "CREATE TABLE customers(id INTEGER PRIMARY KEY, name TEXT NOT NULL);"
                      "INSERT INTO customers(name) VALUES('carol');");
}

void Tst_BadInput::otherProgramsDatabase() {
    QFETCH(QByteArray, sql);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("crm.db"));
    const QString error = runSql(path, sql.constData());
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QByteArray bytes = readAll(path);
    const QStringList files =
        QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);

    const Outcome o = outcomeOf([&] { openStore(urlFor(path)); });
    QCOMPARE(o.kind, errorKindName(ErrorKind::SchemaMissing));
    VERIFY_CLEAR_MESSAGE(o.message);
    QVERIFY2(o.message.contains(QLatin1String("not an IdemScope store")), qPrintable(o.message));
    QCOMPARE(readAll(path), bytes);
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             files);
    // Opening it a second time says the same (nothing was half-converted the first time).
    QCOMPARE(outcomeOf([&] { openStore(urlFor(path)); }).kind,
             errorKindName(ErrorKind::SchemaMissing));
    QCOMPARE(readAll(path), bytes);
}

void Tst_BadInput::newerSchemaIsRefused() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("future.db"));
    {
        auto store = openStore(urlFor(path));
        store->issue(issueReq(QStringLiteral("from-the-past")));
    }
    const QString error = runSql(path, "PRAGMA journal_mode = DELETE; UPDATE idem_schema SET "
                                       "version = 99;");
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QByteArray bytes = readAll(path);

    const Outcome o = outcomeOf([&] { openStore(urlFor(path)); });
    QCOMPARE(o.kind, errorKindName(ErrorKind::SchemaMissing));
    VERIFY_CLEAR_MESSAGE(o.message);
    QVERIFY2(o.message.contains(QLatin1String("newer")), qPrintable(o.message));
    QCOMPARE(readAll(path), bytes);
}

// --- a store with records survives every refused call --------------------------------------

void Tst_BadInput::refusedCallsLeaveRecordsUnchanged() {
    FRESH_STORE(s);
    const Claim held = populate(*s);
    QTRY_VERIFY(isStuck(*s, QStringLiteral("stuck-1")));
    const QString before = snapshot(*s);
    QVERIFY(before.contains(QLatin1String("held|")));

    struct Refused {
        const char* what;
        ErrorKind kind;
        std::function<void()> call;
    };
    Claim wrongOwner = held;
    wrongOwner.owner = TokenGenerator::owner();
    Claim wrongFence = held;
    wrongFence.fence = *held.fence + 1;
    Claim badOwner = held;
    badOwner.owner = QStringLiteral("bad owner");
    Claim onDone = held;
    onDone.key = QStringLiteral("done-1");
    const QList<Refused> calls = {
        {"issue on a live key", ErrorKind::Conflict,
         [&] {
             s->issue(issueReq(QStringLiteral("held")));
         }},
        {"issue with zero ttl", ErrorKind::BadInput,
         [&] {
             s->issue(issueReq(QStringLiteral("pending-1"), 0ms));
         }},
        {"acquire with a bad owner", ErrorKind::BadInput,
         [&] {
             AcquireRequest r = acquireReq(QStringLiteral("pending-1"));
             r.owner = QStringLiteral("no spaces allowed");
             s->acquire(r);
         }},
        {"acquire with zero lease", ErrorKind::BadInput,
         [&] {
             AcquireRequest r = acquireReq(QStringLiteral("stuck-1"));
             r.lease = 0ms;
             s->acquire(r);
         }},
        {"acquire with zero retention", ErrorKind::BadInput,
         [&] {
             AcquireRequest r = acquireReq(QStringLiteral("expired-1"));
             r.retention = 0ms;
             s->acquire(r);
         }},
        {"acquire with a bad scope", ErrorKind::BadInput,
         [&] {
             s->acquire(acquireReq(QStringLiteral("done-1"), QStringLiteral("t 1")));
         }},
        {"complete by another owner", ErrorKind::Conflict,
         [&] {
             s->complete(completeReq(wrongOwner, "intruder"));
         }},
        {"complete with another fence", ErrorKind::Conflict,
         [&] {
             s->complete(completeReq(wrongFence, "intruder"));
         }},
        {"complete with a bad owner", ErrorKind::BadInput,
         [&] {
             s->complete(completeReq(badOwner, "intruder"));
         }},
        {"complete with status 0", ErrorKind::BadInput,
         [&] {
             CompleteRequest c = completeReq(held, "x");
             c.response.status = 0;
             s->complete(c);
         }},
        {"complete a completed key", ErrorKind::Conflict,
         [&] {
             s->complete(completeReq(onDone, "again"));
         }},
        {"release by another owner", ErrorKind::Conflict,
         [&] {
             s->release(wrongOwner);
         }},
        {"renew by another fence", ErrorKind::Conflict,
         [&] {
             s->renew(wrongFence, 60s);
         }},
        {"renew with a negative lease", ErrorKind::BadInput,
         [&] {
             s->renew(held, -1ms);
         }},
        {"operator release of a live lease", ErrorKind::Conflict,
         [&] {
             s->operatorRelease(QStringLiteral("held"), QString(), op());
         }},
        {"operator release of a completed key", ErrorKind::Conflict,
         [&] {
             s->operatorRelease(QStringLiteral("done-1"), QString(), op(true));
         }},
        {"operator expire of an expired key", ErrorKind::Conflict,
         [&] {
             s->operatorExpire(QStringLiteral("expired-1"), QString(), op());
         }},
        {"operator expire in another scope", ErrorKind::NotFound,
         [&] {
             s->operatorExpire(QStringLiteral("held"), QStringLiteral("t1"), op());
         }},
        {"operator delete of a missing key", ErrorKind::NotFound,
         [&] {
             s->operatorDelete(QStringLiteral("missing"), QString(), op());
         }},
        {"operator delete with a huge reason", ErrorKind::BadInput,
         [&] {
             OperatorContext c = op();
             c.reason = QString(5000, QLatin1Char('r'));
             s->operatorDelete(QStringLiteral("done-1"), QString(), c);
         }},
        {"list with a bad cursor", ErrorKind::BadInput,
         [&] {
             ListQuery q;
             q.cursor = QStringLiteral("!!not a cursor!!");
             s->list(q);
         }},
        {"list with limit 0", ErrorKind::BadInput,
         [&] {
             ListQuery q;
             q.limit = 0;
             s->list(q);
         }},
        {"purge with a negative limit", ErrorKind::BadInput,
         [&] {
             s->purgeExpired(-1);
         }},
        {"stats with a zero window", ErrorKind::BadInput,
         [&] {
             s->stats(0ms);
         }},
        {"audit with limit 0", ErrorKind::BadInput,
         [&] {
             s->audit(0);
         }},
        {"open the same file with an unknown option", ErrorKind::BadInput,
         [&] {
             openStore(s.sharedUrl().isEmpty() ? QStringLiteral("sqlite::memory:?x=1")
                                               : s.sharedUrl() + QStringLiteral("?x=1"));
         }},
    };
    for (const Refused& r : calls) {
        const Outcome o = outcomeOf(r.call);
        QVERIFY2(o.kind == errorKindName(r.kind),
                 qPrintable(
                     QStringLiteral("%1: %2 (%3)").arg(QLatin1String(r.what), o.kind, o.message)));
        VERIFY_CLEAR_MESSAGE(o.message);
        const QString after = snapshot(*s);
        QVERIFY2(after == before, r.what);
    }

    // Nothing was lost on disk either: a new connection reads the same.
    if (!s.sharedUrl().isEmpty()) {
        auto again = openStore(s.sharedUrl());
        QCOMPARE(snapshot(*again), before);
    }
    // And the held claim still works.
    QCOMPARE(s->complete(completeReq(held, "finally")).response->body,
             QByteArrayLiteral("finally"));
}

// --- file paths that need escaping in a URL --------------------------------------------------

void Tst_BadInput::pathWithUrlCharactersRoundTrips_data() {
    QTest::addColumn<QString>("name");
    QTest::newRow("percent") << QStringLiteral("100% sure.db");
    QTest::newRow("escape-looking") << QStringLiteral("a%41b.db");
#ifndef Q_OS_WIN // '?' cannot be part of a file name on Windows
    QTest::newRow("question mark") << QStringLiteral("why?.db");
#endif
    QTest::newRow("hash") << QStringLiteral("#1.db");
}

/// urlForPath() and parseUrl() agree on every path: a store opened from the URL is the file,
/// not a file with another name.
void Tst_BadInput::pathWithUrlCharactersRoundTrips() {
    QFETCH(QString, name);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(name);
    const QString url = SqliteStore::urlForPath(path);
    QCOMPARE(SqliteStore::parseUrl(url).path, path);
    {
        std::unique_ptr<TokenStore> s = openStore(url);
        s->issue({QStringLiteral("k"), QString(), std::chrono::minutes(5)});
    }
    QVERIFY2(QFileInfo::exists(path), qPrintable(url));
}

int main(int argc, char** argv) {
    g_spec = idem::test::takeStoreSpec(argc, argv);
    QCoreApplication app(argc, argv);
    Tst_BadInput suite;
    return QTest::qExec(&suite, argc, argv);
}

#include "tst_badinput.moc"
