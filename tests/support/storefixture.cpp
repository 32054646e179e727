// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "support/storefixture.h"

#include "postgres/pgmigrate.h"
#include "store/backends.h"
#if IDEM_WITH_REDIS
#include "redis/connection.h"
#include "redis/redisurl.h"
#include "redis/scriptclient.h"
#endif
#include "sqlite/sqlitestore.h"
#include "token/generator.h"

#include <QRandomGenerator>
#include <QTest>
#include <QUrl>
#include <QUrlQuery>

namespace idem::test {

FreshStore::FreshStore(const QString& spec) {
    if (spec == QLatin1String("sqlite-file")) {
        QVERIFY2(m_dir.isValid(), "cannot create a temporary folder");
        m_sharedUrl = SqliteStore::urlForPath(m_dir.filePath(QStringLiteral("store.db")));
        m_store = openStore(m_sharedUrl);
    } else if (spec.startsWith(QLatin1String("redis"))) {
        openRedis(spec);
    } else if (spec == QLatin1String("postgres")) {
        openPostgres({});
    } else if (spec == QLatin1String("postgres-partitioned")) {
        // One-second partitions, five made ahead: the suites' short lapses fill partitions
        // that lie wholly in the past within seconds, so purges drop partitions as well as
        // delete rows, and tokens with longer retention land in the DEFAULT partition.
        pg::MigrateOptions options;
        options.partitioned = true;
        options.partitionSpan = std::chrono::seconds(1);
        options.partitionAhead = std::chrono::seconds(5);
        openPostgres(options);
    } else {
        m_store = openStore(spec);
    }
}

void FreshStore::openRedis(const QString& spec) {
#if !IDEM_WITH_REDIS
    Q_UNUSED(spec);
    m_skipped = true;
    QSKIP("This build has no Redis store (IDEM_WITH_REDIS=OFF).");
#else
    // spec -> the variable naming the server, and the layout.
    const char* variable = "IDEM_TEST_REDIS_URL";
    QString layout;
    if (spec == QLatin1String("redis-tls")) {
        variable = "IDEM_TEST_REDIS_TLS_URL";
    } else if (spec == QLatin1String("redis-acl")) {
        variable = "IDEM_TEST_REDIS_ACL_URL";
    } else if (spec == QLatin1String("redis-seed")) {
        layout = QStringLiteral("seed");
    } else if (spec == QLatin1String("redis-cluster")) {
        variable = "IDEM_TEST_REDIS_CLUSTER_URL";
    } else if (spec != QLatin1String("redis")) {
        QFAIL(qPrintable(QStringLiteral("unknown store spec: ") + spec));
    }
    const QString base = qEnvironmentVariable(variable);
    if (base.isEmpty()) {
        const QString why = QString::fromLatin1(variable) +
                            QStringLiteral(" is not set: no Redis server to test against "
                                           "(scripts/with-services.sh starts one)");
        if (qEnvironmentVariableIntValue("IDEM_REQUIRE_SERVICES") == 1)
            QFAIL(qPrintable(why + QStringLiteral(", and IDEM_REQUIRE_SERVICES=1")));
        m_skipped = true;
        QSKIP(qPrintable(why));
    }
    // A namespace of this object's own, under the configured one (an ACL user limited to
    // "idempotency:*" keys can run the suites too). The query is edited as text: QUrl cannot
    // hold the host lists of redis+cluster:// URLs.
    const redis::RedisUrl parsed = redis::RedisUrl::parse(base);
    const quint64 random = QRandomGenerator::global()->generate64();
    m_redisNamespace =
        parsed.ns + QStringLiteral(":t%1").arg(random, 16, 16, QLatin1Char('0'));
    const qsizetype q = base.indexOf(u'?');
    QStringList options;
    if (q >= 0) {
        for (const QString& option : base.mid(q + 1).split(u'&', Qt::SkipEmptyParts)) {
            if (!option.startsWith(QLatin1String("ns=")) &&
                !(option.startsWith(QLatin1String("layout=")) && !layout.isEmpty()))
                options << option;
        }
    }
    options << QStringLiteral("ns=") + m_redisNamespace;
    if (!layout.isEmpty())
        options << QStringLiteral("layout=") + layout;
    m_sharedUrl = (q >= 0 ? base.left(q) : base) + u'?' + options.join(u'&');
    m_store = openStore(m_sharedUrl);
#endif
}

/// A table of this object's own (t_<random hex>) in the database of $IDEM_TEST_PG_URL, migrated
/// (idemctl migrate's code) before the store opens it; dropped with its audit, stats and
/// schema-version tables in the destructor.
void FreshStore::openPostgres(const pg::MigrateOptions& options) {
#if !IDEM_WITH_POSTGRES
    Q_UNUSED(options);
    m_skipped = true;
    QSKIP("This build has no PostgreSQL store (IDEM_WITH_POSTGRES=OFF).");
#else
    const QString base = qEnvironmentVariable("IDEM_TEST_PG_URL");
    if (base.isEmpty()) {
        const QString why = QStringLiteral("IDEM_TEST_PG_URL is not set: no PostgreSQL server to "
                                           "test against (scripts/with-services.sh starts one)");
        if (qEnvironmentVariableIntValue("IDEM_REQUIRE_SERVICES") == 1)
            QFAIL(qPrintable(why + QStringLiteral(", and IDEM_REQUIRE_SERVICES=1")));
        m_skipped = true;
        QSKIP(qPrintable(why));
    }
    const quint64 random = QRandomGenerator::global()->generate64();
    const QString table = QStringLiteral("t_%1").arg(random, 16, 16, QLatin1Char('0'));
    QUrl url(base);
    QUrlQuery query(url);
    query.removeAllQueryItems(QStringLiteral("table"));
    query.addQueryItem(QStringLiteral("table"), table);
    url.setQuery(query);
    m_sharedUrl = url.toString(QUrl::FullyEncoded);
    m_pgUrl = m_sharedUrl;
    pg::migrate(m_sharedUrl, options);
    m_store = openStore(m_sharedUrl);
#endif
}

void FreshStore::dropRedisNamespace() {
    try {
        dropRedisKeys(m_sharedUrl, m_redisNamespace.toLatin1() + ":*");
    } catch (const Error& e) {
        qWarning("FreshStore: could not delete the Redis namespace %s: %s",
                 qPrintable(m_redisNamespace), e.what());
    }
}

qint64 dropRedisKeys(const QString& url, const QByteArray& pattern) {
#if !IDEM_WITH_REDIS
    Q_UNUSED(url);
    Q_UNUSED(pattern);
    throw Error(ErrorKind::Unavailable,
                QStringLiteral("This build has no Redis store (IDEM_WITH_REDIS=OFF)."));
#else
    redis::ScriptClient client(redis::RedisUrl::parse(url));
    client.serverVersion(); // learns the masters
    qint64 removed = 0;
    for (const redis::RedisNode& master : client.masters()) {
        QByteArray cursor("0");
        do {
            const redis::Reply r = client.commandOn(
                master, {QByteArrayLiteral("SCAN"), cursor, QByteArrayLiteral("MATCH"), pattern,
                         QByteArrayLiteral("COUNT"), QByteArrayLiteral("5000")});
            if (r.type != redis::Reply::Type::Array || r.elements.size() != 2)
                throw Error(ErrorKind::Internal,
                            QStringLiteral("SCAN failed: %1").arg(redis::serverText(r.string)));
            cursor = r.elements.at(0).string;
            QList<redis::Command> unlinks;
            for (const redis::Reply& k : r.elements.at(1).elements)
                unlinks.append({QByteArrayLiteral("UNLINK"), k.string});
            for (const redis::Reply& done : client.pipeline(unlinks))
                removed += redis::checked(done).integer;
        } while (cursor != "0");
    }
    return removed;
#endif
}

FreshStore::~FreshStore() {
    m_store.reset();
    if (!m_redisNamespace.isEmpty())
        dropRedisNamespace();
    if (!m_pgUrl.isEmpty()) {
        try {
#if IDEM_WITH_POSTGRES
            pg::dropTables(m_pgUrl);
#endif
        } catch (const Error& e) {
            qWarning("FreshStore: could not drop the PostgreSQL table: %s", e.what());
        }
    }
}

std::unique_ptr<TokenStore> FreshStore::openAnother() const {
    if (m_sharedUrl.isEmpty())
        return nullptr;
    return openStore(m_sharedUrl);
}

QString takeStoreSpec(int& argc, char** argv) {
    QString spec = QStringLiteral("sqlite-file");
    for (int i = 1; i + 1 < argc; ++i) {
        if (qstrcmp(argv[i], "-store") == 0) {
            spec = QString::fromLocal8Bit(argv[i + 1]);
            for (int j = i; j + 2 < argc; ++j)
                argv[j] = argv[j + 2];
            argc -= 2;
            break;
        }
    }
    return spec;
}

RequestIdentity testRequest(const QByteArray& body) {
    return RequestIdentity::of(QStringLiteral("POST"), QStringLiteral("/orders"), body);
}

Claim claimOf(const AcquireResult& a) {
    return {a.record.key, a.record.scope, a.record.owner, a.record.fence};
}

CompleteRequest completeReq(const AcquireResult& a, const QByteArray& body) {
    CompleteRequest c;
    c.claim = claimOf(a);
    c.response.status = 200;
    c.response.body = body;
    return c;
}

AcquireRequest acquireRequest(const QString& key, const QByteArray& body) {
    AcquireRequest r;
    r.key = key;
    r.request = testRequest(body);
    r.owner = TokenGenerator::owner();
    return r;
}

} // namespace idem::test
