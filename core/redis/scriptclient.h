// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include "base/errors.h"
#include "redis/connection.h"
#include "redis/redisurl.h"
#include "redis/reply.h"
#include "redis/topology.h"
#include "store/tokenstore.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <atomic>
#include <initializer_list>
#include <memory>
#include <mutex>
#include <optional>
#include <string_view>
#include <utility>

namespace idem::redis {

/// What both Redis stores (native layout, redis/redisstore.h; seed layout, redis/seedstore.h)
/// need under their own logic, kept in one place: per-thread connections, Lua scripts run with
/// EVALSHA and a fallback on NOSCRIPT, the one mapping of Redis error replies to idem::Error,
/// reply accessors, and the maxmemory-policy check before the first write.

/// One Lua script as the server sees it: base.lua (what both layouts share), then `parts` in
/// order: a layout's shared files and the script's own (all embedded from resources/lua/).
struct Script {
    QByteArray body;
    QByteArray sha; ///< Lower-case hex SHA-1 of body, as EVALSHA wants it.

    Script(std::initializer_list<std::string_view> parts);
};

/// EVALSHA of `s` with its keys and arguments (EVAL: replace the first two elements by "EVAL"
/// and the body).
Command evalCommand(const Script& s, const QList<QByteArray>& keys, const QList<QByteArray>& args);
/// A NOSCRIPT error reply: the server lacks the script, nothing ran.
bool isNoScript(const Reply& r);

/// Server text made safe to show: printable ASCII, bounded.
QString serverText(const QByteArray& raw);
/// The one place where Redis error replies become idem::Error kinds.
[[noreturn]] void throwReplyError(const QByteArray& error);
/// `r`, or throws its error reply.
const Reply& checked(const Reply& r);
[[noreturn]] void unexpectedReply(const char* what);

QByteArray num(qint64 v);
/// A stored number read as QByteArray::toLongLong() reads it (0 when it is none). The scripts
/// store plain decimals, which are read here without toLongLong()'s locale machinery.
qint64 decimal(QByteArrayView v);
/// An integer reply, or a string/status holding a decimal integer; Internal otherwise.
qint64 toInt(const Reply& r);
/// Element `i` of an array reply; Internal when there is none.
const Reply& element(const Reply& r, qsizetype i, const char* what);
/// TIME's reply as milliseconds since the epoch.
qint64 timeMs(const Reply& r);

/// An audit entry as both layouts' scripts store it: a JSON object with the string fields id,
/// at, user, action, key, scope, before, after, reason. Anything malformed reads as empty.
AuditEntry auditEntryFromJson(const QByteArray& json);

/// A listing cursor as callers see it: the store's own position bytes, base64url-encoded.
QString wrapCursor(const QByteArray& raw);
/// The bytes of a cursor wrapCursor() gave; BadInput ("not one this store gave") for anything
/// else, or one over 1024 characters. The store still checks the bytes themselves.
QByteArray unwrapCursor(const QString& cursor);
/// The BadInput error for a cursor this store did not give.
Error badCursor();

using ScriptCalls = QList<std::pair<QList<QByteArray>, QList<QByteArray>>>;

/// One store's access to the server: one Redis server (redis://), the master that Sentinel
/// names (redis+sentinel://), or the master of each key's hash slot (redis+cluster://).
///
/// Threads: thread-safe. A redis::Connection belongs to the thread that created it, so the
/// client keeps its connections per (client, thread) — one per server it talks to, so one per
/// master on a cluster — made on the thread's first call and destroyed on that thread: when the
/// thread ends, or when the client is destroyed on it (a connection of another thread that
/// outlives the client is closed on its own thread's next call to any client, or when that
/// thread ends). What the topology says (the slot map, Sentinel's master) is shared by the
/// client's threads under a mutex; a refresh asks the servers outside that lock.
///
/// Routing (cluster): each command goes to the master of its keys' slot (commandSlot() in
/// redis/topology.h; a pipeline's keyless commands go with its first keyed one, or to the first
/// master). The slot map comes from CLUSTER SLOTS of a seed node (then of any known master); a
/// `MOVED` reply refreshes it, an `ASK` reply sends the command once more after `ASKING` to the
/// node named, without changing the map. Both mean "not executed", so the command is sent
/// again, at most 16 rounds per call (then Retryable). Commands of one pipeline must not depend
/// on each other: each is routed, and redirected, on its own.
///
/// Routing (sentinel): the sentinels are asked in turn (SENTINEL GET-MASTER-ADDR-BY-NAME); a
/// new connection to the master must answer ROLE "master". A READONLY reply (the master was
/// demoted: the command did not run), a lost connection or a refused one make the client ask
/// the sentinels again and send what did not run to the new master.
///
/// Errors: ConnectionLost is retried (once on one server; on a cluster or Sentinel after
/// asking for the topology again), nothing having been sent; OutcomeUnknown is never retried
/// (the command may have run); while a cluster slot's master or Sentinel's master cannot be
/// reached, the client asks for the topology again with backoff (50 ms doubling to 500 ms)
/// until connect_timeout has passed since the first failure of the call, then throws
/// Unavailable. Each connection attempt to a data node of a cluster or Sentinel gets a quarter
/// of connect_timeout (at least 250 ms), so that a dead master does not hold the whole budget.
/// Error replies go through throwReplyError() (except from command() and pipeline(), which
/// return them).
class ScriptClient {
public:
    explicit ScriptClient(const RedisUrl& url);
    ~ScriptClient();
    ScriptClient(const ScriptClient&) = delete;
    ScriptClient& operator=(const ScriptClient&) = delete;

    const RedisUrl url;

    /// The version of a server of this store (the master, or the cluster's first master),
    /// connecting if needed: Unavailable when none can be reached.
    QString serverVersion();
    /// Routed as described above; the replies in the order of the commands.
    Reply command(const Command& c);
    QList<Reply> pipeline(const QList<Command>& commands);
    /// The masters: the cluster's (from the slot map), else the one server or Sentinel's
    /// master.
    QList<RedisNode> masters();
    /// `c` on one node (no routing, no redirects); for fan-outs such as SCAN on every master.
    Reply commandOn(const RedisNode& node, const Command& c);
    /// EVALSHA, or EVAL when the server does not have the script (NOSCRIPT: nothing ran).
    /// Error replies are thrown.
    Reply eval(const Script& s, const QList<QByteArray>& keys, const QList<QByteArray>& args);
    /// Several runs of one script in one round trip per server; error replies are thrown.
    QList<Reply> evalMany(const Script& s, const ScriptCalls& calls);
    /// The server's clock (TIME), in milliseconds since the epoch. On a cluster: the first
    /// master's clock (each master has its own; see docs/SCALING.md).
    qint64 serverNow();

    /// Throws ReadOnly when the server may evict keys (any maxmemory-policy but noeviction: the
    /// keys carry TTLs, so volatile-* policies drop live tokens as readily as allkeys-*, and a
    /// lost token lets a request run twice). Asked once per client, before its first write;
    /// reads never call this, so the console can still browse. A failed check (connection,
    /// busy server) changes nothing and is asked again next time. A user who may not run
    /// CONFIG (ACL, renamed command) can write; evictionWarning() says the policy is unknown.
    void requireNoEviction();
    /// True once requireNoEviction() has a verdict (after which it never talks to the server).
    bool evictionChecked() const { return m_eviction.load() != Eviction::Unchecked; }
    /// For StoreInfo::warning: the verdict's text once the check ran, else empty.
    QString evictionWarning() const;
    /// For StoreInfo::warning: the URL's transport caveat (verify=false) and the eviction
    /// verdict, whichever there are.
    QString storeWarning() const;
    /// "host:port" (the first of several), for messages.
    QString serverName() const;

private:
    enum class Eviction { Unchecked, Safe, Refused, Unverifiable };
    Eviction checkEviction();

    struct Group;
    /// This thread's connection to `node`, opened if needed (Sentinel: checked with ROLE).
    Connection& connectionTo(const RedisNode& node);
    QList<Reply> routed(const QList<Command>& commands);
    /// Asks the seeds / sentinels for the topology again and publishes it; `failed` is not
    /// asked first. Returns false when nobody answered (the old topology stays).
    bool refreshTopology(const std::optional<RedisNode>& failed, QString* why = nullptr);
    RedisNode nodeForSlot(int slot);
    void publishMap(std::shared_ptr<const SlotMap> map);

    quint64 m_id;
    mutable std::mutex m_topologyMutex;
    std::shared_ptr<const SlotMap> m_map; ///< Cluster; null until first learned.
    std::optional<RedisNode> m_master;    ///< Sentinel; empty until first learned.
    std::atomic<quint64> m_epoch{0};      ///< Raised whenever m_map or m_master changes.
    std::mutex m_evictionMutex;           ///< Serialises the one check.
    std::atomic<Eviction> m_eviction{Eviction::Unchecked};
    /// Refused: the error message; Unverifiable: why the policy is unknown. Written once, before
    /// m_eviction leaves Unchecked (release), read after seeing that (acquire).
    QString m_evictionText;
};

} // namespace idem::redis
