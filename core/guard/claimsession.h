// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "base/errors.h"
#include "guard/heldanswer.h"
#include "token/operations.h"
#include "token/record.h"

#include <QVarLengthArray>
#include <chrono>
#include <optional>

namespace idem {

/// What the work under a claim decided.
struct WorkResult {
    enum class Kind {
        Complete, ///< Store `response`; every duplicate replays it.
        Release,  ///< A retryable failure (5xx, upstream down): give the claim back.
    };
    Kind kind = Kind::Complete;
    StoredResponse response;

    static WorkResult complete(StoredResponse r) { return {Kind::Complete, std::move(r)}; }
    static WorkResult release() { return {Kind::Release, {}}; }
};

/// The timing rules of a claim (one place each; ClaimSession applies them).
///
/// How often a held claim is renewed: a third of its lease (never under 50 ms), so two renews may
/// fail or be late before the lease runs out.
std::chrono::milliseconds claimHeartbeat(std::chrono::milliseconds lease);
/// Whether a claim whose acquire was sent `sinceAsked` ago is too late to do the work under:
/// with less than half its lease surely left, another attempt may hold the key before the first
/// renew (which takes as long on the same slow path) lands. Such a claim is given back unused.
bool claimedTooLate(std::chrono::milliseconds sinceAsked, std::chrono::milliseconds lease);
/// A renew failed because the store is down or refuses every write for now (it cannot be
/// reached; it is loading, busy or out of memory; the caller's own queue to it is full): a small
/// write like a renew fails so for the store's sake, never for its own. (A renew that lost its
/// connection says less: a refused answer can break the connection both share.)
bool storeNotServing(const Error& e);
/// The store answered but takes no writes for now (a full disk, Redis at maxmemory, a replica
/// or standby: ErrorKind::ReadOnly): it still serves reads, so an acquire refused this way is
/// answered from a read where that needs no write (a replay, a mismatch, a key in flight).
bool storeServesReadsOnly(const Error& e);

/// One claim's life, written without I/O (ADR 0015): acquire; the work under a lease renewed
/// every claimHeartbeat(); then complete, or release. The session decides every step and makes
/// none: its driver tells it what happened (events: the store answered, the work finished, a
/// timer fired, with the time) and carries out what it says next (commands: call the store,
/// start the work, start or stop the heartbeat, wait, done). Two drivers use it:
/// IdempotencyGuard (blocking store calls on the caller's thread, renews on the guard's
/// heartbeat thread) and the gateway (store calls on StorePool's threads, the upstream and
/// timers on its event loop). What stays theirs: the calls, the clocks, the work itself, and
/// what they tell their own callers.
///
/// The rules it applies, each from one place: a claim granted too late (claimedTooLate) is given
/// back unrun; renews run from the grant until the outcome is stored, also while an answer is
/// held; a renew refused by fencing ends them (the claim is someone else's, and the complete
/// will say so); once the work returned an answer to keep, the claim is never released: an
/// answer the store refuses is held and tried again (HeldAnswer) while the claim is renewed,
/// and given up only after `Options::maxHeld` or when the driver abandons it; a fencing refusal
/// of a retried answer is checked with a read (an earlier attempt may have landed after all).
///
/// Use: start(), then take commands with next() until Done, answering each with its event. A
/// heartbeat's tick asks beat() for a renew. Events that come after Done, or in a step that
/// did not ask for them (an answer twice, a retry while the answer is out), are ignored; a
/// renew's answer counts whenever it comes, until Done. Not thread-safe: a driver that feeds one
/// session from two threads locks around every call.
class ClaimSession {
public:
    using Clock = std::chrono::steady_clock;

    struct Options {
        std::chrono::milliseconds lease = 30s;     ///< > 0.
        std::chrono::milliseconds retention = 24h; ///< > 0.
        AcquireMode mode = AcquireMode::Open;
        /// Renew the lease while the work runs and while an answer is held. Off, the claim lapses
        /// after `lease` however long the work takes (tests use this to stage a takeover).
        bool heartbeat = true;
        /// How long a refused answer is tried again at most before it is abandoned.
        std::chrono::milliseconds maxHeld = HeldAnswer::kMaxHeldTime;
    };

    enum class Outcome {
        Replayed,      ///< A duplicate: acquireResult().record holds the stored answer
                       ///< (replayUncounted(): read from a store that takes no writes).
        InFlight,      ///< Another attempt holds the key (acquireResult().retryAfter).
        Mismatch,      ///< The key belongs to another request.
        Unknown,       ///< Issued mode: the key was never issued.
        Expired,       ///< Issued mode: the key lapsed.
        StoreFailed,   ///< The acquire failed (error()); it may have left a claim all the same.
        ClaimedLate,   ///< Granted too late (grantedAfter()): given back, the work did not run.
        Released,      ///< The work asked for a release; error() if the store refused it
                       ///< (Conflict: someone else's by then; else the claim ends with its lease).
        Completed,     ///< The answer is stored.
        LostOwnership, ///< Another attempt took the key over: the answer was refused (fencing).
        Abandoned,     ///< The answer was held and could not be stored (error(), abandonReason()):
                       ///< the claim ends with its lease, after which a retry runs the work again.
    };

    struct Command {
        enum class Kind {
            Acquire,        ///< store.acquire(acquireRequest()) → acquired() / acquireFailed()
            StartHeartbeat, ///< From now, every `interval`, beat(); until StopHeartbeat.
            Work,           ///< Run the work under claim() → workDone().
            Complete,       ///< store.complete(completion()) → completeAnswered()
            Read,           ///< store.get(key, scope) → read(): did a retried answer land,
                            ///< or, after a refused acquire, what can be answered without a
                            ///< write (storeServesReadsOnly)
            Release,        ///< store.release(claim()) → releaseAnswered()
            Hold,           ///< The answer is held (`first`: for the first time): the driver's
                            ///< policy, then hold().
            Wait,           ///< After `interval`, retry().
            StopHeartbeat,  ///< No more beat(); the claim's outcome is decided.
            Done,           ///< outcome() is final; nothing more comes.
        };
        Kind kind;
        std::chrono::milliseconds interval{0}; ///< StartHeartbeat, Wait.
        bool first = false;                    ///< Hold.
        /// Hold: the store takes writes but keeps refusing this answer (HeldAnswer's rule): if
        /// the driver has a smaller stand-in for it (a problem saying the answer is lost), now
        /// is the time, before the lease runs out.
        bool refusedWhileUp = false;
    };

    /// A renew to send (from beat()): renew(claim(), lease()), then renewed(sentAt, …).
    struct Renew {
        Claim claim;
        Clock::time_point sentAt;
    };

    /// The driver's answer to Hold.
    struct HoldDecision {
        /// Store this instead of the answer from now on (smaller; never empty once set).
        std::optional<StoredResponse> replacement;
        /// Give up now (the driver holds too many answers): Done(Abandoned) with this reason.
        QString abandon;
    };

    /// `owner`: this attempt's owner id; empty: a new one (TokenGenerator::owner()).
    ClaimSession(QString key, QString scope, RequestIdentity request, Options options,
                 QString owner = {});

    // ---- commands ----
    /// The next command, in order; std::nullopt while the session waits for an event.
    std::optional<Command> next();

    // ---- events ----
    void start(Clock::time_point now);
    void acquired(const AcquireResult& result, Clock::time_point now);
    void acquireFailed(const Error& error);
    void workDone(WorkResult result);
    /// `error` null: stored.
    void completeAnswered(const Error* error, Clock::time_point now);
    /// The record read after a retried answer was refused by fencing; `error` set: unreadable.
    void read(const std::optional<TokenRecord>& record, const Error* error, Clock::time_point now);
    void hold(HoldDecision decision);
    /// A Wait is over: the answer is tried again, unless it is out already (a successful renew
    /// sends it at once). A driver's timers are not cancelled: the timer of a Wait cut short by
    /// a renew still fires, and tries the answer again if it is held again by then (one attempt
    /// more while the store refuses it; the gateway always did so, and its fault tests are
    /// tuned to it).
    void retry();
    /// `error` null: given back.
    void releaseAnswered(const Error* error);
    /// A heartbeat tick: the renew to send now, if any (none once the claim is lost or decided).
    std::optional<Renew> beat(Clock::time_point now);
    /// A renew sent at `sentAt` (from beat()) answered; `error` null: the lease runs on.
    void renewed(Clock::time_point sentAt, const Error* error);

    // ---- what it knows ----
    const QString& key() const { return m_key; }
    const QString& scope() const { return m_scope; }
    std::chrono::milliseconds lease() const { return m_options.lease; }
    AcquireRequest acquireRequest() const;
    const AcquireResult& acquireResult() const { return m_acquire; }
    /// Whether the acquire granted the claim (from then on it is held until Done).
    bool claimed() const { return m_acquire.outcome == AcquireOutcome::Acquired; }
    Claim claim() const { return m_claim; }
    /// What the claim is to be completed with (after workDone with Complete).
    const CompleteRequest& completion() const { return m_completion; }
    bool finished() const { return m_step == Step::Done; }
    /// Final once finished().
    Outcome outcome() const { return m_outcome; }
    /// The store's error behind the outcome: StoreFailed, Abandoned, LostOwnership (Conflict), a
    /// Released the store refused; none for Completed.
    const std::optional<Error>& error() const { return m_error; }
    const QString& abandonReason() const { return m_abandonReason; }
    /// How long after it was asked the store granted the claim.
    std::chrono::milliseconds grantedAfter() const { return m_grantedAfter; }
    /// A renew said another attempt owns the key now.
    bool lost() const { return m_lost; }
    /// Replayed from a read because the store took no writes: the replay is not counted in the
    /// record (its replay count stays as it was).
    bool replayUncounted() const { return m_replayUncounted; }
    /// The answer's failed attempts so far (0: none held).
    int heldAttempts() const { return m_held.attempts(); }
    /// Since the acquire or the last renew that succeeded was sent: the earliest moment the
    /// store can have started the lease it granted.
    std::chrono::milliseconds sinceRenewed(Clock::time_point now) const;

private:
    enum class Step {
        Idle,       ///< Not started.
        Acquiring,  ///< An acquire is in flight.
        LookingUp,  ///< The acquire was refused by a store that takes no writes: a read.
        GivingBack, ///< Claimed too late: the release is in flight.
        Working,    ///< The work runs.
        Completing, ///< A complete is in flight.
        Reading,    ///< After a fencing refusal of a retried answer: the read is in flight.
        Holding,    ///< Hold sent, waiting for hold().
        Waiting,    ///< The answer is held: waiting to try again.
        Releasing,  ///< The work asked for a release: the release is in flight.
        Done,
    };

    void push(Command::Kind kind, std::chrono::milliseconds interval = {});
    void finish(Outcome outcome);
    void stopHeartbeat(); ///< StopHeartbeat, if it beats.
    void sendAnswer();    ///< Complete (the answer, first or again).
    void completeFailed(const Error& error, Clock::time_point now);
    void lookedUp(const std::optional<TokenRecord>& record);
    bool beating() const;

    QString m_key;
    QString m_scope;
    RequestIdentity m_request;
    Options m_options;
    QString m_owner;
    Step m_step = Step::Idle;
    QVarLengthArray<Command, 4> m_commands; ///< A few at most: no allocation.
    AcquireResult m_acquire;
    bool m_heartbeat = false; ///< StartHeartbeat sent, StopHeartbeat not yet.
    bool m_lost = false;
    bool m_replayUncounted = false;
    Claim m_claim;
    CompleteRequest m_completion;
    HeldAnswer m_held;
    Clock::time_point m_asked{};
    Clock::time_point m_leaseFrom{}; ///< See sinceRenewed().
    std::chrono::milliseconds m_grantedAfter{0};
    Outcome m_outcome = Outcome::StoreFailed;
    std::optional<Error> m_error;
    QString m_abandonReason;
};

} // namespace idem
