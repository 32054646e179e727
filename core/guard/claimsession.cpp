// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "guard/claimsession.h"

#include "token/generator.h"
#include "token/statemachine.h"

#include <algorithm>

namespace idem {

std::chrono::milliseconds claimHeartbeat(std::chrono::milliseconds lease) {
    return std::max(lease / 3, std::chrono::milliseconds(50));
}

bool claimedTooLate(std::chrono::milliseconds sinceAsked, std::chrono::milliseconds lease) {
    return sinceAsked > lease / 2;
}

bool storeNotServing(const Error& e) {
    return e.kind() == ErrorKind::Unavailable || e.kind() == ErrorKind::Retryable ||
           e.kind() == ErrorKind::ReadOnly;
}

bool storeServesReadsOnly(const Error& e) {
    return e.kind() == ErrorKind::ReadOnly;
}

namespace {

std::chrono::milliseconds since(ClaimSession::Clock::time_point from,
                                ClaimSession::Clock::time_point now) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(now - from);
}

} // namespace

ClaimSession::ClaimSession(QString key, QString scope, RequestIdentity request, Options options,
                           QString owner)
    : m_key(std::move(key)), m_scope(std::move(scope)), m_request(std::move(request)),
      m_options(options), m_owner(owner.isEmpty() ? TokenGenerator::owner() : std::move(owner)) {}

std::optional<ClaimSession::Command> ClaimSession::next() {
    if (m_commands.isEmpty())
        return std::nullopt;
    const Command c = m_commands.front();
    m_commands.remove(0);
    return c;
}

void ClaimSession::push(Command::Kind kind, std::chrono::milliseconds interval) {
    Command c{kind};
    c.interval = interval;
    m_commands.append(c);
}

void ClaimSession::stopHeartbeat() {
    if (m_heartbeat) {
        m_heartbeat = false;
        push(Command::Kind::StopHeartbeat);
    }
}

void ClaimSession::sendAnswer() {
    m_step = Step::Completing;
    push(Command::Kind::Complete);
}

void ClaimSession::finish(Outcome outcome) {
    stopHeartbeat();
    m_outcome = outcome;
    m_step = Step::Done;
    push(Command::Kind::Done);
}

AcquireRequest ClaimSession::acquireRequest() const {
    AcquireRequest a;
    a.key = m_key;
    a.scope = m_scope;
    a.request = m_request;
    a.owner = m_owner;
    a.lease = m_options.lease;
    a.retention = m_options.retention;
    a.mode = m_options.mode;
    return a;
}

std::chrono::milliseconds ClaimSession::sinceRenewed(Clock::time_point now) const {
    return since(m_leaseFrom, now);
}

void ClaimSession::start(Clock::time_point now) {
    if (m_step != Step::Idle)
        return;
    m_asked = now;
    m_leaseFrom = now;
    m_step = Step::Acquiring;
    push(Command::Kind::Acquire);
}

void ClaimSession::acquireFailed(const Error& error) {
    if (m_step != Step::Acquiring)
        return;
    m_error = error;
    if (storeServesReadsOnly(error)) {
        m_step = Step::LookingUp;
        push(Command::Kind::Read);
        return;
    }
    finish(Outcome::StoreFailed);
}

/// After an acquire the store refused for want of writes: the acquire's own rule, applied to the
/// record as read (at the store's clock, observedAtMs), decides whatever needs no write. What
/// would write (a new or stuck key taken, a pending key claimed) stays refused: StoreFailed.
void ClaimSession::lookedUp(const std::optional<TokenRecord>& record) {
    if (record && record->observedAtMs <= 0)
        return finish(Outcome::StoreFailed); // no store clock to judge its lease or expiry by
    try {
        const AcquireDecision d =
            decideAcquire(record, acquireRequest(), record ? record->observedAtMs : 0);
        switch (d.result.outcome) {
        case AcquireOutcome::Replay:
            m_acquire = d.result;
            m_replayUncounted = true;
            return finish(Outcome::Replayed);
        case AcquireOutcome::InFlight:
            m_acquire = d.result;
            return finish(Outcome::InFlight);
        case AcquireOutcome::Mismatch:
            m_acquire = d.result;
            return finish(Outcome::Mismatch);
        case AcquireOutcome::Acquired:
        case AcquireOutcome::Unknown:
        case AcquireOutcome::Expired:
            break; // a write, or an answer about issuance the read cannot vouch for
        }
    } catch (const Error&) {
        // The rule refused the request: the store's own refusal (m_error) stands.
    }
    finish(Outcome::StoreFailed);
}

void ClaimSession::acquired(const AcquireResult& result, Clock::time_point now) {
    if (m_step != Step::Acquiring)
        return;
    m_acquire = result;
    switch (result.outcome) {
    case AcquireOutcome::Replay:
        return finish(Outcome::Replayed);
    case AcquireOutcome::InFlight:
        return finish(Outcome::InFlight);
    case AcquireOutcome::Mismatch:
        return finish(Outcome::Mismatch);
    case AcquireOutcome::Unknown:
        return finish(Outcome::Unknown);
    case AcquireOutcome::Expired:
        return finish(Outcome::Expired);
    case AcquireOutcome::Acquired:
        break;
    }
    m_claim = Claim{m_key, m_scope, result.record.owner, result.record.fence};
    m_grantedAfter = since(m_asked, now);
    // A claim granted late (a slow path to the store, a queue, a paused server) may have little
    // of its lease left, or none: another attempt may already hold the key, and working would
    // run the work twice (the soak saw it through a slow path to PostgreSQL).
    if (claimedTooLate(m_grantedAfter, m_options.lease)) {
        m_step = Step::GivingBack;
        push(Command::Kind::Release);
        return;
    }
    m_step = Step::Working;
    if (m_options.heartbeat) {
        m_heartbeat = true;
        push(Command::Kind::StartHeartbeat, claimHeartbeat(m_options.lease));
    }
    push(Command::Kind::Work);
}

void ClaimSession::workDone(WorkResult result) {
    if (m_step != Step::Working)
        return;
    if (result.kind == WorkResult::Kind::Release) {
        // Nothing was kept that a retry could repeat wrongly (the work says so): given back.
        stopHeartbeat();
        m_step = Step::Releasing;
        push(Command::Kind::Release);
        return;
    }
    // From here the claim is never released: the work ran. The heartbeat runs on until the
    // answer is stored (or abandoned).
    m_completion = CompleteRequest{m_claim, std::move(result.response), m_options.retention};
    sendAnswer();
}

void ClaimSession::completeAnswered(const Error* error, Clock::time_point now) {
    if (m_step != Step::Completing)
        return;
    if (!error) {
        m_error.reset(); // a refusal before is history now
        return finish(Outcome::Completed);
    }
    if (error->kind() == ErrorKind::Conflict) {
        m_error = *error;
        // Another attempt took the key over (our lease ran out): fencing refused the answer.
        if (m_held.attempts() == 0)
            return finish(Outcome::LostOwnership);
        // Unless an earlier attempt whose outcome was unknown landed after all.
        m_step = Step::Reading;
        push(Command::Kind::Read);
        return;
    }
    completeFailed(*error, now);
}

void ClaimSession::read(const std::optional<TokenRecord>& record, const Error* error,
                        Clock::time_point now) {
    if (m_step == Step::LookingUp) {
        if (error)
            return finish(Outcome::StoreFailed); // the acquire's refusal stands
        return lookedUp(record);
    }
    if (m_step != Step::Reading)
        return;
    if (error) // cannot tell yet: try again later
        return completeFailed(*error, now);
    const bool ours = record && record->state == idem::State::Completed &&
                      record->owner == m_claim.owner && record->fence == m_claim.fence.value_or(-1);
    if (ours)
        m_error.reset(); // the fencing refusal was of a repeat: the answer is stored
    finish(ours ? Outcome::Completed : Outcome::LostOwnership);
}

/// The store refused the answer (not by fencing): the work ran, so the claim is kept and the
/// answer tried again with a backoff while the heartbeat renews the lease (ADR 0012).
void ClaimSession::completeFailed(const Error& error, Clock::time_point now) {
    m_error = error;
    m_held.completeFailed(error.kind());
    m_step = Step::Holding;
    Command c{Command::Kind::Hold};
    c.first = m_held.attempts() == 1;
    c.refusedWhileUp = m_held.refusedWhileUp(sinceRenewed(now), m_options.lease);
    m_commands.append(c);
}

void ClaimSession::hold(HoldDecision decision) {
    if (m_step != Step::Holding)
        return;
    if (decision.replacement) {
        m_completion.response = std::move(*decision.replacement);
        m_held.replacedByProblem();
    }
    if (!decision.abandon.isEmpty()) {
        m_abandonReason = decision.abandon;
        return finish(Outcome::Abandoned);
    }
    if (m_held.heldFor() > m_options.maxHeld) {
        const auto minutes = std::chrono::duration_cast<std::chrono::minutes>(m_options.maxHeld);
        m_abandonReason =
            minutes.count() > 0 && minutes == m_options.maxHeld
                ? QStringLiteral("the store refused it for %1 minutes").arg(minutes.count())
                : QStringLiteral("the store refused it for %1 ms").arg(m_options.maxHeld.count());
        return finish(Outcome::Abandoned);
    }
    // Backing off (HeldAnswer::retryDelay), at least once per heartbeat; a successful renew
    // also tries at once.
    m_step = Step::Waiting;
    push(Command::Kind::Wait, m_held.retryDelay(m_options.lease));
}

void ClaimSession::retry() {
    if (m_step == Step::Waiting) // else the answer is out already (a renew sent it)
        sendAnswer();
}

void ClaimSession::releaseAnswered(const Error* error) {
    if (m_step != Step::GivingBack && m_step != Step::Releasing)
        return;
    if (error)
        m_error = *error;
    finish(m_step == Step::GivingBack ? Outcome::ClaimedLate : Outcome::Released);
}

bool ClaimSession::beating() const {
    return m_heartbeat && !m_lost;
}

std::optional<ClaimSession::Renew> ClaimSession::beat(Clock::time_point now) {
    if (!beating())
        return std::nullopt;
    return Renew{m_claim, now};
}

void ClaimSession::renewed(Clock::time_point sentAt, const Error* error) {
    if (m_step == Step::Done)
        return;
    if (!error) {
        m_leaseFrom = std::max(m_leaseFrom, sentAt); // renews may answer out of order
        if (m_held.attempts() > 0) {
            m_held.renewed();
            if (m_step == Step::Waiting) // the store takes writes again: try the answer now
                sendAnswer();
        }
        return;
    }
    if (error->kind() == ErrorKind::Conflict) {
        m_lost = true; // no more beats; the complete will be refused by fencing
        return;
    }
    if (m_held.attempts() > 0 && storeNotServing(*error))
        m_held.storeSeenDown();
}

} // namespace idem
