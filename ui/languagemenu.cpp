// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "languagemenu.h"

#include "language.h"

#include <QActionGroup>
#include <QEvent>

namespace idem::ui {

LanguageMenu::LanguageMenu(QWidget* parent) : QMenu(parent) {
    setObjectName(QStringLiteral("languageMenu"));
    m_group = new QActionGroup(this);
    m_group->setExclusive(true);
    auto add = [this](const QString& choice) {
        auto* action = addAction(choice.isEmpty() ? QString() : Language::nativeName(choice));
        action->setObjectName(choice.isEmpty() ? QStringLiteral("languageSystem")
                                               : QStringLiteral("language_") + choice);
        action->setCheckable(true);
        action->setData(choice);
        m_group->addAction(action);
        return action;
    };
    m_system = add(QString());
    addSeparator();
    for (const QString& language : Language::available())
        add(language);
    connect(m_group, &QActionGroup::triggered, this, [](QAction* action) {
        const QString choice = action->data().toString();
        Language::saveChoice(choice);
        Language::apply(choice);
    });
    retranslateUi();
}

QAction* LanguageMenu::actionFor(const QString& choice) const {
    const QList<QAction*> actions = m_group->actions();
    for (QAction* action : actions) {
        if (action->data().toString() == choice)
            return action;
    }
    return nullptr;
}

void LanguageMenu::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMenu::changeEvent(event);
}

void LanguageMenu::retranslateUi() {
    setTitle(tr("&Language"));
    m_system->setText(tr("&System (%1)", "the language of the operating system")
                          .arg(Language::nativeName(Language::systemLanguage())));
    updateChecks();
}

void LanguageMenu::updateChecks() {
    if (QAction* current = actionFor(Language::currentChoice()))
        current->setChecked(true);
}

} // namespace idem::ui
