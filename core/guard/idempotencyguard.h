// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "store/tokenstore.h"

#include <functional>
#include <memory>

namespace idem {

/// What the caller's work decided.
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

struct GuardOptions {
    std::chrono::milliseconds lease = 30s;     ///< > 0.
    std::chrono::milliseconds retention = 24h; ///< > 0.
    AcquireMode mode = AcquireMode::Open;
    /// Renew the lease while the work runs (every claimHeartbeat(lease)), so that work longer
    /// than the lease is not taken over by a retry and run twice. Off, the claim lapses after
    /// `lease` however long the work takes (tests use this to stage a takeover).
    bool heartbeat = true;
};

/// The timing rules of a claim, shared by IdempotencyGuard and the gateway's asynchronous
/// claims (core/gateway): one place each.
///
/// How often a held claim is renewed: a third of its lease (never under 50 ms), so two renews may
/// fail or be late before the lease runs out.
std::chrono::milliseconds claimHeartbeat(std::chrono::milliseconds lease);
/// Whether a claim whose acquire was sent `sinceAsked` ago is too late to do the work under:
/// with less than half its lease surely left, another attempt may hold the key before the first
/// renew (which takes as long on the same slow path) lands. Such a claim is given back unused.
bool claimedTooLate(std::chrono::milliseconds sinceAsked, std::chrono::milliseconds lease);

struct GuardResult {
    enum class Kind {
        Executed,      ///< The work ran and its response is stored.
        Released,      ///< The work ran, failed retryably, and the claim was given back.
        Replayed,      ///< A duplicate: `response` is the stored one; the work did not run.
        InFlight,      ///< Another attempt holds the token; try after `retryAfter`.
        Mismatch,      ///< The key belongs to another request.
        Rejected,      ///< Issued mode: unknown or expired key (see `acquire.outcome`).
        LostOwnership, ///< The work ran but another attempt took the token over first: its
                       ///< result was refused (fencing) and not stored.
        ClaimedLate,   ///< The store granted the claim too late (claimedTooLate()): it was
                       ///< given back and the work did not run; try again.
    };
    Kind kind = Kind::Executed;
    AcquireResult acquire;       ///< The acquire step's full result.
    StoredResponse response;     ///< For Executed and Replayed.
    std::chrono::milliseconds retryAfter{0};
};

/// Acquire → run the caller's work → complete, or release on a retryable failure.
///
/// The work runs only when this call acquired the token, at most once per call, and not when
/// the claim came too late (ClaimedLate). While it runs, the guard's one heartbeat thread renews
/// the lease (GuardOptions::heartbeat; started with the first claim, stopped with the guard); a
/// renew that fails for the store's sake is tried again at
/// the next beat, one refused by fencing (another attempt took the token over: the lease had
/// lapsed while renews failed, or an operator expired the token) stops the beats. If the work
/// throws, the claim is released (best effort) and the exception propagates. A complete or
/// release refused because a newer attempt took the token over yields LostOwnership: the
/// fencing counter protects the stored result from a stale owner. Store errors propagate as
/// idem::Error; OutcomeUnknown from complete means the response may or may not be stored.
///
/// Thread-safe if the store is (every store of core is); one guard may serve many threads.
class IdempotencyGuard {
public:
    using Work = std::function<WorkResult(const AcquireResult& claim)>;

    IdempotencyGuard(TokenStore& store, GuardOptions options = {});
    ~IdempotencyGuard();
    IdempotencyGuard(const IdempotencyGuard&) = delete;
    IdempotencyGuard& operator=(const IdempotencyGuard&) = delete;

    GuardResult run(const QString& key, const QString& scope, const RequestIdentity& request,
                    const Work& work);

private:
    class Heartbeats; ///< The renewing thread (idempotencyguard.cpp).
    TokenStore& m_store;
    GuardOptions m_options;
    std::unique_ptr<Heartbeats> m_heartbeats; ///< Null without GuardOptions::heartbeat.
};

} // namespace idem
