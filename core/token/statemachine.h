// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "token/operations.h"
#include "token/record.h"

#include <optional>
#include <vector>

namespace idem {

/// The transition rules of the token model (states, acquire outcomes, leases, fencing:
/// ARCHITECTURE.md, "The token model"), in one place (ADR 0002).
///
/// Every function is pure: given the record as it is now (std::nullopt when absent, already
/// passed through observe()), the request and the store's clock, it returns what to write and
/// which counters to raise, or throws idem::Error (NotFound, Conflict, BadInput). A store runs
/// one of these inside one atomic step (a SQLite IMMEDIATE transaction) and persists the
/// result; stores that cannot run C++ atomically (Redis Lua, one PostgreSQL statement) restate
/// the same rules and are held to them by the store contract suite.
///
/// Rules in brief:
/// - acquire: absent (or lapsed, in open mode) → processing; pending → processing; processing
///   with a live lease → in_flight; processing with a lapsed lease (stuck) → taken over by the
///   new owner; completed → replay. A record with a fingerprint that differs from the request's
///   answers mismatch in every state but expired. Every acquisition raises the fencing counter.
/// - complete / release / renew: only the owner of a processing record whose fencing counter
///   still matches; anyone else is refused (Conflict), however stale the lease.
/// - operator release: processing → pending; refused while the lease is live unless forced.
/// - operator expire: any live state → expired. Delete removes the record.
struct Decision {
    std::optional<TokenRecord> write; ///< The full record to store; nullopt: store nothing.
    bool erase = false;               ///< Delete the record.
    std::vector<Counter> counters;    ///< Stats to raise, in the same atomic step.
};

struct AcquireDecision : Decision {
    AcquireResult result;
};

/// The snapshot of a stored record at `nowMs`: effective state (Expired once expiresAtMs has
/// passed), the stuck flag, observedAtMs.
TokenRecord observe(TokenRecord stored, qint64 nowMs);

/// Input checks that need no store: keys, scopes, owners, durations. Throw BadInput.
void validate(const IssueRequest& request);
void validate(const AcquireRequest& request);
void validate(const Claim& claim);
void validate(const CompleteRequest& request);
void validateLease(std::chrono::milliseconds lease);
void validate(const OperatorContext& context);

Decision decideIssue(const std::optional<TokenRecord>& current, const IssueRequest& request,
                     qint64 nowMs);
AcquireDecision decideAcquire(const std::optional<TokenRecord>& current,
                              const AcquireRequest& request, qint64 nowMs);
/// The counters an acquire with this result raises (decideAcquire() raises them; a store that
/// runs the acquire as its own statement and counts afterwards asks here). A lapsed record the
/// acquire replaced is counted apart (Counter::Expired, in the interval of its expiry).
std::vector<Counter> countersOf(const AcquireResult& result);
Decision decideComplete(const std::optional<TokenRecord>& current, const CompleteRequest& request,
                        qint64 nowMs);
Decision decideRelease(const std::optional<TokenRecord>& current, const Claim& claim,
                       qint64 nowMs);
Decision decideRenew(const std::optional<TokenRecord>& current, const Claim& claim,
                     std::chrono::milliseconds lease, qint64 nowMs);
/// The operator actions take the key only to name it in a NotFound error.
Decision decideOperatorRelease(const std::optional<TokenRecord>& current, const QString& key,
                               const OperatorContext& context, qint64 nowMs);
Decision decideOperatorExpire(const std::optional<TokenRecord>& current, const QString& key,
                              qint64 nowMs);
Decision decideOperatorDelete(const std::optional<TokenRecord>& current, const QString& key);

} // namespace idem
