// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QList>
#include <QString>

namespace idem::workbench {

/// The nearest-rank percentile of `sorted` (ascending): the smallest value with at least `p`
/// percent of the values at or below it, so every figure reported is a latency that was
/// observed. `p` in (0, 100]; 0 for an empty list. Pure.
double percentile(const QList<double>& sorted, double p);

/// A latency distribution in milliseconds.
struct LatencySummary {
    qsizetype count = 0;
    double min = 0;
    double mean = 0;
    double p50 = 0;
    double p95 = 0;
    double p99 = 0;
    double max = 0;
};
/// Summarises `valuesMs` (any order). Pure.
LatencySummary summarizeLatency(QList<double> valuesMs);

/// Latency buckets on a 1-2-5 scale (…, 0.5, 1, 2, 5, 10, … ms): bucket i holds the values in
/// [edges[i], edges[i+1]) and the last one includes its upper edge. The edges are the fewest of
/// that scale that cover the values, so a run at 2 ms and one at 2 s are both readable.
struct Histogram {
    QList<double> edges;   ///< counts.size() + 1 ascending edges; empty when there are no values.
    QList<qsizetype> counts;
    /// "2 ms–5 ms", "500 µs–1 ms" for bucket `i`.
    QString label(qsizetype i) const;
    /// The bucket's upper edge, compact for narrow bars: "5ms", "500µs", "2s".
    QString upperLabel(qsizetype i) const;
};
/// Pure. Values ≤ 0 fall into the first bucket.
Histogram latencyHistogram(const QList<double>& valuesMs);

/// "1.23 ms", "850 µs", "2.4 s". Pure.
QString formatMs(double ms);

} // namespace idem::workbench
