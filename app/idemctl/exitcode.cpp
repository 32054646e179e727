// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "exitcode.h"

namespace idemctl {

ExitCode exitCodeFor(idem::ErrorKind kind) {
    using idem::ErrorKind;
    switch (kind) {
    case ErrorKind::BadInput:
        return ExitCode::Usage;
    case ErrorKind::NotFound:
        return ExitCode::NotFound;
    case ErrorKind::Conflict:
        return ExitCode::Conflict;
    case ErrorKind::Retryable:
    case ErrorKind::ConnectionLost:
    case ErrorKind::Unavailable:
        return ExitCode::Unavailable;
    case ErrorKind::OutcomeUnknown:
        return ExitCode::OutcomeUnknown;
    case ErrorKind::SchemaMissing:
        return ExitCode::SchemaMissing;
    case ErrorKind::ReadOnly:
        return ExitCode::ReadOnly;
    case ErrorKind::Internal:
        return ExitCode::Internal;
    }
    return ExitCode::Internal;
}

ExitCode exitCodeFor(idem::AcquireOutcome outcome) {
    using idem::AcquireOutcome;
    switch (outcome) {
    case AcquireOutcome::Acquired:
        return ExitCode::Success;
    case AcquireOutcome::Replay:
        return ExitCode::Replay;
    case AcquireOutcome::InFlight:
        return ExitCode::InFlight;
    case AcquireOutcome::Mismatch:
        return ExitCode::Mismatch;
    case AcquireOutcome::Unknown:
        return ExitCode::Unknown;
    case AcquireOutcome::Expired:
        return ExitCode::Expired;
    }
    return ExitCode::Internal;
}

} // namespace idemctl
