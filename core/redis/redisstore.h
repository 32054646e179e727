// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "redis/redisurl.h"
#include "redis/reply.h"
#include "store/tokenstore.h"

#include <functional>
#include <memory>

namespace idem {

namespace redis {
struct Script;
}

/// The Redis store, native layout (issue 3): one hash per token plus per-bucket indexes, every
/// state change one Lua script (EVALSHA, EVAL on NOSCRIPT) in one round trip, with the
/// server's `TIME` as the only clock. The scripts (resources/lua/) restate the rules of
/// token/statemachine.h; when a script refuses a change it returns the current record and the
/// C++ rule raises the error, so messages are the same as the other stores'.
///
/// Keys are cluster-safe: a token belongs to one of 16 buckets (FNV-1a of scope, 0x1F, key) and
/// every key a script touches carries that bucket's hash tag, `<ns>:{bNN}:…` (layout in
/// resources/lua/layout.lua). Counts without a scope and the stuck listing read the bucket
/// indexes (ZCOUNT, ZRANGEBYSCORE), never every token; listing walks the buckets in order in
/// bounded slices (ZRANGEBYLEX), so it never blocks the server.
///
/// Threads: thread-safe. A redis::Connection belongs to the thread that created it, so the
/// store keeps one connection per (store, thread), made on the thread's first call and
/// destroyed on that thread: when the thread ends, or when the store is destroyed on it (a
/// connection of another thread that outlives the store is closed on its own thread's next
/// call to any Redis store, or when that thread ends).
///
/// Errors: Unavailable when the server cannot be reached, ConnectionLost is retried once on a
/// new connection (nothing was sent), OutcomeUnknown is never retried, Redis error replies are
/// mapped once (busy/loading/OOM: Retryable; READONLY: ReadOnly; NOPERM: Unavailable).
///
/// Eviction: before its first write (issue, acquire, complete, release, renew, operator
/// actions, purge) the store asks CONFIG GET maxmemory-policy once and keeps the verdict. Any
/// policy but noeviction can evict token hashes (they carry a safety TTL), so writes then throw
/// ReadOnly saying why; reads keep working, so the console can still browse. A user who may
/// not run CONFIG (ACL, renamed command) can write; info().warning says the policy is unknown.
///
/// Expiry accounting: a token that lapses on its own raises `expired` in the stats interval of
/// its expiry, once, whatever process accounts the bucket next (account() in
/// resources/lua/common.lua, bounded batches): purge does it first, a state change does it
/// first when it replaces or removes a record that may have lapsed and otherwise when its
/// counter is the first of its stats interval, and stats() does it for every bucket before
/// reading, so the dashboard is exact and current even when no gateway writes. That makes
/// stats() a write of counters: on an evicting server, or for a user who may not write, it
/// reads the counters as they are.
class RedisStore final : public TokenStore {
public:
    /// Connects from the calling thread (Unavailable if the server cannot be reached).
    explicit RedisStore(const redis::RedisUrl& url);
    ~RedisStore() override;

    RedisStore(const RedisStore&) = delete;
    RedisStore& operator=(const RedisStore&) = delete;

    /// Number of key buckets; part of the data layout: never change.
    static constexpr int kBuckets = 16;
    /// The bucket of a token: FNV-1a (32 bit) of scope + '\x1f' + key, modulo kBuckets.
    static int bucketOf(const QString& key, const QString& scope);

    /// One state change as the script call it makes and the reading of its reply, for a caller
    /// that sends the call itself (the gateway's pipelined connection, redis/pipeline.h):
    /// acquire() is exactly prepareAcquire() sent through the store's own connection, then
    /// `read` — one logic for both. Validates the request (BadInput, as the operation would).
    template <typename T> struct Prepared {
        const redis::Script* script = nullptr; ///< Lives as long as the program.
        QList<QByteArray> keys;
        QList<QByteArray> args;
        /// The operation's result from the script's reply (never an error reply: those are the
        /// caller's to map, with redis::throwReplyError); throws what the operation throws.
        std::function<T(const redis::Reply&)> read;
    };
    /// These need the write check done (checkWrites()), and never talk to the server: they
    /// may run on any thread. Internal when the check has not run; ReadOnly when it refused.
    Prepared<TokenRecord> prepareIssue(const IssueRequest& request);
    Prepared<AcquireResult> prepareAcquire(const AcquireRequest& request);
    Prepared<TokenRecord> prepareComplete(const CompleteRequest& request);
    Prepared<TokenRecord> prepareRelease(const Claim& claim);
    Prepared<TokenRecord> prepareRenew(const Claim& claim, std::chrono::milliseconds lease);
    /// The check every write makes first (see Eviction above), now: throws ReadOnly when the
    /// server may evict, Unavailable / Retryable when it could not be asked.
    void checkWrites();

    StoreInfo info() const override;
    TokenRecord issue(const IssueRequest& request) override;
    AcquireResult acquire(const AcquireRequest& request) override;
    TokenRecord complete(const CompleteRequest& request) override;
    TokenRecord release(const Claim& claim) override;
    TokenRecord renew(const Claim& claim, std::chrono::milliseconds lease) override;
    TokenRecord operatorRelease(const QString& key, const QString& scope,
                                const OperatorContext& context) override;
    TokenRecord operatorExpire(const QString& key, const QString& scope,
                               const OperatorContext& context) override;
    void operatorDelete(const QString& key, const QString& scope,
                        const OperatorContext& context) override;
    std::optional<TokenRecord> get(const QString& key, const QString& scope) override;
    StateCounts counts(const std::optional<QString>& scope) override;
    /// On a single server: one pipelined connection (redis/pipeline.h) for the gateway's request
    /// path (ADR 0011). Null for Cluster and Sentinel.
    std::unique_ptr<AsyncChanges> asyncChanges() const override;

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
