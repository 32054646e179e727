// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The option helpers every command file shares (options.h).
#include "options.h"

#include "http/http.h"
#include "output.h"
#include "token/key.h"
#include "token/statemachine.h"
#include "util/duration.h"

#include <QFile>
#include <cstdio>
#include <limits>

namespace idemctl {
namespace {

using std::chrono::milliseconds;

/// Request and response bodies are read whole (the fingerprint covers every byte); this bounds
/// what a mistaken path (a disk image, /dev/zero) can cost.
constexpr qint64 kMaxBodyBytes = 64LL * 1024 * 1024;

} // namespace

[[noreturn]] void usageError(const QString& message) {
    throw idem::Error(idem::ErrorKind::BadInput, message);
}

QString describeToken(const QString& key, const QString& scope) {
    return scope.isEmpty() ? QStringLiteral("Token %1").arg(key)
                           : QStringLiteral("Token %1 (scope %2)").arg(key, scope);
}

QCommandLineOption valueOption(const QString& name, const QString& description,
                               const QString& valueName, const QString& defaultValue) {
    QCommandLineOption option(name, description, valueName);
    if (!defaultValue.isEmpty())
        option.setDefaultValue(defaultValue);
    return option;
}

void addScopeOption(QCommandLineParser& p) {
    p.addOption(valueOption(QStringLiteral("scope"),
                            QStringLiteral("The token's scope (tenant); default: the empty scope."),
                            QStringLiteral("S")));
}

void addKeyArgument(QCommandLineParser& p) {
    p.addPositionalArgument(QStringLiteral("KEY"),
                            QStringLiteral("The token key: 1-255 visible ASCII characters."));
}

void addReasonOption(QCommandLineParser& p) {
    p.addOption(valueOption(QStringLiteral("reason"),
                            QStringLiteral("Why; recorded in the audit log (at most 1,000 "
                                           "characters)."),
                            QStringLiteral("R")));
}

void addOwnerFenceOptions(QCommandLineParser& p, const QString& ownerText) {
    p.addOption(valueOption(QStringLiteral("owner"), ownerText, QStringLiteral("O")));
    p.addOption(valueOption(QStringLiteral("fence"),
                            QStringLiteral("The fencing counter acquire printed (recommended)."),
                            QStringLiteral("N")));
}

void requireNoArguments(const Context& c, const QString& command) {
    if (!c.args.positionalArguments().isEmpty()) {
        usageError(QStringLiteral("The %1 command takes no arguments; %2 was not expected.")
                       .arg(command, printable(c.args.positionalArguments().constFirst(), 80)));
    }
}

/// The single KEY argument, validated before any store is opened.
QString keyArgument(const Context& c, const QString& command) {
    const QStringList positional = c.args.positionalArguments();
    if (positional.size() != 1) {
        usageError(QStringLiteral("The %1 command needs exactly one KEY; %2 given.")
                       .arg(command)
                       .arg(positional.size()));
    }
    idem::requireValidKey(positional.constFirst());
    return positional.constFirst();
}

QString scopeOption(const Context& c) {
    QString scope = c.args.value(QStringLiteral("scope"));
    idem::requireValidScope(scope);
    return scope;
}

/// The option's value, or std::nullopt when it was not given. An explicitly empty value is a
/// usage error for options that name something.
std::optional<QString> textOption(const Context& c, const QString& name) {
    if (!c.args.isSet(name))
        return std::nullopt;
    const QString value = c.args.value(name);
    if (value.isEmpty())
        usageError(QStringLiteral("The --%1 option needs a value.").arg(name));
    return value;
}

milliseconds durationOption(const Context& c, const QString& name, milliseconds fallback) {
    if (!c.args.isSet(name))
        return fallback;
    const QString text = c.args.value(name);
    const auto value = idem::parseDuration(text);
    if (!value) {
        usageError(QStringLiteral("--%1 %2 is not a duration; write it with units, as in 500ms, "
                                  "30s, 30m, 1h or 2d (at most 365d).")
                       .arg(name, printable(text, 80)));
    }
    return *value;
}

std::optional<qint64> integerOption(const Context& c, const QString& name, qint64 min, qint64 max) {
    if (!c.args.isSet(name))
        return std::nullopt;
    const QString text = c.args.value(name);
    bool ok = false;
    const qint64 value = text.toLongLong(&ok);
    if (!ok || value < min || value > max) {
        usageError(QStringLiteral("--%1 must be a whole number from %2 to %3; %4 was given.")
                       .arg(name)
                       .arg(min)
                       .arg(max)
                       .arg(printable(text, 80)));
    }
    return value;
}

/// A file's contents, or standard input for "-".
QByteArray readFileOption(const QString& option, const QString& path) {
    QFile file;
    bool opened = false;
    if (path == QLatin1String("-")) {
        opened = file.open(stdin, QIODevice::ReadOnly);
    } else {
        file.setFileName(path);
        opened = file.open(QIODevice::ReadOnly);
    }
    if (!opened) {
        usageError(QStringLiteral("Cannot read %1 (--%2): %3.")
                       .arg(printable(path, 200), option, file.errorString()));
    }
    QByteArray data = file.read(kMaxBodyBytes + 1);
    if (file.error() != QFileDevice::NoError) {
        usageError(QStringLiteral("Cannot read %1 (--%2): %3.")
                       .arg(printable(path, 200), option, file.errorString()));
    }
    if (data.size() > kMaxBodyBytes) {
        usageError(
            QStringLiteral("%1 (--%2) is larger than 64 MiB.").arg(printable(path, 200), option));
    }
    return data;
}

std::optional<idem::Claim> claimOptions(const Context& c, const QString& key, const QString& scope,
                                        bool ownerRequired, const QString& command) {
    const auto owner = textOption(c, QStringLiteral("owner"));
    const auto fence =
        integerOption(c, QStringLiteral("fence"), 0, std::numeric_limits<qint64>::max());
    if (!owner) {
        if (ownerRequired)
            usageError(QStringLiteral("The %1 command needs --owner O.").arg(command));
        if (fence)
            usageError(QStringLiteral("--fence goes with --owner."));
        return std::nullopt;
    }
    idem::requireValidOwner(*owner);
    return idem::Claim{key, scope, *owner, fence};
}

/// The OS user and --reason, validated before any store is opened.
idem::OperatorContext operatorContext(const Context& c) {
    idem::OperatorContext context;
    context.user = idem::currentOsUser();
    context.reason = c.args.value(QStringLiteral("reason"));
    idem::validate(context);
    return context;
}

std::pair<QString, QByteArray> headerOption(const QString& text) {
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    const QString name = colon < 0 ? QString() : text.left(colon).trimmed();
    if (name.size() > 256 || !idem::http::isHttpToken(name)) {
        usageError(QStringLiteral("--header %1 is not of the form \"Name: value\".")
                       .arg(printable(text, 80)));
    }
    const QString value = text.mid(colon + 1).trimmed();
    for (const QChar ch : value) {
        if (ch.unicode() < 0x20 && ch != QLatin1Char('\t'))
            usageError(QStringLiteral("The value of header %1 has a control character.").arg(name));
    }
    return {name, value.toUtf8()};
}

} // namespace idemctl
