// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "base/errors.h"

#include <QString>

namespace idem::ui {

/// The console's words for the core's error kinds, in the language shown. One table, two
/// forms, because the console names a kind in two kinds of place:
///   - errorKindLabel: a short label before the store's message, "Connection lost: …" (the
///     status bar, an action's report);
///   - errorKindLead: a plain sentence's start before the store's own sentence, "The connection
///     broke: …" (the connection editor's "Test connection").
/// The texts keep the translation contexts of the classes that first showed them
/// (idem::ui::MainWindow, idem::ui::ConnectionTester), so their translations stay.
QString errorKindLabel(idem::ErrorKind kind);
QString errorKindLead(idem::ErrorKind kind);

} // namespace idem::ui
