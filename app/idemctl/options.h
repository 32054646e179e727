// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "commands.h"

#include <QCommandLineOption>
#include <chrono>
#include <optional>

namespace idemctl {

// Option helpers every command file shares (defined in commands.cpp). Each throws
// idem::Error(BadInput) with a sentence naming the option for a bad value.

[[noreturn]] void usageError(const QString& message);
QCommandLineOption valueOption(const QString& name, const QString& description,
                               const QString& valueName, const QString& defaultValue = {});
/// The option's value, or std::nullopt when it was not given; an empty value is refused.
std::optional<QString> textOption(const Context& c, const QString& name);
std::chrono::milliseconds durationOption(const Context& c, const QString& name,
                                         std::chrono::milliseconds fallback);
std::optional<qint64> integerOption(const Context& c, const QString& name, qint64 min, qint64 max);
/// A file's contents (at most 64 MiB), or standard input for "-".
QByteArray readFileOption(const QString& option, const QString& path);

/// The workbench commands (workbenchcommands.cpp).
void declareReplay(QCommandLineParser& p);
ExitCode runReplay(Context& c);
void declareScenario(QCommandLineParser& p);
ExitCode runScenario(Context& c);

} // namespace idemctl
