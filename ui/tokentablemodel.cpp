// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Some 520 lines, kept whole: the cells (text, sort value, tooltip) and the rows (pages, sort,
// filter, updates) are the two halves of one QAbstractTableModel and share its row list.
#include "tokentablemodel.h"

#include "theme.h"
#include "util/duration.h"

#include <QFont>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <limits>

namespace idem::ui {

namespace {

/// One row's sort key: numbers compare as numbers, text as text; ties keep the store's order.
struct SortKey {
    qint64 number = 0;
    QString text;
    QString text2; ///< The scope, after the key.
};

} // namespace

TokenTableModel::TokenTableModel(QObject* parent) : QAbstractTableModel(parent) {
    m_sortWatcher = new QFutureWatcher<std::vector<int>>(this);
    connect(m_sortWatcher, &QFutureWatcher<std::vector<int>>::finished, this,
            [this] { applySort(m_sortWatcher->result()); });
}

TokenTableModel::~TokenTableModel() {
    // The task reads its own copy of the rows; waiting keeps it from outliving the process's
    // last event loop with nobody to take its result.
    m_sortWatcher->waitForFinished();
}

int TokenTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_order.size());
}

int TokenTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

namespace {
/// A completed record whose stored response is the gateway's "answer lost" problem (ADR 0012).
bool answerLost(const idem::TokenRecord& record) {
    return record.state == idem::State::Completed && record.response &&
           idem::answerLost(*record.response);
}
} // namespace

QString TokenTableModel::stateText(const idem::TokenRecord& record) {
    switch (record.state) {
    case idem::State::Pending:
        return tr("pending");
    case idem::State::Processing:
        return record.stuck ? tr("stuck") : tr("processing");
    case idem::State::Completed:
        // The gateway stored a problem in place of the upstream's answer (ADR 0012): the work
        // ran, or may have, and its answer is gone; an operator should look.
        return answerLost(record) ? tr("answer lost") : tr("completed");
    case idem::State::Expired:
        return tr("expired");
    }
    return {};
}

QString TokenTableModel::shortDuration(qint64 ms) {
    // Two units at most: the precision a support person reads at a glance.
    constexpr qint64 second = 1000, minute = 60 * second, hour = 60 * minute, day = 24 * hour;
    const qint64 unit = ms < hour ? second : ms < day ? minute : hour;
    return idem::formatDuration(std::chrono::milliseconds(std::max<qint64>(0, ms) / unit * unit));
}

QVariant TokenTableModel::display(const idem::TokenRecord& r, int column) const {
    const QString none = QStringLiteral("—");
    switch (column) {
    case Key:
        return r.key;
    case Scope:
        return r.scope.isEmpty() ? tr("(default)") : r.scope;
    case State:
        return stateText(r);
    case Age: {
        const std::optional<qint64> age = ageMs(r);
        return age ? shortDuration(*age) : none;
    }
    case Left: {
        const std::optional<qint64> left = timeLeftMs(r);
        if (!left)
            return none;
        if (r.state == idem::State::Processing) {
            return *left > 0 ? tr("lease %1").arg(shortDuration(*left))
                             : tr("lapsed %1 ago").arg(shortDuration(-*left));
        }
        return shortDuration(*left);
    }
    case Method:
        return r.method.isEmpty() ? none : r.method;
    case Path:
        return r.path.isEmpty() ? none : r.path;
    case Status:
        return r.response ? QString::number(r.response->status) : none;
    case Replays:
        return QString::number(r.replayCount);
    case Owner:
        return r.owner.isEmpty() ? none : r.owner;
    }
    return {};
}

QVariant TokenTableModel::sortValue(const idem::TokenRecord& r, int column) const {
    switch (column) {
    case Key:
        return r.key;
    case Scope:
        return r.scope;
    case State: {
        // Life-cycle order, with stuck right after processing.
        int rank = int(r.state) * 2;
        if (r.state == idem::State::Processing && r.stuck)
            ++rank;
        return rank;
    }
    case Age:
        return ageMs(r).value_or(std::numeric_limits<qint64>::min());
    case Left:
        // Expired rows sort below every stuck one, however long ago its lease lapsed.
        return timeLeftMs(r).value_or(std::numeric_limits<qint64>::min());
    case Method:
        return r.method;
    case Path:
        return r.path;
    case Status:
        return r.response ? r.response->status : -1;
    case Replays:
        return r.replayCount;
    case Owner:
        return r.owner;
    }
    return {};
}

std::optional<qint64> TokenTableModel::ageMs(const idem::TokenRecord& r) {
    // A record without a creation time (a seed-layout record written by the service itself may
    // have none) has no age: observedAt - 0 would be the time since 1970.
    if (r.createdAtMs <= 0)
        return std::nullopt;
    return r.observedAtMs - r.createdAtMs;
}

std::optional<qint64> TokenTableModel::timeLeftMs(const idem::TokenRecord& r) {
    switch (r.state) {
    case idem::State::Expired:
        return std::nullopt;
    case idem::State::Processing:
        // What a support person needs: how long the owner still holds it, or how long ago
        // it stopped holding it (stuck). The retention of a processing token is not the issue.
        return r.leaseUntilMs - r.observedAtMs;
    default:
        return r.expiresAtMs - r.observedAtMs;
    }
}

QVariant TokenTableModel::toolTip(const idem::TokenRecord& r, int column) const {
    switch (column) {
    case Left: {
        const std::optional<qint64> left = timeLeftMs(r);
        if (!left)
            return tr("Expired: the store may purge it at any time.");
        if (r.state == idem::State::Processing) {
            return *left > 0 ? tr("Lease: its owner holds it for %1 more; it expires in %2.")
                                   .arg(shortDuration(*left),
                                        shortDuration(r.expiresAtMs - r.observedAtMs))
                             : tr("Stuck: the owner's lease lapsed %1 ago; nobody is working on "
                                  "it. Release it to let a retry through.")
                                   .arg(shortDuration(-*left));
        }
        return tr("Expires in %1.").arg(shortDuration(*left));
    }
    case Key:
    case Path:
    case Owner:
        // Elided in the table, whole here. Qt guesses whether a tooltip is rich text, so the
        // server's text is escaped inside a paragraph that is rich text for certain: whatever
        // it holds is shown as the characters it is.
        return QStringLiteral("<p>%1</p>").arg(display(r, column).toString().toHtmlEscaped());
    default:
        return {};
    }
}

QVariant TokenTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const idem::TokenRecord& r = record(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(r, index.column());
    case SortRole:
        return sortValue(r, index.column());
    case Qt::ToolTipRole:
        return toolTip(r, index.column());
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case Age:
        case Left:
        case Status:
        case Replays:
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        }
    case Qt::ForegroundRole:
        // Computed at each paint from the current palette: follows a light/dark switch.
        if (index.column() == State) {
            // An answer lost is broken like a stuck token: the operator's attention, not green.
            if (answerLost(r))
                return theme::color(theme::Role::Danger);
            if (const auto role = theme::stateRole(r.state, r.stuck))
                return theme::color(*role);
        }
        return {};
    case Qt::FontRole:
        if (index.column() == State &&
            ((r.stuck && r.state == idem::State::Processing) || answerLost(r))) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    default:
        return {};
    }
}

QVariant TokenTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == Left)
        return tr("Processing: the owner's lease (\"lapsed\" when stuck). Otherwise: the time "
                  "until the token expires.");
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Key:
        return tr("Key");
    case Scope:
        return tr("Scope");
    case State:
        return tr("State");
    case Age:
        return tr("Age");
    case Left:
        return tr("Time left");
    case Method:
        return tr("Method");
    case Path:
        return tr("Path");
    case Status:
        return tr("Status");
    case Replays:
        return tr("Replays");
    case Owner:
        return tr("Owner");
    }
    return {};
}

bool TokenTableModel::canFetchMore(const QModelIndex& parent) const {
    return !parent.isValid() && hasMore() && m_silentPages < kMaxSilentPages;
}

void TokenTableModel::readOn() {
    m_silentPages = 0;
    fetchMore({});
}

void TokenTableModel::fetchMore(const QModelIndex& parent) {
    if (!canFetchMore(parent))
        return;
    m_silentPages = 0;
    requestPage();
}

void TokenTableModel::requestPage() {
    m_fetching = true;
    idem::ListQuery query = m_query;
    query.limit = kPageSize;
    query.cursor = m_cursor;
    emit pageRequested(m_generation, query);
}

int TokenTableModel::rowOf(const QString& key, const QString& scope) const {
    for (int row = 0; row < int(m_order.size()); ++row) {
        const idem::TokenRecord& r = record(row);
        if (r.key == key && r.scope == scope)
            return row;
    }
    return -1;
}

QList<idem::TokenRecord> TokenTableModel::records() const {
    QList<idem::TokenRecord> out;
    out.reserve(qsizetype(m_order.size()));
    for (const int i : m_order)
        out << m_rows.at(i);
    return out;
}

void TokenTableModel::sort(int column, Qt::SortOrder order) {
    if (column < 0 || column >= ColumnCount)
        return;
    m_sortColumn = column;
    m_sortOrder = order;
    startSort();
}

void TokenTableModel::startSort() {
    if (m_sorting) {
        m_sortAgain = true;
        return;
    }
    m_sorting = true;
    m_sortAgain = false;
    const quint64 version = m_layoutVersion;
    const QList<idem::TokenRecord> rows = m_rows; // shared, not copied: the task only reads
    const int column = m_sortColumn;
    const bool descending = m_sortOrder == Qt::DescendingOrder;
    m_sortWatcher->setProperty("layoutVersion", version);
    m_sortWatcher->setFuture(QtConcurrent::run([rows, column, descending] {
        std::vector<SortKey> keys(rows.size());
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const idem::TokenRecord& r = rows.at(i);
            SortKey& k = keys[size_t(i)];
            switch (column) {
            case Key:
                k.text = r.key;
                k.text2 = r.scope;
                break;
            case Scope:
                k.text = r.scope;
                break;
            case Method:
                k.text = r.method;
                break;
            case Path:
                k.text = r.path;
                break;
            case Owner:
                k.text = r.owner;
                break;
            case State:
                k.number = int(r.state) * 2 + (r.state == idem::State::Processing && r.stuck);
                break;
            case Age:
                k.number = ageMs(r).value_or(std::numeric_limits<qint64>::min());
                break;
            case Left:
                k.number = timeLeftMs(r).value_or(std::numeric_limits<qint64>::min());
                break;
            case Status:
                k.number = r.response ? r.response->status : -1;
                break;
            case Replays:
                k.number = r.replayCount;
                break;
            }
        }
        std::vector<int> order(rows.size());
        for (size_t i = 0; i < order.size(); ++i)
            order[i] = int(i);
        auto less = [&keys](int a, int b) {
            const SortKey& x = keys[size_t(a)];
            const SortKey& y = keys[size_t(b)];
            if (x.number != y.number)
                return x.number < y.number;
            if (const int c = x.text.compare(y.text); c != 0)
                return c < 0;
            return x.text2 < y.text2;
        };
        std::stable_sort(order.begin(), order.end(),
                         [&](int a, int b) { return descending ? less(b, a) : less(a, b); });
        return order;
    }));
}

void TokenTableModel::applySort(const std::vector<int>& order) {
    m_sorting = false;
    const bool stale = m_sortWatcher->property("layoutVersion").toULongLong() != m_layoutVersion ||
                       qsizetype(order.size()) > m_rows.size();
    if (!stale) {
        // `order` covers the rows loaded when the sort began; rows appended since stay last
        // (and are sorted in by the next round, already asked for by applyPage()).
        emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
        std::vector<int> newOrder = order;
        for (int i = int(order.size()); i < m_rows.size(); ++i)
            newOrder.push_back(i);
        std::vector<int> newRowOf(newOrder.size());
        for (size_t row = 0; row < newOrder.size(); ++row)
            newRowOf[size_t(newOrder[row])] = int(row);
        const QModelIndexList before = persistentIndexList();
        QModelIndexList after;
        after.reserve(before.size());
        for (const QModelIndex& index : before)
            after << this->index(newRowOf[size_t(m_order[size_t(index.row())])], index.column());
        m_order = std::move(newOrder);
        changePersistentIndexList(before, after);
        emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    }
    if (stale || m_sortAgain) {
        startSort();
        return;
    }
    emit sorted();
}

void TokenTableModel::reload() {
    ++m_layoutVersion;
    beginResetModel();
    m_rows.clear();
    m_order.clear();
    m_loaded.clear();
    m_cursor.clear();
    m_more = true;
    m_fetching = false;
    m_failed = false;
    m_scanned = 0;
    m_silentPages = 0;
    ++m_generation;
    endResetModel();
    fetchMore({});
}

void TokenTableModel::setFilter(const idem::ListQuery& query, const RowFilter& rowFilter) {
    m_query = query;
    m_query.cursor.clear();
    m_rowFilter = rowFilter;
    if (!m_rowFilter.exactKey.isEmpty())
        m_query.keyPrefix = m_rowFilter.exactKey; // the store narrows, the model makes it exact
    reload();
}

bool TokenTableModel::matches(const idem::TokenRecord& r) const {
    if (m_query.state && r.state != *m_query.state)
        return false;
    if (m_query.stuckOnly && !(r.state == idem::State::Processing && r.stuck))
        return false;
    if (!m_query.keyPrefix.isEmpty() && !r.key.startsWith(m_query.keyPrefix))
        return false;
    if (m_query.scope && r.scope != *m_query.scope)
        return false;
    if (!m_query.pathPrefix.isEmpty() && !r.path.startsWith(m_query.pathPrefix))
        return false;
    if (!m_rowFilter.exactKey.isEmpty() && r.key != m_rowFilter.exactKey)
        return false;
    if (m_rowFilter.minAgeMs > 0 && ageMs(r).value_or(-1) < m_rowFilter.minAgeMs)
        return false;
    return true;
}

void TokenTableModel::updateRecord(const QString& key, const QString& scope,
                                   const std::optional<idem::TokenRecord>& record) {
    const int row = rowOf(key, scope);
    if (row < 0)
        return;
    if (record && matches(*record)) {
        m_rows[m_order[size_t(row)]] = *record;
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
        return;
    }
    ++m_layoutVersion;
    beginRemoveRows({}, row, row);
    const int stored = m_order[size_t(row)];
    m_loaded.remove({m_rows.at(stored).scope, m_rows.at(stored).key});
    m_rows.removeAt(stored);
    m_order.erase(m_order.begin() + row);
    for (int& i : m_order) {
        if (i > stored)
            --i;
    }
    endRemoveRows();
}

void TokenTableModel::applyPage(quint64 generation, const idem::ListPage& page) {
    if (generation != m_generation)
        return;
    m_fetching = false;
    m_failed = false;
    m_cursor = page.nextCursor;
    m_more = !page.nextCursor.isEmpty();
    m_scanned += page.records.size();
    QList<idem::TokenRecord> shown;
    for (const idem::TokenRecord& r : page.records) {
        if ((m_rowFilter.isEmpty() || matches(r)) && !m_loaded.contains({r.scope, r.key})) {
            m_loaded.insert({r.scope, r.key});
            shown << r;
        }
    }
    if (!shown.isEmpty()) {
        const int first = int(m_rows.size());
        beginInsertRows({}, first, first + int(shown.size()) - 1);
        for (qsizetype i = 0; i < shown.size(); ++i)
            m_order.push_back(int(m_rows.size() + i));
        m_rows.append(shown);
        endInsertRows();
    }
    if (!shown.isEmpty() && !inStoreOrder())
        startSort(); // the new rows were appended; put them in their place
    if (shown.isEmpty() && m_more && ++m_silentPages < kMaxSilentPages) {
        requestPage(); // nothing to show yet: read on, within bounds
        return;
    }
    emit pageApplied(int(m_rows.size()));
}

void TokenTableModel::pageFailed(quint64 generation) {
    // The cursor stays where it was: the next fetchMore asks for the same page again.
    if (generation == m_generation) {
        m_fetching = false;
        m_failed = true;
    }
}

} // namespace idem::ui
