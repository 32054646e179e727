// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// MainWindow's actions, menus and toolbar: what each action triggers (mostly a page's or a
// controller's call), their shortcuts, texts and enabled states. Kept apart from mainwindow.cpp
// (the shell: layout, session, pages, settings), whose class it completes.
#include "dashboard/dashboardpage.h"
#include "languagemenu.h"
#include "mainwindow.h"
#include "tokens/actionrunner.h"
#include "tokens/auditview.h"
#include "tokens/tokenfilterbar.h"
#include "tokens/tokenspage.h"

#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QMenuBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>

namespace idem::ui {

void MainWindow::createActions() {
    auto action = [this](const char* objectName, const QKeySequence& shortcut) {
        auto* a = new QAction(this);
        a->setObjectName(QString::fromLatin1(objectName));
        a->setShortcut(shortcut);
        return a;
    };
    m_reloadAction = action("reloadAction", QKeySequence::Refresh);
    connect(m_reloadAction, &QAction::triggered, this, [this] {
        refreshCounts();
        reloadTokens();
    });
    m_quitAction = action("quitAction", QKeySequence::Quit);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_releaseAction = action("releaseAction", QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(m_releaseAction, &QAction::triggered, this,
            [this] { startAction(TokenAction::Release); });
    m_expireAction = action("expireAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));
    connect(m_expireAction, &QAction::triggered, this,
            [this] { startAction(TokenAction::Expire); });
    // Delete: line edits take the key for themselves (ShortcutOverride) while they have focus.
    m_deleteAction = action("deleteAction", QKeySequence::Delete);
    connect(m_deleteAction, &QAction::triggered, this,
            [this] { startAction(TokenAction::Delete); });
    m_copyKeyAction = action("copyKeyAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_copyKeyAction, &QAction::triggered, this, &MainWindow::copySelectedKeys);
    m_workbenchAction = action("workbenchAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    connect(m_workbenchAction, &QAction::triggered, this, &MainWindow::openCurrentInWorkbench);
    m_exportAction = action("exportAction", QKeySequence::Save);
    connect(m_exportAction, &QAction::triggered, this, &MainWindow::exportInteractively);
    m_findAction = action("findAction", QKeySequence::Find);
    connect(m_findAction, &QAction::triggered, this, [this] {
        m_tabs->setCurrentWidget(m_tokens);
        if (auto* edit = filterBar()->findChild<QLineEdit*>(QStringLiteral("keyPrefixFilter"))) {
            edit->setFocus(Qt::ShortcutFocusReason);
            edit->selectAll();
        }
    });
    m_showStuckAction = action("showStuckAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_showStuckAction, &QAction::triggered, this, [this] {
        m_tabs->setCurrentWidget(m_tokens);
        filterBar()->setStateChoice(TokenFilterBar::Stuck);
        m_tokens->view()->setFocus(Qt::ShortcutFocusReason);
    });
    m_pauseAction = action("pauseAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_pauseAction->setCheckable(true);
    connect(m_pauseAction, &QAction::toggled, this, &MainWindow::setRefreshPaused);
    m_tokensTabAction = action("tokensTabAction", QKeySequence(Qt::CTRL | Qt::Key_1));
    connect(m_tokensTabAction, &QAction::triggered, this,
            [this] { m_tabs->setCurrentWidget(m_tokens); });
    m_auditTabAction = action("auditTabAction", QKeySequence(Qt::CTRL | Qt::Key_2));
    connect(m_auditTabAction, &QAction::triggered, this,
            [this] { m_tabs->setCurrentWidget(m_audit); });
    m_dashboardTabAction = action("dashboardTabAction", QKeySequence(Qt::CTRL | Qt::Key_3));
    connect(m_dashboardTabAction, &QAction::triggered, this,
            [this] { m_tabs->setCurrentWidget(m_dashboard); });
    m_aboutAction = action("aboutAction", QKeySequence());
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    // Qt's own About box names the Qt version and Qt's licences (LGPL-3.0 / GPL).
    m_aboutQtAction = action("aboutQtAction", QKeySequence());
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);

    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_exportAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_reloadAction);
    m_viewMenu->addAction(m_pauseAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_findAction);
    m_viewMenu->addAction(m_showStuckAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_tokensTabAction);
    m_viewMenu->addAction(m_auditTabAction);
    m_viewMenu->addAction(m_dashboardTabAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addMenu(new LanguageMenu(m_viewMenu));
    m_tokensMenu = menuBar()->addMenu(QString());
    for (QAction* a : {m_releaseAction, m_expireAction, m_deleteAction})
        m_tokensMenu->addAction(a);
    m_tokensMenu->addSeparator();
    m_tokensMenu->addAction(m_copyKeyAction);
    m_tokensMenu->addAction(m_workbenchAction);
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_aboutAction);
    m_helpMenu->addAction(m_aboutQtAction);

    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("tokenToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_toolBar->setMovable(false);
    for (QAction* a : {m_releaseAction, m_expireAction, m_deleteAction})
        m_toolBar->addAction(a);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_copyKeyAction);
    m_toolBar->addAction(m_workbenchAction);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_exportAction);
    m_toolBar->addAction(m_reloadAction);

    for (QAction* a :
         {m_releaseAction, m_expireAction, m_deleteAction, m_copyKeyAction, m_workbenchAction})
        m_tokens->view()->addAction(a);
    updateActions();
}

void MainWindow::updateActions() {
    const int selected = m_tokens->selectedCount();
    const bool canWrite =
        m_profile.writesAllowed() && m_session->isOpen() && !m_actions->isRunning();
    for (QAction* a : {m_releaseAction, m_expireAction, m_deleteAction}) {
        a->setEnabled(canWrite && selected > 0);
        a->setToolTip(m_profile.writesAllowed()
                          ? a->text().remove(u'&')
                          : tr("Read-only profile: allow writes on the profile first."));
    }
    m_copyKeyAction->setEnabled(selected > 0);
    m_workbenchAction->setEnabled(selected == 1);
}

void MainWindow::retranslateActions() {
    m_fileMenu->setTitle(tr("&File"));
    m_viewMenu->setTitle(tr("&View"));
    m_tokensMenu->setTitle(tr("&Tokens"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About IdemScope"));
    m_aboutQtAction->setText(tr("About &Qt"));
    m_toolBar->setWindowTitle(tr("Token actions"));
    m_reloadAction->setText(tr("&Reload"));
    m_quitAction->setText(tr("&Quit"));
    m_releaseAction->setText(tr("&Release…"));
    m_expireAction->setText(tr("E&xpire now…"));
    m_deleteAction->setText(tr("&Delete…"));
    m_copyKeyAction->setText(tr("&Copy key"));
    m_workbenchAction->setText(tr("Open in &workbench"));
    m_exportAction->setText(tr("&Export view…"));
    m_findAction->setText(tr("&Filter by key"));
    m_showStuckAction->setText(tr("Show &stuck tokens"));
    m_pauseAction->setText(tr("&Pause live refresh"));
    m_tokensTabAction->setText(tr("&Tokens"));
    m_auditTabAction->setText(tr("&Audit log"));
    m_dashboardTabAction->setText(tr("&Dashboard"));
}

} // namespace idem::ui
