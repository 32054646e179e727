// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "base/errors.h"
#include "postgres/pgmigrate.h"
#include "store/tokenstore.h"

#include <QString>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

namespace idem::test {

/// A store of its own for one test, created from a spec and removed with this object (RAII).
///
/// Specs: "sqlite-file" (a new file in a new temporary folder), "sqlite::memory:" (a private
/// in-memory database), "redis" (the server of $IDEM_TEST_REDIS_URL with a random namespace
/// `<ns or idempotency>:t<random>`, whose keys the destructor deletes with SCAN MATCH + UNLINK;
/// the test is skipped when the variable is missing, or fails if $IDEM_REQUIRE_SERVICES is 1),
/// "redis-tls" and "redis-acl" (the same on $IDEM_TEST_REDIS_TLS_URL / $IDEM_TEST_REDIS_ACL_URL),
/// "redis-cluster" (the same on the Redis Cluster of $IDEM_TEST_REDIS_CLUSTER_URL),
/// "redis-seed" (the server of $IDEM_TEST_REDIS_URL, layout=seed, random namespace), and
/// "postgres" (a random table in the database of $IDEM_TEST_PG_URL, dropped afterwards), and
/// "postgres-partitioned" (the same, migrated with --partitioned, one-second partitions).
/// scripts/with-services.sh starts every one of these servers.
class FreshStore {
public:
    explicit FreshStore(const QString& spec);
    ~FreshStore();

    /// True when the constructor skipped the test (QSKIP): the caller must return at once.
    bool skipped() const { return m_skipped; }

    TokenStore& operator*() const { return *m_store; }
    TokenStore* operator->() const { return m_store.get(); }
    TokenStore& store() const { return *m_store; }

    /// A URL that opens the same data again from another connection or process; empty when the
    /// store cannot be shared (an in-memory database).
    QString sharedUrl() const { return m_sharedUrl; }
    /// Opens a second, independent connection to the same data (skips the test if impossible).
    std::unique_ptr<TokenStore> openAnother() const;

private:
    void openRedis(const QString& spec);
    void dropRedisNamespace();
    void openPostgres(const pg::MigrateOptions& options);

    QTemporaryDir m_dir;
    QString m_sharedUrl;
    QString m_redisNamespace; ///< Set when this object owns a Redis namespace.
    QString m_pgUrl;          ///< Set when this object owns a PostgreSQL table.
    bool m_skipped = false;
    std::unique_ptr<TokenStore> m_store;
};

/// Deletes every key matching the SCAN pattern `pattern` on the server(s) of the Redis store URL
/// `url`: SCAN on every master (a cluster's too), UNLINK of each key (routed to its slot), in
/// bounded pages. Returns how many keys were removed; throws idem::Error.
qint64 dropRedisKeys(const QString& url, const QByteArray& pattern);

/// Removes "-store SPEC" from the command line and returns SPEC (default "sqlite-file"), so the
/// rest can go to QTest::qExec. Use in a custom main for suites run once per store.
QString takeStoreSpec(int& argc, char** argv);

/// Runs `f`, retrying while the store reports that nothing happened (Retryable or
/// ConnectionLost), at most 100 times; every other error propagates. Retryable is part of the
/// contract: a SQLite file busy with many writers may say so.
template <typename F> auto withRetry(F&& f) {
    for (int attempt = 0;; ++attempt) {
        try {
            return f();
        } catch (const Error& e) {
            if (!e.isRetryable() || attempt >= 100)
                throw;
        }
    }
}

/// A request identity for tests: POST /orders with the given body.
RequestIdentity testRequest(const QByteArray& body = QByteArrayLiteral("{\"amount\":42}"));

/// The claim an acquire gave (key, scope, owner, fence).
Claim claimOf(const AcquireResult& a);

/// A complete request for the claim `a` acquired: status 200 with `body`.
CompleteRequest completeReq(const AcquireResult& a, const QByteArray& body);

/// A ready acquire request for `key` with a generated owner.
AcquireRequest acquireRequest(const QString& key,
                              const QByteArray& body = QByteArrayLiteral("{\"amount\":42}"));

} // namespace idem::test

/// Declares `var`, a FreshStore made from the suite's store spec `spec`, inside a test function.
/// Returns from the test function when the store's server is missing (skipped or failed).
#define IDEM_FRESH_STORE(var, spec)                                                                \
    ::idem::test::FreshStore var(spec);                                                            \
    if (var.skipped() || QTest::currentTestFailed())                                               \
        return;                                                                                    \
    QVERIFY2(var.operator->() != nullptr, "the store could not be created")
