// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "tokenspage.h"

#include "storesession.h"
#include "tokendetails.h"
#include "tokenfilterbar.h"
#include "tokentablemodel.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace idem::ui {

// The texts keep the translation context of the main window, where they were first shown:
// QCoreApplication::translate("idem::ui::MainWindow", ...), written out for lupdate.

TokensPage::TokensPage(StoreSession* session, QWidget* parent)
    : QWidget(parent), m_session(session) {
    setObjectName(QStringLiteral("tokensPage"));
    auto* layout = new QVBoxLayout(this);
    m_filterBar = new TokenFilterBar(this);
    layout->addWidget(m_filterBar);

    createTable();
    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_view, 1);
    auto* below = new QHBoxLayout;
    // A label for text that may come from a store: never interpreted as rich text.
    m_loadedLabel = new QLabel(left);
    m_loadedLabel->setObjectName(QStringLiteral("loadedLabel"));
    m_loadedLabel->setTextFormat(Qt::PlainText);
    below->addWidget(m_loadedLabel);
    m_loadMore = new QPushButton(left);
    m_loadMore->setObjectName(QStringLiteral("loadMoreButton"));
    m_loadMore->setFlat(true);
    connect(m_loadMore, &QPushButton::clicked, this, [this] { m_model->readOn(); });
    below->addWidget(m_loadMore);
    below->addStretch(1);
    leftLayout->addLayout(below);

    m_details = new TokenDetailsPane(this);
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("tokenSplitter"));
    m_splitter->addWidget(left);
    m_splitter->addWidget(m_details);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({840, 420});
    layout->addWidget(m_splitter, 1);

    connect(m_filterBar, &TokenFilterBar::filterChanged, this,
            [this](const idem::ListQuery& query, const RowFilter& rowFilter) {
                m_model->setFilter(query, rowFilter);
                updateLoadedLabel();
            });
    connect(m_session, &StoreSession::recordReady, this, &TokensPage::showRecord);
    retranslateUi();
}

void TokensPage::createTable() {
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

    connect(m_model, &TokenTableModel::pageApplied, this, &TokensPage::onPageApplied);
    // The session's current connection answers; with none, the page fails at once (and the
    // cursor stays) instead of waiting for an answer that never comes.
    connect(m_model, &TokenTableModel::pageRequested, this,
            [this](quint64 generation, const idem::ListQuery& query) {
                if (!m_session->loadPage(generation, query))
                    m_model->pageFailed(generation);
            });
    connect(m_session, &StoreSession::pageReady, m_model, &TokenTableModel::applyPage);
    connect(m_session, &StoreSession::pageFailed, m_model, &TokenTableModel::pageFailed);
    connect(m_model, &QAbstractItemModel::modelReset, this, &TokensPage::updateLoadedLabel);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &TokensPage::updateLoadedLabel);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &TokensPage::onSelectionChanged);
    connect(m_view, &QTableView::doubleClicked, this, &TokensPage::rowActivated);
}

QList<idem::TokenRecord> TokensPage::selectedRecords() const {
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

int TokensPage::selectedCount() const {
    return int(m_view->selectionModel()->selectedRows().size());
}

bool TokensPage::selectToken(const QString& key, const QString& scope) {
    const int row = m_model->rowOf(key, scope);
    if (row < 0)
        return false;
    const QModelIndex index = m_model->index(row, 0);
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                         QItemSelectionModel::Rows);
    m_view->scrollTo(index, QAbstractItemView::PositionAtCenter);
    return true;
}

void TokensPage::restart() {
    m_counts.reset();
    m_details->showRecord(std::nullopt);
    m_model->reload();
}

void TokensPage::reload() {
    m_model->reload();
    updateLoadedLabel();
}

void TokensPage::setCounts(const idem::StateCounts& counts) {
    m_counts = counts;
    updateLoadedLabel();
    // A page that failed (store not reachable then) is fetched again now that it answers. Not
    // a filter that found nothing yet: that one reads on only when asked (Load more).
    if (m_model->lastFetchFailed() && m_model->canFetchMore({}))
        m_model->fetchMore({});
}

void TokensPage::refresh() {
    updateLoadedLabel();
    onSelectionChanged();
}

void TokensPage::restoreState(const QSettings& settings) {
    m_splitter->restoreState(settings.value(QStringLiteral("splitter")).toByteArray());
    if (m_view->horizontalHeader()->restoreState(
            settings.value(QStringLiteral("tokenColumns")).toByteArray()))
        m_columnsSized = true;
}

void TokensPage::saveState(QSettings& settings) const {
    settings.setValue(QStringLiteral("splitter"), m_splitter->saveState());
    settings.setValue(QStringLiteral("tokenColumns"), m_view->horizontalHeader()->saveState());
}

void TokensPage::onSelectionChanged() {
    const QList<idem::TokenRecord> records = selectedRecords();
    if (records.size() != 1) {
        m_details->showRecord(std::nullopt);
        if (records.size() > 1)
            m_details->showMessage(QCoreApplication::translate(
                "idem::ui::MainWindow", "%n tokens selected.", nullptr, int(records.size())));
    } else {
        // The row's snapshot at once, then a fresh read of the token.
        const idem::TokenRecord& r = records.first();
        m_details->showRecord(r);
        m_session->loadRecord(r.key, r.scope);
    }
    emit selectionChanged();
}

void TokensPage::showRecord(const QString& key, const QString& scope,
                            const std::optional<idem::TokenRecord>& record) {
    const auto& shown = m_details->shownRecord();
    if (!shown || shown->key != key || shown->scope != scope)
        return; // the selection moved on
    if (record) {
        m_details->showRecord(record);
    } else {
        m_details->showMessage(
            QCoreApplication::translate("idem::ui::MainWindow", "%1 is no longer in the store.")
                .arg(key));
    }
    emit detailsShown(record);
}

void TokensPage::onPageApplied(int rows) {
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

void TokensPage::updateLoadedLabel() {
    const QLocale locale;
    const QString loaded = locale.toString(m_model->rowCount());
    m_loadMore->setVisible(m_model->hasMore());
    if (!m_counts) {
        m_loadedLabel->setText(
            QCoreApplication::translate("idem::ui::MainWindow", "%1 loaded").arg(loaded));
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
        m_loadedLabel->setText(
            QCoreApplication::translate("idem::ui::MainWindow", "%1 loaded of about %2")
                .arg(loaded, locale.toString(about)));
    } else {
        m_loadedLabel->setText(
            QCoreApplication::translate("idem::ui::MainWindow", "%1 loaded (%2 read) of at most %3")
                .arg(loaded, locale.toString(m_model->scannedCount()), locale.toString(about)));
    }
}

void TokensPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void TokensPage::retranslateUi() {
    m_loadMore->setText(QCoreApplication::translate("idem::ui::MainWindow", "Load more"));
    emit m_model->headerDataChanged(Qt::Horizontal, 0, TokenTableModel::ColumnCount - 1);
    m_view->viewport()->update(); // the cells' texts ("stuck", "lease 20s") are translated too
    updateLoadedLabel();
}

} // namespace idem::ui
