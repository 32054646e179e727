// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "store/tokenstore.h"

#include <QString>

namespace idemctl {

/// "-" for an empty cell.
QString orDash(const QString& text);
/// The state as `list` shows it: "stuck" for a processing token whose lease has lapsed.
QString stateCell(const idem::TokenRecord& r);
/// Every field of a record, one "name  value" line each (`show`).
QString renderRecord(const idem::TokenRecord& r);

} // namespace idemctl
