#include "postgres/pgmigrate.h"

#include "pgsql.h"
#include "postgres/pgsession.h"

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
};
static_assert(std::size(kMigrations) == kSchemaVersion);

} // namespace

MigrationReport migrate(const QString& urlText) {
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
            if (version > kSchemaVersion) {
                throw Error(ErrorKind::SchemaMissing,
                            QStringLiteral("The table %1 has schema version %2, newer than this "
                                           "IdemScope knows (%3); upgrade IdemScope. Nothing was "
                                           "changed.")
                                .arg(url.table)
                                .arg(version)
                                .arg(kSchemaVersion));
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
        pqxx::work tx(c);
        report.versionAfter = currentVersion(tx).second;
        report.rows = tx.exec(names.expand("SELECT count(*) FROM ${T}"))[0][0].as<long long>();
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
                    tx.exec(names.expand(
                        "DROP TABLE IF EXISTS ${T}, ${A}, ${S}, ${V}, ${M}, \"${N}_listeners\""));
                    tx.exec(names.expand("DROP FUNCTION IF EXISTS \"${N}_notify_row\"(), "
                                         "\"${N}_notify_delete\"()"));
                    tx.commit();
                });
}

} // namespace idem::pg
