// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// idemscope: the desktop console. Everything lives in ui/ and core/; this file reads the
// command line, assembles the console (console.h) and, for --screenshot, hands it to the
// screenshot's choreography (screenshot.h).
#include "console.h"
#include "language.h"
#include "mainwindow.h"
#include "screenshot.h"
#include "store/tokenstore.h"
#include "theme.h"
#include "workerthread.h"

#include <QApplication>
#include <QCommandLineParser>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

void configure(QCommandLineParser& parser) {
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "IdemScope console: browse idempotency tokens."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("store"),
                      QCoreApplication::translate(
                          "main", "Store URL (default: $IDEMSCOPE_STORE, else the default file)."),
                      QStringLiteral("url")});
    parser.addOption(
        {QStringLiteral("demo"),
         QCoreApplication::translate(
             "main", "Open the built-in Demo: a temporary store with an in-process gateway, demo "
                     "upstream and live traffic.")});
    parser.addOption({QStringLiteral("allow-writes"),
                      QCoreApplication::translate(
                          "main", "Allow release, expire and delete on the --store connection "
                                  "(read-only without it; the demo always allows them).")});
    parser.addOption({QStringLiteral("view"),
                      QCoreApplication::translate(
                          "main", "The page --screenshot shows: tokens (default), audit, dashboard, "
                                  "workbench (a finished replay on the demo) or scenarios (a "
                                  "finished duplicates run)."),
                      QStringLiteral("page"), QStringLiteral("tokens")});
    parser.addOption({QStringLiteral("screenshot"),
                      QCoreApplication::translate(
                          "main", "Save the window as a PNG once the first data is shown, then "
                                  "exit."),
                      QStringLiteral("file")});
    parser.addOption(
        {QStringLiteral("lang"),
         QCoreApplication::translate("main", "Language of this run: zh_CN, en or system (default: "
                                             "the choice of View > Language, else the system's)."),
         QStringLiteral("language")});
    parser.addOption({QStringLiteral("palette"),
                      QCoreApplication::translate(
                          "main", "Colours: system (default), light or dark (the Fusion style)."),
                      QStringLiteral("name"), QStringLiteral("system")});
}

/// Installs this run's language before any text is made (--help included): --lang when given
/// (not saved), else the choice saved by View > Language, else the system's. A bad --lang is
/// reported by the real parse later.
void applyLanguage(const QStringList& arguments) {
    QCommandLineParser parser;
    configure(parser);
    parser.parse(arguments);
    const auto chosen = idem::ui::Language::parseChoice(parser.value(QStringLiteral("lang")));
    idem::ui::Language::apply(parser.isSet(QStringLiteral("lang")) && chosen
                                  ? *chosen
                                  : idem::ui::Language::savedChoice());
}

bool asksForHelpOrVersion(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        for (const char* option : {"-h", "--help", "--help-all", "-v", "--version"}) {
            if (std::strcmp(argv[i], option) == 0)
                return true;
        }
    }
    return false;
}

void fail(const QString& message) {
    std::fprintf(stderr, "idemscope: %s\n", qPrintable(message));
}

/// Checks the command line as main() will read it; false (after the reason on stderr) when it
/// is not valid.
bool usageIsValid(int argc, char** argv) {
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    QCommandLineParser check;
    configure(check);
    if (!check.parse(arguments)) {
        fail(check.errorText());
        return false;
    }
    const QString view = check.value(QStringLiteral("view"));
    if (view != QLatin1String("tokens") && view != QLatin1String("audit") &&
        view != QLatin1String("dashboard") && view != QLatin1String("workbench") &&
        view != QLatin1String("scenarios")) {
        fail(QCoreApplication::translate(
            "main", "--view must be tokens, audit, dashboard, workbench or scenarios."));
        return false;
    }
    if (!idem::ui::Language::parseChoice(check.value(QStringLiteral("lang")))) {
        fail(QCoreApplication::translate("main", "--lang must be zh_CN, en or system."));
        return false;
    }
    const QString palette = check.value(QStringLiteral("palette"));
    if (palette != QLatin1String("system") && palette != QLatin1String("light") &&
        palette != QLatin1String("dark")) {
        fail(QCoreApplication::translate("main", "--palette must be system, light or dark."));
        return false;
    }
    if (check.isSet(QStringLiteral("demo")) && check.isSet(QStringLiteral("store"))) {
        fail(QCoreApplication::translate("main", "--demo and --store exclude each other."));
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication::setOrganizationName(QStringLiteral("IdemScope"));
    QCoreApplication::setApplicationName(QStringLiteral("IdemScope"));
    QCoreApplication::setApplicationVersion(QStringLiteral(IDEMSCOPE_VERSION));

    // --help and --version must work without a display, so they are answered before a
    // QApplication (which needs one) exists. process() prints and exits.
    if (asksForHelpOrVersion(argc, argv)) {
        QCoreApplication app(argc, argv);
        applyLanguage(QCoreApplication::arguments());
        QCommandLineParser parser;
        configure(parser);
        parser.process(app);
        return 0;
    }

    // Usage errors too are answered before the QApplication: a typo must not need a display.
    if (!usageIsValid(argc, argv))
        return 2;

    QApplication app(argc, argv);
    applyLanguage(QCoreApplication::arguments());
    QCommandLineParser parser;
    configure(parser);
    parser.process(app);
    idem::ui::theme::applyPalette(parser.value(QStringLiteral("palette")));
    const bool demo = parser.isSet(QStringLiteral("demo"));

    const QString screenshot = parser.value(QStringLiteral("screenshot"));
    const QString view = parser.value(QStringLiteral("view"));

    int code = 0;
    {
        Console console;
        if (!screenshot.isEmpty()) {
            QObject::connect(&console, &Console::windowShown, &console,
                             [&console, screenshot, view](const idem::ui::ConnectionProfile& p) {
                                 arrangeScreenshot(console, p, screenshot, view);
                             });
        }
        if (demo) {
            // The Demo profile: an embedded store with an in-process gateway, the demo upstream
            // and a little traffic, started in the background; the window opens once it runs.
            QObject::connect(&console, &Console::demoFailed, &console, [](const QString& message) {
                fail(
                    QCoreApplication::translate("main", "The demo did not start: %1").arg(message));
                QCoreApplication::exit(1);
            });
            console.openDemo();
        } else {
            const QString storeUrl = idem::resolveStoreUrl(parser.value(QStringLiteral("store")));
            console.open(idem::ui::MainWindow::profileForUrl(
                storeUrl, parser.isSet(QStringLiteral("allow-writes"))));
        }
        code = app.exec();
    }
    // The window and the panel stopped their background threads without waiting for them (a
    // store call on a frozen server lasts up to the store's timeout: 5 s Redis, 10 s
    // PostgreSQL). They get WorkerThread::kExitBound to end; past it the process ends without
    // running destructors (std::_Exit), which a thread still inside a store call could race, and
    // the OS closes its socket.
    if (!idem::ui::WorkerThread::waitForStopped(idem::ui::WorkerThread::kExitBound)) {
        fail(QCoreApplication::translate(
            "main", "A store did not answer in time; exiting without waiting for it."));
        std::fflush(stdout);
        std::fflush(stderr);
        std::_Exit(code);
    }
    return code;
}
