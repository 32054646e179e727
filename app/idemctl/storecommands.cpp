// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// idemctl migrate: the store's schema.
#include "options.h"
#include "postgres/pgmigrate.h"
#include "store/storeregistry.h"
#include "subcommands.h"

#include <QJsonArray>
#include <chrono>

namespace idemctl {

using std::chrono::milliseconds;

// --- migrate -------------------------------------------------------------------------------

ExitCode runMigrate(Context& c) {
    requireNoArguments(c, QStringLiteral("migrate"));
    const QString url = c.storeUrl();
    const bool postgres = idem::storeKindOf(url) == idem::StoreKind::Postgres;
    idem::pg::MigrateOptions options;
    options.partitioned = c.args.isSet(QStringLiteral("partitioned"));
    for (const QString& name :
         {QStringLiteral("partition-span"), QStringLiteral("partition-ahead")}) {
        if (!c.args.isSet(name))
            continue;
        if (!options.partitioned)
            usageError(QStringLiteral("--%1 goes with --partitioned.").arg(name));
        (name == QLatin1String("partition-span") ? options.partitionSpan : options.partitionAhead) =
            durationOption(c, name, milliseconds(0));
    }
    if (options.partitioned && !postgres)
        usageError(QStringLiteral("--partitioned is for PostgreSQL stores only."));
    if (!postgres) {
        // SQLite creates its schema, or brings an older file's up to date, when it is opened;
        // Redis has none. Opening checks the store all the same, so a foreign or newer store is
        // reported here too.
        const idem::StoreInfo info = c.store().info();
        if (c.out.json()) {
            c.out.printJson(QJsonObject{{QStringLiteral("store"), info.location},
                                        {QStringLiteral("backend"), info.backend},
                                        {QStringLiteral("applied"), QJsonArray()}});
        } else {
            c.out.line(idem::storeKindOf(url) == idem::StoreKind::Sqlite
                           ? QStringLiteral("The sqlite store needs no migration: opening it "
                                            "brought its schema up to date.")
                           : QStringLiteral("The %1 store needs no migration; nothing was "
                                            "changed.")
                                 .arg(info.backend));
        }
        return ExitCode::Success;
    }
#if IDEM_WITH_POSTGRES
    const idem::pg::MigrationReport report = idem::pg::migrate(url, options);
#else
    // A build without the PostgreSQL store: the registry refuses the URL, saying so.
    idem::checkStoreUrl(url);
    const idem::pg::MigrationReport report;
#endif
    const QString layout = report.partitioned
                               ? QStringLiteral("partitioned by expires_at, %1 range partitions")
                                     .arg(report.partitions)
                               : QStringLiteral("plain");
    if (c.out.json()) {
        c.out.printJson(
            QJsonObject{{QStringLiteral("store"), report.location},
                        {QStringLiteral("backend"), QStringLiteral("postgresql")},
                        {QStringLiteral("table"), report.table},
                        {QStringLiteral("table_existed"), report.tableExisted},
                        {QStringLiteral("version_before"), report.versionBefore},
                        {QStringLiteral("version_after"), report.versionAfter},
                        {QStringLiteral("applied"), QJsonArray::fromStringList(report.applied)},
                        {QStringLiteral("rows"), report.rows},
                        {QStringLiteral("partitioned"), report.partitioned},
                        {QStringLiteral("partitions"), report.partitions}});
        return ExitCode::Success;
    }
    if (report.applied.isEmpty()) {
        c.out.line(QStringLiteral("Table %1 is at schema version %2 already (%4); no migration "
                                  "was applied (%3 rows).")
                       .arg(report.table)
                       .arg(report.versionAfter)
                       .arg(report.rows)
                       .arg(layout));
    } else {
        c.out.line(QStringLiteral("Table %1: schema version %2 -> %3 (applied %4; %6); %5 rows "
                                  "kept.")
                       .arg(report.table)
                       .arg(report.versionBefore)
                       .arg(report.versionAfter)
                       .arg(report.applied.join(QStringLiteral(", ")))
                       .arg(report.rows)
                       .arg(layout));
    }
    return ExitCode::Success;
}

void declareMigrate(QCommandLineParser& p) {
    p.addOption(QCommandLineOption(
        QStringLiteral("partitioned"),
        QStringLiteral("PostgreSQL: partition the token table by expiry, so the reaper drops "
                       "whole partitions (an empty table only; see docs/idemctl.md).")));
    p.addOption(valueOption(QStringLiteral("partition-span"),
                            QStringLiteral("With --partitioned: the width of a partition (default "
                                           "1d for a new layout; fixed once made)."),
                            QStringLiteral("DURATION")));
    p.addOption(valueOption(QStringLiteral("partition-ahead"),
                            QStringLiteral("With --partitioned: make partitions until now + this "
                                           "(default 2d)."),
                            QStringLiteral("DURATION")));
}

} // namespace idemctl
