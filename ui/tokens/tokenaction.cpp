// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "tokenaction.h"

#include "tokentablemodel.h"

#include <QCoreApplication>

namespace idem::ui {

QString actionName(TokenAction action) {
    switch (action) {
    case TokenAction::Release:
        return QStringLiteral("release");
    case TokenAction::Expire:
        return QStringLiteral("expire");
    case TokenAction::Delete:
        return QStringLiteral("delete");
    }
    return {};
}

ActionPreview previewAction(TokenAction action, const idem::TokenRecord& record) {
    // The same rules as core/token/statemachine.cpp decideOperator*, read from the snapshot, so
    // that the confirmation says in advance which tokens the store will refuse.
    // translate() with literal arguments: lupdate reads them (a helper taking a variable hides
    // the texts from it).
    ActionPreview p;
    p.before = TokenTableModel::stateText(record);
    switch (action) {
    case TokenAction::Release:
        if (record.state != State::Processing) {
            p.after = QCoreApplication::translate(
                "idem::ui::TokenAction", "skipped: only processing tokens can be released");
        } else if (!record.stuck) {
            p.after = QCoreApplication::translate("idem::ui::TokenAction",
                                                  "skipped: its owner still holds a live lease");
        } else {
            p.applies = true;
            p.after = TokenTableModel::stateText(TokenRecord{});
        }
        break;
    case TokenAction::Expire:
        if (record.state == State::Expired) {
            p.after =
                QCoreApplication::translate("idem::ui::TokenAction", "skipped: expired already");
        } else {
            p.applies = true;
            TokenRecord expired;
            expired.state = State::Expired;
            p.after = TokenTableModel::stateText(expired);
        }
        break;
    case TokenAction::Delete:
        p.applies = true;
        p.after = QCoreApplication::translate("idem::ui::TokenAction", "deleted");
        break;
    }
    return p;
}

int ActionReport::succeeded() const {
    int n = 0;
    for (const ActionOutcome& o : outcomes)
        n += o.ok ? 1 : 0;
    return n;
}

} // namespace idem::ui
