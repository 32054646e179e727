// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The claim rules of core/guard, each on its own (the gateway's claims end to end are in
// tst_hostileclaims, tst_gatewayfaults and the soak):
// - HeldAnswer: whether the store refuses an answer itself (the small problem must take its
//   place) or is only away (keep the answer whole), from the renews around the failures; the
//   backoff between attempts;
// - OrphanClaims: which claims of acquires with an unknown outcome are still ours to give back;
// - ClaimSession: one claim's lifecycle, step by step: the commands that answer each event (the
//   store's answers, the work's end, the heartbeat), fed with made-up times, without a store and
//   without sleeping (but 2 ms past maxHeld, which HeldAnswer times on its own clock); and
//   storeNotServing(), which store errors count as the store being down.

#include "guard/claimsession.h"
#include "guard/heldanswer.h"
#include "guard/orphanclaims.h"

#include <QTest>

using namespace idem;
using namespace std::chrono_literals;

namespace idem {

// Failures name commands and outcomes instead of numbering them (QTest finds these overloads by
// argument-dependent lookup).
char* toString(ClaimSession::Command::Kind kind) {
    using Kind = ClaimSession::Command::Kind;
    switch (kind) {
    case Kind::Acquire:
        return qstrdup("Acquire");
    case Kind::StartHeartbeat:
        return qstrdup("StartHeartbeat");
    case Kind::Work:
        return qstrdup("Work");
    case Kind::Complete:
        return qstrdup("Complete");
    case Kind::Read:
        return qstrdup("Read");
    case Kind::Release:
        return qstrdup("Release");
    case Kind::Hold:
        return qstrdup("Hold");
    case Kind::Wait:
        return qstrdup("Wait");
    case Kind::StopHeartbeat:
        return qstrdup("StopHeartbeat");
    case Kind::Done:
        return qstrdup("Done");
    }
    return qstrdup("?");
}

char* toString(ClaimSession::Outcome outcome) {
    using Outcome = ClaimSession::Outcome;
    switch (outcome) {
    case Outcome::Replayed:
        return qstrdup("Replayed");
    case Outcome::InFlight:
        return qstrdup("InFlight");
    case Outcome::Mismatch:
        return qstrdup("Mismatch");
    case Outcome::Unknown:
        return qstrdup("Unknown");
    case Outcome::Expired:
        return qstrdup("Expired");
    case Outcome::StoreFailed:
        return qstrdup("StoreFailed");
    case Outcome::ClaimedLate:
        return qstrdup("ClaimedLate");
    case Outcome::Released:
        return qstrdup("Released");
    case Outcome::Completed:
        return qstrdup("Completed");
    case Outcome::LostOwnership:
        return qstrdup("LostOwnership");
    case Outcome::Abandoned:
        return qstrdup("Abandoned");
    }
    return qstrdup("?");
}

} // namespace idem

namespace {

/// A stored record of `key` in `scope`, as a get() would return it.
TokenRecord recordOf(const QString& key, const QString& scope, State state, const QString& owner,
                     qint64 fence = 1) {
    TokenRecord r;
    r.key = key;
    r.scope = scope;
    r.state = state;
    r.owner = owner;
    r.fence = fence;
    return r;
}

using Kind = ClaimSession::Command::Kind;
using Outcome = ClaimSession::Outcome;
using Clock = ClaimSession::Clock;

/// A session for key "k1" in scope "s".
ClaimSession sessionOf(ClaimSession::Options options = {}, const QString& owner = {}) {
    return ClaimSession(QStringLiteral("k1"), QStringLiteral("s"),
                        RequestIdentity::of(QStringLiteral("POST"), QStringLiteral("/orders"),
                                            QByteArrayLiteral("{\"n\":1}")),
                        options, owner);
}

/// Every command the session has for now, in order.
QList<ClaimSession::Command> commands(ClaimSession& s) {
    QList<ClaimSession::Command> out;
    while (const auto c = s.next())
        out.append(*c);
    return out;
}

/// The kinds of every command the session has for now, in order.
QList<Kind> kinds(ClaimSession& s) {
    QList<Kind> out;
    while (const auto c = s.next())
        out.append(c->kind);
    return out;
}

/// The store's answer to the acquire of `s` when it grants the claim (fence 7, no takeover).
AcquireResult grantOf(const ClaimSession& s) {
    AcquireResult r;
    r.outcome = AcquireOutcome::Acquired;
    r.takeover = false;
    r.record = recordOf(s.key(), s.scope(), State::Processing, s.acquireRequest().owner, 7);
    return r;
}

Error errorOf(ErrorKind kind) {
    return Error(kind, QStringLiteral("the store said %1").arg(errorKindName(kind)));
}

/// The upstream's answer the work completes with.
StoredResponse answerOf() {
    StoredResponse r;
    r.status = 201;
    r.headers = {{QStringLiteral("Content-Type"), QByteArrayLiteral("application/json")}};
    r.body = QByteArrayLiteral("{\"id\":42}");
    return r;
}

/// The small problem a driver may store in place of a refused answer.
StoredResponse problemOf() {
    StoredResponse r;
    r.status = 502;
    r.headers = {{QString::fromLatin1(kAnswerLostHeader), QByteArrayLiteral("lost")}};
    r.body = QByteArrayLiteral("{\"title\":\"answer lost\"}");
    return r;
}

/// `s` (heartbeat on) started at `t0` and granted its claim 10 ms later: the work runs.
bool working(ClaimSession& s, Clock::time_point t0) {
    s.start(t0);
    if (kinds(s) != QList<Kind>{Kind::Acquire})
        return false;
    s.acquired(grantOf(s), t0 + 10ms);
    return kinds(s) == QList<Kind>{Kind::StartHeartbeat, Kind::Work};
}

/// `s` working from `t0`, then its answer refused by `refusal` at t0 + 1 s: held for the first
/// time (Hold taken, hold() not answered yet).
bool holding(ClaimSession& s, Clock::time_point t0, const Error& refusal) {
    if (!working(s, t0))
        return false;
    s.workDone(WorkResult::complete(answerOf()));
    if (kinds(s) != QList<Kind>{Kind::Complete})
        return false;
    s.completeAnswered(&refusal, t0 + 1s);
    const auto c = commands(s);
    return c.size() == 1 && c[0].kind == Kind::Hold && c[0].first;
}

} // namespace

class Tst_ClaimRules : public QObject {
    Q_OBJECT

private slots:
    void nothingKnownBeforeARenew() {
        HeldAnswer h;
        QCOMPARE(h.attempts(), 0);
        h.completeFailed(ErrorKind::ConnectionLost);
        QCOMPARE(h.attempts(), 1);
        // No renew has succeeded since: the store may simply be down, however long it lasts.
        QVERIFY(!h.refusedWhileUp(0ms, 30s));
        QVERIFY(!h.refusedWhileUp(10min, 30s));
    }

    void refusalsConfirmedByRenewsCount() {
        HeldAnswer h;
        for (int i = 1; i < HeldAnswer::kRefusedAttempts; ++i) {
            h.completeFailed(ErrorKind::OutcomeUnknown);
            h.renewed(); // the store took the renew: that failure was the answer's own
            QVERIFY2(!h.refusedWhileUp(0ms, 30s), qPrintable(QString::number(i)));
        }
        h.completeFailed(ErrorKind::OutcomeUnknown);
        QVERIFY(!h.refusedWhileUp(0ms, 30s)); // the third is not confirmed yet
        h.renewed();
        QVERIFY(h.refusedWhileUp(0ms, 30s));
        h.replacedByProblem(); // counted anew for the problem
        QVERIFY(!h.refusedWhileUp(0ms, 30s));
        QCOMPARE(h.attempts(), HeldAnswer::kRefusedAttempts);
    }

    void aStoreSeenDownIsNoEvidence() {
        HeldAnswer h;
        for (int i = 0; i < 5; ++i) {
            h.completeFailed(ErrorKind::ConnectionLost);
            h.storeSeenDown(); // a renew failed for the store's sake
            h.renewed();
        }
        QVERIFY(!h.refusedWhileUp(0ms, 30s));
        // Unreachable stores say so themselves.
        HeldAnswer u;
        for (int i = 0; i < 5; ++i) {
            u.completeFailed(ErrorKind::Unavailable);
            u.renewed();
        }
        QVERIFY(!u.refusedWhileUp(0ms, 30s));
    }

    void renewsSilentForHalfALease() {
        // One renew went through after a failure, then none for over half a lease, with no
        // sign of the store down: a refused answer can break the connection the renews share.
        HeldAnswer h;
        h.completeFailed(ErrorKind::ConnectionLost);
        h.renewed();
        QVERIFY(!h.refusedWhileUp(15s, 30s));
        QVERIFY(h.refusedWhileUp(15001ms, 30s));
        // ... but not when the store was seen down meanwhile.
        h.storeSeenDown();
        QVERIFY(!h.refusedWhileUp(20s, 30s));
    }

    void backoffDoublesUpToAThirdOfTheLease_data() {
        QTest::addColumn<int>("attempts");
        QTest::addColumn<int>("leaseMs");
        QTest::addColumn<int>("delayMs");
        QTest::newRow("first") << 1 << 30000 << 100;
        QTest::newRow("second") << 2 << 30000 << 200;
        QTest::newRow("fifth") << 5 << 30000 << 1600;
        QTest::newRow("seventh: 6.4 s, at most 5 s") << 7 << 30000 << 5000;
        QTest::newRow("twentieth") << 20 << 30000 << 5000;
        QTest::newRow("short lease: a third") << 4 << 900 << 300;
        QTest::newRow("tiny lease: 100 ms") << 3 << 150 << 100;
    }
    void backoffDoublesUpToAThirdOfTheLease() {
        QFETCH(int, attempts);
        QFETCH(int, leaseMs);
        QFETCH(int, delayMs);
        HeldAnswer h;
        for (int i = 0; i < attempts; ++i)
            h.completeFailed(ErrorKind::Unavailable);
        QCOMPARE(h.retryDelay(std::chrono::milliseconds(leaseMs)).count(), qint64(delayMs));
    }

    void heldForCountsFromTheFirstFailure() {
        HeldAnswer h;
        QCOMPARE(h.heldFor(), 0ms);
        QVERIFY(!h.overdue());
        h.completeFailed(ErrorKind::Unavailable);
        QTest::qWait(30);
        h.completeFailed(ErrorKind::Unavailable);
        QVERIFY(h.heldFor() >= 30ms);
        QVERIFY(!h.overdue());
    }

    void orphanStillOursIsReleasedWithTheFenceRead() {
        OrphanClaims o;
        QVERIFY(!o.remember(QStringLiteral("k1"), QStringLiteral("s"), QStringLiteral("me:1")));
        const TokenRecord r = recordOf(QStringLiteral("k1"), QStringLiteral("s"), State::Processing,
                                       QStringLiteral("me:1"), 7);
        Claim claim;
        QCOMPARE(o.looked(QStringLiteral("me:1"), r, 30s, &claim), OrphanClaims::Verdict::Release);
        QCOMPARE(claim.key, QStringLiteral("k1"));
        QCOMPARE(claim.scope, QStringLiteral("s"));
        QCOMPARE(claim.owner, QStringLiteral("me:1"));
        QCOMPARE(claim.fence, std::optional<qint64>(7));
        QVERIFY(o.isEmpty());
        QCOMPARE(o.looked(QStringLiteral("me:1"), r, 30s), OrphanClaims::Verdict::Unknown);
    }

    void orphanSomeoneElsesIsForgotten_data() {
        QTest::addColumn<int>("state");
        QTest::addColumn<QString>("owner");
        QTest::newRow("taken over") << int(State::Processing) << QStringLiteral("other:2");
        QTest::newRow("completed by another") << int(State::Completed) << QStringLiteral("other:2");
        QTest::newRow("released by an operator") << int(State::Pending) << QString();
    }
    void orphanSomeoneElsesIsForgotten() {
        QFETCH(int, state);
        QFETCH(QString, owner);
        OrphanClaims o;
        o.remember(QStringLiteral("k1"), QString(), QStringLiteral("me:1"));
        const TokenRecord r = recordOf(QStringLiteral("k1"), QString(), State(state), owner);
        QCOMPARE(o.looked(QStringLiteral("me:1"), r, 30s), OrphanClaims::Verdict::Gone);
        QVERIFY(o.isEmpty());
    }

    void orphanAbsentIsLookedAtAgainThenForgotten() {
        OrphanClaims o;
        o.remember(QStringLiteral("k1"), QString(), QStringLiteral("me:1"));
        // The acquire may still be on its way (a frozen server runs it when it resumes).
        for (int i = 1; i < OrphanClaims::kMisses; ++i)
            QCOMPARE(o.looked(QStringLiteral("me:1"), std::nullopt, 30s),
                     OrphanClaims::Verdict::Again);
        QCOMPARE(o.looked(QStringLiteral("me:1"), std::nullopt, 30s), OrphanClaims::Verdict::Gone);
        QVERIFY(o.isEmpty());
        // ... or sooner, once twice its lease has passed.
        o.remember(QStringLiteral("k2"), QString(), QStringLiteral("me:2"));
        QTest::qWait(25);
        QCOMPARE(o.looked(QStringLiteral("me:2"), std::nullopt, 10ms), OrphanClaims::Verdict::Gone);
    }

    void orphanHeldAtARetryIsTakenOnce() {
        OrphanClaims o;
        o.remember(QStringLiteral("k1"), QStringLiteral("s"), QStringLiteral("me:1"));
        TokenRecord holder = recordOf(QStringLiteral("k1"), QStringLiteral("s"), State::Processing,
                                      QStringLiteral("other:9"), 3);
        QVERIFY(!o.takeHeldBy(QStringLiteral("k1"), QStringLiteral("s"), holder)); // not ours
        holder.owner = QStringLiteral("me:1");
        QVERIFY(!o.takeHeldBy(QStringLiteral("k1"), QStringLiteral("t"), holder)); // other scope
        const auto claim = o.takeHeldBy(QStringLiteral("k1"), QStringLiteral("s"), holder);
        QVERIFY(claim);
        QCOMPARE(claim->owner, QStringLiteral("me:1"));
        QCOMPARE(claim->fence, std::optional<qint64>(3));
        QVERIFY(!o.takeHeldBy(QStringLiteral("k1"), QStringLiteral("s"), holder)); // once
    }

    void orphansAreBoundedOldestFirst() {
        OrphanClaims o;
        for (qsizetype i = 0; i < OrphanClaims::kMax; ++i)
            QVERIFY(!o.remember(QStringLiteral("k%1").arg(i), QString(),
                                QStringLiteral("me:%1").arg(i)));
        QVERIFY(o.remember(QStringLiteral("new"), QString(), QStringLiteral("me:new")));
        QCOMPARE(o.size(), OrphanClaims::kMax);
        QVERIFY(!o.find(QStringLiteral("me:0"))); // the oldest went
        QVERIFY(o.find(QStringLiteral("me:1")));
        QCOMPARE(o.owners().front(), QStringLiteral("me:1"));
        QCOMPARE(o.owners().back(), QStringLiteral("me:new"));
    }

    // ---- ClaimSession ----

    void sessionStartsWithTheAcquire() {
        ClaimSession::Options o;
        o.lease = 10s;
        o.retention = 2h;
        o.mode = AcquireMode::Issued;
        const RequestIdentity id = RequestIdentity::of(
            QStringLiteral("PUT"), QStringLiteral("/orders/9"), QByteArrayLiteral("{}"));
        ClaimSession s(QStringLiteral("k1"), QStringLiteral("s"), id, o, QStringLiteral("me:1"));
        QVERIFY(!s.next()); // nothing before start()
        QVERIFY(!s.finished());
        QVERIFY(!s.claimed());
        const auto t0 = Clock::now();
        s.start(t0);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Acquire}));
        // The acquire carries everything the session was given.
        const AcquireRequest a = s.acquireRequest();
        QCOMPARE(a.key, QStringLiteral("k1"));
        QCOMPARE(a.scope, QStringLiteral("s"));
        QCOMPARE(a.request.method, id.method);
        QCOMPARE(a.request.path, id.path);
        QCOMPARE(a.request.fingerprint, id.fingerprint);
        QCOMPARE(a.request.bodySample, id.bodySample);
        QCOMPARE(a.owner, QStringLiteral("me:1"));
        QCOMPARE(a.lease, 10s);
        QCOMPARE(a.retention, 2h);
        QCOMPARE(a.mode, AcquireMode::Issued);
        QCOMPARE(s.lease(), 10s);
        // A second start() asks for nothing more.
        s.start(t0 + 1s);
        QCOMPARE(kinds(s), QList<Kind>());
        // Without an owner the session makes its own: the same at every call, one per session.
        const ClaimSession n = sessionOf();
        QVERIFY(!n.acquireRequest().owner.isEmpty());
        QCOMPARE(n.acquireRequest().owner, n.acquireRequest().owner);
        QVERIFY(sessionOf().acquireRequest().owner != n.acquireRequest().owner);
    }

    void anAcquireThatGrantsNothingEndsAtOnce_data() {
        QTest::addColumn<int>("acquire");
        QTest::addColumn<int>("outcome");
        QTest::newRow("replay") << int(AcquireOutcome::Replay) << int(Outcome::Replayed);
        QTest::newRow("in flight") << int(AcquireOutcome::InFlight) << int(Outcome::InFlight);
        QTest::newRow("mismatch") << int(AcquireOutcome::Mismatch) << int(Outcome::Mismatch);
        QTest::newRow("unknown") << int(AcquireOutcome::Unknown) << int(Outcome::Unknown);
        QTest::newRow("expired") << int(AcquireOutcome::Expired) << int(Outcome::Expired);
    }
    void anAcquireThatGrantsNothingEndsAtOnce() {
        // No claim: no heartbeat, no work; the store's answer is kept for the driver.
        QFETCH(int, acquire);
        QFETCH(int, outcome);
        ClaimSession s = sessionOf();
        const auto t0 = Clock::now();
        s.start(t0);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Acquire}));
        AcquireResult r;
        r.outcome = AcquireOutcome(acquire);
        r.record = recordOf(QStringLiteral("k1"), QStringLiteral("s"), State::Completed,
                            QStringLiteral("other:1"), 3);
        r.retryAfter = 4s;
        s.acquired(r, t0 + 5ms);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Done}));
        QVERIFY(s.finished());
        QCOMPARE(s.outcome(), Outcome(outcome));
        QVERIFY(!s.claimed());
        QVERIFY(!s.error());
        QCOMPARE(s.acquireResult().outcome, AcquireOutcome(acquire));
        QCOMPARE(s.acquireResult().record.owner, QStringLiteral("other:1"));
        QCOMPARE(s.acquireResult().retryAfter, 4s);
        QVERIFY(!s.beat(t0 + 10s));
        QVERIFY(!s.next());
    }

    void aFailedAcquireEndsWithItsError() {
        ClaimSession s = sessionOf();
        const auto t0 = Clock::now();
        s.start(t0);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Acquire}));
        s.acquireFailed(errorOf(ErrorKind::OutcomeUnknown));
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Done}));
        QCOMPARE(s.outcome(), Outcome::StoreFailed);
        QVERIFY(s.error());
        QCOMPARE(s.error()->kind(), ErrorKind::OutcomeUnknown);
        QCOMPARE(s.error()->message(), QStringLiteral("the store said outcome_unknown"));
        QVERIFY(!s.claimed());
        QVERIFY(!s.beat(t0 + 1s));
    }

    void aClaimWorksUnderItsHeartbeatThenCompletes() {
        ClaimSession s = sessionOf();
        const auto t0 = Clock::now();
        s.start(t0);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Acquire}));
        s.acquired(grantOf(s), t0 + 10ms);
        // The heartbeat first (every third of the lease), then the work.
        const auto c = commands(s);
        QCOMPARE(c.size(), 2);
        QCOMPARE(c[0].kind, Kind::StartHeartbeat);
        QCOMPARE(c[0].interval, claimHeartbeat(30s));
        QCOMPARE(c[1].kind, Kind::Work);
        QVERIFY(s.claimed());
        QCOMPARE(s.grantedAfter(), 10ms);
        QCOMPARE(s.claim().key, QStringLiteral("k1"));
        QCOMPARE(s.claim().scope, QStringLiteral("s"));
        QCOMPARE(s.claim().owner, s.acquireRequest().owner);
        QCOMPARE(s.claim().fence, std::optional<qint64>(7));
        QCOMPARE(s.acquireResult().outcome, AcquireOutcome::Acquired);
        // The answer is completed under the claim, kept for as long as asked.
        s.workDone(WorkResult::complete(answerOf()));
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Complete}));
        QCOMPARE(s.completion().response, answerOf());
        QCOMPARE(s.completion().claim.key, s.claim().key);
        QCOMPARE(s.completion().claim.scope, s.claim().scope);
        QCOMPARE(s.completion().claim.owner, s.claim().owner);
        QCOMPARE(s.completion().claim.fence, s.claim().fence);
        QCOMPARE(s.completion().retention, 24h);
        QVERIFY(!s.finished());
        // Stored: the heartbeat stops, then the end.
        s.completeAnswered(nullptr, t0 + 1s);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::StopHeartbeat, Kind::Done}));
        QVERIFY(s.finished());
        QCOMPARE(s.outcome(), Outcome::Completed);
        QVERIFY(!s.error());
        QCOMPARE(s.heldAttempts(), 0);
        QVERIFY(!s.lost());
        QVERIFY(!s.next());
    }

    void withoutHeartbeatNothingIsRenewed() {
        ClaimSession::Options o;
        o.heartbeat = false;
        ClaimSession s = sessionOf(o);
        const auto t0 = Clock::now();
        s.start(t0);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Acquire}));
        s.acquired(grantOf(s), t0 + 10ms);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Work}));
        QVERIFY(!s.beat(t0 + 10s));
        s.workDone(WorkResult::complete(answerOf()));
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Complete}));
        s.completeAnswered(nullptr, t0 + 11s);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Done}));
        QCOMPARE(s.outcome(), Outcome::Completed);
    }

    void aClaimGrantedLateIsGivenBackUnrun_data() {
        QTest::addColumn<int>("grantedAfterMs");
        QTest::addColumn<bool>("late");
        QTest::newRow("half the lease: in time") << 15000 << false;
        QTest::newRow("a millisecond more: late") << 15001 << true;
    }
    void aClaimGrantedLateIsGivenBackUnrun() {
        // Less than half the lease surely left: another attempt may hold the key before the
        // first renew lands, so the work does not run and no heartbeat starts.
        QFETCH(int, grantedAfterMs);
        QFETCH(bool, late);
        ClaimSession s = sessionOf(); // lease 30 s
        const auto t0 = Clock::now();
        s.start(t0);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Acquire}));
        s.acquired(grantOf(s), t0 + std::chrono::milliseconds(grantedAfterMs));
        QVERIFY(s.claimed());
        QCOMPARE(s.grantedAfter(), std::chrono::milliseconds(grantedAfterMs));
        QCOMPARE(s.claim().fence, std::optional<qint64>(7));
        if (!late) {
            QCOMPARE(kinds(s), (QList<Kind>{Kind::StartHeartbeat, Kind::Work}));
            return;
        }
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Release}));
        QVERIFY(!s.beat(t0 + 16s));
        s.workDone(WorkResult::complete(answerOf())); // no work was asked for
        QCOMPARE(kinds(s), QList<Kind>());
        s.releaseAnswered(nullptr);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Done}));
        QCOMPARE(s.outcome(), Outcome::ClaimedLate);
        QVERIFY(!s.error());
    }

    void theWorkAsksForARelease_data() {
        QTest::addColumn<bool>("refused");
        QTest::newRow("given back") << false;
        QTest::newRow("refused: someone else's by then") << true;
    }
    void theWorkAsksForARelease() {
        // The heartbeat stops before the release goes out; a refusal is kept for the driver.
        QFETCH(bool, refused);
        ClaimSession s = sessionOf();
        const auto t0 = Clock::now();
        QVERIFY(working(s, t0));
        s.workDone(WorkResult::release());
        QCOMPARE(kinds(s), (QList<Kind>{Kind::StopHeartbeat, Kind::Release}));
        QVERIFY(!s.beat(t0 + 10s));
        const Error conflict = errorOf(ErrorKind::Conflict);
        s.releaseAnswered(refused ? &conflict : nullptr);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Done})); // no second StopHeartbeat
        QCOMPARE(s.outcome(), Outcome::Released);
        QCOMPARE(bool(s.error()), refused);
        if (refused)
            QCOMPARE(s.error()->kind(), ErrorKind::Conflict);
    }

    void aFirstAnswerRefusedByFencingIsLost() {
        // Not held: fencing says another attempt took the key over.
        ClaimSession s = sessionOf();
        const auto t0 = Clock::now();
        QVERIFY(working(s, t0));
        s.workDone(WorkResult::complete(answerOf()));
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Complete}));
        const Error fenced = errorOf(ErrorKind::Conflict);
        s.completeAnswered(&fenced, t0 + 1s);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::StopHeartbeat, Kind::Done}));
        QCOMPARE(s.outcome(), Outcome::LostOwnership);
        QVERIFY(s.error());
        QCOMPARE(s.error()->kind(), ErrorKind::Conflict);
        QCOMPARE(s.heldAttempts(), 0);
    }

    void aRefusedAnswerIsHeldAndTriedAgain() {
        ClaimSession s = sessionOf(); // lease 30 s
        const auto t0 = Clock::now();
        const Error down = errorOf(ErrorKind::Unavailable);
        const Error fenced = errorOf(ErrorKind::Conflict);
        QVERIFY(working(s, t0));
        s.workDone(WorkResult::complete(answerOf()));
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Complete}));
        s.completeAnswered(&down, t0 + 1s);
        auto c = commands(s);
        QCOMPARE(c.size(), 1);
        QCOMPARE(c[0].kind, Kind::Hold);
        QVERIFY(c[0].first);
        QVERIFY(!c[0].refusedWhileUp);
        QCOMPARE(s.heldAttempts(), 1);
        QCOMPARE(s.error()->kind(), ErrorKind::Unavailable);
        QVERIFY(!s.finished());
        QVERIFY(s.beat(t0 + 2s)); // the claim is still renewed
        // HeldAnswer's backoff: 100 ms, then 200 ms (a lease of 30 s caps it at 5 s).
        s.hold({});
        c = commands(s);
        QCOMPARE(c.size(), 1);
        QCOMPARE(c[0].kind, Kind::Wait);
        QCOMPARE(c[0].interval, 100ms);
        s.retry();
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Complete}));
        QCOMPARE(s.completion().response, answerOf()); // the answer is kept whole
        s.completeAnswered(&down, t0 + 2s);
        c = commands(s);
        QCOMPARE(c.size(), 1);
        QCOMPARE(c[0].kind, Kind::Hold);
        QVERIFY(!c[0].first);
        QCOMPARE(s.heldAttempts(), 2);
        s.hold({});
        c = commands(s);
        QCOMPARE(c.size(), 1);
        QCOMPARE(c[0].kind, Kind::Wait);
        QCOMPARE(c[0].interval, 200ms);
        s.retry();
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Complete}));
        // Fencing refuses a retried answer: an earlier attempt may have landed after all.
        s.completeAnswered(&fenced, t0 + 3s);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Read}));
        // The read fails: cannot tell yet; held again.
        s.read(std::nullopt, &down, t0 + 4s);
        c = commands(s);
        QCOMPARE(c.size(), 1);
        QCOMPARE(c[0].kind, Kind::Hold);
        QVERIFY(!c[0].first);
        QCOMPARE(s.heldAttempts(), 3);
        s.hold({});
        c = commands(s);
        QCOMPARE(c.size(), 1);
        QCOMPARE(c[0].kind, Kind::Wait);
        QCOMPARE(c[0].interval, 400ms);
        s.retry();
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Complete}));
        s.completeAnswered(&fenced, t0 + 5s);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Read}));
        // Our answer is there, stored under our claim: completed.
        s.read(recordOf(QStringLiteral("k1"), QStringLiteral("s"), State::Completed,
                        s.claim().owner, 7),
               nullptr, t0 + 6s);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::StopHeartbeat, Kind::Done}));
        QCOMPARE(s.outcome(), Outcome::Completed);
    }

    void theReadAfterFencingDecides_data() {
        QTest::addColumn<bool>("present");
        QTest::addColumn<int>("state");
        QTest::addColumn<bool>("ourOwner");
        QTest::addColumn<int>("fence");
        QTest::addColumn<int>("outcome");
        QTest::newRow("ours, completed")
            << true << int(State::Completed) << true << 7 << int(Outcome::Completed);
        QTest::newRow("completed by another owner")
            << true << int(State::Completed) << false << 8 << int(Outcome::LostOwnership);
        QTest::newRow("our owner, another fence")
            << true << int(State::Completed) << true << 8 << int(Outcome::LostOwnership);
        QTest::newRow("taken over, still processing")
            << true << int(State::Processing) << false << 8 << int(Outcome::LostOwnership);
        QTest::newRow("gone") << false << 0 << false << 0 << int(Outcome::LostOwnership);
    }
    void theReadAfterFencingDecides() {
        // Only our own answer, stored under our claim (owner and fence), is a completion.
        QFETCH(bool, present);
        QFETCH(int, state);
        QFETCH(bool, ourOwner);
        QFETCH(int, fence);
        QFETCH(int, outcome);
        ClaimSession s = sessionOf();
        const auto t0 = Clock::now();
        const Error fenced = errorOf(ErrorKind::Conflict);
        QVERIFY(holding(s, t0, errorOf(ErrorKind::OutcomeUnknown)));
        s.hold({});
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Wait}));
        s.retry();
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Complete}));
        s.completeAnswered(&fenced, t0 + 2s);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Read}));
        std::optional<TokenRecord> record;
        if (present)
            record = recordOf(QStringLiteral("k1"), QStringLiteral("s"), State(state),
                              ourOwner ? s.claim().owner : QStringLiteral("other:2"), fence);
        s.read(record, nullptr, t0 + 3s);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::StopHeartbeat, Kind::Done}));
        QCOMPARE(s.outcome(), Outcome(outcome));
    }

    void aRenewThatSucceedsTriesTheHeldAnswerAtOnce() {
        ClaimSession s = sessionOf();
        const auto t0 = Clock::now();
        QVERIFY(holding(s, t0, errorOf(ErrorKind::Unavailable)));
        s.hold({});
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Wait}));
        const auto renew = s.beat(t0 + 2s);
        QVERIFY(renew);
        s.renewed(renew->sentAt, nullptr); // the store takes writes again
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Complete}));
        s.retry(); // the Wait's timer, late: the complete is already out
        QCOMPARE(kinds(s), QList<Kind>());
        s.completeAnswered(nullptr, t0 + 3s);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::StopHeartbeat, Kind::Done}));
        QCOMPARE(s.outcome(), Outcome::Completed);
        QCOMPARE(s.heldAttempts(), 1);
    }

    void theTimerOfAWaitCutShortTriesAgain() {
        // A Wait cut short by a renew, whose retry then fails again: the first Wait's timer
        // still fires (drivers do not cancel timers) and tries the held answer again, as the
        // gateway always did: one attempt more while the store refuses it, never one less.
        ClaimSession s = sessionOf();
        const auto t0 = Clock::now();
        QVERIFY(holding(s, t0, errorOf(ErrorKind::Unavailable)));
        s.hold({});
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Wait})); // 100 ms
        const auto renew = s.beat(t0 + 1050ms);
        QVERIFY(renew);
        s.renewed(renew->sentAt, nullptr);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Complete}));
        const Error down = errorOf(ErrorKind::Unavailable);
        s.completeAnswered(&down, t0 + 1060ms);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Hold}));
        s.hold({});
        const QList<ClaimSession::Command> second = commands(s);
        QCOMPARE(second.size(), 1);
        QCOMPARE(second[0].kind, Kind::Wait);
        QCOMPARE(second[0].interval, 200ms);
        s.retry(); // the first Wait's timer
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Complete}));
        s.retry(); // the second's, while that complete is out: nothing
        QCOMPARE(kinds(s), QList<Kind>());
        s.completeAnswered(nullptr, t0 + 1300ms);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::StopHeartbeat, Kind::Done}));
        QCOMPARE(s.outcome(), Outcome::Completed);
        QVERIFY(!s.error()); // the refusals before are history
    }

    void sinceRenewedCountsFromTheLatestRenewSent() {
        ClaimSession s = sessionOf();
        const auto t0 = Clock::now();
        QVERIFY(working(s, t0));
        QCOMPARE(s.sinceRenewed(t0 + 5s), 5s); // from the acquire's sending
        s.renewed(t0 + 3s, nullptr);
        QCOMPARE(s.sinceRenewed(t0 + 5s), 2s);
        s.renewed(t0 + 1s, nullptr); // an earlier renew answering late moves nothing back
        QCOMPARE(s.sinceRenewed(t0 + 5s), 2s);
        const Error down = errorOf(ErrorKind::Unavailable);
        s.renewed(t0 + 4s, &down); // a failed renew proves nothing
        QCOMPARE(s.sinceRenewed(t0 + 5s), 2s);
        QCOMPARE(kinds(s), QList<Kind>()); // renews while the work runs ask for nothing
        QVERIFY(!s.lost());
    }

    void aRenewRefusedByFencingEndsTheBeats() {
        ClaimSession s = sessionOf();
        const auto t0 = Clock::now();
        QVERIFY(!s.beat(t0)); // no claim yet
        s.start(t0);
        QVERIFY(!s.beat(t0));
        kinds(s);
        s.acquired(grantOf(s), t0 + 10ms);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::StartHeartbeat, Kind::Work}));
        const auto renew = s.beat(t0 + 10s);
        QVERIFY(renew);
        QCOMPARE(renew->sentAt, t0 + 10s);
        QCOMPARE(renew->claim.key, s.claim().key);
        QCOMPARE(renew->claim.scope, s.claim().scope);
        QCOMPARE(renew->claim.owner, s.claim().owner);
        QCOMPARE(renew->claim.fence, s.claim().fence);
        const Error fenced = errorOf(ErrorKind::Conflict);
        s.renewed(renew->sentAt, &fenced);
        QVERIFY(s.lost());
        QVERIFY(!s.beat(t0 + 20s));
        QCOMPARE(kinds(s), QList<Kind>()); // the complete will hear it
        s.workDone(WorkResult::complete(answerOf()));
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Complete}));
        s.completeAnswered(&fenced, t0 + 21s);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::StopHeartbeat, Kind::Done}));
        QCOMPARE(s.outcome(), Outcome::LostOwnership);
        // Nor after the end.
        ClaimSession d = sessionOf();
        QVERIFY(working(d, t0));
        d.workDone(WorkResult::complete(answerOf()));
        kinds(d);
        d.completeAnswered(nullptr, t0 + 1s);
        QCOMPARE(kinds(d), (QList<Kind>{Kind::StopHeartbeat, Kind::Done}));
        QVERIFY(!d.beat(t0 + 10s));
    }

    void theDriverMayReplaceTheHeldAnswer() {
        ClaimSession s = sessionOf();
        const auto t0 = Clock::now();
        QVERIFY(holding(s, t0, errorOf(ErrorKind::OutcomeUnknown)));
        ClaimSession::HoldDecision d;
        d.replacement = problemOf();
        s.hold(d);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Wait}));
        QCOMPARE(s.completion().response, problemOf());
        QCOMPARE(s.completion().claim.owner, s.claim().owner);
        s.retry();
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Complete}));
        s.completeAnswered(nullptr, t0 + 2s);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::StopHeartbeat, Kind::Done}));
        QCOMPARE(s.outcome(), Outcome::Completed);
        QCOMPARE(s.completion().response, problemOf());
    }

    void theDriverMayAbandonTheHeldAnswer() {
        ClaimSession s = sessionOf();
        const auto t0 = Clock::now();
        QVERIFY(holding(s, t0, errorOf(ErrorKind::Unavailable)));
        ClaimSession::HoldDecision d;
        d.abandon = QStringLiteral("too many answers held");
        s.hold(d);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::StopHeartbeat, Kind::Done}));
        QCOMPARE(s.outcome(), Outcome::Abandoned);
        QCOMPARE(s.abandonReason(), QStringLiteral("too many answers held"));
        QVERIFY(s.error());
        QCOMPARE(s.error()->kind(), ErrorKind::Unavailable);
        QVERIFY(!s.beat(t0 + 10s));
    }

    void anAnswerHeldPastMaxHeldIsAbandoned_data() {
        QTest::addColumn<int>("maxHeldMs");
        QTest::addColumn<bool>("abandoned");
        QTest::newRow("maxHeld 0 ms") << 0 << true;
        QTest::newRow("maxHeld by default")
            << int(std::chrono::milliseconds(HeldAnswer::kMaxHeldTime).count()) << false;
    }
    void anAnswerHeldPastMaxHeldIsAbandoned() {
        // HeldAnswer measures how long the answer is held with its own timer (the one rule
        // that reads a clock of its own): 2 ms of real time make sure it is past 0 ms.
        QFETCH(int, maxHeldMs);
        QFETCH(bool, abandoned);
        ClaimSession::Options o;
        o.maxHeld = std::chrono::milliseconds(maxHeldMs);
        ClaimSession s = sessionOf(o);
        const auto t0 = Clock::now();
        QVERIFY(holding(s, t0, errorOf(ErrorKind::Unavailable)));
        QTest::qWait(2);
        s.hold({});
        if (!abandoned) {
            QCOMPARE(kinds(s), (QList<Kind>{Kind::Wait}));
            return;
        }
        QCOMPARE(kinds(s), (QList<Kind>{Kind::StopHeartbeat, Kind::Done}));
        QCOMPARE(s.outcome(), Outcome::Abandoned);
        QCOMPARE(s.abandonReason(), QStringLiteral("the store refused it for 0 ms"));
        QCOMPARE(s.error()->kind(), ErrorKind::Unavailable);
    }

    void refusalsConfirmedByRenewsAskForAStandIn_data() {
        QTest::addColumn<bool>("downBetween");
        QTest::newRow("each refusal followed by a renew") << false;
        QTest::newRow("the store seen down before each renew") << true;
    }
    void refusalsConfirmedByRenewsAskForAStandIn() {
        // After kRefusedAttempts refusals, each followed by a successful renew with no sign of
        // the store down, the next Hold says the store keeps refusing this answer while up.
        QFETCH(bool, downBetween);
        ClaimSession s = sessionOf(); // lease 30 s: renews here are never half a lease apart
        const auto t0 = Clock::now();
        const Error refused = errorOf(ErrorKind::OutcomeUnknown);
        const Error down = errorOf(ErrorKind::Unavailable);
        QVERIFY(working(s, t0));
        s.workDone(WorkResult::complete(answerOf()));
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Complete}));
        auto t = t0 + 1s;
        for (int i = 1; i <= HeldAnswer::kRefusedAttempts; ++i) {
            s.completeAnswered(&refused, t);
            const auto c = commands(s);
            QCOMPARE(c.size(), 1);
            QCOMPARE(c[0].kind, Kind::Hold);
            QVERIFY2(!c[0].refusedWhileUp, qPrintable(QString::number(i)));
            s.hold({});
            QCOMPARE(kinds(s), (QList<Kind>{Kind::Wait}));
            if (downBetween) {
                s.renewed(t + 100ms, &down); // the store not serving: no evidence
                QCOMPARE(kinds(s), QList<Kind>());
            }
            s.renewed(t + 200ms, nullptr);
            QCOMPARE(kinds(s), (QList<Kind>{Kind::Complete}));
            t += 1s;
        }
        s.completeAnswered(&refused, t);
        auto c = commands(s);
        QCOMPARE(c.size(), 1);
        QCOMPARE(c[0].kind, Kind::Hold);
        QCOMPARE(c[0].refusedWhileUp, !downBetween);
        QCOMPARE(s.heldAttempts(), HeldAnswer::kRefusedAttempts + 1);
        if (downBetween)
            return;
        // The stand-in is counted anew: one more confirmed refusal is not enough.
        ClaimSession::HoldDecision d;
        d.replacement = problemOf();
        s.hold(d);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Wait}));
        s.renewed(t + 200ms, nullptr);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Complete}));
        s.completeAnswered(&refused, t + 1s);
        c = commands(s);
        QCOMPARE(c.size(), 1);
        QCOMPARE(c[0].kind, Kind::Hold);
        QVERIFY(!c[0].refusedWhileUp);
    }

    void renewsSilentForHalfALeaseAskForAStandIn_data() {
        QTest::addColumn<int>("silentMs");
        QTest::addColumn<bool>("downBetween");
        QTest::addColumn<bool>("refusedWhileUp");
        QTest::newRow("half a lease") << 15000 << false << false;
        QTest::newRow("over half a lease") << 15001 << false << true;
        QTest::newRow("over half a lease, the store seen down") << 15001 << true << false;
    }
    void renewsSilentForHalfALeaseAskForAStandIn() {
        // One renew went through after a refusal, then none for over half a lease (made-up
        // times: sinceRenewed comes from the events), with no sign of the store down.
        QFETCH(int, silentMs);
        QFETCH(bool, downBetween);
        QFETCH(bool, refusedWhileUp);
        ClaimSession s = sessionOf(); // lease 30 s
        const auto t0 = Clock::now();
        const Error refused = errorOf(ErrorKind::ConnectionLost);
        QVERIFY(holding(s, t0, refused));
        s.hold({});
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Wait}));
        const auto renewedAt = t0 + 2s;
        s.renewed(renewedAt, nullptr);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Complete}));
        if (downBetween) {
            const Error down = errorOf(ErrorKind::Retryable);
            s.renewed(renewedAt + 5s, &down);
        }
        s.completeAnswered(&refused, renewedAt + std::chrono::milliseconds(silentMs));
        const auto c = commands(s);
        QCOMPARE(c.size(), 1);
        QCOMPARE(c[0].kind, Kind::Hold);
        QVERIFY(!c[0].first);
        QCOMPARE(c[0].refusedWhileUp, refusedWhileUp);
    }

    void eventsOutOfOrderAreIgnored() {
        const auto t0 = Clock::now();
        const Error conflict = errorOf(ErrorKind::Conflict);
        ClaimSession::HoldDecision abandon;
        abandon.abandon = QStringLiteral("no");
        ClaimSession s = sessionOf();
        // Before start(): nothing was asked.
        s.acquired(grantOf(s), t0);
        s.acquireFailed(conflict);
        s.workDone(WorkResult::complete(answerOf()));
        s.completeAnswered(nullptr, t0);
        s.read(std::nullopt, nullptr, t0);
        s.hold(abandon);
        s.retry();
        s.releaseAnswered(nullptr);
        QCOMPARE(kinds(s), QList<Kind>());
        QVERIFY(!s.finished());
        QVERIFY(!s.claimed());
        // Acquiring: the work was not started, nothing else was sent.
        s.start(t0);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Acquire}));
        s.workDone(WorkResult::complete(answerOf()));
        s.completeAnswered(nullptr, t0);
        s.hold(abandon);
        s.retry();
        s.releaseAnswered(nullptr);
        QCOMPARE(kinds(s), QList<Kind>());
        QVERIFY(!s.finished());
        // Working: only workDone() is awaited.
        s.acquired(grantOf(s), t0 + 10ms);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::StartHeartbeat, Kind::Work}));
        s.start(t0);
        s.acquired(grantOf(s), t0 + 20ms);
        s.acquireFailed(conflict);
        s.completeAnswered(nullptr, t0 + 1s);
        s.read(std::nullopt, &conflict, t0 + 1s);
        s.hold(abandon);
        s.retry();
        s.releaseAnswered(nullptr);
        QCOMPARE(kinds(s), QList<Kind>());
        QVERIFY(!s.finished());
        QCOMPARE(s.heldAttempts(), 0);
        // The release answered twice: the second changes nothing.
        s.workDone(WorkResult::release());
        QCOMPARE(kinds(s), (QList<Kind>{Kind::StopHeartbeat, Kind::Release}));
        s.workDone(WorkResult::complete(answerOf())); // the work ends once
        QCOMPARE(kinds(s), QList<Kind>());
        s.releaseAnswered(nullptr);
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Done}));
        s.releaseAnswered(&conflict);
        QCOMPARE(kinds(s), QList<Kind>());
        QCOMPARE(s.outcome(), Outcome::Released);
        QVERIFY(!s.error());
        // Done: every event is ignored.
        s.renewed(t0 + 2s, &conflict);
        s.completeAnswered(&conflict, t0 + 2s);
        s.hold(abandon);
        s.retry();
        s.start(t0 + 2s);
        QCOMPARE(kinds(s), QList<Kind>());
        QVERIFY(!s.lost());
        QCOMPARE(s.outcome(), Outcome::Released);
        QVERIFY(s.abandonReason().isEmpty());
        QVERIFY(!s.beat(t0 + 3s));
    }

    void aCompleteOnlyOncePerWork() {
        // A second workDone() while the complete is out changes neither the answer nor the steps.
        ClaimSession s = sessionOf();
        const auto t0 = Clock::now();
        QVERIFY(working(s, t0));
        s.workDone(WorkResult::complete(answerOf()));
        QCOMPARE(kinds(s), (QList<Kind>{Kind::Complete}));
        s.workDone(WorkResult::complete(problemOf()));
        s.workDone(WorkResult::release());
        QCOMPARE(kinds(s), QList<Kind>());
        QCOMPARE(s.completion().response, answerOf());
    }

    void storeNotServing_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<bool>("notServing");
        QTest::newRow("unavailable") << int(ErrorKind::Unavailable) << true;
        QTest::newRow("retryable") << int(ErrorKind::Retryable) << true;
        // A lost connection says less: a refused answer can break the connection both share.
        QTest::newRow("connection lost") << int(ErrorKind::ConnectionLost) << false;
        QTest::newRow("outcome unknown") << int(ErrorKind::OutcomeUnknown) << false;
        QTest::newRow("conflict") << int(ErrorKind::Conflict) << false;
    }
    void storeNotServing() {
        QFETCH(int, kind);
        QFETCH(bool, notServing);
        QCOMPARE(idem::storeNotServing(errorOf(ErrorKind(kind))), notServing);
    }
};

QTEST_GUILESS_MAIN(Tst_ClaimRules)
#include "tst_claimrules.moc"
