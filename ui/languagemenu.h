// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QMenu>

class QAction;
class QActionGroup;

namespace idem::ui {

/// View → Language: "System (…)", "English", "简体中文". Picking one saves the choice
/// (Language::saveChoice) and applies it at once (Language::apply): every window retranslates
/// itself on the QEvent::LanguageChange that follows, no restart needed. The languages are
/// named in their own language; the check mark follows Language::currentChoice(), which
/// `idemscope --lang` may have set for this run. GUI thread only.
class LanguageMenu : public QMenu {
    Q_OBJECT
public:
    explicit LanguageMenu(QWidget* parent = nullptr);

    /// The action of `choice` ("" for the system's language), nullptr for an unknown one.
    QAction* actionFor(const QString& choice) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updateChecks();

    QActionGroup* m_group = nullptr;
    QAction* m_system = nullptr;
};

} // namespace idem::ui
