// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "store/tokenstore.h"

#include <memory>

namespace idem {

/// The embedded store: one SQLite file (or a private in-memory database).
///
/// Every state change is one `BEGIN IMMEDIATE … COMMIT` transaction (a batch of them shares
/// one: changeMany()) that reads the record, runs the rule from token/statemachine.h and writes
/// the result, the stats counters and the audit entry. The file is in WAL mode with a busy timeout,
/// so several processes (a gateway, the console, idemctl) can share it; IMMEDIATE transactions
/// serialise writers across processes. The clock is SQLite's `julianday('now')`, read once per
/// transaction.
///
/// Thread-safe: calls on one object serialise on its connection (a mutex). For parallel work,
/// open one store per thread on the same file.
class SqliteStore final : public TokenStore {
public:
    struct Options {
        /// An absolute file path, or ":memory:" for a private in-memory database.
        QString path;
        /// How long a writer waits for another process's transaction. 0 fails at once
        /// (Retryable).
        std::chrono::milliseconds busyTimeout{5000};
    };

    /// Opens (creating the file and schema if new). Throws Unavailable when the file cannot be
    /// opened or is not a SQLite database, SchemaMissing when it is another program's database
    /// or a newer IdemScope schema. An existing file is not modified before it is checked.
    explicit SqliteStore(const Options& options);
    ~SqliteStore() override;

    SqliteStore(const SqliteStore&) = delete;
    SqliteStore& operator=(const SqliteStore&) = delete;

    /// Parses `sqlite:///abs/path.db` (`sqlite:///C:/dir/x.db` on Windows),
    /// `sqlite::memory:`, with an optional `?busy_timeout=MS`. BadInput otherwise.
    static Options parseUrl(const QString& url);
    /// The URL that parseUrl() turns back into `absolutePath`: `sqlite:///abs/path.db`, or
    /// `sqlite:///C:/dir/x.db` for a Windows path; '%', '?', '#' and control characters are
    /// percent-encoded. ":memory:" gives `sqlite::memory:`.
    static QString urlForPath(const QString& absolutePath);

    /// The schema version this build writes and reads.
    static constexpr int kSchemaVersion = 2;

    StoreInfo info() const override;
    TokenRecord issue(const IssueRequest& request) override;
    AcquireResult acquire(const AcquireRequest& request) override;
    TokenRecord complete(const CompleteRequest& request) override;
    TokenRecord release(const Claim& claim) override;
    TokenRecord renew(const Claim& claim, std::chrono::milliseconds lease) override;
    /// Group commit: the whole batch in one `BEGIN IMMEDIATE … COMMIT` (one fsync), the changes
    /// applied in order by the same code as the single calls, with one clock reading. A refusal
    /// by the rules fails alone inside the transaction. A store error in the middle of a change
    /// rolls the batch back and runs its changes again one transaction each, so that the bad
    /// one fails alone. A batch that cannot begin (the file busy beyond the busy timeout) or
    /// whose COMMIT fails gives that error to every change the rules had not refused, and
    /// leaves nothing of the batch in the file.
    std::vector<ChangeOutcome> changeMany(const std::vector<Change>& changes) override;
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
    qint64 doPurgeExpired(qint64 limit) override;
    StatsSeries doStats(std::chrono::milliseconds window) override;
    QList<AuditEntry> doAudit(int limit) override;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace idem
