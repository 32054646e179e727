// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "auditview.h"

#include "tokens/tokendetails.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace idem::ui {

int AuditTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_entries.size());
}

int AuditTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AuditTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const idem::AuditEntry& e = m_entries.at(index.row());
    if (role == Qt::UserRole && index.column() == At)
        return e.atMs;
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case At:
        return TokenDetailsPane::timeText(e.atMs);
    case User:
        return e.user;
    case Action:
        return e.action;
    case Key:
        return e.key;
    case Scope:
        return e.scope.isEmpty() ? tr("(default)") : e.scope;
    case Before:
        return e.stateBefore;
    case After:
        return e.stateAfter;
    case Reason:
        return e.reason;
    }
    return {};
}

QVariant AuditTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case At:
        return tr("When");
    case User:
        return tr("User");
    case Action:
        return tr("Action");
    case Key:
        return tr("Key");
    case Scope:
        return tr("Scope");
    case Before:
        return tr("Before");
    case After:
        return tr("After");
    case Reason:
        return tr("Reason");
    }
    return {};
}

void AuditTableModel::setEntries(const QList<idem::AuditEntry>& entries) {
    beginResetModel();
    m_entries = entries;
    endResetModel();
}

AuditView::AuditView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("auditView"));
    m_model = new AuditTableModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setSortRole(Qt::DisplayRole);

    auto* layout = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("auditFilter"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setMaxLength(200);
    bar->addWidget(m_filter, 1);
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("auditCount"));
    m_count->setTextFormat(Qt::PlainText);
    bar->addWidget(m_count);
    m_refresh = new QToolButton(this);
    m_refresh->setObjectName(QStringLiteral("auditRefresh"));
    bar->addWidget(m_refresh);
    layout->addLayout(bar);

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("auditTable"));
    m_view->setModel(m_proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(AuditTableModel::At, Qt::DescendingOrder);
    layout->addWidget(m_view, 1);

    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_proxy->setFilterFixedString(text);
        updateCountLabel();
    });
    connect(m_refresh, &QToolButton::clicked, this, &AuditView::refreshRequested);
    retranslateUi();
}

void AuditView::setEntries(const QList<idem::AuditEntry>& entries) {
    m_model->setEntries(entries);
    m_view->resizeColumnsToContents();
    updateCountLabel();
}

void AuditView::updateCountLabel() {
    const QLocale locale;
    m_count->setText(
        tr("%1 of %2 entries")
            .arg(locale.toString(m_proxy->rowCount()), locale.toString(m_model->rowCount())));
}

void AuditView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void AuditView::retranslateUi() {
    m_filter->setPlaceholderText(tr("Filter: user, action, key, reason…"));
    m_refresh->setText(tr("Refresh"));
    emit m_model->headerDataChanged(Qt::Horizontal, 0, AuditTableModel::ColumnCount - 1);
    m_view->viewport()->update(); // "(default)" in the cells
    updateCountLabel();
}

} // namespace idem::ui
