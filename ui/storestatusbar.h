// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "store/tokenstore.h"

#include <QDateTime>
#include <QStatusBar>
#include <optional>

class QLabel;

namespace idem::ui {

/// The main window's status bar: the store's safety caveat in red (StoreInfo::warning, shown
/// only when there is one), the store ("Connecting…", "redis 7.2 · TLS"), the last failure,
/// and — on the right — when the counts were last refreshed and whether live refresh is paused.
/// Transient messages (an action's outcome, an export) use QStatusBar::showMessage.
///
/// Its texts keep the translation context idem::ui::MainWindow, where they were first shown.
/// GUI thread only.
class StoreStatusBar : public QStatusBar {
    Q_OBJECT
public:
    explicit StoreStatusBar(QWidget* parent = nullptr);

    /// A connection is open (or not), and what its store said of itself once opened.
    void setStore(bool connected, const std::optional<idem::StoreInfo>& info);
    /// When the counts were last read (invalid: not yet) and whether live refresh is paused.
    void setRefresh(const QDateTime& lastRefresh, bool paused);
    /// The failure shown until the next clearError().
    void setError(const QString& text);
    void clearError();

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();

    bool m_connected = false;
    std::optional<idem::StoreInfo> m_info;
    QDateTime m_lastRefresh;
    bool m_paused = false;
    QLabel* m_warningLabel = nullptr;
    QLabel* m_storeLabel = nullptr;
    QLabel* m_errorLabel = nullptr;
    QLabel* m_refreshLabel = nullptr;
};

} // namespace idem::ui
