// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "base/errors.h"

#include <QElapsedTimer>
#include <chrono>

namespace idem {

/// What is known about an answer the store refused to take, while its claim is kept and the
/// answer tried again (ADR 0012: once the work ran, the claim is never released). The rules
/// that decide, from the store's behaviour around it, whether the answer itself is refused —
/// so that the small "answer lost" problem must take its place before the lease runs out — or
/// the store is only away, and when to try again. The caller (the gateway) owns the claim, its
/// heartbeat and the store calls, and reports what they saw here.
///
/// "Refused while up": a complete failed, then a renew of the same claim succeeded with no sign
/// of the store being down in between — the store takes small writes, only not this one. While
/// nothing goes through at all (store down), the answer is kept whole: the store may take it
/// once it is back (the soak found a Redis killed again while reading its AOF costing answers
/// when silence alone counted).
class HeldAnswer {
public:
    /// Refusals while up before the problem takes the answer's place.
    static constexpr int kRefusedAttempts = 3;
    /// How long an answer is retried at most, the store answering or not; then it is abandoned
    /// and the claim ends with its lease.
    static constexpr std::chrono::minutes kMaxHeldTime{10};

    /// A complete of the answer failed with `kind` (not a fencing Conflict: that ends the claim).
    void completeFailed(ErrorKind kind);
    /// A renew of the claim succeeded while the answer is held.
    void renewed();
    /// A renew failed because the store is not serving (down, or refusing every write for now).
    void storeSeenDown();
    /// The answer gave way to the small problem: refusals are counted anew (for the problem).
    void replacedByProblem() { m_refusedWhileUp = 0; }

    /// Failed attempts so far; 0 until the first.
    int attempts() const { return m_attempts; }
    /// Whether the store takes writes but keeps refusing this answer: after kRefusedAttempts
    /// confirmed refusals, or once no renew has succeeded for half a `lease` (a refused answer
    /// can break the connection the renews share) without the store being seen down.
    /// `sinceRenewed`: since the last renew that succeeded was sent.
    bool refusedWhileUp(std::chrono::milliseconds sinceRenewed,
                        std::chrono::milliseconds lease) const;
    /// How long to wait before the next attempt: 100 ms, 200 ms, ... doubling, at most a third
    /// of the lease (so one lands within the lease once the store is back), within 100 ms – 5 s.
    std::chrono::milliseconds retryDelay(std::chrono::milliseconds lease) const;
    /// How long the answer has been held (since the first failure).
    std::chrono::milliseconds heldFor() const;
    /// Held longer than kMaxHeldTime.
    bool overdue() const { return heldFor() > kMaxHeldTime; }

private:
    int m_attempts = 0;
    int m_refusedWhileUp = 0;          ///< Refusals confirmed by a renew that succeeded after.
    bool m_refusalUnconfirmed = false; ///< A failure since the last renew, not yet counted.
    bool m_downSinceRenew = false;     ///< The store was seen not serving since the last renew.
    bool m_renewedSince = false;       ///< A renew succeeded after the first failure.
    QElapsedTimer m_since;             ///< Since the first failure.
};

} // namespace idem
