// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "connectionprofile.h"
#include "tokens/tokenaction.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace idem::ui {

/// Asks before an operator action: lists what will change for each selected token (and which
/// ones the store will refuse), takes an optional reason for the audit log and, on a
/// production profile, wants the profile's name typed before OK is enabled.
///
/// The window opens it with open() (window-modal, no nested event loop) and runs the action on
/// accepted(). Tests find it with findChild<ConfirmActionDialog*>() and fill it like a user.
/// No retranslateUi(): being window-modal, it blocks View > Language while it is open, and its
/// texts are built in the language of the moment.
class ConfirmActionDialog : public QDialog {
    Q_OBJECT
public:
    static constexpr int kMaxReasonLength = 1000; ///< OperatorContext's limit.

    ConfirmActionDialog(TokenAction action, const QList<idem::TokenRecord>& records,
                        const ConnectionProfile& profile, QWidget* parent = nullptr);

    TokenAction action() const { return m_action; }
    /// The tokens the action applies to (the others are listed as skipped).
    const QList<ActionTarget>& targets() const { return m_targets; }
    QString reason() const;
    QPushButton* okButton() const;
    /// True once OK may be pressed: something applies and, on production, the name matches.
    bool canConfirm() const;
    /// Refuses (stays open) until canConfirm(): a production name typed wrong cannot be
    /// accepted, not even programmatically.
    void accept() override;

private:
    void updateOkButton();

    TokenAction m_action;
    ConnectionProfile m_profile;
    QList<ActionTarget> m_targets;
    QLineEdit* m_reason = nullptr;
    QLineEdit* m_typedName = nullptr; ///< Production profiles only.
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace idem::ui
