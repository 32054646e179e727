// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "connectionprofile.h"
#include "storesession.h"
#include "tokens/tokenaction.h"

#include <QDateTime>
#include <QMainWindow>
#include <chrono>
#include <optional>

class QAction;
class QMenu;
class QTabWidget;
class QTimer;
class QToolBar;

namespace idem::ui {

class AboutDialog;
class ActionRunner;
class AuditView;
class CountsStrip;
class DashboardPage;
class StoreStatusBar;
class TokenFilterBar;
class TokensPage;

/// The console's main window: the token browser of one connection profile — counts per state
/// (live), filters, the lazily loaded token table, a details pane, the operator actions and the
/// audit log —, the Dashboard tab (DashboardPage, which asks for stats through requestStats())
/// and the store's status.
///
/// A shell that delegates: the pages do the work — the counts strip (CountsStrip), the token
/// browser (TokensPage), the Audit tab (AuditView), the Dashboard (DashboardPage) and the pages
/// added by the program (addPage) —; the window holds them, the menus and the toolbar whose
/// actions it hands to them, the status bar, the layout's settings and the one StoreSession.
///
/// It never touches the store itself. Its StoreSession owns the connection (a StoreWorker on
/// the "store-worker" thread); the pages ask through it and receive its answers, which arrive
/// as queued signals. Counts refresh every refreshInterval() (default kRefreshInterval,
/// pausable) with at most one refresh in flight. Switching profile (openProfile) or closing the
/// window closes the session without waiting for its worker (WorkerThread's policy): a frozen
/// server never freezes the window, and no answer of the old connection arrives after the
/// switch.
///
/// Writes: release / expire / delete are enabled only when the profile allows writes; each one
/// opens a ConfirmActionDialog (what changes, a reason, the profile's name typed on a
/// production profile) and runs on the worker through the store's operator calls, which write
/// the audit entry. The worker refuses writes on a read-only profile by itself too.
///
/// Layout (geometry, window state, splitter, column widths) and the refresh interval are kept
/// in QSettings("IdemScope", "idemscope") under "console/", the file the connection profiles
/// use too. GUI thread only.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    static constexpr std::chrono::milliseconds kRefreshInterval{5000};

    /// Opens `profile` (its connectUrl, else its url) on the worker thread; `prepare`, if set,
    /// runs there once, right after the store first opens (the demo fills the store that way).
    explicit MainWindow(const ConnectionProfile& profile, StoreWorker::Prepare prepare = {},
                        QWidget* parent = nullptr);
    /// An unsaved, read-only profile for `storeUrl` (named after the URL without password).
    explicit MainWindow(const QString& storeUrl, StoreWorker::Prepare prepare = {},
                        QWidget* parent = nullptr);
    ~MainWindow() override;

    /// A profile for a URL given on the command line: named after the URL without its
    /// password, read-only unless `writesAllowed`.
    static ConnectionProfile profileForUrl(const QString& storeUrl, bool writesAllowed = false);

    /// Closes the current connection (stopping its worker thread) and opens `profile` instead,
    /// with an empty table, counts and audit log; the filters stay. For the connection manager.
    void openProfile(const ConnectionProfile& profile, StoreWorker::Prepare prepare = {});
    const ConnectionProfile& profile() const { return m_profile; }

    /// Adds a page next to "Tokens" and "Audit" (the Dashboard, Workbench and Scenarios tabs);
    /// returns its tab index. The window takes ownership. With an empty `title` the tab shows
    /// the page's windowTitle() and follows its changes (so it follows the language).
    int addPage(QWidget* page, const QString& title);
    QTabWidget* pages() const { return m_tabs; }
    /// The Dashboard tab (store counters and a gateway's metrics, charted).
    DashboardPage* dashboard() const { return m_dashboard; }

    /// Asks for fresh counts, unless a refresh is still in flight.
    void refreshCounts();
    /// Drops the loaded rows and loads the first page again (same filters).
    void reloadTokens();
    /// Asks the worker for the audit log again.
    void refreshAudit();
    /// Asks the worker for the stats intervals of the last `window`; the answer is
    /// statsReady() or statsFailed(), one per request. False (nothing asked) without a
    /// connection. The caller keeps at most one in flight (the dashboard does).
    bool requestStats(std::chrono::milliseconds window);
    /// Stops the worker (without waiting for it: WorkerThread::stop) and the refresh timer.
    /// Idempotent.
    void shutdownWorker();
    bool isWorkerRunning() const;

    std::chrono::milliseconds refreshInterval() const;
    /// At least one second; saved in the settings.
    void setRefreshInterval(std::chrono::milliseconds interval);
    bool isRefreshPaused() const;
    void setRefreshPaused(bool paused);

    TokenFilterBar* filterBar() const;
    /// The selected rows' records, in the table's order.
    QList<idem::TokenRecord> selectedRecords() const;
    /// The loaded rows, in the table's order (a copy).
    QList<idem::TokenRecord> loadedRecords() const;
    /// Selects the loaded row of key/scope alone, scrolls to it and shows its details; false
    /// when it is not loaded.
    bool selectToken(const QString& key, const QString& scope);
    /// Asks to run `action` on the selected tokens: opens the confirmation (window-modal,
    /// returns at once) and runs the action when it is accepted. Returns false, emitting
    /// actionRefused(), when the profile is read-only, nothing is selected, the connection is
    /// closed or another action is still running.
    bool startAction(TokenAction action);
    /// Writes the loaded rows, in the table's current order, to `path` (on the worker thread);
    /// answers exportFinished().
    void exportView(const QString& path, StoreWorker::ExportFormat format);

signals:
    void storeOpened(const idem::StoreInfo& info);
    /// After the counts strip shows `counts`.
    void countsShown(const idem::StateCounts& counts);
    /// The answers to requestStats().
    void statsReady(const idem::StatsSeries& series);
    void statsFailed();
    /// A profile's connection starts (construction, openProfile()): the answers to requests
    /// made on the one before will not come.
    void profileOpened(const idem::ui::ConnectionProfile& profile);
    /// After a page was added to the table; `loadedRows` rows are loaded in all.
    void pageShown(int loadedRows);
    /// After the status bar shows a failure.
    void storeFailed(idem::ErrorKind kind, const QString& message);
    /// After the details pane shows a fresh read of the selected token.
    void detailsShown(const std::optional<idem::TokenRecord>& record);
    /// After an action ran (on every target) and the table shows its outcome.
    void actionFinished(const idem::ui::ActionReport& report);
    /// A write asked for and refused before reaching the store (read-only profile, ...).
    void actionRefused(const QString& why);
    /// After the Audit tab shows `entries` entries.
    void auditShown(int entries);
    void exportFinished(const QString& path, bool ok, const QString& error);
    /// "Open in workbench" on the current token (the Workbench tab composes a request with its
    /// key, method and path).
    void openInWorkbenchRequested(const idem::TokenRecord& record);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // mainwindowactions.cpp: the actions, menus and toolbar.
    void createActions();
    void retranslateActions();
    void connectSession();
    void startWorker(StoreWorker::Prepare prepare);
    void retranslateUi();
    void restoreLayout();
    void saveLayout() const;

    void showStoreInfo(const idem::StoreInfo& info);
    void showCounts(const idem::StateCounts& counts);
    void showError(idem::ErrorKind kind, const QString& message);
    void showActionReport(const idem::ui::ActionReport& report, const QString& summary,
                          bool failed);
    /// Help → About IdemScope: the licence and the third-party components (AboutDialog).
    void showAbout();
    void copySelectedKeys();
    void openCurrentInWorkbench();
    void exportInteractively();
    void updateActions();
    void updateStatusLabels();
    void updateTitle();

    ConnectionProfile m_profile;
    std::optional<idem::StoreInfo> m_info;
    QDateTime m_lastRefresh;
    bool m_countsInFlight = false;

    /// The connection. Closed by the destructor, before QMainWindow's deletes the widgets its
    /// answers reach.
    StoreSession* m_session = nullptr;
    ActionRunner* m_actions = nullptr; ///< Runs release / expire / delete.
    QTimer* m_refreshTimer = nullptr;

    QTabWidget* m_tabs = nullptr;
    CountsStrip* m_countsStrip = nullptr;
    TokensPage* m_tokens = nullptr;
    AuditView* m_audit = nullptr;
    DashboardPage* m_dashboard = nullptr;
    QToolBar* m_toolBar = nullptr;

    StoreStatusBar* m_status = nullptr;
    QAction* m_reloadAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_releaseAction = nullptr;
    QAction* m_expireAction = nullptr;
    QAction* m_deleteAction = nullptr;
    QAction* m_copyKeyAction = nullptr;
    QAction* m_workbenchAction = nullptr;
    QAction* m_exportAction = nullptr;
    QAction* m_findAction = nullptr;
    QAction* m_showStuckAction = nullptr;
    QAction* m_pauseAction = nullptr;
    QAction* m_tokensTabAction = nullptr;
    QAction* m_auditTabAction = nullptr;
    QAction* m_dashboardTabAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_aboutQtAction = nullptr;
    QMenu* m_fileMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_tokensMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    AboutDialog* m_about = nullptr;
};

} // namespace idem::ui
