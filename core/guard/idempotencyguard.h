// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "guard/claimsession.h"
#include "store/tokenstore.h"

#include <exception>
#include <functional>
#include <memory>

namespace idem {

/// The guard's options are its sessions': lease, retention, mode, the heartbeat (on by default:
/// work longer than the lease keeps its claim), and `maxHeld`, how long run() keeps trying to
/// store an answer the store refuses before it throws the store's error.
using GuardOptions = ClaimSession::Options;

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

/// Acquire → run the caller's work → complete, or release on a retryable failure: a
/// ClaimSession driven with blocking calls on the caller's thread (the gateway drives the same
/// session asynchronously, so both follow one set of rules).
///
/// The work runs only when this call acquired the token, at most once per call, and not when
/// the claim came too late (ClaimedLate). While it runs, the guard's one heartbeat thread renews
/// the lease (GuardOptions::heartbeat; started with the first claim, stopped with the guard); a
/// renew that fails for the store's sake is tried again at the next beat, one refused by fencing
/// (another attempt took the token over: the lease had lapsed while renews failed, or an
/// operator expired the token) stops the beats. If the work throws, the claim is released (best
/// effort) and the exception propagates. Once the work returned Complete the claim is never
/// released: an answer the store refuses is tried again with a backoff while the lease is
/// renewed, for up to GuardOptions::maxHeld, after which the store's last error is thrown
/// (the claim then ends with its lease). A complete or release refused because a newer attempt
/// took the token over yields LostOwnership: the fencing counter protects the stored result from
/// a stale owner. Other store errors (of the acquire; of a release) propagate as idem::Error.
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
    /// The session's outcome as the caller sees it (or thrown).
    static GuardResult finished(const ClaimSession& session, std::exception_ptr workFailed,
                                const StoredResponse& stored);
    TokenStore& m_store;
    GuardOptions m_options;
    std::unique_ptr<Heartbeats> m_heartbeats; ///< Null without GuardOptions::heartbeat.
};

} // namespace idem
