#pragma once

#include "store/errors.h"
#include "store/tokenstore.h"

#include <QString>
#include <QTemporaryDir>
#include <memory>

namespace idem::test {

/// A store of its own for one test, created from a spec and removed with this object (RAII).
///
/// Specs: "sqlite-file" (a new file in a new temporary folder), "sqlite::memory:" (a private
/// in-memory database). The Redis and PostgreSQL stores will add specs that pick a random
/// namespace or table, so each test owns its data there too.
class FreshStore {
public:
    explicit FreshStore(const QString& spec);
    ~FreshStore();

    TokenStore& operator*() const { return *m_store; }
    TokenStore* operator->() const { return m_store.get(); }
    TokenStore& store() const { return *m_store; }

    /// A URL that opens the same data again from another connection or process; empty when the
    /// store cannot be shared (an in-memory database).
    QString sharedUrl() const { return m_sharedUrl; }
    /// Opens a second, independent connection to the same data (skips the test if impossible).
    std::unique_ptr<TokenStore> openAnother() const;

private:
    QTemporaryDir m_dir;
    QString m_sharedUrl;
    std::unique_ptr<TokenStore> m_store;
};

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

/// A ready acquire request for `key` with a generated owner.
AcquireRequest acquireRequest(const QString& key,
                              const QByteArray& body = QByteArrayLiteral("{\"amount\":42}"));

} // namespace idem::test

/// Declares `var`, a FreshStore made from the suite's store spec `spec`, inside a test function.
#define IDEM_FRESH_STORE(var, spec)                                                                \
    ::idem::test::FreshStore var(spec);                                                            \
    QVERIFY2(var.operator->() != nullptr, "the store could not be created")
