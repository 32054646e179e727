// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "exitcode.h"
#include "output.h"
#include "store/tokenstore.h"

#include <QCommandLineParser>
#include <QList>
#include <QString>
#include <memory>

namespace idemctl {

/// What a command runs with: its parsed command line, the output, and the store. The store is
/// opened on first use, after the command line has been checked, so that a usage error never
/// creates or touches a store.
class Context {
public:
    Context(const QCommandLineParser& args, Output& out) : args(args), out(out) {}

    const QCommandLineParser& args;
    Output& out;

    /// --store, else $IDEMSCOPE_STORE, else the platform default (idem::resolveStoreUrl).
    QString storeUrl() const;
    idem::TokenStore& store();

private:
    std::unique_ptr<idem::TokenStore> m_store;
};

/// One sub-command: its name, the syntax and one-line summary shown in help, the options it
/// adds to its own parser, and what it does. Commands throw idem::Error for every failure
/// (usage errors as BadInput); the caller maps the kind to the exit code.
struct Command {
    QString name;
    QString syntax;
    QString summary;
    void (*declare)(QCommandLineParser& parser);
    ExitCode (*run)(Context& context);
};

const QList<Command>& allCommands();
const Command* findCommand(const QString& name);

/// The options every parser accepts, before or after the command: --store, --json, --help,
/// --version, --where.
void addGlobalOptions(QCommandLineParser& parser);

} // namespace idemctl
