// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace idem::ui {

/// The console's user-interface language: English or Simplified Chinese.
///
/// A *choice* is what the user picked: "" (follow the system, the default), "en" or "zh_CN".
/// apply() turns it into the *language* shown: for "" the first of
/// QLocale::system().uiLanguages() the console ships (forUiLanguages), else English. It
/// installs the console's translator (":/i18n/idemscope_<lang>.qm", built from
/// resources/translations/ by qt_add_translations) and, when the Qt installation has it, Qt's
/// own qtbase_<lang>.qm for the standard dialogs and buttons, replacing those of the previous
/// call. Installing and removing translators makes Qt post QEvent::LanguageChange to every
/// window; each widget's changeEvent() then calls its retranslateUi().
///
/// The choice of the language menu is kept in QSettings("IdemScope", "idemscope") as
/// console/language; `idemscope --lang` overrides it for one run without saving.
/// Needs a QCoreApplication; GUI (main) thread only.
class Language {
public:
    /// The languages the console ships, English first.
    static QStringList available();
    /// The language's own name ("English", "简体中文"): never translated, so that a user can
    /// find their language whatever the console shows now.
    static QString nativeName(const QString& language);
    /// "en" / "zh_CN" for a user's text ("zh-CN", "zh_cn", "en_US", "system" → ""), std::nullopt
    /// for a language the console does not ship.
    static std::optional<QString> parseChoice(const QString& text);
    /// The shipped language for a list of BCP 47 names in order of preference (the form of
    /// QLocale::uiLanguages()): Simplified Chinese for zh, zh-CN, zh-SG, zh-Hans-*; not for
    /// zh-TW / zh-HK / zh-Hant (Traditional), which go on to the next entry. "en" when none
    /// matches.
    static QString forUiLanguages(const QStringList& uiLanguages);
    /// forUiLanguages(QLocale::system().uiLanguages()).
    static QString systemLanguage();

    /// Shows `choice` now (see the class comment); returns the language shown.
    static QString apply(const QString& choice);
    /// The choice of the last apply(), "" before any.
    static QString currentChoice();
    /// The language shown since the last apply(), "en" before any.
    static QString currentLanguage();

    /// The saved choice; "" when none is saved or the saved text is not a shipped language.
    static QString savedChoice();
    static void saveChoice(const QString& choice);
};

} // namespace idem::ui
