// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "postgres/pgmigrate.h"

#include "pgsql.h"
#include "postgres/pgsession.h"

#include <optional>
#include <string_view>
#include <utility>

namespace idem::pg {
namespace {

struct Migration {
    int version;
    const char* name;
    std::string_view sql;
};

const Migration kMigrations[] = {
    {1, "001_seed_table", sql::_001_seed_table_sql},
    {2, "002_idemscope", sql::_002_idemscope_sql},
    {3, "003_notify", sql::_003_notify_sql},
    // 4 (004_partitioned) only on request: partition() below.
};
static_assert(std::size(kMigrations) == kSchemaVersion);

constexpr std::chrono::milliseconds kDefaultSpan = std::chrono::hours(24);
constexpr std::chrono::milliseconds kDefaultAhead = std::chrono::hours(2 * 24);

/// Refuses to partition a table that has rows: copying them would hold the table for as long as
/// the copy takes, and the seed's service could not write the result (ADR 0010).
void requireEmptyForPartitioning(pqxx::work& tx, const TableNames& names, const PgUrl& url) {
    if (!tx.exec(names.expand("SELECT EXISTS (SELECT 1 FROM ${T})"))[0][0].as<bool>())
        return;
    throw Error(ErrorKind::BadInput,
                QStringLiteral("The table %1 has rows, so it was not converted to the "
                               "partitioned layout (copying every row would hold the table for "
                               "as long as the copy takes). Nothing was changed. To convert: "
                               "'migrate --partitioned' a new table (table=%1_p), point the "
                               "writers at it, and drop %1 once its tokens have expired; see "
                               "docs/idemctl.md#migrate.")
                    .arg(url.table));
}

/// Migration 4 (ADR 0010), inside the caller's transaction that holds the migrate lock: an empty
/// table at version 3 becomes the partitioned layout; a partitioned one keeps its span and takes
/// the new `ahead`; both get the partitions up to now + ahead.
void partition(pqxx::work& tx, const TableNames& names, const PgUrl& url, int version,
               const MigrateOptions& options, MigrationReport& report) {
    if (version < kPartitionedSchemaVersion) {
        const std::string span = std::to_string(options.partitionSpan.value_or(kDefaultSpan).count());
        const std::string ahead =
            std::to_string(options.partitionAhead.value_or(kDefaultAhead).count());
        requireEmptyForPartitioning(tx, names, url);
        tx.exec(names.expand(sql::_004_partitioned_sql));
        // The NOTIFY triggers of migration 3 went with the plain table: the same SQL again.
        tx.exec(names.expand(sql::_003_notify_sql));
        tx.exec_params(names.expand("INSERT INTO \"${N}_partitioning\" (id, span_ms, ahead_ms) "
                                    "VALUES (1, $1, $2)"),
                       span, ahead);
        tx.exec_params(names.expand("INSERT INTO ${V} (version, name) VALUES ($1, $2)"),
                       kPartitionedSchemaVersion, std::string("004_partitioned"));
        report.applied << QStringLiteral("004_partitioned");
    } else {
        // '' keeps what the table has.
        auto orEmpty = [](const std::optional<std::chrono::milliseconds>& v) {
            return v ? std::to_string(v->count()) : std::string();
        };
        const pqxx::result r = tx.exec_params(
            names.expand("UPDATE \"${N}_partitioning\" SET ahead_ms = COALESCE(NULLIF($2::text, "
                         "'')::bigint, ahead_ms) WHERE id = 1 RETURNING $1::text = '' OR span_ms "
                         "= NULLIF($1::text, '')::bigint"),
            orEmpty(options.partitionSpan), orEmpty(options.partitionAhead));
        if (r.empty() || !r[0][0].as<bool>()) {
            throw Error(ErrorKind::BadInput,
                        QStringLiteral("The table %1 is partitioned with another span; the span "
                                       "cannot change (the partitions would overlap). Nothing "
                                       "was changed.")
                            .arg(url.table));
        }
    }
    tx.exec(names.expand("SELECT \"${N}_partitions_ahead\"()"));
}

} // namespace

MigrationReport migrate(const QString& urlText, const MigrateOptions& options) {
    const PgUrl url = PgUrl::parse(urlText);
    const TableNames names(url.table);
    Session session(url, nullptr);
    MigrationReport report;
    report.location = url.redacted();
    report.table = url.table;
    const std::string lockKey = "idemscope:" + names.bare;
    const QString context = QStringLiteral("Migrating %1").arg(url.table);

    auto currentVersion = [&](pqxx::work& tx) {
        const pqxx::result r =
            tx.exec_params("SELECT to_regclass($1) IS NOT NULL, to_regclass($2) IS NOT NULL",
                           names.tokens, names.version);
        const bool tableThere = r[0][0].as<bool>();
        const bool versionThere = r[0][1].as<bool>();
        int version = 0;
        if (versionThere) {
            const pqxx::result v =
                tx.exec(names.expand("SELECT COALESCE(max(version), 0) FROM ${V}"));
            version = v[0][0].as<int>();
        }
        return std::pair{tableThere, version};
    };

    session.run(Effect::Write, context, [&](pqxx::connection& c) {
        {
            pqxx::work tx(c);
            tx.exec_params("SELECT pg_advisory_xact_lock(hashtext($1))", lockKey);
            const auto [tableThere, version] = currentVersion(tx);
            report.tableExisted = tableThere;
            report.versionBefore = version;
            if (version > kPartitionedSchemaVersion) {
                throw Error(ErrorKind::SchemaMissing,
                            QStringLiteral("The table %1 has schema version %2, newer than this "
                                           "IdemScope knows (%3); upgrade IdemScope. Nothing was "
                                           "changed.")
                                .arg(url.table)
                                .arg(version)
                                .arg(kPartitionedSchemaVersion));
            }
            if (options.partitioned) {
                if (options.partitionSpan.value_or(kDefaultSpan) < std::chrono::seconds(1) ||
                    options.partitionAhead.value_or(kDefaultAhead).count() < 0) {
                    throw Error(ErrorKind::BadInput,
                                QStringLiteral("The partition span must be at least 1s and the "
                                               "partitions ahead 0 or more; nothing was changed."));
                }
                if (tableThere && version < kPartitionedSchemaVersion)
                    requireEmptyForPartitioning(tx, names, url);
            }
            tx.exec(names.expand("CREATE TABLE IF NOT EXISTS ${V} (\n"
                                 "  version INTEGER PRIMARY KEY,\n"
                                 "  name TEXT NOT NULL,\n"
                                 "  applied_at TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()\n"
                                 ")"));
            tx.commit();
        }
        for (const Migration& m : kMigrations) {
            pqxx::work tx(c);
            tx.exec_params("SELECT pg_advisory_xact_lock(hashtext($1))", lockKey);
            // Asked again under the lock: another migrator may have applied it meanwhile.
            if (currentVersion(tx).second >= m.version)
                continue;
            tx.exec(names.expand(m.sql));
            tx.exec_params(names.expand("INSERT INTO ${V} (version, name) VALUES ($1, $2)"),
                           m.version, std::string(m.name));
            tx.commit();
            report.applied << QString::fromLatin1(m.name);
        }
        if (options.partitioned) {
            pqxx::work tx(c);
            tx.exec_params("SELECT pg_advisory_xact_lock(hashtext($1))", lockKey);
            partition(tx, names, url, currentVersion(tx).second, options, report);
            tx.commit();
        }
        pqxx::work tx(c);
        report.versionAfter = currentVersion(tx).second;
        report.rows = tx.exec(names.expand("SELECT count(*) FROM ${T}"))[0][0].as<long long>();
        report.partitioned = report.versionAfter == kPartitionedSchemaVersion;
        if (report.partitioned) {
            report.partitions = tx.exec(names.expand("SELECT count(*) FROM pg_inherits WHERE "
                                                     "inhparent = '${T}'::regclass AND "
                                                     "\"${N}_partition_upper\"(inhrelid) IS NOT "
                                                     "NULL"))[0][0]
                                    .as<int>();
        }
        tx.commit();
    });
    return report;
}

void dropTables(const QString& urlText) {
    const PgUrl url = PgUrl::parse(urlText);
    const TableNames names(url.table);
    Session session(url, nullptr);
    session.run(Effect::Write, QStringLiteral("Dropping %1").arg(url.table),
                [&](pqxx::connection& c) {
                    pqxx::work tx(c);
                    // Partitions go with the partitioned table; detached ones a reaper had
                    // not dropped yet are tables of their own.
                    const pqxx::result lapsed = tx.exec_params(
                        "SELECT quote_ident(relname) FROM pg_class WHERE relkind = 'r' AND "
                        "left(relname, length($1)) = $1 AND relnamespace = "
                        "current_schema()::regnamespace",
                        names.bare + "_lapsed_");
                    for (const auto& row : lapsed)
                        tx.exec("DROP TABLE IF EXISTS " + row[0].as<std::string>());
                    tx.exec(names.expand("DROP TABLE IF EXISTS ${T}, ${A}, ${S}, ${V}, ${M}, "
                                         "\"${N}_listeners\", \"${N}_partitioning\""));
                    tx.exec(names.expand(
                        "DROP FUNCTION IF EXISTS \"${N}_notify_row\"(), \"${N}_notify_delete\"(), "
                        "\"${N}_partitions_ahead\"(), \"${N}_detach_lapsed\"(timestamptz), "
                        "\"${N}_drop_lapsed\"(), \"${N}_partition_upper\"(regclass)"));
                    tx.commit();
                });
}

} // namespace idem::pg
