// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "store/tokenstore.h"

#include <QAbstractTableModel>
#include <QWidget>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QToolButton;

namespace idem::ui {

/// The audit log's rows (newest first, as TokenStore::audit() returns them). GUI thread only.
class AuditTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { At, User, Action, Key, Scope, Before, After, Reason, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void setEntries(const QList<idem::AuditEntry>& entries);
    const QList<idem::AuditEntry>& entries() const { return m_entries; }

private:
    QList<idem::AuditEntry> m_entries;
};

/// The "Audit" tab: the newest kLimit audit entries with a text filter over every column
/// (case-insensitive). It asks for entries with refreshRequested(); the window answers with
/// setEntries() from the store worker. GUI thread only.
class AuditView : public QWidget {
    Q_OBJECT
public:
    static constexpr int kLimit = 1000; ///< TokenStore::audit()'s maximum.

    explicit AuditView(QWidget* parent = nullptr);

    void setEntries(const QList<idem::AuditEntry>& entries);
    AuditTableModel* model() const { return m_model; }
    QSortFilterProxyModel* proxy() const { return m_proxy; }
    void retranslateUi();

signals:
    void refreshRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void updateCountLabel();

    AuditTableModel* m_model = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    QLineEdit* m_filter = nullptr;
    QTableView* m_view = nullptr;
    QLabel* m_count = nullptr;
    QToolButton* m_refresh = nullptr;
};

} // namespace idem::ui
