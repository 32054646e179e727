#pragma once

#include "store/tokenstore.h"

#include <QAbstractTableModel>
#include <QList>

namespace idem::ui {

/// The token browser's rows: a flat list filled page by page through canFetchMore/fetchMore.
///
/// The model never calls the store. fetchMore() emits pageRequested(generation, query); whoever
/// owns the store answers with applyPage() or pageFailed() and the same generation. reload()
/// starts a new generation, so a page that arrives for an older one is dropped. At most one
/// page is in flight. GUI thread only.
class TokenTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Key, Scope, State, Age, Left, Method, Path, Status, Replays, Owner, ColumnCount };
    /// Raw values for sorting (strings, numbers), as opposed to the formatted display text.
    static constexpr int SortRole = Qt::UserRole;
    static constexpr int kPageSize = 200;

    explicit TokenTableModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

    const idem::TokenRecord& record(int row) const { return m_rows.at(row); }
    bool isFetching() const { return m_fetching; }

    /// Drops every row and fetches the first page again (a new generation).
    void reload();

    void applyPage(quint64 generation, const idem::ListPage& page);
    void pageFailed(quint64 generation);

    /// "stuck" for processing records whose lease has lapsed, the state's name otherwise.
    static QString stateText(const idem::TokenRecord& record);
    /// A short age or remaining time: "42s", "3m12s", "2h5m", "1d3h".
    static QString shortDuration(qint64 ms);

signals:
    void pageRequested(quint64 generation, const idem::ListQuery& query);
    /// After each page is added; `rows` is the number of rows loaded so far.
    void pageApplied(int rows);

private:
    QVariant display(const idem::TokenRecord& record, int column) const;
    QVariant sortValue(const idem::TokenRecord& record, int column) const;

    QList<idem::TokenRecord> m_rows;
    idem::ListQuery m_query; ///< Filters for later; the cursor lives in m_cursor.
    QString m_cursor;
    bool m_more = true;
    bool m_fetching = false;
    quint64 m_generation = 0;
};

} // namespace idem::ui
