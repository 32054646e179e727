// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The Redis store through Redis Sentinel (issue 9), against servers of the suite's own on
// loopback (temporary folders, killed with the suite): a master, one replica and three
// sentinels monitoring them as "mymaster".
// - discovery: redis+sentinel:// finds the master, writes land there; a name no sentinel
//   monitors, or sentinels that are all down, give Unavailable saying so;
// - failover: after SENTINEL FAILOVER the same store object (its connection to the old master
//   killed by Sentinel's reconfiguration) finds the new master and keeps working, and what was
//   replicated before the failover is still there.
// Skipped when redis-server is missing, failed instead when IDEM_REQUIRE_SERVICES=1.

#include "base/errors.h"
#include "redis/connection.h"
#include "redis/redisurl.h"
#include "store/tokenstore.h"
#include "support/ownredis.h"
#include "support/storefixture.h"

#include <QRandomGenerator>
#include <QTest>
#include <memory>
#include <vector>

using namespace idem;
using idem::redis::Reply;
using idem::test::acquireRequest;
using idem::test::completeReq;
using idem::test::errorOf;
using idem::test::freePort;
using idem::test::OwnRedis;
using idem::test::servicesRequired;

class Tst_redissentinel : public QObject {
    Q_OBJECT

    std::unique_ptr<OwnRedis> m_master;
    std::unique_ptr<OwnRedis> m_replica;
    std::vector<std::unique_ptr<OwnRedis>> m_sentinels;

    QString sentinelList() const {
        QStringList out;
        for (const auto& s : m_sentinels)
            out << QStringLiteral("127.0.0.1:%1").arg(s->port());
        return out.join(u',');
    }
    QString url(const QString& ns, const QString& master = QStringLiteral("mymaster")) const {
        return QStringLiteral("redis+sentinel://%1/%2?ns=%3&connect_timeout=5s")
            .arg(sentinelList(), master, ns);
    }
    static QString freshNamespace() {
        return QStringLiteral("idempotency:s%1")
            .arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0'));
    }
    /// The master's port as sentinel `i` names it, 0 when it does not answer.
    quint16 namedMaster(int i) const {
        try {
            const Reply r = m_sentinels.at(std::size_t(i))->admin()->command(
                {"SENTINEL", "GET-MASTER-ADDR-BY-NAME", "mymaster"});
            return r.elements.size() == 2 ? quint16(r.elements.at(1).string.toUInt()) : 0;
        } catch (const Error&) {
            return 0;
        }
    }
    static QByteArray roleOf(const OwnRedis& server) {
        try {
            const Reply r = server.admin()->command({"ROLE"});
            return r.elements.isEmpty() ? QByteArray() : r.elements.constFirst().string;
        } catch (const Error&) {
            return {};
        }
    }
    /// True when sentinel 0 knows the replica and sees it healthy (a failover needs one).
    bool replicaKnown() const {
        try {
            const Reply r =
                m_sentinels.front()->admin()->command({"SENTINEL", "REPLICAS", "mymaster"});
            if (r.elements.isEmpty())
                return false;
            const QList<Reply>& fields = r.elements.constFirst().elements;
            for (qsizetype i = 0; i + 1 < fields.size(); i += 2) {
                if (fields[i].string == "flags")
                    return fields[i + 1].string == "slave";
            }
        } catch (const Error&) {
        }
        return false;
    }
    bool replicaInSync() const {
        try {
            const Reply r = m_replica->admin()->command({"INFO", "replication"});
            return r.string.contains("master_link_status:up");
        } catch (const Error&) {
            return false;
        }
    }

private slots:
    void initTestCase() {
        if (idem::test::redisServerPath().isEmpty()) {
            if (servicesRequired())
                QFAIL("missing: redis-server (IDEM_REQUIRE_SERVICES=1)");
            QSKIP("missing: redis-server");
        }
        m_master = std::make_unique<OwnRedis>();
        QVERIFY2(m_master->start(), qPrintable(m_master->log()));
        m_replica = std::make_unique<OwnRedis>(QStringList{
            QStringLiteral("--replicaof"), QStringLiteral("127.0.0.1"),
            QString::number(m_master->port())});
        QVERIFY2(m_replica->start(), qPrintable(m_replica->log()));
        QTRY_VERIFY_WITH_TIMEOUT(replicaInSync(), 20000);
        const QByteArray config = "sentinel monitor mymaster 127.0.0.1 " +
                                  QByteArray::number(m_master->port()) +
                                  " 2\n"
                                  "sentinel down-after-milliseconds mymaster 2000\n"
                                  "sentinel failover-timeout mymaster 10000\n";
        for (int i = 0; i < 3; ++i) {
            auto s = std::make_unique<OwnRedis>(QStringList{QStringLiteral("--sentinel")}, false,
                                                config);
            QVERIFY2(s->start(), qPrintable(s->log()));
            m_sentinels.push_back(std::move(s));
        }
        QTRY_VERIFY_WITH_TIMEOUT(namedMaster(0) == m_master->port(), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(replicaKnown(), 30000);
    }

    void discoversMaster() {
        const QString ns = freshNamespace();
        const auto store = openStore(url(ns));
        QVERIFY2(store->info().location.startsWith(QLatin1String("redis+sentinel://")),
                 qPrintable(store->info().location));
        QVERIFY2(store->info().location.endsWith(QStringLiteral("/mymaster?ns=") + ns),
                 qPrintable(store->info().location));
        const AcquireResult a = store->acquire(acquireRequest(QStringLiteral("s-1")));
        QCOMPARE(a.outcome, AcquireOutcome::Acquired);
        QCOMPARE(store->complete(completeReq(a, "ok")).state, State::Completed);
        // It is on the master (the replica only follows).
        const QByteArray pattern = ns.toLatin1() + ":*";
        const Reply keys = m_master->admin()->command({"KEYS", pattern});
        QVERIFY(!keys.elements.isEmpty());
    }

    void refusals_data() {
        QTest::addColumn<bool>("deadSentinels");
        QTest::addColumn<QString>("master");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("unknown master name")
            << false << QStringLiteral("nosuch") << QStringLiteral("does not monitor nosuch");
        QTest::newRow("every sentinel down")
            << true << QStringLiteral("mymaster") << QStringLiteral("No sentinel");
    }
    void refusals() {
        QFETCH(bool, deadSentinels);
        QFETCH(QString, master);
        QFETCH(QString, mentions);
        const QString target =
            deadSentinels ? QStringLiteral("redis+sentinel://127.0.0.1:%1,127.0.0.1:%2/%3"
                                           "?connect_timeout=1s")
                                .arg(freePort())
                                .arg(freePort())
                                .arg(master)
                          : url(freshNamespace(), master);
        const Error e = errorOf([&] {
            const auto store = openStore(target);
            store->acquire(acquireRequest(QStringLiteral("never")));
        });
        QCOMPARE(e.kind(), ErrorKind::Unavailable);
        QVERIFY2(e.message().contains(mentions), qPrintable(e.message()));
    }

    // Last: the master changes.
    void survivesFailover() {
        const QString ns = freshNamespace();
        const auto store = openStore(url(ns));
        std::vector<AcquireResult> before;
        for (int i = 0; i < 20; ++i) {
            const AcquireResult a =
                store->acquire(acquireRequest(QStringLiteral("before-%1").arg(i)));
            QCOMPARE(a.outcome, AcquireOutcome::Acquired);
            before.push_back(a);
        }
        // Replicated before the failover, so nothing acknowledged may be missing after it.
        const Reply wait = m_master->admin()->command({"WAIT", "1", "5000"});
        QCOMPARE(wait.integer, qint64(1));

        const quint16 oldMaster = m_master->port();
        const Reply r = m_sentinels.front()->admin()->command({"SENTINEL", "FAILOVER", "mymaster"});
        QCOMPARE(r.string, QByteArray("OK"));
        QTRY_COMPARE_WITH_TIMEOUT(namedMaster(0), m_replica->port(), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(roleOf(*m_replica), QByteArray("master"), 30000);
        // The old master is reconfigured as a replica (and Sentinel kills its clients then).
        QTRY_COMPARE_WITH_TIMEOUT(roleOf(*m_master), QByteArray("slave"), 30000);

        // The same store object: its connection went to the old master.
        for (const AcquireResult& a : before)
            QCOMPARE(store->complete(completeReq(a, "after")).state, State::Completed);
        const AcquireResult fresh = store->acquire(acquireRequest(QStringLiteral("after")));
        QCOMPARE(fresh.outcome, AcquireOutcome::Acquired);
        QCOMPARE(store->counts(std::nullopt).total(), qint64(21));
        const QByteArray pattern = ns.toLatin1() + ":*";
        QVERIFY(!m_replica->admin()->command({"KEYS", pattern}).elements.isEmpty());
        QVERIFY(oldMaster != m_replica->port());
    }
};

QTEST_GUILESS_MAIN(Tst_redissentinel)
#include "tst_redissentinel.moc"
