// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// Context and the command table; the commands themselves live in one file per group
// (subcommands.h).
#include "commands.h"

#include "options.h"
#include "store/storeregistry.h"
#include "subcommands.h"

namespace idemctl {

QString Context::storeUrl() const {
    const QString name = QStringLiteral("store");
    if (args.isSet(name) && args.value(name).isEmpty())
        usageError(QStringLiteral("The --store option needs a URL."));
    return idem::resolveStoreUrl(args.value(name));
}

idem::TokenStore& Context::store() {
    if (!m_store) {
        m_store = idem::openStore(storeUrl());
        // A safety caveat (TLS not verified, an evicting Redis, ...) goes to stderr, where a
        // script's output parsing does not see it and a person does.
        const QString warning = m_store->info().warning;
        if (!warning.isEmpty())
            out.note(QStringLiteral("idemctl: warning: ") + warning);
    }
    return *m_store;
}

void addGlobalOptions(QCommandLineParser& p) {
    p.addOption(valueOption(QStringLiteral("store"),
                            QStringLiteral("The store: %1 (default: $IDEMSCOPE_STORE, else a "
                                           "SQLite file in the user's data folder; --where "
                                           "prints it).")
                                .arg(idem::supportedStoreUrls()),
                            QStringLiteral("URL")));
    p.addOption(QCommandLineOption(QStringLiteral("json"),
                                   QStringLiteral("Print JSON (errors as JSON on stderr).")));
    p.addOption(QCommandLineOption(QStringLiteral("where"),
                                   QStringLiteral("Print the store URL in use and exit.")));
    p.addOption(QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                                   QStringLiteral("Show help and exit.")));
    p.addOption(QCommandLineOption(QStringLiteral("version"),
                                   QStringLiteral("Show the version and exit.")));
}

const QList<Command>& allCommands() {
    static const QList<Command> commands{
        {QStringLiteral("issue"), QStringLiteral("[options]"),
         QStringLiteral("Issue a new pending token and print its key."), declareIssue, runIssue},
        {QStringLiteral("list"), QStringLiteral("[options]"),
         QStringLiteral("List tokens, a page at a time."), declareList, runList},
        {QStringLiteral("show"), QStringLiteral("KEY [options]"),
         QStringLiteral("Show every field of one token."), declareShow, runShow},
        {QStringLiteral("counts"), QStringLiteral("[options]"),
         QStringLiteral("Count tokens per state."), declareCounts, runCounts},
        {QStringLiteral("acquire"),
         QStringLiteral("KEY (--fingerprint-of FILE | --body TEXT) "
                        "[options]"),
         QStringLiteral("Claim a token for one request; prints owner= and fence= when "
                        "acquired."),
         declareAcquire, runAcquire},
        {QStringLiteral("compare"), QStringLiteral("KEY (--body-file FILE | --body TEXT) [options]"),
         QStringLiteral("Compare a request with a token's stored one (why 422?)."),
         declareCompare, runCompare},
        {QStringLiteral("complete"), QStringLiteral("KEY --owner O --status N [options]"),
         QStringLiteral("Store the response of an acquired token."), declareComplete, runComplete},
        {QStringLiteral("release"), QStringLiteral("KEY [options]"),
         QStringLiteral("Give a processing token back (owner or operator)."), declareRelease,
         runRelease},
        {QStringLiteral("renew"), QStringLiteral("KEY --owner O --lease D [options]"),
         QStringLiteral("Extend the lease of an acquired token."), declareRenew, runRenew},
        {QStringLiteral("expire"), QStringLiteral("KEY [options]"),
         QStringLiteral("Expire a token now (operator action, audited)."), declareOperator,
         runExpire},
        {QStringLiteral("delete"), QStringLiteral("KEY [options]"),
         QStringLiteral("Delete a token (operator action, audited)."), declareOperator, runDelete},
        {QStringLiteral("purge-expired"), QStringLiteral("[options]"),
         QStringLiteral("Remove expired records; prints how many."), declarePurge, runPurge},
        {QStringLiteral("migrate"), QString(),
         QStringLiteral("Create or upgrade a PostgreSQL store's schema (idempotent; keeps rows)."),
         declareMigrate, runMigrate},
        {QStringLiteral("stats"), QStringLiteral("[options]"),
         QStringLiteral("Counters over a window and the duplicate ratio."), declareStats, runStats},
        {QStringLiteral("replay"), QStringLiteral("--url URL [request options] [options]"),
         QStringLiteral("Send one request N times with one key; verdict: did it run once?"),
         declareReplay, runReplay},
        {QStringLiteral("scenario"),
         QStringLiteral("--url URL --kind normal|duplicates|mixed|burst [options]"),
         QStringLiteral("Load scenario against a URL: QPS, latency, interception rate."),
         declareScenario, runScenario},
        {QStringLiteral("audit"), QStringLiteral("[options]"),
         QStringLiteral("The newest operator actions."), declareAudit, runAudit},
    };
    return commands;
}

const Command* findCommand(const QString& name) {
    for (const Command& command : allCommands()) {
        if (command.name == name)
            return &command;
    }
    return nullptr;
}

} // namespace idemctl
