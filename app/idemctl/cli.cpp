// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "cli.h"

#include "commands.h"
#include "exitcode.h"
#include "output.h"
#include "store/redact.h"
#include "util/licence.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <exception>

namespace idemctl {
namespace {

const QString kStore = QStringLiteral("store");

/// The position of the command name: the first argument that is not a global option (or the
/// value of --store). -1 when there is none.
qsizetype commandIndex(const QStringList& arguments) {
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& a = arguments.at(i);
        if (a == QLatin1String("--"))
            return i + 1 < arguments.size() ? i + 1 : -1;
        if (a == QLatin1String("--store")) {
            ++i; // its value
            continue;
        }
        if (!a.startsWith(QLatin1Char('-')) || a == QLatin1String("-"))
            return i;
    }
    return -1;
}

/// QCommandLineParser's help with our own usage line (it would print argv[0] in full).
QString helpWithUsage(const QCommandLineParser& parser, const QString& usage) {
    QString text = parser.helpText();
    const qsizetype newline = text.indexOf(QLatin1Char('\n'));
    return QStringLiteral("Usage: ") + usage + (newline < 0 ? QString() : text.mid(newline));
}

QString globalHelp(const QCommandLineParser& parser) {
    QString text = helpWithUsage(parser, QStringLiteral("idemctl [--store URL] [--json] COMMAND "
                                                        "[options]"));
    text += QStringLiteral("\nCommands:\n");
    for (const Command& command : allCommands())
        text += QStringLiteral("  ") + command.name.leftJustified(15) + command.summary +
                QLatin1Char('\n');
    text += QStringLiteral(
        "\nRun 'idemctl COMMAND --help' for a command's options. Global options may come\nbefore "
        "or after the command.\n\nExit codes: 0 success, 1 internal error, 2 usage or bad input, "
        "3 not found, 4 conflict,\n5 store unavailable or busy, 6 outcome unknown, 7 schema "
        "missing, 8 read-only;\nacquire: 10 replay, 11 in flight, 12 mismatch, 13 unknown, 14 "
        "expired;\nreplay, scenario: 20 verdict failed, 21 the URL under test did not answer.\n");
    return text;
}

void setUpParser(QCommandLineParser& parser, const QString& description) {
    parser.setApplicationDescription(description);
    addGlobalOptions(parser);
}

void parseOrThrow(QCommandLineParser& parser, const QStringList& arguments, Output& out) {
    if (!parser.parse(arguments)) {
        QString message = parser.errorText();
        if (!message.endsWith(QLatin1Char('.')))
            message += QLatin1Char('.');
        throw idem::Error(idem::ErrorKind::BadInput,
                          message + QStringLiteral(" Run 'idemctl --help' for usage."));
    }
    out.setJson(parser.isSet(QStringLiteral("json")));
}

/// --help, --version and --where end the run before any command does its work.
bool handledGlobal(const QCommandLineParser& parser, Output& out, const QString& help) {
    if (parser.isSet(QStringLiteral("help"))) {
        out.write(help);
        return true;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        out.line(QCoreApplication::applicationName() + QLatin1Char(' ') +
                 QCoreApplication::applicationVersion());
        out.write(QString::fromUtf8(idem::kVersionLicenceNotice));
        return true;
    }
    if (parser.isSet(QStringLiteral("where"))) {
        const Context context(parser, out);
        // Which store, not how to log in to it: the output goes to terminals, scripts' logs
        // and bug reports.
        const QString url = idem::redactStoreUrl(context.storeUrl());
        if (out.json())
            out.printJson(QJsonObject{{kStore, url}});
        else
            out.line(url);
        return true;
    }
    return false;
}

ExitCode runChecked(const QStringList& arguments, Output& out) {
    const qsizetype index = commandIndex(arguments);
    if (index < 0) {
        QCommandLineParser parser;
        setUpParser(parser,
                    QStringLiteral("Issue, inspect and drive IdemScope idempotency tokens."));
        parseOrThrow(parser, arguments, out);
        if (handledGlobal(parser, out, globalHelp(parser)))
            return ExitCode::Success;
        throw idem::Error(idem::ErrorKind::BadInput,
                          QStringLiteral("No command given; run 'idemctl --help' for the list."));
    }

    QString name = arguments.at(index);
    QStringList rest = arguments;
    rest.removeAt(index);
    if (index > 0 && rest.value(index - 1) == QLatin1String("--"))
        rest.removeAt(index - 1);
    bool helpCommand = false;
    if (name == QLatin1String("help")) {
        // "idemctl help [COMMAND]" is "idemctl [COMMAND] --help".
        helpCommand = true;
        const qsizetype next = commandIndex(rest);
        if (next < 0) {
            QCommandLineParser parser;
            setUpParser(parser,
                        QStringLiteral("Issue, inspect and drive IdemScope idempotency tokens."));
            out.write(globalHelp(parser));
            return ExitCode::Success;
        }
        name = rest.at(next);
        rest.removeAt(next);
    }
    const Command* command = findCommand(name);
    if (!command) {
        throw idem::Error(idem::ErrorKind::BadInput,
                          QStringLiteral("Unknown command %1; run 'idemctl --help' for the list.")
                              .arg(printable(name, 80)));
    }

    QCommandLineParser parser;
    setUpParser(parser, command->summary);
    command->declare(parser);
    const QString help =
        helpWithUsage(parser, QStringLiteral("idemctl %1 %2").arg(command->name, command->syntax));
    if (helpCommand) {
        out.write(help);
        return ExitCode::Success;
    }
    parseOrThrow(parser, rest, out);
    if (handledGlobal(parser, out, help))
        return ExitCode::Success;
    Context context(parser, out);
    return command->run(context);
}

} // namespace

int run(const QStringList& arguments) {
    // Known before parsing, so that even a usage error is reported in the requested form.
    const qsizetype dashes = arguments.indexOf(QStringLiteral("--"));
    const bool json =
        arguments.mid(0, dashes < 0 ? arguments.size() : dashes).contains(QStringLiteral("--json"));
    Output out(json);
    try {
        return toInt(runChecked(arguments, out));
    } catch (const idem::Error& error) {
        out.error(error);
        return toInt(exitCodeFor(error.kind()));
    } catch (const std::exception& error) {
        out.error(idem::Error(
            idem::ErrorKind::Internal,
            QStringLiteral("Unexpected error: %1").arg(QString::fromLocal8Bit(error.what()))));
        return toInt(ExitCode::Internal);
    } catch (...) {
        out.error(idem::Error(idem::ErrorKind::Internal, QStringLiteral("Unexpected error.")));
        return toInt(ExitCode::Internal);
    }
}

} // namespace idemctl
