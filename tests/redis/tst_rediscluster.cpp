// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The Redis store on Redis Cluster (issue 9), against a cluster of the suite's own (3 masters,
// 3 replicas on loopback, temporary folders, every process killed with the suite), because the
// tests below move slots and kill servers; the contract suite runs on the shared cluster of
// scripts/with-services.sh (storecontract_redis_cluster).
// - slots: the client's CRC16 agrees with CLUSTER KEYSLOT;
// - fan-out: tokens of all 16 buckets land on every master, and counts, listing, stats and the
//   audit log read them all back as one store;
// - redirects: ASK during a slot migration (the map unchanged), TRYAGAIN for a script whose
//   keys are split, MOVED after the migration (the map refreshed);
// - failover: during 5,000 acquire + complete pairs, CLUSTER FAILOVER on a replica and SIGKILL
//   of a master leave every pair completed or failed with a typed error; the acknowledged
//   claims that are gone afterwards are counted and printed (qInfo), not hidden.
// Skipped when redis-server / redis-cli are missing, failed instead when IDEM_REQUIRE_SERVICES=1.

#include "base/errors.h"
#include "redis/connection.h"
#include "redis/redisstore.h"
#include "redis/redisurl.h"
#include "redis/topology.h"
#include "store/tokenstore.h"
#include "support/owncluster.h"
#include "support/storefixture.h"

#include <QRandomGenerator>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTest>
#include <atomic>
#include <map>
#include <set>
#include <thread>
#include <vector>

using namespace idem;
using idem::redis::Command;
using idem::redis::Reply;
using idem::test::acquireRequest;
using idem::test::completeReq;
using idem::test::errorOf;
using idem::test::OwnCluster;
using idem::test::servicesRequired;
using idem::test::withRetry;

namespace {

QByteArray bucketTag(int b) {
    return "{b" + QByteArray::number(b).rightJustified(2, '0') + '}';
}

/// A key of bucket `b` in the default scope: "<prefix><n>" for the first n that lands there.
QString keyInBucket(const QString& prefix, int b, int& n) {
    for (;; ++n) {
        const QString key = prefix + QString::number(n);
        if (RedisStore::bucketOf(key, QString()) == b) {
            ++n;
            return key;
        }
    }
}

/// The token hash of (key, "") in namespace `ns` (resources/lua/layout.lua).
QByteArray hashKey(const QString& ns, const QString& key) {
    return ns.toLatin1() + ':' + bucketTag(RedisStore::bucketOf(key, QString())) + ":t:0::" +
           key.toLatin1();
}

QString freshNamespace() {
    return QStringLiteral("idempotency:c%1")
        .arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0'));
}

} // namespace

class Tst_rediscluster : public QObject {
    Q_OBJECT

    std::unique_ptr<OwnCluster> m_cluster;

    /// The node index serving `slot`, from CLUSTER SLOTS of a live node.
    int ownerOf(int slot) {
        for (int i = 0; i < m_cluster->size(); ++i) {
            if (m_cluster->role(i) != "master")
                continue;
            const Reply r = m_cluster->admin(i)->command(
                {QByteArrayLiteral("CLUSTER"), QByteArrayLiteral("SLOTS")});
            const redis::RedisNode at{QStringLiteral("127.0.0.1"), m_cluster->node(i).port()};
            const auto node = redis::SlotMap::parse(r, at).masterOf(slot);
            return node ? m_cluster->indexOfPort(node->port) : -1;
        }
        return -1;
    }

    std::unique_ptr<TokenStore> open(const QString& ns, const QString& more = {}) {
        return openStore(m_cluster->url(QStringLiteral("?ns=") + ns + more));
    }

private slots:
    void initTestCase() {
        if (idem::test::redisServerPath().isEmpty() ||
            QStandardPaths::findExecutable(QStringLiteral("redis-cli")).isEmpty()) {
            if (servicesRequired())
                QFAIL("missing: redis-server or redis-cli (IDEM_REQUIRE_SERVICES=1)");
            QSKIP("missing: redis-server or redis-cli");
        }
        m_cluster = std::make_unique<OwnCluster>(3, 1);
        QString why;
        QVERIFY2(m_cluster->start(&why), qPrintable(why));
        QTRY_VERIFY_WITH_TIMEOUT(m_cluster->healthy(3), 30000);
    }

    void keySlotMatchesServer_data() {
        QTest::addColumn<QByteArray>("key");
        for (int b = 0; b < RedisStore::kBuckets; ++b) {
            const QByteArray name = "idempotency:" + bucketTag(b) + ":all";
            QTest::newRow(name.constData()) << name;
        }
        QTest::newRow("token hash") << QByteArray("ns:{b07}:t:3:abc:PAY_1_x");
        QTest::newRow("plain") << QByteArray("foo");
        QTest::newRow("tag") << QByteArray("{user1000}.following");
        QTest::newRow("empty tag") << QByteArray("foo{}{bar}");
        QTest::newRow("brace in tag") << QByteArray("foo{{bar}}zap");
        QTest::newRow("unclosed") << QByteArray("foo{bar");
        QTest::newRow("bytes above 0x7f") << QByteArray("k\xff\x80{\xfe}");
        QByteArray random(40, '\0');
        for (char& c : random)
            c = char(0x21 + QRandomGenerator::global()->bounded(94));
        QTest::newRow("random visible ASCII") << random;
    }
    void keySlotMatchesServer() {
        QFETCH(QByteArray, key);
        const Reply r = m_cluster->admin(0)->command(
            {QByteArrayLiteral("CLUSTER"), QByteArrayLiteral("KEYSLOT"), key});
        QCOMPARE(r.type, Reply::Type::Integer);
        QCOMPARE(redis::keySlot(key), int(r.integer));
    }

    // Every master holds some buckets, and the store reads them back as one.
    void fanOut() {
        const QString ns = freshNamespace();
        const auto store = open(ns);
        QCOMPARE(store->info().backend, QStringLiteral("redis"));
        QVERIFY2(store->info().location.startsWith(QLatin1String("redis+cluster://")),
                 qPrintable(store->info().location));
        constexpr int kPerBucket = 3; // two completed, one processing
        int n = 0;
        std::vector<AcquireResult> open;
        for (int b = 0; b < RedisStore::kBuckets; ++b) {
            for (int j = 0; j < kPerBucket; ++j) {
                const AcquireResult a =
                    store->acquire(acquireRequest(keyInBucket(QStringLiteral("fan-"), b, n)));
                QCOMPARE(a.outcome, AcquireOutcome::Acquired);
                if (j < 2)
                    store->complete(completeReq(a, "ok"));
                else
                    open.push_back(a);
            }
        }
        const int total = RedisStore::kBuckets * kPerBucket;

        // The keys are spread over all three masters.
        std::set<int> holders;
        for (int b = 0; b < RedisStore::kBuckets; ++b)
            holders.insert(ownerOf(redis::keySlot(bucketTag(b))));
        QCOMPARE(int(holders.size()), 3);

        const StateCounts c = store->counts(std::nullopt);
        QCOMPARE(c.completed, qint64(total - RedisStore::kBuckets));
        QCOMPARE(c.processing, qint64(RedisStore::kBuckets));
        QCOMPARE(c.pending, qint64(0));
        QCOMPARE(store->counts(QString()).total(), qint64(total));

        // A listing in small pages sees every token exactly once.
        std::set<QString> seen;
        ListQuery q;
        q.limit = 7;
        int pages = 0;
        do {
            const ListPage page = store->list(q);
            for (const TokenRecord& r : page.records)
                QVERIFY2(seen.insert(r.key).second, qPrintable(r.key));
            q.cursor = page.nextCursor;
            QVERIFY(++pages < 100);
        } while (!q.cursor.isEmpty());
        QCOMPARE(int(seen.size()), total);
        ListQuery processing;
        processing.state = State::Processing;
        processing.limit = 1000;
        QCOMPARE(store->list(processing).records.size(), RedisStore::kBuckets);

        // Stats counters live per bucket, so per master, and are summed.
        const StatsSeries stats = store->stats(std::chrono::hours(1));
        QCOMPARE(stats.total(Counter::Acquired), qint64(total));
        QCOMPARE(stats.total(Counter::Completed), qint64(total - RedisStore::kBuckets));

        // Audit entries of buckets on different masters, merged newest first.
        OperatorContext ctx;
        ctx.user = QStringLiteral("tester");
        ctx.force = true;
        store->operatorRelease(open.front().record.key, QString(), ctx);
        store->operatorRelease(open.back().record.key, QString(), ctx);
        const QList<AuditEntry> audit = store->audit(10);
        QCOMPARE(audit.size(), 2);
        QCOMPARE(audit.at(0).key, open.back().record.key);
        QCOMPARE(audit.at(1).key, open.front().record.key);
        QVERIFY(audit.at(0).id > audit.at(1).id);
        QCOMPARE(store->purgeExpired(0), qint64(0));
    }

    // A slot moved by hand from its master A to master B, as redis-cli --cluster reshard does:
    // during the migration the store follows ASK (map unchanged) and refuses a split script
    // with a typed Retryable; afterwards it follows MOVED.
    void followsAskAndMoved() {
        const QString ns = freshNamespace();
        const auto store = open(ns);
        constexpr int kBucket = 5;
        const int slot = redis::keySlot(bucketTag(kBucket));
        const int a = ownerOf(slot);
        QVERIFY(a >= 0);
        int b = -1;
        for (int i = 0; i < m_cluster->size() && b < 0; ++i) {
            if (i != a && m_cluster->role(i) == "master")
                b = i;
        }
        QVERIFY(b >= 0);
        int n = 0;
        const QString moved = keyInBucket(QStringLiteral("mv-"), kBucket, n);
        const QString absent = keyInBucket(QStringLiteral("mv-"), kBucket, n);
        const QString split = keyInBucket(QStringLiteral("mv-"), kBucket, n);
        const AcquireResult claim = store->acquire(acquireRequest(moved)); // the map is learned
        QCOMPARE(claim.outcome, AcquireOutcome::Acquired);

        const auto source = m_cluster->admin(a);
        const auto target = m_cluster->admin(b);
        const QByteArray slotText = QByteArray::number(slot);
        auto ok = [](const Reply& r) { return r.type == Reply::Type::Status && r.string == "OK"; };
        QVERIFY(ok(target->command({"CLUSTER", "SETSLOT", slotText, "IMPORTING", m_cluster->id(a)})));
        QVERIFY(ok(source->command({"CLUSTER", "SETSLOT", slotText, "MIGRATING", m_cluster->id(b)})));
        const QByteArray targetPort = QByteArray::number(m_cluster->node(b).port());

        // A key the source does not have: ASK, then ASKING + HGETALL on the target.
        QVERIFY(!store->get(absent, QString()));
        // The token's hash alone moved: only the target has it now.
        QVERIFY(ok(source->command({"MIGRATE", "127.0.0.1", targetPort, "", "0", "5000", "KEYS",
                                    hashKey(ns, moved)})));
        const std::optional<TokenRecord> there = store->get(moved, QString());
        QVERIFY(there);
        QCOMPARE(there->state, State::Processing);
        QCOMPARE(there->owner, claim.record.owner);
        // A script whose keys are split between the nodes cannot run anywhere: nothing ran.
        const Error e = errorOf([&] { store->acquire(acquireRequest(split)); });
        QCOMPARE(e.kind(), ErrorKind::Retryable);

        // Finish the migration: every key of the slot, then the slot itself.
        for (int round = 0; round < 100; ++round) {
            const Reply keys = source->command({"CLUSTER", "GETKEYSINSLOT", slotText, "100"});
            if (keys.elements.isEmpty())
                break;
            Command migrate{"MIGRATE", "127.0.0.1", targetPort, "", "0", "5000", "KEYS"};
            for (const Reply& k : keys.elements)
                migrate.append(k.string);
            QVERIFY(ok(source->command(migrate)));
        }
        for (int i = 0; i < m_cluster->size(); ++i) {
            if (m_cluster->role(i) == "master")
                QVERIFY(ok(m_cluster->admin(i)->command(
                    {"CLUSTER", "SETSLOT", slotText, "NODE", m_cluster->id(b)})));
        }
        QCOMPARE(ownerOf(slot), b);
        // The store's map still names the source: MOVED, a new map, and the complete runs.
        const TokenRecord done = store->complete(completeReq(claim, "moved"));
        QCOMPARE(done.state, State::Completed);
        const Reply stored = target->command({"HGET", hashKey(ns, moved), "st"});
        QCOMPARE(stored.string, QByteArray("completed"));
        QCOMPARE(store->acquire(acquireRequest(split)).outcome, AcquireOutcome::Acquired);
        QCOMPARE(store->counts(std::nullopt).total(), qint64(2));
        QTRY_VERIFY_WITH_TIMEOUT(m_cluster->healthy(3), 30000);
    }

    // The destructive part, last: it leaves one master dead.
    void failoverDuringRun() {
        const QString ns = freshNamespace();
        const QString options = QStringLiteral("&timeout=3s&connect_timeout=5s");
        const auto store = open(ns, options);
        constexpr int kPairs = 5000;
        std::vector<char> acquired(kPairs, 0), completed(kPairs, 0);
        std::vector<int> failure(kPairs, -1); // ErrorKind, or -2: not an idem::Error
        std::vector<char> failedAtComplete(kPairs, 0);
        std::atomic<int> progress{0};
        std::atomic<bool> stop{false};
        QString untyped; // written by the worker, read after join()
        const auto key = [](int i) { return QStringLiteral("fo-%1").arg(i); };
        std::thread worker([&] {
            for (int i = 0; i < kPairs && !stop.load(); ++i) {
                try {
                    const AcquireResult a = store->acquire(acquireRequest(key(i)));
                    if (a.outcome != AcquireOutcome::Acquired)
                        throw std::runtime_error("acquire of a new key did not acquire");
                    acquired[i] = 1;
                    store->complete(completeReq(a, "done"));
                    completed[i] = 1;
                } catch (const Error& e) {
                    failure[i] = int(e.kind());
                    failedAtComplete[i] = acquired[i];
                } catch (const std::exception& e) {
                    failure[i] = -2;
                    untyped = QString::fromUtf8(e.what());
                }
                progress.store(i + 1);
            }
        });
        auto joiner = qScopeGuard([&] {
            stop.store(true);
            worker.join();
        });

        // 1. A graceful failover: a replica takes over its master's slots.
        QTRY_VERIFY_WITH_TIMEOUT(progress.load() >= 1000, 120000);
        int replica = -1;
        for (int i = 0; i < m_cluster->size() && replica < 0; ++i) {
            if (m_cluster->role(i) == "slave")
                replica = i;
        }
        QVERIFY(replica >= 0);
        const int atFailover = progress.load();
        const Reply failover =
            m_cluster->admin(replica)->command({"CLUSTER", "FAILOVER"});
        QCOMPARE(failover.string, QByteArray("OK"));
        QTRY_COMPARE_WITH_TIMEOUT(m_cluster->role(replica), QByteArray("master"), 30000);
        const int afterFailover = progress.load();
        QVERIFY(afterFailover <= kPairs);

        // 2. A master killed (SIGKILL): its replica is elected after cluster-node-timeout.
        QTRY_VERIFY_WITH_TIMEOUT(progress.load() >= std::max(2500, afterFailover + 500), 120000);
        int victim = -1, heir = -1;
        for (int i = 0; i < m_cluster->size() && victim < 0; ++i) {
            if (i == replica || m_cluster->role(i) != "slave")
                continue;
            const Reply role = m_cluster->admin(i)->command({"ROLE"});
            const int master = m_cluster->indexOfPort(quint16(role.elements.at(2).integer));
            if (master >= 0 && master != replica) {
                victim = master;
                heir = i;
            }
        }
        QVERIFY(victim >= 0 && heir >= 0);
        const int atKill = progress.load();
        m_cluster->kill(victim);
        QTRY_COMPARE_WITH_TIMEOUT(m_cluster->role(heir), QByteArray("master"), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(m_cluster->healthy(3), 30000);

        QTRY_COMPARE_WITH_TIMEOUT(progress.load(), kPairs, 300000);
        joiner.dismiss();
        worker.join();

        // Every pair completed, or failed with a typed error; which kinds, and where.
        std::map<int, int> byKind;
        int done = 0;
        int halfDone = 0; // acquired, then the complete failed
        for (int i = 0; i < kPairs; ++i) {
            QVERIFY2(completed[i] != (failure[i] != -1), qPrintable(key(i)));
            QVERIFY2(failure[i] != -2, qPrintable(untyped));
            done += completed[i];
            halfDone += failedAtComplete[i];
            if (failure[i] >= 0)
                ++byKind[failure[i]];
        }
        QStringList kinds;
        for (const auto& [kind, count] : byKind) {
            const ErrorKind k = ErrorKind(kind);
            kinds << QStringLiteral("%1 %2").arg(count).arg(errorKindName(k));
            // What a failover may cause, each saying what the caller can do; never a bug.
            QVERIFY2(k == ErrorKind::OutcomeUnknown || k == ErrorKind::Unavailable ||
                         k == ErrorKind::ConnectionLost || k == ErrorKind::Retryable ||
                         k == ErrorKind::NotFound || k == ErrorKind::Conflict,
                     qPrintable(errorKindName(k)));
        }

        // What was acknowledged and is gone: an acquire answered "acquired" whose record is
        // missing (or no longer holds that claim), a complete answered whose record is not
        // completed.
        const auto reader = open(ns);
        int lostClaims = 0, lostCompletions = 0;
        for (int i = 0; i < kPairs; ++i) {
            if (!acquired[i])
                continue;
            const std::optional<TokenRecord> r =
                withRetry([&] { return reader->get(key(i), QString()); });
            if (!r || r->state == State::Pending)
                ++lostClaims;
            else if (completed[i] && r->state != State::Completed)
                ++lostCompletions;
        }
        qInfo("failover run: %d pairs; completed %d; failed %d (%s; %d of them after the "
              "acquire was acknowledged); CLUSTER FAILOVER sent at pair %d, replica promoted by pair %d, "
              "SIGKILL of a master at pair %d; acknowledged claims lost: %d; acknowledged "
              "completions lost: %d",
              kPairs, done, kPairs - done,
              qPrintable(kinds.isEmpty() ? QStringLiteral("no error")
                                         : kinds.join(QStringLiteral(", "))),
              halfDone, atFailover, afterFailover, atKill, lostClaims, lostCompletions);
        QVERIFY(done > 0);

        // The store keeps working on the new topology: one pair in every bucket.
        int n = 0;
        for (int b = 0; b < RedisStore::kBuckets; ++b) {
            const QString k = keyInBucket(QStringLiteral("after-"), b, n);
            const AcquireResult a = withRetry([&] { return store->acquire(acquireRequest(k)); });
            QCOMPARE(a.outcome, AcquireOutcome::Acquired);
            QCOMPARE(withRetry([&] { return store->complete(completeReq(a, "after")); }).state,
                     State::Completed);
        }
    }
};

QTEST_GUILESS_MAIN(Tst_rediscluster)
#include "tst_rediscluster.moc"
