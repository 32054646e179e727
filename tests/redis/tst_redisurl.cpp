// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Redis store URLs (core/redis/redisurl.h): what is accepted, what is refused with BadInput, and
// that no message or redacted form ever shows a password.
#include "base/errors.h"
#include "redis/redisurl.h"

#include <QTest>

using namespace idem;
using namespace idem::redis;
using namespace std::chrono_literals;

class Tst_redisurl : public QObject {
    Q_OBJECT

private slots:
    void defaults() {
        const RedisUrl url = RedisUrl::parse(QStringLiteral("redis://localhost"));
        QCOMPARE(url.host, QStringLiteral("localhost"));
        QCOMPARE(url.port, quint16(6379));
        QCOMPARE(url.db, 0);
        QVERIFY(url.user.isEmpty());
        QVERIFY(url.password.isEmpty());
        QCOMPARE(url.ns, QStringLiteral("idempotency"));
        QCOMPARE(url.layout, Layout::Native);
        QVERIFY(!url.tls);
        QVERIFY(url.verifyPeer);
        QCOMPARE(url.connectTimeout, 5000ms);
        QCOMPARE(url.commandTimeout, 5000ms);
    }

    void everything() {
        const RedisUrl url = RedisUrl::parse(QStringLiteral(
            "rediss://app%40corp:p%40ss%3Aw%2Frd@redis.example.com:6380/7?ns=idem:prod-1"
            "&layout=seed&cacert=%2Fetc%2Fca%20file.pem&cert=c.pem&key=k.pem&sni=redis.internal"
            "&verify=false&connect_timeout=1500ms&timeout=2s"));
        QCOMPARE(url.user, QStringLiteral("app@corp"));
        QCOMPARE(url.password, QStringLiteral("p@ss:w/rd"));
        QCOMPARE(url.host, QStringLiteral("redis.example.com"));
        QCOMPARE(url.port, quint16(6380));
        QCOMPARE(url.db, 7);
        QCOMPARE(url.ns, QStringLiteral("idem:prod-1"));
        QCOMPARE(url.layout, Layout::Seed);
        QVERIFY(url.tls);
        QVERIFY(!url.verifyPeer);
        QCOMPARE(url.caCertFile, QStringLiteral("/etc/ca file.pem"));
        QCOMPARE(url.certFile, QStringLiteral("c.pem"));
        QCOMPARE(url.keyFile, QStringLiteral("k.pem"));
        QCOMPARE(url.sni, QStringLiteral("redis.internal"));
        QCOMPARE(url.connectTimeout, 1500ms);
        QCOMPARE(url.commandTimeout, 2000ms);
    }

    void valid_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<int>("db");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("password");
        QTest::newRow("ipv4") << QStringLiteral("redis://127.0.0.1:6390")
                              << QStringLiteral("127.0.0.1") << 6390 << 0 << QString() << QString();
        QTest::newRow("ipv6") << QStringLiteral("redis://[::1]:7000/3") << QStringLiteral("::1")
                              << 7000 << 3 << QString() << QString();
        QTest::newRow("ipv6 without port")
            << QStringLiteral("redis://[fe80::1]") << QStringLiteral("fe80::1") << 6379 << 0
            << QString() << QString();
        QTest::newRow("password only") << QStringLiteral("redis://:secret@h") << QStringLiteral("h")
                                       << 6379 << 0 << QString() << QStringLiteral("secret");
        QTest::newRow("user only") << QStringLiteral("redis://alice@h") << QStringLiteral("h")
                                   << 6379 << 0 << QStringLiteral("alice") << QString();
        QTest::newRow("user and password")
            << QStringLiteral("redis://alice:s3cret@h:1/15") << QStringLiteral("h") << 1 << 15
            << QStringLiteral("alice") << QStringLiteral("s3cret");
        QTest::newRow("raw @ in password, last @ splits")
            << QStringLiteral("redis://alice:a@b@h") << QStringLiteral("h") << 6379 << 0
            << QStringLiteral("alice") << QStringLiteral("a@b");
        QTest::newRow("colon in password")
            << QStringLiteral("redis://alice:a:b@h") << QStringLiteral("h") << 6379 << 0
            << QStringLiteral("alice") << QStringLiteral("a:b");
        QTest::newRow("utf-8 password escaped")
            << QStringLiteral("redis://:%C3%A9t%C3%A9@h") << QStringLiteral("h") << 6379 << 0
            << QString() << QStringLiteral("\u00e9t\u00e9");
        QTest::newRow("control character in password, escaped")
            << QStringLiteral("redis://:a%0Ab@h") << QStringLiteral("h") << 6379 << 0 << QString()
            << QStringLiteral("a\nb");
        QTest::newRow("port 65535") << QStringLiteral("redis://h:65535") << QStringLiteral("h")
                                    << 65535 << 0 << QString() << QString();
        QTest::newRow("db 0 explicit") << QStringLiteral("redis://h/0") << QStringLiteral("h")
                                       << 6379 << 0 << QString() << QString();
        QTest::newRow("trailing slash") << QStringLiteral("redis://h/") << QStringLiteral("h")
                                        << 6379 << 0 << QString() << QString();
        QTest::newRow("empty query") << QStringLiteral("redis://h?") << QStringLiteral("h") << 6379
                                     << 0 << QString() << QString();
        QTest::newRow("underscore host (containers)")
            << QStringLiteral("redis://redis_1:6379") << QStringLiteral("redis_1") << 6379 << 0
            << QString() << QString();
    }
    void valid() {
        QFETCH(QString, text);
        QFETCH(QString, host);
        QFETCH(int, port);
        QFETCH(int, db);
        QFETCH(QString, user);
        QFETCH(QString, password);
        const RedisUrl url = RedisUrl::parse(text);
        QCOMPARE(url.host, host);
        QCOMPARE(int(url.port), port);
        QCOMPARE(url.db, db);
        QCOMPARE(url.user, user);
        QCOMPARE(url.password, password);
    }

    // redis+cluster:// and redis+sentinel:// (issue 9): the node lists, the master name, and
    // the options only Sentinel has.
    void topologies_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("topology");
        QTest::addColumn<QString>("nodes");
        QTest::addColumn<QString>("master");
        QTest::addColumn<int>("db");
        QTest::addColumn<bool>("tls");
        QTest::newRow("one seed") << QStringLiteral("redis+cluster://10.0.0.1:7000")
                                  << int(Topology::Cluster) << QStringLiteral("10.0.0.1:7000")
                                  << QString() << 0 << false;
        QTest::newRow("three seeds, default port")
            << QStringLiteral("redis+cluster://a:7000,b,[::1]:7002?ns=x&timeout=2s")
            << int(Topology::Cluster) << QStringLiteral("a:7000 b:6379 [::1]:7002") << QString()
            << 0 << false;
        QTest::newRow("cluster over TLS")
            << QStringLiteral("rediss+cluster://u:p@h1:7000,h2:7000?cacert=ca.pem")
            << int(Topology::Cluster) << QStringLiteral("h1:7000 h2:7000") << QString() << 0
            << true;
        QTest::newRow("cluster, db 0 explicit")
            << QStringLiteral("redis+cluster://h:1/0") << int(Topology::Cluster)
            << QStringLiteral("h:1") << QString() << 0 << false;
        QTest::newRow("sentinels")
            << QStringLiteral("redis+sentinel://s1:26379,s2:26380/mymaster")
            << int(Topology::Sentinel) << QStringLiteral("s1:26379 s2:26380")
            << QStringLiteral("mymaster") << 0 << false;
        QTest::newRow("sentinel, default port, db, auth")
            << QStringLiteral("redis+sentinel://app:pw@s1/orders-main.1?db=3&sentinel_password=x"
                              "&sentinel_user=watch")
            << int(Topology::Sentinel) << QStringLiteral("s1:26379")
            << QStringLiteral("orders-main.1") << 3 << false;
    }
    void topologies() {
        QFETCH(QString, text);
        QFETCH(int, topology);
        QFETCH(QString, nodes);
        QFETCH(QString, master);
        QFETCH(int, db);
        QFETCH(bool, tls);
        const RedisUrl url = RedisUrl::parse(text);
        QCOMPARE(int(url.topology), topology);
        QStringList seen;
        for (const RedisNode& n : url.nodes)
            seen << n.text();
        QCOMPARE(seen.join(u' '), nodes);
        QCOMPARE(url.host, url.nodes.constFirst().host);
        QCOMPARE(url.port, url.nodes.constFirst().port);
        QCOMPARE(url.masterName, master);
        QCOMPARE(url.db, db);
        QCOMPARE(url.tls, tls);
        // A data node's URL keeps the data credentials; a sentinel's has its own.
        const RedisUrl node = url.forNode(RedisNode{QStringLiteral("n"), 1});
        QCOMPARE(node.topology, Topology::Single);
        QCOMPARE(node.host, QStringLiteral("n"));
        QCOMPARE(node.user, url.user);
        QCOMPARE(node.db, url.db);
        const RedisUrl sentinel = url.forSentinel(url.nodes.constFirst());
        QCOMPARE(sentinel.user, url.sentinelUser);
        QCOMPARE(sentinel.password, url.sentinelPassword);
        QCOMPARE(sentinel.db, 0);
    }

    void invalid_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("mentions"); // a word the message must contain
        QTest::newRow("empty") << QString() << QStringLiteral("redis://");
        QTest::newRow("http") << QStringLiteral("http://h") << QStringLiteral("redis://");
        QTest::newRow("upper-case scheme")
            << QStringLiteral("REDIS://h") << QStringLiteral("redis://");
        QTest::newRow("no //") << QStringLiteral("redis:h") << QStringLiteral("redis://");
        QTest::newRow("unix socket")
            << QStringLiteral("unix:///tmp/redis.sock") << QStringLiteral("redis://");
        QTest::newRow("no host") << QStringLiteral("redis://") << QStringLiteral("host");
        QTest::newRow("no host, port only")
            << QStringLiteral("redis://:6379") << QStringLiteral("host");
        QTest::newRow("bad host") << QStringLiteral("redis://ho$t") << QStringLiteral("host");
        QTest::newRow("host with dot dot")
            << QStringLiteral("redis://a..b") << QStringLiteral("host");
        QTest::newRow("bare ipv6") << QStringLiteral("redis://::1") << QStringLiteral("host");
        QTest::newRow("unclosed bracket")
            << QStringLiteral("redis://[::1:6379") << QStringLiteral("]");
        QTest::newRow("ipv4 in brackets")
            << QStringLiteral("redis://[127.0.0.1]") << QStringLiteral("IPv6");
        QTest::newRow("junk after bracket")
            << QStringLiteral("redis://[::1]x") << QStringLiteral("port");
        QTest::newRow("empty port") << QStringLiteral("redis://h:") << QStringLiteral("port");
        QTest::newRow("port 0") << QStringLiteral("redis://h:0") << QStringLiteral("port");
        QTest::newRow("port 65536") << QStringLiteral("redis://h:65536") << QStringLiteral("port");
        QTest::newRow("port 99999999999")
            << QStringLiteral("redis://h:99999999999") << QStringLiteral("port");
        QTest::newRow("negative port") << QStringLiteral("redis://h:-1") << QStringLiteral("port");
        QTest::newRow("port with sign")
            << QStringLiteral("redis://h:+80") << QStringLiteral("port");
        QTest::newRow("port letters") << QStringLiteral("redis://h:abc") << QStringLiteral("port");
        QTest::newRow("db 16") << QStringLiteral("redis://h/16") << QStringLiteral("database");
        QTest::newRow("db -1") << QStringLiteral("redis://h/-1") << QStringLiteral("database");
        QTest::newRow("db word") << QStringLiteral("redis://h/zero") << QStringLiteral("database");
        QTest::newRow("db 001") << QStringLiteral("redis://h/001") << QStringLiteral("database");
        QTest::newRow("deeper path")
            << QStringLiteral("redis://h/1/2") << QStringLiteral("database");
        QTest::newRow("fragment") << QStringLiteral("redis://h#x") << QStringLiteral("fragment");
        QTest::newRow("space") << QStringLiteral("redis://h x") << QStringLiteral("space");
        QTest::newRow("newline") << QStringLiteral("redis://h\n") << QStringLiteral("control");
        QTest::newRow("NUL") << (QStringLiteral("redis://h") + QChar(u'\0'))
                             << QStringLiteral("control");
        QTest::newRow("broken escape in password")
            << QStringLiteral("redis://:%zz@h") << QStringLiteral("password");
        QTest::newRow("truncated escape in password")
            << QStringLiteral("redis://:ab%4@h") << QStringLiteral("password");
        QTest::newRow("invalid utf-8 in password")
            << QStringLiteral("redis://:%FF@h") << QStringLiteral("password");
        QTest::newRow("control in user")
            << QStringLiteral("redis://a%0Ab:p@h") << QStringLiteral("user");
        QTest::newRow("bare @") << QStringLiteral("redis://@h") << QStringLiteral("@");
        QTest::newRow("unknown option")
            << QStringLiteral("redis://h?dbs=2") << QStringLiteral("unknown");
        QTest::newRow("db option on redis://")
            << QStringLiteral("redis://h?db=2") << QStringLiteral("redis+sentinel://");
        QTest::newRow("unknown option, hostile name")
            << QStringLiteral("redis://h?%3Cscript%3E=1") << QStringLiteral("unknown");
        QTest::newRow("option without value")
            << QStringLiteral("redis://h?ns") << QStringLiteral("=value");
        QTest::newRow("option twice")
            << QStringLiteral("redis://h?ns=a&ns=b") << QStringLiteral("twice");
        QTest::newRow("empty option")
            << QStringLiteral("redis://h?ns=a&&layout=seed") << QStringLiteral("empty");
        QTest::newRow("trailing &") << QStringLiteral("redis://h?ns=a&") << QStringLiteral("empty");
        QTest::newRow("ns empty") << QStringLiteral("redis://h?ns=") << QStringLiteral("ns");
        QTest::newRow("ns with space")
            << QStringLiteral("redis://h?ns=a%20b") << QStringLiteral("ns");
        QTest::newRow("ns with braces")
            << QStringLiteral("redis://h?ns=%7Ba%7D") << QStringLiteral("ns");
        QTest::newRow("ns too long")
            << (QStringLiteral("redis://h?ns=") + QString(65, u'a')) << QStringLiteral("ns");
        QTest::newRow("layout unknown")
            << QStringLiteral("redis://h?layout=flat") << QStringLiteral("layout");
        QTest::newRow("layout upper-case")
            << QStringLiteral("redis://h?layout=Native") << QStringLiteral("layout");
        QTest::newRow("verify yes")
            << QStringLiteral("rediss://h?verify=yes") << QStringLiteral("verify");
        QTest::newRow("verify on plain redis")
            << QStringLiteral("redis://h?verify=false") << QStringLiteral("rediss://");
        QTest::newRow("cacert on plain redis")
            << QStringLiteral("redis://h?cacert=ca.pem") << QStringLiteral("rediss://");
        QTest::newRow("cacert empty")
            << QStringLiteral("rediss://h?cacert=") << QStringLiteral("empty");
        QTest::newRow("cert without key")
            << QStringLiteral("rediss://h?cert=c.pem") << QStringLiteral("both");
        QTest::newRow("key without cert")
            << QStringLiteral("rediss://h?key=k.pem") << QStringLiteral("both");
        QTest::newRow("sni not a host")
            << QStringLiteral("rediss://h?sni=a%20b") << QStringLiteral("sni");
        QTest::newRow("timeout bare number")
            << QStringLiteral("redis://h?timeout=5") << QStringLiteral("timeout");
        QTest::newRow("timeout zero")
            << QStringLiteral("redis://h?timeout=0s") << QStringLiteral("timeout");
        QTest::newRow("timeout negative")
            << QStringLiteral("redis://h?timeout=-1s") << QStringLiteral("timeout");
        QTest::newRow("connect_timeout garbage") << QStringLiteral("redis://h?connect_timeout=soon")
                                                 << QStringLiteral("connect_timeout");
        QTest::newRow("control in option value")
            << QStringLiteral("rediss://h?cacert=a%0Ab") << QStringLiteral("control");
        QTest::newRow("too long") << (QStringLiteral("redis://h?ns=") + QString(5000, u'a'))
                                  << QStringLiteral("4096");
        QTest::newRow("two hosts on redis://")
            << QStringLiteral("redis://a:1,b:2") << QStringLiteral("redis+cluster://");
        QTest::newRow("cluster without nodes")
            << QStringLiteral("redis+cluster://") << QStringLiteral("host");
        QTest::newRow("cluster, empty node")
            << QStringLiteral("redis+cluster://a:1,,b:2") << QStringLiteral("between commas");
        QTest::newRow("cluster, trailing comma")
            << QStringLiteral("redis+cluster://a:1,") << QStringLiteral("between commas");
        QTest::newRow("cluster, node twice")
            << QStringLiteral("redis+cluster://a:1,a:1") << QStringLiteral("twice");
        QTest::newRow("cluster, bad port")
            << QStringLiteral("redis+cluster://a:1,b:0") << QStringLiteral("port");
        QTest::newRow("cluster, db 1")
            << QStringLiteral("redis+cluster://a:1/1") << QStringLiteral("database 0");
        QTest::newRow("cluster, seed layout")
            << QStringLiteral("redis+cluster://a:1?layout=seed") << QStringLiteral("layout=seed");
        QTest::newRow("cluster, db option")
            << QStringLiteral("redis+cluster://a:1?db=1") << QStringLiteral("redis+sentinel://");
        QTest::newRow("sentinel without master name")
            << QStringLiteral("redis+sentinel://s1:26379") << QStringLiteral("master's name");
        QTest::newRow("sentinel, master name with a slash")
            << QStringLiteral("redis+sentinel://s1/a/b") << QStringLiteral("master's name");
        QTest::newRow("sentinel, db 16")
            << QStringLiteral("redis+sentinel://s1/m?db=16") << QStringLiteral("db");
        QTest::newRow("sentinel, TLS option")
            << QStringLiteral("redis+sentinel://s1/m?cacert=a") << QStringLiteral("rediss://");
        QTest::newRow("sentinel_user on redis://")
            << QStringLiteral("redis://h?sentinel_user=a") << QStringLiteral("redis+sentinel://");
        QTest::newRow("sentinel, empty sentinel_password")
            << QStringLiteral("redis+sentinel://s1/m?sentinel_password=")
            << QStringLiteral("empty");
        QTest::newRow("sentinel over TLS")
            << QStringLiteral("rediss+sentinel://s1/m") << QStringLiteral("redis+sentinel://");
    }
    void invalid() {
        QFETCH(QString, text);
        QFETCH(QString, mentions);
        try {
            RedisUrl::parse(text);
            QFAIL("accepted");
        } catch (const Error& e) {
            QCOMPARE(e.kind(), ErrorKind::BadInput);
            QVERIFY2(e.message().contains(mentions), qPrintable(e.message()));
            // One plain sentence: printable, no echo of the input's odd parts.
            for (const QChar c : e.message())
                QVERIFY2(c.unicode() >= 0x20 && c.unicode() < 0x7f, qPrintable(e.message()));
            QVERIFY(!e.message().contains(QLatin1String("<script>")));
        }
    }

    // A password never appears in an error message, whatever else is wrong.
    void passwordNeverEchoed_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("bad port") << QStringLiteral("redis://u:hunter2@h:0");
        QTest::newRow("bad db") << QStringLiteral("redis://u:hunter2@h/99");
        QTest::newRow("bad option") << QStringLiteral("redis://u:hunter2@h?hunter2=hunter2");
        QTest::newRow("bad option value") << QStringLiteral("redis://u:hunter2@h?ns=hunter2!");
        QTest::newRow("bad host") << QStringLiteral("redis://u:hunter2@hunter2!");
        QTest::newRow("bad escape after password") << QStringLiteral("redis://u:hunter2%@h");
        QTest::newRow("cluster, bad node")
            << QStringLiteral("redis+cluster://u:hunter2@h:1,hunter2!");
        QTest::newRow("sentinel password, bad option")
            << QStringLiteral("redis+sentinel://s/m?sentinel_password=hunter2&hunter2=1");
    }
    void passwordNeverEchoed() {
        QFETCH(QString, text);
        try {
            RedisUrl::parse(text);
            QFAIL("accepted");
        } catch (const Error& e) {
            QCOMPARE(e.kind(), ErrorKind::BadInput);
            QVERIFY2(!e.message().contains(QLatin1String("hunter2")), qPrintable(e.message()));
        }
    }

    void redacted_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << QStringLiteral("redis://h") << QStringLiteral("redis://h:6379");
        QTest::newRow("password") << QStringLiteral("redis://:hunter2@h:1/2")
                                  << QStringLiteral("redis://:***@h:1/2");
        QTest::newRow("user and password") << QStringLiteral("redis://app%40corp:hunter2@h")
                                           << QStringLiteral("redis://app%40corp:***@h:6379");
        QTest::newRow("user only")
            << QStringLiteral("redis://alice@h") << QStringLiteral("redis://alice@h:6379");
        QTest::newRow("ipv6") << QStringLiteral("redis://[::1]:7000")
                              << QStringLiteral("redis://[::1]:7000");
        QTest::newRow("options") << QStringLiteral("rediss://h?verify=false&ns=x&timeout=90s"
                                                   "&layout=seed&cacert=a%20b.pem")
                                 << QStringLiteral("rediss://h:6379?ns=x&layout=seed&cacert=a%20b"
                                                   ".pem&verify=false&timeout=1m30s");
        QTest::newRow("cluster") << QStringLiteral("redis+cluster://:hunter2@a:7000,b?ns=x")
                                 << QStringLiteral("redis+cluster://:***@a:7000,b:6379?ns=x");
        QTest::newRow("sentinel")
            << QStringLiteral("redis+sentinel://u:hunter2@s1,s2:26380/mymaster?db=2"
                              "&sentinel_password=hunter2")
            << QStringLiteral("redis+sentinel://u:***@s1:26379,s2:26380/mymaster?db=2"
                              "&sentinel_password=***");
    }
    void redacted() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const RedisUrl url = RedisUrl::parse(text);
        QCOMPARE(url.redacted(), expected);
        QVERIFY(!url.redacted().contains(QLatin1String("hunter2")));
        // The redacted form parses again to the same place (without the password).
        const RedisUrl again =
            RedisUrl::parse(url.redacted().replace(QLatin1String(":***@"), QLatin1String(":x@")));
        QCOMPARE(again.host, url.host);
        QCOMPARE(again.port, url.port);
        QCOMPARE(again.db, url.db);
        QCOMPARE(again.user, url.user);
        QCOMPARE(again.ns, url.ns);
        QCOMPARE(again.layout, url.layout);
        QCOMPARE(again.caCertFile, url.caCertFile);
        QCOMPARE(again.verifyPeer, url.verifyPeer);
        QCOMPARE(again.commandTimeout, url.commandTimeout);
        QCOMPARE(again.topology, url.topology);
        QCOMPARE(again.nodes, url.nodes);
        QCOMPARE(again.masterName, url.masterName);
    }
};

QTEST_APPLESS_MAIN(Tst_redisurl)
#include "tst_redisurl.moc"
