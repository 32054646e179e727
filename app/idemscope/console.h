// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "connectionprofile.h"

#include <QObject>
#include <memory>

namespace idem::ui {
class ConnectionsPanel;
class MainWindow;
class ScenarioPage;
class WorkbenchPage;
} // namespace idem::ui

/// The console as idemscope assembles it: the main window with its Workbench and Scenarios
/// tabs, and the connection manager (saved profiles, keychain, the built-in Demo) docked on the
/// left, whose connections replace the store the window shows. The window opens with the first
/// connection (open(), or the Demo once it runs).
///
/// Ending: the destructor lets the browser go of its store before the panel stops the Demo
/// behind it; neither waits for its threads (WorkerThread's policy; main() bounds that wait).
/// GUI thread only.
class Console : public QObject {
    Q_OBJECT
public:
    Console();
    ~Console() override;

    /// Opens `profile` (the window on first use, else the window switches to it).
    void open(const idem::ui::ConnectionProfile& profile);
    /// Starts the built-in Demo; the window opens once it runs, demoFailed() if it cannot.
    void openDemo();

    /// nullptr until the first connection.
    idem::ui::MainWindow* window() const { return m_window.get(); }
    idem::ui::WorkbenchPage* workbench() const { return m_workbench; }
    idem::ui::ScenarioPage* scenarios() const { return m_scenarios; }

signals:
    /// The window was shown for the first time, on `profile`.
    void windowShown(const idem::ui::ConnectionProfile& profile);
    /// The Demo, asked for before any window, did not start.
    void demoFailed(const QString& message);

private:
    void showWindow(const idem::ui::ConnectionProfile& profile);
    /// The Demo profile: the composer starts on the demo gateway, the stats on its upstream.
    void prefillDemo(const idem::ui::ConnectionProfile& profile);

    idem::ui::ConnectionsPanel* m_panel; ///< Owned by the window's dock once there is one.
    std::unique_ptr<idem::ui::MainWindow> m_window;
    idem::ui::WorkbenchPage* m_workbench = nullptr;
    idem::ui::ScenarioPage* m_scenarios = nullptr;
};
