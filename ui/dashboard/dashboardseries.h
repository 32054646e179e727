// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "charts/chart.h"
#include "dashboard/dashboardpage.h"
#include "metrics/rates.h"
#include "metrics/statsseries.h"

#include <QList>

/// What the Dashboard's charts draw, made from the data alone: no widget, no state. The names
/// are translated under DashboardPage's context, as the page shows them.
namespace idem::ui::dashboard {

/// The store counters a store chart (ClaimsChart, DuplicatesChart or LifecycleChart) draws, one
/// point per step.
QList<charts::TimeSeries> counterSeries(DashboardPage::ChartId chart,
                                        const QList<StatsBucket>& steps);

/// The gateway's requests per second by outcome, from the rates at or after `fromMs`. Only the
/// outcomes of idemgate_requests_total that happened in the range; a label value the server
/// sent is never drawn as is.
QList<charts::TimeSeries> gatewayRequestSeries(const QList<metrics::GatewayRates>& rates,
                                               qint64 fromMs);
/// The gateway's p50 and p99 in ms, from the rates at or after `fromMs`.
QList<charts::TimeSeries> gatewayLatencySeries(const QList<metrics::GatewayRates>& rates,
                                               qint64 fromMs);

/// The tokens by state now, as a partition (the stuck ones apart from processing).
QList<charts::Bar> stateBars(const StateCounts& counts);

} // namespace idem::ui::dashboard
