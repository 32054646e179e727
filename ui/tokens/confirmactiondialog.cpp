// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "confirmactiondialog.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace idem::ui {
namespace {

QLabel* plain(QWidget* parent, const QString& text, const char* objectName = nullptr) {
    auto* label = new QLabel(text, parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    if (objectName)
        label->setObjectName(QString::fromLatin1(objectName));
    return label;
}

} // namespace

ConfirmActionDialog::ConfirmActionDialog(TokenAction action,
                                         const QList<idem::TokenRecord>& records,
                                         const ConnectionProfile& profile, QWidget* parent)
    : QDialog(parent), m_action(action), m_profile(profile) {
    setObjectName(QStringLiteral("confirmActionDialog"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowModality(Qt::WindowModal);

    QStringList changes;
    for (const idem::TokenRecord& r : records) {
        const ActionPreview p = previewAction(action, r);
        const QString scope = r.scope.isEmpty() ? QString() : tr(" [%1]").arg(r.scope);
        changes << tr("%1%2: %3 → %4").arg(r.key, scope, p.before, p.after);
        if (p.applies)
            m_targets << ActionTarget{r.key, r.scope};
    }

    QString title;
    QString question;
    const int n = int(m_targets.size());
    switch (action) {
    case TokenAction::Release:
        title = tr("Release tokens");
        question = tr("Release %n stuck token(s)? Each goes back to pending, so the client's next "
                      "retry runs the request again.",
                      nullptr, n);
        break;
    case TokenAction::Expire:
        title = tr("Expire tokens");
        question = tr("Expire %n token(s) now? A stored response is no longer replayed and the "
                      "key can be used for a new request.",
                      nullptr, n);
        break;
    case TokenAction::Delete:
        title = tr("Delete tokens");
        question = tr("Delete %n token(s)? The records are removed from the store; only the "
                      "audit entry remains.",
                      nullptr, n);
        break;
    }
    setWindowTitle(title);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(plain(this, question, "confirmQuestion"));
    layout->addWidget(plain(this, tr("Profile: %1").arg(profile.name)));
    auto* list = new QPlainTextEdit(this);
    list->setObjectName(QStringLiteral("changesList"));
    list->setReadOnly(true);
    list->setLineWrapMode(QPlainTextEdit::NoWrap);
    list->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    list->setPlainText(changes.join(u'\n'));
    layout->addWidget(list, 1);
    if (n < records.size()) {
        layout->addWidget(plain(
            this, tr("%n token(s) will be skipped (see above).", nullptr, int(records.size()) - n),
            "skippedNote"));
    }

    layout->addWidget(plain(this, tr("Reason (optional, written to the audit log):")));
    m_reason = new QLineEdit(this);
    m_reason->setObjectName(QStringLiteral("reasonEdit"));
    m_reason->setMaxLength(kMaxReasonLength);
    layout->addWidget(m_reason);

    if (profile.production) {
        auto* warn = plain(
            this,
            tr("This is a production profile. Type its name, %1, to confirm.").arg(profile.name),
            "productionNote");
        QFont bold = warn->font();
        bold.setBold(true);
        warn->setFont(bold);
        layout->addWidget(warn);
        m_typedName = new QLineEdit(this);
        m_typedName->setObjectName(QStringLiteral("typedNameEdit"));
        m_typedName->setPlaceholderText(profile.name);
        layout->addWidget(m_typedName);
        connect(m_typedName, &QLineEdit::textChanged, this, &ConfirmActionDialog::updateOkButton);
    }

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    okButton()->setText(title);
    // Cancel is the default: Return in the reason field must not write.
    m_buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
    okButton()->setAutoDefault(false);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ConfirmActionDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);
    resize(640, 360);
    updateOkButton();
}

QString ConfirmActionDialog::reason() const {
    return m_reason->text().trimmed();
}

QPushButton* ConfirmActionDialog::okButton() const {
    return m_buttons->button(QDialogButtonBox::Ok);
}

bool ConfirmActionDialog::canConfirm() const {
    if (m_targets.isEmpty())
        return false;
    return !m_typedName || m_typedName->text() == m_profile.name;
}

void ConfirmActionDialog::accept() {
    if (canConfirm())
        QDialog::accept();
}

void ConfirmActionDialog::updateOkButton() {
    okButton()->setEnabled(canConfirm());
}

} // namespace idem::ui
