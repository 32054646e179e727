// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QStringList>

namespace idemctl {

/// Runs idemctl on `arguments` (the program name first, as QCoreApplication::arguments()) and
/// returns the exit status (see ExitCode). Never throws: every error is printed to stderr.
int run(const QStringList& arguments);

} // namespace idemctl
