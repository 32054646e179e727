// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "commands.h"
#include "store/tokenstore.h"

#include <QCommandLineOption>
#include <chrono>
#include <optional>

namespace idemctl {

// Option helpers every command file shares (defined in options.cpp). Each throws
// idem::Error(BadInput) with a sentence naming the option for a bad value, before any store is
// opened.

[[noreturn]] void usageError(const QString& message);
/// A --header option, "Name: value" (complete's stored headers, the workbench's request): the
/// name an HTTP field name (RFC 9110 token) of at most 256 characters, the value trimmed and
/// without control characters but tab, in UTF-8. A usage error otherwise.
std::pair<QString, QByteArray> headerOption(const QString& text);
/// "Token K" or "Token K (scope S)", as the commands' sentences name a token.
QString describeToken(const QString& key, const QString& scope);

QCommandLineOption valueOption(const QString& name, const QString& description,
                               const QString& valueName, const QString& defaultValue = {});
/// --scope S, the KEY argument, --reason R, --owner O and --fence N as the commands declare them.
void addScopeOption(QCommandLineParser& p);
void addKeyArgument(QCommandLineParser& p);
void addReasonOption(QCommandLineParser& p);
void addOwnerFenceOptions(QCommandLineParser& p, const QString& ownerText);

/// A usage error naming `command` when any positional argument was given.
void requireNoArguments(const Context& c, const QString& command);
/// The single KEY argument, validated.
QString keyArgument(const Context& c, const QString& command);
/// --scope, validated; the empty scope when not given.
QString scopeOption(const Context& c);
/// The option's value, or std::nullopt when it was not given; an empty value is refused.
std::optional<QString> textOption(const Context& c, const QString& name);
std::chrono::milliseconds durationOption(const Context& c, const QString& name,
                                         std::chrono::milliseconds fallback);
std::optional<qint64> integerOption(const Context& c, const QString& name, qint64 min, qint64 max);
/// A file's contents (at most 64 MiB), or standard input for "-".
QByteArray readFileOption(const QString& option, const QString& path);

/// --owner and --fence as a claim on KEY in scope; std::nullopt without --owner (a usage error
/// when `ownerRequired`).
std::optional<idem::Claim> claimOptions(const Context& c, const QString& key, const QString& scope,
                                        bool ownerRequired, const QString& command);
/// The OS user and --reason of an audited operator action.
idem::OperatorContext operatorContext(const Context& c);

} // namespace idemctl
