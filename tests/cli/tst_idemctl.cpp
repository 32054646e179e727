// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// End-to-end tests of idemctl: every command runs the real binary (IDEMCTL_PATH) in a child
// process against a SQLite store of its own, and the test checks exit codes, stdout/stderr and
// the documented JSON shapes (docs/idemctl.md).
#include "exitcode.h"
#include "sqlite/sqlitestore.h"
#include "token/fingerprint.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <sqlite3.h>

namespace {

struct Run {
    int code = -1;
    QByteArray out;
    QByteArray err;

    QString outText() const { return QString::fromUtf8(out); }
    QString errText() const { return QString::fromUtf8(err); }
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
    QJsonObject errorJson() const { return QJsonDocument::fromJson(err).object(); }
    /// For failure messages.
    QByteArray describe() const {
        return "exit " + QByteArray::number(code) + "\nstdout: " + out + "\nstderr: " + err;
    }
};

QSet<QString> keysOf(const QJsonObject& object) {
    const QStringList keys = object.keys();
    return QSet<QString>(keys.begin(), keys.end());
}

QSet<QString> setOf(std::initializer_list<const char*> names) {
    QSet<QString> out;
    for (const char* n : names)
        out.insert(QString::fromLatin1(n));
    return out;
}

const QSet<QString> kRecordFields = setOf({"key",
                                           "scope",
                                           "state",
                                           "stuck",
                                           "created_at",
                                           "updated_at",
                                           "acquired_at",
                                           "completed_at",
                                           "expires_at",
                                           "lease_until",
                                           "observed_at",
                                           "age_ms",
                                           "expires_in_ms",
                                           "lease_remaining_ms",
                                           "owner",
                                           "fence",
                                           "method",
                                           "path",
                                           "fingerprint",
                                           "body_sample",
                                           "body_sample_base64",
                                           "response",
                                           "replay_count"});
const QSet<QString> kResponseFields = setOf({"status", "headers", "body", "body_base64"});
const QSet<QString> kAcquireFields =
    setOf({"outcome", "owner", "fence", "takeover", "retry_after_ms", "record"});
const QSet<QString> kCounterNames =
    setOf({"generated", "acquired", "replayed", "in_flight", "mismatch", "completed", "released",
           "taken_over", "expired", "rejected"});

bool isIsoTime(const QJsonValue& value) {
    static const QRegularExpression iso(
        QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z$"));
    return value.isString() && iso.match(value.toString()).hasMatch();
}

/// A SQLite handle for preparing odd files and holding locks; closed on scope exit.
struct SqliteHandle {
    sqlite3* db = nullptr;
    explicit SqliteHandle(const QString& path) {
        sqlite3_open_v2(QFile::encodeName(path).constData(), &db,
                        SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
    }
    ~SqliteHandle() { sqlite3_close_v2(db); }
    bool exec(const char* sql) { return sqlite3_exec(db, sql, nullptr, nullptr, nullptr) == 0; }
};

} // namespace

class Tst_idemctl : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path; ///< The store file of the current test.
    QString m_url;

    QString urlFor(const QString& path) const { return idem::SqliteStore::urlForPath(path); }

    QProcessEnvironment baseEnvironment() const {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("IDEMSCOPE_STORE"), m_url);
        env.insert(QStringLiteral("USER"), QStringLiteral("idem-tester"));
        env.insert(QStringLiteral("USERNAME"), QStringLiteral("idem-tester"));
        return env;
    }

    Run runWith(const QStringList& args, const QProcessEnvironment& env,
                const QByteArray& input = {}) const {
        QElapsedTimer started;
        started.start();
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(IDEMCTL_PATH), args);
        Run r;
        // A run that never ends says so, with what it printed, so that a failure tells a hang
        // from a wrong exit code (code stays -1).
        const auto gaveUp = [&](const char* what) {
            qWarning("idemctl %s %s after %lld ms (%s); stdout: %s; stderr: %s",
                     qPrintable(args.join(QLatin1Char(' '))), what, started.elapsed(),
                     qPrintable(p.errorString()), p.readAllStandardOutput().constData(),
                     p.readAllStandardError().constData());
        };
        if (!p.waitForStarted(30000)) {
            gaveUp("did not start");
            return r;
        }
        if (!input.isEmpty())
            p.write(input);
        p.closeWriteChannel();
        if (!p.waitForFinished(60000)) {
            gaveUp("did not finish");
            p.kill();
            p.waitForFinished();
            return r;
        }
        r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        return r;
    }

    Run idemctl(const QStringList& args, const QByteArray& input = {}) const {
        return runWith(args, baseEnvironment(), input);
    }

    QString writeFile(const QString& name, const QByteArray& data) const {
        QString path = m_dir->filePath(name);
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(data);
        return path;
    }

    /// Acquires and returns {owner, fence} parsed from the two eval-able lines.
    std::pair<QString, qint64> acquireOk(const QStringList& args) const {
        const Run r = idemctl(QStringList{QStringLiteral("acquire")} + args);
        static const QRegularExpression lines(
            QStringLiteral("^owner=([A-Za-z0-9._:@-]+)\\nfence=(\\d+)\\n$"));
        const auto m = lines.match(r.outText());
        if (r.code != 0 || !m.hasMatch())
            return {};
        return {m.captured(1), m.captured(2).toLongLong()};
    }

    static void verifyOneErrorLine(const Run& r) {
        QVERIFY2(r.err.startsWith("idemctl: "), r.describe().constData());
        QVERIFY2(r.err.endsWith('\n') && r.err.count('\n') == 1, r.describe().constData());
    }

private slots:
    void init() {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_path = m_dir->filePath(QStringLiteral("store.db"));
        m_url = urlFor(m_path);
    }

    void cleanup() { m_dir.reset(); }

    // --- help, version, where -------------------------------------------------------------

    void helpAndVersion() {
        const Run version = idemctl({QStringLiteral("--version")});
        QCOMPARE(version.code, 0);
        // The version, then the licence as GNU programs state it.
        QCOMPARE(version.outText(),
                 QStringLiteral("idemctl " IDEM_VERSION "\n"
                                "Copyright (C) 2026 The IdemScope developers\n"
                                "License GPLv3+: GNU GPL version 3 or later "
                                "<https://gnu.org/licenses/gpl.html>.\n"
                                "This is free software: you are free to change and redistribute "
                                "it.\n"
                                "There is NO WARRANTY, to the extent permitted by law.\n"));

        const Run help = idemctl({QStringLiteral("--help")});
        QCOMPARE(help.code, 0);
        QVERIFY(help.outText().startsWith(QStringLiteral("Usage: idemctl")));
        for (const char* command :
             {"issue", "list", "show", "counts", "acquire", "compare", "complete", "release", "renew",
              "expire", "delete", "purge-expired", "stats", "audit"}) {
            QVERIFY2(help.outText().contains(QStringLiteral("  %1 ").arg(QLatin1String(command))),
                     command);
        }
        const Run viaCommand = idemctl({QStringLiteral("help")});
        QCOMPARE(viaCommand.code, 0);
        QCOMPARE(viaCommand.out, help.out);

        for (const QStringList& args :
             {QStringList{QStringLiteral("acquire"), QStringLiteral("--help")},
              QStringList{QStringLiteral("help"), QStringLiteral("acquire")}}) {
            const Run r = idemctl(args);
            QCOMPARE(r.code, 0);
            QVERIFY(r.outText().startsWith(QStringLiteral("Usage: idemctl acquire KEY")));
            QVERIFY(r.outText().contains(QStringLiteral("--fingerprint-of")));
        }
        QVERIFY2(!QFile::exists(m_path), "help must not create the store");
    }

    void whereResolvesTheStore() {
        const QString other = urlFor(m_dir->filePath(QStringLiteral("other.db")));
        Run r = idemctl({QStringLiteral("--where")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.outText(), m_url + QLatin1Char('\n')); // from $IDEMSCOPE_STORE

        r = idemctl({QStringLiteral("--where"), QStringLiteral("--store"), other});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.outText(), other + QLatin1Char('\n')); // --store wins over the environment

        r = idemctl({QStringLiteral("--store=") + other, QStringLiteral("--where"),
                     QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(keysOf(r.json()), setOf({"store"}));
        QCOMPARE(r.json().value(QStringLiteral("store")).toString(), other);
        QVERIFY2(!QFile::exists(m_path), "--where must not open the store");
    }

    // Issue 15, case 11: --where printed the URL as given, password included, and
    // QUrl::RemovePassword (what the console used) gives multi-host URLs back whole.
    void whereHidesTheStoresSecrets_data() {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("shown");
        QTest::addColumn<QString>("secret");
        QTest::newRow("redis") << QStringLiteral("redis://u:s3cret-pw@127.0.0.1:6379/1")
                               << QStringLiteral("redis://u:***@127.0.0.1:6379/1")
                               << QStringLiteral("s3cret-pw");
        QTest::newRow("rediss password only")
            << QStringLiteral("rediss://:s3cret-pw@127.0.0.1:6380")
            << QStringLiteral("rediss://:***@127.0.0.1:6380") << QStringLiteral("s3cret-pw");
        QTest::newRow("redis+cluster")
            << QStringLiteral("redis+cluster://u:s3cret-pw@127.0.0.1:7000,127.0.0.1:7001")
            << QStringLiteral("redis+cluster://u:***@127.0.0.1:7000,127.0.0.1:7001")
            << QStringLiteral("s3cret-pw");
        QTest::newRow("redis+sentinel option")
            << QStringLiteral("redis+sentinel://127.0.0.1:26379/m?sentinel_password=s3cret-pw")
            << QStringLiteral("redis+sentinel://127.0.0.1:26379/m?sentinel_password=***")
            << QStringLiteral("s3cret-pw");
        QTest::newRow("postgresql multi-host")
            << QStringLiteral("postgresql://u:s3cret-pw@127.0.0.1,127.0.0.2/db")
            << QStringLiteral("postgresql://u:***@127.0.0.1,127.0.0.2/db")
            << QStringLiteral("s3cret-pw");
        QTest::newRow("postgresql sslpassword")
            << QStringLiteral("postgresql://u@127.0.0.1/db?sslpassword=s3cret-pw")
            << QStringLiteral("postgresql://u@127.0.0.1/db?sslpassword=***")
            << QStringLiteral("s3cret-pw");
        QTest::newRow("percent-encoded @ and :")
            << QStringLiteral("redis://u:p%40s%3As3cret@127.0.0.1")
            << QStringLiteral("redis://u:***@127.0.0.1") << QStringLiteral("s3cret");
    }

    void whereHidesTheStoresSecrets() {
        QFETCH(QString, url);
        QFETCH(QString, shown);
        QFETCH(QString, secret);
        Run r = idemctl({QStringLiteral("--where"), QStringLiteral("--store"), url});
        QVERIFY2(r.code == 0, r.describe().constData());
        QCOMPARE(r.outText(), shown + QLatin1Char('\n'));
        r = idemctl(
            {QStringLiteral("--where"), QStringLiteral("--json"), QStringLiteral("--store"), url});
        QVERIFY2(r.code == 0, r.describe().constData());
        QCOMPARE(r.json().value(QStringLiteral("store")).toString(), shown);
        // From the environment too.
        QProcessEnvironment env = baseEnvironment();
        env.insert(QStringLiteral("IDEMSCOPE_STORE"), url);
        r = runWith({QStringLiteral("--where")}, env);
        QVERIFY2(r.code == 0, r.describe().constData());
        QVERIFY2(!r.out.contains(secret.toUtf8()) && !r.err.contains(secret.toUtf8()),
                 r.describe().constData());
    }

    void storeErrorsHideThePassword_data() {
        QTest::addColumn<QString>("url");
        // Port 1 on loopback: nothing listens, the connection is refused at once.
        QTest::newRow("redis") << QStringLiteral(
            "redis://u:s3cret-pw@127.0.0.1:1?connect_timeout=2s");
        QTest::newRow("redis+cluster") << QStringLiteral(
            "redis+cluster://u:s3cret-pw@127.0.0.1:1,127.0.0.1:2?connect_timeout=2s");
        QTest::newRow("postgresql multi-host") << QStringLiteral(
            "postgresql://u:s3cret-pw@127.0.0.1:1,127.0.0.1:2/db?connect_timeout=2");
        QTest::newRow("malformed redis") << QStringLiteral("redis://u:s3cret-pw@127.0.0.1:99999");
    }

    void storeErrorsHideThePassword() {
        QFETCH(QString, url);
        const Run r = idemctl({QStringLiteral("--store"), url, QStringLiteral("counts")});
        QVERIFY2(r.code != 0, r.describe().constData());
        QVERIFY2(!r.err.isEmpty(), r.describe().constData());
        QVERIFY2(!r.out.contains("s3cret-pw") && !r.err.contains("s3cret-pw"),
                 r.describe().constData());
    }

    void whereDefaultsToTheDataFolder() {
#if !defined(Q_OS_UNIX) || defined(Q_OS_DARWIN)
        QSKIP("Only XDG platforms let the environment move the data folder.");
#endif
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QString dataHome = home.filePath(QStringLiteral("data"));
        QProcessEnvironment env = baseEnvironment();
        env.remove(QStringLiteral("IDEMSCOPE_STORE"));
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome);

        const Run where = runWith({QStringLiteral("--where")}, env);
        QCOMPARE(where.code, 0);
        const QString url = where.outText().trimmed();
        QVERIFY2(url.startsWith(QStringLiteral("sqlite://") + dataHome + QLatin1Char('/')),
                 qPrintable(url));
        const QString file = url.mid(QStringLiteral("sqlite://").size());
        QVERIFY(!QFile::exists(file));

        const Run issue = runWith({QStringLiteral("issue")}, env);
        QCOMPARE(issue.code, 0);
        QVERIFY2(QFile::exists(file), qPrintable(file));
        const Run show = runWith({QStringLiteral("show"), issue.outText().trimmed()}, env);
        QCOMPARE(show.code, 0);
    }

    void globalOptionsBeforeOrAfterTheCommand_data() {
        QTest::addColumn<QStringList>("args");
        const QString store = QStringLiteral("--store");
        const QString json = QStringLiteral("--json");
        const QString counts = QStringLiteral("counts");
        QTest::newRow("before") << QStringList{store, QStringLiteral("URL"), json, counts};
        QTest::newRow("after") << QStringList{counts, store, QStringLiteral("URL"), json};
        QTest::newRow("mixed") << QStringList{json, counts, store, QStringLiteral("URL")};
        QTest::newRow("equals") << QStringList{QStringLiteral("--store=URL"), counts, json};
    }

    void globalOptionsBeforeOrAfterTheCommand() {
        QFETCH(QStringList, args);
        // The environment names another (empty) store, so a count of 1 proves --store was used.
        const QString explicitUrl = urlFor(m_dir->filePath(QStringLiteral("explicit.db")));
        QCOMPARE(idemctl({QStringLiteral("--store"), explicitUrl, QStringLiteral("issue")}).code,
                 0);
        args.replaceInStrings(QStringLiteral("URL"), explicitUrl);
        const Run r = idemctl(args);
        QVERIFY2(r.code == 0, r.describe().constData());
        QCOMPARE(r.json().value(QStringLiteral("total")).toInteger(), 1);
        QCOMPARE(r.json().value(QStringLiteral("pending")).toInteger(), 1);
    }

    // --- errors -----------------------------------------------------------------------------

    void usageErrors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<bool>("opensStore"); // the error comes from the store's own checks
        auto row = [](const char* name, const QStringList& args, bool opens = false) {
            QTest::newRow(name) << args << opens;
        };
        const QString k = QStringLiteral("k1");
        row("no command", {});
        row("unknown command", {QStringLiteral("frobnicate")});
        row("unknown option", {QStringLiteral("list"), QStringLiteral("--bogus")});
        row("option without value", {QStringLiteral("list"), QStringLiteral("--limit")});
        row("show without key", {QStringLiteral("show")});
        row("show two keys", {QStringLiteral("show"), k, QStringLiteral("k2")});
        row("key too long", {QStringLiteral("show"), QString(256, QLatin1Char('a'))});
        row("key control char", {QStringLiteral("show"), QStringLiteral("bad\x01key")});
        row("key with space", {QStringLiteral("show"), QStringLiteral("bad key")});
        row("key non-ascii", {QStringLiteral("show"), QString::fromUtf8("cl\xc3\xa9")});
        row("empty key", {QStringLiteral("show"), QString()});
        row("scope control char",
            {QStringLiteral("show"), k, QStringLiteral("--scope"), QStringLiteral("a\tb")});
        row("ttl without unit",
            {QStringLiteral("issue"), QStringLiteral("--ttl"), QStringLiteral("30")});
        row("ttl zero", {QStringLiteral("issue"), QStringLiteral("--ttl"), QStringLiteral("0s")});
        row("bad format",
            {QStringLiteral("issue"), QStringLiteral("--format"), QStringLiteral("guid")});
        row("uuid with prefix",
            {QStringLiteral("issue"), QStringLiteral("--format"), QStringLiteral("uuid"),
             QStringLiteral("--prefix"), QStringLiteral("PAY")});
        row("prefix too short",
            {QStringLiteral("issue"), QStringLiteral("--prefix"), QStringLiteral("P")});
        row("random part too short",
            {QStringLiteral("issue"), QStringLiteral("--random-length"), QStringLiteral("4")});
        row("key with format", {QStringLiteral("issue"), QStringLiteral("--key"), k,
                                QStringLiteral("--format"), QStringLiteral("uuid")});
        row("issue argument", {QStringLiteral("issue"), k});
        row("limit zero", {QStringLiteral("list"), QStringLiteral("--limit"), QStringLiteral("0")});
        row("limit too big",
            {QStringLiteral("list"), QStringLiteral("--limit"), QStringLiteral("1001")});
        row("limit not a number",
            {QStringLiteral("list"), QStringLiteral("--limit"), QStringLiteral("x")});
        row("bad state",
            {QStringLiteral("list"), QStringLiteral("--state"), QStringLiteral("stuck")});
        row("json and csv",
            {QStringLiteral("list"), QStringLiteral("--json"), QStringLiteral("--csv")});
        row("bad cursor",
            {QStringLiteral("list"), QStringLiteral("--cursor"), QStringLiteral("!!")}, true);
        row("acquire without body", {QStringLiteral("acquire"), k});
        row("acquire two bodies",
            {QStringLiteral("acquire"), k, QStringLiteral("--body"), QStringLiteral("a"),
             QStringLiteral("--body-file"), QStringLiteral("f")});
        row("acquire missing file",
            {QStringLiteral("acquire"), k, QStringLiteral("--fingerprint-of"),
             QStringLiteral("no-such-file.json")});
        row("acquire bad owner",
            {QStringLiteral("acquire"), k, QStringLiteral("--body"), QStringLiteral("x"),
             QStringLiteral("--owner"), QStringLiteral("a b")});
        row("acquire bad method",
            {QStringLiteral("acquire"), k, QStringLiteral("--body"), QStringLiteral("x"),
             QStringLiteral("--method"), QStringLiteral("P0ST")});
        row("acquire zero lease",
            {QStringLiteral("acquire"), k, QStringLiteral("--body"), QStringLiteral("x"),
             QStringLiteral("--lease"), QStringLiteral("0ms")});
        row("complete without owner",
            {QStringLiteral("complete"), k, QStringLiteral("--status"), QStringLiteral("201")});
        row("complete without status",
            {QStringLiteral("complete"), k, QStringLiteral("--owner"), QStringLiteral("o")});
        row("complete bad status",
            {QStringLiteral("complete"), k, QStringLiteral("--owner"), QStringLiteral("o"),
             QStringLiteral("--status"), QStringLiteral("99")});
        row("complete bad header",
            {QStringLiteral("complete"), k, QStringLiteral("--owner"), QStringLiteral("o"),
             QStringLiteral("--status"), QStringLiteral("201"), QStringLiteral("--header"),
             QStringLiteral("NoColon")});
        row("renew without lease",
            {QStringLiteral("renew"), k, QStringLiteral("--owner"), QStringLiteral("o")});
        row("release fence without owner",
            {QStringLiteral("release"), k, QStringLiteral("--fence"), QStringLiteral("3")});
        row("release owner with force", {QStringLiteral("release"), k, QStringLiteral("--owner"),
                                         QStringLiteral("o"), QStringLiteral("--force")});
        row("reason too long", {QStringLiteral("expire"), k, QStringLiteral("--reason"),
                                QString(1001, QLatin1Char('r'))});
        row("purge argument", {QStringLiteral("purge-expired"), QStringLiteral("now")});
        row("purge bad limit",
            {QStringLiteral("purge-expired"), QStringLiteral("--limit"), QStringLiteral("-1")});
        row("stats window too long",
            {QStringLiteral("stats"), QStringLiteral("--since"), QStringLiteral("48h")}, true);
        row("audit limit",
            {QStringLiteral("audit"), QStringLiteral("--limit"), QStringLiteral("2000")});
        row("empty store url", {QStringLiteral("--store"), QString(), QStringLiteral("list")});
        row("unknown store url",
            {QStringLiteral("--store"), QStringLiteral("ftp://x/y"), QStringLiteral("list")});
        row("relative sqlite path",
            {QStringLiteral("--store"), QStringLiteral("sqlite://rel.db"), QStringLiteral("list")});
    }

    void usageErrors() {
        QFETCH(QStringList, args);
        QFETCH(bool, opensStore);
        const Run r = idemctl(args);
        QVERIFY2(r.code == 2, r.describe().constData());
        QVERIFY2(r.out.isEmpty(), r.describe().constData());
        if (args.contains(QStringLiteral("--json"))) {
            QCOMPARE(r.errorJson()
                         .value(QStringLiteral("error"))
                         .toObject()
                         .value(QStringLiteral("kind"))
                         .toString(),
                     QStringLiteral("bad_input"));
        } else {
            verifyOneErrorLine(r);
        }
        if (!opensStore)
            QVERIFY2(!QFile::exists(m_path), "a usage error must not touch the store");
    }

    void errorsAsJson_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("kind");
        QTest::newRow("not found")
            << QStringList{QStringLiteral("--json"), QStringLiteral("show"), QStringLiteral("nope")}
            << 3 << QStringLiteral("not_found");
        QTest::newRow("usage, --json after")
            << QStringList{QStringLiteral("list"), QStringLiteral("--limit"), QStringLiteral("0"),
                           QStringLiteral("--json")}
            << 2 << QStringLiteral("bad_input");
        QTest::newRow("unknown option")
            << QStringList{QStringLiteral("--json"), QStringLiteral("--nope")} << 2
            << QStringLiteral("bad_input");
    }

    void errorsAsJson() {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, kind);
        const Run r = idemctl(args);
        QVERIFY2(r.code == code, r.describe().constData());
        QVERIFY(r.out.isEmpty());
        const QJsonObject wrapper = r.errorJson();
        QCOMPARE(keysOf(wrapper), setOf({"error"}));
        const QJsonObject error = wrapper.value(QStringLiteral("error")).toObject();
        QCOMPARE(keysOf(error), setOf({"kind", "message"}));
        QCOMPARE(error.value(QStringLiteral("kind")).toString(), kind);
        QVERIFY(!error.value(QStringLiteral("message")).toString().isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
    }

    void storeErrors_data() {
        QTest::addColumn<QString>("prepare");
        QTest::addColumn<int>("code");
        QTest::addColumn<bool>("untouched"); // the file must stay byte for byte as it was
        QTest::newRow("folder missing") << QStringLiteral("missing-folder") << 5 << true;
        QTest::newRow("not a database") << QStringLiteral("text-file") << 5 << true;
        QTest::newRow("another program's database") << QStringLiteral("foreign") << 7 << true;
        // Opening sets WAL mode, so this file's header changes; its rows do not.
        QTest::newRow("damaged IdemScope schema") << QStringLiteral("broken") << 1 << false;
    }

    void storeErrors() {
        QFETCH(QString, prepare);
        QFETCH(int, code);
        QFETCH(bool, untouched);
        QString path = m_path;
        QByteArray before;
        if (prepare == QLatin1String("missing-folder")) {
            path = m_dir->filePath(QStringLiteral("no/such/folder/store.db"));
        } else if (prepare == QLatin1String("text-file")) {
            writeFile(QStringLiteral("store.db"),
                      QByteArray("just some text, not SQLite\n").repeated(64));
        } else if (prepare == QLatin1String("foreign")) {
            SqliteHandle db(path);
            QVERIFY(db.exec("CREATE TABLE orders(id INTEGER PRIMARY KEY, amount INTEGER);"
                            "INSERT INTO orders(amount) VALUES (42);"));
        } else if (prepare == QLatin1String("broken")) {
            // Claims schema 1 but its tokens table lacks the columns: an impossible state.
            SqliteHandle db(path);
            QVERIFY(db.exec("CREATE TABLE idem_schema(version INTEGER NOT NULL);"
                            "INSERT INTO idem_schema VALUES (1);"
                            "CREATE TABLE tokens(key TEXT);"));
        }
        if (QFile::exists(path)) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            before = f.readAll();
        }
        const Run r = idemctl({QStringLiteral("--store"), urlFor(path), QStringLiteral("list")});
        QVERIFY2(r.code == code, r.describe().constData());
        QVERIFY(r.out.isEmpty());
        verifyOneErrorLine(r);
        if (untouched && !before.isEmpty()) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY2(f.readAll() == before, "a store that cannot be used must stay as it was");
        }
    }

    void busyStoreIsUnavailable() {
        QCOMPARE(idemctl({QStringLiteral("issue")}).code, 0);
        SqliteHandle db(m_path);
        QVERIFY(db.exec("BEGIN IMMEDIATE"));
        const QString url = m_url + QStringLiteral("?busy_timeout=0");
        const Run r = idemctl({QStringLiteral("--store"), url, QStringLiteral("issue")});
        QVERIFY2(r.code == 5, r.describe().constData());
        verifyOneErrorLine(r);
        const Run json = idemctl(
            {QStringLiteral("--store"), url, QStringLiteral("issue"), QStringLiteral("--json")});
        QCOMPARE(json.code, 5);
        QCOMPARE(json.errorJson()
                     .value(QStringLiteral("error"))
                     .toObject()
                     .value(QStringLiteral("kind"))
                     .toString(),
                 QStringLiteral("retryable"));
        // Readers are not blocked by a writer (WAL).
        QCOMPARE(idemctl({QStringLiteral("--store"), url, QStringLiteral("counts")}).code, 0);
        QVERIFY(db.exec("ROLLBACK"));
        QCOMPARE(idemctl({QStringLiteral("--store"), url, QStringLiteral("issue")}).code, 0);
    }

    /// Every error kind and acquire outcome has its documented code. Kinds the SQLite store
    /// cannot produce on demand (outcome unknown, read-only, connection lost) are proven here,
    /// on the one mapping function the binary uses.
    void exitCodeMapping_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("code");
        using idem::ErrorKind;
        QTest::newRow("bad_input") << int(ErrorKind::BadInput) << 2;
        QTest::newRow("not_found") << int(ErrorKind::NotFound) << 3;
        QTest::newRow("conflict") << int(ErrorKind::Conflict) << 4;
        QTest::newRow("retryable") << int(ErrorKind::Retryable) << 5;
        QTest::newRow("connection_lost") << int(ErrorKind::ConnectionLost) << 5;
        QTest::newRow("unavailable") << int(ErrorKind::Unavailable) << 5;
        QTest::newRow("outcome_unknown") << int(ErrorKind::OutcomeUnknown) << 6;
        QTest::newRow("schema_missing") << int(ErrorKind::SchemaMissing) << 7;
        QTest::newRow("read_only") << int(ErrorKind::ReadOnly) << 8;
        QTest::newRow("internal") << int(ErrorKind::Internal) << 1;
    }

    void exitCodeMapping() {
        QFETCH(int, kind);
        QFETCH(int, code);
        QCOMPARE(idemctl::toInt(idemctl::exitCodeFor(static_cast<idem::ErrorKind>(kind))), code);
        using idem::AcquireOutcome;
        QCOMPARE(idemctl::toInt(idemctl::exitCodeFor(AcquireOutcome::Acquired)), 0);
        QCOMPARE(idemctl::toInt(idemctl::exitCodeFor(AcquireOutcome::Replay)), 10);
        QCOMPARE(idemctl::toInt(idemctl::exitCodeFor(AcquireOutcome::InFlight)), 11);
        QCOMPARE(idemctl::toInt(idemctl::exitCodeFor(AcquireOutcome::Mismatch)), 12);
        QCOMPARE(idemctl::toInt(idemctl::exitCodeFor(AcquireOutcome::Unknown)), 13);
        QCOMPARE(idemctl::toInt(idemctl::exitCodeFor(AcquireOutcome::Expired)), 14);
    }

    // --- issue ------------------------------------------------------------------------------

    void issueFormats_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("pattern");
        QTest::newRow("default uuid") << QStringList{} << QStringLiteral("^[0-9a-f]{32}$");
        QTest::newRow("uuid") << QStringList{QStringLiteral("--format"), QStringLiteral("uuid")}
                              << QStringLiteral("^[0-9a-f]{32}$");
        QTest::newRow("business default prefix")
            << QStringList{QStringLiteral("--format"), QStringLiteral("business")}
            << QStringLiteral("^TOK_\\d{13}_[0-9A-Za-z]{16}$");
        QTest::newRow("prefix implies business")
            << QStringList{QStringLiteral("--prefix"), QStringLiteral("PAY"),
                           QStringLiteral("--random-length"), QStringLiteral("20")}
            << QStringLiteral("^PAY_\\d{13}_[0-9A-Za-z]{20}$");
        QTest::newRow("given key")
            << QStringList{QStringLiteral("--key"), QStringLiteral("order-7")}
            << QStringLiteral("^order-7$");
    }

    void issueFormats() {
        QFETCH(QStringList, args);
        QFETCH(QString, pattern);
        const Run r = idemctl(
            QStringList{QStringLiteral("issue"), QStringLiteral("--ttl"), QStringLiteral("10m")} +
            args);
        QVERIFY2(r.code == 0, r.describe().constData());
        QVERIFY(r.out.endsWith('\n') && r.out.count('\n') == 1);
        const QString key = r.outText().trimmed();
        QVERIFY2(QRegularExpression(pattern).match(key).hasMatch(), qPrintable(key));

        const Run show = idemctl({QStringLiteral("show"), key, QStringLiteral("--json")});
        QCOMPARE(show.code, 0);
        const QJsonObject record = show.json();
        QCOMPARE(keysOf(record), kRecordFields);
        QCOMPARE(record.value(QStringLiteral("state")).toString(), QStringLiteral("pending"));
        QCOMPARE(record.value(QStringLiteral("key")).toString(), key);
        QCOMPARE(record.value(QStringLiteral("expires_in_ms")).toInteger() <= 600000, true);
        QVERIFY(isIsoTime(record.value(QStringLiteral("created_at"))));
        QVERIFY(record.value(QStringLiteral("owner")).isNull());
        QVERIFY(record.value(QStringLiteral("fingerprint")).isNull());
        QVERIFY(record.value(QStringLiteral("response")).isNull());
        QVERIFY(record.value(QStringLiteral("acquired_at")).isNull());
    }

    void issueJsonAndConflict() {
        const Run r = idemctl({QStringLiteral("issue"), QStringLiteral("--key"),
                               QStringLiteral("dup"), QStringLiteral("--scope"),
                               QStringLiteral("tenant-a"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(keysOf(r.json()), kRecordFields);
        QCOMPARE(r.json().value(QStringLiteral("scope")).toString(), QStringLiteral("tenant-a"));
        QCOMPARE(r.json().value(QStringLiteral("fence")).toInteger(), 0);
        // A live key cannot be issued twice in one scope; another scope is another token.
        const Run again =
            idemctl({QStringLiteral("issue"), QStringLiteral("--key"), QStringLiteral("dup"),
                     QStringLiteral("--scope"), QStringLiteral("tenant-a")});
        QVERIFY2(again.code == 4, again.describe().constData());
        verifyOneErrorLine(again);
        QCOMPARE(
            idemctl({QStringLiteral("issue"), QStringLiteral("--key"), QStringLiteral("dup")}).code,
            0);
    }

    // --- the life cycle ---------------------------------------------------------------------

    void lifeCycle() {
        const QString key =
            idemctl({QStringLiteral("issue"), QStringLiteral("--prefix"), QStringLiteral("PAY")})
                .outText()
                .trimmed();
        QVERIFY(!key.isEmpty());
        const QByteArray body = "{\"amount\":42}";
        const QString bodyFile = writeFile(QStringLiteral("body.json"), body);
        const QStringList request{key, QStringLiteral("--fingerprint-of"), bodyFile,
                                  QStringLiteral("--path"), QStringLiteral("/orders")};

        // Acquired: exactly two eval-able lines.
        const auto [owner, fence] = acquireOk(request);
        QVERIFY(!owner.isEmpty());
        QCOMPARE(fence, 1);

        // The same request again while it runs: in flight.
        Run r = idemctl(QStringList{QStringLiteral("acquire")} + request);
        QVERIFY2(r.code == 11, r.describe().constData());
        QVERIFY(r.outText().startsWith(QStringLiteral("outcome=in_flight retry_after_ms=")));
        QCOMPARE(r.out.count('\n'), 1);

        // The same request through stdin and --body-file is the same fingerprint: in flight,
        // not mismatch.
        r = idemctl({QStringLiteral("acquire"), key, QStringLiteral("--body-file"),
                     QStringLiteral("-"), QStringLiteral("--path"), QStringLiteral("/orders")},
                    body);
        QVERIFY2(r.code == 11, r.describe().constData());

        // Another body under the same key: mismatch.
        r = idemctl({QStringLiteral("acquire"), key, QStringLiteral("--body"),
                     QStringLiteral("{\"amount\":43}"), QStringLiteral("--path"),
                     QStringLiteral("/orders")});
        QVERIFY2(r.code == 12, r.describe().constData());
        QCOMPARE(r.outText(), QStringLiteral("outcome=mismatch\n"));
        r = idemctl({QStringLiteral("acquire"), key, QStringLiteral("--body"),
                     QStringLiteral("{\"amount\":43}"), QStringLiteral("--json")});
        QCOMPARE(r.code, 12);
        QCOMPARE(keysOf(r.json()), kAcquireFields);
        QVERIFY(r.json().value(QStringLiteral("owner")).isNull());

        // The record holds the identity of the first request.
        r = idemctl({QStringLiteral("show"), key, QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QJsonObject record = r.json();
        QCOMPARE(record.value(QStringLiteral("state")).toString(), QStringLiteral("processing"));
        QCOMPARE(record.value(QStringLiteral("owner")).toString(), owner);
        QCOMPARE(record.value(QStringLiteral("fingerprint")).toString(),
                 idem::fingerprintOf(QStringLiteral("POST"), QStringLiteral("/orders"), body));
        QCOMPARE(record.value(QStringLiteral("body_sample")).toString(), QString::fromUtf8(body));
        QVERIFY(record.value(QStringLiteral("body_sample_base64")).isNull());
        QVERIFY(record.value(QStringLiteral("lease_remaining_ms")).toInteger() > 0);
        QVERIFY(isIsoTime(record.value(QStringLiteral("lease_until"))));

        // Complete with the owner and fence; headers off the allow-list are dropped.
        r = idemctl({QStringLiteral("complete"), key, QStringLiteral("--owner"), owner,
                     QStringLiteral("--fence"), QString::number(fence), QStringLiteral("--status"),
                     QStringLiteral("201"), QStringLiteral("--body"), QStringLiteral("{\"id\":7}"),
                     QStringLiteral("--header"), QStringLiteral("Location: /orders/7"),
                     QStringLiteral("--header"), QStringLiteral("Set-Cookie: session=secret")});
        QVERIFY2(r.code == 0, r.describe().constData());
        QVERIFY(r.errText().contains(QStringLiteral("Set-Cookie")));

        // Every later attempt is a replay of the stored response.
        r = idemctl(QStringList{QStringLiteral("acquire")} + request);
        QVERIFY2(r.code == 10, r.describe().constData());
        QCOMPARE(r.outText(), QStringLiteral("outcome=replay status=201\n"));

        r = idemctl(QStringList{QStringLiteral("acquire"), QStringLiteral("--json")} + request);
        QCOMPARE(r.code, 10);
        const QJsonObject result = r.json();
        QCOMPARE(keysOf(result), kAcquireFields);
        QCOMPARE(result.value(QStringLiteral("outcome")).toString(), QStringLiteral("replay"));
        QVERIFY(result.value(QStringLiteral("owner")).isNull());
        QVERIFY(result.value(QStringLiteral("fence")).isNull());
        QVERIFY(result.value(QStringLiteral("retry_after_ms")).isNull());
        QCOMPARE(result.value(QStringLiteral("takeover")).toBool(), false);
        record = result.value(QStringLiteral("record")).toObject();
        QCOMPARE(keysOf(record), kRecordFields);
        QCOMPARE(record.value(QStringLiteral("state")).toString(), QStringLiteral("completed"));
        QCOMPARE(record.value(QStringLiteral("replay_count")).toInteger(), 2);
        QVERIFY(isIsoTime(record.value(QStringLiteral("completed_at"))));
        const QJsonObject response = record.value(QStringLiteral("response")).toObject();
        QCOMPARE(keysOf(response), kResponseFields);
        QCOMPARE(response.value(QStringLiteral("status")).toInt(), 201);
        QCOMPARE(response.value(QStringLiteral("body")).toString(), QStringLiteral("{\"id\":7}"));
        QVERIFY(response.value(QStringLiteral("body_base64")).isNull());
        const QJsonArray headers = response.value(QStringLiteral("headers")).toArray();
        QCOMPARE(headers.size(), 1);
        QCOMPARE(headers.at(0).toObject(),
                 (QJsonObject{{QStringLiteral("name"), QStringLiteral("Location")},
                              {QStringLiteral("value"), QStringLiteral("/orders/7")}}));

        // The claim is over: completing again is a conflict.
        r = idemctl({QStringLiteral("complete"), key, QStringLiteral("--owner"), owner,
                     QStringLiteral("--status"), QStringLiteral("201")});
        QVERIFY2(r.code == 4, r.describe().constData());
        verifyOneErrorLine(r);

        // The readable form names every field.
        r = idemctl({QStringLiteral("show"), key});
        QCOMPARE(r.code, 0);
        for (const char* label : {"key", "state", "owner", "fence", "fingerprint",
                                  "response_status", "response_header", "response_body"}) {
            QVERIFY2(QRegularExpression(QStringLiteral("(^|\\n)%1 +\\S").arg(QLatin1String(label)))
                         .match(r.outText())
                         .hasMatch(),
                     label);
        }
        QVERIFY(r.outText().contains(QStringLiteral("Location: /orders/7")));
    }

    void compareExplainsAMismatch_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("firstLine");
        QTest::addColumn<QStringList>("changes");
        const QString same =
            QStringLiteral("same request: the fingerprint matches; a retry replays");
        const QString different = QStringLiteral(
            "different request: the fingerprint differs; a retry gets 422 (mismatch)");
        QTest::newRow("the same body") << QStringList{QStringLiteral("--body"),
                                                      QStringLiteral(R"({"amount":42,"to":"a"})")}
                                       << 0 << same << QStringList();
        QTest::newRow("another amount")
            << QStringList{QStringLiteral("--body"), QStringLiteral(R"({"amount":43,"to":"a"})")}
            << 12 << different
            << QStringList{QStringLiteral(R"(-    "amount": 42,)"),
                           QStringLiteral(R"(+    "amount": 43,)")};
        QTest::newRow("another path")
            << QStringList{QStringLiteral("--body"), QStringLiteral(R"({"amount":42,"to":"a"})"),
                           QStringLiteral("--path"), QStringLiteral("/refunds")}
            << 12 << different << QStringList();
    }

    void compareExplainsAMismatch() {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, firstLine);
        QFETCH(QStringList, changes);
        const auto [owner, fence] = acquireOk({QStringLiteral("PAY_1"), QStringLiteral("--body"),
                                               QStringLiteral(R"({"amount":42,"to":"a"})"),
                                               QStringLiteral("--path"),
                                               QStringLiteral("/payments")});
        QVERIFY(!owner.isEmpty());
        QCOMPARE(idemctl({QStringLiteral("complete"), QStringLiteral("PAY_1"),
                          QStringLiteral("--owner"), owner, QStringLiteral("--fence"),
                          QString::number(fence), QStringLiteral("--status"),
                          QStringLiteral("201")})
                     .code,
                 0);
        const Run r = idemctl(QStringList{QStringLiteral("compare"), QStringLiteral("PAY_1")} + args);
        QVERIFY2(r.code == code, r.describe().constData());
        const QStringList lines = r.outText().split(u'\n');
        QCOMPARE(lines.first(), firstLine);
        QStringList seen;
        for (const QString& line : lines) {
            if ((line.startsWith(u'-') || line.startsWith(u'+')) && !line.startsWith(u"---") &&
                !line.startsWith(u"+++"))
                seen << line;
        }
        QCOMPARE(seen, changes);

        // The same answer as JSON, and the acquire that the comparison predicts.
        const Run json = idemctl(QStringList{QStringLiteral("--json"), QStringLiteral("compare"),
                                             QStringLiteral("PAY_1")} + args);
        QCOMPARE(json.code, code);
        QCOMPARE(json.json().value(QStringLiteral("same_request")).toBool(), code == 0);
        QVERIFY(json.json().value(QStringLiteral("diff")).isArray());
        const qsizetype pathAt = args.indexOf(QStringLiteral("--path"));
        const Run retry = idemctl(
            QStringList{QStringLiteral("acquire"), QStringLiteral("PAY_1"), QStringLiteral("--path"),
                        pathAt >= 0 ? args.at(pathAt + 1) : QStringLiteral("/payments"),
                        QStringLiteral("--body"), args.at(1)});
        QCOMPARE(retry.code, code == 0 ? 10 : 12); // replay, or mismatch
    }

    void compareRefusals() {
        QCOMPARE(idemctl({QStringLiteral("compare"), QStringLiteral("NOPE"),
                          QStringLiteral("--body"), QStringLiteral("{}")})
                     .code,
                 3);
        QCOMPARE(idemctl({QStringLiteral("issue"), QStringLiteral("--key"),
                          QStringLiteral("ISSUED_1")})
                     .code,
                 0);
        const Run unused = idemctl({QStringLiteral("compare"), QStringLiteral("ISSUED_1"),
                                    QStringLiteral("--body"), QStringLiteral("{}")});
        QCOMPARE(unused.code, 4);
        verifyOneErrorLine(unused);
        const Run neither = idemctl({QStringLiteral("compare"), QStringLiteral("ISSUED_1")});
        QCOMPARE(neither.code, 2);
    }

    void acquireGeneratesOwnersAndAcceptsOptions() {
        const auto [owner, fence] =
            acquireOk({QStringLiteral("k-opts"), QStringLiteral("--body"), QStringLiteral("x"),
                       QStringLiteral("--method"), QStringLiteral("put"), QStringLiteral("--path"),
                       QStringLiteral("/a/b?c=1"), QStringLiteral("--lease"), QStringLiteral("2m"),
                       QStringLiteral("--retention"), QStringLiteral("1h"),
                       QStringLiteral("--scope"), QStringLiteral("t1")});
        QVERIFY(!owner.isEmpty());
        QCOMPARE(fence, 1);
        const Run r =
            idemctl({QStringLiteral("show"), QStringLiteral("k-opts"), QStringLiteral("--scope"),
                     QStringLiteral("t1"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject record = r.json();
        QCOMPARE(record.value(QStringLiteral("method")).toString(), QStringLiteral("PUT"));
        QCOMPARE(record.value(QStringLiteral("path")).toString(), QStringLiteral("/a/b?c=1"));
        QCOMPARE(record.value(QStringLiteral("owner")).toString(), owner);
        QVERIFY(record.value(QStringLiteral("lease_remaining_ms")).toInteger() <= 120000);
        QVERIFY(record.value(QStringLiteral("lease_remaining_ms")).toInteger() > 60000);
        QVERIFY(record.value(QStringLiteral("expires_in_ms")).toInteger() <= 3600000);
        // Scopes do not see each other.
        QCOMPARE(idemctl({QStringLiteral("show"), QStringLiteral("k-opts")}).code, 3);

        const Run json =
            idemctl({QStringLiteral("acquire"), QStringLiteral("k-json"), QStringLiteral("--body"),
                     QStringLiteral("x"), QStringLiteral("--owner"), QStringLiteral("me@host:1"),
                     QStringLiteral("--json")});
        QCOMPARE(json.code, 0);
        QCOMPARE(keysOf(json.json()), kAcquireFields);
        QCOMPARE(json.json().value(QStringLiteral("outcome")).toString(),
                 QStringLiteral("acquired"));
        QCOMPARE(json.json().value(QStringLiteral("owner")).toString(),
                 QStringLiteral("me@host:1"));
        QCOMPARE(json.json().value(QStringLiteral("fence")).toInteger(), 1);
    }

    void issuedModeOutcomes() {
        Run r =
            idemctl({QStringLiteral("acquire"), QStringLiteral("never-issued"),
                     QStringLiteral("--body"), QStringLiteral("x"), QStringLiteral("--issued")});
        QVERIFY2(r.code == 13, r.describe().constData());
        QCOMPARE(r.outText(), QStringLiteral("outcome=unknown\n"));
        r = idemctl({QStringLiteral("acquire"), QStringLiteral("never-issued"),
                     QStringLiteral("--body"), QStringLiteral("x"), QStringLiteral("--issued"),
                     QStringLiteral("--json")});
        QCOMPARE(r.code, 13);
        QCOMPARE(keysOf(r.json()), kAcquireFields);
        QCOMPARE(r.json().value(QStringLiteral("outcome")).toString(), QStringLiteral("unknown"));
        QVERIFY(r.json().value(QStringLiteral("record")).isNull());
        QCOMPARE(idemctl({QStringLiteral("show"), QStringLiteral("never-issued")}).code, 3);

        QCOMPARE(idemctl({QStringLiteral("issue"), QStringLiteral("--key"), QStringLiteral("gone")})
                     .code,
                 0);
        QCOMPARE(idemctl({QStringLiteral("expire"), QStringLiteral("gone")}).code, 0);
        r = idemctl({QStringLiteral("acquire"), QStringLiteral("gone"), QStringLiteral("--body"),
                     QStringLiteral("x"), QStringLiteral("--issued")});
        QVERIFY2(r.code == 14, r.describe().constData());
        QCOMPARE(r.outText(), QStringLiteral("outcome=expired\n"));
        r = idemctl({QStringLiteral("acquire"), QStringLiteral("gone"), QStringLiteral("--body"),
                     QStringLiteral("x"), QStringLiteral("--issued"), QStringLiteral("--json")});
        QCOMPARE(r.code, 14);
        QCOMPARE(r.json().value(QStringLiteral("outcome")).toString(), QStringLiteral("expired"));
        QCOMPARE(r.json()
                     .value(QStringLiteral("record"))
                     .toObject()
                     .value(QStringLiteral("state"))
                     .toString(),
                 QStringLiteral("expired"));

        QCOMPARE(
            idemctl({QStringLiteral("issue"), QStringLiteral("--key"), QStringLiteral("fresh")})
                .code,
            0);
        const auto [owner, fence] = acquireOk({QStringLiteral("fresh"), QStringLiteral("--body"),
                                               QStringLiteral("x"), QStringLiteral("--issued")});
        QVERIFY(!owner.isEmpty());
        QCOMPARE(fence, 1);
    }

    void takeoverFencesTheStaleOwner() {
        const QStringList request{QStringLiteral("slow"), QStringLiteral("--body"),
                                  QStringLiteral("job"), QStringLiteral("--lease"),
                                  QStringLiteral("1ms")};
        const auto [first, firstFence] = acquireOk(request);
        QVERIFY(!first.isEmpty());

        // Once the 1 ms lease has lapsed on the store's clock, the token is stuck.
        QTRY_VERIFY_WITH_TIMEOUT(
            idemctl({QStringLiteral("list"), QStringLiteral("--stuck"), QStringLiteral("--json")})
                    .json()
                    .value(QStringLiteral("tokens"))
                    .toArray()
                    .size() == 1,
            10000);
        Run r = idemctl({QStringLiteral("list"), QStringLiteral("--stuck")});
        QCOMPARE(r.code, 0);
        QVERIFY2(
            QRegularExpression(QStringLiteral("\\nslow +- +stuck ")).match(r.outText()).hasMatch(),
            r.out.constData());

        r = idemctl({QStringLiteral("acquire"), QStringLiteral("slow"), QStringLiteral("--body"),
                     QStringLiteral("job"), QStringLiteral("--owner"), QStringLiteral("second"),
                     QStringLiteral("--json")});
        QVERIFY2(r.code == 0, r.describe().constData());
        QCOMPARE(r.json().value(QStringLiteral("takeover")).toBool(), true);
        QCOMPARE(r.json().value(QStringLiteral("fence")).toInteger(), firstFence + 1);

        // The stale owner is refused by the fencing counter, whatever it tries.
        for (const QStringList& args :
             {QStringList{QStringLiteral("complete"), QStringLiteral("slow"),
                          QStringLiteral("--owner"), first, QStringLiteral("--fence"),
                          QString::number(firstFence), QStringLiteral("--status"),
                          QStringLiteral("200")},
              QStringList{QStringLiteral("release"), QStringLiteral("slow"),
                          QStringLiteral("--owner"), first, QStringLiteral("--fence"),
                          QString::number(firstFence)},
              QStringList{QStringLiteral("renew"), QStringLiteral("slow"),
                          QStringLiteral("--owner"), first, QStringLiteral("--lease"),
                          QStringLiteral("1m")},
              QStringList{QStringLiteral("renew"), QStringLiteral("slow"),
                          QStringLiteral("--owner"), QStringLiteral("second"),
                          QStringLiteral("--fence"), QString::number(firstFence),
                          QStringLiteral("--lease"), QStringLiteral("1m")}}) {
            r = idemctl(args);
            QVERIFY2(r.code == 4, r.describe().constData());
            verifyOneErrorLine(r);
        }

        // The new owner renews and gives the claim back.
        r = idemctl({QStringLiteral("renew"), QStringLiteral("slow"), QStringLiteral("--owner"),
                     QStringLiteral("second"), QStringLiteral("--fence"),
                     QString::number(firstFence + 1), QStringLiteral("--lease"),
                     QStringLiteral("5m"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, r.describe().constData());
        QVERIFY(r.json().value(QStringLiteral("lease_remaining_ms")).toInteger() > 60000);
        r = idemctl({QStringLiteral("release"), QStringLiteral("slow"), QStringLiteral("--owner"),
                     QStringLiteral("second"), QStringLiteral("--fence"),
                     QString::number(firstFence + 1)});
        QVERIFY2(r.code == 0, r.describe().constData());
        r = idemctl({QStringLiteral("show"), QStringLiteral("slow"), QStringLiteral("--json")});
        QCOMPARE(r.json().value(QStringLiteral("state")).toString(), QStringLiteral("pending"));
        QVERIFY(r.json().value(QStringLiteral("owner")).isNull());

        const QJsonObject totals = idemctl({QStringLiteral("stats"), QStringLiteral("--json")})
                                       .json()
                                       .value(QStringLiteral("totals"))
                                       .toObject();
        QCOMPARE(totals.value(QStringLiteral("taken_over")).toInteger(), 1);
        QCOMPARE(totals.value(QStringLiteral("released")).toInteger(), 1);
        // An owner release is not an operator action.
        QCOMPARE(idemctl({QStringLiteral("audit"), QStringLiteral("--json")})
                     .json()
                     .value(QStringLiteral("entries"))
                     .toArray()
                     .size(),
                 0);
    }

    void operatorActionsAreAudited() {
        const auto [owner, fence] =
            acquireOk({QStringLiteral("held"), QStringLiteral("--body"), QStringLiteral("x")});
        QVERIFY(!owner.isEmpty());

        // A live lease is not released without --force.
        Run r = idemctl({QStringLiteral("release"), QStringLiteral("held")});
        QVERIFY2(r.code == 4, r.describe().constData());
        verifyOneErrorLine(r);
        r = idemctl({QStringLiteral("release"), QStringLiteral("held"), QStringLiteral("--force"),
                     QStringLiteral("--reason"), QStringLiteral("worker died")});
        QVERIFY2(r.code == 0, r.describe().constData());
        r = idemctl({QStringLiteral("show"), QStringLiteral("held"), QStringLiteral("--json")});
        QCOMPARE(r.json().value(QStringLiteral("state")).toString(), QStringLiteral("pending"));
        // Not processing any more: another operator release is a conflict.
        QCOMPARE(idemctl({QStringLiteral("release"), QStringLiteral("held")}).code, 4);

        r = idemctl({QStringLiteral("expire"), QStringLiteral("held"), QStringLiteral("--reason"),
                     QStringLiteral("cleanup"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, r.describe().constData());
        QCOMPARE(r.json().value(QStringLiteral("state")).toString(), QStringLiteral("expired"));
        QCOMPARE(idemctl({QStringLiteral("expire"), QStringLiteral("held")}).code, 4);

        r = idemctl({QStringLiteral("delete"), QStringLiteral("held"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, r.describe().constData());
        QCOMPARE(r.json(), (QJsonObject{{QStringLiteral("deleted"), true},
                                        {QStringLiteral("key"), QStringLiteral("held")},
                                        {QStringLiteral("scope"), QString()}}));
        for (const char* command : {"delete", "show", "release", "expire"}) {
            r = idemctl({QLatin1String(command), QStringLiteral("held")});
            QVERIFY2(r.code == 3, r.describe().constData());
            verifyOneErrorLine(r);
        }

        r = idemctl({QStringLiteral("audit"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(keysOf(r.json()), setOf({"entries"}));
        const QJsonArray entries = r.json().value(QStringLiteral("entries")).toArray();
        QCOMPARE(entries.size(), 3);
        const struct {
            const char* action;
            const char* before;
            const char* after;
            const char* reason;
        } expected[] = {{"delete", "expired", "deleted", nullptr},
                        {"expire", "pending", "expired", "cleanup"},
                        {"release", "processing", "pending", "worker died"}};
        for (int i = 0; i < 3; ++i) {
            const QJsonObject e = entries.at(i).toObject();
            QCOMPARE(keysOf(e), setOf({"id", "at", "user", "action", "key", "scope", "state_before",
                                       "state_after", "reason"}));
            QCOMPARE(e.value(QStringLiteral("action")).toString(),
                     QLatin1String(expected[i].action));
            QCOMPARE(e.value(QStringLiteral("state_before")).toString(),
                     QLatin1String(expected[i].before));
            QCOMPARE(e.value(QStringLiteral("state_after")).toString(),
                     QLatin1String(expected[i].after));
            if (expected[i].reason)
                QCOMPARE(e.value(QStringLiteral("reason")).toString(),
                         QLatin1String(expected[i].reason));
            else
                QVERIFY(e.value(QStringLiteral("reason")).isNull());
            QCOMPARE(e.value(QStringLiteral("user")).toString(), QStringLiteral("idem-tester"));
            QCOMPARE(e.value(QStringLiteral("key")).toString(), QStringLiteral("held"));
            QVERIFY(isIsoTime(e.value(QStringLiteral("at"))));
        }
        r = idemctl({QStringLiteral("audit"), QStringLiteral("--limit"), QStringLiteral("1")});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.outText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QVERIFY(lines.at(0).startsWith(QStringLiteral("AT ")));
        QVERIFY(lines.at(1).contains(QStringLiteral("idem-tester")));
        QVERIFY(lines.at(1).contains(QStringLiteral(" delete ")));
    }

    // --- list, counts, stats, purge -------------------------------------------------------

    void listPagesThroughEveryToken() {
        QSet<QString> issued;
        for (int i = 0; i < 5; ++i) {
            const QString key = QStringLiteral("pg-%1").arg(i);
            QCOMPARE(idemctl({QStringLiteral("issue"), QStringLiteral("--key"), key}).code, 0);
            issued.insert(key);
        }
        QCOMPARE(
            idemctl({QStringLiteral("issue"), QStringLiteral("--key"), QStringLiteral("other")})
                .code,
            0);

        // Plain: a table on stdout, the next page's cursor on stderr.
        QSet<QString> seen;
        QString cursor;
        int pages = 0;
        do {
            QStringList args{QStringLiteral("list"), QStringLiteral("--prefix"),
                             QStringLiteral("pg-"), QStringLiteral("--limit"), QStringLiteral("2")};
            if (!cursor.isEmpty())
                args << QStringLiteral("--cursor") << cursor;
            const Run r = idemctl(args);
            QVERIFY2(r.code == 0, r.describe().constData());
            const QStringList lines = r.outText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            QVERIFY(lines.value(0).startsWith(QStringLiteral("KEY ")));
            for (const char* column :
                 {"SCOPE", "STATE", "AGE", "LEFT", "METHOD", "PATH", "STATUS", "REPLAYS", "OWNER"})
                QVERIFY2(lines.value(0).contains(QLatin1String(column)), column);
            for (qsizetype i = 1; i < lines.size(); ++i)
                seen.insert(lines.at(i).section(QLatin1Char(' '), 0, 0));
            const auto more =
                QRegularExpression(QStringLiteral("^more: --cursor (\\S+)\\n$")).match(r.errText());
            cursor = more.hasMatch() ? more.captured(1) : QString();
            QVERIFY2(more.hasMatch() || r.err.isEmpty(), r.describe().constData());
            ++pages;
        } while (!cursor.isEmpty() && pages < 10);
        QCOMPARE(pages, 3);
        QCOMPARE(seen, issued);

        // JSON: the same pages, the cursor in next_cursor.
        seen.clear();
        cursor.clear();
        pages = 0;
        do {
            QStringList args{QStringLiteral("list"),     QStringLiteral("--json"),
                             QStringLiteral("--prefix"), QStringLiteral("pg-"),
                             QStringLiteral("--limit"),  QStringLiteral("2")};
            if (!cursor.isEmpty())
                args << QStringLiteral("--cursor") << cursor;
            const Run r = idemctl(args);
            QCOMPARE(r.code, 0);
            QCOMPARE(keysOf(r.json()), setOf({"tokens", "next_cursor"}));
            for (const auto& value : r.json().value(QStringLiteral("tokens")).toArray()) {
                QCOMPARE(keysOf(value.toObject()), kRecordFields);
                seen.insert(value.toObject().value(QStringLiteral("key")).toString());
            }
            const QJsonValue next = r.json().value(QStringLiteral("next_cursor"));
            QVERIFY(next.isNull() || next.isString());
            cursor = next.toString();
            ++pages;
        } while (!cursor.isEmpty() && pages < 10);
        QCOMPARE(pages, 3);
        QCOMPARE(seen, issued);
    }

    void listFilters_data() {
        QTest::addColumn<QStringList>("filter");
        QTest::addColumn<QStringList>("keys");
        QTest::newRow("all") << QStringList{}
                             << QStringList{QStringLiteral("a-done"), QStringLiteral("b-pending"),
                                            QStringLiteral("c-busy"), QStringLiteral("d-scoped")};
        QTest::newRow("pending") << QStringList{QStringLiteral("--state"),
                                                QStringLiteral("pending")}
                                 << QStringList{QStringLiteral("b-pending"),
                                                QStringLiteral("d-scoped")};
        QTest::newRow("processing")
            << QStringList{QStringLiteral("--state"), QStringLiteral("processing")}
            << QStringList{QStringLiteral("c-busy")};
        QTest::newRow("completed")
            << QStringList{QStringLiteral("--state"), QStringLiteral("completed")}
            << QStringList{QStringLiteral("a-done")};
        QTest::newRow("expired") << QStringList{QStringLiteral("--state"),
                                                QStringLiteral("expired")}
                                 << QStringList{};
        QTest::newRow("stuck") << QStringList{QStringLiteral("--stuck")} << QStringList{};
        QTest::newRow("scope") << QStringList{QStringLiteral("--scope"), QStringLiteral("t9")}
                               << QStringList{QStringLiteral("d-scoped")};
        QTest::newRow("default scope")
            << QStringList{QStringLiteral("--scope"), QString()}
            << QStringList{QStringLiteral("a-done"), QStringLiteral("b-pending"),
                           QStringLiteral("c-busy")};
        QTest::newRow("path") << QStringList{QStringLiteral("--path"), QStringLiteral("/pay")}
                              << QStringList{QStringLiteral("a-done"), QStringLiteral("c-busy")};
        QTest::newRow("prefix") << QStringList{QStringLiteral("--prefix"), QStringLiteral("b-")}
                                << QStringList{QStringLiteral("b-pending")};
    }

    void listFilters() {
        QFETCH(QStringList, filter);
        QFETCH(QStringList, keys);
        const auto [doneOwner, doneFence] =
            acquireOk({QStringLiteral("a-done"), QStringLiteral("--body"), QStringLiteral("1"),
                       QStringLiteral("--path"), QStringLiteral("/pay/1")});
        QCOMPARE(idemctl({QStringLiteral("complete"), QStringLiteral("a-done"),
                          QStringLiteral("--owner"), doneOwner, QStringLiteral("--status"),
                          QStringLiteral("200")})
                     .code,
                 0);
        QCOMPARE(
            idemctl({QStringLiteral("issue"), QStringLiteral("--key"), QStringLiteral("b-pending")})
                .code,
            0);
        QVERIFY(!acquireOk({QStringLiteral("c-busy"), QStringLiteral("--body"), QStringLiteral("2"),
                            QStringLiteral("--path"), QStringLiteral("/pay/2")})
                     .first.isEmpty());
        QCOMPARE(
            idemctl({QStringLiteral("issue"), QStringLiteral("--key"), QStringLiteral("d-scoped"),
                     QStringLiteral("--scope"), QStringLiteral("t9")})
                .code,
            0);

        const Run r =
            idemctl(QStringList{QStringLiteral("list"), QStringLiteral("--json")} + filter);
        QVERIFY2(r.code == 0, r.describe().constData());
        QStringList got;
        for (const auto& value : r.json().value(QStringLiteral("tokens")).toArray())
            got.append(value.toObject().value(QStringLiteral("key")).toString());
        QCOMPARE(got, keys);
        QVERIFY(r.json().value(QStringLiteral("next_cursor")).isNull());
    }

    void listCsvIsSafeForSpreadsheets() {
        QCOMPARE(idemctl({QStringLiteral("issue"), QStringLiteral("--key"),
                          QStringLiteral("=HYPERLINK(\"x\")"), QStringLiteral("--scope"),
                          QStringLiteral("a,b")})
                     .code,
                 0);
        QCOMPARE(
            idemctl({QStringLiteral("issue"), QStringLiteral("--key"), QStringLiteral("plain")})
                .code,
            0);
        const Run r = idemctl({QStringLiteral("list"), QStringLiteral("--csv")});
        QVERIFY2(r.code == 0, r.describe().constData());
        const QStringList lines = r.outText().split(QStringLiteral("\r\n"));
        QCOMPARE(lines.size(), 4); // header, two rows, and the empty rest after the last CRLF
        QCOMPARE(lines.at(0),
                 QStringLiteral("key,scope,state,stuck,created_at,updated_at,acquired_at,"
                                "completed_at,expires_at,lease_until,observed_at,owner,fence,"
                                "method,path,fingerprint,response_status,replay_count"));
        // Sorted by key: '=' (0x3D) before 'p'. A formula is neutralised, then quoted.
        QVERIFY2(lines.at(1).startsWith(QStringLiteral("\"'=HYPERLINK(\"\"x\"\")\",\"a,b\",pending,"
                                                       "false,")),
                 qPrintable(lines.at(1)));
        QVERIFY(lines.at(2).startsWith(QStringLiteral("plain,,pending,false,")));
        QCOMPARE(lines.at(2).count(QLatin1Char(',')), 17);
        QCOMPARE(lines.at(3), QString());
    }

    void countsPerState() {
        QCOMPARE(
            idemctl({QStringLiteral("issue"), QStringLiteral("--scope"), QStringLiteral("A")}).code,
            0);
        QCOMPARE(
            idemctl({QStringLiteral("issue"), QStringLiteral("--scope"), QStringLiteral("A")}).code,
            0);
        QCOMPARE(
            idemctl({QStringLiteral("issue"), QStringLiteral("--key"), QStringLiteral("x1")}).code,
            0);
        QCOMPARE(idemctl({QStringLiteral("expire"), QStringLiteral("x1")}).code, 0);
        const auto [owner, fence] =
            acquireOk({QStringLiteral("p1"), QStringLiteral("--body"), QStringLiteral("b")});
        QVERIFY(!owner.isEmpty());

        Run r = idemctl({QStringLiteral("counts"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json(), (QJsonObject{{QStringLiteral("pending"), 2},
                                        {QStringLiteral("processing"), 1},
                                        {QStringLiteral("stuck"), 0},
                                        {QStringLiteral("completed"), 0},
                                        {QStringLiteral("expired"), 1},
                                        {QStringLiteral("total"), 4}}));
        r = idemctl({QStringLiteral("counts"), QStringLiteral("--scope"), QStringLiteral("A"),
                     QStringLiteral("--json")});
        QCOMPARE(r.json().value(QStringLiteral("total")).toInteger(), 2);
        r = idemctl({QStringLiteral("counts")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.outText(), QStringLiteral("pending     2\nprocessing  1\nstuck       0\n"
                                             "completed   0\nexpired     1\ntotal       4\n"));
    }

    void statsCountEveryEvent() {
        QCOMPARE(
            idemctl({QStringLiteral("issue"), QStringLiteral("--key"), QStringLiteral("s1")}).code,
            0);
        const QStringList request{QStringLiteral("s1"), QStringLiteral("--body"),
                                  QStringLiteral("b")};
        const auto [owner, fence] = acquireOk(request);
        QCOMPARE(idemctl(QStringList{QStringLiteral("acquire")} + request).code, 11);
        QCOMPARE(
            idemctl({QStringLiteral("complete"), QStringLiteral("s1"), QStringLiteral("--owner"),
                     owner, QStringLiteral("--status"), QStringLiteral("200")})
                .code,
            0);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(idemctl(QStringList{QStringLiteral("acquire")} + request).code, 10);

        Run r = idemctl({QStringLiteral("stats"), QStringLiteral("--json"),
                         QStringLiteral("--since"), QStringLiteral("10m")});
        QVERIFY2(r.code == 0, r.describe().constData());
        const QJsonObject stats = r.json();
        QCOMPARE(keysOf(stats), setOf({"from", "to", "window_ms", "interval_ms", "totals",
                                       "duplicate_ratio", "buckets"}));
        QVERIFY(isIsoTime(stats.value(QStringLiteral("from"))));
        QVERIFY(isIsoTime(stats.value(QStringLiteral("to"))));
        QCOMPARE(stats.value(QStringLiteral("window_ms")).toInteger(), 600000);
        QCOMPARE(stats.value(QStringLiteral("interval_ms")).toInteger(), 5000);
        const QJsonObject totals = stats.value(QStringLiteral("totals")).toObject();
        QCOMPARE(keysOf(totals), kCounterNames);
        QCOMPARE(totals.value(QStringLiteral("generated")).toInteger(), 1);
        QCOMPARE(totals.value(QStringLiteral("acquired")).toInteger(), 1);
        QCOMPARE(totals.value(QStringLiteral("in_flight")).toInteger(), 1);
        QCOMPARE(totals.value(QStringLiteral("completed")).toInteger(), 1);
        QCOMPARE(totals.value(QStringLiteral("replayed")).toInteger(), 3);
        // 3 replays and one 409 of 5 arrivals of the key (the dashboard's ratio too).
        QCOMPARE(stats.value(QStringLiteral("duplicate_ratio")).toDouble(), 0.8);

        // The buckets add up to the totals.
        QJsonObject sums;
        const QJsonArray buckets = stats.value(QStringLiteral("buckets")).toArray();
        QVERIFY(!buckets.isEmpty());
        for (const auto& value : buckets) {
            const QJsonObject bucket = value.toObject();
            QCOMPARE(keysOf(bucket), setOf({"start", "counters"}));
            QVERIFY(isIsoTime(bucket.value(QStringLiteral("start"))));
            const QJsonObject counters = bucket.value(QStringLiteral("counters")).toObject();
            QCOMPARE(keysOf(counters), kCounterNames);
            for (const QString& name : counters.keys())
                sums[name] = sums.value(name).toInteger() + counters.value(name).toInteger();
        }
        QCOMPARE(sums, totals);

        r = idemctl({QStringLiteral("stats")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.outText().startsWith(QStringLiteral("window           1h (")));
        QVERIFY(r.outText().contains(QStringLiteral("\nreplayed         3\n")));
        QVERIFY(
            r.outText().contains(QStringLiteral("\nduplicate_ratio  0.800 (4 repeats of 5 arrivals)\n")));

        // An empty window has no ratio.
        r = idemctl({QStringLiteral("--store"), urlFor(m_dir->filePath(QStringLiteral("empty.db"))),
                     QStringLiteral("stats"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.json().value(QStringLiteral("duplicate_ratio")).isNull());
        QCOMPARE(r.json().value(QStringLiteral("buckets")).toArray().size(), 0);
    }

    void purgeExpiredRemovesOnlyExpired() {
        for (const char* key : {"e1", "e2", "live"})
            QCOMPARE(idemctl({QStringLiteral("issue"), QStringLiteral("--key"), QLatin1String(key)})
                         .code,
                     0);
        QCOMPARE(idemctl({QStringLiteral("expire"), QStringLiteral("e1")}).code, 0);
        QCOMPARE(idemctl({QStringLiteral("expire"), QStringLiteral("e2")}).code, 0);

        Run r = idemctl(
            {QStringLiteral("purge-expired"), QStringLiteral("--limit"), QStringLiteral("1")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.outText(), QStringLiteral("1\n"));
        r = idemctl({QStringLiteral("purge-expired"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json(), (QJsonObject{{QStringLiteral("removed"), 1}}));
        r = idemctl({QStringLiteral("purge-expired")});
        QCOMPARE(r.outText(), QStringLiteral("0\n"));
        QCOMPARE(idemctl({QStringLiteral("show"), QStringLiteral("e1")}).code, 3);
        QCOMPARE(idemctl({QStringLiteral("show"), QStringLiteral("live")}).code, 0);
    }

    void binaryBodiesAreBase64() {
        const QByteArray request("\xff\xfe\x00raw", 6);
        const QByteArray response("\x89PNG\r\n\x1a\n", 8);
        const QString requestFile = writeFile(QStringLiteral("req.bin"), request);
        const QString responseFile = writeFile(QStringLiteral("resp.bin"), response);
        const auto [owner, fence] =
            acquireOk({QStringLiteral("bin"), QStringLiteral("--fingerprint-of"), requestFile});
        QVERIFY(!owner.isEmpty());
        Run r = idemctl({QStringLiteral("complete"), QStringLiteral("bin"),
                         QStringLiteral("--owner"), owner, QStringLiteral("--fence"),
                         QString::number(fence), QStringLiteral("--status"), QStringLiteral("200"),
                         QStringLiteral("--body-file"), responseFile, QStringLiteral("--header"),
                         QStringLiteral("Content-Type: image/png"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, r.describe().constData());
        QJsonObject record = r.json();
        QVERIFY(record.value(QStringLiteral("body_sample")).isNull());
        QCOMPARE(record.value(QStringLiteral("body_sample_base64")).toString(),
                 QString::fromLatin1(request.toBase64()));
        const QJsonObject stored = record.value(QStringLiteral("response")).toObject();
        QVERIFY(stored.value(QStringLiteral("body")).isNull());
        QCOMPARE(stored.value(QStringLiteral("body_base64")).toString(),
                 QString::fromLatin1(response.toBase64()));
        QCOMPARE(record.value(QStringLiteral("fingerprint")).toString(),
                 idem::fingerprintOf(QStringLiteral("POST"), QStringLiteral("/"), request));

        r = idemctl({QStringLiteral("show"), QStringLiteral("bin")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.outText().contains(QStringLiteral("(6 bytes, not UTF-8) base64:")));
    }

    // --- store caveats ------------------------------------------------------------------------

    /// A store's safety caveat (here TLS without verification, against the TLS Redis of
    /// scripts/with-services.sh) goes to stderr; stdout stays what a script parses.
    void storeWarningGoesToStderr() {
        const QString tls = qEnvironmentVariable("IDEM_TEST_REDIS_TLS_URL");
        if (tls.isEmpty()) {
            if (qEnvironmentVariableIntValue("IDEM_REQUIRE_SERVICES") == 1)
                QFAIL("IDEM_TEST_REDIS_TLS_URL is not set but IDEM_REQUIRE_SERVICES=1");
            QSKIP("IDEM_TEST_REDIS_TLS_URL is not set (scripts/with-services.sh starts one)");
        }
        const QString url = tls + QStringLiteral("&verify=false&ns=idempotency:tst_idemctl");
        const Run r = idemctl({QStringLiteral("counts"), QStringLiteral("--json"),
                               QStringLiteral("--store"), url});
        QVERIFY2(r.code == 0, r.describe().constData());
        QVERIFY2(r.errText().startsWith(
                     QLatin1String("idemctl: warning: TLS certificate verification is off")),
                 r.describe().constData());
        QVERIFY2(r.json().contains(QLatin1String("pending")), r.describe().constData());

        // Verified TLS: no caveat.
        const Run verified = idemctl({QStringLiteral("counts"), QStringLiteral("--store"),
                                      tls + QStringLiteral("&ns=idempotency:tst_idemctl")});
        QVERIFY2(verified.code == 0 && verified.err.isEmpty(), verified.describe().constData());
    }
};

QTEST_MAIN(Tst_idemctl)
#include "tst_idemctl.moc"
