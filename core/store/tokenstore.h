// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "base/errors.h"
#include "token/operations.h"
#include "token/record.h"

#include <QList>
#include <QString>
#include <array>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QThread;

namespace idem {

/// Which tokens list() returns. Filters combine with AND.
struct ListQuery {
    std::optional<State> state; ///< Effective state (Expired includes lapsed records).
    bool stuckOnly = false;     ///< Processing with a lapsed lease.
    QString keyPrefix;          ///< Keys starting with this (case-sensitive).
    std::optional<QString> scope; ///< One scope; std::nullopt lists every scope.
    QString pathPrefix;         ///< Request paths starting with this.
    /// Rows per page, 1–1000 (others are refused).
    int limit = 100;
    /// Opaque: the nextCursor of the previous page, or empty for the first page.
    QString cursor;
};

/// Refuses (BadInput) a page size outside 1–1000, an invalid scope, key prefix or path prefix.
/// TokenStore::list() calls it before any store sees the query; the cursor is the store's own
/// to check.
void validate(const ListQuery& query);

struct ListPage {
    QList<TokenRecord> records;
    QString nextCursor; ///< Empty when there is nothing more.
};

struct StateCounts {
    qint64 pending = 0;
    qint64 processing = 0; ///< Stuck ones included.
    qint64 stuck = 0;
    qint64 completed = 0;
    qint64 expired = 0; ///< Lapsed or expired records not yet purged.
    qint64 total() const { return pending + processing + completed + expired; }
};

struct StatsBucket {
    qint64 startMs = 0;
    std::array<qint64, kCounterCount> values{};
    qint64 value(Counter c) const { return values[static_cast<int>(c)]; }
};

struct StatsSeries {
    qint64 fromMs = 0; ///< Start of the window on the store's clock.
    qint64 toMs = 0;   ///< The store's clock when read.
    qint64 intervalMs = kStatsInterval.count();
    QList<StatsBucket> buckets; ///< Intervals that had any event, oldest first.
    std::array<qint64, kCounterCount> totals{};
    qint64 total(Counter c) const { return totals[static_cast<int>(c)]; }
};

struct AuditEntry {
    qint64 id = 0;
    qint64 atMs = 0;
    QString user;
    QString action; ///< "release", "expire", "delete".
    QString key;
    QString scope;
    QString stateBefore;
    QString stateAfter; ///< "deleted" for delete.
    QString reason;
};

struct StoreInfo {
    QString backend;  ///< "sqlite", "redis" or "postgresql".
    QString location; ///< The store URL without secrets.
    QString version;  ///< Server or library version.
    /// A safety caveat to show next to the store, empty when there is none: e.g. a Redis server
    /// whose maxmemory-policy could not be checked, or one whose policy refuses writes, or TLS
    /// without certificate verification. Faces show it prominently (the console in red).
    QString warning;
    /// How the connection is protected, for a status line: "TLS verified", "TLS, certificate
    /// not verified", "plain TCP"; empty for an embedded store.
    QString transport;
};

/// One state change of a batch (TokenStore::changeMany()): what acquire(), complete(),
/// release() or renew() would be called with.
struct Change {
    enum class Kind { Acquire, Complete, Release, Renew };
    Kind kind = Kind::Acquire;
    AcquireRequest acquire;             ///< Kind::Acquire
    CompleteRequest complete;           ///< Kind::Complete
    Claim claim;                        ///< Kind::Release and Kind::Renew
    std::chrono::milliseconds lease{0}; ///< Kind::Renew

    static Change ofAcquire(AcquireRequest r) {
        Change c;
        c.kind = Kind::Acquire;
        c.acquire = std::move(r);
        return c;
    }
    static Change ofComplete(CompleteRequest r) {
        Change c;
        c.kind = Kind::Complete;
        c.complete = std::move(r);
        return c;
    }
    static Change ofRelease(Claim claim) {
        Change c;
        c.kind = Kind::Release;
        c.claim = std::move(claim);
        return c;
    }
    static Change ofRenew(Claim claim, std::chrono::milliseconds lease) {
        Change c;
        c.kind = Kind::Renew;
        c.claim = std::move(claim);
        c.lease = lease;
        return c;
    }
};

/// The input checks of one change, the same for a single call and a batch: BadInput (thrown)
/// before any store is touched.
void validateChange(const Change& change);

/// What one change of a batch gave: `error`, or else `acquired` (Kind::Acquire) or `record`
/// (the other kinds).
struct ChangeOutcome {
    std::optional<AcquireResult> acquired;
    std::optional<TokenRecord> record;
    std::optional<Error> error;
};

/// A store's request path without blocking (ADR 0011): the state changes a request makes
/// (issue, acquire, complete, release, renew) sent on a connection driven by the event loop of
/// one thread, `home`, so that the calls of concurrent requests share round trips and no thread
/// sleeps on the store. The results and errors are those of the blocking calls (same input
/// checks, same rules, same error kinds; a call in flight when the connection breaks gets
/// OutcomeUnknown). Only some stores have one (TokenStore::asyncChanges()).
///
/// Life: made by asyncChanges() without any I/O; connect() makes a connection (blocking) on a
/// thread that may block, then open() on `home` puts it to use. When the connection breaks,
/// `onBroken` runs and isOpen() turns false; connect() and open() again make a new one. Every
/// call but connect() is made on `home`, and so is the destruction; `done` runs there, never
/// inside the call.
class AsyncChanges {
public:
    /// The result (`value`) or the error.
    template <typename T>
    using Done = std::function<void(std::optional<T> value, std::optional<Error> error)>;

    virtual ~AsyncChanges() = default;

    /// What the connection is, for log lines: "the pipelined Redis connection".
    virtual QString description() const = 0;

    /// Makes a connection whose I/O will belong to `home` (DNS, TCP, TLS, authentication and any
    /// check the store's writes need first). Blocks; one call at a time, never on `home`.
    /// Throws idem::Error (Unavailable when the server cannot be reached).
    virtual void connect(QThread* home) = 0;
    /// Puts the connection the last successful connect() made to use. `onBroken` runs once, on
    /// `home`, when it breaks (why, for a log).
    virtual void open(std::function<void(const QString& why)> onBroken) = 0;
    virtual bool isOpen() const = 0;

    /// Each sends one change when the connection is open; `done` gets its outcome. Returns
    /// false when nothing was sent: the input was refused (`done` gets BadInput or what the
    /// store's write check refused) or the connection is closed (ConnectionLost).
    virtual bool issue(const IssueRequest& request, Done<TokenRecord> done) = 0;
    virtual bool acquire(const AcquireRequest& request, Done<AcquireResult> done) = 0;
    virtual bool complete(const CompleteRequest& request, Done<TokenRecord> done) = 0;
    virtual bool release(const Claim& claim, Done<TokenRecord> done) = 0;
    virtual bool renew(const Claim& claim, std::chrono::milliseconds lease,
                       Done<TokenRecord> done) = 0;
};

/// The store interface: every state change is one atomic step in the store, the
/// store's clock is the only clock, and every implementation passes the one contract suite
/// (tests/store/tst_storecontract.cpp).
///
/// Errors: every method throws idem::Error and nothing else; invalid input is refused with
/// BadInput before the store is touched.
///
/// Threads: implementations are thread-safe (calls on one object serialise on its connection);
/// for parallel work open one store per thread. A store may block on disk or network, so the
/// console calls it from a worker thread only.
class TokenStore {
public:
    virtual ~TokenStore() = default;

    virtual StoreInfo info() const = 0;

    /// Creates a pending token (issued mode). Conflict if the key is live already.
    virtual TokenRecord issue(const IssueRequest& request) = 0;
    /// The atomic claim: the first acquire of a key wins and holds a lease, every other attempt
    /// gets replay, in_flight or mismatch; see decideAcquire() for the rules.
    virtual AcquireResult acquire(const AcquireRequest& request) = 0;
    /// Stores the response (allow-listed headers only) and ends the claim.
    virtual TokenRecord complete(const CompleteRequest& request) = 0;
    /// Gives the claim back (retryable failure): processing → pending.
    virtual TokenRecord release(const Claim& claim) = 0;
    /// Extends a live claim's lease (heartbeat of a long request).
    virtual TokenRecord renew(const Claim& claim, std::chrono::milliseconds lease) = 0;

    /// Several state changes made durable together (group commit), each with its own outcome,
    /// in the order of `changes`. The effect is that of the calls above made one after another
    /// in that order (changes of one key see each other). A change refused by the rules
    /// (BadInput, Conflict, NotFound) keeps its own error and fails alone; every other outcome
    /// (in_flight, mismatch and rejected included: their counters are written with the batch)
    /// is given only once the whole batch is durable, and when the batch cannot be made durable
    /// every one of them gets that error: none reports a success that was not committed. The
    /// default makes the calls one at a time (each durable on its own).
    virtual std::vector<ChangeOutcome> changeMany(const std::vector<Change>& changes);

    /// Operator actions; each writes an audit entry in the same atomic step.
    virtual TokenRecord operatorRelease(const QString& key, const QString& scope,
                                        const OperatorContext& context) = 0;
    virtual TokenRecord operatorExpire(const QString& key, const QString& scope,
                                       const OperatorContext& context) = 0;
    virtual void operatorDelete(const QString& key, const QString& scope,
                                const OperatorContext& context) = 0;

    virtual std::optional<TokenRecord> get(const QString& key, const QString& scope) = 0;
    /// Counts per effective state; std::nullopt counts every scope.
    virtual StateCounts counts(const std::optional<QString>& scope = std::nullopt) = 0;

    // The reads and the purge below check their arguments here, once for every store, and
    // only then call the store's do…() function: a backend never sees a page size, limit or
    // window outside the contract (non-virtual interface; see ARCHITECTURE.md, "Stores").

    /// One page of tokens; BadInput for a query validate() refuses or a cursor not from this
    /// store. A page never lists a token twice; a walk over pages can, on the Redis seed layout
    /// only (SCAN while the server resizes its table; docs/redis-seed-layout.md).
    ListPage list(const ListQuery& query);
    /// Deletes lapsed records (at most `limit` per call, 0 = no limit); returns how many.
    /// BadInput for a negative limit.
    qint64 purgeExpired(qint64 limit = 0);
    /// Stats intervals within `window` before now; BadInput unless 0 < window <= kStatsRetention.
    StatsSeries stats(std::chrono::milliseconds window);
    /// Newest first; at most `limit`; BadInput unless 1 <= limit <= 1000.
    QList<AuditEntry> audit(int limit = 100);

    /// This store's asynchronous request path for a caller with an event loop (the gateway),
    /// not yet connected (making it does no I/O); null when the store has none, as most do:
    /// the caller then runs the blocking calls on threads of its own. Today the Redis store on
    /// a single server has one (ADR 0011).
    virtual std::unique_ptr<AsyncChanges> asyncChanges() const { return nullptr; }

protected:
    /// The store's part of list(): `query` passed validate(); the cursor is unchecked.
    virtual ListPage doList(const ListQuery& query) = 0;
    /// The store's part of purgeExpired(): `limit` >= 0 (0 = no limit).
    virtual qint64 doPurgeExpired(qint64 limit) = 0;
    /// The store's part of stats(): 0 < `window` <= kStatsRetention.
    virtual StatsSeries doStats(std::chrono::milliseconds window) = 0;
    /// The store's part of audit(): 1 <= `limit` <= 1000.
    virtual QList<AuditEntry> doAudit(int limit) = 0;
};

/// Opens a store from a URL: `sqlite:///abs/path.db`, `sqlite::memory:`,
/// `redis[s]://[user[:password]@]host[:port][/db][?ns=...]`, `redis[s]+cluster://...`,
/// `redis+sentinel://...` (see redis/redisurl.h; `layout=seed` opens a seed service's keys),
/// `postgresql://...` (see postgres/pgurl.h). BadInput for a malformed URL or one whose backend
/// this build lacks (IDEM_WITH_REDIS / IDEM_WITH_POSTGRES off), Unavailable when the store cannot
/// be opened or reached, SchemaMissing when it is not an IdemScope store. The store registry
/// (store/storeregistry.h) decides which backend a URL names.
std::unique_ptr<TokenStore> openStore(const QString& url);

/// The platform's default store: a SQLite file in the user's data folder
/// (QStandardPaths::GenericDataLocation + "/IdemScope"): ~/.local/share/IdemScope/idemscope.db
/// on Linux, %LOCALAPPDATA%/IdemScope on Windows, ~/Library/Application Support/IdemScope on
/// macOS. Creates the folder if needed.
QString defaultStoreUrl();

/// The store URL to use: `explicitUrl` if not empty, else $IDEMSCOPE_STORE, else the default.
QString resolveStoreUrl(const QString& explicitUrl);

} // namespace idem
