// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "mainwindow.h"

#include "aboutdialog.h"
#include "dashboard/dashboardpage.h"
#include "languagemenu.h"
#include "store/redact.h"
#include "theme.h"
#include "tokens/auditview.h"
#include "tokens/confirmactiondialog.h"
#include "tokens/tokendetails.h"
#include "tokens/tokenfilterbar.h"
#include "tokentablemodel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMouseEvent>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QUrl>
#include <QVBoxLayout>

namespace idem::ui {
namespace {

/// A label for text that may come from a store: never interpreted as rich text.
QLabel* plainLabel(QWidget* parent, const QString& objectName) {
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setTextFormat(Qt::PlainText);
    return label;
}

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
    : QMainWindow(parent), m_profile(profile) {
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("pages"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(createTokensPage(), QString());
    m_audit = new AuditView(m_tabs);
    m_tabs->addTab(m_audit, QString());
    m_dashboard = new DashboardPage(this, m_tabs);
    m_tabs->addTab(m_dashboard, QString());
    // The counts stay in sight whatever page is shown (the "always visible").
    auto* central = new QWidget(this);
    auto* column = new QVBoxLayout(central);
    column->setContentsMargins(6, 6, 6, 0);
    column->addWidget(createCountsStrip());
    column->addWidget(m_tabs, 1);
    setCentralWidget(central);
    createStatusBar();
    createActions();
    resize(1280, 760);

    m_refreshTimer = new QTimer(this);
    m_refreshTimer->setInterval(kRefreshInterval);
    connect(m_refreshTimer, &QTimer::timeout, this, &MainWindow::refreshCounts);
    connect(m_filterBar, &TokenFilterBar::refreshSecondsChanged, this,
            [this](int seconds) { setRefreshInterval(std::chrono::seconds(seconds)); });
    connect(m_filterBar, &TokenFilterBar::pausedChanged, this, &MainWindow::setRefreshPaused);
    connect(m_filterBar, &TokenFilterBar::filterChanged, this,
            [this](const idem::ListQuery& query, const RowFilter& rowFilter) {
                m_model->setFilter(query, rowFilter);
                updateLoadedLabel();
            });
    connect(m_audit, &AuditView::refreshRequested, this, &MainWindow::refreshAudit);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (m_tabs->widget(index) == m_audit)
            refreshAudit();
    });
    restoreLayout();

    retranslateUi();
    startWorker(std::move(prepare));
}

MainWindow::~MainWindow() {
    shutdownWorker();
}

QWidget* MainWindow::createCountsStrip() {
    auto* strip = new QFrame(this);
    strip->setObjectName(QStringLiteral("countsStrip"));
    strip->setFrameShape(QFrame::StyledPanel);
    auto* row = new QHBoxLayout(strip);
    static const char* const names[SlotCount] = {"pendingCount", "processingCount", "stuckCount",
                                                 "completedCount", "expiredCount"};
    QFont valueFont = font();
    valueFont.setBold(true);
    valueFont.setPointSizeF(valueFont.pointSizeF() * 1.3);
    for (int slot = 0; slot < SlotCount; ++slot) {
        if (slot > 0) {
            auto* dot = new QLabel(QStringLiteral("·"), strip);
            dot->setTextFormat(Qt::PlainText);
            row->addWidget(dot);
        }
        CountLabels& labels = m_countLabels[slot];
        labels.caption = plainLabel(strip, QString());
        labels.value = plainLabel(strip, QString::fromLatin1(names[slot]));
        labels.value->setFont(valueFont);
        // In the colour of the state, as in the table's State column.
        static constexpr std::array<std::pair<State, bool>, SlotCount> states = {
            {{State::Pending, false},
             {State::Processing, false},
             {State::Processing, true},
             {State::Completed, false},
             {State::Expired, false}}};
        theme::setTextRole(labels.value, theme::stateRole(states[slot].first, states[slot].second));
        // A click on a count filters the table to that state: stuck tokens are two clicks
        // away from the start.
        for (QLabel* label : {labels.caption, labels.value}) {
            label->setCursor(Qt::PointingHandCursor);
            label->installEventFilter(this);
        }
        row->addWidget(labels.caption);
        row->addWidget(labels.value);
    }
    row->addStretch(1);
    return strip;
}

QWidget* MainWindow::createTokensPage() {
    auto* page = new QWidget(this);
    page->setObjectName(QStringLiteral("tokensPage"));
    auto* layout = new QVBoxLayout(page);
    m_filterBar = new TokenFilterBar(page);
    layout->addWidget(m_filterBar);

    createTable();
    auto* left = new QWidget(page);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_view, 1);
    auto* below = new QHBoxLayout;
    m_loadedLabel = plainLabel(left, QStringLiteral("loadedLabel"));
    below->addWidget(m_loadedLabel);
    m_loadMore = new QPushButton(left);
    m_loadMore->setObjectName(QStringLiteral("loadMoreButton"));
    m_loadMore->setFlat(true);
    connect(m_loadMore, &QPushButton::clicked, this, [this] { m_model->fetchMore({}); });
    below->addWidget(m_loadMore);
    below->addStretch(1);
    leftLayout->addLayout(below);

    m_details = new TokenDetailsPane(page);
    m_splitter = new QSplitter(Qt::Horizontal, page);
    m_splitter->setObjectName(QStringLiteral("tokenSplitter"));
    m_splitter->addWidget(left);
    m_splitter->addWidget(m_details);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({840, 420});
    layout->addWidget(m_splitter, 1);
    return page;
}

void MainWindow::createTable() {
    m_model = new TokenTableModel(this);
    // No QSortFilterProxyModel: the model sorts itself off the GUI thread (see its comment).

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("tokenTable"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideMiddle); // both ends of a key mean something
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setHighlightSections(false);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(TokenTableModel::Key, Qt::AscendingOrder); // the store's order

    connect(m_model, &TokenTableModel::pageApplied, this, &MainWindow::onPageApplied);
    // Whatever worker is current answers; with none, the page fails at once (and the cursor
    // stays) instead of waiting for an answer that never comes.
    connect(m_model, &TokenTableModel::pageRequested, this,
            [this](quint64 generation, const idem::ListQuery& query) {
                if (!post([generation, query](StoreWorker& w) { w.loadPage(generation, query); }))
                    m_model->pageFailed(generation);
            });
    connect(m_model, &QAbstractItemModel::modelReset, this, &MainWindow::updateLoadedLabel);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &MainWindow::updateLoadedLabel);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &MainWindow::onSelectionChanged);
    connect(m_view, &QTableView::doubleClicked, this, &MainWindow::openCurrentInWorkbench);
}

void MainWindow::createStatusBar() {
    m_storeLabel = plainLabel(this, QStringLiteral("storeLabel"));
    m_errorLabel = plainLabel(this, QStringLiteral("errorLabel"));
    m_refreshLabel = plainLabel(this, QStringLiteral("refreshLabel"));
    // The store's safety caveat (TLS not verified, an evicting Redis, ...): red, and visible only
    // when there is one.
    m_warningLabel = plainLabel(this, QStringLiteral("warningLabel"));
    theme::setTextRole(m_warningLabel, theme::Role::Danger);
    m_warningLabel->setWordWrap(false);
    m_warningLabel->hide();
    statusBar()->addWidget(m_warningLabel);
    statusBar()->addWidget(m_storeLabel);
    statusBar()->addWidget(m_errorLabel, 1);
    statusBar()->addPermanentWidget(m_refreshLabel);
}

void MainWindow::createActions() {
    auto action = [this](const char* objectName, const QKeySequence& shortcut) {
        auto* a = new QAction(this);
        a->setObjectName(QString::fromLatin1(objectName));
        a->setShortcut(shortcut);
        return a;
    };
    m_reloadAction = action("reloadAction", QKeySequence::Refresh);
    connect(m_reloadAction, &QAction::triggered, this, [this] {
        refreshCounts();
        reloadTokens();
    });
    m_quitAction = action("quitAction", QKeySequence::Quit);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_releaseAction = action("releaseAction", QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(m_releaseAction, &QAction::triggered, this,
            [this] { startAction(TokenAction::Release); });
    m_expireAction = action("expireAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));
    connect(m_expireAction, &QAction::triggered, this,
            [this] { startAction(TokenAction::Expire); });
    // Delete: line edits take the key for themselves (ShortcutOverride) while they have focus.
    m_deleteAction = action("deleteAction", QKeySequence::Delete);
    connect(m_deleteAction, &QAction::triggered, this,
            [this] { startAction(TokenAction::Delete); });
    m_copyKeyAction = action("copyKeyAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_copyKeyAction, &QAction::triggered, this, &MainWindow::copySelectedKeys);
    m_workbenchAction = action("workbenchAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    connect(m_workbenchAction, &QAction::triggered, this, &MainWindow::openCurrentInWorkbench);
    m_exportAction = action("exportAction", QKeySequence::Save);
    connect(m_exportAction, &QAction::triggered, this, &MainWindow::exportInteractively);
    m_findAction = action("findAction", QKeySequence::Find);
    connect(m_findAction, &QAction::triggered, this, [this] {
        m_tabs->setCurrentIndex(0);
        if (auto* edit = m_filterBar->findChild<QLineEdit*>(QStringLiteral("keyPrefixFilter"))) {
            edit->setFocus(Qt::ShortcutFocusReason);
            edit->selectAll();
        }
    });
    m_showStuckAction = action("showStuckAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_showStuckAction, &QAction::triggered, this, [this] {
        m_tabs->setCurrentIndex(0);
        m_filterBar->setStateChoice(TokenFilterBar::Stuck);
        m_view->setFocus(Qt::ShortcutFocusReason);
    });
    m_pauseAction = action("pauseAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_pauseAction->setCheckable(true);
    connect(m_pauseAction, &QAction::toggled, this, &MainWindow::setRefreshPaused);
    m_tokensTabAction = action("tokensTabAction", QKeySequence(Qt::CTRL | Qt::Key_1));
    connect(m_tokensTabAction, &QAction::triggered, this, [this] { m_tabs->setCurrentIndex(0); });
    m_auditTabAction = action("auditTabAction", QKeySequence(Qt::CTRL | Qt::Key_2));
    connect(m_auditTabAction, &QAction::triggered, this,
            [this] { m_tabs->setCurrentWidget(m_audit); });
    m_dashboardTabAction = action("dashboardTabAction", QKeySequence(Qt::CTRL | Qt::Key_3));
    connect(m_dashboardTabAction, &QAction::triggered, this,
            [this] { m_tabs->setCurrentWidget(m_dashboard); });
    m_aboutAction = action("aboutAction", QKeySequence());
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    // Qt's own About box names the Qt version and Qt's licences (LGPL-3.0 / GPL).
    m_aboutQtAction = action("aboutQtAction", QKeySequence());
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);

    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_exportAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_reloadAction);
    m_viewMenu->addAction(m_pauseAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_findAction);
    m_viewMenu->addAction(m_showStuckAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_tokensTabAction);
    m_viewMenu->addAction(m_auditTabAction);
    m_viewMenu->addAction(m_dashboardTabAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addMenu(new LanguageMenu(m_viewMenu));
    m_tokensMenu = menuBar()->addMenu(QString());
    for (QAction* a : {m_releaseAction, m_expireAction, m_deleteAction})
        m_tokensMenu->addAction(a);
    m_tokensMenu->addSeparator();
    m_tokensMenu->addAction(m_copyKeyAction);
    m_tokensMenu->addAction(m_workbenchAction);
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_aboutAction);
    m_helpMenu->addAction(m_aboutQtAction);

    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("tokenToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_toolBar->setMovable(false);
    for (QAction* a : {m_releaseAction, m_expireAction, m_deleteAction})
        m_toolBar->addAction(a);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_copyKeyAction);
    m_toolBar->addAction(m_workbenchAction);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_exportAction);
    m_toolBar->addAction(m_reloadAction);

    for (QAction* a :
         {m_releaseAction, m_expireAction, m_deleteAction, m_copyKeyAction, m_workbenchAction})
        m_view->addAction(a);
    updateActions();
}

void MainWindow::startWorker(StoreWorker::Prepare prepare) {
    const QString url = m_profile.connectUrl.isEmpty() ? m_profile.url : m_profile.connectUrl;
    m_worker = m_session.start(new StoreWorker(url, std::move(prepare), m_profile.writesAllowed()));
    connectWorker();
    emit profileOpened(m_profile);
    if (!isRefreshPaused())
        m_refreshTimer->start();

    updateTitle();
    updateStatusLabels();
    updateActions();
    // Queued in this order: the counts request opens the store (and prepares it) first.
    refreshCounts();
    m_model->reload();
}

void MainWindow::openProfile(const ConnectionProfile& profile, StoreWorker::Prepare prepare) {
    shutdownWorker();
    m_profile = profile;
    m_info.reset();
    m_counts.reset();
    m_lastRefresh = {};
    m_countsInFlight = false;
    m_actionInFlight = false;
    m_errorLabel->clear();
    m_audit->setEntries({});
    m_details->showRecord(std::nullopt);
    updateCountsStrip();
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

template <typename F> bool MainWindow::post(F call) {
    if (!m_worker)
        return false;
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, call = std::move(call)] { call(*w); }, Qt::QueuedConnection);
    return true;
}

void MainWindow::connectWorker() {
    // Requests go to the worker as queued functor calls (post()); answers come back as queued
    // signals of this worker, received through the session's context: once the session stops
    // (openProfile(), closing), no answer of the old connection reaches this window.
    QObject* const context = m_session.context();
    connect(m_worker, &StoreWorker::opened, context,
            [this](const idem::StoreInfo& info) { showStoreInfo(info); });
    connect(m_worker, &StoreWorker::countsReady, context,
            [this](const idem::StateCounts& counts) { showCounts(counts); });
    connect(m_worker, &StoreWorker::countsFailed, context, [this] { m_countsInFlight = false; });
    connect(m_worker, &StoreWorker::pageReady, context,
            [model = m_model](quint64 generation, const idem::ListPage& page) {
                model->applyPage(generation, page);
            });
    connect(m_worker, &StoreWorker::pageFailed, context,
            [model = m_model](quint64 generation) { model->pageFailed(generation); });
    connect(
        m_worker, &StoreWorker::recordReady, context,
        [this](const QString& key, const QString& scope,
               const std::optional<idem::TokenRecord>& record) { showRecord(key, scope, record); });
    connect(m_worker, &StoreWorker::auditReady, context, [this](const QList<AuditEntry>& entries) {
        m_audit->setEntries(entries);
        emit auditShown(int(entries.size()));
    });
    connect(m_worker, &StoreWorker::statsReady, context,
            [this](const idem::StatsSeries& series) { emit statsReady(series); });
    connect(m_worker, &StoreWorker::statsFailed, context, [this] { emit statsFailed(); });
    connect(m_worker, &StoreWorker::actionFinished, context,
            [this](const idem::ui::ActionReport& report) { showActionReport(report); });
    connect(m_worker, &StoreWorker::exportFinished, context,
            [this](const QString& path, bool ok, const QString& error) {
                statusBar()->showMessage(
                    ok ? tr("Exported to %1").arg(QDir::toNativeSeparators(path))
                       : tr("Export to %1 failed: %2").arg(QDir::toNativeSeparators(path), error),
                    10000);
                emit exportFinished(path, ok, error);
            });
    connect(m_worker, &StoreWorker::failed, context,
            [this](idem::ErrorKind kind, const QString& message) { showError(kind, message); });
}

void MainWindow::refreshCounts() {
    if (m_countsInFlight || !m_worker)
        return;
    m_countsInFlight = true;
    post([](StoreWorker& w) { w.refreshCounts(); });
}

void MainWindow::reloadTokens() {
    m_model->reload();
    updateLoadedLabel();
}

void MainWindow::refreshAudit() {
    post([](StoreWorker& w) { w.loadAudit(AuditView::kLimit); });
}

bool MainWindow::requestStats(std::chrono::milliseconds window) {
    return post([window](StoreWorker& w) { w.loadStats(window); });
}

void MainWindow::shutdownWorker() {
    if (!m_worker)
        return;
    m_refreshTimer->stop();
    // Never waits: a store call in progress (a frozen server: up to the store's timeout) keeps
    // only the worker's thread; the worker is deleted there when the call returns.
    m_worker = nullptr;
    m_session.stop();
    m_countsInFlight = false;
    m_actionInFlight = false;
    updateActions();
}

bool MainWindow::isWorkerRunning() const {
    return m_worker && m_session.isRunning();
}

std::chrono::milliseconds MainWindow::refreshInterval() const {
    return std::chrono::milliseconds(m_refreshTimer->interval());
}

void MainWindow::setRefreshInterval(std::chrono::milliseconds interval) {
    interval = std::max<std::chrono::milliseconds>(interval, std::chrono::seconds(1));
    m_refreshTimer->setInterval(interval);
    const int seconds = int(std::chrono::duration_cast<std::chrono::seconds>(interval).count());
    if (m_filterBar->refreshSeconds() != seconds)
        m_filterBar->setRefreshSeconds(seconds);
    QSettings settings(QStringLiteral("IdemScope"), QStringLiteral("idemscope"));
    settings.setValue(kSettingsGroup + QStringLiteral("/refreshSeconds"), seconds);
}

bool MainWindow::isRefreshPaused() const {
    return m_filterBar->isPaused();
}

void MainWindow::setRefreshPaused(bool paused) {
    if (m_filterBar->isPaused() != paused)
        m_filterBar->setPaused(paused); // calls back here through pausedChanged
    if (m_pauseAction->isChecked() != paused)
        m_pauseAction->setChecked(paused);
    if (paused)
        m_refreshTimer->stop();
    else if (m_worker && !m_refreshTimer->isActive()) {
        m_refreshTimer->start();
        refreshCounts();
    }
    updateStatusLabels();
}

QList<idem::TokenRecord> MainWindow::selectedRecords() const {
    QList<idem::TokenRecord> records;
    QModelIndexList rows = m_view->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    for (const QModelIndex& index : std::as_const(rows)) {
        if (index.isValid())
            records << m_model->record(index.row());
    }
    return records;
}

QList<idem::TokenRecord> MainWindow::loadedRecords() const {
    return m_model->records();
}

bool MainWindow::selectToken(const QString& key, const QString& scope) {
    const int row = m_model->rowOf(key, scope);
    if (row < 0)
        return false;
    const QModelIndex index = m_model->index(row, 0);
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                         QItemSelectionModel::Rows);
    m_view->scrollTo(index, QAbstractItemView::PositionAtCenter);
    return true;
}

bool MainWindow::startAction(TokenAction action) {
    QString why;
    if (!m_profile.writesAllowed())
        why = tr("The profile %1 is read-only: allow writes on the profile first.")
                  .arg(m_profile.name);
    else if (!m_worker)
        why = tr("Not connected.");
    else if (m_actionInFlight)
        why = tr("Another action is still running.");
    const QList<idem::TokenRecord> records = selectedRecords();
    if (why.isEmpty() && records.isEmpty())
        why = tr("Select one or more tokens first.");
    if (!why.isEmpty()) {
        statusBar()->showMessage(why, 10000);
        emit actionRefused(why);
        return false;
    }
    auto* dialog = new ConfirmActionDialog(action, records, m_profile, this);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog] { runAction(dialog->action(), dialog->targets(), dialog->reason()); });
    dialog->open();
    return true;
}

void MainWindow::runAction(TokenAction action, const QList<ActionTarget>& targets,
                           const QString& reason) {
    if (!m_profile.writesAllowed() || targets.isEmpty())
        return; // startAction() refused already; nothing reaches the worker
    ActionRequest request;
    request.action = action;
    request.targets = targets;
    request.context.user = idem::currentOsUser();
    request.context.reason = reason;
    if (!post([request](StoreWorker& w) { w.runAction(request); }))
        return;
    m_actionInFlight = true;
    updateActions();
    statusBar()->showMessage(
        tr("Running %1 on %n token(s)…", nullptr, int(targets.size())).arg(actionName(action)));
}

void MainWindow::showActionReport(const ActionReport& report) {
    m_actionInFlight = false;
    for (const ActionOutcome& o : report.outcomes) {
        if (o.ok)
            m_model->updateRecord(o.target.key, o.target.scope, o.record);
    }
    const int ok = report.succeeded();
    const int failed = report.failed();
    QString text;
    switch (report.action) {
    case TokenAction::Release:
        text = tr("Released %n token(s).", nullptr, ok);
        break;
    case TokenAction::Expire:
        text = tr("Expired %n token(s).", nullptr, ok);
        break;
    case TokenAction::Delete:
        text = tr("Deleted %n token(s).", nullptr, ok);
        break;
    }
    if (failed > 0) {
        QString first;
        for (const ActionOutcome& o : report.outcomes) {
            if (!o.ok) {
                first = tr("%1: %2").arg(errorKindText(o.errorKind), o.message);
                break;
            }
        }
        text = tr("%1 %n failed; the first: %2", nullptr, failed).arg(text, first);
        m_errorLabel->setText(text);
    }
    statusBar()->showMessage(text, 15000);
    updateActions();
    updateLoadedLabel();
    refreshCounts();
    refreshAudit();
    onSelectionChanged();
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
    if (!post([path, rows = m_model->loadedRows(), order = m_model->viewOrder(),
               format](StoreWorker& w) {
            QList<idem::TokenRecord> records;
            records.reserve(qsizetype(order.size()));
            for (const int i : order)
                records << rows.at(i);
            w.exportRecords(path, records, format);
        }))
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

void MainWindow::onSelectionChanged() {
    updateActions();
    const QList<idem::TokenRecord> records = selectedRecords();
    if (records.size() != 1) {
        m_details->showRecord(std::nullopt);
        if (records.size() > 1)
            m_details->showMessage(tr("%n tokens selected.", nullptr, int(records.size())));
        return;
    }
    // The row's snapshot at once, then a fresh read of the token.
    const idem::TokenRecord& r = records.first();
    m_details->showRecord(r);
    post([key = r.key, scope = r.scope](StoreWorker& w) { w.loadRecord(key, scope); });
}

void MainWindow::showRecord(const QString& key, const QString& scope,
                            const std::optional<idem::TokenRecord>& record) {
    const auto& shown = m_details->shownRecord();
    if (!shown || shown->key != key || shown->scope != scope)
        return; // the selection moved on
    if (record) {
        m_details->showRecord(record);
    } else {
        m_details->showMessage(tr("%1 is no longer in the store.").arg(key));
    }
    emit detailsShown(record);
}

void MainWindow::updateActions() {
    const int selected = m_view ? int(m_view->selectionModel()->selectedRows().size()) : 0;
    const bool canWrite = m_profile.writesAllowed() && m_worker && !m_actionInFlight;
    for (QAction* a : {m_releaseAction, m_expireAction, m_deleteAction}) {
        a->setEnabled(canWrite && selected > 0);
        a->setToolTip(m_profile.writesAllowed()
                          ? a->text().remove(u'&')
                          : tr("Read-only profile: allow writes on the profile first."));
    }
    m_copyKeyAction->setEnabled(selected > 0);
    m_workbenchAction->setEnabled(selected == 1);
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
    m_splitter->restoreState(settings.value(QStringLiteral("splitter")).toByteArray());
    if (m_view->horizontalHeader()->restoreState(
            settings.value(QStringLiteral("tokenColumns")).toByteArray()))
        m_columnsSized = true;
    const int seconds = settings.value(QStringLiteral("refreshSeconds"), 5).toInt();
    if (seconds >= 1 && seconds <= 3600) {
        m_refreshTimer->setInterval(std::chrono::seconds(seconds));
        m_filterBar->setRefreshSeconds(seconds);
    }
}

void MainWindow::saveLayout() const {
    QSettings settings(QStringLiteral("IdemScope"), QStringLiteral("idemscope"));
    settings.beginGroup(kSettingsGroup);
    settings.setValue(QStringLiteral("geometry"), saveGeometry());
    settings.setValue(QStringLiteral("windowState"), saveState());
    settings.setValue(QStringLiteral("splitter"), m_splitter->saveState());
    settings.setValue(QStringLiteral("tokenColumns"), m_view->horizontalHeader()->saveState());
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::MouseButtonRelease &&
        static_cast<QMouseEvent*>(event)->button() == Qt::LeftButton) {
        static constexpr std::array<TokenFilterBar::StateChoice, SlotCount> choices = {
            TokenFilterBar::Pending, TokenFilterBar::Processing, TokenFilterBar::Stuck,
            TokenFilterBar::Completed, TokenFilterBar::Expired};
        for (int slot = 0; slot < SlotCount; ++slot) {
            if (watched == m_countLabels[slot].caption || watched == m_countLabels[slot].value) {
                m_tabs->setCurrentIndex(0);
                m_filterBar->setStateChoice(choices[slot]);
                return true;
            }
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslateUi() {
    static constexpr std::array<const char*, SlotCount> captions = {
        QT_TR_NOOP("Pending"), QT_TR_NOOP("Processing"), QT_TR_NOOP("Stuck"),
        QT_TR_NOOP("Completed"), QT_TR_NOOP("Expired")};
    for (int slot = 0; slot < SlotCount; ++slot) {
        m_countLabels[slot].caption->setText(tr(captions[slot]));
        m_countLabels[slot].value->setToolTip(tr("Show only these tokens"));
    }
    m_countLabels[ProcessingSlot].caption->setToolTip(tr("Stuck tokens are counted here too."));
    m_countLabels[StuckSlot].caption->setToolTip(
        tr("Processing tokens whose lease has lapsed: their owner is gone."));
    m_tabs->setTabText(0, tr("Tokens"));
    m_tabs->setTabText(m_tabs->indexOf(m_audit), tr("Audit"));
    m_tabs->setTabText(m_tabs->indexOf(m_dashboard), tr("Dashboard"));
    m_fileMenu->setTitle(tr("&File"));
    m_viewMenu->setTitle(tr("&View"));
    m_tokensMenu->setTitle(tr("&Tokens"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About IdemScope"));
    m_aboutQtAction->setText(tr("About &Qt"));
    m_toolBar->setWindowTitle(tr("Token actions"));
    m_reloadAction->setText(tr("&Reload"));
    m_quitAction->setText(tr("&Quit"));
    m_releaseAction->setText(tr("&Release…"));
    m_expireAction->setText(tr("E&xpire now…"));
    m_deleteAction->setText(tr("&Delete…"));
    m_copyKeyAction->setText(tr("&Copy key"));
    m_workbenchAction->setText(tr("Open in &workbench"));
    m_exportAction->setText(tr("&Export view…"));
    m_findAction->setText(tr("&Filter by key"));
    m_showStuckAction->setText(tr("Show &stuck tokens"));
    m_pauseAction->setText(tr("&Pause live refresh"));
    m_tokensTabAction->setText(tr("&Tokens"));
    m_auditTabAction->setText(tr("&Audit log"));
    m_dashboardTabAction->setText(tr("&Dashboard"));
    m_loadMore->setText(tr("Load more"));
    emit m_model->headerDataChanged(Qt::Horizontal, 0, TokenTableModel::ColumnCount - 1);
    m_view->viewport()->update(); // the cells' texts ("stuck", "lease 20s") are translated too
    updateActions();
    updateTitle();
    updateCountsStrip();
    updateLoadedLabel();
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

void MainWindow::updateCountsStrip() {
    const QLocale locale;
    const std::array<qint64, SlotCount> values =
        m_counts
            ? std::array<qint64, SlotCount>{m_counts->pending, m_counts->processing,
                                            m_counts->stuck, m_counts->completed, m_counts->expired}
            : std::array<qint64, SlotCount>{};
    for (int slot = 0; slot < SlotCount; ++slot) {
        m_countLabels[slot].value->setText(m_counts ? locale.toString(values[slot])
                                                    : QStringLiteral("—"));
    }
}

void MainWindow::updateLoadedLabel() {
    const QLocale locale;
    const QString loaded = locale.toString(m_model->rowCount());
    m_loadMore->setVisible(m_model->canFetchMore({}));
    if (!m_counts) {
        m_loadedLabel->setText(tr("%1 loaded").arg(loaded));
        return;
    }
    // "About": the counts were read at another instant than the pages. The counts cover every
    // scope and know states only, so with other filters they are an upper bound.
    const idem::ListQuery& q = m_model->query();
    qint64 about = m_counts->total();
    if (q.stuckOnly)
        about = m_counts->stuck;
    else if (q.state) {
        switch (*q.state) {
        case State::Pending:
            about = m_counts->pending;
            break;
        case State::Processing:
            about = m_counts->processing;
            break;
        case State::Completed:
            about = m_counts->completed;
            break;
        case State::Expired:
            about = m_counts->expired;
            break;
        }
    }
    const bool narrowed = !q.keyPrefix.isEmpty() || q.scope || !q.pathPrefix.isEmpty() ||
                          !m_model->rowFilter().isEmpty();
    if (!narrowed) {
        m_loadedLabel->setText(tr("%1 loaded of about %2").arg(loaded, locale.toString(about)));
    } else {
        m_loadedLabel->setText(
            tr("%1 loaded (%2 read) of at most %3")
                .arg(loaded, locale.toString(m_model->scannedCount()), locale.toString(about)));
    }
}

void MainWindow::updateStatusLabels() {
    QString store = m_worker ? tr("Connecting…") : tr("Not connected");
    if (m_info) {
        store = tr("%1 %2").arg(m_info->backend, m_info->version);
        if (!m_info->transport.isEmpty())
            store = tr("%1 · %2").arg(store, m_info->transport);
    }
    m_storeLabel->setText(store);
    const QString warning = m_info ? m_info->warning : QString();
    m_warningLabel->setText(warning.isEmpty() ? QString() : tr("⚠ %1").arg(warning));
    m_warningLabel->setToolTip(warning);
    m_warningLabel->setVisible(!warning.isEmpty());
    QString refresh =
        m_lastRefresh.isValid()
            ? tr("Last refresh %1").arg(m_lastRefresh.toString(QStringLiteral("HH:mm:ss")))
            : tr("Not refreshed yet");
    if (isRefreshPaused())
        refresh = tr("%1 · paused").arg(refresh);
    m_refreshLabel->setText(refresh);
}

void MainWindow::showStoreInfo(const idem::StoreInfo& info) {
    m_info = info;
    updateTitle();
    updateStatusLabels();
    emit storeOpened(info);
}

void MainWindow::showCounts(const idem::StateCounts& counts) {
    m_countsInFlight = false;
    m_counts = counts;
    m_lastRefresh = QDateTime::currentDateTime();
    if (!m_actionInFlight)
        m_errorLabel->clear(); // the store answers again
    updateCountsStrip();
    updateLoadedLabel();
    updateStatusLabels();
    // A page that failed (store not reachable then) is fetched again now that it answers. Not
    // a filter that found nothing yet: that one reads on only when asked (Load more).
    if (m_model->lastFetchFailed() && m_model->canFetchMore({}))
        m_model->fetchMore({});
    emit countsShown(counts);
}

void MainWindow::showError(idem::ErrorKind kind, const QString& message) {
    m_errorLabel->setText(tr("%1: %2").arg(errorKindText(kind), message));
    emit storeFailed(kind, message);
}

void MainWindow::onPageApplied(int rows) {
    if (!m_columnsSized && rows > 0) {
        m_columnsSized = true;
        m_view->resizeColumnsToContents();
        // A uuid key or a long path must not push the other columns out of sight: the key is
        // elided in the middle, the whole of it is in the tooltip and the details.
        const int widest = m_view->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 28;
        for (int column = 0; column < TokenTableModel::ColumnCount; ++column) {
            if (m_view->columnWidth(column) > widest)
                m_view->setColumnWidth(column, widest);
        }
    }
    updateLoadedLabel();
    emit pageShown(rows);
}

QString MainWindow::errorKindText(idem::ErrorKind kind) {
    switch (kind) {
    case ErrorKind::BadInput:
        return tr("Invalid input");
    case ErrorKind::NotFound:
        return tr("Not found");
    case ErrorKind::Conflict:
        return tr("Refused");
    case ErrorKind::Retryable:
        return tr("Store busy, try again");
    case ErrorKind::ConnectionLost:
        return tr("Connection lost");
    case ErrorKind::OutcomeUnknown:
        return tr("Outcome unknown");
    case ErrorKind::Unavailable:
        return tr("Store unavailable");
    case ErrorKind::SchemaMissing:
        return tr("Not an IdemScope store");
    case ErrorKind::ReadOnly:
        return tr("Read-only");
    case ErrorKind::Internal:
        return tr("Internal error");
    }
    return tr("Error");
}

} // namespace idem::ui
