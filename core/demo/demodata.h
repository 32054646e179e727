// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "store/tokenstore.h"

#include <QStringList>
#include <chrono>

namespace idem::demo {

using namespace std::chrono_literals;

/// How much demo data populate() leaves behind. The counts are the final states wanted; the
/// events (replays, mismatches, conflicts, releases) are extra operations on those tokens.
/// Every count must be >= 0 (0 means "none of this kind").
struct DemoOptions {
    int pending = 50;    ///< Issued tokens never used, plus the `released` ones.
    int released = 10;   ///< Of `pending`: acquired, then given back by their owner.
    int processing = 20; ///< Processing with a live lease.
    int stuck = 6;       ///< Processing with a `stuckLease` that lapses on its own.
    int completed = 200; ///< Completed with a stored JSON response.
    int expired = 30;    ///< Expired by an operator (audited as user "demo").
    int replays = 80;    ///< Replays of completed tokens (same request again).
    int mismatches = 8;  ///< Completed tokens acquired with another body (422).
    int inFlight = 5;    ///< Live processing tokens acquired again (409).

    /// Lease of the `processing` tokens: long, so they stay live while someone looks. Must be > 0.
    std::chrono::milliseconds liveLease = 15min;
    /// Lease of the `stuck` tokens: short, so they become stuck by themselves once it lapses on
    /// the store's clock (no clock is faked). Must be > 0.
    std::chrono::milliseconds stuckLease = 2s;
    /// Retention of every token (and the TTL of pending ones). Must be > 0.
    std::chrono::milliseconds retention = 24h;

    /// Scopes the tokens are spread over; "" is the default scope. Must not be empty.
    QStringList scopes = {QString(), QStringLiteral("tenant-acme"),
                          QStringLiteral("tenant-globex")};
    /// Seed for the choices of scope, path and body, so that two runs have the same shape.
    /// Keys and owners always come from the CSPRNG (TokenGenerator), never from this seed.
    quint32 seed = 20240601;
};

/// What populate() created, by final state (stuck ones are counted apart from processing ones)
/// and by event.
struct DemoSummary {
    int pending = 0;
    int released = 0;
    int processing = 0;
    int stuck = 0;
    int completed = 0;
    int expired = 0;
    int replays = 0;
    int mismatches = 0;
    int inFlight = 0;

    int total() const { return pending + processing + stuck + completed + expired; }
};

/// Fills `store` with demo tokens through the store's real operations (issue, acquire, complete,
/// release, operatorExpire), so the records, stats counters and audit log are exactly what a
/// gateway and an operator would leave: business tokens (PAY_, ORD_, REF_) and uuids in several
/// scopes, for POST /payments, POST /orders and PATCH /orders/{id}.
///
/// Stuck tokens are created first with DemoOptions::stuckLease; they read as stuck once that
/// lease has passed, usually by the time populate() returns but not necessarily.
///
/// Blocks on the store (hundreds of transactions): call it off the GUI thread. Throws
/// idem::Error from the store, or BadInput for invalid options. Not atomic: on error, the
/// tokens created so far stay.
DemoSummary populate(TokenStore& store, const DemoOptions& options = {});

} // namespace idem::demo
