// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "redis/scriptclient.h"

#include "base/errors.h"
#include "redisscripts.h"
#include "util/duration.h"

#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <algorithm>
#include <map>
#include <numeric>
#include <set>
#include <thread>

namespace idem::redis {

Script::Script(std::initializer_list<std::string_view> parts) {
    body = QByteArray(lua::base_lua.data(), qsizetype(lua::base_lua.size()));
    for (std::string_view part : parts) {
        body += '\n';
        body += QByteArray(part.data(), qsizetype(part.size()));
    }
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
    // Out of memory (maxmemory with noeviction), or a snapshot that cannot be written
    // (stop-writes-on-bgsave-error, as on a full disk): Redis refuses writes and serves reads.
    if (starts("OOM")) {
        throw Error(ErrorKind::ReadOnly,
                    QStringLiteral("Redis is out of memory (maxmemory) and takes no writes; "
                                   "nothing was changed (%1).")
                        .arg(text));
    }
    if (starts("MISCONF")) {
        throw Error(ErrorKind::ReadOnly,
                    QStringLiteral("Redis cannot persist to disk and takes no writes; nothing was "
                                   "changed (%1).")
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
    if (starts("MOVED") || starts("ASK")) {
        // Only a redis:// URL gets here: redis+cluster:// follows redirections.
        throw Error(ErrorKind::Unavailable,
                    QStringLiteral("The Redis server is a cluster node that sent the command "
                                   "elsewhere (%1); open it with redis+cluster://host:port.")
                        .arg(text));
    }
    if (starts("CROSSSLOT")) {
        throw Error(ErrorKind::Internal,
                    QStringLiteral("A command spanned several cluster slots (%1); please report "
                                   "this.")
                        .arg(text));
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
    // Small numbers (bucket numbers, statuses, fences, lengths) come from a table made once:
    // a copy shares its bytes instead of allocating. Never freed, as copies may outlive statics.
    constexpr qint64 kSmall = 1024;
    static const QByteArray* const small = [] {
        auto* table = new QByteArray[kSmall];
        for (qint64 i = 0; i < kSmall; ++i)
            table[i] = QByteArray::number(i);
        return table;
    }();
    if (v >= 0 && v < kSmall)
        return small[v];
    return QByteArray::number(v);
}

qint64 decimal(QByteArrayView v) {
    // Up to 18 digits cannot overflow; anything else (a sign, spaces, more digits, no digit)
    // is left to toLongLong(), so both read every input alike.
    const bool negative = !v.isEmpty() && v.front() == '-';
    const QByteArrayView digits = negative ? v.sliced(1) : v;
    if (digits.isEmpty() || digits.size() > 18)
        return v.toLongLong();
    qint64 x = 0;
    for (const char c : digits) {
        if (c < '0' || c > '9')
            return v.toLongLong();
        x = x * 10 + (c - '0');
    }
    return negative ? -x : x;
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

// --- connections, one per (client, thread, server) --------------------------------------------

namespace {

std::atomic<quint64> g_nextClientId{1};
/// Raised whenever a client is destroyed, so that threads sweep their connections lazily.
std::atomic<quint64> g_clientsDestroyed{0};
std::mutex g_liveMutex;
std::set<quint64> g_liveClients;

/// One client's connections on one thread, by server ("host:port").
struct ThreadLink {
    std::map<QString, std::unique_ptr<Connection>> byNode;
    quint64 epoch = 0; ///< The client's topology epoch these connections were swept at.
};

/// This thread's connections, by client id. Destroyed with the thread, on the thread.
struct ThreadConnections {
    std::map<quint64, ThreadLink> byClient;
    quint64 sweptAt = 0;
};
thread_local ThreadConnections t_connections;

bool isReadOnly(const Reply& r) {
    return r.isError() && r.string.startsWith("READONLY");
}

/// The connect timeout of one attempt to a data node of a cluster or Sentinel: a quarter of
/// the URL's (at least 250 ms), so that a dead master leaves time to find its successor.
std::chrono::milliseconds attemptTimeout(const RedisUrl& url) {
    return std::min(url.connectTimeout,
                    std::max(url.connectTimeout / 4, std::chrono::milliseconds(250)));
}

constexpr int kMaxRounds = 16; ///< Redirect / reconnect rounds per routed call.

} // namespace

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

Connection& ScriptClient::connectionTo(const RedisNode& node) {
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
    ThreadLink& link = tc.byClient[m_id];
    if (const quint64 epoch = m_epoch.load(); link.epoch != epoch) {
        // The topology changed: drop connections to servers that are no longer masters.
        const QList<RedisNode> current = masters();
        std::erase_if(link.byNode, [&](const auto& e) {
            return std::none_of(current.begin(), current.end(),
                                [&](const RedisNode& n) { return n.text() == e.first; });
        });
        link.epoch = epoch;
    }
    std::unique_ptr<Connection>& c = link.byNode[node.text()];
    if (!c || !c->isOpen()) {
        c.reset();
        RedisUrl target = url.forNode(node);
        if (url.topology != Topology::Single)
            target.connectTimeout = attemptTimeout(url);
        auto fresh = std::make_unique<Connection>(target);
        if (url.topology == Topology::Sentinel) {
            // Sentinel may still name a master that a failover demoted: only a master will do.
            const Reply role = fresh->command({QByteArrayLiteral("ROLE")});
            if (!isMasterRole(role)) {
                throw Error(ErrorKind::Unavailable,
                            QStringLiteral("Redis at %1, named master of %2 by Sentinel, is not "
                                           "a master (ROLE %3).")
                                .arg(node.text(), url.masterName,
                                     role.elements.isEmpty()
                                         ? serverText(role.string)
                                         : serverText(role.elements.constFirst().string)));
            }
        }
        c = std::move(fresh);
    }
    return *c;
}

QList<RedisNode> ScriptClient::masters() {
    switch (url.topology) {
    case Topology::Single:
        return {RedisNode{url.host, url.port}};
    case Topology::Sentinel: {
        std::lock_guard lock(m_topologyMutex);
        return m_master ? QList<RedisNode>{*m_master} : QList<RedisNode>{};
    }
    case Topology::Cluster: {
        std::lock_guard lock(m_topologyMutex);
        return m_map ? m_map->masters : QList<RedisNode>{};
    }
    }
    return {};
}

void ScriptClient::publishMap(std::shared_ptr<const SlotMap> map) {
    std::lock_guard lock(m_topologyMutex);
    m_map = std::move(map);
    m_epoch.fetch_add(1);
}

bool ScriptClient::refreshTopology(const std::optional<RedisNode>& failed, QString* why) {
    // Who to ask: the known masters (they answer fastest), then the seeds / sentinels.
    QList<RedisNode> ask;
    if (url.topology == Topology::Cluster) {
        for (const RedisNode& n : masters()) {
            if (n != failed)
                ask.append(n);
        }
    }
    for (const RedisNode& n : url.nodes) {
        if (!ask.contains(n) && n != failed)
            ask.append(n);
    }
    if (failed && !ask.contains(*failed))
        ask.append(*failed); // the last resort: it may be back
    QStringList problems;
    bool unknownName = false;
    for (const RedisNode& n : ask) {
        try {
            if (url.topology == Topology::Cluster) {
                const Reply r = connectionTo(n).command(
                    {QByteArrayLiteral("CLUSTER"), QByteArrayLiteral("SLOTS")});
                if (r.isError()) {
                    problems
                        << QStringLiteral("%1 answered %2").arg(n.text(), serverText(r.string));
                    continue;
                }
                auto map = std::make_shared<SlotMap>(SlotMap::parse(r, n));
                if (map->masters.isEmpty()) {
                    problems << QStringLiteral("%1 knows no master").arg(n.text());
                    continue;
                }
                publishMap(std::move(map));
                return true;
            }
            // Sentinel: a connection of its own, with the sentinels' credentials.
            RedisUrl sentinel = url.forSentinel(n);
            sentinel.connectTimeout = attemptTimeout(url);
            Connection c(sentinel);
            const Reply r =
                c.command({QByteArrayLiteral("SENTINEL"),
                           QByteArrayLiteral("GET-MASTER-ADDR-BY-NAME"), url.masterName.toUtf8()});
            if (r.isError()) {
                problems << QStringLiteral("%1 answered %2").arg(n.text(), serverText(r.string));
                continue;
            }
            const std::optional<RedisNode> master = sentinelMasterOf(r);
            if (!master) {
                unknownName = true;
                problems << QStringLiteral("%1 does not monitor %2").arg(n.text(), url.masterName);
                continue;
            }
            std::lock_guard lock(m_topologyMutex);
            if (m_master != master) {
                m_master = master;
                m_epoch.fetch_add(1);
            }
            return true;
        } catch (const Error& e) {
            if (e.kind() == ErrorKind::Internal || e.kind() == ErrorKind::BadInput)
                throw;
            QString text = e.message();
            if (text.endsWith(u'.'))
                text.chop(1);
            problems << text;
        }
    }
    if (why) {
        *why = problems.join(QStringLiteral("; "));
        if (unknownName)
            *why += QStringLiteral(" (is the master name right?)");
    }
    return false;
}

RedisNode ScriptClient::nodeForSlot(int slot) {
    if (url.topology == Topology::Single)
        return RedisNode{url.host, url.port};
    for (int attempt = 0;; ++attempt) {
        {
            std::lock_guard lock(m_topologyMutex);
            if (url.topology == Topology::Sentinel && m_master)
                return *m_master;
            if (url.topology == Topology::Cluster && m_map) {
                if (slot < 0)
                    return m_map->masters.constFirst();
                if (auto node = m_map->masterOf(slot))
                    return *node;
            }
        }
        QString why;
        if (attempt > 0 || !refreshTopology(std::nullopt, &why)) {
            if (attempt > 0 && url.topology == Topology::Cluster)
                throw Error(ErrorKind::Retryable,
                            QStringLiteral("No master of Redis Cluster %1 serves hash slot %2 "
                                           "(the cluster is incomplete); nothing was sent.")
                                .arg(url.redacted())
                                .arg(slot));
            throw Error(ErrorKind::Unavailable,
                        url.topology == Topology::Cluster
                            ? QStringLiteral("No node of Redis Cluster %1 gave its slot map: %2.")
                                  .arg(url.redacted(), why)
                            : QStringLiteral("No sentinel of %1 named the master %2: %3.")
                                  .arg(url.redacted(), url.masterName, why));
        }
    }
}

/// The commands of one routed round that go to one server, in order (ASKING before the ones
/// an ASK redirected).
struct ScriptClient::Group {
    RedisNode node;
    QList<qsizetype> indexes;
};

QList<Reply> ScriptClient::routed(const QList<Command>& commands) {
    QList<std::optional<Reply>> replies(commands.size());
    QList<qsizetype> pending(commands.size());
    std::iota(pending.begin(), pending.end(), qsizetype(0));
    std::map<qsizetype, RedisNode> askAt; // index -> node named by ASK
    QList<int> commandSlots;
    for (const Command& c : commands)
        commandSlots.append(url.topology == Topology::Cluster ? commandSlot(c) : -1);
    std::optional<QDeadlineTimer> reach; // started at the first unreachable server
    std::chrono::milliseconds backoff{50};
    QString lastFailure;

    for (int round = 0; !pending.isEmpty(); ++round) {
        if (round >= kMaxRounds) {
            throw Error(ErrorKind::Retryable,
                        QStringLiteral("Redis at %1 redirected or refused the commands %2 times "
                                       "(last: %3); the ones without an answer did not run.")
                            .arg(url.redacted())
                            .arg(kMaxRounds)
                            .arg(lastFailure));
        }
        // Keyless commands go with the first keyed one of what is left.
        int anchor = -1;
        for (qsizetype i : pending) {
            if (commandSlots[i] >= 0 && !askAt.contains(i)) {
                anchor = commandSlots[i];
                break;
            }
        }
        std::vector<Group> groups;
        for (qsizetype i : pending) {
            const auto ask = askAt.find(i);
            const RedisNode node =
                ask != askAt.end() ? ask->second
                                   : nodeForSlot(commandSlots[i] >= 0 ? commandSlots[i] : anchor);
            auto g = std::find_if(groups.begin(), groups.end(),
                                  [&](const Group& x) { return x.node == node; });
            if (g == groups.end())
                g = groups.insert(groups.end(), Group{node, {}});
            g->indexes.append(i);
        }

        QList<qsizetype> next;
        std::optional<RedisNode> unreachable;
        QList<Redirect> moved;
        bool rediscover = false;
        for (const Group& g : groups) {
            QList<Command> batch;
            for (qsizetype i : g.indexes) {
                if (askAt.contains(i))
                    batch.append({QByteArrayLiteral("ASKING")});
                batch.append(commands[i]);
            }
            QList<Reply> got;
            try {
                got = connectionTo(g.node).pipeline(batch);
            } catch (const Error& e) {
                if (e.kind() != ErrorKind::ConnectionLost && e.kind() != ErrorKind::Unavailable)
                    throw; // OutcomeUnknown above all: never sent again
                // Nothing of this group was sent: find the topology again, then resend.
                lastFailure = e.message();
                unreachable = g.node;
                next += g.indexes;
                if (e.kind() == ErrorKind::Unavailable) {
                    if (!reach)
                        reach = QDeadlineTimer(url.connectTimeout);
                    else if (reach->hasExpired())
                        throw Error(ErrorKind::Unavailable,
                                    QStringLiteral("%1 (no reachable master for %2 within %3)")
                                        .arg(e.message(), url.redacted(),
                                             formatDuration(url.connectTimeout)));
                }
                continue;
            }
            qsizetype at = 0;
            for (qsizetype i : g.indexes) {
                if (askAt.contains(i))
                    ++at; // ASKING's +OK
                const Reply& r = got.at(at++);
                askAt.erase(i);
                if (url.topology == Topology::Cluster) {
                    if (auto redirect = redirectOf(r, g.node)) {
                        lastFailure = serverText(r.string);
                        if (redirect->ask)
                            askAt[i] = redirect->node;
                        else
                            moved.append(*redirect);
                        next.append(i);
                        continue;
                    }
                } else if (url.topology == Topology::Sentinel && isReadOnly(r)) {
                    // The master was demoted under us; the command did not run.
                    lastFailure = serverText(r.string);
                    rediscover = true;
                    next.append(i);
                    continue;
                }
                replies[i] = r;
            }
        }
        if (!moved.isEmpty() || rediscover || unreachable) {
            if (unreachable && round > 0) {
                std::this_thread::sleep_for(backoff);
                backoff = std::min(backoff * 2, std::chrono::milliseconds(500));
            }
            refreshTopology(unreachable);
            if (!moved.isEmpty()) {
                // A MOVED reply is the newest word on its slot, even when the node asked for
                // the map has not heard of the move yet.
                std::lock_guard lock(m_topologyMutex);
                auto map = std::make_shared<SlotMap>(m_map ? *m_map : SlotMap());
                for (const Redirect& r : moved)
                    map->assign(r.slot, r.node);
                m_map = std::move(map);
                m_epoch.fetch_add(1);
            }
        }
        std::sort(next.begin(), next.end());
        pending = next;
    }
    QList<Reply> out;
    out.reserve(replies.size());
    for (std::optional<Reply>& r : replies)
        out.append(std::move(*r));
    return out;
}

QString ScriptClient::serverVersion() {
    if (url.topology == Topology::Single)
        return connectionTo(RedisNode{url.host, url.port}).serverVersion();
    for (int attempt = 0;; ++attempt) {
        const RedisNode node = nodeForSlot(-1);
        try {
            return connectionTo(node).serverVersion();
        } catch (const Error& e) {
            if (attempt >= 2 ||
                (e.kind() != ErrorKind::Unavailable && e.kind() != ErrorKind::ConnectionLost))
                throw;
            refreshTopology(node);
        }
    }
}

Reply ScriptClient::commandOn(const RedisNode& node, const Command& c) {
    return connectionTo(node).command(c);
}

Reply ScriptClient::command(const Command& c) {
    return pipeline({c}).constFirst();
}

QList<Reply> ScriptClient::pipeline(const QList<Command>& commands) {
    if (commands.isEmpty())
        return {};
    if (url.topology != Topology::Single)
        return routed(commands);
    // One server: once more on a new connection if the first broke before anything was sent
    // (ConnectionLost). OutcomeUnknown is never retried.
    for (int attempt = 0;; ++attempt) {
        try {
            return connectionTo(RedisNode{url.host, url.port}).pipeline(commands);
        } catch (const Error& e) {
            if (e.kind() != ErrorKind::ConnectionLost || attempt > 0)
                throw;
        }
    }
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
    // NOSCRIPT: none of those ran. Run them again with EVAL, which also loads the script into
    // the cache of each server that lacked it (on a cluster, several may).
    QList<qsizetype> missing;
    for (qsizetype i = 0; i < replies.size(); ++i) {
        if (isNoScript(replies[i]))
            missing.append(i);
    }
    if (!missing.isEmpty()) {
        QList<Command> again;
        for (qsizetype i : missing) {
            Command c = commands[i];
            c[0] = QByteArrayLiteral("EVAL");
            c[1] = s.body;
            again.append(c);
        }
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
    return RedisNode{url.host, url.port}.text();
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
    // Every master holds tokens: on a cluster each one is asked (the masters known now; a
    // replica promoted later is presumed configured like its master, see docs/SCALING.md).
    const Command get{QByteArrayLiteral("CONFIG"), QByteArrayLiteral("GET"),
                      QByteArrayLiteral("maxmemory-policy")};
    QList<std::pair<QString, Reply>> answers;
    try {
        if (url.topology == Topology::Cluster) {
            nodeForSlot(-1); // learns the slot map if needed
            for (const RedisNode& node : masters())
                answers.append({node.text(), commandOn(node, get)});
        } else {
            answers.append(
                {url.topology == Topology::Sentinel ? nodeForSlot(-1).text() : serverName(),
                 command(get)});
        }
    } catch (const Error& e) {
        // Only a read was lost: the caller's change was never sent.
        if (e.kind() != ErrorKind::OutcomeUnknown)
            throw;
        throw Error(ErrorKind::Retryable,
                    QStringLiteral("Could not read the maxmemory-policy of Redis at %1 before "
                                   "writing; nothing was changed (%2)")
                        .arg(serverName(), e.message()));
    }
    Eviction verdict = Eviction::Safe;
    for (const auto& [server, r] : answers) {
        // An ACL user without CONFIG, or a provider that renamed the command: the policy cannot
        // be known. Refusing would lock such users out, so writes go ahead and info() says why.
        if (r.isError() && (r.string.startsWith("NOPERM") || r.string.startsWith("ERR"))) {
            m_evictionText = QStringLiteral("maxmemory-policy not checked: Redis at %1 refused "
                                            "CONFIG GET (%2); make sure it is noeviction, or "
                                            "tokens can be evicted.")
                                 .arg(server, serverText(r.string));
            verdict = Eviction::Unverifiable;
            continue;
        }
        checked(r);
        if (r.type != Reply::Type::Array)
            unexpectedReply("CONFIG GET");
        if (r.elements.size() < 2) {
            m_evictionText = QStringLiteral("maxmemory-policy not checked: Redis at %1 does not "
                                            "report it; make sure it is noeviction, or tokens "
                                            "can be evicted.")
                                 .arg(server);
            verdict = Eviction::Unverifiable;
            continue;
        }
        const QByteArray policy = r.elements.at(1).string;
        if (policy == "noeviction")
            continue;
        // Any other policy, including ones newer than this code, may evict: refuse.
        m_evictionText = QStringLiteral("Redis at %1 uses maxmemory-policy %2, which can evict "
                                        "idempotency tokens; set it to noeviction before "
                                        "writing.")
                             .arg(server, serverText(policy));
        return Eviction::Refused;
    }
    return verdict;
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
