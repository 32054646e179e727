// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The Redis store with layout=seed (issue 3) against data written exactly as the seed's
// RedisIdempotencyTokenService writes it (docs/redis-seed-layout.md): raw SET commands on a
// connection of the test's own, in a namespace of the test's own (FreshStore "redis-seed" on
// $IDEM_TEST_REDIS_URL; scripts/with-services.sh starts the server). It proves that the store
// lists by state, shows stored results, releases, expires and deletes with an audit entry,
// refuses the claim operations with the documented error, never rewrites a seed key, walks
// SCAN pages, and survives hostile values. The eviction check runs on a redis-server of the
// test's own, and one test runs as the ACL user of $IDEM_TEST_REDIS_ACL_URL (idempotency:* only).
//
// Ages are estimated from TTLs (docs/adr/0006-redis-seed-layout.md), so a token "acquired
// 15 minutes ago" is written with `EX 900`: no test waits for time to pass.

#include "base/errors.h"
#include "redis/connection.h"
#include "redis/redisurl.h"
#include "redis/seedstore.h"
#include "store/tokenstore.h"
#include "support/ownredis.h"
#include "support/storefixture.h"
#include "token/generator.h"

#include <QMap>
#include <QScopeGuard>
#include <QSet>
#include <QTest>
#include <algorithm>
#include <memory>

using namespace idem;
using namespace std::chrono_literals;
using idem::redis::Connection;
using idem::redis::Reply;
using idem::test::FreshStore;
using idem::test::OwnRedis;

namespace {

/// The kind of idem::Error that `f` throws, by name.
QString kindOf(const std::function<void()>& f) {
    return errorKindName(test::errorOf(f).kind());
}

OperatorContext op(const QString& user = QStringLiteral("alice"),
                   const QString& reason = QStringLiteral("seed test"), bool force = false) {
    OperatorContext c;
    c.user = user;
    c.reason = reason;
    c.force = force;
    return c;
}

/// The seed's result JSON, as System.Text.Json writes the middleware's anonymous object.
QByteArray resultJson(int status, const QByteArray& contentType, const QByteArray& body) {
    return QByteArrayLiteral("{\"StatusCode\":") + QByteArray::number(status) +
           QByteArrayLiteral(",\"ContentType\":\"") + contentType +
           QByteArrayLiteral("\",\"Body\":\"") + body + QByteArrayLiteral("\"}");
}

/// A raw connection to a seed store's server, to write and inspect its keys as the seed's
/// service would.
struct Seed {
    explicit Seed(const QString& storeUrl)
        : ns(redis::RedisUrl::parse(storeUrl).ns.toLatin1()),
          raw(std::make_unique<Connection>(redis::RedisUrl::parse(storeUrl))) {}

    QByteArray ns;
    std::unique_ptr<Connection> raw;

    QByteArray tokenKey(const QByteArray& t) const { return ns + ":token:" + t; }
    QByteArray resultKey(const QByteArray& t) const { return ns + ":result:" + t; }
    QByteArray auditKey() const { return ns + ":idemscope:audit"; }

    Reply cmd(const redis::Command& c) const { return raw->command(c); }

    // --- the seed service's own writes -------------------------------------------------------
    /// GenerateTokenAsync: SET token pending EX 1800 NX.
    void issue(const QByteArray& t) const {
        cmd({"SET", tokenKey(t), "pending", "EX", "1800", "NX"});
    }
    /// TryAcquireTokenAsync: SET token processing NX EX <s>; 1800 is the middleware's, a
    /// smaller TTL stands for a token acquired (1800 - s) seconds ago.
    bool acquire(const QByteArray& t, int seconds = 1800) const {
        return cmd({"SET", tokenKey(t), "processing", "NX", "EX", QByteArray::number(seconds)})
                   .type == Reply::Type::Status;
    }
    /// StoreResultAsync: the result JSON, then the token "completed", both for 24 h.
    void store(const QByteArray& t, const QByteArray& json) const {
        cmd({"SET", resultKey(t), json, "EX", "86400"});
        cmd({"SET", tokenKey(t), "completed", "EX", "86400"});
    }

    // --- inspection --------------------------------------------------------------------------
    /// Every key of the namespace, sorted (SCAN, as a seed operator would).
    QList<QByteArray> keys() const {
        QList<QByteArray> out;
        QByteArray cursor = "0";
        do {
            const Reply r = cmd({"SCAN", cursor, "MATCH", ns + ":*", "COUNT", "1000"});
            cursor = r.elements.at(0).string;
            for (const Reply& k : r.elements.at(1).elements)
                out << k.string;
        } while (cursor != "0");
        std::sort(out.begin(), out.end());
        return out;
    }
    /// Type, value (DUMP) and expiry instant of every key: what "rewritten" would change.
    QMap<QByteArray, QByteArray> fingerprint() const {
        QMap<QByteArray, QByteArray> out;
        for (const QByteArray& k : keys()) {
            out[k] = cmd({"TYPE", k}).string + '|' + cmd({"DUMP", k}).string.toHex() + '|' +
                     QByteArray::number(cmd({"PEXPIRETIME", k}).integer);
        }
        return out;
    }
};

/// Makes `store` (FreshStore "redis-seed") and `seed`, or returns from the test.
#define SEED_STORE(store, seed)                                                                    \
    IDEM_FRESH_STORE(store, QStringLiteral("redis-seed"));                                         \
    Seed seed(store.sharedUrl())

QStringList keysOf(const QList<TokenRecord>& records) {
    QStringList out;
    for (const TokenRecord& r : records)
        out << r.key;
    std::sort(out.begin(), out.end());
    return out;
}

/// The keyspace's main table size, or 0 while Redis rehashes it (DEBUG HTSTATS 0).
int mainTableSize(Connection& admin) {
    const QByteArray stats = admin.command({"DEBUG", "HTSTATS", "0"}).string;
    const QByteArray main = stats.left(stats.indexOf("[Expires HT]"));
    const qsizetype at = main.indexOf("table size: ");
    if (at < 0 || main.contains("rehashing"))
        return 0;
    const qsizetype from = at + qsizetype(qstrlen("table size: "));
    return main.mid(from, main.indexOf('\n', from) - from).trimmed().toInt();
}

QStringList listAll(TokenStore& s, ListQuery q) {
    QList<TokenRecord> all;
    for (int pages = 0; pages < 10000; ++pages) {
        const ListPage page = s.list(q);
        all << page.records;
        if (page.nextCursor.isEmpty())
            break;
        q.cursor = page.nextCursor;
    }
    return keysOf(all);
}

} // namespace

class Tst_RedisSeed : public QObject {
    Q_OBJECT

private slots:
    void get_mapsSeedKeys_data();
    void get_mapsSeedKeys();
    void get_otherScopesAreEmpty();
    void list_byStateStuckAndPrefix();
    void counts_perState();
    void list_pagesThroughScan_data();
    void list_pagesThroughScan();
    void list_missesNothingWhenTheTableShrinks();
    void issue_writesWhatTheSeedWrites();
    void operatorRelease_deletesTheTokenKeySoTheSeedCanRetry();
    void operatorRelease_refusals_data();
    void operatorRelease_refusals();
    void operatorExpire_removesBothKeys();
    void operatorDelete_removesBothKeysAndOrphans();
    void claimOperations_refused_data();
    void claimOperations_refused();
    void nothingRewritten();
    void hostileValues();
    void auditKeyOfAnotherType_deletesNothing();
    void statsAndPurge_touchNothing();
    void evictionPolicy_refusesWrites();
    void aclUser_browsesAndAdministers();
};

// --- reads -----------------------------------------------------------------------------------

void Tst_RedisSeed::get_mapsSeedKeys_data() {
    QTest::addColumn<QString>("written");
    QTest::addColumn<QString>("state");
    QTest::addColumn<bool>("stuck");
    QTest::newRow("issued") << QStringLiteral("pending") << QStringLiteral("pending") << false;
    QTest::newRow("acquired now") << QStringLiteral("processing") << QStringLiteral("processing")
                                  << false;
    QTest::newRow("acquired 15 min ago")
        << QStringLiteral("processing-old") << QStringLiteral("processing") << true;
    QTest::newRow("completed") << QStringLiteral("completed") << QStringLiteral("completed")
                               << false;
}

void Tst_RedisSeed::get_mapsSeedKeys() {
    QFETCH(QString, written);
    QFETCH(QString, state);
    QFETCH(bool, stuck);
    SEED_STORE(s, seed);
    const QByteArray token = TokenGenerator::uuid().toLatin1();
    const QString key = QString::fromLatin1(token);
    qint64 ttlMs = 1800 * 1000;
    if (written == QLatin1String("pending")) {
        seed.issue(token);
    } else if (written == QLatin1String("processing")) {
        QVERIFY(seed.acquire(token));
    } else if (written == QLatin1String("processing-old")) {
        QVERIFY(seed.acquire(token, 900));
        ttlMs = 900 * 1000;
    } else {
        QVERIFY(seed.acquire(token));
        seed.store(token, resultJson(201, "application/json", "{\\\"id\\\":7}"));
        ttlMs = 86400 * 1000;
    }
    const qint64 expiry = seed.cmd({"PEXPIRETIME", seed.tokenKey(token)}).integer;

    const auto r = s->get(key, QString());
    QVERIFY(r);
    QCOMPARE(r->key, key);
    QCOMPARE(r->scope, QString());
    QCOMPARE(stateName(r->state), state);
    QCOMPARE(r->stuck, stuck);
    QCOMPARE(r->expiresAtMs, expiry);
    QVERIFY(r->observedAtMs > 0 && r->observedAtMs <= expiry);
    QVERIFY(expiry - r->observedAtMs <= ttlMs);
    QVERIFY(r->owner.isEmpty());
    QVERIFY(r->fingerprint.isEmpty());
    if (state == QLatin1String("processing")) {
        // The age comes from the TTL the seed's acquire sets (30 min): stable across reads.
        QCOMPARE(r->acquiredAtMs, expiry - seed::kAcquireTtl.count());
        QCOMPARE(r->leaseUntilMs, r->acquiredAtMs + seed::kPresumedLease.count());
        QCOMPARE(s->get(key, QString())->acquiredAtMs, r->acquiredAtMs);
        QCOMPARE(r->createdAtMs, r->acquiredAtMs); // the seed's acquire creates the key
    }
    if (state == QLatin1String("pending"))
        QCOMPARE(r->createdAtMs, expiry - seed::kAcquireTtl.count()); // issued for 30 min
    if (state == QLatin1String("completed")) {
        QVERIFY(r->response);
        QCOMPARE(r->response->status, 201);
        QCOMPARE(r->response->headers.size(), 1);
        QCOMPARE(r->response->headers[0].first, QStringLiteral("Content-Type"));
        QCOMPARE(r->response->headers[0].second, QByteArrayLiteral("application/json"));
        QCOMPARE(r->response->body, QByteArrayLiteral("{\"id\":7}"));
        QCOMPARE(r->completedAtMs, expiry - seed::kResultTtl.count());
    } else {
        QVERIFY(!r->response);
    }
    QVERIFY(!s->get(QStringLiteral("never-written"), QString()));
}

void Tst_RedisSeed::get_otherScopesAreEmpty() {
    SEED_STORE(s, seed);
    seed.issue("tok-1");
    QVERIFY(s->get(QStringLiteral("tok-1"), QString()));
    QVERIFY(!s->get(QStringLiteral("tok-1"), QStringLiteral("tenant")));
    ListQuery q;
    q.scope = QStringLiteral("tenant");
    QVERIFY(s->list(q).records.isEmpty());
    QCOMPARE(s->counts(QStringLiteral("tenant")).total(), 0);
    QCOMPARE(s->counts(QString()).total(), 1);
    QCOMPARE(
        kindOf([&] { s->operatorDelete(QStringLiteral("tok-1"), QStringLiteral("tenant"), op()); }),
        errorKindName(ErrorKind::NotFound));
    QCOMPARE(kindOf([&] {
                 IssueRequest r;
                 r.key = QStringLiteral("tok-2");
                 r.scope = QStringLiteral("tenant");
                 s->issue(r);
             }),
             errorKindName(ErrorKind::BadInput));
}

/// The population of the listing tests: every state the seed leaves behind, plus a result
/// whose token key is gone (it reads as expired) and keys with glob characters.
void populate(const Seed& seed) {
    seed.issue("order_1712345678_aaaaaaaaaaa1");
    seed.issue("order_1712345678_aaaaaaaaaaa2");
    seed.issue("pay-1");
    seed.acquire("order_1712345678_bbbbbbbbbbb1");      // live
    seed.acquire("order_1712345678_bbbbbbbbbbb2", 600); // 20 min ago: stuck
    seed.acquire("order_1712345678_ccccccccccc1");
    seed.store("order_1712345678_ccccccccccc1", resultJson(201, "application/json", "one"));
    seed.acquire("pay-2");
    seed.store("pay-2", resultJson(200, "text/plain", "two"));
    seed.cmd(
        {"SET", seed.resultKey("gone-1"), resultJson(201, "text/plain", "orphan"), "EX", "600"});
    seed.issue("a*b-1");
    seed.issue("axb-2");
}

void Tst_RedisSeed::list_byStateStuckAndPrefix() {
    SEED_STORE(s, seed);
    populate(seed);
    auto list = [&](std::optional<State> state, bool stuckOnly = false,
                    const QString& prefix = QString()) {
        ListQuery q;
        q.state = state;
        q.stuckOnly = stuckOnly;
        q.keyPrefix = prefix;
        return listAll(*s, q);
    };
    QCOMPARE(list(State::Pending), (QStringList{QStringLiteral("a*b-1"), QStringLiteral("axb-2"),
                                                QStringLiteral("order_1712345678_aaaaaaaaaaa1"),
                                                QStringLiteral("order_1712345678_aaaaaaaaaaa2"),
                                                QStringLiteral("pay-1")}));
    QCOMPARE(list(State::Processing),
             (QStringList{QStringLiteral("order_1712345678_bbbbbbbbbbb1"),
                          QStringLiteral("order_1712345678_bbbbbbbbbbb2")}));
    QCOMPARE(list(State::Completed), (QStringList{QStringLiteral("order_1712345678_ccccccccccc1"),
                                                  QStringLiteral("pay-2")}));
    QCOMPARE(list(State::Expired), QStringList{QStringLiteral("gone-1")});
    QCOMPARE(list(std::nullopt, true),
             QStringList{QStringLiteral("order_1712345678_bbbbbbbbbbb2")});
    QCOMPARE(list(std::nullopt).size(), 10);
    QCOMPARE(list(std::nullopt, false, QStringLiteral("pay-")),
             (QStringList{QStringLiteral("pay-1"), QStringLiteral("pay-2")}));
    QCOMPARE(list(State::Completed, false, QStringLiteral("order_")),
             QStringList{QStringLiteral("order_1712345678_ccccccccccc1")});
    // Glob characters in a prefix are literal: "a*" is not "a, then anything".
    QCOMPARE(list(std::nullopt, false, QStringLiteral("a*")), QStringList{QStringLiteral("a*b-1")});
    QCOMPARE(list(std::nullopt, false, QStringLiteral("a?b")), QStringList());

    // Listed records carry the stored response; the orphan shows its result too.
    ListQuery q;
    q.keyPrefix = QStringLiteral("gone-");
    const ListPage orphan = s->list(q);
    QCOMPARE(orphan.records.size(), 1);
    QCOMPARE(stateName(orphan.records[0].state), QStringLiteral("expired"));
    QVERIFY(orphan.records[0].response);
    QCOMPARE(orphan.records[0].response->body, QByteArrayLiteral("orphan"));
    // The seed has no paths: a path filter matches nothing.
    q = ListQuery{};
    q.pathPrefix = QStringLiteral("/orders");
    QVERIFY(s->list(q).records.isEmpty());
}

void Tst_RedisSeed::counts_perState() {
    SEED_STORE(s, seed);
    QCOMPARE(s->counts().total(), 0);
    populate(seed);
    const StateCounts c = s->counts();
    QCOMPARE(c.pending, 5);
    QCOMPARE(c.processing, 2);
    QCOMPARE(c.stuck, 1);
    QCOMPARE(c.completed, 2);
    QCOMPARE(c.expired, 1);
    QCOMPARE(s->counts(QString()).total(), 10);
}

void Tst_RedisSeed::list_pagesThroughScan_data() {
    QTest::addColumn<int>("limit");
    QTest::addColumn<bool>("pendingOnly");
    QTest::newRow("limit 1") << 1 << false;
    QTest::newRow("limit 7") << 7 << false;
    QTest::newRow("limit 100") << 100 << false;
    QTest::newRow("limit 1000 (one page)") << 1000 << false;
    QTest::newRow("pending only, limit 9") << 9 << true;
}

void Tst_RedisSeed::list_pagesThroughScan() {
    QFETCH(int, limit);
    QFETCH(bool, pendingOnly);
    // A server of the test's own. On the shared one, other tests' keys coming and going in the
    // same keyspace made pages take their batch again (duplicates, never a miss: see
    // list_missesNothingWhenTheTableShrinks), as many as those tests caused: 994 keys of 480
    // listed twice once, at limit 1. Here nothing else writes, so no key may come twice.
    REQUIRE_SERVICE(!test::redisServerPath().isEmpty(), QStringLiteral("redis-server"));
    OwnRedis server;
    QVERIFY2(server.start(), qPrintable(server.log()));
    const QString url = server.url({}, QStringLiteral("?layout=seed"));
    std::unique_ptr<TokenStore> s = openStore(url);
    Seed seed(url);
    // More keys than one SCAN step returns (COUNT 100), in the two phases of a listing.
    constexpr int kTokens = 450;
    QSet<QString> expected;
    QList<redis::Command> writes;
    for (int i = 0; i < kTokens; ++i) {
        const QByteArray t = "tok-" + QByteArray::number(i).rightJustified(4, '0');
        const bool processing = i % 5 == 0;
        writes.append(
            {"SET", seed.tokenKey(t), processing ? "processing" : "pending", "EX", "1800"});
        if (!pendingOnly || !processing)
            expected.insert(QString::fromLatin1(t));
    }
    for (int i = 0; i < 30; ++i) {
        const QByteArray t = "old-" + QByteArray::number(i);
        writes.append({"SET", seed.resultKey(t), "{}", "EX", "600"});
        if (!pendingOnly)
            expected.insert(QString::fromLatin1(t));
    }
    seed.raw->pipeline(writes);
    // SCAN may give a key twice while Redis rehashes the table the writes grew.
    QTRY_VERIFY(mainTableSize(*server.admin()) > 0);

    ListQuery q;
    if (pendingOnly)
        q.state = State::Pending;
    q.limit = limit;
    QSet<QString> seen;
    int pages = 0;
    int twice = 0;
    for (;;) {
        const ListPage page = s->list(q);
        ++pages;
        QVERIFY2(pages <= (expected.size() + twice) / limit + 2, "too many pages");
        QVERIFY(page.records.size() <= limit);
        if (!page.nextCursor.isEmpty())
            QCOMPARE(page.records.size(), limit);
        for (const TokenRecord& r : page.records) {
            if (seen.contains(r.key))
                ++twice;
            seen.insert(r.key);
        }
        if (page.nextCursor.isEmpty())
            break;
        q.cursor = page.nextCursor;
    }
    QCOMPARE(twice, 0);
    QCOMPARE(seen.size(), expected.size());
    QCOMPARE(seen, expected);
    // A cursor of another listing is refused.
    if (!pendingOnly && limit < kTokens) {
        ListQuery first;
        first.limit = limit;
        ListQuery other;
        other.state = State::Expired;
        other.cursor = s->list(first).nextCursor;
        QCOMPARE(kindOf([&] { s->list(other); }), errorKindName(ErrorKind::BadInput));
        // The cursor ends with the mark of its batch (16 hex digits). One without a mark, as
        // an older IdemScope gave, lists its batch again; a mark of other characters is refused.
        const auto encoded = QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals;
        const QByteArray raw = QByteArray::fromBase64(other.cursor.toLatin1(), encoded);
        QCOMPARE(raw.size() - raw.lastIndexOf(' '), 17);
        first.cursor = QString::fromLatin1(raw.left(raw.lastIndexOf(' ')).toBase64(encoded));
        QVERIFY(!s->list(first).records.isEmpty());
        first.cursor = QString::fromLatin1(
            (raw.left(raw.lastIndexOf(' ')) + " 0123456789abcdeg").toBase64(encoded));
        QCOMPARE(kindOf([&] { s->list(first); }), errorKindName(ErrorKind::BadInput));
    }
}

// --- writes ----------------------------------------------------------------------------------

void Tst_RedisSeed::list_missesNothingWhenTheTableShrinks() {
    // A listing resumes inside a SCAN batch. When the keyspace's table shrinks between two
    // pages, the batch's cursor covers the buckets merged into it, and their keys that sort
    // before the last token taken were skipped for good (seen once in list_pagesThroughScan's
    // limit-1 paging while other tests dropped their namespaces). A server of the test's own,
    // so that the shrink is this test's alone.
    REQUIRE_SERVICE(!test::redisServerPath().isEmpty(), QStringLiteral("redis-server"));
    OwnRedis server;
    QVERIFY2(server.start(), qPrintable(server.log()));
    const auto admin = server.admin();
    // 450 tokens among 20,000 other keys: the table grows to 32,768 buckets.
    constexpr int kTokens = 450;
    constexpr int kFillers = 20000;
    QList<redis::Command> writes;
    QSet<QString> expected;
    for (int i = 0; i < kTokens; ++i) {
        const QByteArray t = "tok-" + QByteArray::number(i).rightJustified(4, '0');
        writes.append({"SET", "idempotency:token:" + t, "pending", "EX", "1800"});
        expected.insert(QString::fromLatin1(t));
    }
    admin->pipeline(writes);
    admin->command({"DEBUG", "POPULATE", QByteArray::number(kFillers), "filler"});
    const auto tableSize = [&] { return mainTableSize(*admin); };
    QTRY_VERIFY(tableSize() >= 32768);

    std::unique_ptr<TokenStore> store = openStore(server.url({}, QStringLiteral("?layout=seed")));
    ListQuery q;
    q.limit = 1;
    QSet<QString> seen;
    int pages = 0;
    int twice = 0;
    const auto readPage = [&] {
        const ListPage page = store->list(q);
        ++pages;
        for (const TokenRecord& r : page.records) {
            if (seen.contains(r.key))
                ++twice;
            seen.insert(r.key);
        }
        q.cursor = page.nextCursor;
    };
    while (seen.size() < kTokens / 4)
        readPage();
    QVERIFY(!q.cursor.isEmpty());

    // The other keys go, and Redis's cron shrinks the table (to 512 buckets for 450 keys). All
    // at once (MULTI): a cron run between two batches would shrink it to what was left then
    // (4,096 buckets for 2,450 or 3,450 keys), which 450 keys still fill to 10 %, so it would
    // stay there.
    QList<redis::Command> unlinks{{"MULTI"}};
    for (int from = 0; from < kFillers; from += 1000) {
        redis::Command unlink{"UNLINK"};
        for (int i = from; i < from + 1000; ++i)
            unlink.append("filler:" + QByteArray::number(i));
        unlinks.append(unlink);
    }
    unlinks.append({"EXEC"});
    admin->pipeline(unlinks);
    QCOMPARE(admin->command({"DBSIZE"}).integer, kTokens);
    QTRY_VERIFY_WITH_TIMEOUT(tableSize() > 0 && tableSize() <= 1024, 10000);

    do {
        readPage();
        QVERIFY2(pages <= 2 * kTokens, "too many pages");
    } while (!q.cursor.isEmpty());
    qInfo("%d pages, %d keys listed twice", pages, twice);
    QCOMPARE(seen.size(), expected.size());
    QCOMPARE(seen, expected);
}

void Tst_RedisSeed::issue_writesWhatTheSeedWrites() {
    SEED_STORE(s, seed);
    IssueRequest r;
    r.key = QStringLiteral("issued-1");
    r.ttl = 30min;
    const TokenRecord issued = s->issue(r);
    QCOMPARE(stateName(issued.state), QStringLiteral("pending"));
    const QByteArray k = seed.tokenKey("issued-1");
    QCOMPARE(seed.cmd({"TYPE", k}).string, QByteArrayLiteral("string"));
    QCOMPARE(seed.cmd({"GET", k}).string, QByteArrayLiteral("pending"));
    const qint64 pttl = seed.cmd({"PTTL", k}).integer;
    QVERIFY2(pttl > 0 && pttl <= 30 * 60 * 1000, qPrintable(QString::number(pttl)));
    QCOMPARE(seed.keys(), QList<QByteArray>{k});
    // Issuing a live key again is refused and changes nothing.
    const auto before = seed.fingerprint();
    QCOMPARE(kindOf([&] { s->issue(r); }), errorKindName(ErrorKind::Conflict));
    QCOMPARE(seed.fingerprint(), before);
    QVERIFY(s->audit(10).isEmpty()); // issue is not an operator action
}

void Tst_RedisSeed::operatorRelease_deletesTheTokenKeySoTheSeedCanRetry() {
    SEED_STORE(s, seed);
    QVERIFY(seed.acquire("stuck-1", 600)); // acquired 20 min ago, never completed
    seed.issue("bystander");
    const auto bystander = seed.fingerprint().value(seed.tokenKey("bystander"));
    QVERIFY(s->get(QStringLiteral("stuck-1"), QString())->stuck);
    // The seed's own acquire is refused while the key is there.
    QVERIFY(!seed.acquire("stuck-1"));

    const TokenRecord released = s->operatorRelease(
        QStringLiteral("stuck-1"), QString(), op(QStringLiteral("bob"), QStringLiteral("crashed")));
    QCOMPARE(stateName(released.state), QStringLiteral("pending"));
    QCOMPARE(seed.cmd({"EXISTS", seed.tokenKey("stuck-1")}).integer, 0);
    QVERIFY(!s->get(QStringLiteral("stuck-1"), QString()));
    QCOMPARE(seed.fingerprint().value(seed.tokenKey("bystander")), bystander);

    const QList<AuditEntry> audit = s->audit(10);
    QCOMPARE(audit.size(), 1);
    QCOMPARE(audit[0].action, QStringLiteral("release"));
    QCOMPARE(audit[0].key, QStringLiteral("stuck-1"));
    QCOMPARE(audit[0].scope, QString());
    QCOMPARE(audit[0].user, QStringLiteral("bob"));
    QCOMPARE(audit[0].reason, QStringLiteral("crashed"));
    QCOMPARE(audit[0].stateBefore, QStringLiteral("processing"));
    QCOMPARE(audit[0].stateAfter, QStringLiteral("pending"));
    QVERIFY(audit[0].atMs > 0 && audit[0].id > 0);

    // The seed's retry can take the token now.
    QVERIFY(seed.acquire("stuck-1"));
    // The only key IdemScope added is its audit list.
    QCOMPARE(seed.keys(), (QList<QByteArray>{seed.auditKey(), seed.tokenKey("bystander"),
                                             seed.tokenKey("stuck-1")}));
}

void Tst_RedisSeed::operatorRelease_refusals_data() {
    QTest::addColumn<QString>("situation");
    QTest::addColumn<bool>("force");
    QTest::addColumn<QString>("error");
    QTest::addColumn<QString>("says");
    const QString conflict = errorKindName(ErrorKind::Conflict);
    QTest::newRow("live, no force")
        << QStringLiteral("live") << false << conflict << QStringLiteral("may still be running");
    QTest::newRow("live, forced") << QStringLiteral("live") << true << QStringLiteral("none")
                                  << QString();
    QTest::newRow("result stored, forced") << QStringLiteral("half-completed") << true << conflict
                                           << QStringLiteral("result is stored");
    QTest::newRow("pending") << QStringLiteral("pending") << true << conflict
                             << QStringLiteral("only processing");
    QTest::newRow("completed") << QStringLiteral("completed") << true << conflict
                               << QStringLiteral("only processing");
    QTest::newRow("missing") << QStringLiteral("missing") << true
                             << errorKindName(ErrorKind::NotFound) << QStringLiteral("not exist");
}

void Tst_RedisSeed::operatorRelease_refusals() {
    QFETCH(QString, situation);
    QFETCH(bool, force);
    QFETCH(QString, error);
    QFETCH(QString, says);
    SEED_STORE(s, seed);
    const QByteArray t = "rel-1";
    if (situation == QLatin1String("live")) {
        QVERIFY(seed.acquire(t));
    } else if (situation == QLatin1String("half-completed")) {
        // StoreResultAsync died between its two SETs: the result is there, the token is not
        // completed yet. The seed replays the result to duplicates; releasing would run the
        // request again.
        QVERIFY(seed.acquire(t, 600));
        seed.cmd({"SET", seed.resultKey(t), resultJson(201, "text/plain", "done"), "EX", "86400"});
    } else if (situation == QLatin1String("pending")) {
        seed.issue(t);
    } else if (situation == QLatin1String("completed")) {
        QVERIFY(seed.acquire(t));
        seed.store(t, resultJson(200, "text/plain", "x"));
    }
    const auto before = seed.fingerprint();
    QString kind = QStringLiteral("none");
    QString message;
    try {
        s->operatorRelease(QStringLiteral("rel-1"), QString(),
                           op(QStringLiteral("alice"), QString(), force));
    } catch (const Error& e) {
        kind = errorKindName(e.kind());
        message = e.message();
    }
    QCOMPARE(kind, error);
    QVERIFY2(message.contains(says), qPrintable(message));
    if (error == QLatin1String("none")) {
        QCOMPARE(s->audit(10).size(), 1);
        QVERIFY(!s->get(QStringLiteral("rel-1"), QString()));
    } else {
        QCOMPARE(seed.fingerprint(), before); // nothing written, not even an audit entry
        QVERIFY(s->audit(10).isEmpty());
    }
}

void Tst_RedisSeed::operatorExpire_removesBothKeys() {
    SEED_STORE(s, seed);
    QVERIFY(seed.acquire("exp-1"));
    seed.store("exp-1", resultJson(201, "application/json", "{}"));
    seed.issue("exp-2");
    const auto other = seed.fingerprint().value(seed.tokenKey("exp-2"));

    const TokenRecord expired =
        s->operatorExpire(QStringLiteral("exp-1"), QString(),
                          op(QStringLiteral("carol"), QStringLiteral("customer")));
    QCOMPARE(stateName(expired.state), QStringLiteral("expired"));
    QCOMPARE(seed.cmd({"EXISTS", seed.tokenKey("exp-1"), seed.resultKey("exp-1")}).integer, 0);
    QVERIFY(!s->get(QStringLiteral("exp-1"), QString()));
    QCOMPARE(seed.fingerprint().value(seed.tokenKey("exp-2")), other);

    const QList<AuditEntry> audit = s->audit(10);
    QCOMPARE(audit.size(), 1);
    QCOMPARE(audit[0].action, QStringLiteral("expire"));
    QCOMPARE(audit[0].user, QStringLiteral("carol"));
    QCOMPARE(audit[0].reason, QStringLiteral("customer"));
    QCOMPARE(audit[0].stateBefore, QStringLiteral("completed"));
    QCOMPARE(audit[0].stateAfter, QStringLiteral("expired"));
    // Gone is gone: a second expire finds nothing and writes no audit entry.
    QCOMPARE(kindOf([&] { s->operatorExpire(QStringLiteral("exp-1"), QString(), op()); }),
             errorKindName(ErrorKind::NotFound));
    QCOMPARE(s->audit(10).size(), 1);
    // An orphan result already reads as expired.
    seed.cmd({"SET", seed.resultKey("exp-3"), "{}", "EX", "600"});
    QCOMPARE(kindOf([&] { s->operatorExpire(QStringLiteral("exp-3"), QString(), op()); }),
             errorKindName(ErrorKind::Conflict));
    QCOMPARE(s->audit(10).size(), 1);
}

void Tst_RedisSeed::operatorDelete_removesBothKeysAndOrphans() {
    SEED_STORE(s, seed);
    QVERIFY(seed.acquire("del-1"));
    seed.store("del-1", resultJson(201, "application/json", "{}"));
    seed.cmd({"SET", seed.resultKey("del-2"), "{}", "EX", "600"}); // token key gone
    seed.issue("del-3");

    s->operatorDelete(QStringLiteral("del-1"), QString(),
                      op(QStringLiteral("dave"), QStringLiteral("gdpr")));
    s->operatorDelete(QStringLiteral("del-2"), QString(), op(QStringLiteral("dave")));
    QCOMPARE(seed.keys(), (QList<QByteArray>{seed.auditKey(), seed.tokenKey("del-3")}));
    const QList<AuditEntry> audit = s->audit(10);
    QCOMPARE(audit.size(), 2);
    QCOMPARE(audit[0].key, QStringLiteral("del-2"));
    QCOMPARE(audit[0].stateBefore, QStringLiteral("expired"));
    QCOMPARE(audit[1].key, QStringLiteral("del-1"));
    QCOMPARE(audit[1].action, QStringLiteral("delete"));
    QCOMPARE(audit[1].stateBefore, QStringLiteral("completed"));
    QCOMPARE(audit[1].stateAfter, QStringLiteral("deleted"));
    QCOMPARE(audit[1].reason, QStringLiteral("gdpr"));
    QVERIFY(audit[0].id > audit[1].id);
    QCOMPARE(kindOf([&] { s->operatorDelete(QStringLiteral("del-1"), QString(), op()); }),
             errorKindName(ErrorKind::NotFound));
    QCOMPARE(s->audit(10).size(), 2);
}

void Tst_RedisSeed::claimOperations_refused_data() {
    QTest::addColumn<int>("operation");
    QTest::newRow("acquire") << 0;
    QTest::newRow("complete") << 1;
    QTest::newRow("release") << 2;
    QTest::newRow("renew") << 3;
}

void Tst_RedisSeed::claimOperations_refused() {
    QFETCH(int, operation);
    SEED_STORE(s, seed);
    QVERIFY(seed.acquire("claimed"));
    const auto before = seed.fingerprint();
    const Claim claim{QStringLiteral("claimed"), QString(), TokenGenerator::owner(), 1};
    QString message;
    try {
        switch (operation) {
        case 0:
            s->acquire(test::acquireRequest(QStringLiteral("claimed")));
            break;
        case 1: {
            CompleteRequest c;
            c.claim = claim;
            c.response.status = 200;
            s->complete(c);
            break;
        }
        case 2:
            s->release(claim);
            break;
        default:
            s->renew(claim, 30s);
        }
        QFAIL("the operation was accepted");
    } catch (const Error& e) {
        QCOMPARE(errorKindName(e.kind()), errorKindName(ErrorKind::ReadOnly));
        message = e.message();
    }
    QVERIFY2(message.contains(QLatin1String("layout=native")), qPrintable(message));
    QVERIFY2(message.contains(QLatin1String("owner")), qPrintable(message));
    QCOMPARE(seed.fingerprint(), before);
}

void Tst_RedisSeed::nothingRewritten() {
    SEED_STORE(s, seed);
    populate(seed);
    const auto before = seed.fingerprint();
    // Every read, and operator actions on other tokens.
    s->info();
    s->get(QStringLiteral("pay-2"), QString());
    listAll(*s, ListQuery{});
    s->counts();
    s->audit(100);
    s->stats(1h);
    s->purgeExpired(0);
    seed.issue("victim");
    s->operatorDelete(QStringLiteral("victim"), QString(), op());
    auto after = seed.fingerprint();
    QVERIFY(after.contains(seed.auditKey()));
    after.remove(seed.auditKey());
    QCOMPARE(after.keys(), before.keys());
    for (auto it = before.begin(); it != before.end(); ++it)
        QVERIFY2(after.value(it.key()) == it.value(), it.key().constData());
    QCOMPARE(seed.cmd({"TYPE", seed.auditKey()}).string, QByteArrayLiteral("list"));
}

void Tst_RedisSeed::hostileValues() {
    SEED_STORE(s, seed);
    // A result that is not JSON: shown as it is, status 0 (not known).
    QVERIFY(seed.acquire("h-text"));
    seed.store("h-text", "<html>oops</html>");
    // camelCase names, a numeric string status and a null content type.
    QVERIFY(seed.acquire("h-camel"));
    seed.store("h-camel", R"({"statusCode":"202","contentType":null,"body":"x"})");
    // A value the seed never writes; a huge one; a token key of another type.
    seed.cmd({"SET", seed.tokenKey("h-weird"), "weird", "EX", "1800"});
    seed.cmd({"SET", seed.tokenKey("h-huge"), QByteArray(2 * 1024 * 1024, 'p')});
    seed.cmd({"HSET", seed.tokenKey("h-hash"), "state", "processing"});
    // A result over the listing's limit, and one of another type.
    QVERIFY(seed.acquire("h-big"));
    seed.store("h-big", resultJson(200, "text/plain", QByteArray(100 * 1024, 'b')));
    QVERIFY(seed.acquire("h-list"));
    seed.cmd({"RPUSH", seed.resultKey("h-list"), "a"});
    // Keys IdemScope cannot name: not listed, but counted.
    seed.issue("with space");
    seed.issue("caf\xc3\xa9");

    const auto text = s->get(QStringLiteral("h-text"), QString());
    QVERIFY(text && text->response);
    QCOMPARE(text->response->status, 0);
    QCOMPARE(text->response->body, QByteArrayLiteral("<html>oops</html>"));
    const auto camel = s->get(QStringLiteral("h-camel"), QString());
    QVERIFY(camel && camel->response);
    QCOMPARE(camel->response->status, 0); // a string is not a status code
    QVERIFY(camel->response->headers.isEmpty());
    QCOMPARE(camel->response->body, QByteArrayLiteral("x"));
    for (const char* blocked : {"h-weird", "h-huge", "h-hash"}) {
        const auto r = s->get(QString::fromLatin1(blocked), QString());
        QVERIFY2(r, blocked);
        // Any value blocks the seed's SET NX like a processing key, held by nobody: stuck.
        QCOMPARE(stateName(r->state), QStringLiteral("processing"));
        QVERIFY2(r->stuck, blocked);
    }
    QCOMPARE(s->get(QStringLiteral("h-big"), QString())->response->body.size(),
             qsizetype(100 * 1024));
    QVERIFY(!s->get(QStringLiteral("h-list"), QString())->response);

    ListQuery q;
    q.keyPrefix = QStringLiteral("h-big");
    const ListPage big = s->list(q);
    QCOMPARE(big.records.size(), 1);
    QVERIFY(!big.records[0].response); // over kMaxListedResultBytes: left out of listings
    const QStringList listed = listAll(*s, ListQuery{});
    QCOMPARE(listed, (QStringList{QStringLiteral("h-big"), QStringLiteral("h-camel"),
                                  QStringLiteral("h-hash"), QStringLiteral("h-huge"),
                                  QStringLiteral("h-list"), QStringLiteral("h-text"),
                                  QStringLiteral("h-weird")}));
    QCOMPARE(s->counts().total(), 9);
    // The unknown value can be released (nothing holds it) and the hash deleted.
    s->operatorRelease(QStringLiteral("h-weird"), QString(), op());
    s->operatorDelete(QStringLiteral("h-hash"), QString(), op());
    QCOMPARE(seed.cmd({"EXISTS", seed.tokenKey("h-weird"), seed.tokenKey("h-hash")}).integer, 0);
}

void Tst_RedisSeed::auditKeyOfAnotherType_deletesNothing() {
    SEED_STORE(s, seed);
    QVERIFY(seed.acquire("victim", 600));
    seed.cmd({"SET", seed.auditKey(), "not a list"});
    const auto before = seed.fingerprint();
    const Error e =
        test::errorOf([&] { s->operatorDelete(QStringLiteral("victim"), QString(), op()); });
    QCOMPARE(errorKindName(e.kind()), errorKindName(ErrorKind::SchemaMissing));
    QCOMPARE(seed.fingerprint(), before); // no audit entry, no deleted key
    QCOMPARE(kindOf([&] { s->operatorRelease(QStringLiteral("victim"), QString(), op()); }),
             errorKindName(ErrorKind::SchemaMissing));
    QCOMPARE(seed.fingerprint(), before);
}

void Tst_RedisSeed::statsAndPurge_touchNothing() {
    SEED_STORE(s, seed);
    populate(seed);
    const auto before = seed.fingerprint();
    const StatsSeries stats = s->stats(1h);
    QVERIFY(stats.buckets.isEmpty());
    QCOMPARE(stats.toMs - stats.fromMs, qint64(3600 * 1000));
    QCOMPARE(s->purgeExpired(0), 0);
    QCOMPARE(seed.fingerprint(), before);
}

void Tst_RedisSeed::evictionPolicy_refusesWrites() {
    if (test::redisServerPath().isEmpty()) {
        if (test::servicesRequired())
            QFAIL("missing: redis-server (IDEM_REQUIRE_SERVICES=1)");
        QSKIP("missing: redis-server");
    }
    OwnRedis server({QStringLiteral("--maxmemory-policy"), QStringLiteral("volatile-lru")});
    QVERIFY2(server.start(), qPrintable(server.log()));
    const auto admin = server.admin();
    admin->command({"SET", "idempotency:token:t1", "processing", "EX", "600"});
    std::unique_ptr<TokenStore> store = openStore(server.url({}, QStringLiteral("?layout=seed")));
    // Reads work: the console can still browse.
    QCOMPARE(stateName(store->get(QStringLiteral("t1"), QString())->state),
             QStringLiteral("processing"));
    QCOMPARE(store->counts().processing, 1);
    // Writes are refused, saying why.
    for (const auto& write : QList<std::function<void()>>{
             [&] { store->operatorDelete(QStringLiteral("t1"), QString(), op()); },
             [&] { store->operatorRelease(QStringLiteral("t1"), QString(), op()); },
             [&] {
                 IssueRequest r;
                 r.key = QStringLiteral("t2");
                 store->issue(r);
             }}) {
        try {
            write();
            QFAIL("a write was accepted");
        } catch (const Error& e) {
            QCOMPARE(errorKindName(e.kind()), errorKindName(ErrorKind::ReadOnly));
            QVERIFY2(e.message().contains(QLatin1String("volatile-lru")), qPrintable(e.message()));
        }
    }
    QCOMPARE(admin->command({"DBSIZE"}).integer, 1);
    QVERIFY(store->info().warning.contains(QLatin1String("noeviction")));
}

void Tst_RedisSeed::aclUser_browsesAndAdministers() {
    // A production user limited to the seed's keys (with-services.sh: "idem" may only touch
    // idempotency:*): SCAN, the scripts and the audit list all stay inside that pattern.
    const QString base = qEnvironmentVariable("IDEM_TEST_REDIS_ACL_URL");
    if (base.isEmpty()) {
        if (test::servicesRequired())
            QFAIL("IDEM_TEST_REDIS_ACL_URL is not set, and IDEM_REQUIRE_SERVICES=1");
        QSKIP("IDEM_TEST_REDIS_ACL_URL is not set (scripts/with-services.sh sets it)");
    }
    const QString ns = QStringLiteral("idempotency:s%1").arg(TokenGenerator::uuid().left(12));
    const QString url = base + QStringLiteral("?layout=seed&ns=") + ns;
    Seed seed(url);
    const auto cleanup = qScopeGuard([&] {
        for (const QByteArray& k : seed.keys())
            seed.cmd({"UNLINK", k});
    });
    QVERIFY(seed.acquire("acl-stuck", 600));
    QVERIFY(seed.acquire("acl-done"));
    seed.store("acl-done", resultJson(201, "application/json", "{}"));

    std::unique_ptr<TokenStore> store = openStore(url);
    QCOMPARE(store->counts().stuck, 1);
    ListQuery stuck;
    stuck.stuckOnly = true;
    QCOMPARE(listAll(*store, stuck), QStringList{QStringLiteral("acl-stuck")});
    QCOMPARE(store->get(QStringLiteral("acl-done"), QString())->response->status, 201);
    store->operatorRelease(QStringLiteral("acl-stuck"), QString(), op());
    store->operatorDelete(QStringLiteral("acl-done"), QString(), op());
    QCOMPARE(store->audit(10).size(), 2);
    QCOMPARE(seed.keys(), QList<QByteArray>{seed.auditKey()});
}

QTEST_GUILESS_MAIN(Tst_RedisSeed)
#include "tst_redisseed.moc"
