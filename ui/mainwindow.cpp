// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "mainwindow.h"

#include "aboutdialog.h"
#include "dashboard/dashboardpage.h"
#include "errortext.h"
#include "store/redact.h"
#include "storestatusbar.h"
#include "theme.h"
#include "tokens/actionrunner.h"
#include "tokens/auditview.h"
#include "tokens/countsstrip.h"
#include "tokens/tokenfilterbar.h"
#include "tokens/tokenspage.h"
#include "tokentablemodel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace idem::ui {
namespace {

const QString kSettingsGroup = QStringLiteral("console");

// Settings: the console's one file, shared with the connection profiles
// (ui/connections/connectionprofiles.cpp): organization "IdemScope", application "idemscope".

} // namespace

ConnectionProfile MainWindow::profileForUrl(const QString& storeUrl, bool writesAllowed) {
    ConnectionProfile p;
    // QUrl::RemovePassword gave up on multi-host URLs (redis+cluster://u:pw@h1,h2) and returned
    // them whole, password included: the one redaction of core covers every shape.
    p.name = redactStoreUrl(storeUrl);
    p.url = p.name;
    p.connectUrl = storeUrl;
    p.readOnly = !writesAllowed;
    return p;
}

MainWindow::MainWindow(const QString& storeUrl, StoreWorker::Prepare prepare, QWidget* parent)
    : MainWindow(profileForUrl(storeUrl), std::move(prepare), parent) {}

MainWindow::MainWindow(const ConnectionProfile& profile, StoreWorker::Prepare prepare,
                       QWidget* parent)
    : QMainWindow(parent), m_profile(profile), m_session(new StoreSession(this)),
      m_actions(new ActionRunner(m_session, this)) {
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("pages"));
    m_tabs->setDocumentMode(true);
    m_tokens = new TokensPage(m_session, m_tabs);
    m_tabs->addTab(m_tokens, QString());
    m_audit = new AuditView(m_tabs);
    m_tabs->addTab(m_audit, QString());
    m_dashboard = new DashboardPage(this, m_tabs);
    m_tabs->addTab(m_dashboard, QString());
    // The counts stay in sight whatever page is shown (the "always visible").
    auto* central = new QWidget(this);
    auto* column = new QVBoxLayout(central);
    column->setContentsMargins(6, 6, 6, 0);
    m_countsStrip = new CountsStrip(central);
    column->addWidget(m_countsStrip);
    column->addWidget(m_tabs, 1);
    setCentralWidget(central);
    m_status = new StoreStatusBar(this);
    setStatusBar(m_status);
    createActions();
    resize(1280, 760);

    m_refreshTimer = new QTimer(this);
    m_refreshTimer->setInterval(kRefreshInterval);
    connect(m_refreshTimer, &QTimer::timeout, this, &MainWindow::refreshCounts);
    connect(filterBar(), &TokenFilterBar::refreshSecondsChanged, this,
            [this](int seconds) { setRefreshInterval(std::chrono::seconds(seconds)); });
    connect(filterBar(), &TokenFilterBar::pausedChanged, this, &MainWindow::setRefreshPaused);
    connect(m_countsStrip, &CountsStrip::stateChosen, this,
            [this](TokenFilterBar::StateChoice choice) {
                m_tabs->setCurrentWidget(m_tokens);
                filterBar()->setStateChoice(choice);
            });
    connect(m_tokens, &TokensPage::selectionChanged, this, &MainWindow::updateActions);
    connect(m_tokens, &TokensPage::pageShown, this, &MainWindow::pageShown);
    connect(m_tokens, &TokensPage::detailsShown, this, &MainWindow::detailsShown);
    connect(m_tokens, &TokensPage::rowActivated, this, &MainWindow::openCurrentInWorkbench);
    connect(m_actions, &ActionRunner::refused, this, [this](const QString& why) {
        statusBar()->showMessage(why, 10000);
        emit actionRefused(why);
    });
    connect(m_actions, &ActionRunner::running, this, [this](const QString& message) {
        updateActions();
        statusBar()->showMessage(message);
    });
    connect(m_actions, &ActionRunner::finished, this, &MainWindow::showActionReport);
    connect(m_audit, &AuditView::refreshRequested, this, &MainWindow::refreshAudit);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (m_tabs->widget(index) == m_audit)
            refreshAudit();
    });
    connectSession();
    restoreLayout();

    retranslateUi();
    startWorker(std::move(prepare));
}

MainWindow::~MainWindow() {
    shutdownWorker();
}

void MainWindow::startWorker(StoreWorker::Prepare prepare) {
    const QString url = m_profile.connectUrl.isEmpty() ? m_profile.url : m_profile.connectUrl;
    m_session->open(url, std::move(prepare), m_profile.writesAllowed());
    m_actions->setProfile(m_profile);
    emit profileOpened(m_profile);
    if (!isRefreshPaused())
        m_refreshTimer->start();

    updateTitle();
    updateStatusLabels();
    updateActions();
    // Queued in this order: the counts request opens the store (and prepares it) first.
    refreshCounts();
    m_tokens->restart();
}

void MainWindow::openProfile(const ConnectionProfile& profile, StoreWorker::Prepare prepare) {
    shutdownWorker();
    m_profile = profile;
    m_info.reset();
    m_lastRefresh = {};
    m_countsInFlight = false;
    m_status->clearError();
    m_audit->setEntries({});
    m_countsStrip->setCounts(std::nullopt);
    startWorker(std::move(prepare));
}

int MainWindow::addPage(QWidget* page, const QString& title) {
    if (!title.isEmpty())
        return m_tabs->addTab(page, title);
    // Untitled: the tab shows the page's window title, and follows it (a page retranslates its
    // title on a language change).
    const int index = m_tabs->addTab(page, page->windowTitle());
    connect(page, &QWidget::windowTitleChanged, m_tabs, [tabs = m_tabs, page](const QString& text) {
        tabs->setTabText(tabs->indexOf(page), text);
    });
    return index;
}

void MainWindow::connectSession() {
    // Only the answers of the connection open now arrive (StoreSession); the token browser
    // takes its pages and records itself.
    connect(m_session, &StoreSession::opened, this, &MainWindow::showStoreInfo);
    connect(m_session, &StoreSession::countsReady, this, &MainWindow::showCounts);
    connect(m_session, &StoreSession::countsFailed, this, [this] { m_countsInFlight = false; });
    connect(m_session, &StoreSession::auditReady, this, [this](const QList<AuditEntry>& entries) {
        m_audit->setEntries(entries);
        emit auditShown(int(entries.size()));
    });
    connect(m_session, &StoreSession::statsReady, this, &MainWindow::statsReady);
    connect(m_session, &StoreSession::statsFailed, this, &MainWindow::statsFailed);
    connect(m_session, &StoreSession::exportFinished, this,
            [this](const QString& path, bool ok, const QString& error) {
                statusBar()->showMessage(
                    ok ? tr("Exported to %1").arg(QDir::toNativeSeparators(path))
                       : tr("Export to %1 failed: %2").arg(QDir::toNativeSeparators(path), error),
                    10000);
                emit exportFinished(path, ok, error);
            });
    connect(m_session, &StoreSession::failed, this, &MainWindow::showError);
}

void MainWindow::refreshCounts() {
    if (m_countsInFlight || !m_session->isOpen())
        return;
    m_countsInFlight = m_session->refreshCounts();
}

void MainWindow::reloadTokens() {
    m_tokens->reload();
}

void MainWindow::refreshAudit() {
    m_session->loadAudit(AuditView::kLimit);
}

bool MainWindow::requestStats(std::chrono::milliseconds window) {
    return m_session->loadStats(window);
}

void MainWindow::shutdownWorker() {
    if (!m_session->isOpen())
        return;
    m_refreshTimer->stop();
    // Never waits: a store call in progress (a frozen server: up to the store's timeout) keeps
    // only the worker's thread; the worker is deleted there when the call returns.
    m_session->close();
    m_countsInFlight = false;
    m_actions->connectionClosed();
    updateActions();
}

bool MainWindow::isWorkerRunning() const {
    return m_session->isRunning();
}

std::chrono::milliseconds MainWindow::refreshInterval() const {
    return std::chrono::milliseconds(m_refreshTimer->interval());
}

void MainWindow::setRefreshInterval(std::chrono::milliseconds interval) {
    interval = std::max<std::chrono::milliseconds>(interval, std::chrono::seconds(1));
    m_refreshTimer->setInterval(interval);
    const int seconds = int(std::chrono::duration_cast<std::chrono::seconds>(interval).count());
    if (filterBar()->refreshSeconds() != seconds)
        filterBar()->setRefreshSeconds(seconds);
    QSettings settings(QStringLiteral("IdemScope"), QStringLiteral("idemscope"));
    settings.setValue(kSettingsGroup + QStringLiteral("/refreshSeconds"), seconds);
}

bool MainWindow::isRefreshPaused() const {
    return filterBar()->isPaused();
}

void MainWindow::setRefreshPaused(bool paused) {
    if (filterBar()->isPaused() != paused)
        filterBar()->setPaused(paused); // calls back here through pausedChanged
    if (m_pauseAction->isChecked() != paused)
        m_pauseAction->setChecked(paused);
    if (paused)
        m_refreshTimer->stop();
    else if (m_session->isOpen() && !m_refreshTimer->isActive()) {
        m_refreshTimer->start();
        refreshCounts();
    }
    updateStatusLabels();
}

TokenFilterBar* MainWindow::filterBar() const {
    return m_tokens->filterBar();
}

QList<idem::TokenRecord> MainWindow::selectedRecords() const {
    return m_tokens->selectedRecords();
}

QList<idem::TokenRecord> MainWindow::loadedRecords() const {
    return m_tokens->model()->records();
}

bool MainWindow::selectToken(const QString& key, const QString& scope) {
    return m_tokens->selectToken(key, scope);
}

bool MainWindow::startAction(TokenAction action) {
    return m_actions->start(action, selectedRecords());
}

void MainWindow::showActionReport(const ActionReport& report, const QString& summary, bool failed) {
    for (const ActionOutcome& o : report.outcomes) {
        if (o.ok)
            m_tokens->model()->updateRecord(o.target.key, o.target.scope, o.record);
    }
    if (failed)
        m_status->setError(summary);
    statusBar()->showMessage(summary, 15000);
    updateActions();
    refreshCounts();
    refreshAudit();
    m_tokens->refresh();
    emit actionFinished(report);
}

void MainWindow::showAbout() {
    // One dialog, kept: a second trigger raises it rather than stacking copies.
    if (!m_about)
        m_about = new AboutDialog(this);
    m_about->show();
    m_about->raise();
    m_about->activateWindow();
}

void MainWindow::copySelectedKeys() {
    QStringList keys;
    for (const idem::TokenRecord& r : selectedRecords())
        keys << r.key;
    if (keys.isEmpty())
        return;
    QApplication::clipboard()->setText(keys.join(u'\n'));
    statusBar()->showMessage(tr("Copied %n key(s).", nullptr, int(keys.size())), 5000);
}

void MainWindow::openCurrentInWorkbench() {
    const QList<idem::TokenRecord> records = selectedRecords();
    if (!records.isEmpty())
        emit openInWorkbenchRequested(records.first());
}

void MainWindow::exportView(const QString& path, StoreWorker::ExportFormat format) {
    // In the order the table shows them (sorted by the user), loaded rows only.
    // The worker puts the loaded rows in the table's order: no copy of 100,000 records here.
    const TokenTableModel* model = m_tokens->model();
    if (!m_session->exportRecords(path, model->loadedRows(), model->viewOrder(), format))
        emit exportFinished(path, false, tr("Not connected."));
}

void MainWindow::exportInteractively() {
    const QString csv = tr("CSV (*.csv)");
    const QString json = tr("JSON (*.json)");
    QString filter = csv;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export the loaded tokens"), QStringLiteral("tokens.csv"),
        QStringLiteral("%1;;%2").arg(csv, json), &filter);
    if (path.isEmpty())
        return;
    const bool asJson =
        filter == json || path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
    exportView(path, asJson ? StoreWorker::ExportFormat::Json : StoreWorker::ExportFormat::Csv);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    saveLayout();
    shutdownWorker();
    QMainWindow::closeEvent(event);
}

void MainWindow::restoreLayout() {
    QSettings settings(QStringLiteral("IdemScope"), QStringLiteral("idemscope"));
    settings.beginGroup(kSettingsGroup);
    restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("windowState")).toByteArray());
    m_tokens->restoreState(settings);
    const int seconds = settings.value(QStringLiteral("refreshSeconds"), 5).toInt();
    if (seconds >= 1 && seconds <= 3600) {
        m_refreshTimer->setInterval(std::chrono::seconds(seconds));
        filterBar()->setRefreshSeconds(seconds);
    }
}

void MainWindow::saveLayout() const {
    QSettings settings(QStringLiteral("IdemScope"), QStringLiteral("idemscope"));
    settings.beginGroup(kSettingsGroup);
    settings.setValue(QStringLiteral("geometry"), saveGeometry());
    settings.setValue(QStringLiteral("windowState"), saveState());
    m_tokens->saveState(settings);
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslateUi() {
    m_tabs->setTabText(m_tabs->indexOf(m_tokens), tr("Tokens"));
    m_tabs->setTabText(m_tabs->indexOf(m_audit), tr("Audit"));
    m_tabs->setTabText(m_tabs->indexOf(m_dashboard), tr("Dashboard"));
    retranslateActions();
    updateActions();
    updateTitle();
    updateStatusLabels();
}

void MainWindow::updateTitle() {
    const QString name = m_profile.name.isEmpty() ? redactStoreUrl(m_profile.url) : m_profile.name;
    QString title = tr("IdemScope — %1").arg(name);
    if (!m_profile.writesAllowed())
        title = tr("%1 (read-only)").arg(title);
    else if (m_profile.production)
        title = tr("%1 (production)").arg(title);
    setWindowTitle(title);
}

void MainWindow::updateStatusLabels() {
    m_status->setStore(m_session->isOpen(), m_info);
    m_status->setRefresh(m_lastRefresh, isRefreshPaused());
}

void MainWindow::showStoreInfo(const idem::StoreInfo& info) {
    m_info = info;
    updateTitle();
    updateStatusLabels();
    emit storeOpened(info);
}

void MainWindow::showCounts(const idem::StateCounts& counts) {
    m_countsInFlight = false;
    m_lastRefresh = QDateTime::currentDateTime();
    if (!m_actions->isRunning())
        m_status->clearError(); // the store answers again
    m_countsStrip->setCounts(counts);
    m_tokens->setCounts(counts);
    updateStatusLabels();
    emit countsShown(counts);
}

void MainWindow::showError(idem::ErrorKind kind, const QString& message) {
    m_status->setError(tr("%1: %2").arg(errorKindLabel(kind), message));
    emit storeFailed(kind, message);
}

} // namespace idem::ui
