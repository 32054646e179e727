// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "workbench/scenario.h"

#include <QByteArray>
#include <QList>
#include <QPointF>
#include <QString>

namespace idem::workbench {

/// One line of an SVG chart: (x, y) points, x ascending.
struct SvgSeries {
    QString name;
    QList<QPointF> points;
    QString colour; ///< CSS colour.
};

/// A self-contained SVG line chart (axes from 0, ticks, a legend), for reports: generated
/// without widgets, so idemctl and headless runs can write it. Text is XML-escaped. Pure.
QString svgLineChart(const QString& title, const QString& xTitle, const QString& yTitle,
                     const QList<SvgSeries>& series, int width = 720, int height = 260);
/// A self-contained SVG bar chart of labelled values. Pure.
QString svgBarChart(const QString& title, const QString& yTitle, const QList<QString>& labels,
                    const QList<double>& values, int width = 720, int height = 260);

/// The scenario's report: its settings, the figures (QPS, p50/p95/p99, error and interception
/// rates, executions per key) and three inline SVG charts (throughput and latency over time, the
/// latency histogram). One HTML file, no external resources. Pure.
QString scenarioReportHtml(const ScenarioResult& result);
/// The raw samples: index,key,duplicate,start_ms,latency_ms,status,replayed,outcome,error
/// (RFC 4180, CRLF). Pure.
QByteArray scenarioSamplesCsv(const ScenarioResult& result);

/// The slice length used for the report's time charts: about 60 slices over the run, at
/// least 100 ms. Pure.
qint64 reportSliceMs(qint64 elapsedMs);

} // namespace idem::workbench
