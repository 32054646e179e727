// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QSettings>
#include <QTranslator>

namespace idem::ui {
namespace {

const QString kEnglish = QStringLiteral("en");
const QString kChinese = QStringLiteral("zh_CN");
// The settings file and group of the console (ui/mainwindow.cpp: "console/").
const QString kSettingsKey = QStringLiteral("console/language");

/// The translators of the last apply(); owned by the application object, so they go with it.
struct Installed {
    QPointer<QTranslator> console;
    QPointer<QTranslator> qt;
    QString choice;
    QString language = kEnglish;
};

Installed& installed() {
    static Installed state;
    return state;
}

/// The shipped language of one BCP 47 / POSIX name, std::nullopt when none fits.
std::optional<QString> matchLanguage(const QString& name) {
    QStringList parts = name.trimmed().toLower().replace(u'_', u'-').split(u'-');
    const QString language = parts.takeFirst();
    if (language == QLatin1String("en"))
        return kEnglish;
    if (language != QLatin1String("zh"))
        return std::nullopt;
    // Script first (zh-Hans-TW is Simplified), then the region's usual script.
    if (parts.contains(QLatin1String("hans")))
        return kChinese;
    for (const char* traditional : {"hant", "tw", "hk", "mo"}) {
        if (parts.contains(QLatin1String(traditional)))
            return std::nullopt;
    }
    return kChinese;
}

/// Loads `file` into a new translator and installs it; nullptr when it cannot be read.
QTranslator* install(const QString& file, const QString& directory = QString()) {
    auto* translator = new QTranslator(QCoreApplication::instance());
    if (!translator->load(file, directory)) {
        delete translator;
        return nullptr;
    }
    QCoreApplication::installTranslator(translator);
    return translator;
}

} // namespace

QStringList Language::available() {
    return {kEnglish, kChinese};
}

QString Language::nativeName(const QString& language) {
    if (language == kChinese)
        return QStringLiteral("简体中文");
    return QStringLiteral("English");
}

std::optional<QString> Language::parseChoice(const QString& text) {
    const QString t = text.trimmed();
    if (t.isEmpty() || t.compare(QLatin1String("system"), Qt::CaseInsensitive) == 0)
        return QString();
    return matchLanguage(t);
}

QString Language::forUiLanguages(const QStringList& uiLanguages) {
    for (const QString& name : uiLanguages) {
        if (const auto language = matchLanguage(name))
            return *language;
    }
    return kEnglish;
}

QString Language::systemLanguage() {
    return forUiLanguages(QLocale::system().uiLanguages());
}

QString Language::apply(const QString& choice) {
    Installed& state = installed();
    for (QPointer<QTranslator>* translator : {&state.console, &state.qt}) {
        if (*translator) {
            QCoreApplication::removeTranslator(*translator);
            delete translator->data();
        }
    }
    QString language = choice.isEmpty() ? systemLanguage() : choice;
    // The English file holds the plural forms ("1 token", "2 tokens"); the source texts are
    // English otherwise. The files are resources of this library: a failure is a build defect.
    state.console = install(QStringLiteral(":/i18n/idemscope_%1.qm").arg(language));
    if (!state.console && language != kEnglish) {
        qWarning("idemscope: no translation for %s; showing English", qPrintable(language));
        language = kEnglish;
        state.console = install(QStringLiteral(":/i18n/idemscope_%1.qm").arg(language));
    }
    // Qt's own texts (standard buttons, file dialogs, --help), when the installation has them.
    if (language != kEnglish) {
        state.qt = install(QStringLiteral("qtbase_") + language,
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    }
    state.choice = choice;
    state.language = language;
    return language;
}

QString Language::currentChoice() {
    return installed().choice;
}

QString Language::currentLanguage() {
    return installed().language;
}

QString Language::savedChoice() {
    const QSettings settings(QStringLiteral("IdemScope"), QStringLiteral("idemscope"));
    return parseChoice(settings.value(kSettingsKey).toString()).value_or(QString());
}

void Language::saveChoice(const QString& choice) {
    QSettings settings(QStringLiteral("IdemScope"), QStringLiteral("idemscope"));
    settings.setValue(kSettingsKey, choice);
}

} // namespace idem::ui
