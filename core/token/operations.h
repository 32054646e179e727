// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "token/fingerprint.h"
#include "token/record.h"

#include <QString>

#include <array>
#include <chrono>
#include <optional>

namespace idem {

using namespace std::chrono_literals;

/// Open: clients bring their own keys and the first acquire creates the record.
/// Issued: only keys issued before (pending records) may be acquired; others are Unknown.
enum class AcquireMode { Open, Issued };

enum class AcquireOutcome {
    Acquired, ///< The caller owns the token now and must complete or release it.
    Replay,   ///< Completed before: the stored response is in the record.
    InFlight, ///< Another attempt holds a live lease (HTTP 409).
    Mismatch, ///< The key was used for a different request (HTTP 422).
    Unknown,  ///< Issued mode: this key was never issued.
    Expired,  ///< Issued mode: the token's retention has passed.
};
QString acquireOutcomeName(AcquireOutcome outcome); ///< "acquired", "replay", "in_flight", ...

struct IssueRequest {
    QString key;
    QString scope;
    /// How long the pending token stays valid. Must be > 0 and at most 100 years.
    std::chrono::milliseconds ttl = 30min;
};

struct AcquireRequest {
    QString key;
    QString scope;
    RequestIdentity request;
    /// The new owner's id; validated with ownerProblem(). Generate with TokenGenerator::owner().
    QString owner;
    /// How long the claim holds before another attempt may take it over. Must be > 0 and at
    /// most 100 years.
    std::chrono::milliseconds lease = 30s;
    /// How long the record is kept from acquisition (and so how long replays work). Must be > 0
    /// and at most 100 years.
    std::chrono::milliseconds retention = 24h;
    AcquireMode mode = AcquireMode::Open;
};

struct AcquireResult {
    AcquireOutcome outcome = AcquireOutcome::Unknown;
    /// True when Acquired took over a stuck record (the fencing counter moved past its owner).
    bool takeover = false;
    /// The record after the operation (for Unknown: an empty record with key and scope only).
    TokenRecord record;
    /// For InFlight: how long the current lease still runs.
    std::chrono::milliseconds retryAfter{0};
};

/// A claim's proof of ownership, needed by complete, release and renew.
struct Claim {
    QString key;
    QString scope;
    QString owner;
    /// The fencing counter the acquire returned. std::nullopt checks the owner only (owners are
    /// unique per attempt when generated; pass the fence whenever you have it).
    std::optional<qint64> fence;
};

struct CompleteRequest {
    Claim claim;
    StoredResponse response;
    /// Retention from completion, at most 100 years. 0 keeps the expiry set at acquisition.
    std::chrono::milliseconds retention{0};
};

/// Who performs an operator action and why; recorded in the audit log.
struct OperatorContext {
    QString user;   ///< Defaults to the OS user (see currentOsUser()).
    QString reason; ///< Optional free text, at most 1,000 characters.
    /// Release a processing token even though its lease is still live.
    bool force = false;
};

/// The OS account running this process: $USER / $USERNAME / $LOGNAME, else (POSIX) the account
/// of the effective user id, else "unknown". Thread-safe.
QString currentOsUser();

/// Counters kept per stats interval. Their names are part of the JSON output: never rename.
enum class Counter {
    Generated, ///< Tokens issued.
    Acquired,  ///< Successful acquisitions, takeovers included.
    Replayed,  ///< Duplicates answered from a stored response.
    InFlight,  ///< Duplicates refused because another attempt holds the lease (409).
    Mismatch,  ///< Same key, other request (422).
    Completed, ///< Responses stored.
    Released,  ///< Claims given back (by their owner or an operator).
    TakenOver, ///< Stuck records acquired by another attempt.
    Expired,   ///< Records that reached their expiry (operator expire, or purged when lapsed).
    Rejected,  ///< Issued mode: unknown or expired keys refused.
};
inline constexpr int kCounterCount = 10;
QString counterName(Counter counter);
inline constexpr std::array<Counter, kCounterCount> kAllCounters = {
    Counter::Generated, Counter::Acquired,  Counter::Replayed, Counter::InFlight,
    Counter::Mismatch,  Counter::Completed, Counter::Released, Counter::TakenOver,
    Counter::Expired,   Counter::Rejected};

/// Length of one stats interval and how long intervals are kept.
inline constexpr std::chrono::milliseconds kStatsInterval = 5s;
inline constexpr std::chrono::milliseconds kStatsRetention = 24h;

} // namespace idem
