// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The store registry (core/store/storeregistry.h): every scheme to its kind, names and checks;
// the redaction of multi-host URLs, where QUrl::RemovePassword gives up; and a backend this
// build lacks (run in a build with IDEM_WITH_REDIS / IDEM_WITH_POSTGRES off, that row's
// refusal is what is checked). No server: nothing here opens more than an in-memory SQLite.
#include "base/errors.h"
#include "store/storeregistry.h"

#include <QTest>
#include <QUrl>

using namespace idem;

class TestStoreRegistry : public QObject {
    Q_OBJECT

private slots:
    void schemes_data() {
        QTest::addColumn<QString>("url");
        QTest::addColumn<int>("kind");
        QTest::addColumn<bool>("severalHosts");
        const int sqlite = int(StoreKind::Sqlite);
        const int redis = int(StoreKind::Redis);
        const int pg = int(StoreKind::Postgres);
        QTest::newRow("sqlite file") << "sqlite:///tmp/x.db" << sqlite << false;
        QTest::newRow("sqlite memory") << "sqlite::memory:" << sqlite << false;
        QTest::newRow("redis") << "redis://127.0.0.1:6379/0" << redis << false;
        QTest::newRow("rediss") << "rediss://127.0.0.1:6380" << redis << false;
        QTest::newRow("redis cluster") << "redis+cluster://127.0.0.1:7000" << redis << true;
        QTest::newRow("rediss cluster") << "rediss+cluster://127.0.0.1:7000" << redis << true;
        QTest::newRow("redis sentinel")
            << "redis+sentinel://127.0.0.1:26379/mymaster" << redis << true;
        QTest::newRow("postgresql") << "postgresql://u@127.0.0.1/db" << pg << false;
        QTest::newRow("postgres") << "postgres://u@127.0.0.1/db" << pg << false;
        QTest::newRow("postgresql two hosts") << "postgresql://u@h1:5432,h2:5432/db" << pg << true;
    }
    void schemes() {
        QFETCH(QString, url);
        QFETCH(int, kind);
        QFETCH(bool, severalHosts);
        const std::optional<StoreKind> k = storeKindOf(url);
        QVERIFY(k.has_value());
        QCOMPARE(int(*k), kind);
        QCOMPARE(storeUrlHasSeveralHosts(url), severalHosts);
        // Every scheme the registry names is in its list, under the prefix the URL starts with.
        const std::optional<StoreScheme> scheme = storeSchemeOf(url);
        QVERIFY(scheme.has_value());
        QVERIFY(url.startsWith(scheme->prefix));
        QVERIFY(std::any_of(storeSchemes().begin(), storeSchemes().end(),
                            [&](const StoreScheme& s) { return s.prefix == scheme->prefix; }));
        // The text check: the backend's own parser where it is built, else a clear refusal.
        if (storeKindBuilt(*k)) {
            checkStoreUrl(url);
        } else {
            try {
                checkStoreUrl(url);
                QFAIL("a URL of a backend this build lacks was accepted");
            } catch (const Error& e) {
                QCOMPARE(e.kind(), ErrorKind::BadInput);
                QVERIFY2(e.message().contains(QStringLiteral("This build of IdemScope has no ") +
                                              storeKindName(*k)),
                         qPrintable(e.message()));
            }
        }
    }

    void everySchemeListedOnce() {
        QStringList prefixes;
        for (const StoreScheme& s : storeSchemes())
            prefixes << s.prefix.toString();
        QCOMPARE(
            prefixes,
            (QStringList{QStringLiteral("sqlite:"), QStringLiteral("redis://"),
                         QStringLiteral("rediss://"), QStringLiteral("redis+cluster://"),
                         QStringLiteral("rediss+cluster://"), QStringLiteral("redis+sentinel://"),
                         QStringLiteral("postgresql://"), QStringLiteral("postgres://")}));
    }

    void unknownSchemes() {
        for (const char* url : {"mysql://u@h/db", "http://127.0.0.1/", "", "sqlite", "redis",
                                "Redis://127.0.0.1", "/tmp/x.db"}) {
            const QString text = QString::fromLatin1(url);
            QVERIFY2(!storeKindOf(text), url);
            QVERIFY_THROWS_EXCEPTION(Error, checkStoreUrl(text));
            try {
                openStore(text);
                QFAIL("an unknown scheme opened");
            } catch (const Error& e) {
                QCOMPARE(e.kind(), ErrorKind::BadInput);
                QVERIFY(e.message().contains(supportedStoreUrls()));
            }
        }
        QVERIFY_THROWS_EXCEPTION(
            Error, checkStoreUrl(QStringLiteral("sqlite::memory:") + QString(5000, u'x')));
    }

    void names() {
        QCOMPARE(storeKindName(StoreKind::Sqlite), QStringLiteral("SQLite"));
        QCOMPARE(storeKindName(StoreKind::Redis), QStringLiteral("Redis"));
        QCOMPARE(storeKindName(StoreKind::Postgres), QStringLiteral("PostgreSQL"));
        // The ids are what StoreInfo::backend says: the SQLite store's own answer agrees.
        QCOMPARE(storeKindId(StoreKind::Sqlite),
                 openStore(QStringLiteral("sqlite::memory:"))->info().backend);
        QCOMPARE(storeKindId(StoreKind::Redis), QStringLiteral("redis"));
        QCOMPARE(storeKindId(StoreKind::Postgres), QStringLiteral("postgresql"));
        QVERIFY(storeKindBuilt(StoreKind::Sqlite));
        QCOMPARE(storeKindBuilt(StoreKind::Redis), bool(IDEM_WITH_REDIS));
        QCOMPARE(storeKindBuilt(StoreKind::Postgres), bool(IDEM_WITH_POSTGRES));
        QCOMPARE(supportedStoreUrls().contains(QStringLiteral("redis")), bool(IDEM_WITH_REDIS));
        QCOMPARE(supportedStoreUrls().contains(QStringLiteral("postgresql")),
                 bool(IDEM_WITH_POSTGRES));
    }

    void layoutsAndMemory() {
        QVERIFY(storeUrlHasSeedLayout(QStringLiteral("redis://127.0.0.1?layout=seed")));
        QVERIFY(storeUrlHasSeedLayout(
            QStringLiteral("redis+cluster://h1:7000,h2:7001?ns=a&layout=seed")));
        QVERIFY(!storeUrlHasSeedLayout(QStringLiteral("redis://127.0.0.1?layout=native")));
        QVERIFY(!storeUrlHasSeedLayout(QStringLiteral("redis://127.0.0.1")));
        // Only Redis has a seed layout option; PostgreSQL finds a seed table by itself.
        QVERIFY(!storeUrlHasSeedLayout(QStringLiteral("postgresql://h/db?layout=seed")));
        QVERIFY(storeUrlIsInMemory(QStringLiteral("sqlite::memory:")));
        QVERIFY(storeUrlIsInMemory(QStringLiteral("sqlite::memory:?busy_timeout=100")));
        QVERIFY(!storeUrlIsInMemory(QStringLiteral("sqlite:///tmp/memory.db")));
        const QString url = QStringLiteral("redis+cluster://u:pw@h1:7000,h2:7001/0?ns=x");
        const auto authority = storeUrlAuthority(url);
        QVERIFY(authority.has_value());
        QCOMPARE(url.mid(authority->first, authority->second - authority->first),
                 QStringLiteral("u:pw@h1:7000,h2:7001"));
        QVERIFY(!storeUrlAuthority(QStringLiteral("sqlite::memory:")));
    }

    /// QUrl::RemovePassword cannot read several hosts: it keeps the password (or the URL is
    /// invalid and shows nothing useful). The registry's redaction takes every secret out and
    /// keeps every host.
    void redactsMultiHostUrls_data() {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("redacted");
        QTest::newRow("redis cluster")
            << "redis+cluster://app:s3cret@10.0.0.1:7000,10.0.0.2:7001?ns=a"
            << "redis+cluster://app:***@10.0.0.1:7000,10.0.0.2:7001?ns=a";
        QTest::newRow("rediss cluster") << "rediss+cluster://:s3cret@h1:7000,h2:7001,h3:7002"
                                        << "rediss+cluster://:***@h1:7000,h2:7001,h3:7002";
        QTest::newRow("sentinel, both passwords")
            << "redis+sentinel://u:s3cret@s1:26379,s2:26379/mymaster?sentinel_password=s3cret2"
            << "redis+sentinel://u:***@s1:26379,s2:26379/mymaster?sentinel_password=***";
        QTest::newRow("postgresql two hosts")
            << "postgresql://app:s3cret@db1:5432,db2:5432/idem?sslpassword=s3cret2&table=t"
            << "postgresql://app:***@db1:5432,db2:5432/idem?sslpassword=***&table=t";
    }
    void redactsMultiHostUrls() {
        QFETCH(QString, url);
        QFETCH(QString, redacted);
        const QString byQUrl = QUrl(url).toString(QUrl::RemovePassword);
        QVERIFY2(byQUrl.contains(QStringLiteral("s3cret")) || byQUrl.isEmpty() ||
                     !byQUrl.contains(QStringLiteral("h2")) || !QUrl(url).isValid(),
                 "QUrl redacted a multi-host URL: this test's premise no longer holds");
        QCOMPARE(redactStoreUrl(url), redacted);
        QVERIFY(!redactStoreUrl(url).contains(QStringLiteral("s3cret")));
    }

    /// A URL of a backend this build lacks is refused before any connection is tried, with the
    /// option that would have built it named. In a default build both are built and open would
    /// try a server: only the disabled rows run.
    void disabledBackend() {
        const QList<std::pair<StoreKind, QString>> rows = {
            {StoreKind::Redis, QStringLiteral("redis://127.0.0.1:1")},
            {StoreKind::Postgres, QStringLiteral("postgresql://u@127.0.0.1:1/db")}};
        int disabled = 0;
        for (const auto& [kind, url] : rows) {
            if (storeKindBuilt(kind))
                continue;
            ++disabled;
            try {
                openStore(url);
                QFAIL("a store of a backend this build lacks opened");
            } catch (const Error& e) {
                QCOMPARE(e.kind(), ErrorKind::BadInput);
                QVERIFY2(e.message().contains(kind == StoreKind::Redis
                                                  ? QStringLiteral("IDEM_WITH_REDIS=OFF")
                                                  : QStringLiteral("IDEM_WITH_POSTGRES=OFF")),
                         qPrintable(e.message()));
            }
        }
        if (disabled == 0)
            QSKIP("This build has every backend (IDEM_WITH_REDIS and IDEM_WITH_POSTGRES on).");
    }
};

QTEST_GUILESS_MAIN(TestStoreRegistry)
#include "tst_storeregistry.moc"
