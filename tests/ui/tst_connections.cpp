// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The connection manager (issue 6, "Connections"): store URL <-> editor fields, saved profiles
// (QSettings in a temporary file, test mode on), export without secrets, the profile editor's
// "Test connection" against real servers and a refused port, and the password paths: the real
// QtKeychain with no keychain reachable (the console asks, keeps the password in memory), and
// an in-memory test double of the keychain.
#include "base/errors.h"
#include "connectionfields.h"
#include "connectionprofiles.h"
#include "connectionspanel.h"
#include "errortext.h"
#include "passworddialog.h"
#include "postgres/pgurl.h"
#include "profileeditor.h"
#include "redis/redisurl.h"
#include "secretstore.h"
#include "sqlite/sqlitestore.h"
#include "store/tokenstore.h"
#include "support/storefixture.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace idem;
using namespace idem::ui;

namespace {

QString s(const char* text) {
    return QString::fromUtf8(text);
}

constexpr int kTestTimeoutMs = 30000;
const QString kSecret = QStringLiteral("s3cr3t-P@ss:w/rd?&#%41");

ConnectionProfile makeProfile(const QString& name, const QString& url) {
    ConnectionProfile p;
    p.name = name;
    p.url = url;
    return p;
}

QByteArray fileBytes(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

/// A loopback port nobody listens on (bound, then released).
quint16 refusedPort() {
    QTcpServer server;
    if (!server.listen(QHostAddress::LocalHost, 0))
        return 1;
    const quint16 port = server.serverPort();
    server.close();
    return port;
}

} // namespace

class TestConnections : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    void urlRoundTrip_data();
    void urlRoundTrip();
    void secretsInUrls();
    void fieldsCannotChangeOtherParts();
    void badUrlsRefused_data();
    void badUrlsRefused();
    void multiHostUrlsAsText_data();
    void multiHostUrlsAsText();

    void profilesCrudAndPersistence();
    void exportHasNoSecrets();
    void importChecksInput();
    void settingsInputChecked();

    void editorFieldsFollowUrl();
    void editorNewProfileIsReadOnly();
    void testConnectionRefusedPort();
    void testConnectionSqliteFile();
    void testConnectionServers_data();
    void testConnectionServers();

    void panelButtons();
    void keychainUnavailableAsksAtConnect();
    void keychainDoubleKeepsPasswords();
    void cancelledPromptFails();
    void sslPasswordKeptLikeThePassword_data();
    void sslPasswordKeptLikeThePassword();

private:
    QString settingsFile() const { return m_dir->filePath(QStringLiteral("idemscope.ini")); }

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestConnections::initTestCase() {
    // Never the user's settings or keychain: test mode for QStandardPaths, settings in a
    // temporary file, and a D-Bus session address that leads nowhere, so that QtKeychain finds
    // no Secret Service / KWallet on any machine (the "no keychain" path, real QtKeychain code).
    QStandardPaths::setTestModeEnabled(true);
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    qputenv("DBUS_SESSION_BUS_ADDRESS",
            QByteArrayLiteral("unix:path=") + m_dir->filePath(QStringLiteral("no-bus")).toUtf8());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir->path());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir->path());
}

void TestConnections::init() {
    QFile::remove(settingsFile());
}

// --- URL <-> fields ------------------------------------------------------------------------

void TestConnections::urlRoundTrip_data() {
    QTest::addColumn<QString>("url");
    QTest::addColumn<int>("backend");
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port");
    QTest::addColumn<QString>("database");
    QTest::addColumn<QString>("user");
    QTest::addColumn<bool>("tls");
    QTest::addColumn<bool>("verify");
    QTest::addColumn<QStringList>("files"); // ca, cert, key
    QTest::addColumn<QString>("nsOrTable");
    QTest::addColumn<bool>("seed");
    QTest::addColumn<QString>("extra"); // name=value of the first extra option, or s("")

    const int sqlite = int(StoreBackend::Sqlite);
    const int redis = int(StoreBackend::Redis);
    const int pg = int(StoreBackend::Postgres);
    QTest::newRow("sqlite") << QStringLiteral("sqlite:///var/lib/idemscope/tokens.db") << sqlite
                            << s("") << 0 << s("/var/lib/idemscope/tokens.db") << s("") << false
                            << true << QStringList{s(""), s(""), s("")} << s("") << false << s("");
    QTest::newRow("sqlite path with odd characters and busy_timeout")
        << QStringLiteral("sqlite:///data/my tokens/%25%3F%23x.db?busy_timeout=2000") << sqlite
        << s("") << 0 << s("/data/my tokens/%?#x.db") << s("") << false << true
        << QStringList{s(""), s(""), s("")} << s("") << false << s("busy_timeout=2000");
    QTest::newRow("sqlite in memory")
        << QStringLiteral("sqlite::memory:") << sqlite << s("") << 0 << s(":memory:") << s("")
        << false << true << QStringList{s(""), s(""), s("")} << s("") << false << s("");
    QTest::newRow("redis plain") << QStringLiteral("redis://127.0.0.1:6379") << redis
                                 << s("127.0.0.1") << 6379 << s("") << s("") << false << true
                                 << QStringList{s(""), s(""), s("")} << s("") << false << s("");
    QTest::newRow("redis default port, db, user, namespace")
        << QStringLiteral("redis://idem@cache.internal/3?ns=orders") << redis << s("cache.internal")
        << 0 << s("3") << s("idem") << false << true << QStringList{s(""), s(""), s("")}
        << s("orders") << false << s("");
    QTest::newRow("redis ipv6") << QStringLiteral("redis://[::1]:6380") << redis << s("::1") << 6380
                                << s("") << s("") << false << true
                                << QStringList{s(""), s(""), s("")} << s("") << false << s("");
    QTest::newRow("rediss with TLS options, layout=seed")
        << QStringLiteral("rediss://ops@redis.example.com:6380/2?ns=idempotency&layout=seed"
                          "&cacert=/etc/ssl/ca%20files/ca.pem&cert=/etc/ssl/client.crt"
                          "&key=/etc/ssl/client%26.key&sni=redis.example.com&verify=false"
                          "&connect_timeout=2s")
        << redis << s("redis.example.com") << 6380 << s("2") << s("ops") << true << false
        << QStringList{s("/etc/ssl/ca files/ca.pem"), s("/etc/ssl/client.crt"),
                       s("/etc/ssl/client&.key")}
        << s("idempotency") << true << s("connect_timeout=2s");
    QTest::newRow("postgresql with table and sslmode")
        << QStringLiteral("postgresql://idem@db.internal:5432/orders?table=idem_tokens"
                          "&sslmode=verify-full&sslrootcert=/etc/ssl/root.crt")
        << pg << s("db.internal") << 5432 << s("orders") << s("idem") << true << true
        << QStringList{s("/etc/ssl/root.crt"), s(""), s("")} << s("idem_tokens") << false << s("");
    QTest::newRow("postgresql sslmode=require (not verified)")
        << QStringLiteral("postgresql://idem@db.internal/orders?sslmode=require"
                          "&connect_timeout=3")
        << pg << s("db.internal") << 0 << s("orders") << s("idem") << true << false
        << QStringList{s(""), s(""), s("")} << s("") << false << s("connect_timeout=3");
    QTest::newRow("postgresql sslmode=verify-ca kept")
        << QStringLiteral("postgresql://db.internal/orders?sslmode=verify-ca") << pg
        << s("db.internal") << 0 << s("orders") << s("") << true << true
        << QStringList{s(""), s(""), s("")} << s("") << false << s("");
    QTest::newRow("postgresql unix socket")
        << QStringLiteral("postgresql:///idemtest?host=/var/run/postgresql") << pg << s("") << 0
        << s("idemtest") << s("") << false << true << QStringList{s(""), s(""), s("")} << s("")
        << false << s("host=/var/run/postgresql");
}

void TestConnections::urlRoundTrip() {
    QFETCH(QString, url);
    QFETCH(int, backend);
    QFETCH(QString, host);
    QFETCH(int, port);
    QFETCH(QString, database);
    QFETCH(QString, user);
    QFETCH(bool, tls);
    QFETCH(bool, verify);
    QFETCH(QStringList, files);
    QFETCH(QString, nsOrTable);
    QFETCH(bool, seed);
    QFETCH(QString, extra);

    ConnectionFields f;
    try {
        f = fieldsFromUrl(url);
    } catch (const Error& e) {
        QFAIL(e.what());
    }
    QCOMPARE(int(f.backend), backend);
    QCOMPARE(f.host, host);
    QCOMPARE(f.port, port);
    QCOMPARE(f.database, database);
    QCOMPARE(f.user, user);
    QCOMPARE(f.tls, tls);
    QCOMPARE(f.verify, verify);
    QCOMPARE(f.caFile, files.at(0));
    QCOMPARE(f.certFile, files.at(1));
    QCOMPARE(f.keyFile, files.at(2));
    QCOMPARE(f.backend == StoreBackend::Postgres ? f.table : f.ns, nsOrTable);
    QCOMPARE(f.seedLayout, seed);
    QCOMPARE(f.extraOptions.isEmpty()
                 ? QString()
                 : f.extraOptions.first().first + QLatin1Char('=') + f.extraOptions.first().second,
             extra);
    if (f.backend == StoreBackend::Redis && tls)
        QCOMPARE(f.sni, QStringLiteral("redis.example.com"));

    // URL -> fields -> URL gives the URL back; fields -> URL -> fields the fields.
    const QString rebuilt = urlFromFields(f);
    QCOMPARE(rebuilt, url);
    QCOMPARE(fieldsFromUrl(rebuilt), f);
}

void TestConnections::secretsInUrls() {
    // The password travels only when asked for, and survives every special character; the
    // stores' own parsers read the same password back.
    const QString redisUrl = urlWithSecret(QStringLiteral("redis://idem@127.0.0.1:6379"), kSecret);
    QCOMPARE(redis::RedisUrl::parse(redisUrl).password, kSecret);
    QCOMPARE(redis::RedisUrl::parse(redisUrl).user, QStringLiteral("idem"));
    QCOMPARE(fieldsFromUrl(redisUrl).password, kSecret);
    QCOMPARE(urlWithoutSecret(redisUrl), QStringLiteral("redis://idem@127.0.0.1:6379"));
    QVERIFY(!urlWithoutSecret(redisUrl).contains(QStringLiteral("s3cr3t")));

    const QString pgUrl =
        urlWithSecret(QStringLiteral("postgresql://idem@127.0.0.1:5432/idemtest"), kSecret);
    QCOMPARE(pg::PgUrl::parse(pgUrl).param(QStringLiteral("password")), kSecret);
    QCOMPARE(pg::PgUrl::parse(pgUrl).param(QStringLiteral("dbname")), QStringLiteral("idemtest"));
    QCOMPARE(urlWithoutSecret(pgUrl), QStringLiteral("postgresql://idem@127.0.0.1:5432/idemtest"));

    // A password given as a libpq query parameter is a secret too.
    const QString inQuery = QStringLiteral("postgresql://idem@h/db?password=hunter2&table=t");
    QCOMPARE(fieldsFromUrl(inQuery).password, QStringLiteral("hunter2"));
    QVERIFY(!urlWithoutSecret(inQuery).contains(QStringLiteral("hunter2")));

    ConnectionFields f = fieldsFromUrl(redisUrl);
    QVERIFY(!urlFromFields(f, SecretPart::Omit).contains(QStringLiteral("s3cr3t")));
    QVERIFY(urlFromFields(f, SecretPart::Include).contains(QStringLiteral("s3cr3t")));
}

void TestConnections::fieldsCannotChangeOtherParts() {
    // Whatever a field holds, it stays in its own part of the URL.
    ConnectionFields pgFields;
    pgFields.backend = StoreBackend::Postgres;
    pgFields.host = QStringLiteral("db.internal");
    pgFields.database = QStringLiteral("orders?sslmode=disable&table=evil");
    pgFields.user = QStringLiteral("a@b:c/d");
    pgFields.table = QStringLiteral("tokens");
    pgFields.tls = true;
    const QString pgUrl = urlFromFields(pgFields);
    const pg::PgUrl parsed = pg::PgUrl::parse(pgUrl);
    QCOMPARE(parsed.param(QStringLiteral("dbname")), pgFields.database);
    QCOMPARE(parsed.param(QStringLiteral("user")), pgFields.user);
    QCOMPARE(parsed.param(QStringLiteral("sslmode")), QStringLiteral("verify-full"));
    QCOMPARE(parsed.table, QStringLiteral("tokens"));

    ConnectionFields redisFields;
    redisFields.backend = StoreBackend::Redis;
    redisFields.host = QStringLiteral("127.0.0.1");
    redisFields.tls = true;
    redisFields.caFile = QStringLiteral("/x/ca.pem&verify=false");
    const redis::RedisUrl r = redis::RedisUrl::parse(urlFromFields(redisFields));
    QCOMPARE(r.caCertFile, redisFields.caFile);
    QVERIFY(r.verifyPeer);

    // A host that is no host name cannot smuggle a path or query in: the URL is refused.
    redisFields.host = QStringLiteral("evil/3?ns=x");
    QVERIFY_THROWS_EXCEPTION(Error, fieldsFromUrl(urlFromFields(redisFields)));
}

void TestConnections::multiHostUrlsAsText_data() {
    QTest::addColumn<QString>("url");     // with its password
    QTest::addColumn<int>("backend");
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("withoutSecret");
    const int redis = int(StoreBackend::Redis);
    const int pg = int(StoreBackend::Postgres);
    QTest::newRow("redis cluster")
        << QStringLiteral("redis+cluster://idem:hunter2@127.0.0.1:7000,127.0.0.1:7001?ns=orders")
        << redis << QStringLiteral("idem")
        << QStringLiteral("redis+cluster://idem@127.0.0.1:7000,127.0.0.1:7001?ns=orders");
    QTest::newRow("redis cluster, password only")
        << QStringLiteral("redis+cluster://:hunter2@h1:7000,h2:7000") << redis << QString()
        << QStringLiteral("redis+cluster://h1:7000,h2:7000");
    QTest::newRow("redis sentinel")
        << QStringLiteral("redis+sentinel://:hunter2@s1:26379,s2:26379/mymaster?db=2") << redis
        << QString() << QStringLiteral("redis+sentinel://s1:26379,s2:26379/mymaster?db=2");
    QTest::newRow("postgresql primary and standby, password in the query")
        << QStringLiteral("postgresql://idem@p:5432,s:5432/orders?password=hunter2&reads=prefer-standby")
        << pg << QStringLiteral("idem")
        << QStringLiteral("postgresql://idem@p:5432,s:5432/orders?reads=prefer-standby");
}

void TestConnections::multiHostUrlsAsText() {
    // Several hosts have no fields: the URL is kept as text without its password, which goes
    // to the keychain like any other, and comes back where the store's parser reads it.
    QFETCH(QString, url);
    QFETCH(int, backend);
    QFETCH(QString, user);
    QFETCH(QString, withoutSecret);
    const ConnectionFields f = fieldsFromUrl(url);
    QCOMPARE(int(f.backend), backend);
    QCOMPARE(backendOfUrl(url), f.backend);
    QCOMPARE(f.user, user);
    QCOMPARE(f.password, QStringLiteral("hunter2"));
    QCOMPARE(f.verbatimUrl, withoutSecret);
    QCOMPARE(urlWithoutSecret(url), withoutSecret);
    const QString again = urlWithSecret(withoutSecret, kSecret);
    if (f.backend == StoreBackend::Redis)
        QCOMPARE(redis::RedisUrl::parse(again).password, kSecret);
    else
        QCOMPARE(pg::PgUrl::parse(again).param(QStringLiteral("password")), kSecret);
    QCOMPARE(fieldsFromUrl(again).password, kSecret);
    QCOMPARE(urlWithoutSecret(again), withoutSecret);

    // The editor takes it as text: the profile it saves has the URL without the password.
    ProfileEditor editor;
    QString error;
    QVERIFY2(editor.applyUrl(url, &error), qPrintable(error));
    QCOMPARE(editor.profile().url, withoutSecret);
    QVERIFY(editor.profile().hasPassword);
    QVERIFY(!editor.profile().url.contains(QStringLiteral("hunter2")));
}

void TestConnections::badUrlsRefused_data() {
    QTest::addColumn<QString>("url");
    QTest::newRow("unknown scheme") << QStringLiteral("ftp://example.com/x");
    QTest::newRow("relative sqlite path") << QStringLiteral("sqlite://relative.db");
    QTest::newRow("redis port out of range") << QStringLiteral("redis://u:hunter2@h:99999");
    QTest::newRow("redis tls option without tls") << QStringLiteral("redis://h?cacert=/x");
    QTest::newRow("postgresql bad table") << QStringLiteral("postgresql://h/db?table=Bad-Name");
    QTest::newRow("sentinel password in a profile")
        << QStringLiteral("redis+sentinel://u:hunter2@h1:26379/mymaster?sentinel_password=hunter2");
}

void TestConnections::badUrlsRefused() {
    QFETCH(QString, url);
    try {
        fieldsFromUrl(url);
        QFAIL("accepted");
    } catch (const Error& e) {
        QCOMPARE(e.kind(), ErrorKind::BadInput);
        QVERIFY(!e.message().isEmpty());
        QVERIFY2(!e.message().contains(QStringLiteral("hunter2")), e.what());
    }
    ProfileEditor editor;
    QString error;
    QVERIFY(!editor.applyUrl(url, &error));
    QVERIFY(!error.isEmpty());
}

// --- saved profiles ----------------------------------------------------------------------

void TestConnections::profilesCrudAndPersistence() {
    QString addedId;
    QString copyId;
    {
        ConnectionProfiles profiles(settingsFile());
        QCOMPARE(profiles.rowCount(), 1); // Demo only
        QVERIFY(profiles.profiles().first().demo);
        QCOMPARE(profiles.index(0).data(ConnectionProfiles::IdRole).toString(),
                 QStringLiteral("demo"));

        ConnectionProfile wanted =
            makeProfile(QStringLiteral("prod redis"),
                        QStringLiteral("redis://idem:") +
                            QString::fromLatin1(QUrl::toPercentEncoding(kSecret)) +
                            QStringLiteral("@127.0.0.1:6379"));
        wanted.readOnly = false; // refused: every new profile is read-only
        wanted.production = true;
        wanted.hasPassword = true;
        const ConnectionProfile added = profiles.add(wanted);
        addedId = added.id;
        QVERIFY(!QUuid::fromString(added.id).isNull());
        QVERIFY(added.readOnly);
        QVERIFY(added.production);
        QVERIFY(added.hasPassword);
        QCOMPARE(added.url, QStringLiteral("redis://idem@127.0.0.1:6379"));
        QCOMPARE(profiles.rowCount(), 2);

        ConnectionProfile changed = added;
        changed.readOnly = false;
        changed.name = QStringLiteral("  prod redis (writes)  ");
        profiles.update(changed);
        QCOMPARE(profiles.profile(addedId)->name, QStringLiteral("prod redis (writes)"));
        QVERIFY(!profiles.profile(addedId)->readOnly);

        const ConnectionProfile copy = profiles.duplicate(addedId);
        copyId = copy.id;
        QVERIFY(copy.id != addedId);
        QVERIFY(copy.readOnly);
        QCOMPARE(copy.name, QStringLiteral("prod redis (writes) (copy)"));
        QCOMPARE(copy.url, added.url);

        QVERIFY(!profiles.remove(QStringLiteral("demo")));
        QVERIFY_THROWS_EXCEPTION(Error, profiles.update(ConnectionProfiles::demoProfile()));
        QVERIFY_THROWS_EXCEPTION(Error, profiles.add(makeProfile(QString(), added.url)));
        QVERIFY_THROWS_EXCEPTION(
            Error, profiles.add(makeProfile(QStringLiteral("x"), QStringLiteral("redis://h:0"))));
        QCOMPARE(profiles.rowCount(), 3);
    }
    // Another model on the same settings sees the same profiles.
    {
        ConnectionProfiles profiles(settingsFile());
        QCOMPARE(profiles.rowCount(), 3);
        QCOMPARE(profiles.profile(addedId)->name, QStringLiteral("prod redis (writes)"));
        QVERIFY(!profiles.profile(addedId)->readOnly);
        QVERIFY(profiles.profile(addedId)->production);
        QVERIFY(profiles.profile(copyId)->readOnly);
        QVERIFY(profiles.remove(copyId));
        QVERIFY(!profiles.remove(copyId));
    }
    {
        ConnectionProfiles profiles(settingsFile());
        QCOMPARE(profiles.rowCount(), 2);
        QVERIFY(!profiles.profile(copyId));
    }
    const QByteArray saved = fileBytes(settingsFile());
    QVERIFY(saved.contains("127.0.0.1"));
    QVERIFY(!saved.contains("s3cr3t"));
}

void TestConnections::exportHasNoSecrets() {
    ConnectionProfiles profiles(settingsFile());
    ConnectionProfile p = makeProfile(QStringLiteral("pg"),
                                      QStringLiteral("postgresql://idem:") +
                                          QString::fromLatin1(QUrl::toPercentEncoding(kSecret)) +
                                          QStringLiteral("@127.0.0.1:5432/idemtest?table=t"));
    p.hasPassword = true;
    profiles.add(p);
    profiles.add(makeProfile(QStringLiteral("file"), QStringLiteral("sqlite:///data/t.db")));

    const QByteArray json = profiles.exportJson();
    QVERIFY(json.contains("postgresql://idem@127.0.0.1:5432/idemtest?table=t"));
    QVERIFY(!json.contains("s3cr3t"));
    QVERIFY(!json.contains(QUrl::toPercentEncoding(kSecret)));
    QVERIFY(!json.contains("\"demo\""));

    const QString file = m_dir->filePath(QStringLiteral("export.json"));
    QString error;
    QVERIFY2(profiles.exportToFile(file, &error), qPrintable(error));
    QVERIFY(!fileBytes(file).contains("s3cr3t"));
    QVERIFY(!fileBytes(settingsFile()).contains("s3cr3t"));

    // Imported again elsewhere: same profiles, new ids, read-only, names kept unique.
    ConnectionProfiles other(m_dir->filePath(QStringLiteral("other.ini")));
    QCOMPARE(other.importFromFile(file, &error), 2);
    QCOMPARE(other.rowCount(), 3);
    QCOMPARE(other.profiles().at(1).name, QStringLiteral("pg"));
    QVERIFY(other.profiles().at(1).hasPassword);
    QVERIFY(other.profiles().at(1).readOnly);
    QCOMPARE(other.importFromFile(file, &error), 2);
    QCOMPARE(other.profiles().at(3).name, QStringLiteral("pg (2)"));
}

void TestConnections::importChecksInput() {
    ConnectionProfiles profiles(settingsFile());
    QString error;
    QCOMPARE(profiles.importJson("not json", &error), -1);
    QVERIFY(!error.isEmpty());
    QCOMPARE(profiles.importJson(R"({"format":"something else","version":1})", &error), -1);
    QCOMPARE(profiles.importJson(QByteArray(ConnectionProfiles::kMaxImportBytes + 1, ' '), &error),
             -1);

    // Read-only whatever the file says; a password written into a URL by hand is dropped; a
    // bad entry is skipped, the others are imported.
    const QByteArray json = R"({"format":"idemscope-connections","version":1,"profiles":[
        {"name":"ok","url":"redis://u:hunter2@127.0.0.1:6379","readOnly":false},
        {"name":"","url":"redis://127.0.0.1"},
        {"name":"bad url","url":"redis://127.0.0.1:99999"},
        {"name":"file","url":"sqlite:///t.db","production":true}]})";
    int skipped = 0;
    QCOMPARE(profiles.importJson(json, &error, &skipped), 2);
    QCOMPARE(skipped, 2);
    const ConnectionProfile ok = profiles.profiles().at(1);
    QCOMPARE(ok.url, QStringLiteral("redis://u@127.0.0.1:6379"));
    QVERIFY(ok.readOnly);
    QVERIFY(ok.hasPassword);
    QVERIFY(profiles.profiles().at(2).production);
    QVERIFY(!fileBytes(settingsFile()).contains("hunter2"));
}

void TestConnections::settingsInputChecked() {
    {
        QSettings s(settingsFile(), QSettings::IniFormat);
        s.beginGroup(QStringLiteral("connections"));
        s.beginWriteArray(QStringLiteral("profiles"));
        const QStringList urls{QStringLiteral("redis://u:hunter2@127.0.0.1:6379"),
                               QStringLiteral("redis://127.0.0.1:99999"),
                               QStringLiteral("sqlite:///t.db")};
        const QStringList ids{QUuid::createUuid().toString(QUuid::WithoutBraces),
                              QUuid::createUuid().toString(QUuid::WithoutBraces),
                              QStringLiteral("not-a-uuid")};
        for (int i = 0; i < urls.size(); ++i) {
            s.setArrayIndex(i);
            s.setValue(QStringLiteral("id"), ids.at(i));
            s.setValue(QStringLiteral("name"), QStringLiteral("p%1").arg(i));
            s.setValue(QStringLiteral("url"), urls.at(i));
        }
        s.endArray();
        s.endGroup();
    }
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("profile 1 .* skipped")));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("profile 2 .* skipped")));
    ConnectionProfiles profiles(settingsFile());
    QCOMPARE(profiles.rowCount(), 2);
    QCOMPARE(profiles.profiles().at(1).url, QStringLiteral("redis://u@127.0.0.1:6379"));
    QVERIFY(profiles.profiles().at(1).readOnly); // missing key: read-only
}

// --- the editor ----------------------------------------------------------------------------

void TestConnections::editorFieldsFollowUrl() {
    ProfileEditor editor;
    editor.show();
    auto* url = editor.findChild<QLineEdit*>(QStringLiteral("urlEdit"));
    auto* host = editor.findChild<QLineEdit*>(QStringLiteral("hostEdit"));
    auto* password = editor.findChild<QLineEdit*>(QStringLiteral("passwordEdit"));
    auto* verify = editor.findChild<QCheckBox*>(QStringLiteral("verifyCheck"));
    auto* warning = editor.findChild<QLabel*>(QStringLiteral("verifyWarning"));
    QVERIFY(url && host && password && verify && warning);

    // Paste a URL: it fills the fields, the password goes to its field, not to the URL line.
    url->setText(QStringLiteral("rediss://ops:hunter2@redis.example.com:6380/2?layout=seed"
                                "&cacert=/etc/ca.pem&verify=false"));
    QTest::keyClick(url, Qt::Key_Return);
    QCOMPARE(host->text(), QStringLiteral("redis.example.com"));
    QCOMPARE(password->text(), QStringLiteral("hunter2"));
    QVERIFY(!url->text().contains(QStringLiteral("hunter2")));
    QCOMPARE(editor.fields().caFile, QStringLiteral("/etc/ca.pem"));
    QVERIFY(editor.fields().seedLayout);

    // verify=false: the red warning shows; verification back on hides it.
    QVERIFY(!verify->isChecked());
    QVERIFY(warning->isVisible());
    QVERIFY(!warning->text().isEmpty());
    QCOMPARE(warning->textFormat(), Qt::PlainText);
    verify->setChecked(true);
    QVERIFY(!warning->isVisible());
    QVERIFY(!url->text().contains(QStringLiteral("verify=false")));

    // Fields -> URL as the user types.
    host->clear();
    QTest::keyClicks(host, QStringLiteral("cache.internal"));
    QVERIFY2(url->text().startsWith(QStringLiteral("rediss://ops@cache.internal:6380/2?")),
             qPrintable(url->text()));

    const ConnectionProfile p = editor.profile();
    QVERIFY(p.hasPassword);
    QVERIFY(!p.url.contains(QStringLiteral("hunter2")));
    QCOMPARE(editor.typedPassword(), QStringLiteral("hunter2"));
}

void TestConnections::editorNewProfileIsReadOnly() {
    ProfileEditor editor;
    ConnectionProfile p = makeProfile(QStringLiteral("x"), QStringLiteral("sqlite:///t.db"));
    p.readOnly = false;
    editor.setProfile(p, true);
    auto* allow = editor.findChild<QCheckBox*>(QStringLiteral("allowWritesCheck"));
    QVERIFY(allow);
    QVERIFY(!allow->isEnabled());
    QVERIFY(!allow->isChecked());
    QVERIFY(editor.profile().readOnly);

    p.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    editor.setProfile(p, false);
    QVERIFY(allow->isEnabled());
    QVERIFY(allow->isChecked());
    allow->setChecked(false);
    QVERIFY(editor.profile().readOnly);
}

void TestConnections::testConnectionRefusedPort() {
    ProfileEditor editor;
    QVERIFY(editor.applyUrl(
        QStringLiteral("redis://127.0.0.1:%1?connect_timeout=2s").arg(refusedPort())));
    QSignalSpy spy(&editor, &ProfileEditor::testFinished);
    editor.testConnection();
    QVERIFY(editor.isTesting());
    QVERIFY(spy.wait(kTestTimeoutMs));
    const auto result = spy.first().first().value<ConnectionTestResult>();
    QVERIFY(!result.ok);
    QCOMPARE(result.kind, ErrorKind::Unavailable);
    QVERIFY(result.ranOnWorkerThread);
    QVERIFY(!result.error.isEmpty());

    auto* label = editor.findChild<QLabel*>(QStringLiteral("testResult"));
    QVERIFY(label);
    QCOMPARE(label->textFormat(), Qt::PlainText);
    QVERIFY(label->text().startsWith(idem::ui::errorKindLead(ErrorKind::Unavailable)));
    QVERIFY(label->text().contains(result.error));
    QVERIFY(!editor.isTesting());
}

void TestConnections::testConnectionSqliteFile() {
    // A missing file is reported, not created; an existing store answers with its counts.
    const QString path = m_dir->filePath(QStringLiteral("tested.db"));
    ProfileEditor editor;
    ConnectionFields f;
    f.database = path;
    editor.setFields(f);
    QSignalSpy spy(&editor, &ProfileEditor::testFinished);
    editor.testConnection();
    QVERIFY(spy.wait(kTestTimeoutMs));
    auto result = spy.takeFirst().first().value<ConnectionTestResult>();
    QVERIFY(!result.ok);
    QCOMPARE(result.kind, ErrorKind::NotFound);
    QVERIFY(!QFile::exists(path));

    openStore(urlFromFields(f))->issue({QStringLiteral("k1"), QString(), std::chrono::minutes(1)});
    editor.testConnection();
    QVERIFY(spy.wait(kTestTimeoutMs));
    result = spy.takeFirst().first().value<ConnectionTestResult>();
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.info.backend, QStringLiteral("sqlite"));
    QCOMPARE(result.counts.pending, 1);
}

void TestConnections::testConnectionServers_data() {
    QTest::addColumn<QString>("spec");
    QTest::addColumn<bool>("wrongPassword");
    QTest::newRow("redis") << QStringLiteral("redis") << false;
    QTest::newRow("redis acl, password in the field") << QStringLiteral("redis-acl") << false;
    QTest::newRow("redis acl, wrong password") << QStringLiteral("redis-acl") << true;
    QTest::newRow("redis tls") << QStringLiteral("redis-tls") << false;
    QTest::newRow("redis seed layout") << QStringLiteral("redis-seed") << false;
    QTest::newRow("postgresql") << QStringLiteral("postgres") << false;
}

void TestConnections::testConnectionServers() {
    QFETCH(QString, spec);
    QFETCH(bool, wrongPassword);
    IDEM_FRESH_STORE(store, spec);
    // Something to count.
    store->issue({QStringLiteral("conn-test-key"), QString(), std::chrono::minutes(5)});

    ProfileEditor editor;
    QString error;
    QVERIFY2(editor.applyUrl(store.sharedUrl(), &error), qPrintable(error));
    auto* password = editor.findChild<QLineEdit*>(QStringLiteral("passwordEdit"));
    if (wrongPassword) {
        QVERIFY(!password->text().isEmpty());
        password->setText(QStringLiteral("not-the-password"));
    }
    QSignalSpy spy(&editor, &ProfileEditor::testFinished);
    editor.testConnection();
    QVERIFY(spy.wait(kTestTimeoutMs));
    const auto result = spy.first().first().value<ConnectionTestResult>();
    QVERIFY(result.ranOnWorkerThread);
    auto* label = editor.findChild<QLabel*>(QStringLiteral("testResult"));
    QCOMPARE(label->textFormat(), Qt::PlainText);
    if (wrongPassword) {
        QVERIFY(!result.ok);
        QVERIFY(!result.error.contains(QStringLiteral("not-the-password")));
        QVERIFY(!label->text().contains(QStringLiteral("not-the-password")));
        QVERIFY(label->text().contains(result.error));
        return;
    }
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.counts.pending, 1);
    QVERIFY(!result.info.backend.isEmpty());
    QVERIFY(label->text().contains(result.info.backend));
}

// --- passwords ---------------------------------------------------------------------------

void TestConnections::panelButtons() {
    auto* profiles = new ConnectionProfiles(settingsFile());
    ConnectionsPanel panel(profiles, new MemorySecretStore);
    panel.show();
    auto button = [&panel](const char* name) {
        return panel.findChild<QPushButton*>(QString::fromLatin1(name));
    };
    // The Demo profile is selected first; it cannot be edited, copied or removed.
    QCOMPARE(panel.currentProfileId(), QStringLiteral("demo"));
    QVERIFY(button("connectButton")->isEnabled());
    QVERIFY(!button("editButton")->isEnabled());
    QVERIFY(!button("removeButton")->isEnabled());
    QVERIFY(!button("duplicateButton")->isEnabled());

    QSignalSpy editorOpened(&panel, &ConnectionsPanel::editorOpened);
    QTest::mouseClick(button("newButton"), Qt::LeftButton);
    QCOMPARE(editorOpened.size(), 1);
    auto* editor = editorOpened.first().first().value<ProfileEditor*>();
    QVERIFY(editor->isVisible());
    const QString url = SqliteStore::urlForPath(m_dir->filePath(QStringLiteral("panel.db")));
    auto* urlEdit = editor->findChild<QLineEdit*>(QStringLiteral("urlEdit"));
    urlEdit->setText(url);
    QTest::keyClick(urlEdit, Qt::Key_Return); // fills the fields, does not close the dialog
    QVERIFY(editor->isVisible());
    QCOMPARE(editor->fields().database, m_dir->filePath(QStringLiteral("panel.db")));
    QCOMPARE(profiles->rowCount(), 1);
    auto* name = editor->findChild<QLineEdit*>(QStringLiteral("nameEdit"));
    name->clear();
    QTest::keyClicks(name, QStringLiteral("local file"));
    auto* buttons = editor->findChild<QDialogButtonBox*>(QStringLiteral("buttons"));
    QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);

    QCOMPARE(profiles->rowCount(), 2);
    const ConnectionProfile p = profiles->profiles().at(1);
    QCOMPARE(p.name, QStringLiteral("local file"));
    QCOMPARE(p.url, url);
    QVERIFY(p.readOnly);
    QVERIFY(!p.hasPassword);
    QCOMPARE(panel.currentProfileId(), p.id);
    QVERIFY(button("editButton")->isEnabled());

    QSignalSpy connected(&panel, &ConnectionsPanel::connectRequested);
    QTest::mouseClick(button("connectButton"), Qt::LeftButton);
    QCOMPARE(connected.size(), 1);
    const auto got = connected.first().first().value<ConnectionProfile>();
    QCOMPARE(got.id, p.id);
    QCOMPARE(got.connectUrl, url);
    QVERIFY(got.readOnly);

    QTest::mouseClick(button("duplicateButton"), Qt::LeftButton);
    QCOMPARE(profiles->rowCount(), 3);
    QTest::mouseClick(button("removeButton"), Qt::LeftButton);
    auto* box = panel.findChild<QMessageBox*>(QStringLiteral("removeConfirmation"));
    QVERIFY(box);
    QTest::mouseClick(box->button(QMessageBox::Cancel), Qt::LeftButton);
    QCOMPARE(profiles->rowCount(), 3);
}

void TestConnections::keychainUnavailableAsksAtConnect() {
    // The real QtKeychain, with no keychain reachable (initTestCase): the panel asks.
    auto* profiles = new ConnectionProfiles(settingsFile());
    ConnectionProfile wanted =
        makeProfile(QStringLiteral("acl redis"), QStringLiteral("redis://idem@127.0.0.1:6379/1"));
    wanted.hasPassword = true;
    const ConnectionProfile p = profiles->add(wanted);
    ConnectionsPanel panel(profiles, new KeychainSecretStore);

    QSignalSpy asked(&panel, &ConnectionsPanel::passwordRequested);
    QSignalSpy connected(&panel, &ConnectionsPanel::connectRequested);
    panel.connectProfile(p.id);
    QVERIFY(asked.wait(kTestTimeoutMs));
    auto* dialog = asked.first().first().value<PasswordDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    auto* reason = dialog->findChild<QLabel*>(QStringLiteral("passwordReason"));
    QCOMPARE(reason->textFormat(), Qt::PlainText);
    // The keychain was asked and is not there (not merely without an entry).
    const QString unavailable = ConnectionsPanel::tr("No keychain is available (%1).");
    QVERIFY2(reason->text().startsWith(unavailable.left(unavailable.indexOf(QLatin1Char('(')))),
             qPrintable(reason->text()));
    QVERIFY(connected.isEmpty());

    dialog->setPassword(kSecret);
    dialog->accept();
    QCOMPARE(connected.size(), 1);
    const auto got = connected.first().first().value<ConnectionProfile>();
    QCOMPARE(got.id, p.id);
    QCOMPARE(got.url, p.url);
    QCOMPARE(fieldsFromUrl(got.connectUrl).password, kSecret);
    QCOMPARE(redis::RedisUrl::parse(got.connectUrl).password, kSecret);
    QVERIFY(panel.hasSessionPassword(p.id));

    // Asked once per session: the next connect uses the password in memory.
    panel.connectProfile(p.id);
    QCOMPARE(connected.size(), 2);
    QCOMPARE(asked.size(), 1);

    // Saving a password through the editor: no keychain, so memory only, and the status says so.
    QSignalSpy editorOpened(&panel, &ConnectionsPanel::editorOpened);
    panel.editProfile(p.id);
    QCOMPARE(editorOpened.size(), 1);
    auto* editor = editorOpened.first().first().value<ProfileEditor*>();
    editor->findChild<QLineEdit*>(QStringLiteral("passwordEdit"))->setText(QStringLiteral("other"));
    editor->accept();
    QTRY_VERIFY_WITH_TIMEOUT(panel.statusText().contains(QStringLiteral("memory")), kTestTimeoutMs);

    QSettings(settingsFile(), QSettings::IniFormat).sync();
    const QByteArray saved = fileBytes(settingsFile());
    QVERIFY(saved.contains("acl redis"));
    QVERIFY(!saved.contains("s3cr3t"));
    QVERIFY(!saved.contains("other"));
}

void TestConnections::keychainDoubleKeepsPasswords() {
    // The in-memory test double of the OS keychain: a working keychain.
    auto* profiles = new ConnectionProfiles(settingsFile());
    auto* secrets = new MemorySecretStore;
    ConnectionsPanel panel(profiles, secrets);
    QSignalSpy asked(&panel, &ConnectionsPanel::passwordRequested);
    QSignalSpy connected(&panel, &ConnectionsPanel::connectRequested);

    // A new profile through the editor, with a password: it goes to the keychain.
    QSignalSpy editorOpened(&panel, &ConnectionsPanel::editorOpened);
    panel.newProfile();
    auto* editor = editorOpened.first().first().value<ProfileEditor*>();
    QVERIFY(editor->applyUrl(QStringLiteral("postgresql://idem@127.0.0.1:5432/db?table=t")));
    editor->findChild<QLineEdit*>(QStringLiteral("nameEdit"))->setText(QStringLiteral("pg"));
    editor->findChild<QLineEdit*>(QStringLiteral("passwordEdit"))->setText(kSecret);
    editor->accept();
    QCOMPARE(profiles->rowCount(), 2);
    const ConnectionProfile p = profiles->profiles().at(1);
    QVERIFY(p.hasPassword);
    QVERIFY(p.readOnly);
    QTRY_VERIFY(secrets->contains(p.id));
    QCOMPARE(secrets->secret(p.id), kSecret);

    // A new session (no password in memory): the keychain answers, nobody is asked.
    panel.forgetSessionPasswords();
    panel.connectProfile(p.id);
    QTRY_COMPARE(connected.size(), 1);
    QCOMPARE(asked.size(), 0);
    QCOMPARE(
        fieldsFromUrl(connected.first().first().value<ConnectionProfile>().connectUrl).password,
        kSecret);

    // Keychain without an entry (e.g. a copy): asked.
    const ConnectionProfile copy = profiles->duplicate(p.id);
    panel.connectProfile(copy.id);
    QVERIFY(asked.wait(kTestTimeoutMs));
    asked.first().first().value<PasswordDialog*>()->reject();

    // Removing the profile removes its keychain entry.
    panel.removeProfile(p.id);
    auto* box = panel.findChild<QMessageBox*>(QStringLiteral("removeConfirmation"));
    QVERIFY(box);
    box->button(QMessageBox::Yes)->click();
    QVERIFY(!profiles->profile(p.id));
    QTRY_VERIFY(!secrets->contains(p.id));
    QVERIFY(!fileBytes(settingsFile()).contains("s3cr3t"));
}

// Issue 15, case 11: a PostgreSQL sslpassword (the client key's passphrase) was kept in the
// profile's URL, so in the settings file in clear. It is a secret like the password: out of the
// URL, into the keychain (key "<id>#sslpassword"), back into the URL only to connect.
void TestConnections::sslPasswordKeptLikeThePassword_data() {
    QTest::addColumn<QString>("url");
    QTest::newRow("single host") << QStringLiteral(
        "postgresql://idem@127.0.0.1:5432/db?sslmode=verify-full&"
        "sslkey=/k.pem&sslcert=/c.pem&sslpassword=k3y-phrase");
    QTest::newRow("multi-host") << QStringLiteral(
        "postgresql://idem@127.0.0.1:5432,127.0.0.2:5433/db?sslmode=require&"
        "sslpassword=k3y-phrase&target_session_attrs=read-write");
}

void TestConnections::sslPasswordKeptLikeThePassword() {
    QFETCH(QString, url);
    QFile::remove(settingsFile());
    const ConnectionFields fields = fieldsFromUrl(url);
    QCOMPARE(fields.sslPassword, QStringLiteral("k3y-phrase"));
    QVERIFY(!urlWithoutSecret(url).contains(QLatin1String("k3y-phrase")));
    QVERIFY(!urlWithoutSecret(url).contains(QLatin1String("sslpassword")));
    QCOMPARE(
        fieldsFromUrl(urlWithSecret(urlWithoutSecret(url), QString(), QStringLiteral("k3y-phrase")))
            .sslPassword,
        QStringLiteral("k3y-phrase"));

    auto* profiles = new ConnectionProfiles(settingsFile());
    auto* secrets = new MemorySecretStore;
    ConnectionsPanel panel(profiles, secrets);
    QSignalSpy asked(&panel, &ConnectionsPanel::passwordRequested);
    QSignalSpy connected(&panel, &ConnectionsPanel::connectRequested);
    QSignalSpy editorOpened(&panel, &ConnectionsPanel::editorOpened);
    panel.newProfile();
    auto* editor = editorOpened.first().first().value<ProfileEditor*>();
    QVERIFY(editor->applyUrl(url));
    // The URL line never shows it either.
    QVERIFY(!editor->findChild<QLineEdit*>(QStringLiteral("urlEdit"))
                 ->text()
                 .contains(QLatin1String("k3y-phrase")));
    editor->findChild<QLineEdit*>(QStringLiteral("nameEdit"))->setText(QStringLiteral("pg tls"));
    editor->accept();
    QCOMPARE(profiles->rowCount(), 2);
    const ConnectionProfile p = profiles->profiles().at(1);
    QVERIFY(p.hasSslPassword);
    QVERIFY(!p.url.contains(QLatin1String("k3y-phrase")));
    const QString key = p.id + QStringLiteral("#sslpassword");
    QTRY_VERIFY(secrets->contains(key));
    QCOMPARE(secrets->secret(key), QStringLiteral("k3y-phrase"));
    const QByteArray onDisk = fileBytes(settingsFile());
    QVERIFY(onDisk.contains("hasSslPassword"));
    QVERIFY2(!onDisk.contains("k3y-phrase"), onDisk.constData());

    // A new session: the keychain gives it back, nobody is asked.
    panel.forgetSessionPasswords();
    panel.connectProfile(p.id);
    QTRY_COMPARE(connected.size(), 1);
    QCOMPARE(asked.size(), 0);
    QCOMPARE(
        fieldsFromUrl(connected.first().first().value<ConnectionProfile>().connectUrl).sslPassword,
        QStringLiteral("k3y-phrase"));

    // No keychain entry: asked, and kept in memory only.
    secrets->remove(key, &panel, [](const SecretResult&) {});
    QTRY_VERIFY(!secrets->contains(key));
    panel.forgetSessionPasswords();
    panel.connectProfile(p.id);
    QVERIFY(asked.wait(kTestTimeoutMs));
    auto* dialog = asked.first().first().value<PasswordDialog*>();
    dialog->findChild<QLineEdit*>()->setText(QStringLiteral("typed-phrase"));
    dialog->accept();
    QTRY_COMPARE(connected.size(), 2);
    QCOMPARE(
        fieldsFromUrl(connected.last().first().value<ConnectionProfile>().connectUrl).sslPassword,
        QStringLiteral("typed-phrase"));
    QVERIFY(!fileBytes(settingsFile()).contains("typed-phrase"));

    // A settings file written before (sslpassword in the saved URL) is cleaned on reading.
    {
        QSettings raw(settingsFile(), QSettings::IniFormat);
        raw.beginGroup(QStringLiteral("connections"));
        raw.beginWriteArray(QStringLiteral("profiles"));
        raw.setArrayIndex(0);
        raw.setValue(QStringLiteral("url"), url);
        raw.endArray();
        raw.endGroup();
    }
    QVERIFY(fileBytes(settingsFile()).contains("k3y-phrase"));
    ConnectionProfiles reread(settingsFile());
    QVERIFY(reread.profiles().at(1).hasSslPassword);
    QVERIFY(!fileBytes(settingsFile()).contains("k3y-phrase"));
}

void TestConnections::cancelledPromptFails() {
    auto* profiles = new ConnectionProfiles(settingsFile());
    ConnectionProfile wanted =
        makeProfile(QStringLiteral("r"), QStringLiteral("redis://idem@127.0.0.1:6379"));
    wanted.hasPassword = true;
    const ConnectionProfile p = profiles->add(wanted);
    auto* secrets = new MemorySecretStore;
    secrets->setAvailable(false);
    ConnectionsPanel panel(profiles, secrets);
    QSignalSpy asked(&panel, &ConnectionsPanel::passwordRequested);
    QSignalSpy failed(&panel, &ConnectionsPanel::connectFailed);
    QSignalSpy connected(&panel, &ConnectionsPanel::connectRequested);
    panel.connectProfile(p.id);
    QVERIFY(asked.wait(kTestTimeoutMs));
    asked.first().first().value<PasswordDialog*>()->reject();
    QCOMPARE(failed.size(), 1);
    QVERIFY(connected.isEmpty());
    QVERIFY(!panel.hasSessionPassword(p.id));
    QVERIFY(!panel.statusText().isEmpty());
}

QTEST_MAIN(TestConnections)
#include "tst_connections.moc"
