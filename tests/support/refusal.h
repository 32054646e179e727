// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "base/errors.h"

#include <QString>

namespace idem::test {

/// What `call` threw as idem::Error (its message, never empty), or an empty string when it did
/// not throw: for tests of what core refuses (ADR 0003: core's one error channel).
template <typename Call> QString refusal(Call&& call) {
    try {
        call();
    } catch (const Error& e) {
        return e.message().isEmpty() ? QStringLiteral("(an error without a message)") : e.message();
    }
    return {};
}

} // namespace idem::test
