// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The Qt Charts engine behind ui/charts/chart.h. The only file of the console that includes a Qt
// Charts header: replacing the engine means rewriting this file alone (ADR 0008).
#include "charts/chart.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QHorizontalBarSeries>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QDateTimeAxis>
#include <QEvent>
#include <QFontMetrics>
#include <QResizeEvent>
#include <QLineSeries>
#include <QLocale>
#include <QPalette>
#include <QToolTip>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace idem::ui::charts {

namespace {

/// Dark when the window background is darker than mid-grey: the palette of a dark system theme
/// (or one the user set) gets Qt Charts' dark theme, so axes and labels stay readable.
bool paletteIsDark(const QPalette& palette) {
    return palette.color(QPalette::Window).lightness() < 128;
}

/// A round upper bound for a value axis that starts at 0: 1, 2 or 5 times a power of ten.
double niceCeiling(double value) {
    if (!(value > 0))
        return 1.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(value)));
    for (double step : {1.0, 2.0, 5.0, 10.0}) {
        if (value <= step * magnitude)
            return step * magnitude;
    }
    return 10.0 * magnitude;
}

/// A value axis from 0 to a round ceiling above `top`, with ticks at round values (0, 10, 20,
/// ... 50 rather than 0, 12.5, 25, ...) and as many decimals as the tick step needs.
void fitValueAxis(QValueAxis* axis, double top) {
    const double ceiling = niceCeiling(top);
    const double magnitude = std::pow(10.0, std::floor(std::log10(ceiling)));
    const double mantissa = std::round(ceiling / magnitude); // 1, 2, 5 or 10
    // 1 and 10: five steps of 0.2 (of 2); 2: four steps of 0.5; 5: five steps of 1.
    const int intervals = mantissa == 2 ? 4 : 5;
    const double step = ceiling / intervals;
    const int decimals = step >= 1 ? 0 : int(std::ceil(-std::log10(step) - 1e-9));
    axis->setRange(0, ceiling);
    axis->setTickCount(intervals + 1);
    axis->setMinorTickCount(0);
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
}

/// The chart view shared by both kinds: a QChartView filling the widget, the theme following
/// the palette, antialiased, legend at the bottom.
class ChartHost {
public:
    explicit ChartHost(QWidget* owner) : m_chart(new QChart()), m_view(new QChartView(m_chart, owner)) {
        auto* layout = new QVBoxLayout(owner);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(m_view);
        m_view->setRenderHint(QPainter::Antialiasing);
        m_chart->legend()->setAlignment(Qt::AlignBottom);
        m_chart->setMargins(QMargins(4, 4, 4, 4));
        m_chart->setAnimationOptions(QChart::NoAnimation);
        followPalette(owner->palette());
    }

    void followPalette(const QPalette& palette) {
        const QChart::ChartTheme theme =
            paletteIsDark(palette) ? QChart::ChartThemeDark : QChart::ChartThemeLight;
        if (m_chart->theme() != theme || !m_themed) {
            m_chart->setTheme(theme);
            m_themed = true;
        }
        // The themes paint their own backgrounds; blend with the window around them.
        m_chart->setBackgroundBrush(palette.color(QPalette::Base));
        m_chart->setTitleBrush(palette.color(QPalette::Text));
        m_chart->legend()->setLabelColor(palette.color(QPalette::Text));
    }

    QChart* chart() const { return m_chart; }

private:
    QChart* m_chart;
    QChartView* m_view;
    bool m_themed = false;
};

void styleAxis(QAbstractAxis* axis, const QPalette& palette) {
    axis->setLabelsBrush(palette.color(QPalette::Text));
    axis->setTitleBrush(palette.color(QPalette::Text));
    QColor grid = palette.color(QPalette::Text);
    grid.setAlphaF(0.15);
    axis->setGridLineColor(grid);
}

class QtTimeChart final : public TimeChart {
public:
    explicit QtTimeChart(QWidget* parent) : TimeChart(parent), m_host(this) {
        m_timeAxis = new QDateTimeAxis(this);
        m_timeAxis->setFormat(QStringLiteral("HH:mm:ss"));
        m_timeAxis->setTickCount(6);
        // A range from the start: an axis first shown without one (Qt Charts 6.4) draws no time
        // labels and no grid even after setRange(), which the scenario view (shown, then fed)
        // hit. The views set their own range before any data is seen.
        const QDateTime now = QDateTime::currentDateTime();
        m_timeAxis->setRange(now.addSecs(-60), now);
        m_valueAxis = new QValueAxis(this);
        m_valueAxis->setLabelFormat(QStringLiteral("%.0f"));
        m_valueAxis->setRange(0, 1);
        m_host.chart()->addAxis(m_timeAxis, Qt::AlignBottom);
        m_host.chart()->addAxis(m_valueAxis, Qt::AlignLeft);
        connect(m_host.chart(), &QChart::plotAreaChanged, this, [this] { fitTimeTicks(); });
        restyle();
    }

    void setTitle(const QString& title) override { m_host.chart()->setTitle(title); }
    void setValueTitle(const QString& title) override { m_valueAxis->setTitleText(title); }

    void setSeries(const QList<TimeSeries>& series) override {
        QChart* chart = m_host.chart();
        while (m_lines.size() > series.size()) {
            QLineSeries* line = m_lines.takeLast();
            chart->removeSeries(line);
            delete line;
        }
        for (qsizetype i = 0; i < series.size(); ++i) {
            if (i == m_lines.size()) {
                auto* line = new QLineSeries(this);
                chart->addSeries(line);
                line->attachAxis(m_timeAxis);
                line->attachAxis(m_valueAxis);
                connect(line, &QLineSeries::hovered, this,
                        [this, line](const QPointF& point, bool state) {
                            if (!state) {
                                QToolTip::hideText();
                                return;
                            }
                            const QDateTime at = QDateTime::fromMSecsSinceEpoch(
                                static_cast<qint64>(point.x()));
                            QToolTip::showText(QCursor::pos(),
                                               TimeChart::tr("%1\n%2: %3")
                                                   .arg(line->name(),
                                                        QLocale().toString(at.toLocalTime().time(),
                                                                           QLocale::LongFormat),
                                                        QLocale().toString(point.y(), 'g', 6)),
                                               this);
                            emit hovered(line->name(), at, point.y());
                        });
                m_lines.append(line);
            }
            m_lines[i]->setName(series[i].name);
            m_lines[i]->replace(series[i].points);
        }
        fitValues();
        fitLegend();
    }

    void setTimeRange(const QDateTime& from, const QDateTime& to) override {
        m_from = from;
        m_to = to;
        m_timeAxis->setRange(from, to);
        const qint64 span = from.msecsTo(to);
        m_timeAxis->setFormat(span > 6LL * 3600 * 1000 ? QStringLiteral("HH:mm")
                                                       : QStringLiteral("HH:mm:ss"));
        fitTimeTicks();
        fitValues();
    }

protected:
    void changeEvent(QEvent* event) override {
        if (event->type() == QEvent::PaletteChange)
            restyle();
        TimeChart::changeEvent(event);
    }
    void resizeEvent(QResizeEvent* event) override {
        TimeChart::resizeEvent(event);
        fitTimeTicks();
        fitLegend();
    }

private:
    void restyle() {
        m_host.followPalette(palette());
        styleAxis(m_timeAxis, palette());
        styleAxis(m_valueAxis, palette());
    }

    void fitValues() {
        const double fromX = m_from.isValid() ? double(m_from.toMSecsSinceEpoch()) : -1e300;
        const double toX = m_to.isValid() ? double(m_to.toMSecsSinceEpoch()) : 1e300;
        double top = 0;
        for (const QLineSeries* line : std::as_const(m_lines)) {
            for (const QPointF& p : line->points()) {
                if (p.x() >= fromX && p.x() <= toX)
                    top = std::max(top, p.y());
            }
        }
        fitValueAxis(m_valueAxis, top);
    }

    /// The legend below the plot while its names fit in one row there, else on the right, one
    /// name a line (Qt Charts would cut them: "In flight (…").
    void fitLegend() {
        const int unit = fontMetrics().averageCharWidth();
        int row = 0;
        for (const QLineSeries* line : std::as_const(m_lines))
            row += fontMetrics().horizontalAdvance(line->name()) + unit * 5; // marker, spacing
        const Qt::Alignment wanted = row > width() - unit * 4 ? Qt::AlignRight : Qt::AlignBottom;
        if (m_host.chart()->legend()->alignment() != wanted)
            m_host.chart()->legend()->setAlignment(wanted);
    }

    /// As many time labels as fit the width without being cut ("08:28…"), two to seven.
    void fitTimeTicks() {
        const QString sample = QDateTime::currentDateTime().toString(m_timeAxis->format());
        const int label = fontMetrics().horizontalAdvance(sample) + fontMetrics().averageCharWidth() * 4;
        // The plot's width once laid out (a legend on the right takes its share), else a guess.
        const QRectF area = m_host.chart()->plotArea();
        const int plot = area.width() > 0 ? int(area.width())
                                          : width() - fontMetrics().averageCharWidth() * 12;
        const int ticks = std::clamp(plot / std::max(label, 1) + 1, 2, 7);
        if (m_timeAxis->tickCount() != ticks)
            m_timeAxis->setTickCount(ticks);
    }

    ChartHost m_host;
    QDateTimeAxis* m_timeAxis = nullptr;
    QValueAxis* m_valueAxis = nullptr;
    QList<QLineSeries*> m_lines;
    QDateTime m_from;
    QDateTime m_to;
};

class QtBarChart final : public BarChart {
public:
    explicit QtBarChart(QWidget* parent) : BarChart(parent), m_host(this) {
        m_host.chart()->legend()->setVisible(false);
        build();
    }

    void setTitle(const QString& title) override { m_host.chart()->setTitle(title); }
    void setValueTitle(const QString& title) override {
        m_valueTitle = title;
        m_valueAxis->setTitleText(title);
    }

    void setBars(const QList<Bar>& bars) override {
        m_bars = bars;
        QStringList labels;
        QList<qreal> values;
        double top = 0;
        for (const Bar& bar : bars) {
            labels << bar.label;
            values << bar.value;
            top = std::max(top, bar.value);
        }
        // Horizontal bars are drawn from the bottom up: reversed, the first bar is on top.
        if (m_orientation == Qt::Horizontal) {
            std::reverse(labels.begin(), labels.end());
            std::reverse(values.begin(), values.end());
        }
        if (labels != m_categories->categories()) {
            m_categories->clear();
            m_categories->append(labels);
        }
        m_set->remove(0, m_set->count());
        m_set->append(values);
        // Room beyond the longest bar for its label.
        fitValueAxis(m_valueAxis, top * (m_orientation == Qt::Horizontal ? 1.25 : 1.15));
        fitLabels();
    }

    void setOrientation(Qt::Orientation orientation) override {
        if (orientation == m_orientation)
            return;
        m_orientation = orientation;
        QChart* chart = m_host.chart();
        chart->removeSeries(m_series);
        delete m_series; // and its set
        for (QAbstractAxis* axis : {static_cast<QAbstractAxis*>(m_categories),
                                    static_cast<QAbstractAxis*>(m_valueAxis)}) {
            chart->removeAxis(axis);
            delete axis;
        }
        build();
        m_valueAxis->setTitleText(m_valueTitle);
        setBars(m_bars);
    }

protected:
    void changeEvent(QEvent* event) override {
        if (event->type() == QEvent::PaletteChange)
            restyle();
        BarChart::changeEvent(event);
    }
    void resizeEvent(QResizeEvent* event) override {
        BarChart::resizeEvent(event);
        fitLabels();
    }

private:
    /// The series, its one set and both axes for m_orientation.
    void build() {
        const bool horizontal = m_orientation == Qt::Horizontal;
        m_series = horizontal ? static_cast<QAbstractBarSeries*>(new QHorizontalBarSeries(this))
                              : static_cast<QAbstractBarSeries*>(new QBarSeries(this));
        m_set = new QBarSet(QString(), m_series);
        m_series->append(m_set);
        m_series->setLabelsVisible(true);
        m_series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
        m_categories = new QBarCategoryAxis(this);
        m_valueAxis = new QValueAxis(this);
        QChart* chart = m_host.chart();
        chart->addSeries(m_series);
        chart->addAxis(m_categories, horizontal ? Qt::AlignLeft : Qt::AlignBottom);
        chart->addAxis(m_valueAxis, horizontal ? Qt::AlignBottom : Qt::AlignLeft);
        m_series->attachAxis(m_categories);
        m_series->attachAxis(m_valueAxis);
        connect(m_series, &QAbstractBarSeries::hovered, this,
                [this](bool state, int index, QBarSet*) {
                    if (m_orientation == Qt::Horizontal)
                        index = int(m_bars.size()) - 1 - index;
                    if (!state || index < 0 || index >= m_bars.size()) {
                        QToolTip::hideText();
                        return;
                    }
                    const Bar& bar = m_bars[index];
                    QToolTip::showText(
                        QCursor::pos(),
                        BarChart::tr("%1: %2").arg(bar.label, QLocale().toString(bar.value, 'g', 12)), this);
                    emit hovered(bar.label, bar.value);
                });
        restyle();
    }

    /// Vertical bars: category labels wider than their bar's slot are slanted.
    void fitLabels() {
        if (m_bars.isEmpty() || m_orientation == Qt::Horizontal)
            return;
        int widest = 0;
        for (const Bar& bar : std::as_const(m_bars))
            widest = std::max(widest, fontMetrics().horizontalAdvance(bar.label));
        const int plot = width() - fontMetrics().averageCharWidth() * 12;
        const int slot = plot / int(m_bars.size());
        m_categories->setLabelsAngle(widest + fontMetrics().averageCharWidth() * 2 > slot ? -40 : 0);
    }

    void restyle() {
        m_host.followPalette(palette());
        styleAxis(m_categories, palette());
        styleAxis(m_valueAxis, palette());
        m_set->setLabelColor(palette().color(QPalette::Text));
        m_set->setColor(palette().color(QPalette::Highlight));
        m_set->setBorderColor(palette().color(QPalette::Highlight));
    }

    ChartHost m_host;
    Qt::Orientation m_orientation = Qt::Vertical;
    QAbstractBarSeries* m_series = nullptr;
    QBarSet* m_set = nullptr;
    QBarCategoryAxis* m_categories = nullptr;
    QValueAxis* m_valueAxis = nullptr;
    QString m_valueTitle;
    QList<Bar> m_bars;
};

} // namespace

TimeChart* createTimeChart(QWidget* parent) { return new QtTimeChart(parent); }
BarChart* createBarChart(QWidget* parent) { return new QtBarChart(parent); }

} // namespace idem::ui::charts
