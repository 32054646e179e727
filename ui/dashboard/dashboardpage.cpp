// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The Dashboard page: its layout and controls, the refresh cycle (timer, stats requests,
// scrapes, pause), the charts' redraws and the status line. What the charts draw is made in
// dashboardseries.cpp, the big numbers are in dashboardnumbers.cpp, the exports in
// dashboardexport.cpp. Some 520 lines, kept whole: the controls, the refresh cycle and the
// redraws all read and change the same state (the range, the data received, paused or not).
#include "dashboard/dashboardpage.h"

#include "dashboard/dashboardseries.h"
#include "dashboard/metricsscraper.h"
#include "mainwindow.h"
#include "metrics/statsseries.h"
#include "util/duration.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace idem::ui {

namespace {

using namespace std::chrono_literals;

const QString kGroup = QStringLiteral("dashboard");

QSettings settings() {
    return QSettings(QStringLiteral("IdemScope"), QStringLiteral("idemscope"));
}

} // namespace

DashboardPage::DashboardPage(MainWindow* window, QWidget* parent)
    : QWidget(parent), m_window(window), m_scraper(new MetricsScraper(this)),
      m_timer(new QTimer(this)), m_thresholds(Thresholds::load()) {
    setObjectName(QStringLiteral("dashboardPage"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(createToolbar());
    layout->addWidget(createNumbers());

    auto* grid = new QGridLayout;
    grid->setSpacing(6);
    static const char* const names[TimeChartCount] = {"claimsChart", "duplicatesChart",
                                                      "lifecycleChart", "gatewayRequestsChart",
                                                      "gatewayLatencyChart"};
    for (int i = 0; i < TimeChartCount; ++i) {
        m_charts[i] = charts::createTimeChart(this);
        m_charts[i]->setObjectName(QString::fromLatin1(names[i]));
        m_charts[i]->setMinimumSize(260, 190);
        connect(m_charts[i], &charts::TimeChart::hovered, this, &DashboardPage::chartHovered);
    }
    m_stateChart = charts::createBarChart(this);
    m_stateChart->setObjectName(QStringLiteral("stateChart"));
    m_stateChart->setMinimumSize(260, 190);
    m_stateChart->setOrientation(Qt::Horizontal); // the state names are never cut
    connect(m_stateChart, &charts::BarChart::hovered, this,
            [this](const QString& label, double value) {
                m_hoverLabel->setText(tr("%1: %2").arg(label, QLocale().toString(value, 'f', 0)));
            });
    // Store counters on top, the gateway's view below.
    grid->addWidget(m_charts[ClaimsChart], 0, 0);
    grid->addWidget(m_charts[DuplicatesChart], 0, 1);
    grid->addWidget(m_charts[LifecycleChart], 0, 2);
    grid->addWidget(m_stateChart, 1, 0);
    grid->addWidget(m_charts[GatewayRequests], 1, 1);
    grid->addWidget(m_charts[GatewayLatency], 1, 2);
    for (int c = 0; c < 3; ++c)
        grid->setColumnStretch(c, 1);
    layout->addLayout(grid, 1);

    auto* status = new QHBoxLayout;
    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(QStringLiteral("dashboardStatus"));
    m_statusLabel->setTextFormat(Qt::PlainText);
    m_scrapeLabel = new QLabel(this);
    m_scrapeLabel->setObjectName(QStringLiteral("scrapeStatus"));
    m_scrapeLabel->setTextFormat(Qt::PlainText); // may quote the server's words
    m_hoverLabel = new QLabel(this);
    m_hoverLabel->setObjectName(QStringLiteral("hoverValue"));
    m_hoverLabel->setTextFormat(Qt::PlainText);
    status->addWidget(m_statusLabel);
    status->addWidget(m_scrapeLabel, 1);
    status->addWidget(m_hoverLabel);
    layout->addLayout(status);

    m_timer->setInterval(kStatsInterval);
    connect(m_timer, &QTimer::timeout, this, &DashboardPage::tick);
    connect(m_scraper, &MetricsScraper::scraped, this, &DashboardPage::showGatewayRates);
    connect(m_scraper, &MetricsScraper::failed, this, &DashboardPage::showScrapeError);
    connect(m_window, &MainWindow::statsReady, this, &DashboardPage::showStats);
    connect(m_window, &MainWindow::statsFailed, this, [this] {
        m_statsInFlight = false;
        updateStatus();
    });
    connect(m_window, &MainWindow::countsShown, this, &DashboardPage::showCounts);
    connect(m_window, &MainWindow::profileOpened, this, &DashboardPage::profileOpened);
    connect(this, &DashboardPage::exportFinished, this,
            [this](const QString& path, bool ok, const QString& error) {
                m_hoverLabel->setText(
                    ok ? tr("Exported to %1").arg(QDir::toNativeSeparators(path))
                       : tr("Export to %1 failed: %2").arg(QDir::toNativeSeparators(path), error));
            });

    restoreSettings();
    retranslateUi();
    profileOpened(m_window->profile());
}

DashboardPage::~DashboardPage() = default;

QWidget* DashboardPage::createToolbar() {
    auto* bar = new QWidget(this);
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    m_rangeLabel = new QLabel(bar);
    m_rangeBox = new QComboBox(bar);
    m_rangeBox->setObjectName(QStringLiteral("rangeBox"));
    m_rangeBox->addItems({QString(), QString(), QString()});
    m_rangeLabel->setBuddy(m_rangeBox);
    connect(m_rangeBox, &QComboBox::activated, this,
            [this](int index) { setRange(static_cast<Range>(index)); });
    m_pauseButton = new QToolButton(bar);
    m_pauseButton->setObjectName(QStringLiteral("pauseButton"));
    m_pauseButton->setCheckable(true);
    m_pauseButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    connect(m_pauseButton, &QToolButton::toggled, this, &DashboardPage::setPaused);
    m_urlLabel = new QLabel(bar);
    m_urlEdit = new QLineEdit(bar);
    m_urlEdit->setObjectName(QStringLiteral("metricsUrl"));
    m_urlEdit->setClearButtonEnabled(true);
    m_urlEdit->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 34);
    m_urlLabel->setBuddy(m_urlEdit);
    connect(m_urlEdit, &QLineEdit::editingFinished, this,
            [this] { setMetricsUrl(m_urlEdit->text().trimmed()); });
    m_thresholdsButton = new QPushButton(bar);
    m_thresholdsButton->setObjectName(QStringLiteral("thresholdsButton"));
    connect(m_thresholdsButton, &QPushButton::clicked, this, &DashboardPage::editThresholds);
    m_pngButton = new QPushButton(bar);
    m_pngButton->setObjectName(QStringLiteral("exportPngButton"));
    connect(m_pngButton, &QPushButton::clicked, this, [this] { exportInteractively(true); });
    m_csvButton = new QPushButton(bar);
    m_csvButton->setObjectName(QStringLiteral("exportCsvButton"));
    connect(m_csvButton, &QPushButton::clicked, this, [this] { exportInteractively(false); });
    row->addWidget(m_rangeLabel);
    row->addWidget(m_rangeBox);
    row->addWidget(m_pauseButton);
    row->addSpacing(12);
    row->addWidget(m_urlLabel);
    row->addWidget(m_urlEdit, 1);
    row->addSpacing(12);
    row->addWidget(m_thresholdsButton);
    row->addWidget(m_pngButton);
    row->addWidget(m_csvButton);
    return bar;
}

void DashboardPage::retranslateUi() {
    m_rangeLabel->setText(tr("&Range:"));
    m_rangeBox->setItemText(0, tr("Last 5 minutes"));
    m_rangeBox->setItemText(1, tr("Last hour"));
    m_rangeBox->setItemText(2, tr("Last 24 hours"));
    m_pauseButton->setText(tr("Pause"));
    m_pauseButton->setToolTip(tr("Stop refreshing; what is shown stays for reading."));
    m_urlLabel->setText(tr("Gateway &metrics:"));
    m_urlEdit->setPlaceholderText(tr("http://gateway:9091/metrics (optional)"));
    m_urlEdit->setToolTip(tr("A gateway's Prometheus endpoint (idemgate --metrics-listen): "
                             "requests per second by outcome, error rate and latency."));
    m_thresholdsButton->setText(tr("&Thresholds…"));
    m_pngButton->setText(tr("Export &PNG…"));
    m_csvButton->setText(tr("Export &CSV…"));
    m_ratioNumber.caption->setText(tr("Duplicate ratio"));
    m_ratioNumber.frame->setToolTip(
        tr("Repeats of a key the guard intercepted (replayed, 409, 422) among all arrivals of "
           "a key, over the range."));
    m_stuckNumber.caption->setText(tr("Stuck tokens"));
    m_stuckNumber.frame->setToolTip(
        tr("Processing tokens whose lease has lapsed: their owner is gone. Now."));
    m_errorNumber.caption->setText(tr("Gateway error rate"));
    m_errorNumber.frame->setToolTip(
        tr("Requests the gateway answered with a 5xx (upstream failed or timed out, store "
           "unavailable) among all, since the previous scrape."));
    m_p99Number.caption->setText(tr("Gateway p99 latency"));
    m_p99Number.frame->setToolTip(tr("99th percentile of the gateway's request duration since "
                                     "the previous scrape (p50 below it)."));
    m_charts[ClaimsChart]->setTitle(tr("Claims"));
    m_charts[DuplicatesChart]->setTitle(tr("Duplicates intercepted"));
    m_charts[LifecycleChart]->setTitle(tr("Released, taken over, expired"));
    m_charts[GatewayRequests]->setTitle(tr("Gateway requests by outcome"));
    m_charts[GatewayRequests]->setValueTitle(tr("per second"));
    m_charts[GatewayLatency]->setTitle(tr("Gateway latency"));
    m_charts[GatewayLatency]->setValueTitle(tr("ms"));
    m_stateChart->setTitle(tr("Tokens by state now"));
    m_stateChart->setValueTitle(tr("tokens"));
    redrawStats();
    redrawBars();
    redrawGateway();
    updateNumbers();
    updateStatus();
}

void DashboardPage::restoreSettings() {
    QSettings s = settings();
    s.beginGroup(kGroup);
    const int range = s.value(QStringLiteral("range"), 0).toInt();
    m_range = range >= 0 && range <= 2 ? static_cast<Range>(range) : Range::FiveMinutes;
    m_rangeBox->setCurrentIndex(int(m_range));
}

std::chrono::milliseconds DashboardPage::duration(Range range) {
    switch (range) {
    case Range::FiveMinutes:
        return 5min;
    case Range::OneHour:
        return 1h;
    case Range::Day:
        break;
    }
    return 24h;
}

void DashboardPage::setRange(Range range) {
    if (m_rangeBox->currentIndex() != int(range))
        m_rangeBox->setCurrentIndex(int(range));
    if (range == m_range)
        return;
    m_range = range;
    settings().setValue(kGroup + QStringLiteral("/range"), int(range));
    m_stats.reset();
    m_duplicateRatio.reset();
    m_sinceStats.invalidate(); // the new range is asked for at once
    redrawStats();
    redrawGateway();
    updateNumbers();
    refresh();
}

bool DashboardPage::isPaused() const {
    return m_pauseButton->isChecked();
}

void DashboardPage::setPaused(bool paused) {
    if (m_pauseButton->isChecked() != paused)
        m_pauseButton->setChecked(paused); // calls back here through toggled
    updateTimer();
    if (!paused)
        refresh();
    updateStatus();
}

std::chrono::milliseconds DashboardPage::refreshInterval() const {
    return std::chrono::milliseconds(m_timer->interval());
}

void DashboardPage::setRefreshInterval(std::chrono::milliseconds interval) {
    m_timer->setInterval(std::max<std::chrono::milliseconds>(interval, 100ms));
}

QString DashboardPage::metricsUrl() const {
    return m_scraper->url().toString();
}

bool DashboardPage::setMetricsUrl(const QString& text) {
    if (m_urlEdit->text() != text)
        m_urlEdit->setText(text);
    const QUrl url(text, QUrl::StrictMode);
    const bool http = url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https");
    if (!text.isEmpty() && (!url.isValid() || !http || url.host().isEmpty())) {
        m_scraper->setUrl(QUrl());
        m_gateway.clear();
        showScrapeError(tr("Not an http:// or https:// URL: %1").arg(text));
        redrawGateway();
        updateNumbers();
        return false;
    }
    if (url == m_scraper->url())
        return true;
    m_scraper->setUrl(text.isEmpty() ? QUrl() : url);
    m_gateway.clear();
    m_scrapeError.clear();
    // The scraper sends the URL's user info as Basic credentials; the settings file keeps the
    // URL without its password (plain text in the user's folder): it is typed again after a
    // restart, and the scrape's 401 says so until then.
    if (!m_demoProfile) {
        settings().setValue(kGroup + QStringLiteral("/metricsUrl"),
                            text.isEmpty() ? text : url.toString(QUrl::RemovePassword));
    }
    redrawGateway();
    updateNumbers();
    updateStatus();
    refresh();
    return true;
}

void DashboardPage::setThresholds(const Thresholds& thresholds) {
    m_thresholds = thresholds;
    m_thresholds.save();
    updateNumbers();
}

void DashboardPage::editThresholds() {
    auto* dialog = new ThresholdsDialog(m_thresholds, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog] { setThresholds(dialog->thresholds()); });
    dialog->open();
}

void DashboardPage::profileOpened(const ConnectionProfile& profile) {
    // Whatever was asked of the previous connection will not be answered.
    m_statsInFlight = false;
    m_sinceStats.invalidate();
    m_demoProfile = profile.demo;
    clearData();
    QString url = profile.metricsUrl;
    if (url.isEmpty() && !profile.demo) {
        QSettings s = settings();
        url = s.value(kGroup + QStringLiteral("/metricsUrl")).toString();
    }
    setMetricsUrl(url);
    updateTimer();
}

void DashboardPage::clearData() {
    m_stats.reset();
    m_counts.reset();
    m_gateway.clear();
    m_duplicateRatio.reset();
    m_scrapeError.clear();
    m_lastStats = {};
    redrawStats();
    redrawBars();
    redrawGateway();
    updateNumbers();
    updateStatus();
}

void DashboardPage::updateTimer() {
    const bool run = isVisible() && !isPaused();
    if (run && !m_timer->isActive())
        m_timer->start();
    else if (!run)
        m_timer->stop();
}

void DashboardPage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    updateTimer();
    refresh();
}

void DashboardPage::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    updateTimer();
}

void DashboardPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::PaletteChange)
        updateNumbers();
    QWidget::changeEvent(event);
}

void DashboardPage::tick() {
    if (!isVisible() || isPaused()) {
        updateTimer();
        return;
    }
    // A range charted in steps coarser than the store's interval is asked for once per step at
    // most: a 24-hour range in 5-minute steps changes once in five minutes, however often the
    // timer runs.
    const auto step = metrics::chartStep(duration(m_range));
    if (step <= kStatsInterval || !m_sinceStats.isValid() || m_sinceStats.elapsed() >= step.count())
        requestStats();
    m_scraper->scrape(); // does nothing while one is in flight
}

void DashboardPage::refresh() {
    if (!isVisible() || isPaused())
        return;
    requestStats();
    m_scraper->scrape();
}

void DashboardPage::requestStats() {
    if (m_statsInFlight)
        return;
    if (!m_window->requestStats(duration(m_range)))
        return;
    m_statsInFlight = true;
    m_requestedRange = m_range;
    ++m_statsRequests;
    m_sinceStats.start();
}

void DashboardPage::showStats(const idem::StatsSeries& series) {
    m_statsInFlight = false;
    // An answer for another range (the range changed while it was in flight) is dropped; the
    // new range's request follows.
    if (m_requestedRange != m_range) {
        refresh();
        return;
    }
    if (isPaused())
        return;
    m_stats = series;
    m_duplicateRatio = metrics::duplicateRatio(series.totals);
    m_lastStats = QDateTime::currentDateTime();
    redrawStats();
    updateNumbers();
    updateStatus();
    emit statsShown(series);
}

void DashboardPage::redrawStats() {
    const auto step = metrics::chartStep(duration(m_range));
    const QString perStep = tr("per %1").arg(formatDuration(step));
    const QList<StatsBucket> steps = m_stats ? metrics::aggregate(*m_stats, step)
                                             : QList<StatsBucket>{};
    // The store's clock when it has answered, else this machine's.
    const qint64 to = m_stats ? m_stats->toMs : QDateTime::currentMSecsSinceEpoch();
    const qint64 from = to - duration(m_range).count();
    for (ChartId chart : {ClaimsChart, DuplicatesChart, LifecycleChart}) {
        m_shown[chart] = dashboard::counterSeries(chart, steps);
        m_charts[chart]->setValueTitle(perStep);
        m_charts[chart]->setSeries(m_shown[chart]);
        m_charts[chart]->setTimeRange(QDateTime::fromMSecsSinceEpoch(from),
                                      QDateTime::fromMSecsSinceEpoch(to));
    }
}

void DashboardPage::showCounts(const idem::StateCounts& counts) {
    if (isPaused())
        return;
    m_counts = counts;
    m_countsAtMs = QDateTime::currentMSecsSinceEpoch();
    redrawBars();
    updateNumbers();
    emit countsShown(counts);
}

void DashboardPage::redrawBars() {
    m_bars = m_counts ? dashboard::stateBars(*m_counts) : QList<charts::Bar>{};
    m_stateChart->setBars(m_bars);
}

void DashboardPage::showGatewayRates(const std::optional<metrics::GatewayRates>& rates) {
    m_scrapeError.clear();
    if (rates && !isPaused()) {
        m_gateway.append(*rates);
        const qint64 oldest = rates->atMs - std::chrono::milliseconds(24h).count();
        while (!m_gateway.isEmpty() && m_gateway.first().atMs < oldest)
            m_gateway.removeFirst();
        redrawGateway();
        updateNumbers();
        emit gatewayRatesShown(*rates);
    }
    updateStatus();
}

void DashboardPage::showScrapeError(const QString& message) {
    m_scrapeError = message;
    updateStatus();
}

void DashboardPage::redrawGateway() {
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const qint64 from = now - duration(m_range).count();
    const QList<charts::TimeSeries> requests = dashboard::gatewayRequestSeries(m_gateway, from);
    m_shown[GatewayRequests] = requests;
    m_shown[GatewayLatency] = dashboard::gatewayLatencySeries(m_gateway, from);
    m_charts[GatewayRequests]->setSeries(requests);
    m_charts[GatewayLatency]->setSeries(m_shown[GatewayLatency]);
    for (ChartId id : {GatewayRequests, GatewayLatency}) {
        m_charts[id]->setTimeRange(QDateTime::fromMSecsSinceEpoch(from),
                                   QDateTime::fromMSecsSinceEpoch(now));
    }
    const bool noUrl = m_scraper->url().isEmpty();
    m_charts[GatewayRequests]->setTitle(noUrl ? tr("Gateway requests (no metrics URL)")
                                              : tr("Gateway requests by outcome"));
    m_charts[GatewayLatency]->setTitle(noUrl ? tr("Gateway latency (no metrics URL)")
                                             : tr("Gateway latency"));
}

void DashboardPage::updateStatus() {
    QString text = m_lastStats.isValid()
                       ? tr("Store counters read %1").arg(
                             m_lastStats.toString(QStringLiteral("HH:mm:ss")))
                       : tr("Store counters not read yet");
    if (isPaused())
        text = tr("%1 · paused").arg(text);
    m_statusLabel->setText(text);
    if (!m_scrapeError.isEmpty()) {
        m_scrapeLabel->setText(tr("Metrics: %1").arg(m_scrapeError));
        theme::setTextRole(m_scrapeLabel, theme::Role::Danger);
    } else {
        theme::setTextRole(m_scrapeLabel, std::nullopt);
        m_scrapeLabel->setText(m_scraper->url().isEmpty()
                                   ? QString()
                                   : tr("Metrics: %n scrape(s) read", nullptr,
                                        m_scraper->scrapesParsed()));
    }
}

void DashboardPage::chartHovered(const QString& series, const QDateTime& at, double value) {
    m_hoverLabel->setText(tr("%1 at %2: %3")
                              .arg(series, at.toLocalTime().toString(QStringLiteral("HH:mm:ss")),
                                   QLocale().toString(value, 'g', 6)));
}

} // namespace idem::ui
