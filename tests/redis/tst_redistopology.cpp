// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The pure parts of Redis Cluster and Sentinel routing (core/redis/topology.h): the slot of a
// key, the slot of a command, and the replies that describe where keys live. No server: the
// replies are built as the RESP parser would build them; tst_rediscluster checks the slots
// against CLUSTER KEYSLOT of a real cluster.
#include "base/errors.h"
#include "redis/topology.h"
#include "support/replies.h"

#include <QTest>

using namespace idem;
using namespace idem::redis;
using namespace idem::test;

namespace {

/// One CLUSTER SLOTS range: [start, end, [host, port, id], [replica host, port, id]].
Reply range(qint64 start, qint64 end, const QByteArray& host, qint64 port) {
    return array({integer(start), integer(end), array({bulk(host), integer(port), bulk("id")}),
                  array({bulk("10.0.0.9"), integer(7999), bulk("replica")})});
}

} // namespace

Q_DECLARE_METATYPE(idem::redis::Reply)

class Tst_redistopology : public QObject {
    Q_OBJECT

private slots:
    void crc16Check() {
        // The check value of CRC16/XMODEM, and the example of the Redis Cluster specification.
        QCOMPARE(crc16("123456789"), quint16(0x31C3));
        QCOMPARE(crc16(""), quint16(0));
    }

    void keySlots_data() {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<int>("slot");
        // Slots as CLUSTER KEYSLOT gives them (tst_rediscluster asks a real server too).
        QTest::newRow("foo") << QByteArray("foo") << 12182;
        QTest::newRow("bar") << QByteArray("bar") << 5061;
        QTest::newRow("hello") << QByteArray("hello") << 866;
        QTest::newRow("123456789") << QByteArray("123456789") << 12739;
        QTest::newRow("tag") << QByteArray("{user1000}.following") << 3443;
        QTest::newRow("same tag, other key") << QByteArray("{user1000}.followers") << 3443;
        QTest::newRow("bucket tag") << QByteArray("idempotency:{b00}:all") << 1741;
        QTest::newRow("bucket 15") << QByteArray("ns:{b15}:t:0::k") << 9561;
        QTest::newRow("first tag only") << QByteArray("x{bar}{foo}") << 5061;
        // The whole key when the tag is empty; "{bar" for the tag that starts with a brace.
        QTest::newRow("empty tag: whole key") << QByteArray("foo{}{bar}") << 8363;
        QTest::newRow("tag with a brace") << QByteArray("foo{{bar}}zap") << 4015;
        QTest::newRow("same tag") << QByteArray("{bar") << 4015;
        QTest::newRow("no closing brace") << QByteArray("foo{bar") << 15278;
    }
    void keySlots() {
        QFETCH(QByteArray, key);
        QFETCH(int, slot);
        QCOMPARE(redis::keySlot(key), slot);
        QVERIFY(slot >= 0 && slot < kSlotCount);
    }

    void commandSlot_data() {
        QTest::addColumn<Command>("command");
        QTest::addColumn<int>("slot");
        QTest::newRow("EVALSHA: first key")
            << Command{"EVALSHA", "abc", "2", "{b00}:x", "other"} << 1741;
        QTest::newRow("EVAL, lower case") << Command{"eval", "return 1", "1", "foo"} << 12182;
        QTest::newRow("EVALSHA without keys") << Command{"EVALSHA", "abc", "0", "arg"} << -1;
        QTest::newRow("HGETALL") << Command{"HGETALL", "bar"} << 5061;
        QTest::newRow("LRANGE") << Command{"LRANGE", "hello", "0", "9"} << 866;
        QTest::newRow("TIME") << Command{"TIME"} << -1;
        QTest::newRow("CONFIG GET") << Command{"CONFIG", "GET", "maxmemory-policy"} << -1;
        QTest::newRow("SCAN") << Command{"SCAN", "0", "MATCH", "foo"} << -1;
        QTest::newRow("CLUSTER SLOTS") << Command{"CLUSTER", "SLOTS"} << -1;
    }
    void commandSlot() {
        QFETCH(Command, command);
        QFETCH(int, slot);
        QCOMPARE(redis::commandSlot(command), slot);
    }

    void slotMap() {
        const RedisNode asked{QStringLiteral("127.0.0.1"), 7000};
        const Reply reply = array({range(0, 5460, "127.0.0.1", 7000), range(5461, 10922, "", 7001),
                                   range(10923, 16383, "?", 7002)});
        const SlotMap map = SlotMap::parse(reply, asked);
        QCOMPARE(map.masters.size(), 3);
        QCOMPARE(map.masterOf(0)->port, quint16(7000));
        QCOMPARE(map.masterOf(5460)->port, quint16(7000));
        QCOMPARE(map.masterOf(5461)->port, quint16(7001));
        // An empty or "?" host is the node that answered.
        QCOMPARE(map.masterOf(5461)->host, asked.host);
        QCOMPARE(map.masterOf(16383)->port, quint16(7002));
        QVERIFY(!map.masterOf(-1));
        QVERIFY(!map.masterOf(kSlotCount));
    }

    void slotMapGaps() {
        const SlotMap map =
            SlotMap::parse(array({range(0, 99, "10.0.0.1", 6379)}), RedisNode{});
        QVERIFY(map.masterOf(99));
        QVERIFY(!map.masterOf(100)); // no master: the cluster is incomplete
        SlotMap moved = map;
        moved.assign(100, RedisNode{QStringLiteral("10.0.0.2"), 6380});
        QCOMPARE(moved.masterOf(100)->host, QStringLiteral("10.0.0.2"));
        QCOMPARE(moved.masters.size(), 2);
        moved.assign(5, RedisNode{QStringLiteral("10.0.0.2"), 6380});
        QCOMPARE(moved.masters.size(), 2); // a known node is not added twice
        QCOMPARE(moved.masterOf(5)->port, quint16(6380));
    }

    void slotMapRefused_data() {
        QTest::addColumn<Reply>("reply");
        QTest::newRow("not an array") << bulk("slots");
        QTest::newRow("slot past the end") << array({range(0, 16384, "h", 1)});
        QTest::newRow("end before start") << array({range(10, 9, "h", 1)});
        QTest::newRow("negative start") << array({range(-1, 9, "h", 1)});
        QTest::newRow("port 0") << array({range(0, 9, "h", 0)});
        QTest::newRow("port too big") << array({range(0, 9, "h", 70000)});
        QTest::newRow("host with a space") << array({range(0, 9, "a b", 1)});
        QTest::newRow("no master") << array({array({integer(0), integer(9)})});
        QTest::newRow("host not a string")
            << array({array({integer(0), integer(9), array({integer(1), integer(2)})})});
    }
    void slotMapRefused() {
        QFETCH(Reply, reply);
        try {
            SlotMap::parse(reply, RedisNode{});
            QFAIL("accepted");
        } catch (const Error& e) {
            QCOMPARE(e.kind(), ErrorKind::Internal);
        }
    }

    void redirect_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("ask");
        QTest::addColumn<int>("slot");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::newRow("MOVED") << QByteArray("MOVED 3999 127.0.0.1:6381") << false << 3999
                               << QStringLiteral("127.0.0.1") << 6381;
        QTest::newRow("ASK") << QByteArray("ASK 1741 10.1.2.3:7002") << true << 1741
                             << QStringLiteral("10.1.2.3") << 7002;
        QTest::newRow("unknown endpoint: the node that replied")
            << QByteArray("MOVED 1 :7005") << false << 1 << QStringLiteral("192.0.2.1") << 7005;
        QTest::newRow("IPv6") << QByteArray("MOVED 2 [::1]:7000") << false << 2
                              << QStringLiteral("::1") << 7000;
    }
    void redirect() {
        QFETCH(QByteArray, text);
        QFETCH(bool, ask);
        QFETCH(int, slot);
        QFETCH(QString, host);
        QFETCH(int, port);
        const auto r = redirectOf(error(text), RedisNode{QStringLiteral("192.0.2.1"), 6379});
        QVERIFY(r);
        QCOMPARE(r->ask, ask);
        QCOMPARE(r->slot, slot);
        QCOMPARE(r->node.host, host);
        QCOMPARE(int(r->node.port), port);
    }

    void notRedirect_data() {
        QTest::addColumn<Reply>("reply");
        QTest::newRow("other error") << error("ERR unknown command");
        QTest::newRow("TRYAGAIN") << error("TRYAGAIN Multiple keys request during rehashing");
        QTest::newRow("a string") << bulk("MOVED 1 h:1");
        QTest::newRow("MOVED with words")
            << error("MOVEDX something else"); // not "MOVED <slot> <address>"
    }
    void notRedirect() {
        QFETCH(Reply, reply);
        QVERIFY(!redirectOf(reply, RedisNode{}));
    }

    void brokenRedirect_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("slot too big") << QByteArray("MOVED 16384 h:1");
        QTest::newRow("no port") << QByteArray("MOVED 1 hostonly");
        QTest::newRow("port 0") << QByteArray("ASK 1 h:0");
        QTest::newRow("slot word") << QByteArray("ASK one h:1");
    }
    void brokenRedirect() {
        QFETCH(QByteArray, text);
        try {
            redirectOf(error(text), RedisNode{});
            QFAIL("accepted");
        } catch (const Error& e) {
            QCOMPARE(e.kind(), ErrorKind::Internal);
        }
    }

    void sentinelMaster() {
        const auto node = sentinelMasterOf(array({bulk("127.0.0.1"), bulk("6380")}));
        QVERIFY(node);
        QCOMPARE(node->host, QStringLiteral("127.0.0.1"));
        QCOMPARE(node->port, quint16(6380));
        QVERIFY(!sentinelMasterOf(Reply{})); // nil: the sentinel does not know the name
        try {
            sentinelMasterOf(array({bulk("127.0.0.1"), bulk("port")}));
            QFAIL("accepted");
        } catch (const Error& e) {
            QCOMPARE(e.kind(), ErrorKind::Internal);
        }
    }

    void role() {
        QVERIFY(isMasterRole(array({bulk("master"), integer(0), array({})})));
        QVERIFY(!isMasterRole(array({bulk("slave"), bulk("127.0.0.1"), integer(6379)})));
        QVERIFY(!isMasterRole(error("NOPERM")));
    }
};

QTEST_APPLESS_MAIN(Tst_redistopology)
#include "tst_redistopology.moc"
