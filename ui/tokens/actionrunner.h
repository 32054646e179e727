// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "connectionprofile.h"
#include "tokenaction.h"

#include <QObject>

class QWidget;

namespace idem::ui {

class StoreSession;

/// The operator actions' controller (release / expire / delete on the selected tokens): refuses
/// what must not run (a read-only profile, no connection, an action still running, nothing
/// selected), asks for confirmation (ConfirmActionDialog: what changes, a reason, the profile's
/// name typed on a production profile), runs the confirmed action through the StoreSession (the
/// store's operator calls write the audit entry) and reports its outcome in plain words. At
/// most one action runs at a time.
///
/// The window shows what it says (refused, running, finished); the worker refuses writes on a
/// read-only profile by itself too. Its texts keep the translation context idem::ui::MainWindow,
/// where they were first shown. GUI thread only.
class ActionRunner : public QObject {
    Q_OBJECT
public:
    /// The confirmation dialogs are window-modal on `dialogParent`, which also parents this.
    ActionRunner(StoreSession* session, QWidget* dialogParent);

    /// The profile of the connection open now.
    void setProfile(const ConnectionProfile& profile) { m_profile = profile; }
    /// The connection closed: an action still running is forgotten (its answer will not come).
    void connectionClosed() { m_running = false; }
    bool isRunning() const { return m_running; }
    /// Asks to run `action` on `records`: opens the confirmation and returns at once (true), or
    /// refuses (refused(), false).
    bool start(TokenAction action, const QList<idem::TokenRecord>& records);

signals:
    void refused(const QString& why);
    /// A confirmed action was sent to the store; `message` says so.
    void running(const QString& message);
    /// The action ran on every target. `summary`: what succeeded and the first failure;
    /// `failed`: some target failed.
    void finished(const idem::ui::ActionReport& report, const QString& summary, bool failed);

private:
    void run(TokenAction action, const QList<ActionTarget>& targets, const QString& reason);
    void onFinished(const idem::ui::ActionReport& report);

    StoreSession* m_session;
    QWidget* m_dialogParent;
    ConnectionProfile m_profile;
    bool m_running = false;
};

} // namespace idem::ui
