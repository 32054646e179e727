// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

// What the stores share below the TokenStore interface: the listing cursor of the key-ordered
// stores, key-prefix bounds and the folding of stored counters into stats intervals. Each lives
// here once so that the backends cannot drift apart in what a cursor or an interval means.

#include "store/tokenstore.h"

#include <QString>
#include <QStringView>
#include <chrono>
#include <utility>

namespace idem {

/// The cursor of a listing ordered by (key, scope) (SQLite, PostgreSQL): the last record shown,
/// base64url without padding. Keys and scopes are visible ASCII, so a space separates them.
QString encodeKeyCursor(const QString& key, const QString& scope);

/// The key and scope of a cursor encodeKeyCursor() gave; BadInput for any other text (too long,
/// not base64url, or not a valid key and scope).
std::pair<QString, QString> decodeKeyCursor(const QString& cursor);

/// The smallest string greater than every string starting with `prefix` (visible ASCII, not
/// empty): the exclusive upper bound of a key-prefix range scan.
QString prefixUpperBound(const QString& prefix);

/// An empty series for `window` ending at `nowMs` (the store's clock).
StatsSeries statsSeriesEnding(qint64 nowMs, std::chrono::milliseconds window);

/// The start of the first stats interval a series reaches into: the rows a store reads.
qint64 firstStatsInterval(const StatsSeries& series);

/// Adds one stored counter (`value` of the counter named `counter` in the interval starting at
/// `intervalStartMs`) to the series: to its interval, created in start order if new, and to the
/// totals. Rows may come in any order; a name that is no Counter's is ignored (a newer
/// version's counter in a shared store).
void addStatsValue(StatsSeries& series, qint64 intervalStartMs, QStringView counter, qint64 value);

} // namespace idem
