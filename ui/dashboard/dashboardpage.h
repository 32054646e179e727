// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "charts/chart.h"
#include "connectionprofile.h"
#include "dashboard/metricsscraper.h" // GatewayRates' metatype
#include "dashboard/thresholds.h"
#include "metrics/rates.h"
#include "storeworker.h" // the metatypes of the store's values

#include <QElapsedTimer>
#include <QWidget>

#include <array>
#include <chrono>
#include <optional>

class QComboBox;
class QFrame;
class QLabel;
class QLineEdit;
class QPushButton;
class QTimer;
class QToolButton;

namespace idem::ui {

class MainWindow;

/// The Dashboard tab: rates per interval from the store's stats counters, the state
/// distribution now, the duplicate ratio and stuck tokens as big numbers, and — when a gateway's
/// /metrics URL is set — the gateway's requests per second by outcome, error rate and p50/p99.
///
/// Sources. The store's counters come through the window's StoreWorker
/// (MainWindow::requestStats), so the dashboard works for every process that writes to the
/// store. The counts are the window's own live counts (MainWindow::countsShown). The gateway's
/// metrics are read by a MetricsScraper on this thread's event loop. The Demo profile brings the
/// URL of its in-process gateway (ConnectionProfile::metricsUrl); for other profiles the URL
/// typed last is kept in the settings.
///
/// Refresh. A timer (refreshInterval(), default kStatsInterval) asks for the stats — at most
/// one request in flight, and for a range charted in steps coarser than the store's 5 s (15 s
/// for 1 h, 5 min for 24 h) not more often than once a step — and for one scrape (at most one
/// in flight). Nothing is asked while the
/// page is hidden (another tab, the window minimised) or paused; showing it refreshes at once.
/// Paused, the page also ignores new counts: what is on screen stays put for reading.
///
/// Charts go through ui/charts/chart.h only; colours follow the palette. Range and thresholds
/// are kept in QSettings("IdemScope", "idemscope") under "dashboard/". GUI thread only.
class DashboardPage : public QWidget {
    Q_OBJECT
public:
    enum class Range { FiveMinutes, OneHour, Day };
    enum ChartId {
        ClaimsChart,      ///< generated, acquired, completed
        DuplicatesChart,  ///< replayed, in flight (409), mismatch (422)
        LifecycleChart,   ///< released, taken over, expired
        GatewayRequests,  ///< requests per second by outcome (Prometheus)
        GatewayLatency,   ///< p50 and p99 in ms (Prometheus)
        TimeChartCount
    };

    explicit DashboardPage(MainWindow* window, QWidget* parent = nullptr);
    ~DashboardPage() override;

    static std::chrono::milliseconds duration(Range range);
    Range range() const { return m_range; }
    void setRange(Range range);

    bool isPaused() const;
    void setPaused(bool paused);

    std::chrono::milliseconds refreshInterval() const;
    /// At least 100 ms (tests use short ones); not saved.
    void setRefreshInterval(std::chrono::milliseconds interval);

    /// The gateway's /metrics URL; empty stops scraping. An invalid or non-http(s) URL is
    /// refused (false) and shown as an error.
    bool setMetricsUrl(const QString& url);
    QString metricsUrl() const;
    MetricsScraper* scraper() const { return m_scraper; }

    Thresholds thresholds() const { return m_thresholds; }
    /// Applies and saves them.
    void setThresholds(const Thresholds& thresholds);
    /// Opens the thresholds dialog (window-modal, returns at once).
    void editThresholds();

    /// Asks for fresh stats and a scrape now, unless paused, hidden or already in flight.
    void refresh();
    bool isStatsInFlight() const { return m_statsInFlight; }
    /// Stats requests this page made (each reaches the worker, which answers each once).
    int statsRequests() const { return m_statsRequests; }

    /// What the charts show now, as handed to them (CSV export and tests).
    QList<charts::TimeSeries> shownSeries(ChartId chart) const { return m_shown[chart]; }
    QList<charts::Bar> shownBars() const { return m_bars; }
    /// The big numbers as shown: std::nullopt while unknown.
    std::optional<double> duplicateRatio() const { return m_duplicateRatio; }
    std::optional<qint64> stuck() const;
    std::optional<metrics::GatewayRates> lastGatewayRates() const;
    Severity duplicateRatioSeverity() const;
    Severity stuckSeverity() const;

    /// The page as a PNG / the shown series as CSV (chart, series, time, value), written off
    /// the GUI thread; answers exportFinished().
    void exportPng(const QString& path);
    void exportCsv(const QString& path);
    /// The CSV text exportCsv() writes.
    QString csv() const;

signals:
    /// After the charts show `series` (the stats of the current range).
    void statsShown(const idem::StatsSeries& series);
    /// After the gateway charts show a new point.
    void gatewayRatesShown(const idem::metrics::GatewayRates& rates);
    /// After the bar chart and the stuck number show `counts`.
    void countsShown(const idem::StateCounts& counts);
    void exportFinished(const QString& path, bool ok, const QString& error);

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct BigNumber {
        QFrame* frame = nullptr;
        QLabel* caption = nullptr;
        QLabel* value = nullptr;
        QLabel* detail = nullptr;
    };

    QWidget* createToolbar();
    QWidget* createNumbers();
    BigNumber createNumber(QWidget* parent, const QString& objectName);
    void retranslateUi();
    void restoreSettings();
    void profileOpened(const ConnectionProfile& profile);
    void clearData();
    void updateTimer();
    void tick();
    void requestStats();

    void showStats(const idem::StatsSeries& series);
    void showCounts(const idem::StateCounts& counts);
    void showGatewayRates(const std::optional<metrics::GatewayRates>& rates);
    void showScrapeError(const QString& message);
    void redrawStats();
    void redrawBars();
    void redrawGateway();
    void updateNumbers();
    void updateStatus();
    void setNumber(BigNumber& number, const QString& value, Severity severity,
                   const QString& detail);
    void chartHovered(const QString& series, const QDateTime& at, double value);
    void exportInteractively(bool png);

    MainWindow* m_window;
    MetricsScraper* m_scraper = nullptr;
    QTimer* m_timer = nullptr;
    Range m_range = Range::FiveMinutes;
    Range m_requestedRange = Range::FiveMinutes; ///< Of the stats request in flight.
    Thresholds m_thresholds;
    bool m_statsInFlight = false;
    int m_statsRequests = 0;
    QElapsedTimer m_sinceStats; ///< Since the last stats request (invalid: none yet).
    bool m_demoProfile = false;

    std::optional<idem::StatsSeries> m_stats;
    std::optional<idem::StateCounts> m_counts;
    qint64 m_countsAtMs = 0;
    QList<metrics::GatewayRates> m_gateway; ///< Oldest first, at most a day of them.
    std::optional<double> m_duplicateRatio;
    QString m_scrapeError;
    QDateTime m_lastStats;

    std::array<charts::TimeChart*, TimeChartCount> m_charts{};
    std::array<QList<charts::TimeSeries>, TimeChartCount> m_shown{};
    charts::BarChart* m_stateChart = nullptr;
    QList<charts::Bar> m_bars;

    QLabel* m_rangeLabel = nullptr;
    QComboBox* m_rangeBox = nullptr;
    QToolButton* m_pauseButton = nullptr;
    QLabel* m_urlLabel = nullptr;
    QLineEdit* m_urlEdit = nullptr;
    QPushButton* m_thresholdsButton = nullptr;
    QPushButton* m_pngButton = nullptr;
    QPushButton* m_csvButton = nullptr;
    BigNumber m_ratioNumber;
    BigNumber m_stuckNumber;
    BigNumber m_errorNumber;
    BigNumber m_p99Number;
    QLabel* m_statusLabel = nullptr;
    QLabel* m_scrapeLabel = nullptr;
    QLabel* m_hoverLabel = nullptr;
};

} // namespace idem::ui
