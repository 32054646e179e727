// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The transition rules (core/token/statemachine.h), with no store and no clock: every starting
// situation is built by running the pure decide* functions themselves at fixed times before
// kNow, then observed at kNow, exactly as a store would hand it over.
#include "base/errors.h"
#include "token/fingerprint.h"
#include "token/statemachine.h"

#include <QTest>

using namespace idem;
using namespace std::chrono_literals;

namespace {

/// The store's clock for every decision under test.
constexpr qint64 kNow = 1'700'000'000'000;
constexpr qint64 kSecond = 1000;
constexpr qint64 kHour = 3600 * kSecond;

const QString kKey = QStringLiteral("order-42");
const QString kScope = QStringLiteral("tenant-a");
const QString kOldOwner = QStringLiteral("host-a:100:oldOwner0001");
const QString kNewOwner = QStringLiteral("host-b:200:newOwner0002");
const QString kCaller = QStringLiteral("host-c:300:caller000003");
const QString kStranger = QStringLiteral("host-d:400:stranger0004");

/// The request the token was first used for, and a different one under the same key.
RequestIdentity requestA() {
    return RequestIdentity::of(QStringLiteral("POST"), QStringLiteral("/orders"),
                               QByteArrayLiteral("{\"amount\":42}"));
}
RequestIdentity requestB() {
    return RequestIdentity::of(QStringLiteral("POST"), QStringLiteral("/orders"),
                               QByteArrayLiteral("{\"amount\":43}"));
}

AcquireRequest acquireReq(const QString& owner, const RequestIdentity& request = requestA(),
                          AcquireMode mode = AcquireMode::Open,
                          std::chrono::milliseconds lease = 30s,
                          std::chrono::milliseconds retention = 24h) {
    AcquireRequest r;
    r.key = kKey;
    r.scope = kScope;
    r.request = request;
    r.owner = owner;
    r.lease = lease;
    r.retention = retention;
    r.mode = mode;
    return r;
}

Claim claimOf(const QString& owner, std::optional<qint64> fence) {
    return Claim{kKey, kScope, owner, fence};
}

StoredResponse okResponse() {
    StoredResponse r;
    r.status = 201;
    r.headers = {{QStringLiteral("Content-Type"), QByteArrayLiteral("application/json")}};
    r.body = QByteArrayLiteral("{\"id\":42}");
    return r;
}

CompleteRequest completeReq(const QString& owner, std::optional<qint64> fence,
                            std::chrono::milliseconds retention = 0ms) {
    return CompleteRequest{claimOf(owner, fence), okResponse(), retention};
}

/// The record a decision wrote, as the store would read it back at `t`.
TokenRecord readBack(const Decision& d, qint64 t) {
    if (!d.write)
        throw std::logic_error("the decision wrote nothing");
    return observe(*d.write, t);
}

/// Starting situations, each reached through real transitions.
enum class Situation {
    Absent,
    Pending,           ///< Issued at kNow - 1 s, never used: no fingerprint, fence 0.
    PendingReleased,   ///< Acquired by kOldOwner (request A), released by it: fence 1.
    ProcessingLive,    ///< Acquired by kOldOwner at kNow - 1 s with a 30 s lease: fence 1.
    ProcessingStuck,   ///< Acquired by kOldOwner at kNow - 60 s with a 30 s lease: fence 1.
    TakenOver,         ///< Stuck for kOldOwner, taken over by kNewOwner at kNow - 1 s: fence 2.
    Completed,         ///< Acquired and completed by kOldOwner: fence 1.
    ExpiredPending,    ///< Issued two hours ago with a one-hour TTL: fence 0.
    ExpiredCompleted,  ///< Completed two days ago with a one-day retention: fence 1.
    ExpiredByOperator, ///< Processing, then expired by an operator at kNow - 1 s: fence 1.
};

std::optional<TokenRecord> situation(Situation s) {
    const auto issue = [](qint64 at, std::chrono::milliseconds ttl) {
        return decideIssue(std::nullopt, IssueRequest{kKey, kScope, ttl}, at);
    };
    const auto acquireAt = [](qint64 at, std::chrono::milliseconds retention = 24h) {
        return decideAcquire(
            std::nullopt, acquireReq(kOldOwner, requestA(), AcquireMode::Open, 30s, retention), at);
    };
    switch (s) {
    case Situation::Absent:
        return std::nullopt;
    case Situation::Pending:
        return readBack(issue(kNow - kSecond, 30min), kNow);
    case Situation::PendingReleased: {
        const TokenRecord p = readBack(acquireAt(kNow - 2 * kSecond), kNow - kSecond);
        return readBack(decideRelease(p, claimOf(kOldOwner, 1), kNow - kSecond), kNow);
    }
    case Situation::ProcessingLive:
        return readBack(acquireAt(kNow - kSecond), kNow);
    case Situation::ProcessingStuck:
        return readBack(acquireAt(kNow - 60 * kSecond), kNow);
    case Situation::TakenOver: {
        const TokenRecord stuck = readBack(acquireAt(kNow - 60 * kSecond), kNow - kSecond);
        return readBack(decideAcquire(stuck, acquireReq(kNewOwner), kNow - kSecond), kNow);
    }
    case Situation::Completed: {
        const TokenRecord p = readBack(acquireAt(kNow - 2 * kSecond), kNow - kSecond);
        return readBack(decideComplete(p, completeReq(kOldOwner, 1), kNow - kSecond), kNow);
    }
    case Situation::ExpiredPending:
        return readBack(issue(kNow - 2 * kHour, 1h), kNow);
    case Situation::ExpiredCompleted: {
        const qint64 t0 = kNow - 48 * kHour;
        const TokenRecord p = readBack(acquireAt(t0, 24h), t0 + kSecond);
        return readBack(decideComplete(p, completeReq(kOldOwner, 1), t0 + kSecond), kNow);
    }
    case Situation::ExpiredByOperator: {
        const TokenRecord p = readBack(acquireAt(kNow - 2 * kSecond), kNow - kSecond);
        return readBack(decideOperatorExpire(p, kKey, kNow - kSecond), kNow);
    }
    }
    return std::nullopt;
}

QStringList counterNames(const std::vector<Counter>& counters) {
    QStringList names;
    for (Counter c : counters)
        names.append(counterName(c));
    return names;
}

QStringList names(std::initializer_list<const char*> list) {
    QStringList out;
    for (const char* n : list)
        out.append(QString::fromLatin1(n));
    return out;
}

/// Field-by-field equality, so that a failure names the field.
void compareRecords(const TokenRecord& actual, const TokenRecord& expected) {
    QCOMPARE(actual.key, expected.key);
    QCOMPARE(actual.scope, expected.scope);
    QCOMPARE(actual.state, expected.state);
    QCOMPARE(actual.stuck, expected.stuck);
    QCOMPARE(actual.createdAtMs, expected.createdAtMs);
    QCOMPARE(actual.updatedAtMs, expected.updatedAtMs);
    QCOMPARE(actual.acquiredAtMs, expected.acquiredAtMs);
    QCOMPARE(actual.completedAtMs, expected.completedAtMs);
    QCOMPARE(actual.expiresAtMs, expected.expiresAtMs);
    QCOMPARE(actual.leaseUntilMs, expected.leaseUntilMs);
    QCOMPARE(actual.observedAtMs, expected.observedAtMs);
    QCOMPARE(actual.owner, expected.owner);
    QCOMPARE(actual.fence, expected.fence);
    QCOMPARE(actual.method, expected.method);
    QCOMPARE(actual.path, expected.path);
    QCOMPARE(actual.fingerprint, expected.fingerprint);
    QCOMPARE(actual.bodySample, expected.bodySample);
    QCOMPARE(actual.response.has_value(), expected.response.has_value());
    if (actual.response)
        QVERIFY(*actual.response == *expected.response);
    QCOMPARE(actual.replayCount, expected.replayCount);
}

/// Runs `f`; returns the kind of idem::Error it threw, or std::nullopt.
template <typename F> std::optional<ErrorKind> thrownKind(F&& f) {
    try {
        f();
    } catch (const Error& e) {
        if (e.message().isEmpty())
            return ErrorKind::Internal; // every refusal must say why
        return e.kind();
    }
    return std::nullopt;
}

/// -1 in a table means "no error".
std::optional<ErrorKind> expectedKind(int code) {
    return code < 0 ? std::nullopt : std::optional(static_cast<ErrorKind>(code));
}
constexpr int kOk = -1;
constexpr int kNotFound = int(ErrorKind::NotFound);
constexpr int kConflict = int(ErrorKind::Conflict);
constexpr int kBadInput = int(ErrorKind::BadInput);

/// -1 in a table means "no fence in the claim" (owner check only).
std::optional<qint64> fenceOf(qint64 f) {
    return f < 0 ? std::nullopt : std::optional(f);
}

} // namespace

Q_DECLARE_METATYPE(idem::AcquireOutcome)
Q_DECLARE_METATYPE(idem::AcquireMode)
Q_DECLARE_METATYPE(idem::State)
Q_DECLARE_METATYPE(Situation)
Q_DECLARE_METATYPE(idem::IssueRequest)
Q_DECLARE_METATYPE(idem::AcquireRequest)
Q_DECLARE_METATYPE(idem::Claim)
Q_DECLARE_METATYPE(idem::CompleteRequest)
Q_DECLARE_METATYPE(idem::OperatorContext)

class Tst_statemachine : public QObject {
    Q_OBJECT

private slots:
    /// The builders above reach the situations they claim to.
    void situationsAreWhatTheySay_data() {
        QTest::addColumn<Situation>("situation");
        QTest::addColumn<State>("state");
        QTest::addColumn<bool>("stuck");
        QTest::addColumn<qint64>("fence");
        QTest::addColumn<QString>("owner");
        QTest::newRow("pending") << Situation::Pending << State::Pending << false << qint64(0)
                                 << QString();
        QTest::newRow("pending released")
            << Situation::PendingReleased << State::Pending << false << qint64(1) << QString();
        QTest::newRow("processing live")
            << Situation::ProcessingLive << State::Processing << false << qint64(1) << kOldOwner;
        QTest::newRow("processing stuck")
            << Situation::ProcessingStuck << State::Processing << true << qint64(1) << kOldOwner;
        QTest::newRow("taken over")
            << Situation::TakenOver << State::Processing << false << qint64(2) << kNewOwner;
        QTest::newRow("completed")
            << Situation::Completed << State::Completed << false << qint64(1) << kOldOwner;
        QTest::newRow("expired pending")
            << Situation::ExpiredPending << State::Expired << false << qint64(0) << QString();
        QTest::newRow("expired completed")
            << Situation::ExpiredCompleted << State::Expired << false << qint64(1) << kOldOwner;
        QTest::newRow("expired by operator")
            << Situation::ExpiredByOperator << State::Expired << false << qint64(1) << kOldOwner;
    }
    void situationsAreWhatTheySay() {
        QFETCH(Situation, situation);
        QFETCH(State, state);
        QFETCH(bool, stuck);
        QFETCH(qint64, fence);
        QFETCH(QString, owner);
        const auto r = ::situation(situation);
        QVERIFY(r.has_value());
        QCOMPARE(r->key, kKey);
        QCOMPARE(r->scope, kScope);
        QCOMPARE(r->state, state);
        QCOMPARE(r->stuck, stuck);
        QCOMPARE(r->fence, fence);
        QCOMPARE(r->owner, owner);
        QCOMPARE(r->observedAtMs, kNow);
    }

    // --- observe -------------------------------------------------------------------------

    void observeEffectiveState_data() {
        QTest::addColumn<State>("stored");
        QTest::addColumn<qint64>("expiresIn");
        QTest::addColumn<qint64>("leaseIn");
        QTest::addColumn<State>("state");
        QTest::addColumn<bool>("stuck");
        QTest::newRow("pending live")
            << State::Pending << kHour << qint64(0) << State::Pending << false;
        QTest::newRow("pending expires now")
            << State::Pending << qint64(0) << qint64(0) << State::Expired << false;
        QTest::newRow("pending expired")
            << State::Pending << qint64(-1) << qint64(0) << State::Expired << false;
        QTest::newRow("processing lease live")
            << State::Processing << kHour << qint64(1) << State::Processing << false;
        QTest::newRow("processing lease ends now")
            << State::Processing << kHour << qint64(0) << State::Processing << true;
        QTest::newRow("processing lease past")
            << State::Processing << kHour << -kHour << State::Processing << true;
        QTest::newRow("processing retention past")
            << State::Processing << qint64(-1) << qint64(-1) << State::Expired << false;
        QTest::newRow("processing retention past, lease live")
            << State::Processing << qint64(-1) << kHour << State::Expired << false;
        QTest::newRow("completed live")
            << State::Completed << kHour << qint64(0) << State::Completed << false;
        QTest::newRow("completed expires now")
            << State::Completed << qint64(0) << qint64(0) << State::Expired << false;
        QTest::newRow("stored expired")
            << State::Expired << kHour << qint64(0) << State::Expired << false;
    }
    void observeEffectiveState() {
        QFETCH(State, stored);
        QFETCH(qint64, expiresIn);
        QFETCH(qint64, leaseIn);
        QFETCH(State, state);
        QFETCH(bool, stuck);
        TokenRecord r;
        r.key = kKey;
        r.scope = kScope;
        r.state = stored;
        r.expiresAtMs = kNow + expiresIn;
        r.leaseUntilMs = leaseIn == 0 && stored != State::Processing ? 0 : kNow + leaseIn;
        r.owner = kOldOwner;
        r.fence = 7;
        r.fingerprint = requestA().fingerprint;
        r.response = okResponse();
        r.replayCount = 3;
        r.observedAtMs = 1;

        const TokenRecord o = observe(r, kNow);
        QCOMPARE(o.state, state);
        QCOMPARE(o.stuck, stuck);
        QCOMPARE(o.observedAtMs, kNow);
        // Observation changes only the derived fields.
        TokenRecord expected = r;
        expected.state = state;
        expected.stuck = stuck;
        expected.observedAtMs = kNow;
        compareRecords(o, expected);
    }

    // --- issue ---------------------------------------------------------------------------

    void issue_data() {
        QTest::addColumn<Situation>("situation");
        QTest::addColumn<int>("error");
        QTest::addColumn<qint64>("fence");
        QTest::newRow("absent") << Situation::Absent << kOk << qint64(0);
        QTest::newRow("pending") << Situation::Pending << kConflict << qint64(0);
        QTest::newRow("pending released") << Situation::PendingReleased << kConflict << qint64(0);
        QTest::newRow("processing live") << Situation::ProcessingLive << kConflict << qint64(0);
        QTest::newRow("processing stuck") << Situation::ProcessingStuck << kConflict << qint64(0);
        QTest::newRow("completed") << Situation::Completed << kConflict << qint64(0);
        QTest::newRow("expired pending") << Situation::ExpiredPending << kOk << qint64(0);
        // A new life for an expired key keeps its fencing counter: it never goes back.
        QTest::newRow("expired completed") << Situation::ExpiredCompleted << kOk << qint64(1);
        QTest::newRow("expired by operator") << Situation::ExpiredByOperator << kOk << qint64(1);
    }
    void issue() {
        QFETCH(Situation, situation);
        QFETCH(int, error);
        QFETCH(qint64, fence);
        const auto current = ::situation(situation);
        const IssueRequest request{kKey, kScope, 15min};
        Decision d;
        QCOMPARE(thrownKind([&] { d = decideIssue(current, request, kNow); }), expectedKind(error));
        if (error != kOk)
            return;
        QVERIFY(d.write.has_value());
        QVERIFY(!d.erase);
        QCOMPARE(counterNames(d.counters), names({"generated"}));
        TokenRecord expected;
        expected.key = kKey;
        expected.scope = kScope;
        expected.state = State::Pending;
        expected.createdAtMs = expected.updatedAtMs = kNow;
        expected.expiresAtMs = kNow + 15 * 60 * kSecond;
        expected.observedAtMs = kNow;
        expected.fence = fence;
        compareRecords(*d.write, expected);
    }

    // --- acquire -------------------------------------------------------------------------

    void acquire_data() {
        QTest::addColumn<Situation>("situation");
        QTest::addColumn<AcquireMode>("mode");
        QTest::addColumn<bool>("sameRequest");
        QTest::addColumn<AcquireOutcome>("outcome");
        QTest::addColumn<bool>("writes");
        QTest::addColumn<QStringList>("counters");
        QTest::addColumn<qint64>("fence");

        using S = Situation;
        using O = AcquireOutcome;
        const QStringList acquired = names({"acquired"});
        const QStringList takenOver = names({"acquired", "taken_over"});
        const QStringList mismatch = names({"mismatch"});
        const QStringList inFlight = names({"in_flight"});
        const QStringList replayed = names({"replayed"});
        const QStringList rejected = names({"rejected"});

        for (const AcquireMode mode : {AcquireMode::Open, AcquireMode::Issued}) {
            const bool open = mode == AcquireMode::Open;
            const auto row = [&](const char* name, bool same) {
                return &QTest::addRow("%s, %s, %s", open ? "open" : "issued", name,
                                      same ? "same request" : "other request");
            };
            for (bool same : {true, false}) {
                // Absent: open mode creates the record; issued mode knows no such token.
                if (open)
                    *row("absent", same) << S::Absent << mode << same << O::Acquired << true
                                         << acquired << qint64(1);
                else
                    *row("absent", same) << S::Absent << mode << same << O::Unknown << false
                                         << rejected << qint64(0);
                // An issued token has no fingerprint yet: any request may use it.
                *row("pending", same)
                    << S::Pending << mode << same << O::Acquired << true << acquired << qint64(1);
                // A released token remembers its request: another one is a mismatch.
                if (same)
                    *row("pending released", same) << S::PendingReleased << mode << same
                                                   << O::Acquired << true << acquired << qint64(2);
                else
                    *row("pending released", same) << S::PendingReleased << mode << same
                                                   << O::Mismatch << false << mismatch << qint64(1);
                *row("processing live", same)
                    << S::ProcessingLive << mode << same << (same ? O::InFlight : O::Mismatch)
                    << false << (same ? inFlight : mismatch) << qint64(1);
                if (same)
                    *row("processing stuck", same) << S::ProcessingStuck << mode << same
                                                   << O::Acquired << true << takenOver << qint64(2);
                else
                    *row("processing stuck", same) << S::ProcessingStuck << mode << same
                                                   << O::Mismatch << false << mismatch << qint64(1);
                *row("taken over, live", same)
                    << S::TakenOver << mode << same << (same ? O::InFlight : O::Mismatch) << false
                    << (same ? inFlight : mismatch) << qint64(2);
                if (same)
                    *row("completed", same) << S::Completed << mode << same << O::Replay << true
                                            << replayed << qint64(1);
                else
                    *row("completed", same) << S::Completed << mode << same << O::Mismatch << false
                                            << mismatch << qint64(1);
                // Expired records never mismatch: in open mode the key starts a new life
                // (the fence still moves forward), in issued mode it is refused.
                const struct {
                    const char* name;
                    Situation s;
                    qint64 fenceBefore;
                } expired[] = {{"expired pending", S::ExpiredPending, 0},
                               {"expired completed", S::ExpiredCompleted, 1},
                               {"expired by operator", S::ExpiredByOperator, 1}};
                for (const auto& e : expired) {
                    if (open)
                        *row(e.name, same) << e.s << mode << same << O::Acquired << true << acquired
                                           << e.fenceBefore + 1;
                    else
                        *row(e.name, same) << e.s << mode << same << O::Expired << false << rejected
                                           << e.fenceBefore;
                }
            }
        }
    }
    void acquire() {
        QFETCH(Situation, situation);
        QFETCH(AcquireMode, mode);
        QFETCH(bool, sameRequest);
        QFETCH(AcquireOutcome, outcome);
        QFETCH(bool, writes);
        QFETCH(QStringList, counters);
        QFETCH(qint64, fence);

        const std::optional<TokenRecord> current = ::situation(situation);
        const RequestIdentity request = sameRequest ? requestA() : requestB();
        const AcquireRequest req = acquireReq(kCaller, request, mode, 10s, 2h);
        const AcquireDecision d = decideAcquire(current, req, kNow);

        QCOMPARE(acquireOutcomeName(d.result.outcome), acquireOutcomeName(outcome));
        QCOMPARE(d.write.has_value(), writes);
        QVERIFY(!d.erase);
        QCOMPARE(counterNames(d.counters), counters);
        QCOMPARE(d.result.record.key, kKey);
        QCOMPARE(d.result.record.scope, kScope);
        QCOMPARE(d.result.record.fence, fence);
        QCOMPARE(d.result.takeover, counters.contains(QStringLiteral("taken_over")));
        if (d.write) {
            compareRecords(d.result.record, *d.write);
            QVERIFY(!current || d.write->fence >= current->fence); // never lowered
        }

        switch (outcome) {
        case AcquireOutcome::Acquired: {
            const qint64 before = current ? current->fence : 0;
            const bool fresh = !current || current->state == State::Expired;
            TokenRecord expected;
            expected.key = kKey;
            expected.scope = kScope;
            expected.state = State::Processing;
            expected.createdAtMs = fresh ? kNow : current->createdAtMs;
            expected.updatedAtMs = expected.acquiredAtMs = kNow;
            expected.leaseUntilMs = kNow + 10 * kSecond;
            expected.expiresAtMs = kNow + 2 * kHour;
            expected.observedAtMs = kNow;
            expected.owner = kCaller;
            expected.fence = before + 1; // exactly one more than before
            expected.method = request.method;
            expected.path = request.path;
            expected.fingerprint = request.fingerprint;
            expected.bodySample = request.bodySample;
            compareRecords(*d.write, expected);
            QCOMPARE(d.result.retryAfter.count(), 0);
            break;
        }
        case AcquireOutcome::Replay: {
            TokenRecord expected = *current;
            expected.replayCount = current->replayCount + 1;
            compareRecords(*d.write, expected);
            QVERIFY(d.write->response.has_value());
            QCOMPARE(d.write->response->status, 201);
            break;
        }
        case AcquireOutcome::InFlight:
            compareRecords(d.result.record, *current);
            QCOMPARE(d.result.retryAfter.count(), current->leaseUntilMs - kNow);
            QVERIFY(d.result.retryAfter.count() > 0);
            break;
        case AcquireOutcome::Mismatch:
        case AcquireOutcome::Expired:
            compareRecords(d.result.record, *current);
            break;
        case AcquireOutcome::Unknown:
            QVERIFY(!current);
            QVERIFY(d.result.record.fingerprint.isEmpty());
            QVERIFY(d.result.record.owner.isEmpty());
            QVERIFY(!d.result.record.response);
            break;
        }
    }

    /// Each replay counts once more and changes nothing else.
    void replayCountsUp() {
        TokenRecord r = *situation(Situation::Completed);
        for (qint64 n = 1; n <= 5; ++n) {
            const AcquireDecision d = decideAcquire(r, acquireReq(kCaller), kNow + n);
            QCOMPARE(d.result.outcome, AcquireOutcome::Replay);
            QCOMPARE(d.result.record.replayCount, n);
            QCOMPARE(d.result.record.fence, qint64(1));
            QCOMPARE(d.result.record.owner, kOldOwner);
            QCOMPARE(d.result.record.response->body, okResponse().body);
            r = readBack(d, kNow + n);
        }
    }

    /// The lease is checked against the store's clock at the millisecond: it holds until
    /// leaseUntil and is over at leaseUntil.
    void leaseBoundary() {
        const TokenRecord acquired = readBack(
            decideAcquire(std::nullopt, acquireReq(kOldOwner), kNow - 30 * kSecond), kNow - 1);
        QCOMPARE(acquired.leaseUntilMs, kNow);
        const AcquireDecision before = decideAcquire(acquired, acquireReq(kCaller), kNow - 1);
        QCOMPARE(before.result.outcome, AcquireOutcome::InFlight);
        QCOMPARE(before.result.retryAfter.count(), 1);
        const AcquireDecision at =
            decideAcquire(observe(acquired, kNow), acquireReq(kCaller), kNow);
        QCOMPARE(at.result.outcome, AcquireOutcome::Acquired);
        QVERIFY(at.result.takeover);
        QCOMPARE(at.result.record.fence, qint64(2));
    }

    // --- complete / release / renew by the claim holder -----------------------------------

    void claimChecks_data() {
        QTest::addColumn<QString>("op");
        QTest::addColumn<Situation>("situation");
        QTest::addColumn<QString>("owner");
        QTest::addColumn<qint64>("fence"); // -1: owner only
        QTest::addColumn<int>("error");

        using S = Situation;
        for (const char* op : {"complete", "release", "renew"}) {
            const QString o = QString::fromLatin1(op);
            const auto row = [&](const char* name) {
                return &QTest::addRow("%s: %s", op, name);
            };
            *row("missing record") << o << S::Absent << kOldOwner << qint64(1) << kNotFound;
            *row("issued, never acquired")
                << o << S::Pending << kOldOwner << qint64(0) << kConflict;
            *row("released by its owner")
                << o << S::PendingReleased << kOldOwner << qint64(1) << kConflict;
            *row("completed already") << o << S::Completed << kOldOwner << qint64(1) << kConflict;
            *row("expired pending")
                << o << S::ExpiredPending << kOldOwner << qint64(0) << kConflict;
            *row("expired after completion")
                << o << S::ExpiredCompleted << kOldOwner << qint64(1) << kConflict;
            *row("expired by operator")
                << o << S::ExpiredByOperator << kOldOwner << qint64(1) << kConflict;
            // The holder of a live lease.
            *row("live: owner and fence")
                << o << S::ProcessingLive << kOldOwner << qint64(1) << kOk;
            *row("live: owner, no fence")
                << o << S::ProcessingLive << kOldOwner << qint64(-1) << kOk;
            *row("live: owner, lower fence")
                << o << S::ProcessingLive << kOldOwner << qint64(0) << kConflict;
            *row("live: owner, higher fence")
                << o << S::ProcessingLive << kOldOwner << qint64(2) << kConflict;
            *row("live: stranger with the fence")
                << o << S::ProcessingLive << kStranger << qint64(1) << kConflict;
            *row("live: stranger, no fence")
                << o << S::ProcessingLive << kStranger << qint64(-1) << kConflict;
            // A lapsed lease nobody took over still belongs to its owner, and only to it.
            *row("stuck: its owner") << o << S::ProcessingStuck << kOldOwner << qint64(1) << kOk;
            *row("stuck: stranger with the fence")
                << o << S::ProcessingStuck << kStranger << qint64(1) << kConflict;
            // After a takeover the stale owner is refused whatever it presents.
            *row("taken over: stale owner, stale fence")
                << o << S::TakenOver << kOldOwner << qint64(1) << kConflict;
            *row("taken over: stale owner, no fence")
                << o << S::TakenOver << kOldOwner << qint64(-1) << kConflict;
            *row("taken over: stale owner, new fence")
                << o << S::TakenOver << kOldOwner << qint64(2) << kConflict;
            *row("taken over: new owner, stale fence")
                << o << S::TakenOver << kNewOwner << qint64(1) << kConflict;
            *row("taken over: stranger, new fence")
                << o << S::TakenOver << kStranger << qint64(2) << kConflict;
            *row("taken over: new owner and fence")
                << o << S::TakenOver << kNewOwner << qint64(2) << kOk;
            *row("taken over: new owner, no fence")
                << o << S::TakenOver << kNewOwner << qint64(-1) << kOk;
        }
    }
    void claimChecks() {
        QFETCH(QString, op);
        QFETCH(Situation, situation);
        QFETCH(QString, owner);
        QFETCH(qint64, fence);
        QFETCH(int, error);

        const auto current = ::situation(situation);
        const Claim claim = claimOf(owner, fenceOf(fence));
        Decision d;
        const auto kind = thrownKind([&] {
            if (op == QLatin1String("complete"))
                d = decideComplete(current, CompleteRequest{claim, okResponse(), 0ms}, kNow);
            else if (op == QLatin1String("release"))
                d = decideRelease(current, claim, kNow);
            else
                d = decideRenew(current, claim, 45s, kNow);
        });
        QCOMPARE(kind, expectedKind(error));
        if (error != kOk)
            return;

        // Accepted: the common part of the written record.
        QVERIFY(d.write.has_value());
        QVERIFY(!d.erase);
        const TokenRecord& w = *d.write;
        QCOMPARE(w.fence, current->fence); // only acquisitions move the fence
        QCOMPARE(w.updatedAtMs, kNow);
        QCOMPARE(w.acquiredAtMs, current->acquiredAtMs);
        QCOMPARE(w.createdAtMs, current->createdAtMs);
        QCOMPARE(w.fingerprint, current->fingerprint);
        QCOMPARE(w.observedAtMs, kNow);
        if (op == QLatin1String("complete")) {
            QCOMPARE(w.state, State::Completed);
            QCOMPARE(w.owner, current->owner);
            QCOMPARE(w.leaseUntilMs, qint64(0));
            QCOMPARE(w.completedAtMs, kNow);
            QCOMPARE(w.expiresAtMs, current->expiresAtMs);
            QVERIFY(w.response && *w.response == okResponse());
            QCOMPARE(counterNames(d.counters), names({"completed"}));
        } else if (op == QLatin1String("release")) {
            QCOMPARE(w.state, State::Pending);
            QVERIFY(w.owner.isEmpty());
            QCOMPARE(w.leaseUntilMs, qint64(0));
            QCOMPARE(w.expiresAtMs, current->expiresAtMs);
            QVERIFY(!w.response);
            QCOMPARE(counterNames(d.counters), names({"released"}));
        } else {
            QCOMPARE(w.state, State::Processing);
            QVERIFY(!w.stuck);
            QCOMPARE(w.owner, current->owner);
            QCOMPARE(w.leaseUntilMs, kNow + 45 * kSecond);
            QCOMPARE(w.expiresAtMs, current->expiresAtMs);
            QVERIFY(d.counters.empty());
        }
    }

    /// Only allow-listed headers are stored, in their original order and case.
    void completeStoresAllowListedHeadersOnly() {
        const auto current = situation(Situation::ProcessingLive);
        CompleteRequest req = completeReq(kOldOwner, 1);
        req.response.status = 200;
        req.response.body = QByteArray("binary\0body", 11);
        const auto h = [](const char* n, const char* v) {
            return std::pair(QString::fromLatin1(n), QByteArray(v));
        };
        req.response.headers = {h("Content-Type", "application/json"),
                                h("Set-Cookie", "session=secret"),
                                h("Location", "/orders/42"),
                                h("Authorization", "Bearer abc"),
                                h("ETag", "\"v1\""),
                                h("X-Request-Id", "r-1"),
                                h("Connection", "keep-alive"),
                                h("content-location", "/orders/42/v1"),
                                h("Transfer-Encoding", "chunked"),
                                h("Last-Modified", "Tue, 14 Nov 2023 22:13:20 GMT"),
                                h("WWW-Authenticate", "Basic"),
                                h("LINK", "</a>; rel=next"),
                                h("Link", "</b>; rel=prev"),
                                h("Proxy-Authenticate", "Basic"),
                                h("Cookie", "x=1"),
                                h("Content-Type-Options", "nosniff")};
        const Decision d = decideComplete(current, req, kNow);
        QVERIFY(d.write && d.write->response);
        const StoredResponse& stored = *d.write->response;
        QCOMPARE(stored.status, 200);
        QCOMPARE(stored.body, req.response.body);
        const QList<std::pair<QString, QByteArray>> expected = {
            h("Content-Type", "application/json"),
            h("Location", "/orders/42"),
            h("ETag", "\"v1\""),
            h("content-location", "/orders/42/v1"),
            h("Last-Modified", "Tue, 14 Nov 2023 22:13:20 GMT"),
            h("LINK", "</a>; rel=next"),
            h("Link", "</b>; rel=prev")};
        QCOMPARE(stored.headers.size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i) {
            QCOMPARE(stored.headers.at(i).first, expected.at(i).first);
            QCOMPARE(stored.headers.at(i).second, expected.at(i).second);
        }
        // A replay hands back exactly what was stored.
        const AcquireDecision replay =
            decideAcquire(readBack(d, kNow + 1), acquireReq(kCaller), kNow + 1);
        QCOMPARE(replay.result.outcome, AcquireOutcome::Replay);
        QVERIFY(replay.result.record.response && *replay.result.record.response == stored);
    }

    void completeRetention_data() {
        QTest::addColumn<qint64>("retentionMs");
        QTest::addColumn<qint64>("expiresAt");
        const qint64 atAcquisition = situation(Situation::ProcessingLive)->expiresAtMs;
        QTest::newRow("0 keeps the acquisition's expiry") << qint64(0) << atAcquisition;
        QTest::newRow("1 ms") << qint64(1) << kNow + 1;
        QTest::newRow("7 days") << 7 * 24 * kHour << kNow + 7 * 24 * kHour;
    }
    void completeRetention() {
        QFETCH(qint64, retentionMs);
        QFETCH(qint64, expiresAt);
        const Decision d =
            decideComplete(situation(Situation::ProcessingLive),
                           completeReq(kOldOwner, 1, std::chrono::milliseconds(retentionMs)), kNow);
        QCOMPARE(d.write->expiresAtMs, expiresAt);
        QCOMPARE(d.write->state, State::Completed);
    }

    // --- operator actions ----------------------------------------------------------------

    void operatorRelease_data() {
        QTest::addColumn<Situation>("situation");
        QTest::addColumn<bool>("force");
        QTest::addColumn<int>("error");
        using S = Situation;
        for (bool force : {false, true}) {
            const auto row = [&](const char* name) {
                return &QTest::addRow("%s%s", name, force ? ", forced" : "");
            };
            *row("missing") << S::Absent << force << kNotFound;
            *row("pending") << S::Pending << force << kConflict;
            *row("pending released") << S::PendingReleased << force << kConflict;
            *row("completed") << S::Completed << force << kConflict;
            *row("expired pending") << S::ExpiredPending << force << kConflict;
            *row("expired completed") << S::ExpiredCompleted << force << kConflict;
            *row("expired by operator") << S::ExpiredByOperator << force << kConflict;
            // A live lease may belong to a working attempt: only force releases it.
            *row("processing live") << S::ProcessingLive << force << (force ? kOk : kConflict);
            *row("taken over, live") << S::TakenOver << force << (force ? kOk : kConflict);
            *row("processing stuck") << S::ProcessingStuck << force << kOk;
        }
    }
    void operatorRelease() {
        QFETCH(Situation, situation);
        QFETCH(bool, force);
        QFETCH(int, error);
        const auto current = ::situation(situation);
        OperatorContext ctx{QStringLiteral("alice"), QStringLiteral("worker died"), force};
        Decision d;
        QCOMPARE(thrownKind([&] { d = decideOperatorRelease(current, kKey, ctx, kNow); }),
                 expectedKind(error));
        if (error != kOk)
            return;
        QVERIFY(d.write && !d.erase);
        QCOMPARE(counterNames(d.counters), names({"released"}));
        TokenRecord expected = *current;
        expected.state = State::Pending;
        expected.stuck = false;
        expected.owner.clear();
        expected.leaseUntilMs = 0;
        expected.updatedAtMs = kNow;
        compareRecords(*d.write, expected);

        // The attempt that held it can no longer finish, and the next acquisition moves the
        // fence past it.
        const TokenRecord released = readBack(d, kNow);
        for (const QString& owner : {kOldOwner, kNewOwner}) {
            QCOMPARE(thrownKind([&] {
                         decideComplete(released, completeReq(owner, current->fence), kNow);
                     }),
                     std::optional(ErrorKind::Conflict));
        }
        const AcquireDecision again = decideAcquire(released, acquireReq(kCaller), kNow);
        QCOMPARE(again.result.outcome, AcquireOutcome::Acquired);
        QCOMPARE(again.result.record.fence, current->fence + 1);
    }

    void operatorExpire_data() {
        QTest::addColumn<Situation>("situation");
        QTest::addColumn<int>("error");
        using S = Situation;
        QTest::newRow("missing") << S::Absent << kNotFound;
        QTest::newRow("pending") << S::Pending << kOk;
        QTest::newRow("pending released") << S::PendingReleased << kOk;
        QTest::newRow("processing live") << S::ProcessingLive << kOk;
        QTest::newRow("processing stuck") << S::ProcessingStuck << kOk;
        QTest::newRow("taken over") << S::TakenOver << kOk;
        QTest::newRow("completed") << S::Completed << kOk;
        QTest::newRow("expired pending") << S::ExpiredPending << kConflict;
        QTest::newRow("expired completed") << S::ExpiredCompleted << kConflict;
        QTest::newRow("expired by operator") << S::ExpiredByOperator << kConflict;
    }
    void operatorExpire() {
        QFETCH(Situation, situation);
        QFETCH(int, error);
        const auto current = ::situation(situation);
        Decision d;
        QCOMPARE(thrownKind([&] { d = decideOperatorExpire(current, kKey, kNow); }),
                 expectedKind(error));
        if (error != kOk)
            return;
        QVERIFY(d.write && !d.erase);
        QCOMPARE(counterNames(d.counters), names({"expired"}));
        TokenRecord expected = *current;
        expected.state = State::Expired;
        expected.stuck = false;
        expected.expiresAtMs = kNow;
        expected.leaseUntilMs = 0;
        expected.updatedAtMs = kNow;
        compareRecords(*d.write, expected);
        // Expired stays expired when read later, and no claim survives it.
        const TokenRecord later = readBack(d, kNow + kHour);
        QCOMPARE(later.state, State::Expired);
        QCOMPARE(thrownKind([&] {
                     decideComplete(later, completeReq(current->owner, current->fence),
                                    kNow + kHour);
                 }),
                 std::optional(ErrorKind::Conflict));
    }

    void operatorDelete_data() {
        QTest::addColumn<Situation>("situation");
        QTest::addColumn<int>("error");
        using S = Situation;
        QTest::newRow("missing") << S::Absent << kNotFound;
        for (const auto& [name, s] :
             {std::pair("pending", S::Pending), std::pair("pending released", S::PendingReleased),
              std::pair("processing live", S::ProcessingLive),
              std::pair("processing stuck", S::ProcessingStuck),
              std::pair("taken over", S::TakenOver), std::pair("completed", S::Completed),
              std::pair("expired pending", S::ExpiredPending),
              std::pair("expired completed", S::ExpiredCompleted),
              std::pair("expired by operator", S::ExpiredByOperator)})
            QTest::newRow(name) << s << kOk;
    }
    void operatorDelete() {
        QFETCH(Situation, situation);
        QFETCH(int, error);
        Decision d;
        QCOMPARE(thrownKind([&] { d = decideOperatorDelete(::situation(situation), kKey); }),
                 expectedKind(error));
        if (error != kOk)
            return;
        QVERIFY(d.erase);
        QVERIFY(!d.write);
        QVERIFY(d.counters.empty());
    }

    /// NotFound names the key the caller asked for, so the face can print it.
    void notFoundNamesTheKey() {
        try {
            decideOperatorExpire(std::nullopt, QStringLiteral("no-such-key"), kNow);
            QFAIL("expire of a missing token was accepted");
        } catch (const Error& e) {
            QCOMPARE(e.kind(), ErrorKind::NotFound);
            QVERIFY2(e.message().contains(QStringLiteral("no-such-key")), e.what());
        }
    }

    // --- the fencing counter over a whole life --------------------------------------------

    /// Acquisitions raise the fence by exactly one; nothing else moves it, nothing lowers it,
    /// not even expiry and a new life of the key.
    void fenceOverALifetime() {
        qint64 t = kNow;
        std::optional<TokenRecord> rec;
        qint64 lastFence = 0;
        const auto step = [&](const Decision& d, qint64 expectedFence, qint64 advance) {
            QVERIFY(d.write.has_value());
            QVERIFY(d.write->fence >= lastFence);
            QCOMPARE(d.write->fence, expectedFence);
            lastFence = d.write->fence;
            t += advance;
            rec = readBack(d, t);
        };
        const auto acquire = [&](const QString& owner) {
            return decideAcquire(rec, acquireReq(owner, requestA(), AcquireMode::Open, 30s, 1h), t);
        };

        AcquireDecision a = acquire(QStringLiteral("a:1:first"));
        QCOMPARE(a.result.outcome, AcquireOutcome::Acquired);
        step(a, 1, 60 * kSecond); // the first attempt dies; its lease lapses
        QVERIFY(rec->stuck);
        a = acquire(QStringLiteral("b:1:second"));
        QVERIFY(a.result.takeover);
        step(a, 2, kSecond);
        QCOMPARE(thrownKind(
                     [&] { decideComplete(rec, completeReq(QStringLiteral("a:1:first"), 1), t); }),
                 std::optional(ErrorKind::Conflict));
        step(decideRelease(rec, claimOf(QStringLiteral("b:1:second"), 2), t), 2, kSecond);
        a = acquire(QStringLiteral("c:1:third"));
        step(a, 3, kSecond);
        step(decideRenew(rec, claimOf(QStringLiteral("c:1:third"), 3), 30s, t), 3, kSecond);
        step(decideComplete(rec, completeReq(QStringLiteral("c:1:third"), 3), t), 3, kSecond);
        a = acquire(QStringLiteral("d:1:fourth"));
        QCOMPARE(a.result.outcome, AcquireOutcome::Replay);
        step(a, 3, kSecond);
        step(decideOperatorExpire(rec, kKey, t), 3, kSecond);
        a = acquire(QStringLiteral("e:1:fifth"));
        QCOMPARE(a.result.outcome, AcquireOutcome::Acquired);
        step(a, 4, kSecond);
        OperatorContext force{QStringLiteral("op"), QString(), true};
        step(decideOperatorRelease(rec, kKey, force, t), 4, 2 * kHour); // then retention lapses
        QCOMPARE(rec->state, State::Expired);
        step(decideIssue(rec, IssueRequest{kKey, kScope, 30min}, t), 4, kSecond);
        a = decideAcquire(
            rec, acquireReq(QStringLiteral("f:1:sixth"), requestB(), AcquireMode::Issued), t);
        QCOMPARE(a.result.outcome, AcquireOutcome::Acquired);
        step(a, 5, kSecond);
        QCOMPARE(rec->fingerprint, requestB().fingerprint);
    }

    // --- validate --------------------------------------------------------------------------

    void validateIssue_data() {
        QTest::addColumn<IssueRequest>("request");
        QTest::addColumn<bool>("valid");
        QTest::newRow("ok") << IssueRequest{kKey, kScope, 30min} << true;
        QTest::newRow("default scope") << IssueRequest{kKey, QString(), 1ms} << true;
        QTest::newRow("zero ttl") << IssueRequest{kKey, kScope, 0ms} << false;
        QTest::newRow("negative ttl") << IssueRequest{kKey, kScope, -1s} << false;
        QTest::newRow("empty key") << IssueRequest{QString(), kScope, 30min} << false;
        QTest::newRow("key with space")
            << IssueRequest{QStringLiteral("a b"), kScope, 30min} << false;
        QTest::newRow("key 256") << IssueRequest{QString(256, u'k'), kScope, 30min} << false;
        QTest::newRow("scope with newline")
            << IssueRequest{kKey, QStringLiteral("t\n"), 30min} << false;
    }
    void validateIssue() {
        QFETCH(IssueRequest, request);
        QFETCH(bool, valid);
        QCOMPARE(thrownKind([&] { validate(request); }),
                 valid ? std::nullopt : std::optional(ErrorKind::BadInput));
    }

    void validateAcquire_data() {
        QTest::addColumn<AcquireRequest>("request");
        QTest::addColumn<bool>("valid");
        const AcquireRequest ok = acquireReq(kCaller);
        const auto with = [&](auto change) {
            AcquireRequest r = ok;
            change(r);
            return r;
        };
        QTest::newRow("ok") << ok << true;
        QTest::newRow("issued mode") << with([](auto& r) { r.mode = AcquireMode::Issued; }) << true;
        QTest::newRow("1 ms lease") << with([](auto& r) { r.lease = 1ms; }) << true;
        QTest::newRow("zero lease") << with([](auto& r) { r.lease = 0ms; }) << false;
        QTest::newRow("negative lease") << with([](auto& r) { r.lease = -5s; }) << false;
        QTest::newRow("zero retention") << with([](auto& r) { r.retention = 0ms; }) << false;
        QTest::newRow("negative retention") << with([](auto& r) { r.retention = -1h; }) << false;
        QTest::newRow("empty owner") << with([](auto& r) { r.owner.clear(); }) << false;
        QTest::newRow("owner with space")
            << with([](auto& r) { r.owner = QStringLiteral("a b"); }) << false;
        QTest::newRow("owner with slash")
            << with([](auto& r) { r.owner = QStringLiteral("a/b"); }) << false;
        QTest::newRow("owner 129 chars")
            << with([](auto& r) { r.owner = QString(129, u'o'); }) << false;
        QTest::newRow("owner non-ASCII")
            << with([](auto& r) { r.owner = QString::fromUtf8("\xC3\xA9"); }) << false;
        QTest::newRow("empty key") << with([](auto& r) { r.key.clear(); }) << false;
        QTest::newRow("key with tab")
            << with([](auto& r) { r.key = QStringLiteral("a\tb"); }) << false;
        QTest::newRow("scope 256") << with([](auto& r) { r.scope = QString(256, u's'); }) << false;
        QTest::newRow("no fingerprint")
            << with([](auto& r) { r.request = RequestIdentity{}; }) << false;
        QTest::newRow("short fingerprint")
            << with([](auto& r) { r.request.fingerprint.chop(1); }) << false;
        QTest::newRow("body sample over limit")
            << with([](auto& r) { r.request.bodySample = QByteArray(kBodySampleLimit + 1, 'x'); })
            << false;
        QTest::newRow("body sample at limit")
            << with([](auto& r) { r.request.bodySample = QByteArray(kBodySampleLimit, 'x'); })
            << true;
    }
    void validateAcquire() {
        QFETCH(AcquireRequest, request);
        QFETCH(bool, valid);
        QCOMPARE(thrownKind([&] { validate(request); }),
                 valid ? std::nullopt : std::optional(ErrorKind::BadInput));
    }

    void validateClaim_data() {
        QTest::addColumn<Claim>("claim");
        QTest::addColumn<bool>("valid");
        QTest::newRow("ok") << claimOf(kOldOwner, 1) << true;
        QTest::newRow("owner only") << claimOf(kOldOwner, std::nullopt) << true;
        QTest::newRow("empty owner") << claimOf(QString(), 1) << false;
        QTest::newRow("bad owner") << claimOf(QStringLiteral("x;y"), 1) << false;
        QTest::newRow("empty key") << Claim{QString(), kScope, kOldOwner, 1} << false;
        QTest::newRow("bad scope") << Claim{kKey, QStringLiteral("a b"), kOldOwner, 1} << false;
    }
    void validateClaim() {
        QFETCH(Claim, claim);
        QFETCH(bool, valid);
        QCOMPARE(thrownKind([&] { validate(claim); }),
                 valid ? std::nullopt : std::optional(ErrorKind::BadInput));
    }

    void validateComplete_data() {
        QTest::addColumn<CompleteRequest>("request");
        QTest::addColumn<bool>("valid");
        const auto withStatus = [](int status) {
            CompleteRequest r = completeReq(kOldOwner, 1);
            r.response.status = status;
            return r;
        };
        QTest::newRow("201") << withStatus(201) << true;
        QTest::newRow("100") << withStatus(100) << true;
        QTest::newRow("599") << withStatus(599) << true;
        QTest::newRow("99") << withStatus(99) << false;
        QTest::newRow("600") << withStatus(600) << false;
        QTest::newRow("0") << withStatus(0) << false;
        QTest::newRow("-200") << withStatus(-200) << false;
        QTest::newRow("zero retention keeps expiry") << completeReq(kOldOwner, 1, 0ms) << true;
        QTest::newRow("positive retention") << completeReq(kOldOwner, 1, 1h) << true;
        QTest::newRow("negative retention") << completeReq(kOldOwner, 1, -1ms) << false;
        QTest::newRow("bad owner") << completeReq(QStringLiteral("a b"), 1) << false;
        QTest::newRow("empty owner") << completeReq(QString(), 1) << false;
    }
    void validateComplete() {
        QFETCH(CompleteRequest, request);
        QFETCH(bool, valid);
        QCOMPARE(thrownKind([&] { validate(request); }),
                 valid ? std::nullopt : std::optional(ErrorKind::BadInput));
    }

    void validateLeaseDuration_data() {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<bool>("valid");
        QTest::newRow("1 ms") << qint64(1) << true;
        QTest::newRow("30 s") << qint64(30'000) << true;
        QTest::newRow("zero") << qint64(0) << false;
        QTest::newRow("negative") << qint64(-1) << false;
    }
    void validateLeaseDuration() {
        QFETCH(qint64, ms);
        QFETCH(bool, valid);
        QCOMPARE(thrownKind([&] { validateLease(std::chrono::milliseconds(ms)); }),
                 valid ? std::nullopt : std::optional(ErrorKind::BadInput));
    }

    void validateOperator_data() {
        QTest::addColumn<OperatorContext>("context");
        QTest::addColumn<bool>("valid");
        QTest::newRow("defaults") << OperatorContext{} << true;
        QTest::newRow("reason 1000")
            << OperatorContext{QStringLiteral("op"), QString(1000, u'r'), false} << true;
        QTest::newRow("reason 1001")
            << OperatorContext{QStringLiteral("op"), QString(1001, u'r'), false} << false;
        QTest::newRow("user 255") << OperatorContext{QString(255, u'u'), QString(), true} << true;
        QTest::newRow("user 256") << OperatorContext{QString(256, u'u'), QString(), true} << false;
    }
    void validateOperator() {
        QFETCH(OperatorContext, context);
        QFETCH(bool, valid);
        QCOMPARE(thrownKind([&] { validate(context); }),
                 valid ? std::nullopt : std::optional(ErrorKind::BadInput));
    }
};

QTEST_MAIN(Tst_statemachine)
#include "tst_statemachine.moc"
