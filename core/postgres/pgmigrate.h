// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QString>
#include <QStringList>
#include <chrono>
#include <optional>

namespace idem::pg {

/// The schema version of the plain layout this build reads and writes (resources/sql/00N_*.sql,
/// N = 1..this).
inline constexpr int kSchemaVersion = 3;
/// The version a table has in the partitioned layout (migration 4, only with
/// MigrateOptions::partitioned; ADR 0010). Builds that know only kSchemaVersion 3 refuse it as
/// "newer", which is right: they would write it with INSERT … ON CONFLICT, which it cannot take.
inline constexpr int kPartitionedSchemaVersion = 4;

/// What `idemctl migrate` was asked for.
struct MigrateOptions {
    /// Convert to (or keep) the layout partitioned by expires_at. Only an empty table at
    /// version <= 3 is converted; a table with rows is refused (BadInput) with the manual steps.
    bool partitioned = false;
    /// The width of a partition, at least 1 s; aligned on the epoch (1 day starts at 00:00 UTC).
    /// Unset: 1 day for a new layout, the table's own afterwards. Fixed when the layout is made:
    /// a later run with another span is refused (BadInput).
    std::optional<std::chrono::milliseconds> partitionSpan;
    /// Partitions are made ahead until now + this (0: only the current one). Tokens expiring
    /// later land in the DEFAULT partition until their range is made. Unset: 2 days for a new
    /// layout, the table's own afterwards; a value given replaces the table's.
    std::optional<std::chrono::milliseconds> partitionAhead;
};

struct MigrationReport {
    QString location;      ///< The store URL without secrets.
    QString table;         ///< The token table.
    int versionBefore = 0; ///< 0: no schema-version table (a seed table, or nothing).
    int versionAfter = 0;
    QStringList applied;       ///< Names of the migrations applied by this run, in order.
    bool tableExisted = false; ///< The token table was there before (e.g. the seed's).
    qint64 rows = 0;           ///< Rows in the token table afterwards.
    bool partitioned = false;  ///< The table is in the partitioned layout afterwards.
    int partitions = 0;        ///< Range partitions afterwards (DEFAULT not counted).
};

/// Brings the PostgreSQL store of `url` (postgresql://...?table=...) to kSchemaVersion:
/// creates the schema-version table, then runs each missing migration in a transaction of its
/// own, holding a transaction-level advisory lock on the table's name so that two migrators
/// never interleave. Migration 1 creates the seed's table if it is missing; migration 2 adds
/// IdemScope's columns, identity, indexes, audit and stats tables and keeps every row;
/// migration 3 adds the triggers that NOTIFY <table>_changes (see PgNotifier). Running it again
/// changes nothing. With options.partitioned, migration 4 then replaces the (empty) table by
/// the partitioned layout and the partitions up to now + partitionAhead are made (ADR 0010).
///
/// Throws idem::Error: BadInput for a malformed URL, Unavailable when the server cannot be
/// reached, SchemaMissing when the table has a newer schema than this build knows, ReadOnly
/// when the role may not change the schema; BadInput when asked to partition a table that has
/// rows (the message gives the manual steps) or to change the span of a partitioned one.
MigrationReport migrate(const QString& url, const MigrateOptions& options = {});

/// Drops the token table of `url` and the tables and functions named after it (audit, stats,
/// schema version, notify triggers, partitions and partition functions), if they exist: for tests and for removing a store on purpose.
/// Every row is lost.
void dropTables(const QString& url);

} // namespace idem::pg
