// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "store/tokenstore.h"

#include <QList>
#include <QString>
#include <memory>
#include <utility>

namespace idem {

namespace pg {
struct PgUrl;
}

/// The PostgreSQL store (ADR 0005, ADR 0010): the seed's `idempotency_tokens` table plus
/// IdemScope's columns (resources/sql, applied by `idemctl migrate`, never on open).
///
/// Every state change is one SQL statement on the database's clock (`now()`, truncated to
/// milliseconds): acquire is one `INSERT … ON CONFLICT … DO UPDATE … WHERE … RETURNING` that
/// creates, claims a pending row, takes over a stuck one (raising the fencing counter) or
/// counts a replay; complete, release and renew are one `UPDATE … WHERE owner … AND fence …`.
/// The stats counter rises in the same statement (a data-modifying CTE) in a row of the
/// writing backend's own (no hot row). When a statement changes nothing, the store reads the
/// row and runs the C++ rule of token/statemachine.h on it to raise the same error as every
/// other store. Operator actions are one transaction (`SELECT … FOR UPDATE`, rule, write,
/// audit row).
///
/// A table with the seed's columns but not IdemScope's opens read-only (get, list, counts,
/// stuck = processing longer than `stuck_after`); writes throw SchemaMissing asking for
/// `idemctl migrate`, and info().warning says so.
///
/// The partitioned layout (`idemctl migrate --partitioned`, schema version 4, ADR 0010) has no
/// unique index on (token, scope): there, every write of a row runs in a transaction that first
/// takes the key's advisory lock, and the reaper detaches and drops whole partitions that lapsed.
///
/// With the URL option reads=prefer-standby (or standby), get, list, counts, stats and audit go
/// to a second connection that libpq points at a standby; writes, and the reads that decide a
/// write's outcome, stay on the primary (ADR 0010, docs/SCALING.md for the lag).
///
/// Threads: one connection per store object (two with reads=), calls serialise on a mutex. Open
/// one store per thread for parallel work.
class PgStore final : public TokenStore {
public:
    /// Connects and inspects the table. Unavailable when the server cannot be reached,
    /// SchemaMissing when the table is missing, lacks the seed's columns, or has a newer schema.
    explicit PgStore(const pg::PgUrl& url);
    ~PgStore() override;

    PgStore(const PgStore&) = delete;
    PgStore& operator=(const PgStore&) = delete;

    /// True when the table has the seed's columns only (opened read-only).
    bool seedOnly() const;
    /// The prepared statements (name, SQL), for benchmarks that run the same SQL without the
    /// store (pgbench) and for EXPLAIN. Parameters are $1, $2, ... as documented in pgstore.cpp.
    QList<std::pair<QString, QString>> statements() const;

    StoreInfo info() const override;
    TokenRecord issue(const IssueRequest& request) override;
    AcquireResult acquire(const AcquireRequest& request) override;
    TokenRecord complete(const CompleteRequest& request) override;
    TokenRecord release(const Claim& claim) override;
    TokenRecord renew(const Claim& claim, std::chrono::milliseconds lease) override;
    /// Group commit: the batch in one transaction (one COMMIT, one WAL flush), its changes run
    /// in (scope, key) order (stable) so that concurrent batches lock rows, and the partitioned
    /// layout's advisory key locks, in one global order; outcomes in the callers' order. The
    /// batch runs in rounds of distinct rows (a row's second change in the next round), and a
    /// round's statements reach the server in one round trip (a pipeline); on the plain layout
    /// its acquires are one statement and its completes another (arrays of parameters), so
    /// that PostgreSQL starts one statement for many changes. A server error inside the batch
    /// rolls it back and runs each change alone; a failed COMMIT gives its error
    /// (OutcomeUnknown when the connection broke during it) to every change but the refusals.
    /// A batch of one is the single call (autocommit). The changes of a batch share its
    /// transaction's clock (now(): when the batch began, milliseconds before its commit), as
    /// the statements of one call do.
    std::vector<ChangeOutcome> changeMany(const std::vector<Change>& changes) override;
    /// The batches of changeMany() that a server error rolled back, whose changes then ran
    /// alone (diagnostics, tests: a batch of valid changes should never be one of them).
    quint64 batchesRunAlone() const;
    TokenRecord operatorRelease(const QString& key, const QString& scope,
                                const OperatorContext& context) override;
    TokenRecord operatorExpire(const QString& key, const QString& scope,
                               const OperatorContext& context) override;
    void operatorDelete(const QString& key, const QString& scope,
                        const OperatorContext& context) override;
    std::optional<TokenRecord> get(const QString& key, const QString& scope) override;
    StateCounts counts(const std::optional<QString>& scope) override;

protected:
    ListPage doList(const ListQuery& query) override;
    /// Deletes in batches of at most 1,000 rows, each one statement that locks its victims
    /// with FOR UPDATE SKIP LOCKED: concurrent purgers take disjoint rows, and each row is
    /// counted (Counter::Expired, unless an operator expired it) by the purger that deleted it.
    /// Partitioned layout with limit 0: first detaches, counts and drops the partitions whose
    /// range lies before the expiry mark (their lapses are counted before), then deletes the
    /// rest as above, then makes the partitions ahead.
    qint64 doPurgeExpired(qint64 limit) override;
    StatsSeries doStats(std::chrono::milliseconds window) override;
    QList<AuditEntry> doAudit(int limit) override;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

/// Opens the PostgreSQL store from a postgresql:// or postgres:// URL (see pg::PgUrl).
std::unique_ptr<TokenStore> openPostgresStore(const QString& url);

} // namespace idem
