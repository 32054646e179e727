// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The one redaction of store URLs and credential headers (core/store/redact.h, issue 15 case
// 11): every URL shape our stores accept, and some they refuse but a face still shows. For each
// row the secrets never appear in the output, the rest is kept character for character, and
// where a store parser accepts the URL, nothing it takes as a password survives either.
#include "store/backends.h"
#if IDEM_WITH_POSTGRES
#include "postgres/pgurl.h"
#endif
#if IDEM_WITH_REDIS
#include "redis/redisurl.h"
#endif
#include "base/errors.h"
#include "store/redact.h"
#include "store/storeregistry.h"

#include <QTest>

using namespace idem;

namespace {

QStringList S(std::initializer_list<const char*> texts) {
    QStringList out;
    for (const char* text : texts)
        out << QString::fromUtf8(text);
    return out;
}

/// The secrets the store's own parser reads from `url` (none when it refuses the URL).
QStringList parsedSecrets(const QString& url) {
    Q_UNUSED(url); // when this build has neither backend
    QStringList out;
    try {
        // A build without a backend has no parser to ask: the rows' own secrets still count.
#if IDEM_WITH_REDIS
        if (url.startsWith(QLatin1String("redis"))) {
            const auto parsed = redis::RedisUrl::parse(url);
            out << parsed.password << parsed.sentinelPassword;
        }
#endif
#if IDEM_WITH_POSTGRES
        if (url.startsWith(QLatin1String("postgres"))) {
            const auto parsed = pg::PgUrl::parse(url);
            out << parsed.param(QStringLiteral("password"))
                << parsed.param(QStringLiteral("sslpassword"));
        }
#endif
    } catch (const Error&) {
        return {};
    }
    out.removeAll(QString());
    return out;
}

} // namespace

class Tst_redact : public QObject {
    Q_OBJECT

private slots:
    void storeUrl_data() {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QStringList>("secrets");

        // Single host.
        QTest::newRow("redis user:password")
            << "redis://u:s3cret-pw@127.0.0.1:6379/2"
            << "redis://u:***@127.0.0.1:6379/2" << S({"s3cret-pw"});
        QTest::newRow("rediss password only")
            << "rediss://:s3cret-pw@cache.example:6380?verify=false"
            << "rediss://:***@cache.example:6380?verify=false" << S({"s3cret-pw"});
        QTest::newRow("postgresql single")
            << "postgresql://app:s3cret-pw@db.example:5432/tokens?table=t"
            << "postgresql://app:***@db.example:5432/tokens?table=t" << S({"s3cret-pw"});
        // Multi-host: QUrl refuses these, and QUrl::RemovePassword returned them whole.
        QTest::newRow("redis+cluster")
            << "redis+cluster://u:s3cret-pw@h1:7000,h2:7001"
            << "redis+cluster://u:***@h1:7000,h2:7001" << S({"s3cret-pw"});
        QTest::newRow("rediss+cluster ipv6")
            << "rediss+cluster://u:s3cret-pw@[::1]:7000,[::1]:7001?timeout=2s"
            << "rediss+cluster://u:***@[::1]:7000,[::1]:7001?timeout=2s" << S({"s3cret-pw"});
        QTest::newRow("redis+sentinel both passwords")
            << "redis+sentinel://u:s3cret-pw@s1:26379,s2:26379/mymaster?sentinel_user=sen&"
               "sentinel_password=sent-s3cret&db=2"
            << "redis+sentinel://u:***@s1:26379,s2:26379/mymaster?sentinel_user=sen&"
               "sentinel_password=***&db=2"
            << S({"s3cret-pw", "sent-s3cret"});
        QTest::newRow("redis+sentinel query secret only")
            << "redis+sentinel://s1,s2/m?sentinel_password=sent-s3cret"
            << "redis+sentinel://s1,s2/m?sentinel_password=***" << S({"sent-s3cret"});
        QTest::newRow("postgresql multi-host") << "postgresql://u:s3cret-pw@h1,h2/db"
                                               << "postgresql://u:***@h1,h2/db" << S({"s3cret-pw"});
        QTest::newRow("postgresql multi-host ports ipv6 sslpassword")
            << "postgresql://u:s3cret-pw@[::1]:5432,[fe80::1]:5433/db?sslmode=verify-full&"
               "sslpassword=key-s3cret&target_session_attrs=read-write"
            << "postgresql://u:***@[::1]:5432,[fe80::1]:5433/db?sslmode=verify-full&"
               "sslpassword=***&target_session_attrs=read-write"
            << S({"s3cret-pw", "key-s3cret"});
        QTest::newRow("postgres password as a query option")
            << "postgres://u@h/db?password=s3cret-pw&application_name=x"
            << "postgres://u@h/db?password=***&application_name=x" << S({"s3cret-pw"});
        QTest::newRow("option names in any case")
            << "postgresql://h/db?PassWord=s3cret-pw"
            << "postgresql://h/db?PassWord=***" << S({"s3cret-pw"});
        QTest::newRow("ipv6 single") << "redis://u:s3cret-pw@[::1]:6379"
                                     << "redis://u:***@[::1]:6379" << S({"s3cret-pw"});
        // Passwords with the URL's own delimiters.
        QTest::newRow("percent-encoded @ and :")
            << "redis://u:p%40ss%3Aw0rd%2F@h:6379"
            << "redis://u:***@h:6379" << S({"p%40ss%3Aw0rd", "p@ss:w0rd"});
        QTest::newRow("raw @ (redis takes the last @)")
            << "redis+cluster://u:p@ss@w0rd@h1:7000,h2:7001"
            << "redis+cluster://u:***@h1:7000,h2:7001" << S({"p@ss@w0rd", "w0rd"});
        QTest::newRow("raw : in the password") << "redis://u:a:b:s3cret@h"
                                               << "redis://u:***@h" << S({"a:b:s3cret"});
        QTest::newRow("raw ? (libpq reads up to @ or /)")
            << "postgresql://u:se?cr3t@h/db"
            << "postgresql://u:***@h/db" << S({"se?cr3t", "cr3t"});
        QTest::newRow("raw / (refused by Redis, still shown)")
            << "redis://u:pa/ss-s3cret@h:6379"
            << "redis://u:***@h:6379" << S({"pa/ss-s3cret", "ss-s3cret"});
        QTest::newRow("@ in a query value is no user info")
            << "postgresql://u:s3cret-pw@h/db?sslcert=/home/a@b/c.pem"
            << "postgresql://u:***@h/db?sslcert=/home/a@b/c.pem" << S({"s3cret-pw"});
        // Nothing to hide: the URL comes back unchanged.
        QTest::newRow("user without password") << "redis://alice@h:6379/1"
                                               << "redis://alice@h:6379/1" << S({});
        QTest::newRow("multi-host user without password")
            << "postgresql://alice@h1:5432,h2:5433/db"
            << "postgresql://alice@h1:5432,h2:5433/db" << S({});
        QTest::newRow("no user info") << "redis+cluster://h1:7000,h2:7001"
                                      << "redis+cluster://h1:7000,h2:7001" << S({});
        QTest::newRow("sqlite path with @ and :")
            << "sqlite:///tmp/a@b:c.db?busy_timeout=5s"
            << "sqlite:///tmp/a@b:c.db?busy_timeout=5s" << S({});
        QTest::newRow("sqlite memory") << "sqlite::memory:"
                                       << "sqlite::memory:" << S({});
        QTest::newRow("file names are not secrets")
            << "rediss://h?cacert=/ca.pem&cert=/c.pem&key=/k.pem"
            << "rediss://h?cacert=/ca.pem&cert=/c.pem&key=/k.pem" << S({});
        QTest::newRow("empty") << ""
                               << "" << S({});
        // libpq keyword/value strings (no store accepts them, but they are pasted).
        QTest::newRow("conninfo") << "host=h user=u password=s3cret-pw dbname=d"
                                  << "host=h user=u password=*** dbname=d" << S({"s3cret-pw"});
        QTest::newRow("conninfo quoted with spaces")
            << "host=h password = 'se cr\\'3t' sslpassword=k3y dbname=d"
            << "host=h password = *** sslpassword=*** dbname=d" << S({"se cr", "3t", "k3y"});
    }

    void storeUrl() {
        QFETCH(QString, url);
        QFETCH(QString, expected);
        QFETCH(QStringList, secrets);
        const QString shown = redactStoreUrl(url);
        QCOMPARE(shown, expected);
        for (const QString& secret : std::as_const(secrets))
            QVERIFY2(!shown.contains(secret), qPrintable(secret));
        // Whatever a store's parser takes as a secret is gone too.
        for (const QString& secret : parsedSecrets(url))
            QVERIFY2(!shown.contains(secret), qPrintable(QStringLiteral("parsed: ") + secret));
        // Redacting twice changes nothing more.
        QCOMPARE(redactStoreUrl(shown), shown);
    }

    void parsersAcceptTheRows() {
        // The table is about real URLs: the multi-host and delimiter rows parse.
        int checked = 0;
        for (const char* url : {"redis+cluster://u:s3cret-pw@h1:7000,h2:7001",
                                "redis+cluster://u:p@ss@w0rd@h1:7000,h2:7001",
                                "postgresql://u:s3cret-pw@h1,h2/db", "postgresql://u:se?cr3t@h/db",
                                "redis+sentinel://s1,s2/m?sentinel_password=sent-s3cret"}) {
            if (!storeKindBuilt(storeKindOf(QString::fromLatin1(url)).value()))
                continue; // no parser in this build to ask
            ++checked;
            QVERIFY2(!parsedSecrets(QString::fromLatin1(url)).isEmpty(), url);
        }
        if (checked == 0)
            QSKIP("This build has neither the Redis nor the PostgreSQL store.");
    }

    void secretHeaders_data() {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<bool>("secret");
        for (const char* name :
             {"Authorization", "authorization", "Proxy-Authorization", "Cookie", "Set-Cookie",
              "X-Api-Key", "x-api-key", "X-Auth-Token", "X-Access-Token", "X-CSRF-Token",
              "X-Amz-Security-Token", "X-Client-Secret", "Api-Key", "X-Hub-Signature-256",
              "X-Shopify-Access-Token", "X-Password"})
            QTest::newRow(name) << QByteArray(name) << true;
        for (const char* name : {"Content-Type", "Accept", "Idempotency-Key", "User-Agent",
                                 "X-Request-Id", "Host", "Accept-Encoding", "Keyboard"})
            QTest::newRow(name) << QByteArray(name) << false;
    }

    void secretHeaders() {
        QFETCH(QByteArray, name);
        QFETCH(bool, secret);
        QCOMPARE(isSecretHeader(name), secret);
    }

    void secretOptions_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("secret");
        for (const char* name : {"password", "sslpassword", "sentinel_password", "PASSWORD",
                                 "passwd", "pwd", "client_secret", "access_token", "api_key"})
            QTest::newRow(name) << QString::fromLatin1(name) << true;
        for (const char* name : {"user", "sentinel_user", "sslkey", "sslcert", "key", "cert",
                                 "cacert", "table", "ns", "sslmode", "host", "dbname"})
            QTest::newRow(name) << QString::fromLatin1(name) << false;
    }

    void secretOptions() {
        QFETCH(QString, name);
        QFETCH(bool, secret);
        QCOMPARE(isSecretOption(name), secret);
    }
};

QTEST_GUILESS_MAIN(Tst_redact)
#include "tst_redact.moc"
