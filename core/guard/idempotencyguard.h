// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "store/tokenstore.h"

#include <functional>

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
};

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
    };
    Kind kind = Kind::Executed;
    AcquireResult acquire;       ///< The acquire step's full result.
    StoredResponse response;     ///< For Executed and Replayed.
    std::chrono::milliseconds retryAfter{0};
};

/// Acquire → run the caller's work → complete, or release on a retryable failure.
///
/// The work runs only when this call acquired the token, at most once per call. If the work
/// throws, the claim is released (best effort) and the exception propagates. A complete or
/// release refused because a newer attempt took the token over yields LostOwnership: the
/// fencing counter protects the stored result from a stale owner. Store errors propagate as
/// idem::Error; OutcomeUnknown from complete means the response may or may not be stored.
///
/// Thread-safe if the store is; one guard may serve many threads.
class IdempotencyGuard {
public:
    using Work = std::function<WorkResult(const AcquireResult& claim)>;

    IdempotencyGuard(TokenStore& store, GuardOptions options = {});

    GuardResult run(const QString& key, const QString& scope, const RequestIdentity& request,
                    const Work& work);

private:
    TokenStore& m_store;
    GuardOptions m_options;
};

} // namespace idem
