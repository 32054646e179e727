// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "workbench/stats.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace idem::workbench {

double percentile(const QList<double>& sorted, double p) {
    if (sorted.isEmpty())
        return 0;
    const double rank = std::ceil(p / 100.0 * double(sorted.size()));
    const qsizetype index = std::clamp<qsizetype>(qsizetype(rank) - 1, 0, sorted.size() - 1);
    return sorted.at(index);
}

LatencySummary summarizeLatency(QList<double> valuesMs) {
    LatencySummary s;
    s.count = valuesMs.size();
    if (valuesMs.isEmpty())
        return s;
    std::sort(valuesMs.begin(), valuesMs.end());
    s.min = valuesMs.first();
    s.max = valuesMs.last();
    s.mean = std::accumulate(valuesMs.cbegin(), valuesMs.cend(), 0.0) / double(valuesMs.size());
    s.p50 = percentile(valuesMs, 50);
    s.p95 = percentile(valuesMs, 95);
    s.p99 = percentile(valuesMs, 99);
    return s;
}

namespace {

/// The 1-2-5 scale value at `step` (step 0 = 1 ms; step 3 = 10 ms; step -3 = 0.1 ms).
double scaleValue(int step) {
    static constexpr double mantissa[3] = {1, 2, 5};
    const int decade = step >= 0 ? step / 3 : -((-step + 2) / 3);
    const int m = step - decade * 3;
    return mantissa[m] * std::pow(10.0, decade);
}

/// The largest step whose value is ≤ v (v > 0).
int stepAtOrBelow(double v) {
    int step = int(std::floor(std::log10(v))) * 3;
    while (scaleValue(step + 1) <= v * (1 + 1e-12))
        ++step;
    while (scaleValue(step) > v * (1 + 1e-12))
        --step;
    return step;
}

} // namespace

Histogram latencyHistogram(const QList<double>& valuesMs) {
    Histogram h;
    if (valuesMs.isEmpty())
        return h;
    constexpr double floorMs = 0.001; // 1 µs: below any loopback round trip
    const auto [minIt, maxIt] = std::minmax_element(valuesMs.cbegin(), valuesMs.cend());
    const double lo = std::max(*minIt, floorMs);
    const double hi = std::max(*maxIt, lo);
    const int first = stepAtOrBelow(lo);
    int last = stepAtOrBelow(hi) + 1; // the edge above the largest value
    if (last <= first)
        last = first + 1;
    for (int step = first; step <= last; ++step)
        h.edges.append(scaleValue(step));
    h.counts.fill(0, h.edges.size() - 1);
    for (const double v : valuesMs) {
        qsizetype i = 0;
        while (i + 1 < h.counts.size() && v >= h.edges.at(i + 1) * (1 - 1e-12))
            ++i;
        ++h.counts[i];
    }
    return h;
}

namespace {

QString edgeText(double ms) {
    if (ms >= 1000)
        return QString::number(ms / 1000, 'g', 3) + QStringLiteral(" s");
    if (ms >= 1)
        return QString::number(ms, 'g', 3) + QStringLiteral(" ms");
    return QString::number(ms * 1000, 'g', 3) + QStringLiteral(" µs");
}

} // namespace

QString Histogram::label(qsizetype i) const {
    if (i < 0 || i + 1 >= edges.size())
        return {};
    return edgeText(edges.at(i)) + QStringLiteral("–") + edgeText(edges.at(i + 1));
}

QString Histogram::upperLabel(qsizetype i) const {
    if (i < 0 || i + 1 >= edges.size())
        return {};
    QString text = edgeText(edges.at(i + 1));
    text.remove(QLatin1Char(' '));
    return text;
}

QString formatMs(double ms) {
    if (ms >= 1000)
        return QString::number(ms / 1000, 'f', 2) + QStringLiteral(" s");
    if (ms >= 10)
        return QString::number(ms, 'f', 1) + QStringLiteral(" ms");
    if (ms >= 1)
        return QString::number(ms, 'f', 2) + QStringLiteral(" ms");
    return QString::number(ms * 1000, 'f', 0) + QStringLiteral(" µs");
}

} // namespace idem::workbench
