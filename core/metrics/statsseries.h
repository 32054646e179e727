// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "store/tokenstore.h"

#include <QList>

#include <array>
#include <chrono>
#include <optional>

namespace idem::metrics {

/// Views of the store's stats counters (TokenStore::stats: 5-second intervals kept for 24 h) for
/// charts and big numbers. Pure functions; thread-safe.

/// The step to chart `window` with at most `maxPoints` points: the shortest of 5 s, 10 s, 15 s,
/// 30 s, 1 min, 2 min, 5 min, 10 min, 15 min, 30 min and 1 h that fits (5 min -> 5 s, 1 h ->
/// 15 s, 24 h -> 5 min with the default); 1 h when none does. Every step is a multiple of
/// kStatsInterval. `maxPoints` below 1 counts as 1.
std::chrono::milliseconds chartStep(std::chrono::milliseconds window, int maxPoints = 300);

/// `series` summed into steps of `step`: one StatsBucket per step (startMs a multiple of `step`
/// since the epoch, so that steps stay put from one refresh to the next), every step that lies
/// wholly inside the window, oldest first, with zeros where nothing happened (the store only
/// returns intervals that had events). The step still running at series.toMs is left out: half
/// a step would read as a sudden drop. A step that is not a positive multiple of
/// series.intervalMs is rounded up to one. 24 h of 5-s intervals (17,280) become 288 steps of
/// 5 min.
QList<StatsBucket> aggregate(const StatsSeries& series, std::chrono::milliseconds step);

/// The duplicates of a window: every repeat of a key that the guard intercepted (replayed,
/// in_flight, mismatch) and every arrival of a key (those plus acquired). A 409 (the first
/// attempt still runs) and a 422 (the key came back with another body) are duplicates too.
struct Duplicates {
    qint64 repeats = 0;
    qint64 arrivals = 0;
};
Duplicates duplicates(const std::array<qint64, kCounterCount>& totals);

/// The one duplicate ratio of IdemScope (the console's dashboard, `idemctl stats`'
/// duplicate_ratio): repeats / arrivals; std::nullopt when nothing arrived.
std::optional<double> duplicateRatio(const std::array<qint64, kCounterCount>& totals);

} // namespace idem::metrics
