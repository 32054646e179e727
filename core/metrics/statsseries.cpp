// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "metrics/statsseries.h"

#include <algorithm>

namespace idem::metrics {

using namespace std::chrono_literals;

std::chrono::milliseconds chartStep(std::chrono::milliseconds window, int maxPoints) {
    static constexpr std::array<std::chrono::milliseconds, 11> steps = {
        5s, 10s, 15s, 30s, 1min, 2min, 5min, 10min, 15min, 30min, 1h};
    const qint64 points = std::max(maxPoints, 1);
    for (std::chrono::milliseconds step : steps) {
        if (window.count() <= step.count() * points)
            return step;
    }
    return steps.back();
}

namespace {

/// Floor division that also rounds negative values down (times before 1970 are not expected,
/// but the arithmetic must not shift a step when they come).
qint64 floorTo(qint64 value, qint64 step) {
    const qint64 q = value / step;
    return (value % step != 0 && value < 0 ? q - 1 : q) * step;
}

qint64 ceilTo(qint64 value, qint64 step) {
    const qint64 f = floorTo(value, step);
    return f == value ? f : f + step;
}

} // namespace

QList<StatsBucket> aggregate(const StatsSeries& series, std::chrono::milliseconds step) {
    QList<StatsBucket> out;
    const qint64 interval = series.intervalMs > 0 ? series.intervalMs : kStatsInterval.count();
    const qint64 stepMs = std::max(ceilTo(std::max<qint64>(step.count(), 1), interval), interval);
    // The store returns the interval holding fromMs whole, so the window starts there.
    const qint64 first = ceilTo(floorTo(series.fromMs, interval), stepMs);
    const qint64 end = floorTo(series.toMs, stepMs); // the running step starts here
    if (end <= first)
        return out;
    const qsizetype count = qsizetype((end - first) / stepMs);
    out.reserve(count);
    for (qsizetype i = 0; i < count; ++i)
        out.append(StatsBucket{first + i * stepMs, {}});
    for (const StatsBucket& b : series.buckets) {
        if (b.startMs < first || b.startMs >= end)
            continue;
        StatsBucket& target = out[qsizetype((b.startMs - first) / stepMs)];
        for (int c = 0; c < kCounterCount; ++c)
            target.values[c] += b.values[c];
    }
    return out;
}

Duplicates duplicates(const std::array<qint64, kCounterCount>& totals) {
    const auto at = [&](Counter c) { return totals[static_cast<int>(c)]; };
    const qint64 repeats = at(Counter::Replayed) + at(Counter::InFlight) + at(Counter::Mismatch);
    return {repeats, at(Counter::Acquired) + repeats};
}

std::optional<double> duplicateRatio(const std::array<qint64, kCounterCount>& totals) {
    const Duplicates d = duplicates(totals);
    if (d.arrivals <= 0)
        return std::nullopt;
    return double(d.repeats) / double(d.arrivals);
}

} // namespace idem::metrics
