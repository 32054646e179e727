#include "mainwindow.h"

#include "tokentablemodel.h"

#include <QAction>
#include <QCloseEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QColor>
#include <QLabel>
#include <QPalette>
#include <QLocale>
#include <QMenuBar>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTableView>
#include <QThread>
#include <QTimer>
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

} // namespace

MainWindow::MainWindow(const QString& storeUrl, StoreWorker::Prepare prepare, QWidget* parent)
    : QMainWindow(parent), m_storeUrl(storeUrl) {
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->addWidget(createCountsStrip());
    createTable();
    layout->addWidget(m_view, 1);
    m_loadedLabel = plainLabel(central, QStringLiteral("loadedLabel"));
    layout->addWidget(m_loadedLabel);
    setCentralWidget(central);
    createStatusBar();
    createActions();
    resize(1280, 760);

    m_thread = new QThread(this);
    m_thread->setObjectName(QStringLiteral("store-worker")); // also the OS thread's name
    m_worker = new StoreWorker(storeUrl, std::move(prepare));
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connectWorker();
    m_thread->start();

    m_refreshTimer = new QTimer(this);
    m_refreshTimer->setInterval(kRefreshInterval);
    connect(m_refreshTimer, &QTimer::timeout, this, &MainWindow::refreshCounts);
    m_refreshTimer->start();

    retranslateUi();
    // Queued in this order: the counts request opens the store (and prepares it) first.
    refreshCounts();
    m_model->fetchMore({});
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
        row->addWidget(labels.caption);
        row->addWidget(labels.value);
    }
    row->addStretch(1);
    return strip;
}

void MainWindow::createTable() {
    m_model = new TokenTableModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(TokenTableModel::SortRole);

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("tokenTable"));
    m_view->setModel(m_proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideMiddle); // both ends of a key mean something
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setHighlightSections(false);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(TokenTableModel::Key, Qt::AscendingOrder); // the store's order

    connect(m_model, &TokenTableModel::pageApplied, this, &MainWindow::onPageApplied);
}

void MainWindow::createStatusBar() {
    m_storeLabel = plainLabel(this, QStringLiteral("storeLabel"));
    m_errorLabel = plainLabel(this, QStringLiteral("errorLabel"));
    m_refreshLabel = plainLabel(this, QStringLiteral("refreshLabel"));
    // The store's safety caveat (TLS not verified, an evicting Redis, ...): red, and visible only
    // when there is one.
    m_warningLabel = plainLabel(this, QStringLiteral("warningLabel"));
    QPalette red = m_warningLabel->palette();
    red.setColor(QPalette::WindowText, QColor(0xc6, 0x28, 0x28));
    m_warningLabel->setPalette(red);
    m_warningLabel->setWordWrap(false);
    m_warningLabel->hide();
    statusBar()->addWidget(m_warningLabel);
    statusBar()->addWidget(m_storeLabel);
    statusBar()->addWidget(m_errorLabel, 1);
    statusBar()->addPermanentWidget(m_refreshLabel);
}

void MainWindow::createActions() {
    m_reloadAction = new QAction(this);
    m_reloadAction->setShortcut(QKeySequence::Refresh);
    connect(m_reloadAction, &QAction::triggered, this, [this] {
        refreshCounts();
        reloadTokens();
    });
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_quitAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_reloadAction);
}

void MainWindow::connectWorker() {
    // Requests go to the worker as queued functor calls; answers come back as queued signals.
    connect(m_model, &TokenTableModel::pageRequested, this,
            [this](quint64 generation, const idem::ListQuery& query) {
                if (!m_worker) {
                    m_model->pageFailed(generation);
                    return;
                }
                QMetaObject::invokeMethod(
                    m_worker, [w = m_worker, generation, query] { w->loadPage(generation, query); },
                    Qt::QueuedConnection);
            });
    connect(m_worker, &StoreWorker::opened, this, &MainWindow::showStoreInfo);
    connect(m_worker, &StoreWorker::countsReady, this, &MainWindow::showCounts);
    connect(m_worker, &StoreWorker::countsFailed, this, [this] { m_countsInFlight = false; });
    connect(m_worker, &StoreWorker::pageReady, m_model, &TokenTableModel::applyPage);
    connect(m_worker, &StoreWorker::pageFailed, m_model, &TokenTableModel::pageFailed);
    connect(m_worker, &StoreWorker::failed, this, &MainWindow::showError);
}

void MainWindow::refreshCounts() {
    if (m_countsInFlight || !m_worker)
        return;
    m_countsInFlight = true;
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker] { w->refreshCounts(); }, Qt::QueuedConnection);
}

void MainWindow::reloadTokens() {
    m_model->reload();
    updateLoadedLabel();
}

void MainWindow::shutdownWorker() {
    if (!m_worker)
        return;
    m_refreshTimer->stop();
    m_worker = nullptr; // deleted on its own thread when the thread finishes
    m_thread->requestInterruption();
    m_thread->quit();
    m_thread->wait();
}

bool MainWindow::isWorkerRunning() const {
    return m_thread->isRunning();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    shutdownWorker();
    QMainWindow::closeEvent(event);
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
    for (int slot = 0; slot < SlotCount; ++slot)
        m_countLabels[slot].caption->setText(tr(captions[slot]));
    m_countLabels[ProcessingSlot].caption->setToolTip(tr("Stuck tokens are counted here too."));
    m_countLabels[StuckSlot].caption->setToolTip(
        tr("Processing tokens whose lease has lapsed: their owner is gone."));
    m_fileMenu->setTitle(tr("&File"));
    m_viewMenu->setTitle(tr("&View"));
    m_reloadAction->setText(tr("&Reload"));
    m_quitAction->setText(tr("&Quit"));
    emit m_model->headerDataChanged(Qt::Horizontal, 0, TokenTableModel::ColumnCount - 1);
    updateTitle();
    updateCountsStrip();
    updateLoadedLabel();
    updateStatusLabels();
}

void MainWindow::updateTitle() {
    // Before the store answers, the URL as given, without any password it may hold.
    QString location = m_info ? m_info->location : m_storeUrl;
    if (!m_info) {
        const QUrl url(m_storeUrl);
        if (url.isValid())
            location = url.toString(QUrl::RemovePassword);
    }
    setWindowTitle(tr("IdemScope — %1").arg(location));
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
    m_loadedLabel->setText(
        m_counts ? tr("%1 loaded of about %2").arg(loaded, locale.toString(m_counts->total()))
                 : tr("%1 loaded").arg(loaded));
}

void MainWindow::updateStatusLabels() {
    QString store = tr("Connecting…");
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
    m_refreshLabel->setText(
        m_lastRefresh.isValid()
            ? tr("Last refresh %1").arg(m_lastRefresh.toString(QStringLiteral("HH:mm:ss")))
            : tr("Not refreshed yet"));
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
    m_errorLabel->clear(); // the store answers again
    updateCountsStrip();
    updateLoadedLabel();
    updateStatusLabels();
    // A first page that failed (store not reachable then) is fetched again now that it answers.
    if (m_model->rowCount() == 0 && m_model->canFetchMore({}))
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
