#pragma once

#include "redis/connection.h"
#include "redis/redisurl.h"
#include "redis/reply.h"
#include "store/errors.h"
#include "store/tokenstore.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <atomic>
#include <memory>
#include <mutex>
#include <string_view>
#include <utility>

namespace idem::redis {

/// What both Redis stores (native layout, redis/redisstore.h; seed layout, redis/seedstore.h)
/// need under their own logic, kept in one place: per-thread connections, Lua scripts run with
/// EVALSHA and a fallback on NOSCRIPT, the one mapping of Redis error replies to idem::Error,
/// reply accessors, and the maxmemory-policy check before the first write.

/// One Lua script as the server sees it: base.lua (what both layouts share), a layout's common
/// helpers, then the script's own file (all embedded from resources/lua/).
struct Script {
    QByteArray body;
    QByteArray sha; ///< Lower-case hex SHA-1 of body, as EVALSHA wants it.

    Script(std::string_view common, std::string_view own);
};

/// Server text made safe to show: printable ASCII, bounded.
QString serverText(const QByteArray& raw);
/// The one place where Redis error replies become idem::Error kinds.
[[noreturn]] void throwReplyError(const QByteArray& error);
/// `r`, or throws its error reply.
const Reply& checked(const Reply& r);
[[noreturn]] void unexpectedReply(const char* what);

QByteArray num(qint64 v);
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

/// One store's access to the server.
///
/// Threads: thread-safe. A redis::Connection belongs to the thread that created it, so the
/// client keeps one connection per (client, thread), made on the thread's first call and
/// destroyed on that thread: when the thread ends, or when the client is destroyed on it (a
/// connection of another thread that outlives the client is closed on its own thread's next
/// call to any client, or when that thread ends).
///
/// Errors: ConnectionLost is retried once on a new connection (nothing was sent);
/// OutcomeUnknown is never retried; error replies go through throwReplyError() (except from
/// command() and pipeline(), which return them).
class ScriptClient {
public:
    explicit ScriptClient(const RedisUrl& url);
    ~ScriptClient();
    ScriptClient(const ScriptClient&) = delete;
    ScriptClient& operator=(const ScriptClient&) = delete;

    const RedisUrl url;

    /// This thread's connection to the server, opened if needed.
    Connection& connection();
    Reply command(const Command& c);
    QList<Reply> pipeline(const QList<Command>& commands);
    /// EVALSHA, or EVAL when the server does not have the script (NOSCRIPT: nothing ran).
    /// Error replies are thrown.
    Reply eval(const Script& s, const QList<QByteArray>& keys, const QList<QByteArray>& args);
    /// Several runs of one script in one round trip; error replies are thrown.
    QList<Reply> evalMany(const Script& s, const ScriptCalls& calls);
    /// The server's clock (TIME), in milliseconds since the epoch.
    qint64 serverNow();

    /// Throws ReadOnly when the server may evict keys (any maxmemory-policy but noeviction: the
    /// keys carry TTLs, so volatile-* policies drop live tokens as readily as allkeys-*, and a
    /// lost token lets a request run twice). Asked once per client, before its first write;
    /// reads never call this, so the console can still browse. A failed check (connection,
    /// busy server) changes nothing and is asked again next time. A user who may not run
    /// CONFIG (ACL, renamed command) can write; evictionWarning() says the policy is unknown.
    void requireNoEviction();
    /// For StoreInfo::warning: the verdict's text once the check ran, else empty.
    QString evictionWarning() const;
    /// For StoreInfo::warning: the URL's transport caveat (verify=false) and the eviction
    /// verdict, whichever there are.
    QString storeWarning() const;
    /// "host:port", for messages.
    QString serverName() const;

private:
    enum class Eviction { Unchecked, Safe, Refused, Unverifiable };
    Eviction checkEviction();

    quint64 m_id;
    std::mutex m_evictionMutex; ///< Serialises the one check.
    std::atomic<Eviction> m_eviction{Eviction::Unchecked};
    /// Refused: the error message; Unverifiable: why the policy is unknown. Written once, before
    /// m_eviction leaves Unchecked (release), read after seeing that (acquire).
    QString m_evictionText;
};

} // namespace idem::redis
