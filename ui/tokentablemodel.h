// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "store/tokenstore.h"

#include <QAbstractTableModel>
#include <QList>
#include <QSet>
#include <optional>
#include <utility>
#include <vector>

template <typename T> class QFutureWatcher;

namespace idem::ui {

/// Filters the stores cannot apply themselves; the model applies them to every page it receives.
/// Both are cheap to evaluate on a snapshot, and the store filters (ListQuery) narrow the scan
/// first: an exact key is sent as the key prefix, so the store returns a handful of rows.
struct RowFilter {
    QString exactKey;    ///< Only this key (in any scope the ListQuery allows); empty: any.
    qint64 minAgeMs = 0; ///< Only tokens at least this old (ageMs(); none without an age); 0: any.

    bool isEmpty() const { return exactKey.isEmpty() && minAgeMs <= 0; }
    friend bool operator==(const RowFilter&, const RowFilter&) = default;
};

/// The token browser's rows: a flat list filled page by page through canFetchMore/fetchMore.
///
/// The model never calls the store. fetchMore() emits pageRequested(generation, query); whoever
/// owns the store answers with applyPage() or pageFailed() and the same generation. reload() and
/// setFilter() start a new generation, so a page that arrives for an older one is dropped. At
/// most one page is in flight.
///
/// With a RowFilter some pages add no row. The model then asks for the next page by itself, at
/// most kMaxSilentPages times in a row; after that it stops and canFetchMore() is false (a view
/// showing no row would otherwise ask for more by itself), while hasMore() stays true and
/// readOn() ("Load more") carries on. So a filter that matches nothing never reads a million
/// tokens unasked.
///
/// Sorting (sort(), called by the view's header) orders the loaded rows off the GUI thread: a
/// QtConcurrent task orders a snapshot of the rows (an implicitly shared copy) and the model
/// applies the permutation as one layout change, keeping the selection. Sorting 100,000 rows
/// inside a QSortFilterProxyModel held the GUI thread about 200 ms. Pages that arrive while
/// the rows are sorted by anything but the store's order (key ascending) are appended and the
/// rows sorted again; requests made while a sort runs are coalesced into one more. GUI thread
/// only.
class TokenTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Key, Scope, State, Age, Left, Method, Path, Status, Replays, Owner, ColumnCount };
    /// Raw values for sorting (strings, numbers), as opposed to the formatted display text.
    static constexpr int SortRole = Qt::UserRole;
    static constexpr int kPageSize = 200;
    static constexpr int kMaxSilentPages = 25;

    explicit TokenTableModel(QObject* parent = nullptr);
    ~TokenTableModel() override;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    /// False at the silent bound too (a filter that found nothing in kMaxSilentPages pages):
    /// a view asks for more by itself whenever it shows no row, and would read on, bound after
    /// bound, through the whole store. Only readOn() goes past the bound.
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;
    /// The store has more to read and no read is in flight, the silent bound included ("Load
    /// more").
    bool hasMore() const { return m_more && !m_fetching; }
    /// Reads on, past the silent bound: the user asked.
    void readOn();
    /// Asynchronous: the rows are in the new order once sorted() is emitted.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    bool isSorting() const { return m_sorting; }
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }

    const idem::TokenRecord& record(int row) const { return m_rows.at(m_order[size_t(row)]); }
    /// The rows in the table's order (a new list: O(rows)).
    QList<idem::TokenRecord> records() const;
    /// The rows in the order they were loaded (shared, O(1)) and the table's order as indices
    /// into them: for work off the GUI thread, e.g. an export.
    const QList<idem::TokenRecord>& loadedRows() const { return m_rows; }
    const std::vector<int>& viewOrder() const { return m_order; }
    /// The row of key/scope, or -1.
    int rowOf(const QString& key, const QString& scope) const;
    bool isFetching() const { return m_fetching; }
    /// True when the last page asked for failed (the store did not answer); a later
    /// fetchMore() asks for the same page again.
    bool lastFetchFailed() const { return m_failed; }
    /// Records the store returned for the current filter so far (shown or not).
    qint64 scannedCount() const { return m_scanned; }

    /// Drops every row and fetches the first page again (a new generation).
    void reload();
    /// Sets the store's filters (the cursor and limit of `query` are ignored) and the model's
    /// own, then reloads.
    void setFilter(const idem::ListQuery& query, const RowFilter& rowFilter);
    const idem::ListQuery& query() const { return m_query; }
    const RowFilter& rowFilter() const { return m_rowFilter; }
    /// True when `record` passes every filter (the store's and the model's).
    bool matches(const idem::TokenRecord& record) const;

    /// A fresh snapshot of one token: replaces its row, or removes the row when the token is
    /// gone (std::nullopt) or no longer passes the filters. Unknown keys are ignored.
    void updateRecord(const QString& key, const QString& scope,
                      const std::optional<idem::TokenRecord>& record);

    void applyPage(quint64 generation, const idem::ListPage& page);
    void pageFailed(quint64 generation);

    /// "stuck" for processing records whose lease has lapsed, the state's name otherwise.
    static QString stateText(const idem::TokenRecord& record);
    /// A short age or remaining time: "42s", "3m12s", "2h5m", "1d3h".
    static QString shortDuration(qint64 ms);
    /// How old the token is when read (observedAt - createdAt); std::nullopt when the record has
    /// no creation time. Every use of the age (Age column, its sorting, the minimum-age filter)
    /// goes through here.
    static std::optional<qint64> ageMs(const idem::TokenRecord& record);
    /// What the Left column counts down to: the lease for a processing token (negative once
    /// it lapsed, i.e. stuck), the retention otherwise; std::nullopt for an expired one.
    static std::optional<qint64> timeLeftMs(const idem::TokenRecord& record);

signals:
    void pageRequested(quint64 generation, const idem::ListQuery& query);
    /// After each page is added; `rows` is the number of rows loaded so far.
    void pageApplied(int rows);
    /// After the rows were put in the order of sortColumn()/sortOrder().
    void sorted();

private:
    QVariant display(const idem::TokenRecord& record, int column) const;
    QVariant sortValue(const idem::TokenRecord& record, int column) const;
    QVariant toolTip(const idem::TokenRecord& record, int column) const;
    void requestPage();
    void startSort();
    void applySort(const std::vector<int>& order);
    bool inStoreOrder() const { return m_sortColumn == Key && m_sortOrder == Qt::AscendingOrder; }

    /// In the order loaded; the table shows them in m_order (table row -> index in m_rows), so
    /// that a sort moves ints, never records.
    QList<idem::TokenRecord> m_rows;
    std::vector<int> m_order;
    /// (scope, key) of every row: a listing that gives a token twice (the Redis seed layout's
    /// SCAN can, across pages) shows it once.
    QSet<std::pair<QString, QString>> m_loaded;
    idem::ListQuery m_query; ///< The store's filters; the cursor lives in m_cursor.
    RowFilter m_rowFilter;
    QString m_cursor;
    bool m_more = true;
    bool m_fetching = false;
    bool m_failed = false;
    /// Pages in a row that showed nothing since the last fetchMore(); at kMaxSilentPages the
    /// read stopped at the silent bound.
    int m_silentPages = 0;
    qint64 m_scanned = 0;
    quint64 m_generation = 0;

    int m_sortColumn = Key;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    bool m_sorting = false;
    bool m_sortAgain = false;
    /// Moves on with every change that is not an append (reset, removal): a permutation
    /// computed before it is stale.
    quint64 m_layoutVersion = 0;
    QFutureWatcher<std::vector<int>>* m_sortWatcher = nullptr;
};

} // namespace idem::ui
