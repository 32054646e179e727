// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The store contract: every TokenStore passes this one suite unchanged. tests/CMakeLists.txt
// registers it once per store: a SQLite file and memory; Redis plain, over TLS, as an ACL user,
// on a cluster, and in the seed layout (where the tests that need what a seed record cannot hold
// skip, saying why); PostgreSQL plain and partitioned. It talks to the TokenStore interface only;
// the store under test comes from `-store SPEC` (see tests/support/storefixture.h), and every test
// function makes its own FreshStore so no test sees another's data.
//
// Time: leases and TTLs that must lapse are tiny (50 ms) and the tests wait with QTRY_* on an
// observable condition (a record becoming stuck or expired), never with sleeps, and never
// assert how long anything took.

#include "base/errors.h"
#include "store/tokenstore.h"
#include "support/storefixture.h"
#include "token/generator.h"
#include "token/key.h"

#include <QCoreApplication>
#include <QRandomGenerator>
#include <QSet>
#include <QTest>
#include <functional>

using namespace idem;
using namespace std::chrono_literals;
using idem::test::FreshStore;

namespace {

QString g_spec = QStringLiteral("sqlite-file");

/// Runs `f` and names the kind of idem::Error it threw ("conflict", ...), or "none".
template <typename F> QString errorOf(F&& f) {
    try {
        f();
    } catch (const Error& e) {
        return errorKindName(e.kind());
    }
    return QStringLiteral("none");
}

const QString kNone = QStringLiteral("none");
const QString kBadInput = errorKindName(ErrorKind::BadInput);
const QString kConflict = errorKindName(ErrorKind::Conflict);
const QString kNotFound = errorKindName(ErrorKind::NotFound);

QString name(AcquireOutcome o) {
    return acquireOutcomeName(o);
}
QString name(State s) {
    return stateName(s);
}

RequestIdentity request(const QByteArray& body = QByteArrayLiteral("{\"amount\":42}"),
                        const QString& path = QStringLiteral("/orders"),
                        const QString& method = QStringLiteral("POST")) {
    return RequestIdentity::of(method, path, body);
}

AcquireRequest acquireReq(const QString& key, std::chrono::milliseconds lease = 30s,
                          const QString& scope = QString(),
                          const RequestIdentity& identity = request()) {
    AcquireRequest r;
    r.key = key;
    r.scope = scope;
    r.request = identity;
    r.owner = TokenGenerator::owner();
    r.lease = lease;
    return r;
}

using idem::test::claimOf;

StoredResponse response(int status, const QByteArray& body,
                        QList<std::pair<QString, QByteArray>> headers = {
                            {QStringLiteral("Content-Type"), QByteArrayLiteral("text/plain")}}) {
    StoredResponse r;
    r.status = status;
    r.body = body;
    r.headers = std::move(headers);
    return r;
}

CompleteRequest completeReq(const Claim& claim, const StoredResponse& resp) {
    CompleteRequest c;
    c.claim = claim;
    c.response = resp;
    return c;
}

IssueRequest issueReq(const QString& key, std::chrono::milliseconds ttl = 30min,
                      const QString& scope = QString()) {
    IssueRequest r;
    r.key = key;
    r.scope = scope;
    r.ttl = ttl;
    return r;
}

OperatorContext op(const QString& user = QStringLiteral("alice"),
                   const QString& reason = QStringLiteral("contract test"), bool force = false) {
    OperatorContext c;
    c.user = user;
    c.reason = reason;
    c.force = force;
    return c;
}

/// The fields in which two snapshots of one record differ ("" when equal). The time each
/// snapshot was observed is ignored; everything the store keeps is compared.
QString recordDiff(const TokenRecord& a, const TokenRecord& b) {
    QStringList d;
    auto field = [&d](const char* fieldName, const auto& x, const auto& y) {
        if (!(x == y))
            d << QLatin1String(fieldName);
    };
    field("key", a.key, b.key);
    field("scope", a.scope, b.scope);
    field("state", a.state, b.state);
    field("stuck", a.stuck, b.stuck);
    field("createdAtMs", a.createdAtMs, b.createdAtMs);
    field("updatedAtMs", a.updatedAtMs, b.updatedAtMs);
    field("acquiredAtMs", a.acquiredAtMs, b.acquiredAtMs);
    field("completedAtMs", a.completedAtMs, b.completedAtMs);
    field("expiresAtMs", a.expiresAtMs, b.expiresAtMs);
    field("leaseUntilMs", a.leaseUntilMs, b.leaseUntilMs);
    field("owner", a.owner, b.owner);
    field("fence", a.fence, b.fence);
    field("method", a.method, b.method);
    field("path", a.path, b.path);
    field("fingerprint", a.fingerprint, b.fingerprint);
    field("bodySample", a.bodySample, b.bodySample);
    field("response", a.response, b.response);
    field("replayCount", a.replayCount, b.replayCount);
    return d.join(QStringLiteral(", "));
}

#define VERIFY_SAME_RECORD(actual, expected)                                                       \
    do {                                                                                           \
        const QString diff_ = recordDiff((actual), (expected));                                    \
        QVERIFY2(diff_.isEmpty(), qPrintable(QStringLiteral("records differ in: ") + diff_));      \
    } while (false)

/// Makes the spec's store for one test and fails the test if it could not be made.
#define FRESH_STORE(var) IDEM_FRESH_STORE(var, g_spec)

/// What a store layout may lack. Every store has all of them but the Redis seed layout
/// (spec "redis-seed"), which keeps the seed's keys only: it refuses claims (acquire,
/// complete, release, renew) by design, has the default scope only, keeps nothing after a
/// token's TTL (its keys vanish) and counts no stats. See docs/redis-seed-layout.md.
enum class Needs { Claims, Scopes, ExpiredRecords, Stats };

bool layoutHas(Needs) {
    return g_spec != QLatin1String("redis-seed");
}

/// Skips the test (or the data row) on a layout that lacks `need`, saying which.
#define REQUIRE_LAYOUT(need, what)                                                                 \
    do {                                                                                           \
        if (!layoutHas(Needs::need))                                                               \
            QSKIP("the store layout has no " what " (docs/redis-seed-layout.md)");                 \
    } while (false)

bool isStuck(TokenStore& s, const QString& key, const QString& scope = QString()) {
    const auto r = s.get(key, scope);
    return r && r->stuck;
}

bool isExpired(TokenStore& s, const QString& key, const QString& scope = QString()) {
    const auto r = s.get(key, scope);
    return r && r->state == State::Expired;
}

using Totals = std::array<qint64, kCounterCount>;

Totals totals(TokenStore& s) {
    return s.stats(1h).totals;
}

QString describe(const Totals& t) {
    QStringList parts;
    for (Counter c : kAllCounters)
        parts << QStringLiteral("%1=%2").arg(counterName(c)).arg(t[int(c)]);
    return parts.join(QLatin1Char(' '));
}

/// `before` plus the listed increments.
Totals plus(Totals before, std::initializer_list<std::pair<Counter, qint64>> increments) {
    for (const auto& [c, n] : increments)
        before[int(c)] += n;
    return before;
}

QString id(const TokenRecord& r) {
    return r.key + QLatin1Char('|') + r.scope;
}

/// Every record matching `query`, following the cursor through all pages.
QStringList listAll(TokenStore& s, ListQuery query) {
    QStringList out;
    for (int pages = 0; pages < 10000; ++pages) {
        const ListPage page = s.list(query);
        for (const TokenRecord& r : page.records)
            out << id(r);
        if (page.nextCursor.isEmpty())
            break;
        query.cursor = page.nextCursor;
    }
    return out;
}

/// A store with records in every state, in two scopes, with several paths:
///
///   key           scope  state                      path
///   a-pending-1   ""     pending (issued)           -
///   a-pending-2   ""     pending (released)         /orders
///   b-proc-1      ""     processing (live lease)    /orders
///   b-stuck-1     ""     processing, stuck          /payments/7
///   c-done-1      ""     completed                  /payments/1
///   c-done-2      ""     completed                  /orders/2
///   d-exp-1       ""     expired (operator)         -
///   d-exp-2       ""     expired (TTL lapsed)       -
///   a-pending-1   t1     pending (issued)           -
///   b-proc-1      t1     processing (live lease)    /orders
///   c-done-1      t1     completed                  /payments/1
void populate(TokenStore& s) {
    const QString t1 = QStringLiteral("t1");
    s.issue(issueReq(QStringLiteral("a-pending-1")));
    s.release(claimOf(s.acquire(acquireReq(QStringLiteral("a-pending-2")))));
    s.acquire(acquireReq(QStringLiteral("b-proc-1")));
    s.acquire(acquireReq(QStringLiteral("b-stuck-1"), 50ms, QString(),
                         request("{}", QStringLiteral("/payments/7"))));
    s.complete(
        completeReq(claimOf(s.acquire(acquireReq(QStringLiteral("c-done-1"), 30s, QString(),
                                                 request("{}", QStringLiteral("/payments/1"))))),
                    response(201, "one")));
    s.complete(
        completeReq(claimOf(s.acquire(acquireReq(QStringLiteral("c-done-2"), 30s, QString(),
                                                 request("{}", QStringLiteral("/orders/2"))))),
                    response(201, "two")));
    s.issue(issueReq(QStringLiteral("d-exp-1")));
    s.operatorExpire(QStringLiteral("d-exp-1"), QString(), op());
    s.issue(issueReq(QStringLiteral("d-exp-2"), 50ms));
    s.issue(issueReq(QStringLiteral("a-pending-1"), 30min, t1));
    s.acquire(acquireReq(QStringLiteral("b-proc-1"), 30s, t1));
    s.complete(
        completeReq(claimOf(s.acquire(acquireReq(QStringLiteral("c-done-1"), 30s, t1,
                                                 request("{}", QStringLiteral("/payments/1"))))),
                    response(201, "one in t1")));
}

/// Waits (QTRY) until the tiny lease and TTL of populate() have lapsed.
#define WAIT_FOR_POPULATION(s)                                                                     \
    do {                                                                                           \
        QTRY_VERIFY(isStuck((s), QStringLiteral("b-stuck-1")));                                    \
        QTRY_VERIFY(isExpired((s), QStringLiteral("d-exp-2")));                                    \
    } while (false)

} // namespace

class Tst_StoreContract : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void info();
    void get_missingKeyIsNullopt();

    void issue_createsPending();
    void issue_conflictOnLiveDuplicate_data();
    void issue_conflictOnLiveDuplicate();
    void issue_reissueAfterExpiry_data();
    void issue_reissueAfterExpiry();

    void acquire_createsProcessing();
    void acquire_replaysStoredResponse();
    void acquire_inFlightWhileLeaseLive();
    void acquire_mismatch_data();
    void acquire_mismatch();
    void acquire_takesOverStuckRecord();
    void acquire_startsAfreshAfterExpiry();
    void acquireIssued_data();
    void acquireIssued();

    void complete_storesAllowListedHeadersOnly();
    void complete_keepsStatusAndBodyExact_data();
    void complete_keepsStatusAndBodyExact();
    void complete_retention();
    void complete_refusedWithoutTheClaim_data();
    void complete_refusedWithoutTheClaim();

    void release_byOwnerReturnsToPending();
    void renew_extendsLease();
    void renew_revivesTheOwnersStuckClaim();
    void renew_refusedForStaleOwner();

    void fencing_staleOwnerRefusedAfterTakeover_data();
    void fencing_staleOwnerRefusedAfterTakeover();

    void operatorRelease_liveLeaseNeedsForce();
    void operatorRelease_stuckRecordWithoutForce();
    void operatorRelease_refusedUnlessProcessing_data();
    void operatorRelease_refusedUnlessProcessing();
    void operatorExpire_endsAnyLiveState_data();
    void operatorExpire_endsAnyLiveState();
    void operatorDelete_removesRecord();
    void operatorActions_missingKeyIsNotFound();
    void operatorActions_defaultUserIsOsUser();

    void scopes_areIndependent();

    void list_filters_data();
    void list_filters();
    void list_paginatesThroughAllPages_data();
    void list_paginatesThroughAllPages();
    void list_refusesBadInput_data();
    void list_refusesBadInput();

    void counts_perState();
    void purgeExpired_removesOnlyLapsed();
    void stats_lapseCountedOnceInItsInterval();
    void stats_eachOperationRaisesItsCounters();
    void stats_seriesIsConsistent();
    void audit_newestFirst();

    void invalidInput_refusedAndStoreUntouched_data();
    void invalidInput_refusedAndStoreUntouched();

    void batch_sameAsSequentialCalls();
    void batch_refusedChangeFailsAlone();
    void batch_mixedKeysKeepTheirOrder();
    void batch_empty();
};

void Tst_StoreContract::initTestCase() {
    qInfo("store spec: %s", qPrintable(g_spec));
    FRESH_STORE(s);
}

void Tst_StoreContract::info() {
    FRESH_STORE(s);
    const StoreInfo info = s->info();
    QVERIFY(!info.backend.isEmpty());
    QVERIFY(!info.location.isEmpty());
    QVERIFY(!info.version.isEmpty());
}

void Tst_StoreContract::get_missingKeyIsNullopt() {
    FRESH_STORE(s);
    QVERIFY(!s->get(QStringLiteral("never-seen"), QString()));
    QVERIFY(!s->get(QStringLiteral("never-seen"), QStringLiteral("tenant")));
    QCOMPARE(s->counts().total(), 0);
}

// --- issue ---------------------------------------------------------------------------------

void Tst_StoreContract::issue_createsPending() {
    REQUIRE_LAYOUT(Scopes, "scopes");
    FRESH_STORE(s);
    const QString key = TokenGenerator::uuid();
    const TokenRecord r = s->issue(issueReq(key, 30min, QStringLiteral("tenant-a")));
    QCOMPARE(r.key, key);
    QCOMPARE(r.scope, QStringLiteral("tenant-a"));
    QCOMPARE(name(r.state), QStringLiteral("pending"));
    QVERIFY(!r.stuck);
    QCOMPARE(r.fence, 0);
    QVERIFY(r.owner.isEmpty());
    QVERIFY(r.fingerprint.isEmpty());
    QVERIFY(!r.response);
    QVERIFY(r.createdAtMs > 0);
    QCOMPARE(r.expiresAtMs, r.createdAtMs + 30 * 60 * 1000);

    const auto got = s->get(key, QStringLiteral("tenant-a"));
    QVERIFY(got);
    VERIFY_SAME_RECORD(*got, r);
    QVERIFY(!s->get(key, QString())); // another scope
}

void Tst_StoreContract::issue_conflictOnLiveDuplicate_data() {
    QTest::addColumn<QString>("existing");
    QTest::newRow("pending") << QStringLiteral("pending");
    QTest::newRow("processing") << QStringLiteral("processing");
    QTest::newRow("completed") << QStringLiteral("completed");
}

void Tst_StoreContract::issue_conflictOnLiveDuplicate() {
    QFETCH(QString, existing);
    if (existing != QLatin1String("pending"))
        REQUIRE_LAYOUT(Claims, "claims");
    FRESH_STORE(s);
    const QString key = QStringLiteral("dup-1");
    if (existing == QLatin1String("pending")) {
        s->issue(issueReq(key));
    } else {
        const AcquireResult a = s->acquire(acquireReq(key));
        if (existing == QLatin1String("completed"))
            s->complete(completeReq(claimOf(a), response(200, "done")));
    }
    const TokenRecord before = *s->get(key, QString());
    QCOMPARE(name(before.state), existing);
    const Totals totalsBefore = totals(*s);

    QCOMPARE(errorOf([&] { s->issue(issueReq(key)); }), kConflict);
    VERIFY_SAME_RECORD(*s->get(key, QString()), before);
    QCOMPARE(describe(totals(*s)), describe(totalsBefore));
}

void Tst_StoreContract::issue_reissueAfterExpiry_data() {
    QTest::addColumn<bool>("byOperator");
    QTest::newRow("ttl lapsed") << false;
    QTest::newRow("operator expire") << true;
}

void Tst_StoreContract::issue_reissueAfterExpiry() {
    REQUIRE_LAYOUT(ExpiredRecords, "records kept after expiry");
    QFETCH(bool, byOperator);
    FRESH_STORE(s);
    const QString key = QStringLiteral("reissue-1");
    const TokenRecord first = s->issue(issueReq(key, byOperator ? 30min : 50ms));
    if (byOperator)
        s->operatorExpire(key, QString(), op());
    QTRY_VERIFY(isExpired(*s, key));

    const TokenRecord second = s->issue(issueReq(key, 10min));
    QCOMPARE(name(second.state), QStringLiteral("pending"));
    QVERIFY(second.createdAtMs >= first.createdAtMs);
    QCOMPARE(second.expiresAtMs, second.createdAtMs + 10 * 60 * 1000);
    QVERIFY(second.fence >= first.fence); // the fencing counter never goes back
    VERIFY_SAME_RECORD(*s->get(key, QString()), second);
    QCOMPARE(s->stats(1h).total(Counter::Generated), 2);
}

// --- acquire, open mode --------------------------------------------------------------------

void Tst_StoreContract::acquire_createsProcessing() {
    REQUIRE_LAYOUT(Claims, "claims");
    FRESH_STORE(s);
    // A body with NUL bytes and beyond the sample limit: the sample is kept byte for byte.
    QByteArray body("head\0tail", 9);
    body.append(QByteArray(kBodySampleLimit, '\0'));
    AcquireRequest req = acquireReq(QStringLiteral("pay-1"), 30s, QString(),
                                    request(body, QStringLiteral("/payments")));
    req.retention = 2h;
    const AcquireResult a = s->acquire(req);
    QCOMPARE(name(a.outcome), QStringLiteral("acquired"));
    QVERIFY(!a.takeover);
    const TokenRecord& r = a.record;
    QCOMPARE(r.key, QStringLiteral("pay-1"));
    QCOMPARE(r.scope, QString());
    QCOMPARE(name(r.state), QStringLiteral("processing"));
    QVERIFY(!r.stuck);
    QCOMPARE(r.owner, req.owner);
    QCOMPARE(r.fence, 1);
    QCOMPARE(r.method, QStringLiteral("POST"));
    QCOMPARE(r.path, QStringLiteral("/payments"));
    QCOMPARE(r.fingerprint, req.request.fingerprint);
    QCOMPARE(r.bodySample, req.request.bodySample);
    QCOMPARE(r.bodySample.size(), kBodySampleLimit);
    QVERIFY(!r.response);
    QCOMPARE(r.replayCount, 0);
    QVERIFY(r.acquiredAtMs > 0);
    QCOMPARE(r.leaseUntilMs, r.acquiredAtMs + 30 * 1000);
    QCOMPARE(r.expiresAtMs, r.acquiredAtMs + 2 * 3600 * 1000);

    VERIFY_SAME_RECORD(*s->get(QStringLiteral("pay-1"), QString()), r);
}

void Tst_StoreContract::acquire_replaysStoredResponse() {
    REQUIRE_LAYOUT(Claims, "claims");
    FRESH_STORE(s);
    const AcquireResult a = s->acquire(acquireReq(QStringLiteral("rep-1")));
    const StoredResponse stored =
        response(201, QByteArray("{\"id\":7}\0\xff", 10),
                 {{QStringLiteral("Content-Type"), QByteArrayLiteral("application/json")},
                  {QStringLiteral("Location"), QByteArrayLiteral("/orders/7")}});
    const TokenRecord done = s->complete(completeReq(claimOf(a), stored));
    QCOMPARE(name(done.state), QStringLiteral("completed"));

    for (int n = 1; n <= 3; ++n) {
        const AcquireResult again = s->acquire(acquireReq(QStringLiteral("rep-1")));
        QCOMPARE(name(again.outcome), QStringLiteral("replay"));
        QVERIFY(again.record.response);
        QCOMPARE(again.record.response->status, 201);
        QCOMPARE(again.record.response->body, stored.body);
        QCOMPARE(again.record.response->headers, stored.headers);
        QCOMPARE(again.record.replayCount, n);
        QCOMPARE(again.record.fence, 1); // a replay is not an acquisition
        QCOMPARE(again.record.owner, a.record.owner);
    }
    const auto got = s->get(QStringLiteral("rep-1"), QString());
    QCOMPARE(got->replayCount, 3);
    QVERIFY(got->response == stored);
    QCOMPARE(name(got->state), QStringLiteral("completed"));
}

void Tst_StoreContract::acquire_inFlightWhileLeaseLive() {
    REQUIRE_LAYOUT(Claims, "claims");
    FRESH_STORE(s);
    const AcquireResult first = s->acquire(acquireReq(QStringLiteral("fl-1"), 30s));
    const AcquireResult second = s->acquire(acquireReq(QStringLiteral("fl-1"), 30s));
    QCOMPARE(name(second.outcome), QStringLiteral("in_flight"));
    QVERIFY(!second.takeover);
    QVERIFY(second.retryAfter > 0ms);
    QVERIFY(second.retryAfter <= 30s);
    QCOMPARE(second.record.owner, first.record.owner);
    QCOMPARE(second.record.fence, 1);
    VERIFY_SAME_RECORD(*s->get(QStringLiteral("fl-1"), QString()), first.record);
}

void Tst_StoreContract::acquire_mismatch_data() {
    QTest::addColumn<QString>("existing");
    QTest::addColumn<QString>("method");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("body");
    const QByteArray same = QByteArrayLiteral("{\"amount\":42}");
    const QString post = QStringLiteral("POST");
    const QString orders = QStringLiteral("/orders");
    for (const char* state : {"processing", "stuck", "completed", "released"}) {
        const QString st = QLatin1String(state);
        QTest::addRow("%s, other body", state) << st << post << orders << QByteArray("{}");
        QTest::addRow("%s, other path", state) << st << post << QStringLiteral("/refunds") << same;
        QTest::addRow("%s, other method", state) << st << QStringLiteral("PUT") << orders << same;
    }
}

void Tst_StoreContract::acquire_mismatch() {
    REQUIRE_LAYOUT(Claims, "claims");
    QFETCH(QString, existing);
    QFETCH(QString, method);
    QFETCH(QString, path);
    QFETCH(QByteArray, body);
    FRESH_STORE(s);
    const QString key = QStringLiteral("mm-1");
    const bool stuck = existing == QLatin1String("stuck");
    const AcquireResult a = s->acquire(acquireReq(key, stuck ? 50ms : 30s));
    if (existing == QLatin1String("completed"))
        s->complete(completeReq(claimOf(a), response(200, "original")));
    if (existing == QLatin1String("released"))
        s->release(claimOf(a));
    if (stuck)
        QTRY_VERIFY(isStuck(*s, key));
    const TokenRecord before = *s->get(key, QString());
    const Totals totalsBefore = totals(*s);

    const AcquireResult m =
        s->acquire(acquireReq(key, 30s, QString(), request(body, path, method)));
    QCOMPARE(name(m.outcome), QStringLiteral("mismatch"));
    QVERIFY(!m.takeover);
    QCOMPARE(m.record.fingerprint, before.fingerprint);
    VERIFY_SAME_RECORD(*s->get(key, QString()), before);
    QCOMPARE(describe(totals(*s)), describe(plus(totalsBefore, {{Counter::Mismatch, 1}})));
}

void Tst_StoreContract::acquire_takesOverStuckRecord() {
    REQUIRE_LAYOUT(Claims, "claims");
    FRESH_STORE(s);
    const QString key = QStringLiteral("stuck-1");
    const AcquireResult a = s->acquire(acquireReq(key, 50ms));
    QTRY_VERIFY(isStuck(*s, key));
    const auto stuck = s->get(key, QString());
    QCOMPARE(name(stuck->state), QStringLiteral("processing"));
    QCOMPARE(stuck->owner, a.record.owner);

    const AcquireRequest reqB = acquireReq(key, 30s);
    const AcquireResult b = s->acquire(reqB);
    QCOMPARE(name(b.outcome), QStringLiteral("acquired"));
    QVERIFY(b.takeover);
    QCOMPARE(b.record.fence, a.record.fence + 1);
    QCOMPARE(b.record.owner, reqB.owner);
    QCOMPARE(name(b.record.state), QStringLiteral("processing"));
    QVERIFY(!b.record.stuck);
    QCOMPARE(b.record.leaseUntilMs, b.record.acquiredAtMs + 30 * 1000);
    QCOMPARE(b.record.createdAtMs, a.record.createdAtMs);
    VERIFY_SAME_RECORD(*s->get(key, QString()), b.record);

    // The new owner's live lease holds off everyone else.
    QCOMPARE(name(s->acquire(acquireReq(key)).outcome), QStringLiteral("in_flight"));
    const StatsSeries st = s->stats(1h);
    QCOMPARE(st.total(Counter::TakenOver), 1);
    QCOMPARE(st.total(Counter::Acquired), 2);
}

void Tst_StoreContract::acquire_startsAfreshAfterExpiry() {
    REQUIRE_LAYOUT(Claims, "claims");
    FRESH_STORE(s);
    const QString key = QStringLiteral("again-1");
    const AcquireResult a = s->acquire(acquireReq(key));
    s->complete(completeReq(claimOf(a), response(200, "old")));
    s->operatorExpire(key, QString(), op());

    // Once expired, the key is free again, even for another request; the old response is gone.
    const AcquireResult b = s->acquire(acquireReq(key, 30s, QString(), request("other")));
    QCOMPARE(name(b.outcome), QStringLiteral("acquired"));
    QVERIFY(!b.takeover);
    QVERIFY(b.record.fence > a.record.fence);
    QVERIFY(!b.record.response);
    QCOMPARE(b.record.replayCount, 0);
    QCOMPARE(b.record.fingerprint, request("other").fingerprint);
    VERIFY_SAME_RECORD(*s->get(key, QString()), b.record);
}

// --- acquire, issued mode ------------------------------------------------------------------

void Tst_StoreContract::acquireIssued_data() {
    QTest::addColumn<QString>("existing");
    QTest::addColumn<QString>("outcome");
    QTest::addColumn<bool>("rejected");
    QTest::newRow("never issued") << QStringLiteral("none") << QStringLiteral("unknown") << true;
    QTest::newRow("ttl lapsed") << QStringLiteral("lapsed") << QStringLiteral("expired") << true;
    QTest::newRow("operator expired")
        << QStringLiteral("expired") << QStringLiteral("expired") << true;
    QTest::newRow("pending") << QStringLiteral("pending") << QStringLiteral("acquired") << false;
    QTest::newRow("processing") << QStringLiteral("processing") << QStringLiteral("in_flight")
                                << false;
    QTest::newRow("completed") << QStringLiteral("completed") << QStringLiteral("replay") << false;
}

void Tst_StoreContract::acquireIssued() {
    REQUIRE_LAYOUT(Claims, "claims");
    QFETCH(QString, existing);
    QFETCH(QString, outcome);
    QFETCH(bool, rejected);
    FRESH_STORE(s);
    const QString key = QStringLiteral("TOK_issued_1");
    AcquireRequest req = acquireReq(key);
    req.mode = AcquireMode::Issued;

    if (existing != QLatin1String("none"))
        s->issue(issueReq(key, existing == QLatin1String("lapsed") ? 50ms : 30min));
    if (existing == QLatin1String("lapsed"))
        QTRY_VERIFY(isExpired(*s, key));
    if (existing == QLatin1String("expired"))
        s->operatorExpire(key, QString(), op());
    if (existing == QLatin1String("processing") || existing == QLatin1String("completed")) {
        AcquireRequest first = acquireReq(key);
        first.mode = AcquireMode::Issued;
        const AcquireResult a = s->acquire(first);
        QCOMPARE(name(a.outcome), QStringLiteral("acquired"));
        if (existing == QLatin1String("completed"))
            s->complete(completeReq(claimOf(a), response(200, "issued and done")));
    }
    const auto before = s->get(key, QString());
    const Totals totalsBefore = totals(*s);

    const AcquireResult r = s->acquire(req);
    QCOMPARE(name(r.outcome), outcome);
    QCOMPARE(r.record.key, key);
    QCOMPARE(totals(*s)[int(Counter::Rejected)], totalsBefore[int(Counter::Rejected)] + rejected);
    if (rejected) {
        // Refused keys are not created or changed.
        QCOMPARE(bool(s->get(key, QString())), bool(before));
        if (before)
            VERIFY_SAME_RECORD(*s->get(key, QString()), *before);
        QCOMPARE(totals(*s)[int(Counter::Acquired)], totalsBefore[int(Counter::Acquired)]);
    }
    if (existing == QLatin1String("pending")) {
        QCOMPARE(name(r.record.state), QStringLiteral("processing"));
        QCOMPARE(r.record.owner, req.owner);
        QCOMPARE(r.record.fence, 1);
        QCOMPARE(r.record.fingerprint, req.request.fingerprint);
        VERIFY_SAME_RECORD(*s->get(key, QString()), r.record);
    }
    if (existing == QLatin1String("completed"))
        QCOMPARE(r.record.response->body, QByteArrayLiteral("issued and done"));
}

// --- complete ------------------------------------------------------------------------------

void Tst_StoreContract::complete_storesAllowListedHeadersOnly() {
    REQUIRE_LAYOUT(Claims, "claims");
    FRESH_STORE(s);
    const AcquireResult a = s->acquire(acquireReq(QStringLiteral("hdr-1")));
    const QList<std::pair<QString, QByteArray>> sent = {
        {QStringLiteral("Content-Type"), QByteArrayLiteral("application/json; charset=utf-8")},
        {QStringLiteral("Set-Cookie"), QByteArrayLiteral("session=secret; HttpOnly")},
        {QStringLiteral("Location"), QByteArrayLiteral("/orders/9")},
        {QStringLiteral("Authorization"), QByteArrayLiteral("Bearer abc")},
        {QStringLiteral("ETag"), QByteArray("\"v1-\xe9\"")},
        {QStringLiteral("set-cookie"), QByteArrayLiteral("second=1")},
        {QStringLiteral("Connection"), QByteArrayLiteral("keep-alive")},
        {QStringLiteral("X-Request-Id"), QByteArrayLiteral("r-1")},
        {QStringLiteral("link"), QByteArrayLiteral("</orders>; rel=\"up\"")},
        {QStringLiteral("Last-Modified"), QByteArrayLiteral("Tue, 01 Dec 2026 10:00:00 GMT")},
        {QStringLiteral("Content-Location"), QByteArrayLiteral("/orders/9")},
    };
    const QList<std::pair<QString, QByteArray>> kept = {
        {QStringLiteral("Content-Type"), QByteArrayLiteral("application/json; charset=utf-8")},
        {QStringLiteral("Location"), QByteArrayLiteral("/orders/9")},
        {QStringLiteral("ETag"), QByteArray("\"v1-\xe9\"")},
        {QStringLiteral("link"), QByteArrayLiteral("</orders>; rel=\"up\"")},
        {QStringLiteral("Last-Modified"), QByteArrayLiteral("Tue, 01 Dec 2026 10:00:00 GMT")},
        {QStringLiteral("Content-Location"), QByteArrayLiteral("/orders/9")},
    };
    const TokenRecord done = s->complete(completeReq(claimOf(a), response(201, "{}", sent)));
    QVERIFY(done.response);
    QCOMPARE(done.response->headers, kept);
    QCOMPARE(s->get(QStringLiteral("hdr-1"), QString())->response->headers, kept);
    // The record complete returns is the one stored, field for field.
    VERIFY_SAME_RECORD(*s->get(QStringLiteral("hdr-1"), QString()), done);
    const AcquireResult replay = s->acquire(acquireReq(QStringLiteral("hdr-1")));
    QCOMPARE(name(replay.outcome), QStringLiteral("replay"));
    QCOMPARE(replay.record.response->headers, kept);
}

void Tst_StoreContract::complete_keepsStatusAndBodyExact_data() {
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");
    QByteArray allBytes;
    for (int i = 0; i < 256; ++i)
        allBytes.append(char(i));
    QByteArray random(256 * 1024, Qt::Uninitialized);
    QRandomGenerator gen(20261129);
    for (char& c : random)
        c = char(gen.bounded(256));
    QTest::newRow("empty 204") << 204 << QByteArray();
    QTest::newRow("one NUL") << 200 << QByteArray(1, '\0');
    QTest::newRow("NULs inside") << 201 << QByteArray("a\0b\0\0c", 6);
    QTest::newRow("every byte value") << 200 << allBytes;
    QTest::newRow("invalid UTF-8") << 200 << QByteArray("\xc3\x28\xff\xfe", 4);
    QTest::newRow("256 KiB random") << 200 << random;
    QTest::newRow("500 text") << 500 << QByteArray("upstream failed");
    QTest::newRow("status 100") << 100 << QByteArray("x");
    QTest::newRow("status 599") << 599 << QByteArray("y");
}

void Tst_StoreContract::complete_keepsStatusAndBodyExact() {
    REQUIRE_LAYOUT(Claims, "claims");
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    FRESH_STORE(s);
    const AcquireResult a = s->acquire(acquireReq(QStringLiteral("body-1")));
    const TokenRecord done = s->complete(completeReq(claimOf(a), response(status, body)));
    QCOMPARE(done.response->status, status);
    QCOMPARE(done.response->body, body);
    QCOMPARE(name(done.state), QStringLiteral("completed"));
    QVERIFY(done.completedAtMs >= a.record.acquiredAtMs);
    QCOMPARE(done.owner, a.record.owner);
    QCOMPARE(done.fence, a.record.fence);

    const auto got = s->get(QStringLiteral("body-1"), QString());
    VERIFY_SAME_RECORD(*got, done);
    QCOMPARE(got->response->status, status);
    QCOMPARE(got->response->body.size(), body.size());
    QCOMPARE(got->response->body, body);
    const AcquireResult replay = s->acquire(acquireReq(QStringLiteral("body-1")));
    QCOMPARE(name(replay.outcome), QStringLiteral("replay"));
    QCOMPARE(replay.record.response->status, status);
    QCOMPARE(replay.record.response->body, body);
}

void Tst_StoreContract::complete_retention() {
    REQUIRE_LAYOUT(Claims, "claims");
    FRESH_STORE(s);
    AcquireRequest req = acquireReq(QStringLiteral("ret-1"));
    req.retention = 1h;
    const AcquireResult a = s->acquire(req);
    // 0 keeps the expiry set at acquisition.
    const TokenRecord kept = s->complete(completeReq(claimOf(a), response(200, "x")));
    QCOMPARE(kept.expiresAtMs, a.record.expiresAtMs);

    const AcquireResult b = s->acquire(acquireReq(QStringLiteral("ret-2")));
    CompleteRequest c = completeReq(claimOf(b), response(200, "y"));
    c.retention = 50ms; // counted from completion
    const TokenRecord done = s->complete(c);
    QCOMPARE(done.expiresAtMs, done.completedAtMs + 50);
    QTRY_VERIFY(isExpired(*s, QStringLiteral("ret-2")));
    // Expired: the key is free again and nothing is replayed.
    QCOMPARE(name(s->acquire(acquireReq(QStringLiteral("ret-2"))).outcome),
             QStringLiteral("acquired"));
}

void Tst_StoreContract::complete_refusedWithoutTheClaim_data() {
    QTest::addColumn<QString>("situation");
    QTest::addColumn<QString>("error");
    QTest::newRow("missing key") << QStringLiteral("missing") << kNotFound;
    QTest::newRow("pending (issued)") << QStringLiteral("pending") << kConflict;
    QTest::newRow("completed already") << QStringLiteral("completed") << kConflict;
    QTest::newRow("other owner") << QStringLiteral("other owner") << kConflict;
    QTest::newRow("other fence") << QStringLiteral("other fence") << kConflict;
    QTest::newRow("other scope") << QStringLiteral("other scope") << kNotFound;
    QTest::newRow("expired") << QStringLiteral("expired") << kConflict;
}

void Tst_StoreContract::complete_refusedWithoutTheClaim() {
    REQUIRE_LAYOUT(Claims, "claims");
    QFETCH(QString, situation);
    QFETCH(QString, error);
    FRESH_STORE(s);
    const QString key = QStringLiteral("nc-1");
    Claim claim{key, QString(), TokenGenerator::owner(), 1};
    if (situation == QLatin1String("pending")) {
        s->issue(issueReq(key));
    } else if (situation != QLatin1String("missing")) {
        const AcquireResult a = s->acquire(acquireReq(key));
        claim = claimOf(a);
        if (situation == QLatin1String("completed"))
            s->complete(completeReq(claim, response(200, "first")));
        if (situation == QLatin1String("other owner"))
            claim.owner = TokenGenerator::owner();
        if (situation == QLatin1String("other fence"))
            claim.fence = *claim.fence + 1;
        if (situation == QLatin1String("other scope"))
            claim.scope = QStringLiteral("elsewhere");
        if (situation == QLatin1String("expired"))
            s->operatorExpire(key, QString(), op());
    }
    const auto before = s->get(key, QString());
    const Totals totalsBefore = totals(*s);

    QCOMPARE(errorOf([&] { s->complete(completeReq(claim, response(200, "second"))); }), error);
    const auto after = s->get(key, QString());
    QCOMPARE(bool(after), bool(before));
    if (before)
        VERIFY_SAME_RECORD(*after, *before);
    QVERIFY(!s->get(key, QStringLiteral("elsewhere")));
    QCOMPARE(describe(totals(*s)), describe(totalsBefore));
}

// --- release and renew by the owner --------------------------------------------------------

void Tst_StoreContract::release_byOwnerReturnsToPending() {
    REQUIRE_LAYOUT(Claims, "claims");
    FRESH_STORE(s);
    const QString key = QStringLiteral("rel-1");
    const AcquireResult a = s->acquire(acquireReq(key));
    const TokenRecord released = s->release(claimOf(a));
    QCOMPARE(name(released.state), QStringLiteral("pending"));
    QVERIFY(!released.stuck);
    QVERIFY(released.owner.isEmpty());
    QCOMPARE(released.fence, 1);
    QCOMPARE(released.fingerprint, a.record.fingerprint);
    QVERIFY(!released.response);
    VERIFY_SAME_RECORD(*s->get(key, QString()), released);

    // The released claim is over: its owner cannot complete or release it again.
    QCOMPARE(errorOf([&] { s->complete(completeReq(claimOf(a), response(200, "late"))); }),
             kConflict);
    QCOMPARE(errorOf([&] { s->release(claimOf(a)); }), kConflict);

    const AcquireRequest retry = acquireReq(key);
    const AcquireResult b = s->acquire(retry);
    QCOMPARE(name(b.outcome), QStringLiteral("acquired"));
    QVERIFY(!b.takeover);
    QCOMPARE(b.record.fence, 2);
    QCOMPARE(b.record.owner, retry.owner);
    const TokenRecord done = s->complete(completeReq(claimOf(b), response(200, "second try")));
    QCOMPARE(done.response->body, QByteArrayLiteral("second try"));
    QCOMPARE(s->stats(1h).total(Counter::Released), 1);
}

void Tst_StoreContract::renew_extendsLease() {
    REQUIRE_LAYOUT(Claims, "claims");
    FRESH_STORE(s);
    const QString key = QStringLiteral("renew-1");
    const AcquireResult a = s->acquire(acquireReq(key, 2s));
    const TokenRecord renewed = s->renew(claimOf(a), 60s);
    QCOMPARE(name(renewed.state), QStringLiteral("processing"));
    QCOMPARE(renewed.owner, a.record.owner);
    QCOMPARE(renewed.fence, a.record.fence);
    QCOMPARE(renewed.leaseUntilMs, renewed.updatedAtMs + 60 * 1000);
    QVERIFY(renewed.leaseUntilMs > a.record.leaseUntilMs);
    VERIFY_SAME_RECORD(*s->get(key, QString()), renewed);
    // A renewal is not an acquisition and raises no counter.
    QCOMPARE(s->stats(1h).total(Counter::Acquired), 1);

    const AcquireResult other = s->acquire(acquireReq(key));
    QCOMPARE(name(other.outcome), QStringLiteral("in_flight"));
    QVERIFY(other.retryAfter > 0ms);
}

void Tst_StoreContract::renew_revivesTheOwnersStuckClaim() {
    REQUIRE_LAYOUT(Claims, "claims");
    FRESH_STORE(s);
    const QString key = QStringLiteral("renew-2");
    const AcquireResult a = s->acquire(acquireReq(key, 50ms));
    QTRY_VERIFY(isStuck(*s, key));
    // Nobody took it over, so the owner still holds the claim and may extend it.
    const TokenRecord renewed = s->renew(claimOf(a), 60s);
    QVERIFY(!renewed.stuck);
    QVERIFY(!s->get(key, QString())->stuck);
    QCOMPARE(name(s->acquire(acquireReq(key)).outcome), QStringLiteral("in_flight"));
    QCOMPARE(name(s->complete(completeReq(claimOf(a), response(200, "ok"))).state),
             QStringLiteral("completed"));
}

void Tst_StoreContract::renew_refusedForStaleOwner() {
    REQUIRE_LAYOUT(Claims, "claims");
    FRESH_STORE(s);
    const QString key = QStringLiteral("renew-3");
    const AcquireResult a = s->acquire(acquireReq(key, 30s));
    const TokenRecord before = *s->get(key, QString());

    Claim otherOwner = claimOf(a);
    otherOwner.owner = TokenGenerator::owner();
    QCOMPARE(errorOf([&] { s->renew(otherOwner, 60s); }), kConflict);
    Claim otherFence = claimOf(a);
    otherFence.fence = 7;
    QCOMPARE(errorOf([&] { s->renew(otherFence, 60s); }), kConflict);
    Claim missing = claimOf(a);
    missing.key = QStringLiteral("renew-missing");
    QCOMPARE(errorOf([&] { s->renew(missing, 60s); }), kNotFound);
    VERIFY_SAME_RECORD(*s->get(key, QString()), before);

    s->complete(completeReq(claimOf(a), response(200, "ok")));
    QCOMPARE(errorOf([&] { s->renew(claimOf(a), 60s); }), kConflict); // claim is over
}

// --- fencing -------------------------------------------------------------------------------

void Tst_StoreContract::fencing_staleOwnerRefusedAfterTakeover_data() {
    QTest::addColumn<QString>("staleClaim");
    QTest::newRow("old owner, old fence") << QStringLiteral("old owner, old fence");
    QTest::newRow("old owner, no fence") << QStringLiteral("old owner, no fence");
    QTest::newRow("old owner, new fence") << QStringLiteral("old owner, new fence");
    QTest::newRow("new owner, old fence") << QStringLiteral("new owner, old fence");
}

void Tst_StoreContract::fencing_staleOwnerRefusedAfterTakeover() {
    REQUIRE_LAYOUT(Claims, "claims");
    QFETCH(QString, staleClaim);
    FRESH_STORE(s);
    const QString key = QStringLiteral("fence-1");
    const AcquireResult a = s->acquire(acquireReq(key, 50ms));
    QTRY_VERIFY(isStuck(*s, key));
    const AcquireResult b = s->acquire(acquireReq(key, 30s));
    QVERIFY(b.takeover);
    QCOMPARE(b.record.fence, a.record.fence + 1);

    Claim stale = claimOf(a);
    if (staleClaim.contains(QLatin1String("no fence")))
        stale.fence.reset();
    if (staleClaim.contains(QLatin1String("new fence")))
        stale.fence = b.record.fence;
    if (staleClaim.startsWith(QLatin1String("new owner")))
        stale.owner = b.record.owner;

    const TokenRecord before = *s->get(key, QString());
    const Totals totalsBefore = totals(*s);
    QCOMPARE(errorOf([&] { s->complete(completeReq(stale, response(200, "from A"))); }), kConflict);
    QCOMPARE(errorOf([&] { s->release(stale); }), kConflict);
    QCOMPARE(errorOf([&] { s->renew(stale, 60s); }), kConflict);
    VERIFY_SAME_RECORD(*s->get(key, QString()), before);
    QCOMPARE(describe(totals(*s)), describe(totalsBefore));

    const TokenRecord done = s->complete(completeReq(claimOf(b), response(200, "from B")));
    QCOMPARE(done.owner, b.record.owner);
    const auto got = s->get(key, QString());
    QCOMPARE(got->response->body, QByteArrayLiteral("from B"));
    QCOMPARE(got->fence, b.record.fence);
    // And after B completed, A is still refused.
    QCOMPARE(errorOf([&] { s->complete(completeReq(claimOf(a), response(200, "from A"))); }),
             kConflict);
    QCOMPARE(s->get(key, QString())->response->body, QByteArrayLiteral("from B"));
}

// --- operator actions ----------------------------------------------------------------------

void Tst_StoreContract::operatorRelease_liveLeaseNeedsForce() {
    REQUIRE_LAYOUT(Claims, "claims");
    FRESH_STORE(s);
    const QString key = QStringLiteral("op-rel-1");
    const QString scope = QStringLiteral("tenant");
    const AcquireResult a = s->acquire(acquireReq(key, 30s, scope));
    const TokenRecord before = *s->get(key, scope);

    QCOMPARE(errorOf([&] { s->operatorRelease(key, scope, op()); }), kConflict);
    VERIFY_SAME_RECORD(*s->get(key, scope), before);
    QVERIFY(s->audit(100).isEmpty()); // refused actions leave no audit entry

    const TokenRecord released = s->operatorRelease(
        key, scope, op(QStringLiteral("bob"), QStringLiteral("worker died"), true));
    QCOMPARE(name(released.state), QStringLiteral("pending"));
    QVERIFY(released.owner.isEmpty());
    VERIFY_SAME_RECORD(*s->get(key, scope), released);

    const QList<AuditEntry> audit = s->audit(100);
    QCOMPARE(audit.size(), 1);
    QCOMPARE(audit[0].user, QStringLiteral("bob"));
    QCOMPARE(audit[0].action, QStringLiteral("release"));
    QCOMPARE(audit[0].key, key);
    QCOMPARE(audit[0].scope, scope);
    QCOMPARE(audit[0].stateBefore, QStringLiteral("processing"));
    QCOMPARE(audit[0].stateAfter, QStringLiteral("pending"));
    QCOMPARE(audit[0].reason, QStringLiteral("worker died"));
    QVERIFY(audit[0].atMs >= before.updatedAtMs);

    // The released owner is refused; a retry acquires with the next fence.
    QCOMPARE(errorOf([&] { s->complete(completeReq(claimOf(a), response(200, "late"))); }),
             kConflict);
    const AcquireResult b = s->acquire(acquireReq(key, 30s, scope));
    QCOMPARE(name(b.outcome), QStringLiteral("acquired"));
    QCOMPARE(b.record.fence, 2);
    QCOMPARE(s->stats(1h).total(Counter::Released), 1);
}

void Tst_StoreContract::operatorRelease_stuckRecordWithoutForce() {
    REQUIRE_LAYOUT(Claims, "claims");
    FRESH_STORE(s);
    const QString key = QStringLiteral("op-rel-2");
    s->acquire(acquireReq(key, 50ms));
    QTRY_VERIFY(isStuck(*s, key));
    const TokenRecord released = s->operatorRelease(key, QString(), op());
    QCOMPARE(name(released.state), QStringLiteral("pending"));
    QVERIFY(!released.stuck);
    QCOMPARE(name(s->get(key, QString())->state), QStringLiteral("pending"));
    const QList<AuditEntry> audit = s->audit(10);
    QCOMPARE(audit.size(), 1);
    QCOMPARE(audit[0].action, QStringLiteral("release"));
    QCOMPARE(audit[0].user, QStringLiteral("alice"));
    QCOMPARE(audit[0].reason, QStringLiteral("contract test"));
    QCOMPARE(audit[0].scope, QString());
}

void Tst_StoreContract::operatorRelease_refusedUnlessProcessing_data() {
    QTest::addColumn<QString>("existing");
    QTest::newRow("pending") << QStringLiteral("pending");
    QTest::newRow("completed") << QStringLiteral("completed");
    QTest::newRow("expired") << QStringLiteral("expired");
}

void Tst_StoreContract::operatorRelease_refusedUnlessProcessing() {
    QFETCH(QString, existing);
    if (existing == QLatin1String("completed"))
        REQUIRE_LAYOUT(Claims, "claims");
    if (existing == QLatin1String("expired"))
        REQUIRE_LAYOUT(ExpiredRecords, "records kept after expiry");
    FRESH_STORE(s);
    const QString key = QStringLiteral("op-rel-3");
    if (existing == QLatin1String("completed")) {
        s->complete(completeReq(claimOf(s->acquire(acquireReq(key))), response(200, "x")));
    } else {
        s->issue(issueReq(key));
        if (existing == QLatin1String("expired"))
            s->operatorExpire(key, QString(), op());
    }
    const TokenRecord before = *s->get(key, QString());
    const int auditBefore = s->audit(1000).size();
    QCOMPARE(errorOf([&] {
                 s->operatorRelease(key, QString(), op(QStringLiteral("alice"), QString(), true));
             }),
             kConflict);
    VERIFY_SAME_RECORD(*s->get(key, QString()), before);
    QCOMPARE(s->audit(1000).size(), auditBefore);
}

void Tst_StoreContract::operatorExpire_endsAnyLiveState_data() {
    QTest::addColumn<QString>("existing");
    QTest::newRow("pending") << QStringLiteral("pending");
    QTest::newRow("processing") << QStringLiteral("processing");
    QTest::newRow("completed") << QStringLiteral("completed");
}

void Tst_StoreContract::operatorExpire_endsAnyLiveState() {
    REQUIRE_LAYOUT(Claims, "claims");
    QFETCH(QString, existing);
    FRESH_STORE(s);
    const QString key = QStringLiteral("op-exp-1");
    const QString scope = QStringLiteral("t9");
    std::optional<AcquireResult> a;
    if (existing == QLatin1String("pending")) {
        s->issue(issueReq(key, 30min, scope));
    } else {
        a = s->acquire(acquireReq(key, 30s, scope));
        if (existing == QLatin1String("completed"))
            s->complete(completeReq(claimOf(*a), response(200, "x")));
    }
    const Totals totalsBefore = totals(*s);
    const TokenRecord expired =
        s->operatorExpire(key, scope, op(QStringLiteral("carol"), QStringLiteral("customer")));
    QCOMPARE(name(expired.state), QStringLiteral("expired"));
    QCOMPARE(name(s->get(key, scope)->state), QStringLiteral("expired"));
    QCOMPARE(describe(totals(*s)), describe(plus(totalsBefore, {{Counter::Expired, 1}})));

    const QList<AuditEntry> audit = s->audit(10);
    QCOMPARE(audit.size(), 1);
    QCOMPARE(audit[0].user, QStringLiteral("carol"));
    QCOMPARE(audit[0].action, QStringLiteral("expire"));
    QCOMPARE(audit[0].key, key);
    QCOMPARE(audit[0].scope, scope);
    QCOMPARE(audit[0].stateBefore, existing);
    QCOMPARE(audit[0].stateAfter, QStringLiteral("expired"));
    QCOMPARE(audit[0].reason, QStringLiteral("customer"));

    // An expired claim is over for its owner too.
    if (a) {
        QCOMPARE(errorOf([&] { s->complete(completeReq(claimOf(*a), response(200, "y"))); }),
                 kConflict);
    }
    // Expiring twice is refused and not audited again.
    QCOMPARE(errorOf([&] { s->operatorExpire(key, scope, op()); }), kConflict);
    QCOMPARE(s->audit(10).size(), 1);
    QCOMPARE(s->counts(scope).expired, 1);
}

void Tst_StoreContract::operatorDelete_removesRecord() {
    REQUIRE_LAYOUT(Claims, "claims");
    FRESH_STORE(s);
    const QString key = QStringLiteral("op-del-1");
    const QString scope = QStringLiteral("tenant");
    s->complete(completeReq(claimOf(s->acquire(acquireReq(key, 30s, scope))), response(200, "x")));
    s->issue(issueReq(key)); // same key, default scope: must survive
    s->operatorDelete(key, scope, op(QStringLiteral("dave"), QStringLiteral("gdpr")));
    QVERIFY(!s->get(key, scope));
    QVERIFY(s->get(key, QString()));

    const QList<AuditEntry> audit = s->audit(10);
    QCOMPARE(audit.size(), 1);
    QCOMPARE(audit[0].user, QStringLiteral("dave"));
    QCOMPARE(audit[0].action, QStringLiteral("delete"));
    QCOMPARE(audit[0].key, key);
    QCOMPARE(audit[0].scope, scope);
    QCOMPARE(audit[0].stateBefore, QStringLiteral("completed"));
    QCOMPARE(audit[0].stateAfter, QStringLiteral("deleted"));
    QCOMPARE(audit[0].reason, QStringLiteral("gdpr"));

    QCOMPARE(errorOf([&] { s->operatorDelete(key, scope, op()); }), kNotFound);
    QCOMPARE(s->audit(10).size(), 1);
    // The key is free again in that scope.
    QCOMPARE(name(s->acquire(acquireReq(key, 30s, scope)).outcome), QStringLiteral("acquired"));
}

void Tst_StoreContract::operatorActions_missingKeyIsNotFound() {
    REQUIRE_LAYOUT(Scopes, "scopes");
    FRESH_STORE(s);
    const QString key = QStringLiteral("nobody");
    s->issue(issueReq(key, 30min, QStringLiteral("other")));
    QCOMPARE(errorOf([&] { s->operatorRelease(key, QString(), op()); }), kNotFound);
    QCOMPARE(errorOf([&] { s->operatorExpire(key, QString(), op()); }), kNotFound);
    QCOMPARE(errorOf([&] { s->operatorDelete(key, QString(), op()); }), kNotFound);
    QVERIFY(s->audit(10).isEmpty());
    QCOMPARE(name(s->get(key, QStringLiteral("other"))->state), QStringLiteral("pending"));
}

void Tst_StoreContract::operatorActions_defaultUserIsOsUser() {
    FRESH_STORE(s);
    s->issue(issueReq(QStringLiteral("who-1")));
    s->operatorExpire(QStringLiteral("who-1"), QString(), op(QString(), QString()));
    const QList<AuditEntry> audit = s->audit(1);
    QCOMPARE(audit.size(), 1);
    QCOMPARE(audit[0].user, currentOsUser());
    QCOMPARE(audit[0].reason, QString());
}

// --- scopes --------------------------------------------------------------------------------

void Tst_StoreContract::scopes_areIndependent() {
    REQUIRE_LAYOUT(Claims, "claims");
    FRESH_STORE(s);
    const QString key = QStringLiteral("shared-key");
    const QString a = QStringLiteral("tenant-a");
    const QString b = QStringLiteral("tenant-b");

    const AcquireResult inA = s->acquire(acquireReq(key, 30s, a));
    const AcquireResult inB = s->acquire(acquireReq(key, 30s, b));
    const AcquireResult inDefault = s->acquire(acquireReq(key, 30s, QString()));
    QCOMPARE(name(inA.outcome), QStringLiteral("acquired"));
    QCOMPARE(name(inB.outcome), QStringLiteral("acquired"));
    QCOMPARE(name(inDefault.outcome), QStringLiteral("acquired"));
    QCOMPARE(inB.record.fence, 1);
    VERIFY_SAME_RECORD(*s->get(key, b), inB.record);

    const TokenRecord doneA =
        s->complete(completeReq(claimOf(inA), response(200, "response of A")));
    QCOMPARE(doneA.scope, a);
    VERIFY_SAME_RECORD(*s->get(key, a), doneA);
    // B is still in flight and sees nothing of A's response.
    const AcquireResult dupB = s->acquire(acquireReq(key, 30s, b));
    QCOMPARE(name(dupB.outcome), QStringLiteral("in_flight"));
    QVERIFY(!dupB.record.response);
    QCOMPARE(dupB.record.scope, b);

    // A claim is valid in its own scope only.
    Claim crossed = claimOf(inA);
    crossed.scope = b;
    QCOMPARE(errorOf([&] { s->complete(completeReq(crossed, response(200, "x"))); }), kConflict);

    s->complete(completeReq(claimOf(inB), response(201, "response of B")));
    QCOMPARE(s->acquire(acquireReq(key, 30s, a)).record.response->body,
             QByteArrayLiteral("response of A"));
    QCOMPARE(s->acquire(acquireReq(key, 30s, b)).record.response->body,
             QByteArrayLiteral("response of B"));
    QCOMPARE(s->get(key, a)->replayCount, 1);
    QCOMPARE(s->get(key, b)->replayCount, 1);

    // A different request is a mismatch only in the scope that has the key.
    const AcquireResult other =
        s->acquire(acquireReq(key, 30s, QStringLiteral("tenant-c"), request("other")));
    QCOMPARE(name(other.outcome), QStringLiteral("acquired"));
    QCOMPARE(name(s->acquire(acquireReq(key, 30s, a, request("other"))).outcome),
             QStringLiteral("mismatch"));

    s->operatorDelete(key, a, op());
    QVERIFY(!s->get(key, a));
    QCOMPARE(s->get(key, b)->response->body, QByteArrayLiteral("response of B"));
    QCOMPARE(name(s->get(key, QString())->state), QStringLiteral("processing"));
    QVERIFY(!s->get(key, QStringLiteral("tenant-z")));
}

// --- list ----------------------------------------------------------------------------------

void Tst_StoreContract::list_filters_data() {
    QTest::addColumn<QString>("state"); // "" = any
    QTest::addColumn<bool>("stuckOnly");
    QTest::addColumn<QString>("keyPrefix");
    QTest::addColumn<bool>("hasScope");
    QTest::addColumn<QString>("scope");
    QTest::addColumn<QString>("pathPrefix");
    QTest::addColumn<QStringList>("expected");

    const QString any;
    const QStringList all = {QStringLiteral("a-pending-1|"), QStringLiteral("a-pending-1|t1"),
                             QStringLiteral("a-pending-2|"), QStringLiteral("b-proc-1|"),
                             QStringLiteral("b-proc-1|t1"),  QStringLiteral("b-stuck-1|"),
                             QStringLiteral("c-done-1|"),    QStringLiteral("c-done-1|t1"),
                             QStringLiteral("c-done-2|"),    QStringLiteral("d-exp-1|"),
                             QStringLiteral("d-exp-2|")};
    auto rows = [](std::initializer_list<const char*> ids) {
        QStringList out;
        for (const char* i : ids)
            out << QLatin1String(i);
        return out;
    };
    QTest::newRow("everything") << any << false << any << false << any << any << all;
    QTest::newRow("pending") << QStringLiteral("pending") << false << any << false << any << any
                             << rows({"a-pending-1|", "a-pending-1|t1", "a-pending-2|"});
    QTest::newRow("processing (stuck included)")
        << QStringLiteral("processing") << false << any << false << any << any
        << rows({"b-proc-1|", "b-proc-1|t1", "b-stuck-1|"});
    QTest::newRow("stuck") << any << true << any << false << any << any << rows({"b-stuck-1|"});
    QTest::newRow("processing and stuck") << QStringLiteral("processing") << true << any << false
                                          << any << any << rows({"b-stuck-1|"});
    QTest::newRow("completed") << QStringLiteral("completed") << false << any << false << any << any
                               << rows({"c-done-1|", "c-done-1|t1", "c-done-2|"});
    QTest::newRow("expired (operator and lapsed)")
        << QStringLiteral("expired") << false << any << false << any << any
        << rows({"d-exp-1|", "d-exp-2|"});
    QTest::newRow("key prefix") << any << false << QStringLiteral("c-") << false << any << any
                                << rows({"c-done-1|", "c-done-1|t1", "c-done-2|"});
    QTest::newRow("key prefix is a whole key")
        << any << false << QStringLiteral("a-pending-1") << false << any << any
        << rows({"a-pending-1|", "a-pending-1|t1"});
    QTest::newRow("key prefix is case-sensitive")
        << any << false << QStringLiteral("C-") << false << any << any << QStringList();
    QTest::newRow("key prefix matches nothing")
        << any << false << QStringLiteral("zz") << false << any << any << QStringList();
    QTest::newRow("scope t1") << any << false << any << true << QStringLiteral("t1") << any
                              << rows({"a-pending-1|t1", "b-proc-1|t1", "c-done-1|t1"});
    QTest::newRow("default scope")
        << any << false << any << true << QString() << any
        << rows({"a-pending-1|", "a-pending-2|", "b-proc-1|", "b-stuck-1|", "c-done-1|",
                 "c-done-2|", "d-exp-1|", "d-exp-2|"});
    QTest::newRow("unknown scope")
        << any << false << any << true << QStringLiteral("nope") << any << QStringList();
    QTest::newRow("path prefix") << any << false << any << false << any
                                 << QStringLiteral("/payments")
                                 << rows({"b-stuck-1|", "c-done-1|", "c-done-1|t1"});
    QTest::newRow("path prefix, deeper")
        << any << false << any << false << any << QStringLiteral("/orders/") << rows({"c-done-2|"});
    QTest::newRow("path prefix /orders")
        << any << false << any << false << any << QStringLiteral("/orders")
        << rows({"a-pending-2|", "b-proc-1|", "b-proc-1|t1", "c-done-2|"});
    QTest::newRow("completed in t1") << QStringLiteral("completed") << false << any << true
                                     << QStringLiteral("t1") << any << rows({"c-done-1|t1"});
    QTest::newRow("key prefix and path")
        << any << false << QStringLiteral("b-") << false << any << QStringLiteral("/orders")
        << rows({"b-proc-1|", "b-proc-1|t1"});
    QTest::newRow("stuck in t1") << any << true << any << true << QStringLiteral("t1") << any
                                 << QStringList();
    QTest::newRow("expired and stuck")
        << QStringLiteral("expired") << true << any << false << any << any << QStringList();
}

void Tst_StoreContract::list_filters() {
    REQUIRE_LAYOUT(Claims, "claims");
    QFETCH(QString, state);
    QFETCH(bool, stuckOnly);
    QFETCH(QString, keyPrefix);
    QFETCH(bool, hasScope);
    QFETCH(QString, scope);
    QFETCH(QString, pathPrefix);
    QFETCH(QStringList, expected);
    FRESH_STORE(s);
    populate(*s);
    WAIT_FOR_POPULATION(*s);

    ListQuery q;
    if (!state.isEmpty())
        q.state = parseState(state);
    q.stuckOnly = stuckOnly;
    q.keyPrefix = keyPrefix;
    if (hasScope)
        q.scope = scope;
    q.pathPrefix = pathPrefix;
    q.limit = 1000;
    const ListPage page = s->list(q);
    QVERIFY(page.nextCursor.isEmpty());
    QStringList got;
    for (const TokenRecord& r : page.records) {
        got << id(r);
        // Every listed record is a full, observed snapshot.
        if (!state.isEmpty())
            QCOMPARE(name(r.state), state);
        if (stuckOnly)
            QVERIFY(r.stuck);
        QVERIFY(r.key.startsWith(keyPrefix));
        QVERIFY(r.path.startsWith(pathPrefix));
        QVERIFY(r.observedAtMs > 0);
    }
    QStringList sorted = got;
    sorted.sort();
    expected.sort();
    QCOMPARE(sorted, expected);

    // The same query one row per page gives the same rows in the same order.
    q.limit = 1;
    QCOMPARE(listAll(*s, q), got);
}

void Tst_StoreContract::list_paginatesThroughAllPages_data() {
    QTest::addColumn<int>("limit");
    QTest::addColumn<bool>("pendingOnly");
    QTest::newRow("limit 1") << 1 << false;
    QTest::newRow("limit 7") << 7 << false;
    QTest::newRow("limit 15 (divides evenly)") << 15 << false;
    QTest::newRow("limit 59") << 59 << false;
    QTest::newRow("limit 60 (all on one page)") << 60 << false;
    QTest::newRow("limit 1000") << 1000 << false;
    QTest::newRow("pending only, limit 4") << 4 << true;
}

void Tst_StoreContract::list_paginatesThroughAllPages() {
    REQUIRE_LAYOUT(Claims, "claims");
    QFETCH(int, limit);
    QFETCH(bool, pendingOnly);
    FRESH_STORE(s);
    // 60 records: 45 keys in the default scope and 15 of the same keys in scope "s2", so the
    // order must break ties on the scope; every third default-scope key is processing.
    QSet<QString> expected;
    for (int i = 0; i < 45; ++i) {
        const QString key = QStringLiteral("p-%1").arg(i, 3, 10, QLatin1Char('0'));
        if (i % 3 == 0) {
            s->acquire(acquireReq(key));
            if (!pendingOnly)
                expected.insert(key + QLatin1Char('|'));
        } else {
            s->issue(issueReq(key));
            expected.insert(key + QLatin1Char('|'));
        }
        if (i < 15) {
            s->issue(issueReq(key, 30min, QStringLiteral("s2")));
            expected.insert(key + QStringLiteral("|s2"));
        }
    }

    ListQuery q;
    if (pendingOnly)
        q.state = State::Pending;
    q.limit = 1000;
    const ListPage whole = s->list(q);
    QStringList reference;
    for (const TokenRecord& r : whole.records)
        reference << id(r);
    QCOMPARE(reference.size(), expected.size());

    q.limit = limit;
    QStringList walked;
    QSet<QString> seen;
    int pages = 0;
    for (;;) {
        const ListPage page = s->list(q);
        ++pages;
        QVERIFY2(pages <= expected.size() / limit + 2, "too many pages");
        QVERIFY(page.records.size() <= limit);
        if (!page.nextCursor.isEmpty())
            QVERIFY2(!page.records.isEmpty(), "an empty page in the middle");
        for (const TokenRecord& r : page.records) {
            QVERIFY2(!seen.contains(id(r)), qPrintable(QStringLiteral("duplicate ") + id(r)));
            seen.insert(id(r));
            walked << id(r);
        }
        if (page.nextCursor.isEmpty())
            break;
        q.cursor = page.nextCursor;
    }
    QCOMPARE(seen, expected);
    QCOMPARE(walked, reference); // stable order, page after page
    // Walking again gives the same pages.
    q.cursor.clear();
    QCOMPARE(listAll(*s, q), reference);
}

void Tst_StoreContract::list_refusesBadInput_data() {
    QTest::addColumn<int>("limit");
    QTest::addColumn<QString>("cursor");
    QTest::addColumn<QString>("keyPrefix");
    QTest::addColumn<QString>("scope");
    QTest::addColumn<QString>("pathPrefix");
    QTest::newRow("limit 0") << 0 << QString() << QString() << QString() << QString();
    QTest::newRow("limit -1") << -1 << QString() << QString() << QString() << QString();
    QTest::newRow("limit 1001") << 1001 << QString() << QString() << QString() << QString();
    QTest::newRow("cursor with spaces")
        << 10 << QStringLiteral("not a cursor") << QString() << QString() << QString();
    QTest::newRow("cursor of symbols")
        << 10 << QStringLiteral("%%%%") << QString() << QString() << QString();
    QTest::newRow("cursor non-ASCII")
        << 10 << QStringLiteral("curs\u00f6r") << QString() << QString() << QString();
    QTest::newRow("cursor absurdly long")
        << 10 << QString(100000, QLatin1Char('%')) << QString() << QString() << QString();
    QTest::newRow("key prefix with space")
        << 10 << QString() << QStringLiteral("a b") << QString() << QString();
    QTest::newRow("key prefix too long")
        << 10 << QString() << QString(256, QLatin1Char('k')) << QString() << QString();
    QTest::newRow("scope with control character")
        << 10 << QString() << QString() << QStringLiteral("t\x01") << QString();
    QTest::newRow("path prefix with space")
        << 10 << QString() << QString() << QString() << QStringLiteral("/a b");
}

void Tst_StoreContract::list_refusesBadInput() {
    QFETCH(int, limit);
    QFETCH(QString, cursor);
    QFETCH(QString, keyPrefix);
    QFETCH(QString, scope);
    QFETCH(QString, pathPrefix);
    FRESH_STORE(s);
    s->issue(issueReq(QStringLiteral("one")));
    ListQuery q;
    q.limit = limit;
    q.cursor = cursor;
    q.keyPrefix = keyPrefix;
    if (!scope.isEmpty())
        q.scope = scope;
    q.pathPrefix = pathPrefix;
    QCOMPARE(errorOf([&] { s->list(q); }), kBadInput);

    // The boundaries of the page size are accepted.
    for (int ok : {1, 1000}) {
        ListQuery good;
        good.limit = ok;
        QCOMPARE(s->list(good).records.size(), 1);
    }
}

// --- counts, purge, stats, audit -----------------------------------------------------------

void Tst_StoreContract::counts_perState() {
    REQUIRE_LAYOUT(Claims, "claims");
    FRESH_STORE(s);
    QCOMPARE(s->counts().total(), 0);
    populate(*s);
    WAIT_FOR_POPULATION(*s);

    const StateCounts all = s->counts();
    QCOMPARE(all.pending, 3);
    QCOMPARE(all.processing, 3);
    QCOMPARE(all.stuck, 1);
    QCOMPARE(all.completed, 3);
    QCOMPARE(all.expired, 2);
    QCOMPARE(all.total(), 11);

    const StateCounts byDefault = s->counts(QString());
    QCOMPARE(byDefault.pending, 2);
    QCOMPARE(byDefault.processing, 2);
    QCOMPARE(byDefault.stuck, 1);
    QCOMPARE(byDefault.completed, 2);
    QCOMPARE(byDefault.expired, 2);

    const StateCounts t1 = s->counts(QStringLiteral("t1"));
    QCOMPARE(t1.pending, 1);
    QCOMPARE(t1.processing, 1);
    QCOMPARE(t1.stuck, 0);
    QCOMPARE(t1.completed, 1);
    QCOMPARE(t1.expired, 0);

    QCOMPARE(s->counts(QStringLiteral("nope")).total(), 0);
    QCOMPARE(errorOf([&] { s->counts(QStringLiteral("bad scope")); }), kBadInput);
}

/// A token whose TTL passes raises `expired` in the interval of its expiry, once, without a
/// purge and whichever process looks next; re-acquiring the lapsed key (which replaces the
/// record) neither loses nor repeats that count.
void Tst_StoreContract::stats_lapseCountedOnceInItsInterval() {
    REQUIRE_LAYOUT(Stats, "stats");
    REQUIRE_LAYOUT(ExpiredRecords, "expired records");
    FRESH_STORE(s);
    const auto lapsed = [&](const QString& key) {
        const auto r = s->get(key, QString());
        return r && r->state == State::Expired;
    };
    const TokenRecord first = s->issue(issueReq(QStringLiteral("lapse-a"), 50ms));
    QTRY_VERIFY(lapsed(QStringLiteral("lapse-a")));
    const StatsSeries series = s->stats(1h);
    QCOMPARE(series.total(Counter::Expired), 1);
    // In the interval that holds the expiry.
    const qint64 at = first.expiresAtMs;
    bool inItsInterval = false;
    for (const StatsBucket& b : series.buckets) {
        if (b.value(Counter::Expired) == 1)
            inItsInterval = b.startMs <= at && at < b.startMs + series.intervalMs;
    }
    QVERIFY2(inItsInterval, qPrintable(QStringLiteral("expiry at %1").arg(at)));

    // Re-acquired after the lapse was counted: still one.
    QCOMPARE(s->acquire(acquireReq(QStringLiteral("lapse-a"))).outcome, AcquireOutcome::Acquired);
    QCOMPARE(totals(*s)[int(Counter::Expired)], 1);

    // Re-acquired before anything read the stats (only get(), a read, saw the lapse): the
    // lapse is counted before the record is replaced, once.
    s->issue(issueReq(QStringLiteral("lapse-b"), 50ms));
    QTRY_VERIFY(lapsed(QStringLiteral("lapse-b")));
    QCOMPARE(s->acquire(acquireReq(QStringLiteral("lapse-b"))).outcome, AcquireOutcome::Acquired);
    QCOMPARE(totals(*s)[int(Counter::Expired)], 2);
    // Another connection (another process, for a shared store) sees the same count.
    if (std::unique_ptr<TokenStore> other = s.openAnother())
        QCOMPARE(other->stats(1h).total(Counter::Expired), 2);
    QCOMPARE(s->purgeExpired(), 0);
    QCOMPARE(totals(*s)[int(Counter::Expired)], 2);
}

void Tst_StoreContract::purgeExpired_removesOnlyLapsed() {
    REQUIRE_LAYOUT(Claims, "claims");
    FRESH_STORE(s);
    for (int i = 1; i <= 3; ++i)
        s->issue(issueReq(QStringLiteral("lapse-%1").arg(i), 50ms));
    AcquireRequest shortRetention = acquireReq(QStringLiteral("lapse-processing"));
    shortRetention.retention = 50ms;
    s->acquire(shortRetention);
    s->issue(issueReq(QStringLiteral("op-expired")));
    s->operatorExpire(QStringLiteral("op-expired"), QString(), op());
    s->issue(issueReq(QStringLiteral("live-pending")));
    s->complete(completeReq(claimOf(s->acquire(acquireReq(QStringLiteral("live-done")))),
                            response(200, "x")));
    s->acquire(acquireReq(QStringLiteral("live-stuck"), 50ms));
    QTRY_COMPARE(s->counts().expired, 5);
    QTRY_VERIFY(isStuck(*s, QStringLiteral("live-stuck")));
    QCOMPARE(name(s->get(QStringLiteral("lapse-processing"), QString())->state),
             QStringLiteral("expired"));
    // Lapses are counted when they happen, purge or not: the operator's expire and 4 lapses.
    const Totals before = totals(*s);
    QCOMPARE(before[int(Counter::Expired)], 5);

    QCOMPARE(s->purgeExpired(2), 2);
    QCOMPARE(s->counts().expired, 3);
    QCOMPARE(s->purgeExpired(0), 3);
    QCOMPARE(s->purgeExpired(), 0);
    QCOMPARE(s->counts().expired, 0);

    for (const char* gone : {"lapse-1", "lapse-2", "lapse-3", "lapse-processing", "op-expired"})
        QVERIFY2(!s->get(QLatin1String(gone), QString()), gone);
    for (const char* kept : {"live-pending", "live-done", "live-stuck"})
        QVERIFY2(s->get(QLatin1String(kept), QString()), kept);
    const StateCounts c = s->counts();
    QCOMPARE(c.total(), 3);
    QCOMPARE(c.stuck, 1);
    // Purging counts nothing more: each lapse was counted once, when it happened.
    QCOMPARE(describe(totals(*s)), describe(before));
    QCOMPARE(errorOf([&] { s->purgeExpired(-1); }), kBadInput);
}

void Tst_StoreContract::stats_eachOperationRaisesItsCounters() {
    REQUIRE_LAYOUT(Claims, "claims");
    FRESH_STORE(s);
    Totals expected{};
    QCOMPARE(describe(totals(*s)), describe(expected));
    auto step = [&](const char* what, std::initializer_list<std::pair<Counter, qint64>> raised) {
        expected = plus(expected, raised);
        const QString got = describe(totals(*s));
        if (got != describe(expected)) {
            qWarning("after %s: got %s, expected %s", what, qPrintable(got),
                     qPrintable(describe(expected)));
            return false;
        }
        return true;
    };

    s->issue(issueReq(QStringLiteral("k1")));
    QVERIFY(step("issue", {{Counter::Generated, 1}}));
    const AcquireResult a = s->acquire(acquireReq(QStringLiteral("k2")));
    QVERIFY(step("acquire", {{Counter::Acquired, 1}}));
    s->acquire(acquireReq(QStringLiteral("k2")));
    QVERIFY(step("in flight", {{Counter::InFlight, 1}}));
    s->acquire(acquireReq(QStringLiteral("k2"), 30s, QString(), request("other")));
    QVERIFY(step("mismatch", {{Counter::Mismatch, 1}}));
    s->renew(claimOf(a), 60s);
    QVERIFY(step("renew", {}));
    s->complete(completeReq(claimOf(a), response(200, "x")));
    QVERIFY(step("complete", {{Counter::Completed, 1}}));
    s->acquire(acquireReq(QStringLiteral("k2")));
    s->acquire(acquireReq(QStringLiteral("k2")));
    QVERIFY(step("two replays", {{Counter::Replayed, 2}}));
    s->release(claimOf(s->acquire(acquireReq(QStringLiteral("k3")))));
    QVERIFY(step("acquire and release", {{Counter::Acquired, 1}, {Counter::Released, 1}}));
    s->acquire(acquireReq(QStringLiteral("k4"), 50ms));
    QVERIFY(step("acquire", {{Counter::Acquired, 1}}));
    QTRY_VERIFY(isStuck(*s, QStringLiteral("k4")));
    QVERIFY(s->acquire(acquireReq(QStringLiteral("k4"))).takeover);
    QVERIFY(step("takeover", {{Counter::Acquired, 1}, {Counter::TakenOver, 1}}));
    s->operatorRelease(QStringLiteral("k4"), QString(), op(QStringLiteral("alice"), {}, true));
    QVERIFY(step("operator release", {{Counter::Released, 1}}));
    s->operatorExpire(QStringLiteral("k1"), QString(), op());
    QVERIFY(step("operator expire", {{Counter::Expired, 1}}));
    AcquireRequest issued = acquireReq(QStringLiteral("never-issued"));
    issued.mode = AcquireMode::Issued;
    s->acquire(issued);
    issued.key = QStringLiteral("k1"); // expired
    s->acquire(issued);
    QVERIFY(step("issued mode, unknown and expired", {{Counter::Rejected, 2}}));
    s->operatorDelete(QStringLiteral("k3"), QString(), op());
    QVERIFY(step("operator delete", {}));
    // Refused calls raise nothing.
    errorOf([&] { s->complete(completeReq(claimOf(a), response(200, "again"))); });
    errorOf([&] { s->issue(issueReq(QStringLiteral("k2"))); });
    errorOf([&] { s->acquire(acquireReq(QStringLiteral("bad key"))); });
    QVERIFY(step("refused calls", {}));
    s->purgeExpired();
    QVERIFY(step("purge of an operator-expired record", {}));
}

void Tst_StoreContract::stats_seriesIsConsistent() {
    REQUIRE_LAYOUT(Stats, "stats");
    FRESH_STORE(s);
    for (int i = 0; i < 5; ++i)
        s->issue(issueReq(QStringLiteral("st-%1").arg(i)));
    s->acquire(acquireReq(QStringLiteral("st-0")));
    const StatsSeries st = s->stats(1h);
    QCOMPARE(st.intervalMs, qint64(kStatsInterval.count()));
    QCOMPARE(st.toMs - st.fromMs, qint64(3600 * 1000));
    QVERIFY(!st.buckets.isEmpty());
    std::array<qint64, kCounterCount> sums{};
    qint64 previous = std::numeric_limits<qint64>::min();
    for (const StatsBucket& b : st.buckets) {
        QVERIFY2(b.startMs > previous, "buckets must be oldest first, one per interval");
        previous = b.startMs;
        QCOMPARE(b.startMs % st.intervalMs, 0);
        QVERIFY(b.startMs + st.intervalMs > st.fromMs);
        QVERIFY(b.startMs <= st.toMs);
        for (int c = 0; c < kCounterCount; ++c)
            sums[c] += b.values[c];
    }
    QVERIFY(sums == st.totals);
    QCOMPARE(st.total(Counter::Generated), 5);
    QCOMPARE(st.total(Counter::Acquired), 1);
    const StatsSeries oneSecond = s->stats(1s);
    QCOMPARE(oneSecond.toMs - oneSecond.fromMs, qint64(1000));
    QCOMPARE(errorOf([&] { s->stats(0ms); }), kBadInput);
    QCOMPARE(errorOf([&] { s->stats(-5s); }), kBadInput);
}

void Tst_StoreContract::audit_newestFirst() {
    REQUIRE_LAYOUT(Claims, "claims");
    FRESH_STORE(s);
    QVERIFY(s->audit(100).isEmpty());
    s->issue(issueReq(QStringLiteral("au-1")));
    s->issue(issueReq(QStringLiteral("au-2")));
    s->acquire(acquireReq(QStringLiteral("au-3")));
    s->operatorExpire(QStringLiteral("au-1"), QString(),
                      op(QStringLiteral("u1"), QStringLiteral("r1")));
    s->operatorDelete(QStringLiteral("au-2"), QString(),
                      op(QStringLiteral("u2"), QStringLiteral("r2")));
    s->operatorRelease(QStringLiteral("au-3"), QString(),
                       op(QStringLiteral("u3"), QStringLiteral("r3"), true));

    const QList<AuditEntry> all = s->audit(100);
    QCOMPARE(all.size(), 3);
    QCOMPARE(all[0].action, QStringLiteral("release"));
    QCOMPARE(all[0].key, QStringLiteral("au-3"));
    QCOMPARE(all[0].user, QStringLiteral("u3"));
    QCOMPARE(all[0].reason, QStringLiteral("r3"));
    QCOMPARE(all[1].action, QStringLiteral("delete"));
    QCOMPARE(all[1].key, QStringLiteral("au-2"));
    QCOMPARE(all[1].stateBefore, QStringLiteral("pending"));
    QCOMPARE(all[1].stateAfter, QStringLiteral("deleted"));
    QCOMPARE(all[2].action, QStringLiteral("expire"));
    QCOMPARE(all[2].key, QStringLiteral("au-1"));
    QCOMPARE(all[2].user, QStringLiteral("u1"));
    for (int i = 1; i < all.size(); ++i) {
        QVERIFY(all[i - 1].id > all[i].id);
        QVERIFY(all[i - 1].atMs >= all[i].atMs);
    }

    const QList<AuditEntry> two = s->audit(2);
    QCOMPARE(two.size(), 2);
    QCOMPARE(two[0].id, all[0].id);
    QCOMPARE(two[1].id, all[1].id);
    QCOMPARE(s->audit(1).size(), 1);
    QCOMPARE(s->audit(1000).size(), 3);
    QCOMPARE(errorOf([&] { s->audit(0); }), kBadInput);
    QCOMPARE(errorOf([&] { s->audit(1001); }), kBadInput);
}

// --- invalid input -------------------------------------------------------------------------

namespace {

/// One call with exactly one invalid argument. `held` is a valid claim on the processing
/// record "victim", so a call that ignored validation would change it.
struct BadCall {
    const char* name;
    std::function<void(TokenStore&, const Claim& held)> call;
};

const QList<BadCall>& badCalls() {
    static const QList<BadCall> calls = [] {
        QList<BadCall> c;
        c.append({"issue: empty key", [](TokenStore& s, const Claim&) {
                      s.issue(issueReq(QString()));
                  }});
        c.append({"issue: key with space", [](TokenStore& s, const Claim&) {
                      s.issue(issueReq(QStringLiteral("new key")));
                  }});
        c.append({"issue: scope with space", [](TokenStore& s, const Claim&) {
                      s.issue(issueReq(QStringLiteral("new-key"), 30min, QStringLiteral("a b")));
                  }});
        c.append({"issue: zero ttl", [](TokenStore& s, const Claim&) {
                      s.issue(issueReq(QStringLiteral("new-key"), 0ms));
                  }});
        c.append({"issue: negative ttl", [](TokenStore& s, const Claim&) {
                      s.issue(issueReq(QStringLiteral("new-key"), -1s));
                  }});
        c.append({"acquire: 256-character key", [](TokenStore& s, const Claim&) {
                      s.acquire(acquireReq(QString(256, QLatin1Char('k'))));
                  }});
        c.append({"acquire: non-ASCII key", [](TokenStore& s, const Claim&) {
                      s.acquire(acquireReq(QStringLiteral("cl\u00e9")));
                  }});
        c.append({"acquire: empty owner", [](TokenStore& s, const Claim&) {
                      AcquireRequest r = acquireReq(QStringLiteral("new-key"));
                      r.owner.clear();
                      s.acquire(r);
                  }});
        c.append({"acquire: owner with space", [](TokenStore& s, const Claim&) {
                      AcquireRequest r = acquireReq(QStringLiteral("new-key"));
                      r.owner = QStringLiteral("me and you");
                      s.acquire(r);
                  }});
        c.append({"acquire: owner too long", [](TokenStore& s, const Claim&) {
                      AcquireRequest r = acquireReq(QStringLiteral("new-key"));
                      r.owner = QString(129, QLatin1Char('o'));
                      s.acquire(r);
                  }});
        c.append({"acquire: zero lease", [](TokenStore& s, const Claim&) {
                      s.acquire(acquireReq(QStringLiteral("new-key"), 0ms));
                  }});
        c.append({"acquire: zero lease on the held key", [](TokenStore& s, const Claim&) {
                      s.acquire(acquireReq(QStringLiteral("victim"), 0ms));
                  }});
        c.append({"acquire: zero retention", [](TokenStore& s, const Claim&) {
                      AcquireRequest r = acquireReq(QStringLiteral("new-key"));
                      r.retention = 0ms;
                      s.acquire(r);
                  }});
        c.append({"acquire: no fingerprint", [](TokenStore& s, const Claim&) {
                      AcquireRequest r = acquireReq(QStringLiteral("new-key"));
                      r.request = RequestIdentity{};
                      s.acquire(r);
                  }});
        c.append({"complete: bad key", [](TokenStore& s, const Claim& held) {
                      Claim c = held;
                      c.key = QStringLiteral("vict\tim");
                      s.complete(completeReq(c, response(200, "x")));
                  }});
        c.append({"complete: bad owner", [](TokenStore& s, const Claim& held) {
                      Claim c = held;
                      c.owner = QStringLiteral("own/er");
                      s.complete(completeReq(c, response(200, "x")));
                  }});
        c.append({"complete: status 99", [](TokenStore& s, const Claim& held) {
                      s.complete(completeReq(held, response(99, "x")));
                  }});
        c.append({"complete: status 600", [](TokenStore& s, const Claim& held) {
                      s.complete(completeReq(held, response(600, "x")));
                  }});
        c.append({"complete: negative retention", [](TokenStore& s, const Claim& held) {
                      CompleteRequest r = completeReq(held, response(200, "x"));
                      r.retention = -1s;
                      s.complete(r);
                  }});
        c.append({"release: empty key", [](TokenStore& s, const Claim& held) {
                      Claim c = held;
                      c.key.clear();
                      s.release(c);
                  }});
        c.append({"release: empty owner", [](TokenStore& s, const Claim& held) {
                      Claim c = held;
                      c.owner.clear();
                      s.release(c);
                  }});
        c.append({"renew: zero lease", [](TokenStore& s, const Claim& held) {
                      s.renew(held, 0ms);
                  }});
        c.append({"renew: negative lease", [](TokenStore& s, const Claim& held) {
                      s.renew(held, -5s);
                  }});
        c.append({"renew: non-ASCII key", [](TokenStore& s, const Claim& held) {
                      Claim c = held;
                      c.key = QStringLiteral("v\u00efctim");
                      s.renew(c, 60s);
                  }});
        c.append({"operator release: bad key", [](TokenStore& s, const Claim&) {
                      s.operatorRelease(QStringLiteral("vic tim"), QString(),
                                        op(QStringLiteral("alice"), QString(), true));
                  }});
        c.append({"operator release: reason too long", [](TokenStore& s, const Claim&) {
                      s.operatorRelease(
                          QStringLiteral("victim"), QString(),
                          op(QStringLiteral("alice"), QString(1001, QLatin1Char('r')), true));
                  }});
        c.append({"operator expire: bad key", [](TokenStore& s, const Claim&) {
                      s.operatorExpire(QString(), QString(), op());
                  }});
        c.append({"operator expire: bad scope", [](TokenStore& s, const Claim&) {
                      s.operatorExpire(QStringLiteral("victim"), QStringLiteral("s\x7f"), op());
                  }});
        c.append({"operator delete: bad key", [](TokenStore& s, const Claim&) {
                      s.operatorDelete(QStringLiteral("victim\n"), QString(), op());
                  }});
        c.append({"operator delete: user too long", [](TokenStore& s, const Claim&) {
                      s.operatorDelete(QStringLiteral("victim"), QString(),
                                       op(QString(256, QLatin1Char('u'))));
                  }});
        c.append({"get: bad key", [](TokenStore& s, const Claim&) {
                      s.get(QString(256, QLatin1Char('k')), QString());
                  }});
        c.append({"counts: bad scope", [](TokenStore& s, const Claim&) {
                      s.counts(QStringLiteral("\u00fc"));
                  }});
        c.append({"purge: negative limit", [](TokenStore& s, const Claim&) {
                      s.purgeExpired(-3);
                  }});
        c.append({"stats: zero window", [](TokenStore& s, const Claim&) {
                      s.stats(0ms);
                  }});
        c.append({"audit: zero limit", [](TokenStore& s, const Claim&) {
                      s.audit(0);
                  }});
        return c;
    }();
    return calls;
}

} // namespace

void Tst_StoreContract::invalidInput_refusedAndStoreUntouched_data() {
    QTest::addColumn<int>("index");
    for (int i = 0; i < badCalls().size(); ++i)
        QTest::newRow(badCalls()[i].name) << i;
}

void Tst_StoreContract::invalidInput_refusedAndStoreUntouched() {
    REQUIRE_LAYOUT(Claims, "claims");
    QFETCH(int, index);
    FRESH_STORE(s);
    const AcquireResult held = s->acquire(acquireReq(QStringLiteral("victim")));
    s->complete(completeReq(claimOf(s->acquire(acquireReq(QStringLiteral("done")))),
                            response(200, "kept")));
    s->issue(issueReq(QStringLiteral("waiting")));
    const auto victim = s->get(QStringLiteral("victim"), QString());
    const auto done = s->get(QStringLiteral("done"), QString());
    const auto waiting = s->get(QStringLiteral("waiting"), QString());
    const Totals totalsBefore = totals(*s);

    QString message;
    try {
        badCalls()[index].call(*s, claimOf(held));
        QFAIL("the call was accepted");
    } catch (const Error& e) {
        QCOMPARE(errorKindName(e.kind()), kBadInput);
        message = e.message();
    }
    QVERIFY(!message.isEmpty());
    QVERIFY2(message.size() < 400, qPrintable(message));

    VERIFY_SAME_RECORD(*s->get(QStringLiteral("victim"), QString()), *victim);
    VERIFY_SAME_RECORD(*s->get(QStringLiteral("done"), QString()), *done);
    VERIFY_SAME_RECORD(*s->get(QStringLiteral("waiting"), QString()), *waiting);
    QCOMPARE(s->counts().total(), 3);
    QVERIFY(!s->get(QStringLiteral("new-key"), QString()));
    QCOMPARE(describe(totals(*s)), describe(totalsBefore));
    QVERIFY(s->audit(10).isEmpty());
}

// --- batches (changeMany) ------------------------------------------------------------------

namespace {

/// One outcome of a batch, or of the single call it stands for, in words: the error's kind, the
/// acquire outcome, or the state of the record written, with what the rules decide (owner
/// index, fence, replay count, response body); times are left out (the clock differs).
QString describe(const ChangeOutcome& o, const QStringList& owners) {
    if (o.error)
        return QStringLiteral("error %1").arg(errorKindName(o.error->kind()));
    const TokenRecord* r = o.acquired ? &o.acquired->record : o.record ? &*o.record : nullptr;
    if (!r)
        return QStringLiteral("nothing");
    QString text = o.acquired ? name(o.acquired->outcome) + QLatin1Char(' ') : QString();
    text += QStringLiteral("%1 owner#%2 fence %3 replays %4 response %5")
                .arg(name(r->state))
                .arg(owners.indexOf(r->owner))
                .arg(r->fence)
                .arg(r->replayCount)
                .arg(r->response ? QString::fromLatin1(r->response->body) : QStringLiteral("-"));
    return text;
}

/// The single call a change stands for, as an outcome.
ChangeOutcome callAlone(TokenStore& s, const Change& c) {
    ChangeOutcome o;
    try {
        switch (c.kind) {
        case Change::Kind::Acquire:
            o.acquired = s.acquire(c.acquire);
            break;
        case Change::Kind::Complete:
            o.record = s.complete(c.complete);
            break;
        case Change::Kind::Release:
            o.record = s.release(c.claim);
            break;
        case Change::Kind::Renew:
            o.record = s.renew(c.claim, c.lease);
            break;
        }
    } catch (const Error& e) {
        o.error = e;
    }
    return o;
}

/// A batch on `key` that goes through every kind of change and every outcome a duplicate
/// meets: acquire, in_flight, mismatch, renew, complete, replay, a late complete (refused), then
/// on `key`-b acquire, release, acquire again. The claims are written ahead: a fresh key's
/// first acquisition has fence 1, the second 2.
std::vector<Change> lifeOf(const QString& key, const QStringList& owners) {
    const QString keyB = key + QStringLiteral("-b");
    AcquireRequest first = acquireReq(key);
    first.owner = owners[0];
    AcquireRequest duplicate = acquireReq(key);
    duplicate.owner = owners[1];
    AcquireRequest otherBody = acquireReq(key, 30s, QString(), request("other"));
    otherBody.owner = owners[1];
    const Claim claim{key, QString(), owners[0], 1};
    AcquireRequest b1 = acquireReq(keyB);
    b1.owner = owners[2];
    AcquireRequest b2 = acquireReq(keyB);
    b2.owner = owners[3];
    return {
        Change::ofAcquire(first),
        Change::ofAcquire(duplicate),
        Change::ofAcquire(otherBody),
        Change::ofRenew(claim, 60s),
        Change::ofComplete(completeReq(claim, response(201, "made"))),
        Change::ofAcquire(duplicate),
        Change::ofComplete(completeReq(claim, response(201, "late"))),
        Change::ofAcquire(b1),
        Change::ofRelease({keyB, QString(), owners[2], 1}),
        Change::ofAcquire(b2),
        Change::ofRenew({keyB, QString(), owners[3], 2}, 45s),
    };
}

} // namespace

void Tst_StoreContract::batch_sameAsSequentialCalls() {
    REQUIRE_LAYOUT(Claims, "claims");
    FRESH_STORE(s);
    QStringList owners;
    for (int i = 0; i < 4; ++i)
        owners << TokenGenerator::owner();

    // The same changes, once as single calls on one key and once as one batch on another.
    const Totals before = totals(*s);
    QStringList alone;
    for (const Change& c : lifeOf(QStringLiteral("seq"), owners))
        alone << describe(callAlone(*s, c), owners);
    const Totals afterAlone = totals(*s);

    const std::vector<Change> batch = lifeOf(QStringLiteral("bat"), owners);
    const std::vector<ChangeOutcome> outcomes = s->changeMany(batch);
    QCOMPARE(outcomes.size(), batch.size());
    QStringList together;
    for (const ChangeOutcome& o : outcomes)
        together << describe(o, owners);
    QCOMPARE(together, alone);
    // What the rules decide, spelled out once (the single calls are held to it elsewhere).
    QCOMPARE(together.value(0), QStringLiteral("acquired processing owner#0 fence 1 replays 0 "
                                               "response -"));
    QVERIFY2(together.value(1).startsWith(QStringLiteral("in_flight ")), qPrintable(together[1]));
    QVERIFY2(together.value(2).startsWith(QStringLiteral("mismatch ")), qPrintable(together[2]));
    QCOMPARE(together.value(5), QStringLiteral("replay completed owner#0 fence 1 replays 1 "
                                               "response made"));
    QCOMPARE(together.value(6), QStringLiteral("error %1").arg(kConflict));
    QCOMPARE(together.value(9), QStringLiteral("acquired processing owner#3 fence 2 replays 0 "
                                               "response -"));
    QVERIFY(outcomes[1].acquired->retryAfter > 0ms);
    QVERIFY(outcomes[1].acquired->retryAfter <= 30s); // the lease before the renew
    QCOMPARE(outcomes[10].record->leaseUntilMs - outcomes[10].record->updatedAtMs, 45 * 1000);

    // The batch is in the store as the single calls left theirs, and counted the same.
    for (const char* suffix : {"", "-b"}) {
        const auto a = s->get(QStringLiteral("seq") + QLatin1String(suffix), QString());
        const auto b = s->get(QStringLiteral("bat") + QLatin1String(suffix), QString());
        QVERIFY(a && b);
        QCOMPARE(describe(ChangeOutcome{std::nullopt, *b, std::nullopt}, owners),
                 describe(ChangeOutcome{std::nullopt, *a, std::nullopt}, owners));
    }
    if (layoutHas(Needs::Stats)) {
        Totals byBatch{};
        Totals byCalls{};
        const Totals afterBatch = totals(*s);
        for (int c = 0; c < kCounterCount; ++c) {
            byCalls[c] = afterAlone[c] - before[c];
            byBatch[c] = afterBatch[c] - afterAlone[c];
        }
        QCOMPARE(describe(byBatch), describe(byCalls));
    }
}

void Tst_StoreContract::batch_refusedChangeFailsAlone() {
    REQUIRE_LAYOUT(Claims, "claims");
    FRESH_STORE(s);
    const AcquireResult held = s->acquire(acquireReq(QStringLiteral("held")));
    const AcquireResult other = s->acquire(acquireReq(QStringLiteral("other")));
    const Totals before = totals(*s);

    Claim staleFence = claimOf(held);
    staleFence.fence = *staleFence.fence + 1;
    Claim otherOwner = claimOf(other);
    otherOwner.owner = TokenGenerator::owner();
    const std::vector<Change> batch = {
        Change::ofAcquire(acquireReq(QStringLiteral("fresh-1"))),
        Change::ofComplete(completeReq(staleFence, response(200, "stale"))),
        Change::ofRelease(otherOwner),
        Change::ofAcquire(acquireReq(QStringLiteral("bad key"))),
        Change::ofComplete(completeReq(claimOf(held), response(200, "owner's"))),
        Change::ofRenew(claimOf(other), 60s),
        Change::ofComplete(completeReq(
            {QStringLiteral("never"), QString(), TokenGenerator::owner(), 1}, response(200, "x"))),
        Change::ofAcquire(acquireReq(QStringLiteral("fresh-2"))),
    };
    const std::vector<ChangeOutcome> out = s->changeMany(batch);
    QCOMPARE(out.size(), batch.size());
    QStringList errors;
    for (const ChangeOutcome& o : out)
        errors << (o.error ? errorKindName(o.error->kind()) : kNone);
    QCOMPARE(errors,
             (QStringList{kNone, kConflict, kConflict, kBadInput, kNone, kNone, kNotFound, kNone}));
    QCOMPARE(name(out[0].acquired->outcome), QStringLiteral("acquired"));
    QCOMPARE(out[0].acquired->record.key, QStringLiteral("fresh-1"));
    QCOMPARE(name(out[4].record->state), QStringLiteral("completed"));
    QCOMPARE(out[4].record->response->body, QByteArrayLiteral("owner's"));
    QCOMPARE(out[5].record->owner, other.record.owner);
    QCOMPARE(out[7].acquired->record.key, QStringLiteral("fresh-2"));

    // The refused changes changed nothing; the others are in the store.
    QCOMPARE(s->get(QStringLiteral("held"), QString())->response->body,
             QByteArrayLiteral("owner's"));
    const auto otherNow = s->get(QStringLiteral("other"), QString());
    QCOMPARE(name(otherNow->state), QStringLiteral("processing"));
    QCOMPARE(otherNow->owner, other.record.owner);
    QCOMPARE(otherNow->leaseUntilMs, out[5].record->leaseUntilMs);
    QVERIFY(s->get(QStringLiteral("fresh-1"), QString()));
    QVERIFY(s->get(QStringLiteral("fresh-2"), QString()));
    QVERIFY(!s->get(QStringLiteral("never"), QString()));
    QCOMPARE(s->counts().total(), 4);
    if (layoutHas(Needs::Stats)) {
        QCOMPARE(describe(totals(*s)),
                 describe(plus(before, {{Counter::Acquired, 2}, {Counter::Completed, 1}})));
    }
}

void Tst_StoreContract::batch_mixedKeysKeepTheirOrder() {
    REQUIRE_LAYOUT(Claims, "claims");
    FRESH_STORE(s);
    // Acquires of many keys and scopes in a scrambled order, then their completes in another:
    // outcome i belongs to change i.
    QStringList keys;
    for (int i = 0; i < 12; ++i)
        keys << QStringLiteral("mix-%1").arg((i * 7) % 12);
    auto scopeOf = [](const QString& key) {
        return key.endsWith(QLatin1Char('3')) ? QStringLiteral("t3") : QString();
    };
    std::vector<Change> acquires;
    for (const QString& key : keys) {
        acquires.push_back(Change::ofAcquire(
            acquireReq(key, 30s, scopeOf(key), request(key.toLatin1(), QLatin1Char('/') + key))));
    }
    const std::vector<ChangeOutcome> acquired = s->changeMany(acquires);
    QCOMPARE(acquired.size(), acquires.size());
    std::vector<Change> completes;
    for (std::size_t i = 0; i < acquired.size(); ++i) {
        QVERIFY2(!acquired[i].error, qPrintable(keys[int(i)]));
        const TokenRecord& r = acquired[i].acquired->record;
        QCOMPARE(r.key, keys[int(i)]);
        QCOMPARE(r.scope, scopeOf(keys[int(i)]));
        QCOMPARE(r.path, QLatin1Char('/') + keys[int(i)]);
        QCOMPARE(r.owner, acquires[i].acquire.owner);
    }
    for (std::size_t i = acquired.size(); i-- > 0;) {
        const TokenRecord& r = acquired[i].acquired->record;
        completes.push_back(Change::ofComplete(
            completeReq(claimOf(*acquired[i].acquired), response(200, r.key.toLatin1()))));
    }
    const std::vector<ChangeOutcome> completed = s->changeMany(completes);
    QCOMPARE(completed.size(), completes.size());
    for (std::size_t i = 0; i < completed.size(); ++i) {
        const QString key = completes[i].complete.claim.key;
        QVERIFY2(completed[i].record, qPrintable(key));
        QCOMPARE(completed[i].record->key, key);
        QCOMPARE(completed[i].record->response->body, key.toLatin1());
        QCOMPARE(s->get(key, scopeOf(key))->response->body, key.toLatin1());
    }
    QCOMPARE(s->counts().completed, 12);
}

void Tst_StoreContract::batch_empty() {
    FRESH_STORE(s);
    QVERIFY(s->changeMany({}).empty());
    QCOMPARE(s->counts().total(), 0);
    if (layoutHas(Needs::Stats))
        QCOMPARE(describe(totals(*s)), describe(Totals{}));
}

int main(int argc, char** argv) {
    // The spec is taken off the command line before Qt sees it (QCoreApplication keeps argc).
    g_spec = idem::test::takeStoreSpec(argc, argv);
    QCoreApplication app(argc, argv);
    Tst_StoreContract suite;
    return QTest::qExec(&suite, argc, argv);
}

#include "tst_storecontract.moc"
