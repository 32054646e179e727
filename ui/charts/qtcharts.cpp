// The Qt Charts engine behind ui/charts/chart.h. The only file of the console that includes a Qt
// Charts header: replacing the engine means rewriting this file alone (ADR 0008).
#include "charts/chart.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QDateTimeAxis>
#include <QEvent>
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
        m_valueAxis = new QValueAxis(this);
        m_valueAxis->setLabelFormat(QStringLiteral("%.0f"));
        m_valueAxis->setRange(0, 1);
        m_host.chart()->addAxis(m_timeAxis, Qt::AlignBottom);
        m_host.chart()->addAxis(m_valueAxis, Qt::AlignLeft);
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
                                               tr("%1\n%2: %3")
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
    }

    void setTimeRange(const QDateTime& from, const QDateTime& to) override {
        m_from = from;
        m_to = to;
        m_timeAxis->setRange(from, to);
        const qint64 span = from.msecsTo(to);
        m_timeAxis->setFormat(span > 6LL * 3600 * 1000 ? QStringLiteral("HH:mm")
                                                       : QStringLiteral("HH:mm:ss"));
        fitValues();
    }

protected:
    void changeEvent(QEvent* event) override {
        if (event->type() == QEvent::PaletteChange)
            restyle();
        TimeChart::changeEvent(event);
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
        const double ceiling = niceCeiling(top);
        m_valueAxis->setRange(0, ceiling);
        m_valueAxis->setLabelFormat(ceiling < 5 ? QStringLiteral("%.1f") : QStringLiteral("%.0f"));
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
        m_series = new QBarSeries(this);
        m_set = new QBarSet(QString(), this);
        m_series->append(m_set);
        m_series->setLabelsVisible(true);
        m_series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
        m_categories = new QBarCategoryAxis(this);
        m_valueAxis = new QValueAxis(this);
        m_valueAxis->setLabelFormat(QStringLiteral("%.0f"));
        QChart* chart = m_host.chart();
        chart->addSeries(m_series);
        chart->addAxis(m_categories, Qt::AlignBottom);
        chart->addAxis(m_valueAxis, Qt::AlignLeft);
        m_series->attachAxis(m_categories);
        m_series->attachAxis(m_valueAxis);
        chart->legend()->setVisible(false);
        connect(m_series, &QBarSeries::hovered, this, [this](bool state, int index, QBarSet*) {
            if (!state || index < 0 || index >= m_bars.size()) {
                QToolTip::hideText();
                return;
            }
            const Bar& bar = m_bars[index];
            QToolTip::showText(QCursor::pos(),
                               tr("%1: %2").arg(bar.label, QLocale().toString(bar.value, 'g', 12)),
                               this);
            emit hovered(bar.label, bar.value);
        });
        restyle();
    }

    void setTitle(const QString& title) override { m_host.chart()->setTitle(title); }
    void setValueTitle(const QString& title) override { m_valueAxis->setTitleText(title); }

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
        if (labels != m_categories->categories()) {
            m_categories->clear();
            m_categories->append(labels);
        }
        m_set->remove(0, m_set->count());
        m_set->append(values);
        // Room above the tallest bar for its label.
        m_valueAxis->setRange(0, niceCeiling(top * 1.15));
    }

protected:
    void changeEvent(QEvent* event) override {
        if (event->type() == QEvent::PaletteChange)
            restyle();
        BarChart::changeEvent(event);
    }

private:
    void restyle() {
        m_host.followPalette(palette());
        styleAxis(m_categories, palette());
        styleAxis(m_valueAxis, palette());
        m_set->setLabelColor(palette().color(QPalette::Text));
        m_set->setColor(palette().color(QPalette::Highlight));
        m_set->setBorderColor(palette().color(QPalette::Highlight));
    }

    ChartHost m_host;
    QBarSeries* m_series = nullptr;
    QBarSet* m_set = nullptr;
    QBarCategoryAxis* m_categories = nullptr;
    QValueAxis* m_valueAxis = nullptr;
    QList<Bar> m_bars;
};

} // namespace

TimeChart* createTimeChart(QWidget* parent) { return new QtTimeChart(parent); }
BarChart* createBarChart(QWidget* parent) { return new QtBarChart(parent); }

} // namespace idem::ui::charts
