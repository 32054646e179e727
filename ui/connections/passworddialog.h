// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;

namespace idem::ui {

/// Asks for a profile's password at connect time, where the keychain has none or does not work.
/// The password stays in memory (ConnectionsPanel keeps it until the application ends); this
/// dialog says so. Opened with open() (window-modal, the event loop keeps running).
/// No retranslateUi(): while it is open the main window, and so View > Language, takes no
/// input; it is built in the language of the moment.
class PasswordDialog : public QDialog {
    Q_OBJECT
public:
    /// `profileName` and `reason` are shown as plain text (a reason may quote the keychain).
    PasswordDialog(const QString& profileName, const QString& reason, QWidget* parent = nullptr);

    QString password() const;
    void setPassword(const QString& password);

private:
    QLineEdit* m_password = nullptr;
};

} // namespace idem::ui
