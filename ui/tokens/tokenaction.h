// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "base/errors.h"
#include "token/operations.h"
#include "token/record.h"

#include <QList>
#include <QMetaType>
#include <QString>
#include <optional>

namespace idem::ui {

/// The write actions of the token browser. Each maps to one TokenStore operator call, which
/// writes its audit entry in the same atomic step.
enum class TokenAction { Release, Expire, Delete };

/// What one action would do to one token, decided from the snapshot the table shows (the store
/// decides again when it runs: the snapshot may be stale, and the store's answer wins).
struct ActionPreview {
    bool applies = false; ///< False: the token is skipped, `after` says why.
    QString before;       ///< "stuck", "pending", ...
    QString after;        ///< "pending", "expired", "deleted", or why it is skipped.
};

/// `record` before `action`, as the confirmation dialog lists it.
ActionPreview previewAction(TokenAction action, const idem::TokenRecord& record);

/// The action's name as the audit log spells it: "release", "expire", "delete".
QString actionName(TokenAction action);

struct ActionTarget {
    QString key;
    QString scope;
};

/// One action on many tokens, as the worker runs it.
struct ActionRequest {
    TokenAction action = TokenAction::Release;
    QList<ActionTarget> targets;
    idem::OperatorContext context; ///< The OS user and the reason typed in the confirmation.
};

/// What happened to each target, in the request's order.
struct ActionOutcome {
    ActionTarget target;
    bool ok = false;
    idem::ErrorKind errorKind = idem::ErrorKind::Internal; ///< When !ok.
    QString message;                                       ///< The store's sentence when !ok.
    std::optional<idem::TokenRecord> record;               ///< After it; none for delete.
};

struct ActionReport {
    TokenAction action = TokenAction::Release;
    QList<ActionOutcome> outcomes;
    int succeeded() const;
    int failed() const { return int(outcomes.size()) - succeeded(); }
};

} // namespace idem::ui

Q_DECLARE_METATYPE(idem::ui::TokenAction)
Q_DECLARE_METATYPE(idem::ui::ActionRequest)
Q_DECLARE_METATYPE(idem::ui::ActionReport)
