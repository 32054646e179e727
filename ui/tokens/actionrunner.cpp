// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "actionrunner.h"

#include "confirmactiondialog.h"
#include "errortext.h"
#include "storesession.h"
#include "token/operations.h"

#include <QCoreApplication>

namespace idem::ui {

// The texts keep the translation context of the main window, where they were first shown:
// QCoreApplication::translate("idem::ui::MainWindow", ...), written out for lupdate.

ActionRunner::ActionRunner(StoreSession* session, QWidget* dialogParent)
    : QObject(dialogParent), m_session(session), m_dialogParent(dialogParent) {
    connect(m_session, &StoreSession::actionFinished, this, &ActionRunner::onFinished);
}

bool ActionRunner::start(TokenAction action, const QList<idem::TokenRecord>& records) {
    QString why;
    if (!m_profile.writesAllowed())
        why = QCoreApplication::translate(
                  "idem::ui::MainWindow",
                  "The profile %1 is read-only: allow writes on the profile first.")
                  .arg(m_profile.name);
    else if (!m_session->isOpen())
        why = QCoreApplication::translate("idem::ui::MainWindow", "Not connected.");
    else if (m_running)
        why =
            QCoreApplication::translate("idem::ui::MainWindow", "Another action is still running.");
    if (why.isEmpty() && records.isEmpty())
        why =
            QCoreApplication::translate("idem::ui::MainWindow", "Select one or more tokens first.");
    if (!why.isEmpty()) {
        emit refused(why);
        return false;
    }
    auto* dialog = new ConfirmActionDialog(action, records, m_profile, m_dialogParent);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog] { run(dialog->action(), dialog->targets(), dialog->reason()); });
    dialog->open();
    return true;
}

void ActionRunner::run(TokenAction action, const QList<ActionTarget>& targets,
                       const QString& reason) {
    if (!m_profile.writesAllowed() || targets.isEmpty())
        return; // start() refused already; nothing reaches the worker
    ActionRequest request;
    request.action = action;
    request.targets = targets;
    request.context.user = idem::currentOsUser();
    request.context.reason = reason;
    if (!m_session->runAction(request))
        return;
    m_running = true;
    emit running(QCoreApplication::translate("idem::ui::MainWindow", "Running %1 on %n token(s)…",
                                             nullptr, int(targets.size()))
                     .arg(actionName(action)));
}

void ActionRunner::onFinished(const ActionReport& report) {
    m_running = false;
    const int ok = report.succeeded();
    const int failed = report.failed();
    QString text;
    switch (report.action) {
    case TokenAction::Release:
        text = QCoreApplication::translate("idem::ui::MainWindow", "Released %n token(s).", nullptr,
                                           ok);
        break;
    case TokenAction::Expire:
        text = QCoreApplication::translate("idem::ui::MainWindow", "Expired %n token(s).", nullptr,
                                           ok);
        break;
    case TokenAction::Delete:
        text = QCoreApplication::translate("idem::ui::MainWindow", "Deleted %n token(s).", nullptr,
                                           ok);
        break;
    }
    if (failed > 0) {
        QString first;
        for (const ActionOutcome& o : report.outcomes) {
            if (!o.ok) {
                first = QCoreApplication::translate("idem::ui::MainWindow", "%1: %2")
                            .arg(errorKindLabel(o.errorKind), o.message);
                break;
            }
        }
        text = QCoreApplication::translate("idem::ui::MainWindow", "%1 %n failed; the first: %2",
                                           nullptr, failed)
                   .arg(text, first);
    }
    emit finished(report, text, failed > 0);
}

} // namespace idem::ui
