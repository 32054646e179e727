// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "store/tokenstore.h"

#include <QList>
#include <QWidget>
#include <optional>

class QLabel;
class QPushButton;
class QSettings;
class QSplitter;
class QTableView;

namespace idem::ui {

class StoreSession;
class TokenDetailsPane;
class TokenFilterBar;
class TokenTableModel;

/// The "Tokens" page of the main window: the filter bar, the lazily loaded token table (pages
/// read through the StoreSession), "n loaded of about m" with Load more, and the details pane of
/// the selected token (its row's snapshot at once, then a fresh read through the session).
///
/// The window drives it (reload on a new connection, the counts for "of about", the actions on
/// the selection) and keeps its own menus; the page knows nothing of writes. Its texts keep the
/// translation context idem::ui::MainWindow, where they were first shown. GUI thread only.
class TokensPage : public QWidget {
    Q_OBJECT
public:
    explicit TokensPage(StoreSession* session, QWidget* parent = nullptr);

    TokenFilterBar* filterBar() const { return m_filterBar; }
    TokenTableModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }

    /// The selected rows' records, in the table's order.
    QList<idem::TokenRecord> selectedRecords() const;
    int selectedCount() const;
    /// Selects the loaded row of key/scope alone, scrolls to it and shows its details; false
    /// when it is not loaded.
    bool selectToken(const QString& key, const QString& scope);

    /// A new connection: no details, no counts; the rows load again (same filters).
    void restart();
    /// Drops the loaded rows and loads the first page again.
    void reload();
    /// The latest counts, for "of about"; a page that failed before is fetched again now that
    /// the store answers.
    void setCounts(const idem::StateCounts& counts);
    /// After rows changed outside a page load (an action's outcome): the label and the details.
    void refresh();

    /// The splitter and the columns, under the settings group open in `settings`.
    void restoreState(const QSettings& settings);
    void saveState(QSettings& settings) const;

signals:
    /// The selection changed (and the details show it).
    void selectionChanged();
    /// After a page was added to the table; `loadedRows` rows are loaded in all.
    void pageShown(int loadedRows);
    /// After the details pane shows a fresh read of the selected token.
    void detailsShown(const std::optional<idem::TokenRecord>& record);
    /// A row was double-clicked.
    void rowActivated();

protected:
    void changeEvent(QEvent* event) override;

private:
    void createTable();
    void onPageApplied(int rows);
    void onSelectionChanged();
    void showRecord(const QString& key, const QString& scope,
                    const std::optional<idem::TokenRecord>& record);
    void updateLoadedLabel();
    void retranslateUi();

    StoreSession* m_session;
    std::optional<idem::StateCounts> m_counts;
    bool m_columnsSized = false;
    TokenFilterBar* m_filterBar = nullptr;
    TokenTableModel* m_model = nullptr;
    QTableView* m_view = nullptr;
    TokenDetailsPane* m_details = nullptr;
    QSplitter* m_splitter = nullptr;
    QLabel* m_loadedLabel = nullptr;
    QPushButton* m_loadMore = nullptr;
};

} // namespace idem::ui
