#pragma once

#include <QString>
#include <QStringList>

namespace idem::pg {

/// The schema version this build reads and writes (resources/sql/00N_*.sql, N = 1..this).
inline constexpr int kSchemaVersion = 3;

struct MigrationReport {
    QString location;      ///< The store URL without secrets.
    QString table;         ///< The token table.
    int versionBefore = 0; ///< 0: no schema-version table (a seed table, or nothing).
    int versionAfter = 0;
    QStringList applied;       ///< Names of the migrations applied by this run, in order.
    bool tableExisted = false; ///< The token table was there before (e.g. the seed's).
    qint64 rows = 0;           ///< Rows in the token table afterwards.
};

/// Brings the PostgreSQL store of `url` (postgresql://...?table=...) to kSchemaVersion:
/// creates the schema-version table, then runs each missing migration in a transaction of its
/// own, holding a transaction-level advisory lock on the table's name so that two migrators
/// never interleave. Migration 1 creates the seed's table if it is missing; migration 2 adds
/// IdemScope's columns, identity, indexes, audit and stats tables and keeps every row;
/// migration 3 adds the triggers that NOTIFY <table>_changes (see PgNotifier). Running it again
/// changes nothing.
///
/// Throws idem::Error: BadInput for a malformed URL, Unavailable when the server cannot be
/// reached, SchemaMissing when the table has a newer schema than this build knows, ReadOnly
/// when the role may not change the schema.
MigrationReport migrate(const QString& url);

/// Drops the token table of `url` and the tables and functions named after it (audit, stats,
/// schema version, notify triggers), if they exist: for tests and for removing a store on purpose.
/// Every row is lost.
void dropTables(const QString& url);

} // namespace idem::pg
