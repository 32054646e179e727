// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The PostgreSQL store URL: libpq URIs with IdemScope's own options taken out, and the
// keyword/value connection string built from them. No server needed.

#include "base/errors.h"
#include "postgres/pgurl.h"

#include <QTest>

using namespace idem;
using namespace std::chrono_literals;

class Tst_PgUrl : public QObject {
    Q_OBJECT

private slots:
    void parsesLibpqUri();
    void ownOptions_data();
    void ownOptions();
    void refused_data();
    void refused();
    void conninfoQuotesEveryValue_data();
    void conninfoQuotesEveryValue();
    void redactedHasNoPassword();
    void tableNames_data();
    void tableNames();
};

void Tst_PgUrl::parsesLibpqUri() {
    const pg::PgUrl u = pg::PgUrl::parse(
        QStringLiteral("postgresql://alice:s3cret@db.example:6543/tokens?sslmode=verify-full&"
                       "sslrootcert=/etc/ca.pem&table=my_tokens&application_name=idem"));
    QCOMPARE(u.param(QStringLiteral("user")), QStringLiteral("alice"));
    QCOMPARE(u.param(QStringLiteral("password")), QStringLiteral("s3cret"));
    QCOMPARE(u.param(QStringLiteral("host")), QStringLiteral("db.example"));
    QCOMPARE(u.param(QStringLiteral("port")), QStringLiteral("6543"));
    QCOMPARE(u.param(QStringLiteral("dbname")), QStringLiteral("tokens"));
    QCOMPARE(u.param(QStringLiteral("sslmode")), QStringLiteral("verify-full"));
    QCOMPARE(u.param(QStringLiteral("sslrootcert")), QStringLiteral("/etc/ca.pem"));
    QCOMPARE(u.param(QStringLiteral("application_name")), QStringLiteral("idem"));
    QCOMPARE(u.table, QStringLiteral("my_tokens"));
    QVERIFY(u.param(QStringLiteral("table")).isEmpty()); // ours, not libpq's
    if (qEnvironmentVariableIsEmpty("PGCONNECT_TIMEOUT"))
        QCOMPARE(u.param(QStringLiteral("connect_timeout")), QStringLiteral("10"));

    // Several hosts, percent-encoding and postgres:// as libpq reads them.
    const pg::PgUrl multi = pg::PgUrl::parse(
        QStringLiteral("postgres://b%40b@h1:5432,h2:5433/d%20b?connect_timeout=3"));
    QCOMPARE(multi.param(QStringLiteral("user")), QStringLiteral("b@b"));
    QCOMPARE(multi.param(QStringLiteral("host")), QStringLiteral("h1,h2"));
    QCOMPARE(multi.param(QStringLiteral("port")), QStringLiteral("5432,5433"));
    QCOMPARE(multi.param(QStringLiteral("dbname")), QStringLiteral("d b"));
    QCOMPARE(multi.param(QStringLiteral("connect_timeout")), QStringLiteral("3"));
    QCOMPARE(multi.table, QStringLiteral("idempotency_tokens"));

    // Everything from the PG* variables: the URL sets nothing but the defaults.
    const pg::PgUrl empty = pg::PgUrl::parse(QStringLiteral("postgresql://"));
    QVERIFY(empty.param(QStringLiteral("host")).isEmpty());
    QVERIFY(empty.param(QStringLiteral("user")).isEmpty());
}

void Tst_PgUrl::ownOptions_data() {
    QTest::addColumn<QString>("query");
    QTest::addColumn<qint64>("stuckMs");
    QTest::addColumn<qint64>("timeoutMs");
    QTest::newRow("defaults") << QString() << qint64(300000) << qint64(30000);
    QTest::newRow("stuck_after") << QStringLiteral("stuck_after=90s") << qint64(90000)
                                 << qint64(30000);
    QTest::newRow("statement_timeout")
        << QStringLiteral("statement_timeout=250ms") << qint64(300000) << qint64(250);
    QTest::newRow("no statement timeout")
        << QStringLiteral("statement_timeout=0") << qint64(300000) << qint64(0);
}

void Tst_PgUrl::ownOptions() {
    QFETCH(QString, query);
    QFETCH(qint64, stuckMs);
    QFETCH(qint64, timeoutMs);
    const pg::PgUrl u = pg::PgUrl::parse(QStringLiteral("postgresql://h/db?") + query);
    QCOMPARE(qint64(u.stuckAfter.count()), stuckMs);
    QCOMPARE(qint64(u.statementTimeout.count()), timeoutMs);
}

void Tst_PgUrl::refused_data() {
    QTest::addColumn<QString>("url");
    QTest::newRow("other scheme") << QStringLiteral("mysql://h/db");
    QTest::newRow("unknown libpq option") << QStringLiteral("postgresql://h/db?nosuch=1");
    QTest::newRow("table upper case") << QStringLiteral("postgresql://h/db?table=Tokens");
    QTest::newRow("table with quote") << QStringLiteral("postgresql://h/db?table=a%22b");
    QTest::newRow("table with dot") << QStringLiteral("postgresql://h/db?table=s.t");
    QTest::newRow("table empty") << QStringLiteral("postgresql://h/db?table=");
    QTest::newRow("table too long")
        << QStringLiteral("postgresql://h/db?table=") + QString(41, QLatin1Char('a'));
    QTest::newRow("table pg_") << QStringLiteral("postgresql://h/db?table=pg_tokens");
    QTest::newRow("stuck_after bare number") << QStringLiteral("postgresql://h/db?stuck_after=5");
    QTest::newRow("stuck_after zero") << QStringLiteral("postgresql://h/db?stuck_after=0s");
    QTest::newRow("statement_timeout words")
        << QStringLiteral("postgresql://h/db?statement_timeout=soon");
    QTest::newRow("control character") << QStringLiteral("postgresql://h/d\nb");
    QTest::newRow("bad percent") << QStringLiteral("postgresql://u:%zz@h/db");
}

void Tst_PgUrl::refused() {
    QFETCH(QString, url);
    try {
        pg::PgUrl::parse(url);
        QFAIL("accepted");
    } catch (const Error& e) {
        QCOMPARE(e.kind(), ErrorKind::BadInput);
        QVERIFY2(!e.message().contains(QLatin1String("zz")), qPrintable(e.message()));
    }
}

void Tst_PgUrl::conninfoQuotesEveryValue_data() {
    QTest::addColumn<QString>("password");
    QTest::addColumn<QString>("quoted");
    QTest::newRow("plain") << QStringLiteral("abc") << QStringLiteral("password='abc'");
    QTest::newRow("quote") << QStringLiteral("a'b") << QStringLiteral("password='a\\'b'");
    QTest::newRow("backslash") << QStringLiteral("a\\b") << QStringLiteral("password='a\\\\b'");
    QTest::newRow("keyword injection")
        << QStringLiteral("x' host='evil") << QStringLiteral("password='x\\' host=\\'evil'");
    QTest::newRow("spaces") << QStringLiteral("a b") << QStringLiteral("password='a b'");
}

void Tst_PgUrl::conninfoQuotesEveryValue() {
    QFETCH(QString, password);
    QFETCH(QString, quoted);
    const QString url = QStringLiteral("postgresql://u:") +
                        QString::fromLatin1(QUrl::toPercentEncoding(password)) +
                        QStringLiteral("@h/db");
    const pg::PgUrl u = pg::PgUrl::parse(url);
    QCOMPARE(u.param(QStringLiteral("password")), password);
    const QString conninfo = QString::fromStdString(u.conninfo());
    QVERIFY2(conninfo.contains(quoted), qPrintable(conninfo));
    QVERIFY(conninfo.contains(QStringLiteral("host='h'")));
    QVERIFY(conninfo.contains(QStringLiteral("dbname='db'")));
}

void Tst_PgUrl::redactedHasNoPassword() {
    const pg::PgUrl u = pg::PgUrl::parse(QStringLiteral(
        "postgresql://alice:hunter2@[::1]:5433/db?password=again&sslmode=require&table=tk"));
    const QString r = u.redacted();
    QVERIFY2(!r.contains(QLatin1String("hunter2")), qPrintable(r));
    QVERIFY2(!r.contains(QLatin1String("again")), qPrintable(r));
    QVERIFY2(r.startsWith(QLatin1String("postgresql://alice@[::1]:5433/db?table=tk")),
             qPrintable(r));
    QVERIFY(r.contains(QLatin1String("sslmode=require")));
    // The redacted URL parses again to the same place.
    const pg::PgUrl again = pg::PgUrl::parse(r);
    QCOMPARE(again.param(QStringLiteral("host")), QStringLiteral("::1"));
    QCOMPARE(again.table, QStringLiteral("tk"));
}

void Tst_PgUrl::tableNames_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("valid");
    QTest::newRow("seed default") << QStringLiteral("idempotency_tokens") << true;
    QTest::newRow("underscore first") << QStringLiteral("_t1") << true;
    QTest::newRow("digit first") << QStringLiteral("1t") << false;
    QTest::newRow("dash") << QStringLiteral("a-b") << false;
    QTest::newRow("40 characters") << QString(40, QLatin1Char('a')) << true;
    QTest::newRow("non-ASCII") << QStringLiteral("t\u00e4") << false;
}

void Tst_PgUrl::tableNames() {
    QFETCH(QString, name);
    QFETCH(bool, valid);
    QCOMPARE(pg::isValidTableName(name), valid);
}

QTEST_GUILESS_MAIN(Tst_PgUrl)
#include "tst_pgurl.moc"
