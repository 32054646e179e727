// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "passworddialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace idem::ui {

PasswordDialog::PasswordDialog(const QString& profileName, const QString& reason, QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("passwordDialog"));
    setWindowTitle(tr("Password for %1").arg(profileName));

    auto* layout = new QVBoxLayout(this);
    auto* why = new QLabel(this);
    why->setObjectName(QStringLiteral("passwordReason"));
    why->setTextFormat(Qt::PlainText);
    why->setWordWrap(true);
    why->setText(reason + QLatin1Char('\n') +
                 tr("The password is kept in memory until IdemScope closes; it is never written "
                    "to disk."));
    layout->addWidget(why);

    auto* form = new QFormLayout;
    m_password = new QLineEdit(this);
    m_password->setObjectName(QStringLiteral("passwordEdit"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setMaxLength(4096);
    form->addRow(tr("&Password:"), m_password);
    layout->addLayout(form);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

QString PasswordDialog::password() const {
    return m_password->text();
}

void PasswordDialog::setPassword(const QString& password) {
    m_password->setText(password);
}

} // namespace idem::ui
