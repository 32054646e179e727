// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The claim rules of core/guard, each on its own (the gateway's claims end to end are in
// tst_hostileclaims, tst_gatewayfaults and the soak):
// - HeldAnswer: whether the store refuses an answer itself (the small problem must take its
//   place) or is only away (keep the answer whole), from the renews around the failures; the
//   backoff between attempts;
// - OrphanClaims: which claims of acquires with an unknown outcome are still ours to give back.

#include "guard/heldanswer.h"
#include "guard/orphanclaims.h"

#include <QTest>

using namespace idem;
using namespace std::chrono_literals;

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
};

QTEST_GUILESS_MAIN(Tst_ClaimRules)
#include "tst_claimrules.moc"
