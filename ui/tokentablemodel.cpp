#include "tokentablemodel.h"

#include "util/duration.h"

#include <QFont>

namespace idem::ui {

TokenTableModel::TokenTableModel(QObject* parent) : QAbstractTableModel(parent) {}

int TokenTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int TokenTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString TokenTableModel::stateText(const idem::TokenRecord& record) {
    switch (record.state) {
    case idem::State::Pending:
        return tr("pending");
    case idem::State::Processing:
        return record.stuck ? tr("stuck") : tr("processing");
    case idem::State::Completed:
        return tr("completed");
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
    case Age:
        return shortDuration(r.observedAtMs - r.createdAtMs);
    case Left:
        return r.state == idem::State::Expired ? none
                                               : shortDuration(r.expiresAtMs - r.observedAtMs);
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
        return r.observedAtMs - r.createdAtMs;
    case Left:
        return r.state == idem::State::Expired ? qint64(-1) : r.expiresAtMs - r.observedAtMs;
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

QVariant TokenTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const idem::TokenRecord& r = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(r, index.column());
    case SortRole:
        return sortValue(r, index.column());
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
    case Qt::FontRole:
        if (index.column() == State && r.stuck && r.state == idem::State::Processing) {
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
        return tr("Left");
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
    return !parent.isValid() && m_more && !m_fetching;
}

void TokenTableModel::fetchMore(const QModelIndex& parent) {
    if (!canFetchMore(parent))
        return;
    m_fetching = true;
    idem::ListQuery query = m_query;
    query.limit = kPageSize;
    query.cursor = m_cursor;
    emit pageRequested(m_generation, query);
}

void TokenTableModel::reload() {
    beginResetModel();
    m_rows.clear();
    m_cursor.clear();
    m_more = true;
    m_fetching = false;
    ++m_generation;
    endResetModel();
    fetchMore({});
}

void TokenTableModel::applyPage(quint64 generation, const idem::ListPage& page) {
    if (generation != m_generation)
        return;
    m_fetching = false;
    m_cursor = page.nextCursor;
    m_more = !page.nextCursor.isEmpty();
    if (!page.records.isEmpty()) {
        const int first = int(m_rows.size());
        beginInsertRows({}, first, first + int(page.records.size()) - 1);
        m_rows.append(page.records);
        endInsertRows();
    }
    emit pageApplied(int(m_rows.size()));
}

void TokenTableModel::pageFailed(quint64 generation) {
    // The cursor stays where it was: the next fetchMore asks for the same page again.
    if (generation == m_generation)
        m_fetching = false;
}

} // namespace idem::ui
