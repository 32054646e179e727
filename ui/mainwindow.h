#pragma once

#include "storeworker.h"

#include <QDateTime>
#include <QMainWindow>
#include <array>
#include <chrono>
#include <optional>

class QAction;
class QLabel;
class QMenu;
class QSortFilterProxyModel;
class QTableView;
class QThread;
class QTimer;

namespace idem::ui {

class TokenTableModel;

/// The console's main window: counts per state, the token table and the store's status.
///
/// It never touches the store itself. A StoreWorker on a QThread named "store-worker" owns the
/// connection; the window posts requests to it and shows the answers, which arrive as queued
/// signals. Counts refresh every kRefreshInterval with at most one refresh in flight. Closing
/// the window (or destroying it) stops the thread: requestInterruption(); quit(); wait().
/// GUI thread only.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    static constexpr std::chrono::milliseconds kRefreshInterval{5000};

    /// Opens the store at `storeUrl` on the worker thread; `prepare`, if set, runs there once,
    /// right after the store first opens (the demo fills the store that way).
    explicit MainWindow(const QString& storeUrl, StoreWorker::Prepare prepare = {},
                        QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Asks for fresh counts, unless a refresh is still in flight.
    void refreshCounts();
    /// Drops the loaded rows and loads the first page again.
    void reloadTokens();
    /// Stops the worker thread and the refresh timer. Idempotent.
    void shutdownWorker();
    bool isWorkerRunning() const;

signals:
    void storeOpened(const idem::StoreInfo& info);
    /// After the counts strip shows `counts`.
    void countsShown(const idem::StateCounts& counts);
    /// After a page was added to the table; `loadedRows` rows are loaded in all.
    void pageShown(int loadedRows);
    /// After the status bar shows a failure.
    void storeFailed(idem::ErrorKind kind, const QString& message);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    enum CountSlot {
        PendingSlot,
        ProcessingSlot,
        StuckSlot,
        CompletedSlot,
        ExpiredSlot,
        SlotCount
    };
    struct CountLabels {
        QLabel* caption = nullptr;
        QLabel* value = nullptr;
    };

    QWidget* createCountsStrip();
    void createTable();
    void createStatusBar();
    void createActions();
    void connectWorker();
    void retranslateUi();

    void showStoreInfo(const idem::StoreInfo& info);
    void showCounts(const idem::StateCounts& counts);
    void showError(idem::ErrorKind kind, const QString& message);
    void onPageApplied(int rows);
    void updateCountsStrip();
    void updateLoadedLabel();
    void updateStatusLabels();
    void updateTitle();

    static QString errorKindText(idem::ErrorKind kind);

    QString m_storeUrl;
    std::optional<idem::StoreInfo> m_info;
    std::optional<idem::StateCounts> m_counts;
    QDateTime m_lastRefresh;
    bool m_countsInFlight = false;
    bool m_columnsSized = false;

    QThread* m_thread = nullptr;
    StoreWorker* m_worker = nullptr; ///< Lives on m_thread; deleted there when it finishes.
    QTimer* m_refreshTimer = nullptr;

    TokenTableModel* m_model = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    QTableView* m_view = nullptr;

    std::array<CountLabels, SlotCount> m_countLabels{};
    QLabel* m_loadedLabel = nullptr;
    QLabel* m_warningLabel = nullptr; ///< StoreInfo::warning, in red.
    QLabel* m_storeLabel = nullptr;
    QLabel* m_errorLabel = nullptr;
    QLabel* m_refreshLabel = nullptr;
    QAction* m_reloadAction = nullptr;
    QAction* m_quitAction = nullptr;
    QMenu* m_fileMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
};

} // namespace idem::ui
