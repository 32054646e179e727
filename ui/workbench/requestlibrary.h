// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "workbench/requestspec.h"

#include <QList>
#include <QObject>
#include <QStringList>
#include <functional>
#include <optional>
#include <utility>

class QAbstractItemModel;

namespace idem::ui {

/// The workbench's library: the history of sent requests (newest first, at most kHistoryLimit,
/// no two alike) and the named collection, kept in QSettings("IdemScope", "idemscope") under
/// "workbench/". Two list models show them (historyModel(), collectionModel()); they follow
/// every change, so no view is refilled by hand.
///
/// Credentials: the requests of this session keep them in memory (a click on a history row
/// brings the request back whole), the settings file never holds them
/// (RequestSpec::withoutSecrets()): it is plain text in the user's folder, readable by backups
/// and anything running as the user. A file written before credentials were left out is
/// scrubbed when read. GUI thread only.
class RequestLibrary : public QObject {
    Q_OBJECT
public:
    static constexpr int kHistoryLimit = 50;
    /// How a request is named in a list: its row's text and its tooltip.
    using Title = std::function<QString(const idem::workbench::RequestSpec&)>;

    /// Reads the settings.
    RequestLibrary(Title shortTitle, Title fullTitle, QObject* parent = nullptr);
    ~RequestLibrary() override;

    const QList<idem::workbench::RequestSpec>& history() const { return m_history; }
    /// Puts `spec` first in the history (dropping an equal older entry and the oldest beyond
    /// the limit) and saves the history.
    void remember(const idem::workbench::RequestSpec& spec);

    QStringList collectionNames() const;
    std::optional<idem::workbench::RequestSpec> fromCollection(const QString& name) const;
    /// Saves `spec` under `name`, replacing one of that name.
    void saveToCollection(const QString& name, const idem::workbench::RequestSpec& spec);
    void removeFromCollection(const QString& name);

    /// One row per history entry (DisplayRole: the short title, ToolTipRole: the full one).
    QAbstractItemModel* historyModel() const;
    /// One row per collection entry (DisplayRole: its name).
    QAbstractItemModel* collectionModel() const;

private:
    class ListModel;
    void load();
    void saveHistory() const;
    void saveCollection() const;

    QList<idem::workbench::RequestSpec> m_history;
    QList<std::pair<QString, idem::workbench::RequestSpec>> m_collection;
    ListModel* m_historyModel;
    ListModel* m_collectionModel;
};

} // namespace idem::ui
