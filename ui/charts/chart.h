// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QDateTime>
#include <QList>
#include <QPointF>
#include <QString>
#include <QWidget>

namespace idem::ui::charts {

/// One line of a time chart. Points are (milliseconds since the Unix epoch, value), oldest first.
struct TimeSeries {
    QString name;
    QList<QPointF> points;
};

/// One bar of a bar chart (a state's count, a latency bucket, ...).
struct Bar {
    QString label;
    double value = 0;
};

/// The console's charts, engine-neutral. The dashboard and the scenario view draw through these
/// two classes and never include a Qt Charts header, so that a later Qt can replace the engine
/// (Qt Charts is deprecated in favour of Qt Graphs from Qt 6.7 on) by rewriting one file:
/// ui/charts/qtcharts.cpp. See docs/adr/0008-charts-behind-an-interface.md.
///
/// Both follow the application palette (light or dark) by themselves and show the value under
/// the pointer in a tooltip. GUI thread only.
class TimeChart : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    virtual void setTitle(const QString& title) = 0;
    /// The value axis' title ("per interval", "ms", ...).
    virtual void setValueTitle(const QString& title) = 0;
    /// Replaces every series. A series keeps its colour while its position in the list stays.
    virtual void setSeries(const QList<TimeSeries>& series) = 0;
    /// The visible time window; the value axis fits the visible points (from 0).
    virtual void setTimeRange(const QDateTime& from, const QDateTime& to) = 0;

signals:
    /// The pointer is over a point of `series` (hover values for tests and status lines).
    void hovered(const QString& series, const QDateTime& at, double value);
};

class BarChart : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    virtual void setTitle(const QString& title) = 0;
    virtual void setValueTitle(const QString& title) = 0;
    /// Replaces the bars, shown in this order (left to right, or top to bottom).
    virtual void setBars(const QList<Bar>& bars) = 0;
    /// Vertical bars (the default) or horizontal ones, whose labels on the left are never cut
    /// however narrow the chart is.
    virtual void setOrientation(Qt::Orientation orientation) = 0;

signals:
    void hovered(const QString& label, double value);
};

/// The charts of the engine in use (Qt Charts today).
TimeChart* createTimeChart(QWidget* parent = nullptr);
BarChart* createBarChart(QWidget* parent = nullptr);

} // namespace idem::ui::charts
