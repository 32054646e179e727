// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "base/errors.h"
#include "token/operations.h"

namespace idemctl {

/// Every exit status idemctl can return. The numbers are part of the command-line interface
/// (docs/idemctl.md, "Exit codes"): scripts switch on them, so never renumber one.
enum class ExitCode : int {
    Success = 0,
    Internal = 1,       ///< An unexpected error: a bug, or a store in an impossible state.
    Usage = 2,          ///< Bad command line or bad input (keys, URLs, durations, files).
    NotFound = 3,       ///< The token does not exist (in this scope).
    Conflict = 4,       ///< Transition refused: wrong state, stale owner or fence, live lease.
    Unavailable = 5,    ///< The store cannot be opened or reached, or is busy: try again later.
    OutcomeUnknown = 6, ///< The request was sent and no answer came: check before retrying.
    SchemaMissing = 7,  ///< The store lacks IdemScope's schema or has a newer one.
    ReadOnly = 8,       ///< The store does not allow writes.
    // acquire outcomes other than "acquired"
    Replay = 10,
    InFlight = 11,
    Mismatch = 12,
    Unknown = 13,
    Expired = 14,
    // replay and scenario
    VerdictFailed = 20, ///< The request ran a number of times other than expected, a duplicate
                        ///< executed, or the error rate was above its bound.
    TargetUnavailable = 21, ///< The URL under test gave no HTTP answer at all.
};

/// The one mapping from core error kinds to exit codes.
ExitCode exitCodeFor(idem::ErrorKind kind);
/// acquire: Success for Acquired, a code of its own for every other outcome.
ExitCode exitCodeFor(idem::AcquireOutcome outcome);

inline int toInt(ExitCode code) {
    return static_cast<int>(code);
}

} // namespace idemctl
