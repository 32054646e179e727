// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "sqlite/sqlitestore.h"

#include "base/errors.h"
#include "sqlite/schema.h"
#include "store/storesupport.h"
#include "token/key.h"
#include "token/statemachine.h"

#include <QDir>
#include <QFileInfo>
#include <QUrl>
#include <QUrlQuery>
#include <functional>
#include <map>
#include <mutex>
#include <sqlite3.h>

namespace idem {
namespace {

constexpr char kNowSql[] = "SELECT CAST(ROUND((julianday('now') - 2440587.5) * 86400000.0) AS "
                           "INTEGER)";

/// The one place where SQLite result codes become idem::Error kinds.
[[noreturn]] void throwSqlite(sqlite3* db, int code, const QString& context) {
    const int primary = code & 0xFF;
    const QString detail =
        db ? QString::fromUtf8(sqlite3_errmsg(db)) : QString::fromUtf8(sqlite3_errstr(code));
    const QString text = QStringLiteral("%1: %2.").arg(context, detail);
    switch (primary) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        throw Error(ErrorKind::Retryable,
                    QStringLiteral("%1: the database is busy with another writer; try again.")
                        .arg(context));
    case SQLITE_NOTADB:
        throw Error(ErrorKind::Unavailable,
                    QStringLiteral("%1: the file is not a SQLite database.").arg(context));
    case SQLITE_CORRUPT:
        throw Error(ErrorKind::Unavailable,
                    QStringLiteral("%1: the database file is damaged.").arg(context));
    case SQLITE_CANTOPEN:
    case SQLITE_PERM:
    case SQLITE_AUTH:
    case SQLITE_IOERR:
        throw Error(ErrorKind::Unavailable, text);
    case SQLITE_READONLY:
        throw Error(ErrorKind::ReadOnly, text);
    case SQLITE_FULL:
        // Reads go on: the store answers what needs no write (the gateway's replays).
        throw Error(ErrorKind::ReadOnly,
                    QStringLiteral("%1: the disk is full; the store takes no writes until space "
                                   "returns (%2).")
                        .arg(context, detail));
    case SQLITE_CONSTRAINT:
        throw Error(ErrorKind::Conflict, text);
    default:
        throw Error(ErrorKind::Internal, text);
    }
}

/// A prepared statement with typed binds; resets itself on destruction so it can be cached.
class Statement {
public:
    Statement(sqlite3* db, sqlite3_stmt* stmt) : m_db(db), m_stmt(stmt) {}
    ~Statement() {
        sqlite3_reset(m_stmt);
        sqlite3_clear_bindings(m_stmt);
    }
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    Statement& bind(int i, qint64 v) {
        check(sqlite3_bind_int64(m_stmt, i, v));
        return *this;
    }
    Statement& bind(int i, const QString& v) {
        const QByteArray utf8 = v.toUtf8();
        check(sqlite3_bind_text(m_stmt, i, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT));
        return *this;
    }
    Statement& bind(int i, const QByteArray& v) {
        check(sqlite3_bind_blob(m_stmt, i, v.constData(), int(v.size()), SQLITE_TRANSIENT));
        return *this;
    }
    Statement& bindNull(int i) {
        check(sqlite3_bind_null(m_stmt, i));
        return *this;
    }
    /// True while a row is available.
    bool step() {
        const int rc = sqlite3_step(m_stmt);
        if (rc == SQLITE_ROW)
            return true;
        if (rc == SQLITE_DONE)
            return false;
        throwSqlite(m_db, rc, QStringLiteral("SQLite statement failed"));
    }
    void run() {
        while (step()) {
        }
    }

    qint64 int64(int col) const { return sqlite3_column_int64(m_stmt, col); }
    bool isNull(int col) const { return sqlite3_column_type(m_stmt, col) == SQLITE_NULL; }
    QString text(int col) const {
        const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(m_stmt, col));
        return p ? QString::fromUtf8(p, sqlite3_column_bytes(m_stmt, col)) : QString();
    }
    QByteArray blob(int col) const {
        const auto* p = static_cast<const char*>(sqlite3_column_blob(m_stmt, col));
        return p ? QByteArray(p, sqlite3_column_bytes(m_stmt, col)) : QByteArray();
    }

private:
    void check(int rc) {
        if (rc != SQLITE_OK)
            throwSqlite(m_db, rc, QStringLiteral("SQLite bind failed"));
    }
    sqlite3* m_db;
    sqlite3_stmt* m_stmt;
};

constexpr char kRecordColumns[] =
    "key, scope, state, created_at, updated_at, acquired_at, completed_at, expires_at, "
    "lease_until, owner, fence, method, path, fingerprint, body_sample, response_status, "
    "response_headers, response_body, replay_count";

/// kRecordColumns after the leading ones every SQL store selects (column::RecordColumn).
enum SqliteColumn : int { ResponseHeaders = column::FirstOwn, ResponseBody, ReplayCount };

TokenRecord readRecord(const Statement& s, qint64 nowMs) {
    TokenRecord r = recordFromColumns(s);
    if (r.response) {
        r.response->headers = StoredResponse::headersFromJson(s.blob(ResponseHeaders));
        r.response->body = s.blob(ResponseBody);
    }
    r.replayCount = s.int64(ReplayCount);
    return observe(r, nowMs);
}

} // namespace

struct SqliteStore::Impl {
    Options options;
    sqlite3* db = nullptr;
    std::mutex mutex;
    std::map<std::string, sqlite3_stmt*> cache;
    qint64 lastPrunedBucket = -1;

    ~Impl() {
        for (auto& [sql, stmt] : cache)
            sqlite3_finalize(stmt);
        if (db)
            sqlite3_close_v2(db);
    }

    void exec(const char* sql) {
        char* message = nullptr;
        const int rc = sqlite3_exec(db, sql, nullptr, nullptr, &message);
        sqlite3_free(message);
        if (rc != SQLITE_OK)
            throwSqlite(db, rc, QStringLiteral("SQLite failed"));
    }

    /// A cached prepared statement. `sql` must be a string literal or otherwise stable text.
    Statement prepare(const std::string& sql) {
        auto it = cache.find(sql);
        if (it == cache.end()) {
            sqlite3_stmt* stmt = nullptr;
            const int rc = sqlite3_prepare_v3(db, sql.c_str(), int(sql.size()),
                                              SQLITE_PREPARE_PERSISTENT, &stmt, nullptr);
            if (rc != SQLITE_OK)
                throwSqlite(db, rc, QStringLiteral("SQLite could not prepare a statement"));
            it = cache.emplace(sql, stmt).first;
        }
        return Statement(db, it->second);
    }

    qint64 now() {
        Statement s = prepare(kNowSql);
        s.step();
        return s.int64(0);
    }

    std::optional<TokenRecord> read(const QString& key, const QString& scope, qint64 nowMs) {
        Statement s = prepare(std::string("SELECT ") + kRecordColumns +
                              " FROM tokens WHERE key = ?1 AND scope = ?2");
        s.bind(1, key).bind(2, scope);
        if (!s.step())
            return std::nullopt;
        return readRecord(s, nowMs);
    }

    void write(const TokenRecord& r) {
        Statement s = prepare(
            "INSERT INTO tokens(key, scope, state, created_at, updated_at, acquired_at, "
            "completed_at, expires_at, lease_until, owner, fence, method, path, fingerprint, "
            "body_sample, response_status, response_headers, response_body, replay_count) "
            "VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, "
            "?18, ?19) ON CONFLICT(key, scope) DO UPDATE SET state = excluded.state, "
            "created_at = excluded.created_at, updated_at = excluded.updated_at, "
            "acquired_at = excluded.acquired_at, completed_at = excluded.completed_at, "
            "expires_at = excluded.expires_at, lease_until = excluded.lease_until, "
            "owner = excluded.owner, fence = excluded.fence, method = excluded.method, "
            "path = excluded.path, fingerprint = excluded.fingerprint, "
            "body_sample = excluded.body_sample, response_status = excluded.response_status, "
            "response_headers = excluded.response_headers, "
            "response_body = excluded.response_body, replay_count = excluded.replay_count");
        s.bind(1, r.key).bind(2, r.scope).bind(3, stateName(r.state));
        s.bind(4, r.createdAtMs).bind(5, r.updatedAtMs).bind(6, r.acquiredAtMs);
        s.bind(7, r.completedAtMs).bind(8, r.expiresAtMs).bind(9, r.leaseUntilMs);
        s.bind(10, r.owner).bind(11, r.fence).bind(12, r.method).bind(13, r.path);
        s.bind(14, r.fingerprint).bind(15, r.bodySample);
        if (r.response) {
            s.bind(16, qint64(r.response->status));
            s.bind(17, StoredResponse::headersToJson(r.response->headers));
            s.bind(18, r.response->body);
        } else {
            s.bindNull(16).bindNull(17).bindNull(18);
        }
        s.bind(19, r.replayCount);
        s.run();
    }

    void erase(const QString& key, const QString& scope) {
        Statement s = prepare("DELETE FROM tokens WHERE key = ?1 AND scope = ?2");
        s.bind(1, key).bind(2, scope);
        s.run();
    }

    void bump(const std::vector<Counter>& counters, qint64 nowMs, qint64 by = 1) {
        if (counters.empty() || by == 0)
            return;
        const qint64 bucket = nowMs - nowMs % kStatsInterval.count();
        for (Counter c : counters) {
            Statement s = prepare("INSERT INTO stats(bucket, counter, value) VALUES(?1, ?2, ?3) "
                                  "ON CONFLICT(bucket, counter) DO UPDATE SET value = value + ?3");
            s.bind(1, bucket).bind(2, counterName(c)).bind(3, by);
            s.run();
        }
        if (bucket != lastPrunedBucket) {
            Statement s = prepare("DELETE FROM stats WHERE bucket < ?1");
            s.bind(1, bucket - kStatsRetention.count());
            s.run();
            lastPrunedBucket = bucket;
        }
    }

    void recordAudit(qint64 nowMs, const OperatorContext& ctx, const QString& action,
                     const QString& key, const QString& scope, const QString& before,
                     const QString& after) {
        Statement s = prepare("INSERT INTO audit(at, user, action, key, scope, state_before, "
                              "state_after, reason) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
        s.bind(1, nowMs).bind(2, ctx.user.isEmpty() ? currentOsUser() : ctx.user);
        s.bind(3, action).bind(4, key).bind(5, scope).bind(6, before).bind(7, after);
        s.bind(8, ctx.reason);
        s.run();
    }

    /// Counts, as `expired` in the stats interval of their expiry, the records that lapsed on
    /// their own since the last call (expiry after the mark, not after now; an operator's
    /// expire was counted when it happened), then moves the mark to now. Every write
    /// transaction runs it first, so a lapsed record is counted before anything overwrites or
    /// purges it, whichever process writes next. A new (or upgraded) store starts counting now.
    void accountExpiries(qint64 nowMs) {
        Statement m = prepare("SELECT at FROM expiry_mark WHERE id = 1");
        const std::optional<qint64> mark = m.step() ? std::optional(m.int64(0)) : std::nullopt;
        if (mark && nowMs <= *mark)
            return;
        if (mark) {
            // Intervals older than the retention are dropped anyway: do not count into them.
            const qint64 from = qMax(*mark, nowMs - kStatsRetention.count());
            Statement lapsed = prepare(
                "SELECT expires_at - expires_at % ?3, COUNT(*) FROM tokens WHERE expires_at > ?1 "
                "AND expires_at <= ?2 AND state != 'expired' GROUP BY 1");
            lapsed.bind(1, from).bind(2, nowMs).bind(3, qint64(kStatsInterval.count()));
            while (lapsed.step())
                bump({Counter::Expired}, lapsed.int64(0), lapsed.int64(1));
        }
        Statement set = prepare("INSERT INTO expiry_mark(id, at) VALUES(1, ?1) "
                                "ON CONFLICT(id) DO UPDATE SET at = excluded.at");
        set.bind(1, nowMs);
        set.run();
    }

    /// Runs `body` inside one IMMEDIATE transaction with the store's clock read once, after
    /// accounting the expiries up to that clock.
    template <typename F> auto transaction(F&& body) {
        std::lock_guard lock(mutex);
        exec("BEGIN IMMEDIATE");
        try {
            const qint64 nowMs = now();
            accountExpiries(nowMs);
            if constexpr (std::is_void_v<decltype(body(nowMs))>) {
                body(nowMs);
                commit();
            } else {
                auto result = body(nowMs);
                commit();
                return result;
            }
        } catch (...) {
            sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr);
            throw;
        }
    }

    void commit() {
        const int rc = sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr);
        if (rc == SQLITE_OK)
            return;
        // A failed sync of the log is not a clean "nothing happened": the transaction's frames,
        // its commit frame included, were written before the sync failed, and the recovery of
        // the log on a later open may make them durable after all. Its callers must not retry
        // as if it had not happened.
        const int extended = sqlite3_extended_errcode(db);
        if (extended == SQLITE_IOERR_FSYNC || extended == SQLITE_IOERR_DIR_FSYNC) {
            throw Error(ErrorKind::OutcomeUnknown,
                        QStringLiteral("SQLite could not sync the commit to disk (%1); the "
                                       "change may or may not have been stored.")
                            .arg(QString::fromUtf8(sqlite3_errmsg(db))));
        }
        // Any other failed COMMIT leaves the transaction open (busy) or rolled back (a failed
        // write: no commit frame reached the log): it did not take effect, so the error keeps
        // its ordinary kind.
        throwSqlite(db, rc, QStringLiteral("SQLite could not commit"));
    }

    /// Writes only the replay count of the record `r`.
    void writeReplayCount(const TokenRecord& r) {
        Statement s = prepare("UPDATE tokens SET replay_count = ?3 WHERE key = ?1 AND scope = ?2");
        s.bind(1, r.key).bind(2, r.scope).bind(3, r.replayCount);
        s.run();
    }

    /// True when `next` is `current` with another replay count and nothing else (a replay):
    /// the row then needs one column written, not the response encoded and copied again.
    static bool onlyReplayCountChanged(const std::optional<TokenRecord>& current,
                                       const TokenRecord& next) {
        if (!current || current->replayCount == next.replayCount)
            return false;
        TokenRecord same = next;
        same.replayCount = current->replayCount;
        return same == *current;
    }

    /// Applies a decision taken on `current` (as read in this transaction): the record write
    /// or erase and the counters.
    void apply(const Decision& d, const std::optional<TokenRecord>& current, const QString& key,
               const QString& scope, qint64 nowMs) {
        if (d.erase)
            erase(key, scope);
        if (d.write) {
            if (!d.erase && onlyReplayCountChanged(current, *d.write))
                writeReplayCount(*d.write);
            else
                write(*d.write);
        }
        bump(d.counters, nowMs);
    }

    /// The rule's refusal (NotFound, Conflict, BadInput from token/statemachine.h), told apart
    /// from a store error: the rule threw before anything was written, so a batch's
    /// transaction can go on with the next change.
    struct Refused {
        Error error;
    };

    /// The shape of every state change, inside an open transaction: read the record, let the
    /// rule decide, write the decision. Returns the decision (Decision or AcquireDecision);
    /// a refusal by the rule is thrown as Refused, a store error as Error.
    template <typename Decide>
    auto changeIn(const QString& key, const QString& scope, qint64 now, Decide decide) {
        const std::optional<TokenRecord> current = read(key, scope, now);
        auto dec = [&] {
            try {
                return decide(current, now);
            } catch (const Error& e) {
                throw Refused{e};
            }
        }();
        apply(dec, current, key, scope, now);
        return dec;
    }

    /// One change of a batch (or the single call of its kind) inside an open transaction, its
    /// input validated already (validateChange()). The single calls and changeMany() both run
    /// this, so a change means the same in both.
    void runChange(const Change& c, qint64 now, ChangeOutcome& out) {
        switch (c.kind) {
        case Change::Kind::Acquire:
            out.acquired =
                changeIn(c.acquire.key, c.acquire.scope, now, [&](const auto& current, qint64 t) {
                    return decideAcquire(current, c.acquire, t);
                }).result;
            return;
        case Change::Kind::Complete:
            out.record = *changeIn(c.complete.claim.key, c.complete.claim.scope, now,
                                   [&](const auto& current, qint64 t) {
                                       return decideComplete(current, c.complete, t);
                                   })
                              .write;
            return;
        case Change::Kind::Release:
            out.record =
                *changeIn(c.claim.key, c.claim.scope, now, [&](const auto& current, qint64 t) {
                     return decideRelease(current, c.claim, t);
                 }).write;
            return;
        case Change::Kind::Renew:
            out.record =
                *changeIn(c.claim.key, c.claim.scope, now, [&](const auto& current, qint64 t) {
                     return decideRenew(current, c.claim, c.lease, t);
                 }).write;
            return;
        }
        throw Error(ErrorKind::Internal, QStringLiteral("Unknown kind of state change."));
    }

    /// One change in a transaction of its own: what acquire(), complete(), release() and
    /// renew() do, and what a batch falls back to. Throws the refusal or the store error.
    ChangeOutcome runAlone(const Change& c) {
        try {
            return transaction([&](qint64 now) {
                ChangeOutcome out;
                runChange(c, now, out);
                return out;
            });
        } catch (const Refused& r) {
            throw r.error;
        }
    }

    /// changeIn() in a transaction of its own, for issue(), which is no change of a batch.
    template <typename Decide>
    auto change(const QString& key, const QString& scope, Decide decide) {
        try {
            return transaction([&](qint64 now) { return changeIn(key, scope, now, decide); });
        } catch (const Refused& r) {
            throw r.error;
        }
    }

    std::vector<ChangeOutcome> changeMany(const std::vector<Change>& changes);

    /// Every operator action has one shape: validate, decide, write, audit — one transaction.
    /// Returns the record written (nullopt when the action deleted it).
    template <typename Decide>
    std::optional<TokenRecord> operatorAction(const QString& key, const QString& scope,
                                              const OperatorContext& context, const QString& action,
                                              Decide decide) {
        requireValidKey(key);
        requireValidScope(scope);
        validate(context);
        return transaction([&](qint64 now) {
            const std::optional<TokenRecord> current = read(key, scope, now);
            const Decision dec = decide(current, now); // throws NotFound when current is empty
            apply(dec, current, key, scope, now);
            recordAudit(now, context, action, key, scope, stateName(current->state),
                        dec.write ? stateName(dec.write->state) : QStringLiteral("deleted"));
            return dec.write;
        });
    }

    void open();
    /// True when the tokens table checks its state with an IN list (files written before the
    /// CHECK was rewritten; schema.h).
    bool hasStateInList();
    void rebuildStateCheck();
};

std::vector<ChangeOutcome> SqliteStore::Impl::changeMany(const std::vector<Change>& changes) {
    std::vector<ChangeOutcome> out(changes.size());
    std::vector<std::size_t> valid;
    valid.reserve(changes.size());
    for (std::size_t i = 0; i < changes.size(); ++i) {
        try {
            validateChange(changes[i]);
            valid.push_back(i);
        } catch (const Error& e) {
            out[i].error = e;
        }
    }
    if (valid.empty())
        return out;

    // The group commit: every change in one IMMEDIATE transaction, one clock reading and one
    // fsync at COMMIT. A refusal by the rules wrote nothing, so it fails alone and the
    // transaction goes on (in_flight, mismatch and rejected outcomes are decisions with
    // counters, written like any other).
    enum class Phase { Begin, Changes, Commit } phase = Phase::Begin;
    try {
        transaction([&](qint64 now) {
            phase = Phase::Changes;
            for (std::size_t i : valid) {
                try {
                    runChange(changes[i], now, out[i]);
                } catch (const Refused& r) {
                    out[i].error = r.error;
                }
            }
            phase = Phase::Commit;
        });
        return out;
    } catch (const Error& e) {
        if (phase != Phase::Changes) {
            // No change can be blamed. Either the transaction never began (the file busy with
            // another process's writer beyond the busy timeout, the clock or the expiry
            // accounting failed) and running the changes one by one would only wait that long
            // again for each; or COMMIT failed and transaction() rolled back: nothing of the
            // batch is in the file. Every outcome computed inside it depended on that commit
            // (an in_flight outcome too: its counter is lost), so each gets the error, as its
            // single call would; the rules' refusals keep their own error.
            for (std::size_t i : valid) {
                if (!out[i].error) {
                    out[i] = ChangeOutcome{};
                    out[i].error = e;
                }
            }
            return out;
        }
    }
    // A store error in the middle of a change rolled the whole batch back. One change may be
    // the cause (a row SQLite cannot write), so every change runs again in a transaction of
    // its own, in order: a bad one fails alone, the others are durable one by one.
    for (std::size_t i : valid) {
        try {
            out[i] = runAlone(changes[i]);
        } catch (const Error& e) {
            out[i] = ChangeOutcome{};
            out[i].error = e;
        }
    }
    return out;
}

void SqliteStore::Impl::open() {
    const bool memory = options.path == QLatin1String(":memory:");
    if (!memory) {
        const QFileInfo info(options.path);
        if (!info.isAbsolute()) {
            throw Error(ErrorKind::BadInput,
                        QStringLiteral("The SQLite path %1 is not absolute.").arg(options.path));
        }
        if (info.exists() && !info.isFile()) {
            throw Error(
                ErrorKind::Unavailable,
                QStringLiteral("Cannot open %1: it is not a regular file.").arg(options.path));
        }
        if (!info.dir().exists()) {
            const QString parent = info.dir().path();
            throw Error(ErrorKind::Unavailable,
                        QFileInfo::exists(parent)
                            ? QStringLiteral("Cannot open %1: %2 is not a folder.")
                                  .arg(options.path, parent)
                            : QStringLiteral("Cannot open %1: the folder %2 does not exist.")
                                  .arg(options.path, parent));
        }
        // SQLite takes a file too short for its header for an empty database and would write
        // over it, so a non-empty file must start with the SQLite header before it is opened.
        if (info.exists() && info.size() > 0) {
            QFile file(options.path);
            if (!file.open(QIODevice::ReadOnly)) {
                throw Error(
                    ErrorKind::Unavailable,
                    QStringLiteral("Cannot open %1: %2.").arg(options.path, file.errorString()));
            }
            if (file.read(16) != QByteArray("SQLite format 3\0", 16)) {
                throw Error(ErrorKind::Unavailable,
                            QStringLiteral("Cannot open %1: the file is not a SQLite database.")
                                .arg(options.path));
            }
        }
    }
    const QByteArray path = memory ? QByteArray(":memory:") : QFile::encodeName(options.path);
    const int rc =
        sqlite3_open_v2(path.constData(), &db,
                        SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr);
    if (rc != SQLITE_OK) {
        throwSqlite(db, rc, QStringLiteral("Cannot open %1").arg(options.path));
    }
    sqlite3_extended_result_codes(db, 1);
    sqlite3_busy_timeout(db, int(options.busyTimeout.count()));

    // Read before writing anything: a file that is not a database, or another program's
    // database, must stay exactly as it was. A database is ours only if it has idem_schema
    // (written in the same transaction as the rest of the schema): another program's tables may
    // well be called "tokens", "audit" or "stats".
    QStringList names;
    qint64 ourVersion = -1;
    {
        Statement s = prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT "
                              "LIKE 'sqlite_%'");
        while (s.step())
            names << s.text(0);
        if (names.contains(QStringLiteral("idem_schema"))) {
            Statement v = prepare("SELECT MAX(version) FROM idem_schema");
            if (v.step())
                ourVersion = v.isNull(0) ? -1 : v.int64(0);
        }
    }
    if (ourVersion < 0 && !names.isEmpty()) {
        throw Error(ErrorKind::SchemaMissing,
                    QStringLiteral("%1 is a SQLite database of another program, not an IdemScope "
                                   "store; nothing was changed.")
                        .arg(options.path));
    }
    if (ourVersion > kSchemaVersion) {
        throw Error(ErrorKind::SchemaMissing,
                    QStringLiteral("%1 was written by a newer IdemScope (schema %2; this build "
                                   "knows %3). Upgrade IdemScope.")
                        .arg(options.path)
                        .arg(ourVersion)
                        .arg(kSchemaVersion));
    }
    if (!memory)
        exec("PRAGMA journal_mode = WAL");
    // FULL: a completed response that a crash loses would let a retry execute twice.
    exec("PRAGMA synchronous = FULL");
    if (ourVersion < kSchemaVersion) {
        exec("BEGIN IMMEDIATE");
        try {
            exec(schemaSql().c_str());
            // Every version's statements are IF NOT EXISTS: an older file gets what it lacks.
            Statement v = prepare("INSERT INTO idem_schema(version) SELECT ?1 WHERE NOT EXISTS "
                                  "(SELECT 1 FROM idem_schema WHERE version >= ?1)");
            v.bind(1, qint64(kSchemaVersion));
            v.run();
            exec("COMMIT");
        } catch (...) {
            sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr);
            throw;
        }
    }
    if (hasStateInList())
        rebuildStateCheck();
}

bool SqliteStore::Impl::hasStateInList() {
    Statement s = prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'tokens'");
    return s.step() && s.text(0).contains(QLatin1String("state IN ("));
}

void SqliteStore::Impl::rebuildStateCheck() {
    // SQLite's way to change a constraint (its documentation, "Making Other Kinds Of Table
    // Schema Changes"): a new table, the rows copied, the old one dropped, the new one renamed,
    // the indexes made again, in one transaction that the other processes wait for. The table
    // of such a file has exactly kRecordColumns, and the new CHECK is the old one written
    // otherwise, so every row satisfies it.
    //
    // Best effort: the old table works, only slower, so a file that cannot be written now
    // (read-only, or another process holding the write lock past the busy timeout) is opened
    // as it is and rebuilt by a later open.
    if (sqlite3_exec(db, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr) != SQLITE_OK)
        return;
    try {
        if (hasStateInList()) { // another process may have rebuilt it meanwhile
            exec("DROP TABLE IF EXISTS tokens_rebuild");
            exec(tokensTableSql("tokens_rebuild").c_str());
            exec((std::string("INSERT INTO tokens_rebuild (") + kRecordColumns + ") SELECT " +
                  kRecordColumns + " FROM tokens")
                     .c_str());
            exec("DROP TABLE tokens");
            exec("ALTER TABLE tokens_rebuild RENAME TO tokens");
            exec(schemaSql().c_str()); // the indexes, dropped with the old table
        }
        commit();
    } catch (const Error&) {
        sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr);
    }
    // Statements prepared on the old table are prepared again by SQLite when next stepped.
}

SqliteStore::SqliteStore(const Options& options) : d(std::make_unique<Impl>()) {
    d->options = options;
    d->open();
}

SqliteStore::~SqliteStore() = default;

SqliteStore::Options SqliteStore::parseUrl(const QString& url) {
    Options o;
    const QString memoryUrl = QStringLiteral("sqlite::memory:");
    const QString prefix = QStringLiteral("sqlite://");
    QString rest;
    if (url == memoryUrl || url.startsWith(memoryUrl + QLatin1Char('?'))) {
        o.path = QStringLiteral(":memory:");
        rest = url.mid(memoryUrl.size());
    } else if (url.startsWith(prefix)) {
        rest = url.mid(prefix.size());
        const qsizetype q = rest.indexOf(QLatin1Char('?'));
        QString path = QUrl::fromPercentEncoding(rest.left(q < 0 ? rest.size() : q).toUtf8());
        rest = q < 0 ? QString() : rest.mid(q);
        // sqlite:///C:/dir/x.db on Windows: drop the slash before the drive letter.
        if (path.size() > 3 && path.at(0) == QLatin1Char('/') && path.at(2) == QLatin1Char(':') &&
            path.at(1).isLetter()) {
            path = path.mid(1);
        }
        if (path.isEmpty() || !QDir::isAbsolutePath(path) || path.startsWith(QLatin1String("//"))) {
            throw Error(ErrorKind::BadInput,
                        QStringLiteral("A SQLite store URL needs an absolute path, as in "
                                       "sqlite:///var/lib/idemscope/tokens.db."));
        }
        // A NUL would cut the path short when it is handed to SQLite (another file would be
        // opened); other control characters make a file name nobody can type or read.
        for (const QChar c : path) {
            if (c.unicode() < 0x20 || c.unicode() == 0x7F) {
                throw Error(ErrorKind::BadInput,
                            QStringLiteral("The SQLite store path contains a control character "
                                           "(U+%1).")
                                .arg(c.unicode(), 4, 16, QLatin1Char('0')));
            }
        }
        o.path = QDir::cleanPath(path);
    } else {
        throw Error(ErrorKind::BadInput,
                    QStringLiteral("Not a SQLite store URL; expected sqlite:///abs/path.db or "
                                   "sqlite::memory:."));
    }
    if (!rest.isEmpty()) {
        const QUrlQuery query(rest.mid(1));
        for (const auto& [name, value] : query.queryItems(QUrl::FullyDecoded)) {
            if (name == QLatin1String("busy_timeout")) {
                bool ok = false;
                const qint64 ms = value.toLongLong(&ok);
                if (!ok || ms < 0 || ms > 600000) {
                    throw Error(ErrorKind::BadInput,
                                QStringLiteral("busy_timeout must be 0 to 600000 milliseconds."));
                }
                o.busyTimeout = std::chrono::milliseconds(ms);
            } else {
                // Echo the name only when it is plain text (it came from outside).
                const bool printable = !keyProblem(name);
                throw Error(ErrorKind::BadInput,
                            printable ? QStringLiteral("Unknown SQLite store option %1; the only "
                                                       "option is busy_timeout.")
                                            .arg(name)
                                      : QStringLiteral("Unknown SQLite store option; the only "
                                                       "option is busy_timeout."));
            }
        }
    }
    return o;
}

QString SqliteStore::urlForPath(const QString& absolutePath) {
    if (absolutePath == QLatin1String(":memory:"))
        return QStringLiteral("sqlite::memory:");
    QString url = QStringLiteral("sqlite://");
    if (!absolutePath.startsWith(QLatin1Char('/')))
        url += QLatin1Char('/'); // C:/... becomes sqlite:///C:/...
    for (QChar c : absolutePath) {
        const char16_t u = c.unicode();
        if (u < 0x20 || u == 0x7F || u == u'%' || u == u'?' || u == u'#')
            url += QLatin1Char('%') +
                   QStringLiteral("%1").arg(uint(u), 2, 16, QLatin1Char('0')).toUpper();
        else
            url += c;
    }
    return url;
}

StoreInfo SqliteStore::info() const {
    return {QStringLiteral("sqlite"), urlForPath(d->options.path),
            QString::fromLatin1(sqlite3_libversion()), QString(), QString()};
}

TokenRecord SqliteStore::issue(const IssueRequest& request) {
    validate(request);
    return *d->change(request.key, request.scope, [&](const auto& current, qint64 now) {
                 return decideIssue(current, request, now);
             }).write;
}

AcquireResult SqliteStore::acquire(const AcquireRequest& request) {
    const Change c = Change::ofAcquire(request);
    validateChange(c);
    return *d->runAlone(c).acquired;
}

TokenRecord SqliteStore::complete(const CompleteRequest& request) {
    const Change c = Change::ofComplete(request);
    validateChange(c);
    return *d->runAlone(c).record;
}

TokenRecord SqliteStore::release(const Claim& claim) {
    const Change c = Change::ofRelease(claim);
    validateChange(c);
    return *d->runAlone(c).record;
}

TokenRecord SqliteStore::renew(const Claim& claim, std::chrono::milliseconds lease) {
    const Change c = Change::ofRenew(claim, lease);
    validateChange(c);
    return *d->runAlone(c).record;
}

std::vector<ChangeOutcome> SqliteStore::changeMany(const std::vector<Change>& changes) {
    return d->changeMany(changes);
}

TokenRecord SqliteStore::operatorRelease(const QString& key, const QString& scope,
                                         const OperatorContext& context) {
    return *d->operatorAction(key, scope, context, QStringLiteral("release"),
                              [&](const auto& current, qint64 now) {
                                  return decideOperatorRelease(current, key, context, now);
                              });
}

TokenRecord SqliteStore::operatorExpire(const QString& key, const QString& scope,
                                        const OperatorContext& context) {
    return *d->operatorAction(
        key, scope, context, QStringLiteral("expire"),
        [&](const auto& current, qint64 now) { return decideOperatorExpire(current, key, now); });
}

void SqliteStore::operatorDelete(const QString& key, const QString& scope,
                                 const OperatorContext& context) {
    d->operatorAction(
        key, scope, context, QStringLiteral("delete"),
        [&](const auto& current, qint64) { return decideOperatorDelete(current, key); });
}

std::optional<TokenRecord> SqliteStore::get(const QString& key, const QString& scope) {
    requireValidKey(key);
    requireValidScope(scope);
    std::lock_guard lock(d->mutex);
    return d->read(key, scope, d->now());
}

ListPage SqliteStore::doList(const ListQuery& query) {
    std::optional<std::pair<QString, QString>> after;
    if (!query.cursor.isEmpty())
        after = decodeKeyCursor(query.cursor);

    // Built from fixed fragments; every value is a bound parameter.
    std::string sql = std::string("SELECT ") + kRecordColumns + " FROM tokens WHERE 1";
    if (query.state) {
        switch (*query.state) {
        case State::Expired:
            sql += " AND (state = 'expired' OR expires_at <= ?1)";
            break;
        default:
            sql += " AND state = ?2 AND expires_at > ?1";
        }
    }
    if (query.stuckOnly)
        sql += " AND state = 'processing' AND expires_at > ?1 AND lease_until <= ?1";
    if (!query.keyPrefix.isEmpty())
        sql += " AND key >= ?3 AND key < ?4";
    if (query.scope)
        sql += " AND scope = ?5";
    if (!query.pathPrefix.isEmpty())
        sql += " AND substr(path, 1, length(?6)) = ?6";
    if (after)
        sql += " AND (key, scope) > (?7, ?8)";
    sql += " ORDER BY key, scope LIMIT ?9";

    std::lock_guard lock(d->mutex);
    const qint64 now = d->now();
    Statement s = d->prepare(sql);
    s.bind(1, now);
    if (query.state && *query.state != State::Expired)
        s.bind(2, stateName(*query.state));
    if (!query.keyPrefix.isEmpty())
        s.bind(3, query.keyPrefix).bind(4, prefixUpperBound(query.keyPrefix));
    if (query.scope)
        s.bind(5, *query.scope);
    if (!query.pathPrefix.isEmpty())
        s.bind(6, query.pathPrefix);
    if (after)
        s.bind(7, after->first).bind(8, after->second);
    s.bind(9, qint64(query.limit) + 1);
    ListPage page;
    while (s.step()) {
        if (page.records.size() == query.limit) {
            page.nextCursor =
                encodeKeyCursor(page.records.constLast().key, page.records.constLast().scope);
            break;
        }
        page.records.append(readRecord(s, now));
    }
    return page;
}

StateCounts SqliteStore::counts(const std::optional<QString>& scope) {
    if (scope)
        requireValidScope(*scope);
    std::lock_guard lock(d->mutex);
    const qint64 now = d->now();
    StateCounts c;
    if (!scope) {
        // One index range count per figure (tokens_state_expires, tokens_state_lease,
        // tokens_expires_at), so counting never reads the table itself. Operator expire sets
        // expires_at to its time, so "expired" is exactly expires_at <= now.
        auto count = [&](const char* sql, const char* state) {
            Statement s = d->prepare(sql);
            s.bind(1, now);
            if (state)
                s.bind(2, QString::fromLatin1(state));
            s.step();
            return s.int64(0);
        };
        constexpr char kLive[] = "SELECT COUNT(*) FROM tokens WHERE state = ?2 AND expires_at > ?1";
        c.pending = count(kLive, "pending");
        c.processing = count(kLive, "processing");
        c.completed = count(kLive, "completed");
        c.stuck = count("SELECT COUNT(*) FROM tokens WHERE state = 'processing' AND "
                        "lease_until <= ?1 AND expires_at > ?1",
                        nullptr);
        c.expired = count("SELECT COUNT(*) FROM tokens WHERE expires_at <= ?1", nullptr);
        return c;
    }
    Statement s = d->prepare(
        "SELECT "
        "COALESCE(SUM(state = 'pending' AND expires_at > ?1), 0), "
        "COALESCE(SUM(state = 'processing' AND expires_at > ?1), 0), "
        "COALESCE(SUM(state = 'processing' AND expires_at > ?1 AND lease_until <= ?1), 0), "
        "COALESCE(SUM(state = 'completed' AND expires_at > ?1), 0), "
        "COALESCE(SUM(expires_at <= ?1), 0) FROM tokens WHERE scope = ?2");
    s.bind(1, now).bind(2, *scope);
    if (s.step()) {
        c.pending = s.int64(0);
        c.processing = s.int64(1);
        c.stuck = s.int64(2);
        c.completed = s.int64(3);
        c.expired = s.int64(4);
    }
    return c;
}

qint64 SqliteStore::doPurgeExpired(qint64 limit) {
    // The transaction counted every lapse first (accountExpiries): deleting counts nothing.
    return d->transaction([&](qint64 now) {
        Statement del = d->prepare("DELETE FROM tokens WHERE rowid IN (SELECT rowid FROM tokens "
                                   "WHERE expires_at <= ?1 LIMIT ?2)");
        del.bind(1, now).bind(2, limit > 0 ? limit : -1);
        del.run();
        return qint64(sqlite3_changes(d->db));
    });
}

StatsSeries SqliteStore::doStats(std::chrono::milliseconds window) {
    // A write transaction: the lapses up to now are counted before the counters are read.
    return d->transaction([&](qint64 now) {
        StatsSeries series = statsSeriesEnding(now, window);
        Statement s = d->prepare(
            "SELECT bucket, counter, value FROM stats WHERE bucket >= ?1 ORDER BY bucket");
        s.bind(1, firstStatsInterval(series));
        while (s.step())
            addStatsValue(series, s.int64(0), s.text(1), s.int64(2));
        return series;
    });
}

QList<AuditEntry> SqliteStore::doAudit(int limit) {
    std::lock_guard lock(d->mutex);
    Statement s = d->prepare("SELECT id, at, user, action, key, scope, state_before, state_after, "
                             "reason FROM audit ORDER BY id DESC LIMIT ?1");
    s.bind(1, qint64(limit));
    QList<AuditEntry> out;
    while (s.step()) {
        out.append({s.int64(0), s.int64(1), s.text(2), s.text(3), s.text(4), s.text(5), s.text(6),
                    s.text(7), s.text(8)});
    }
    return out;
}

} // namespace idem
