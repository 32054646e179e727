// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "dashboard/dashboardseries.h"

#include <array>
#include <cmath>

namespace idem::ui::dashboard {

namespace {

/// The outcomes of idemgate_requests_total (core/gateway/gatewaymetrics.h), in chart order.
/// Only these reach a chart: a label value from the server is never drawn as is.
constexpr std::array<const char*, 8> kOutcomes = {"acquired",    "replayed",   "in_flight",
                                                  "mismatch",    "released",   "rejected",
                                                  "unavailable", "passthrough"};

QString outcomeTitle(QLatin1String outcome) {
    if (outcome == QLatin1String("acquired"))
        return DashboardPage::tr("Acquired");
    if (outcome == QLatin1String("replayed"))
        return DashboardPage::tr("Replayed");
    if (outcome == QLatin1String("in_flight"))
        return DashboardPage::tr("In flight (409)");
    if (outcome == QLatin1String("mismatch"))
        return DashboardPage::tr("Mismatch (422)");
    if (outcome == QLatin1String("released"))
        return DashboardPage::tr("Released (upstream failed)");
    if (outcome == QLatin1String("rejected"))
        return DashboardPage::tr("Rejected");
    if (outcome == QLatin1String("unavailable"))
        return DashboardPage::tr("Store unavailable");
    return DashboardPage::tr("Not guarded");
}

/// The store's counters each time chart draws, in order.
struct CounterLine {
    Counter counter;
    const char* title;
};
// The titles are translated where they are drawn (DashboardPage::tr), under its context.
constexpr std::array<CounterLine, 3> kClaimLines = {
    {{Counter::Generated, QT_TRANSLATE_NOOP("idem::ui::DashboardPage", "Generated")},
     {Counter::Acquired, QT_TRANSLATE_NOOP("idem::ui::DashboardPage", "Acquired")},
     {Counter::Completed, QT_TRANSLATE_NOOP("idem::ui::DashboardPage", "Completed")}}};
constexpr std::array<CounterLine, 3> kDuplicateLines = {
    {{Counter::Replayed, QT_TRANSLATE_NOOP("idem::ui::DashboardPage", "Replayed")},
     {Counter::InFlight, QT_TRANSLATE_NOOP("idem::ui::DashboardPage", "In flight (409)")},
     {Counter::Mismatch, QT_TRANSLATE_NOOP("idem::ui::DashboardPage", "Mismatch (422)")}}};
constexpr std::array<CounterLine, 3> kLifecycleLines = {
    {{Counter::Released, QT_TRANSLATE_NOOP("idem::ui::DashboardPage", "Released")},
     {Counter::TakenOver, QT_TRANSLATE_NOOP("idem::ui::DashboardPage", "Taken over")},
     {Counter::Expired, QT_TRANSLATE_NOOP("idem::ui::DashboardPage", "Expired")}}};

} // namespace

QList<charts::TimeSeries> counterSeries(DashboardPage::ChartId chart,
                                        const QList<StatsBucket>& steps) {
    const auto& counters = chart == DashboardPage::ClaimsChart       ? kClaimLines
                           : chart == DashboardPage::DuplicatesChart ? kDuplicateLines
                                                                     : kLifecycleLines;
    QList<charts::TimeSeries> series;
    for (const CounterLine& line : counters) {
        charts::TimeSeries s;
        s.name = DashboardPage::tr(line.title);
        s.points.reserve(steps.size());
        for (const StatsBucket& b : steps)
            s.points.append(QPointF(double(b.startMs), double(b.value(line.counter))));
        series.append(std::move(s));
    }
    return series;
}

QList<charts::TimeSeries> gatewayRequestSeries(const QList<metrics::GatewayRates>& rates,
                                               qint64 fromMs) {
    QList<charts::TimeSeries> requests;
    for (const char* outcome : kOutcomes) {
        const QLatin1String name(outcome);
        charts::TimeSeries s;
        s.name = outcomeTitle(name);
        bool any = false;
        for (const metrics::GatewayRates& g : rates) {
            if (g.atMs < fromMs)
                continue;
            double value = 0;
            for (const auto& [o, perSecond] : g.outcomes) {
                if (o == name)
                    value += perSecond;
            }
            any = any || value > 0;
            s.points.append(QPointF(double(g.atMs), value));
        }
        // Outcomes that never happened in the range would only crowd the legend.
        if (any)
            requests.append(std::move(s));
    }
    return requests;
}

QList<charts::TimeSeries> gatewayLatencySeries(const QList<metrics::GatewayRates>& rates,
                                               qint64 fromMs) {
    charts::TimeSeries p50{DashboardPage::tr("p50"), {}};
    charts::TimeSeries p99{DashboardPage::tr("p99"), {}};
    for (const metrics::GatewayRates& g : rates) {
        if (g.atMs < fromMs)
            continue;
        if (std::isfinite(g.p50Seconds))
            p50.points.append(QPointF(double(g.atMs), g.p50Seconds * 1000));
        if (std::isfinite(g.p99Seconds))
            p99.points.append(QPointF(double(g.atMs), g.p99Seconds * 1000));
    }
    return {p50, p99};
}

QList<charts::Bar> stateBars(const StateCounts& counts) {
    // A partition of the tokens: the stuck ones are left out of "processing" here.
    return {{DashboardPage::tr("Pending"), double(counts.pending)},
            {DashboardPage::tr("Processing"), double(counts.processing - counts.stuck)},
            {DashboardPage::tr("Stuck"), double(counts.stuck)},
            {DashboardPage::tr("Completed"), double(counts.completed)},
            {DashboardPage::tr("Expired"), double(counts.expired)}};
}

} // namespace idem::ui::dashboard
