// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "console.h"

#include "connectionspanel.h"
#include "demoenvironment.h"
#include "mainwindow.h"
#include "scenariopage.h"
#include "workbenchpage.h"

#include <QDockWidget>
#include <QTabWidget>
#include <QUrl>

using namespace idem::ui;

Console::Console() : m_panel(new ConnectionsPanel()) {
    connect(m_panel, &ConnectionsPanel::connectRequested, this,
            [this](const ConnectionProfile& profile) { open(profile); });
    connect(m_panel, &ConnectionsPanel::connectFailed, this,
            [this](const ConnectionProfile& profile, const QString& message) {
                if (profile.demo && !m_window)
                    emit demoFailed(message);
            });
}

Console::~Console() {
    // The browser lets go of the store before the panel stops the demo behind it.
    if (m_window)
        m_window->shutdownWorker();
    else
        delete m_panel;
    m_window.reset();
}

void Console::open(const ConnectionProfile& profile) {
    if (!m_window) {
        showWindow(profile);
        return;
    }
    m_window->openProfile(profile);
    m_panel->showOpenProfile(profile);
    prefillDemo(profile);
}

void Console::openDemo() {
    m_panel->connectProfile(QStringLiteral("demo"));
}

void Console::showWindow(const ConnectionProfile& profile) {
    m_window = std::make_unique<MainWindow>(profile);
    m_workbench = new WorkbenchPage;
    m_window->addPage(m_workbench, QString());
    m_scenarios = new ScenarioPage([workbench = m_workbench] { return workbench->request(); });
    m_window->addPage(m_scenarios, QString());
    connect(m_window.get(), &MainWindow::openInWorkbenchRequested, m_workbench,
            [this](const idem::TokenRecord& record) {
                m_workbench->openRecord(record);
                m_window->pages()->setCurrentWidget(m_workbench);
            });
    prefillDemo(profile);
    // The panel names itself in the language shown, and again after a language change.
    auto* dock = new QDockWidget(m_panel->windowTitle());
    connect(m_panel, &QWidget::windowTitleChanged, dock, &QWidget::setWindowTitle);
    dock->setObjectName(QStringLiteral("connectionsDock"));
    dock->setWidget(m_panel);
    m_window->addDockWidget(Qt::LeftDockWidgetArea, dock);
    m_panel->showOpenProfile(profile); // what the window shows, not the panel's default
    m_window->show();
    emit windowShown(profile);
}

void Console::prefillDemo(const ConnectionProfile& profile) {
    const DemoEnvironment* env = m_panel->demoEnvironment();
    if (!profile.demo || !env || !env->isRunning() || !m_workbench)
        return;
    const QUrl stats(QStringLiteral("http://127.0.0.1:%1/orders/stats").arg(env->upstreamPort()));
    m_workbench->setDefaults(
        QUrl(QStringLiteral("http://127.0.0.1:%1/orders").arg(env->gatewayPort())), stats);
    m_scenarios->setStatsUrl(stats);
}
