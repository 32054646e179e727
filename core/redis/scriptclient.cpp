#include "redis/scriptclient.h"

#include "redisscripts.h"
#include "store/errors.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <map>
#include <set>

namespace idem::redis {

Script::Script(std::string_view common, std::string_view own) {
    body = QByteArray(lua::base_lua.data(), qsizetype(lua::base_lua.size()));
    body += '\n';
    body += QByteArray(common.data(), qsizetype(common.size()));
    body += '\n';
    body += QByteArray(own.data(), qsizetype(own.size()));
    sha = QCryptographicHash::hash(body, QCryptographicHash::Sha1).toHex();
}

// --- errors ----------------------------------------------------------------------------------

QString serverText(const QByteArray& raw) {
    QString out;
    for (char c : raw.left(300)) {
        out += (c >= 0x20 && c < 0x7F) ? QChar::fromLatin1(c) : QLatin1Char('?');
    }
    return out;
}

void throwReplyError(const QByteArray& error) {
    const QString text = serverText(error);
    auto starts = [&](const char* prefix) {
        return error.startsWith(prefix);
    };
    if (starts("BUSY") || starts("LOADING") || starts("TRYAGAIN") || starts("MASTERDOWN") ||
        starts("CLUSTERDOWN")) {
        throw Error(ErrorKind::Retryable,
                    QStringLiteral("Redis is busy and changed nothing; try again (%1).").arg(text));
    }
    if (starts("OOM")) {
        throw Error(ErrorKind::Retryable,
                    QStringLiteral("Redis is out of memory (maxmemory) and changed nothing (%1).")
                        .arg(text));
    }
    if (starts("READONLY")) {
        throw Error(ErrorKind::ReadOnly,
                    QStringLiteral("The Redis server is a read-only replica (%1).").arg(text));
    }
    if (starts("NOPERM") || starts("NOAUTH") || starts("WRONGPASS")) {
        throw Error(ErrorKind::Unavailable,
                    QStringLiteral("The Redis user may not do this (%1).").arg(text));
    }
    if (starts("MOVED") || starts("ASK") || starts("CROSSSLOT")) {
        throw Error(ErrorKind::Unavailable,
                    QStringLiteral("Redis Cluster is not supported yet (%1).").arg(text));
    }
    if (starts("WRONGTYPE")) {
        throw Error(ErrorKind::SchemaMissing,
                    QStringLiteral("The Redis namespace holds keys that IdemScope did not write "
                                   "(%1); choose another ns.")
                        .arg(text));
    }
    throw Error(ErrorKind::Internal, QStringLiteral("Redis answered an error: %1").arg(text));
}

const Reply& checked(const Reply& r) {
    if (r.isError())
        throwReplyError(r.string);
    return r;
}

void unexpectedReply(const char* what) {
    throw Error(ErrorKind::Internal,
                QStringLiteral("Redis sent an unexpected reply to %1.").arg(QLatin1String(what)));
}

// --- values ----------------------------------------------------------------------------------

QByteArray num(qint64 v) {
    return QByteArray::number(v);
}

qint64 toInt(const Reply& r) {
    if (r.type == Reply::Type::Integer)
        return r.integer;
    bool ok = false;
    const qint64 v = r.string.toLongLong(&ok);
    if (!ok || (r.type != Reply::Type::String && r.type != Reply::Type::Status))
        unexpectedReply("a number");
    return v;
}

const Reply& element(const Reply& r, qsizetype i, const char* what) {
    if (r.type != Reply::Type::Array || r.elements.size() <= i)
        unexpectedReply(what);
    return r.elements.at(i);
}

qint64 timeMs(const Reply& r) {
    checked(r);
    return toInt(element(r, 0, "TIME")) * 1000 + toInt(element(r, 1, "TIME")) / 1000;
}

AuditEntry auditEntryFromJson(const QByteArray& json) {
    const QJsonObject o = QJsonDocument::fromJson(json).object();
    AuditEntry e;
    e.id = o.value(QLatin1String("id")).toString().toLongLong();
    e.atMs = o.value(QLatin1String("at")).toString().toLongLong();
    e.user = o.value(QLatin1String("user")).toString();
    e.action = o.value(QLatin1String("action")).toString();
    e.key = o.value(QLatin1String("key")).toString();
    e.scope = o.value(QLatin1String("scope")).toString();
    e.stateBefore = o.value(QLatin1String("before")).toString();
    e.stateAfter = o.value(QLatin1String("after")).toString();
    e.reason = o.value(QLatin1String("reason")).toString();
    return e;
}

// --- cursors ---------------------------------------------------------------------------------

QString wrapCursor(const QByteArray& raw) {
    return QString::fromLatin1(
        raw.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

Error badCursor() {
    return Error(ErrorKind::BadInput, QStringLiteral("The cursor is not one this store gave."));
}

QByteArray unwrapCursor(const QString& cursor) {
    if (cursor.size() > 1024)
        throw badCursor();
    const auto decoded = QByteArray::fromBase64Encoding(
        cursor.toLatin1(), QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        throw badCursor();
    return decoded.decoded;
}

// --- connections, one per (client, thread) ---------------------------------------------------

namespace {

std::atomic<quint64> g_nextClientId{1};
/// Raised whenever a client is destroyed, so that threads sweep their connections lazily.
std::atomic<quint64> g_clientsDestroyed{0};
std::mutex g_liveMutex;
std::set<quint64> g_liveClients;

/// This thread's connections, by client id. Destroyed with the thread, on the thread.
struct ThreadConnections {
    std::map<quint64, std::unique_ptr<Connection>> byClient;
    quint64 sweptAt = 0;
};
thread_local ThreadConnections t_connections;

bool isNoScript(const Reply& r) {
    return r.isError() && r.string.startsWith("NOSCRIPT");
}

Command evalCommand(const Script& s, const QList<QByteArray>& keys, const QList<QByteArray>& args) {
    Command c;
    c.reserve(3 + keys.size() + args.size());
    c << QByteArrayLiteral("EVALSHA") << s.sha << num(keys.size());
    c << keys << args;
    return c;
}

} // namespace

ScriptClient::ScriptClient(const RedisUrl& u) : url(u), m_id(g_nextClientId.fetch_add(1)) {
    std::lock_guard lock(g_liveMutex);
    g_liveClients.insert(m_id);
}

ScriptClient::~ScriptClient() {
    {
        std::lock_guard lock(g_liveMutex);
        g_liveClients.erase(m_id);
    }
    g_clientsDestroyed.fetch_add(1);
    t_connections.byClient.erase(m_id);
}

Connection& ScriptClient::connection() {
    ThreadConnections& tc = t_connections;
    const quint64 destroyed = g_clientsDestroyed.load();
    if (destroyed != tc.sweptAt) {
        std::set<quint64> live;
        {
            std::lock_guard lock(g_liveMutex);
            live = g_liveClients;
        }
        std::erase_if(tc.byClient, [&](const auto& e) { return !live.contains(e.first); });
        tc.sweptAt = destroyed;
    }
    std::unique_ptr<Connection>& c = tc.byClient[m_id];
    if (!c || !c->isOpen()) {
        c.reset();
        c = std::make_unique<Connection>(url);
    }
    return *c;
}

namespace {

/// Runs `f` on the client's connection; once more on a new connection if the first broke
/// before anything was sent (ConnectionLost). OutcomeUnknown is never retried.
template <typename F> auto withConnection(ScriptClient& client, F&& f) {
    for (int attempt = 0;; ++attempt) {
        try {
            return f(client.connection());
        } catch (const Error& e) {
            if (e.kind() != ErrorKind::ConnectionLost || attempt > 0)
                throw;
        }
    }
}

} // namespace

Reply ScriptClient::command(const Command& c) {
    return withConnection(*this, [&](Connection& conn) { return conn.command(c); });
}

QList<Reply> ScriptClient::pipeline(const QList<Command>& commands) {
    if (commands.isEmpty())
        return {};
    return withConnection(*this, [&](Connection& conn) { return conn.pipeline(commands); });
}

Reply ScriptClient::eval(const Script& s, const QList<QByteArray>& keys,
                         const QList<QByteArray>& args) {
    Command c = evalCommand(s, keys, args);
    Reply r = command(c);
    if (isNoScript(r)) {
        c[0] = QByteArrayLiteral("EVAL");
        c[1] = s.body;
        r = command(c);
    }
    return checked(r);
}

QList<Reply> ScriptClient::evalMany(const Script& s, const ScriptCalls& calls) {
    QList<Command> commands;
    for (const auto& [keys, args] : calls)
        commands << evalCommand(s, keys, args);
    QList<Reply> replies = pipeline(commands);
    if (replies.size() != commands.size())
        unexpectedReply("a pipeline");
    // NOSCRIPT: none of those ran. Load the script once and run them again.
    QList<qsizetype> missing;
    for (qsizetype i = 0; i < replies.size(); ++i) {
        if (isNoScript(replies[i]))
            missing.append(i);
    }
    if (!missing.isEmpty()) {
        checked(command({QByteArrayLiteral("SCRIPT"), QByteArrayLiteral("LOAD"), s.body}));
        QList<Command> again;
        for (qsizetype i : missing)
            again.append(commands[i]);
        const QList<Reply> retried = pipeline(again);
        if (retried.size() != again.size())
            unexpectedReply("a pipeline");
        for (qsizetype j = 0; j < missing.size(); ++j)
            replies[missing[j]] = retried[j];
    }
    for (const Reply& r : replies)
        checked(r);
    return replies;
}

qint64 ScriptClient::serverNow() {
    return timeMs(command({QByteArrayLiteral("TIME")}));
}

// --- eviction safety (issue 3) ---------------------------------------------------------------

QString ScriptClient::serverName() const {
    return url.host + u':' + QString::number(url.port);
}

void ScriptClient::requireNoEviction() {
    Eviction v = m_eviction.load(std::memory_order_acquire);
    if (v == Eviction::Unchecked) {
        std::lock_guard lock(m_evictionMutex);
        v = m_eviction.load(std::memory_order_acquire);
        if (v == Eviction::Unchecked) {
            v = checkEviction();
            m_eviction.store(v, std::memory_order_release);
        }
    }
    if (v == Eviction::Refused)
        throw Error(ErrorKind::ReadOnly, m_evictionText);
}

ScriptClient::Eviction ScriptClient::checkEviction() {
    Reply r;
    try {
        r = command({QByteArrayLiteral("CONFIG"), QByteArrayLiteral("GET"),
                     QByteArrayLiteral("maxmemory-policy")});
    } catch (const Error& e) {
        // Only a read was lost: the caller's change was never sent.
        if (e.kind() != ErrorKind::OutcomeUnknown)
            throw;
        throw Error(ErrorKind::Retryable,
                    QStringLiteral("Could not read the maxmemory-policy of Redis at %1 before "
                                   "writing; nothing was changed (%2)")
                        .arg(serverName(), e.message()));
    }
    // An ACL user without CONFIG, or a provider that renamed the command: the policy cannot
    // be known. Refusing would lock such users out, so writes go ahead and info() says why.
    if (r.isError() && (r.string.startsWith("NOPERM") || r.string.startsWith("ERR"))) {
        m_evictionText = QStringLiteral("maxmemory-policy not checked: Redis at %1 refused "
                                        "CONFIG GET (%2); make sure it is noeviction, or tokens "
                                        "can be evicted.")
                             .arg(serverName(), serverText(r.string));
        return Eviction::Unverifiable;
    }
    checked(r);
    if (r.type != Reply::Type::Array)
        unexpectedReply("CONFIG GET");
    if (r.elements.size() < 2) {
        m_evictionText = QStringLiteral("maxmemory-policy not checked: Redis at %1 does not "
                                        "report it; make sure it is noeviction, or tokens can "
                                        "be evicted.")
                             .arg(serverName());
        return Eviction::Unverifiable;
    }
    const QByteArray policy = r.elements.at(1).string;
    if (policy == "noeviction")
        return Eviction::Safe;
    // Any other policy, including ones newer than this code, may evict: refuse.
    m_evictionText = QStringLiteral("Redis at %1 uses maxmemory-policy %2, which can evict "
                                    "idempotency tokens; set it to noeviction before writing.")
                         .arg(serverName(), serverText(policy));
    return Eviction::Refused;
}

QString ScriptClient::evictionWarning() const {
    return m_eviction.load(std::memory_order_acquire) == Eviction::Unchecked ? QString()
                                                                             : m_evictionText;
}

QString ScriptClient::storeWarning() const {
    QStringList warnings;
    for (const QString& w : {url.transportWarning(), evictionWarning()}) {
        if (!w.isEmpty())
            warnings << w;
    }
    return warnings.join(u' ');
}

} // namespace idem::redis
