// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "redis/redisstore.h"

#include "base/errors.h"
#include "redis/connection.h"
#include "redis/pipeline.h"
#include "redis/reply.h"
#include "redis/scriptclient.h"
#include "redisscripts.h"
#include "store/storesupport.h"
#include "token/key.h"
#include "token/statemachine.h"

#include <QTcpSocket>
#include <QTimer>
#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <mutex>
#include <numeric>

namespace idem {

using redis::checked;
using redis::Command;
using redis::element;
using redis::num;
using redis::Reply;
using redis::Script;
using redis::timeMs;
using redis::toInt;
using redis::unexpectedReply;

namespace {

// --- scripts ---------------------------------------------------------------------------------

/// Each native script is layout.lua and common.lua followed by its own file; the change
/// script's hot paths (change_hot.lua) come before common.lua, so that they run without
/// defining its helpers.
const Script& changeScript() {
    static const Script s({lua::layout_lua, lua::change_hot_lua, lua::common_lua, lua::change_lua});
    return s;
}
const Script& listScript() {
    static const Script s({lua::layout_lua, lua::common_lua, lua::list_lua});
    return s;
}
const Script& countsScript() {
    static const Script s({lua::layout_lua, lua::common_lua, lua::counts_lua});
    return s;
}
const Script& purgeScript() {
    static const Script s({lua::layout_lua, lua::common_lua, lua::purge_lua});
    return s;
}

// --- errors ----------------------------------------------------------------------------------

[[noreturn]] void rulesDisagree(const char* operation) {
    throw Error(ErrorKind::Internal,
                QStringLiteral("The Redis script refused %1 where the rules allow it; please "
                               "report this.")
                    .arg(QLatin1String(operation)));
}

// --- values ----------------------------------------------------------------------------------

/// A token hash's field name (layout.lua: one or two ASCII letters) as one number, for
/// setField()'s switch: comparing the name with each of 19 literals in turn was a tenth of the
/// gateway's instructions per replay. The length is part of it, so "k" and "k\0" differ.
constexpr quint32 fieldCode(char a, char b = '\0', quint32 size = 2) {
    return size << 16 | quint32(uchar(a)) << 8 | uchar(b);
}
quint32 fieldCode(QByteArrayView f) {
    if (f.size() == 1)
        return fieldCode(f[0], '\0', 1);
    return f.size() == 2 ? fieldCode(f[0], f[1]) : 0;
}

/// Sets the field named `f` (a token hash's field name, layout.lua) of `r` from its stored
/// bytes `v`; the response's fields go to `response`. Unknown names are skipped.
void setField(TokenRecord& r, std::optional<StoredResponse>& response, QByteArrayView f,
              const QByteArray& v) {
    auto number = [](const QByteArray& v) {
        return redis::decimal(v);
    };
    auto stored = [&response]() -> StoredResponse& {
        return response ? *response : response.emplace();
    };
    switch (fieldCode(f)) {
    case fieldCode('k', '\0', 1):
        r.key = QString::fromLatin1(v);
        break;
    case fieldCode('s', '\0', 1):
        r.scope = QString::fromLatin1(v);
        break;
    case fieldCode('s', 't'):
        r.state = parseState(QString::fromLatin1(v)).value_or(State::Expired);
        break;
    case fieldCode('c', 'a'):
        r.createdAtMs = number(v);
        break;
    case fieldCode('u', 'a'):
        r.updatedAtMs = number(v);
        break;
    case fieldCode('a', 'a'):
        r.acquiredAtMs = number(v);
        break;
    case fieldCode('x', 'a'):
        r.completedAtMs = number(v);
        break;
    case fieldCode('e', 'x'):
        r.expiresAtMs = number(v);
        break;
    case fieldCode('l', 'u'):
        r.leaseUntilMs = number(v);
        break;
    case fieldCode('o', 'w'):
        r.owner = QString::fromLatin1(v);
        break;
    case fieldCode('f', 'e'):
        r.fence = number(v);
        break;
    case fieldCode('m', 'e'):
        r.method = QString::fromUtf8(v);
        break;
    case fieldCode('p', 'a'):
        r.path = QString::fromUtf8(v);
        break;
    case fieldCode('f', 'p'):
        r.fingerprint = QString::fromLatin1(v);
        break;
    case fieldCode('b', 's'):
        r.bodySample = v;
        break;
    case fieldCode('r', 'c'):
        r.replayCount = number(v);
        break;
    case fieldCode('r', 's'):
        stored().status = int(number(v));
        break;
    case fieldCode('r', 'h'):
        stored().headers = StoredResponse::headersFromJson(v);
        break;
    case fieldCode('r', 'b'):
        stored().body = v;
        break;
    default:
        break;
    }
}

/// A record from its flat field/value array (HGETALL or a script), observed at `nowMs`;
/// nullopt for an empty array (no hash).
std::optional<TokenRecord> parseRecord(const Reply& flat, qint64 nowMs) {
    if (flat.type != Reply::Type::Array)
        unexpectedReply("a token read");
    if (flat.elements.isEmpty())
        return std::nullopt;
    TokenRecord r;
    r.state = State::Expired; // a hash without a state reads as expired
    std::optional<StoredResponse> response;
    for (qsizetype i = 0; i + 1 < flat.elements.size(); i += 2)
        setField(r, response, flat.elements.at(i).string, flat.elements.at(i + 1).string);
    r.response = std::move(response);
    return observe(std::move(r), nowMs);
}

// --- cursors ---------------------------------------------------------------------------------

/// The bucket's members are "<key> <scope>": keys and scopes are visible ASCII, so the space
/// separates them and bytewise order is (key, scope) order.
QByteArray memberOf(const QString& key, const QString& scope) {
    return key.toLatin1() + ' ' + scope.toLatin1();
}

/// A position in a listing: the last record shown, in its bucket. Listings that walk the lex
/// index ("L") need the member; listings that walk a score index ("S") also need its score.
struct Cursor {
    char kind = 'L';
    int bucket = 0;
    QByteArray score;  ///< Decimal, for kind 'S'.
    QByteArray member; ///< "<key> <scope>".
};

QString encodeCursor(const Cursor& c) {
    QByteArray raw = c.kind + QByteArray::number(c.bucket).rightJustified(2, '0');
    if (c.kind == 'S')
        raw += c.score + ' ';
    raw += c.member;
    return redis::wrapCursor(raw);
}

/// The cursor, checked to be one this store gave for a query of `kind`. BadInput otherwise.
Cursor decodeCursor(const QString& cursor, char kind) {
    const auto bad = redis::badCursor;
    const QByteArray raw = redis::unwrapCursor(cursor);
    if (raw.size() < 5 || raw.at(0) != kind)
        throw bad();
    Cursor c;
    c.kind = kind;
    bool ok = false;
    c.bucket = raw.mid(1, 2).toInt(&ok);
    if (!ok || !std::isdigit(uchar(raw.at(1))) || c.bucket < 0 || c.bucket >= RedisStore::kBuckets)
        throw bad();
    QByteArray rest = raw.mid(3);
    if (kind == 'S') {
        const qsizetype space = rest.indexOf(' ');
        c.score = rest.left(space);
        const qint64 score = c.score.toLongLong(&ok);
        if (space < 1 || !ok || score < 0 || QByteArray::number(score) != c.score)
            throw bad();
        rest = rest.mid(space + 1);
    }
    const qsizetype space = rest.indexOf(' ');
    if (space < 1)
        throw bad();
    const QString key = QString::fromLatin1(rest.left(space));
    const QString scope = QString::fromLatin1(rest.mid(space + 1));
    if (keyProblem(key) || scopeProblem(scope) || RedisStore::bucketOf(key, scope) != c.bucket)
        throw bad();
    c.member = rest;
    return c;
}

} // namespace

struct RedisStore::Impl : redis::ScriptClient {
    QString version;
    /// Per bucket: the prefix "<ns>:{bNN}:" and the keys every script gets (layout.lua).
    std::array<QByteArray, kBuckets> prefixes;
    std::array<QList<QByteArray>, kBuckets> bucketKeys;

    explicit Impl(const redis::RedisUrl& u) : ScriptClient(u) {
        for (int b = 0; b < kBuckets; ++b) {
            const QByteArray p =
                url.ns.toLatin1() + ":{b" + QByteArray::number(b).rightJustified(2, '0') + "}:";
            prefixes[b] = p;
            bucketKeys[b] = {p + "all",           p + "exp",          p + "st:pending",
                             p + "st:processing", p + "st:completed", p + "lease",
                             p + "stats",         p + "audit",        p + "auditseq"};
        }
    }

    /// "<prefix>t:<len(scope)>:<scope>:<key>", from the key and scope as the script gets them.
    QByteArray hashKey(int bucket, const QByteArray& key, const QByteArray& scope) const {
        const QByteArray scopeLength = num(scope.size());
        const QByteArray& prefix = prefixes[bucket];
        QByteArray hash;
        hash.reserve(prefix.size() + 4 + scopeLength.size() + scope.size() + key.size());
        hash.append(prefix).append("t:").append(scopeLength).append(':').append(scope).append(':');
        return hash.append(key);
    }

    struct Change {
        QByteArray outcome;
        qint64 nowMs = 0;
        std::optional<TokenRecord> record;
        bool takeover = false;
    };

    template <typename T> using Prepared = RedisStore::Prepared<T>;

    /// One run of change.lua for (key, scope), prepared: the script's keys and arguments, and
    /// `then` applied to the reply's Change.
    template <typename T, typename Then>
    Prepared<T> prepareChange(const char* op, const QString& key, const QString& scope,
                              const QList<QByteArray>& extra, Then then) const {
        const int b = bucketOf(key, scope);
        Prepared<T> p;
        p.script = &changeScript();
        const QByteArray keyBytes = key.toLatin1();
        const QByteArray scopeBytes = scope.toLatin1();
        p.keys = bucketKeys[b];
        p.keys << hashKey(b, keyBytes, scopeBytes);
        p.args = {QByteArray(op), num(b), keyBytes, scopeBytes};
        p.args << extra;
        p.read = [then = std::move(then)](const Reply& r) {
            Change c;
            c.outcome = element(r, 0, "a token change").string;
            c.nowMs = toInt(element(r, 1, "a token change"));
            c.record = parseRecord(element(r, 2, "a token change"), c.nowMs);
            c.takeover = element(r, 3, "a token change").string == "1";
            return then(std::move(c));
        };
        return p;
    }

    /// A prepared change run here: the write check, then the script through this client.
    template <typename T> T run(const Prepared<T>& p) {
        requireNoEviction();
        return p.read(eval(*p.script, p.keys, p.args));
    }

    /// `p`, for a caller that sends it itself: the write check must have run (no I/O here).
    template <typename T> Prepared<T> forCaller(Prepared<T> p) {
        if (!evictionChecked())
            throw Error(ErrorKind::Internal,
                        QStringLiteral("A prepared Redis change needs checkWrites() first."));
        requireNoEviction();
        return p;
    }

    static QByteArray fenceArg(const Claim& claim) {
        return claim.fence ? num(*claim.fence) : QByteArray();
    }

    /// A claim operation (complete, release, renew), prepared: the record written, or the
    /// error the C++ rule raises on the record the script refused. `fill` completes the
    /// written record with what the script leaves out of its reply (the caller's own values),
    /// given the script's clock.
    template <typename Decide, typename Fill>
    Prepared<TokenRecord> claimChange(const char* op, const Claim& claim,
                                      const QList<QByteArray>& extra, Decide decide,
                                      Fill fill) const {
        QList<QByteArray> args = {claim.owner.toLatin1(), fenceArg(claim)};
        args << extra;
        return prepareChange<TokenRecord>(
            op, claim.key, claim.scope, args,
            [op, decide = std::move(decide), fill = std::move(fill)](Change c) {
                if (c.outcome == "refused") {
                    decide(c.record, c.nowMs);
                    rulesDisagree(op);
                }
                if (c.outcome != "ok" || !c.record)
                    unexpectedReply(op);
                fill(*c.record, c.nowMs);
                return *std::move(c.record);
            });
    }
    template <typename Decide>
    Prepared<TokenRecord> claimChange(const char* op, const Claim& claim,
                                      const QList<QByteArray>& extra, Decide decide) const {
        return claimChange(op, claim, extra, std::move(decide), [](TokenRecord&, qint64) {});
    }

    /// One run of change.lua for (key, scope), here.
    Change change(const char* op, const QString& key, const QString& scope,
                  const QList<QByteArray>& extra) {
        return run(prepareChange<Change>(op, key, scope, extra, [](Change c) { return c; }));
    }

    Prepared<TokenRecord> prepareIssue(const IssueRequest& request) const;
    Prepared<AcquireResult> prepareAcquire(const AcquireRequest& request) const;
    Prepared<TokenRecord> prepareComplete(const CompleteRequest& request) const;
    Prepared<TokenRecord> prepareRelease(const Claim& claim) const;
    Prepared<TokenRecord> prepareRenew(const Claim& claim, std::chrono::milliseconds lease) const;

    template <typename Decide>
    std::optional<TokenRecord> operatorChange(const char* op, const QString& key,
                                              const QString& scope, const OperatorContext& ctx,
                                              const QList<QByteArray>& extra, Decide decide) {
        requireValidKey(key);
        requireValidScope(scope);
        validate(ctx);
        const QString user = ctx.user.isEmpty() ? currentOsUser() : ctx.user;
        QList<QByteArray> args = {user.toUtf8(), ctx.reason.toUtf8()};
        args << extra;
        Change c = change(op, key, scope, args);
        if (c.outcome == "refused") {
            decide(c.record, c.nowMs);
            rulesDisagree(op);
        }
        if (c.outcome != "ok")
            unexpectedReply(op);
        return c.record;
    }
};

int RedisStore::bucketOf(const QString& key, const QString& scope) {
    quint32 h = 2166136261u;
    auto mix = [&h](char c) {
        h ^= quint8(c);
        h *= 16777619u;
    };
    for (QChar c : scope)
        mix(char(c.unicode()));
    mix('\x1f');
    for (QChar c : key)
        mix(char(c.unicode()));
    return int(h % kBuckets);
}

RedisStore::RedisStore(const redis::RedisUrl& url) : d(std::make_unique<Impl>(url)) {
    // openStore() sends layout=seed to the seed store (redis/seedstore.h); this one must never
    // write its keys over a seed service's data.
    if (url.layout == redis::Layout::Seed) {
        throw Error(ErrorKind::Internal,
                    QStringLiteral("RedisStore is the native layout; open layout=seed URLs with "
                                   "openStore()."));
    }
    d->version = d->serverVersion();
}

RedisStore::~RedisStore() = default;

StoreInfo RedisStore::info() const {
    return {QStringLiteral("redis"), d->url.redacted(),
            d->version.isEmpty() ? QStringLiteral("unknown") : d->version, d->storeWarning(),
            d->url.transport()};
}

RedisStore::Prepared<TokenRecord>
RedisStore::Impl::prepareIssue(const IssueRequest& request) const {
    validate(request);
    return prepareChange<TokenRecord>("issue", request.key, request.scope,
                                      {num(request.ttl.count())}, [request](Change c) {
                                          if (c.outcome == "refused") {
                                              decideIssue(c.record, request, c.nowMs);
                                              rulesDisagree("issue");
                                          }
                                          if (c.outcome != "ok" || !c.record)
                                              unexpectedReply("issue");
                                          return *c.record;
                                      });
}

RedisStore::Prepared<AcquireResult>
RedisStore::Impl::prepareAcquire(const AcquireRequest& request) const {
    validate(request);
    const RequestIdentity& id = request.request;
    QByteArray method = id.method.toUtf8();
    QByteArray path = id.path.toUtf8();
    QByteArray fingerprint = id.fingerprint.toLatin1();
    QList<QByteArray> args = {request.owner.toLatin1(),
                              num(request.lease.count()),
                              num(request.retention.count()),
                              request.mode == AcquireMode::Issued ? QByteArrayLiteral("issued")
                                                                  : QByteArrayLiteral("open"),
                              method,
                              path,
                              fingerprint,
                              id.bodySample};
    return prepareChange<AcquireResult>(
        "acquire", request.key, request.scope, args,
        [key = request.key, scope = request.scope, owner = request.owner,
         method = std::move(method), path = std::move(path), fingerprint = std::move(fingerprint),
         bodySample = id.bodySample](Change c) {
            AcquireResult result;
            static const std::map<QByteArray, AcquireOutcome> outcomes = {
                {"acquired", AcquireOutcome::Acquired},  {"replay", AcquireOutcome::Replay},
                {"in_flight", AcquireOutcome::InFlight}, {"mismatch", AcquireOutcome::Mismatch},
                {"unknown", AcquireOutcome::Unknown},    {"expired", AcquireOutcome::Expired}};
            const auto it = outcomes.find(c.outcome);
            if (it == outcomes.end() || !c.record)
                unexpectedReply("acquire");
            result.outcome = it->second;
            result.takeover = c.takeover;
            if (result.outcome == AcquireOutcome::Unknown) {
                result.record = TokenRecord{};
                result.record.key = key;
                result.record.scope = scope;
            } else {
                result.record = *std::move(c.record);
            }
            if (result.outcome == AcquireOutcome::Acquired) {
                // An acquired record's identity is the caller's: the script may leave it out of
                // its reply (a new key's does). Read from the bytes the script was sent, as its
                // reply would be; key, scope and owner are ASCII (validate()), so the same text.
                TokenRecord& r = result.record;
                r.key = key;
                r.scope = scope;
                r.owner = owner;
                setField(r, r.response, "me", method);
                setField(r, r.response, "pa", path);
                setField(r, r.response, "fp", fingerprint);
                setField(r, r.response, "bs", bodySample);
            }
            if (result.outcome == AcquireOutcome::InFlight) {
                result.retryAfter = std::chrono::milliseconds(
                    std::max<qint64>(0, result.record.leaseUntilMs - c.nowMs));
            }
            return result;
        });
}

RedisStore::Prepared<TokenRecord>
RedisStore::Impl::prepareComplete(const CompleteRequest& request) const {
    validate(request);
    const StoredResponse& resp = request.response;
    auto headers = StoredResponse::replayableHeaders(resp.headers);
    QList<QByteArray> args = {num(resp.status), StoredResponse::headersToJson(headers), resp.body,
                              num(request.retention.count())};
    return claimChange(
        "complete", request.claim, args,
        [request](const auto& current, qint64 now) { decideComplete(current, request, now); },
        // The script's reply carries what the caller does not know (the record's times, fence,
        // request identity, replay count); the rest is the caller's own, as a completed record
        // has it: the claim's key, scope and owner, the script's clock, and the response
        // (status, the replayable headers sent, the body).
        [claim = request.claim, response = StoredResponse{resp.status, std::move(headers),
                                                          resp.body}](TokenRecord& r, qint64 now) {
            r.key = claim.key;
            r.scope = claim.scope;
            r.owner = claim.owner;
            r.updatedAtMs = now;
            r.completedAtMs = now;
            r.leaseUntilMs = 0;
            r.response = response;
        });
}

RedisStore::Prepared<TokenRecord> RedisStore::Impl::prepareRelease(const Claim& claim) const {
    validate(claim);
    return claimChange("release", claim, {}, [claim](const auto& current, qint64 now) {
        decideRelease(current, claim, now);
    });
}

RedisStore::Prepared<TokenRecord>
RedisStore::Impl::prepareRenew(const Claim& claim, std::chrono::milliseconds lease) const {
    validate(claim);
    validateLease(lease);
    return claimChange("renew", claim, {num(lease.count())},
                       [claim, lease](const auto& current, qint64 now) {
                           decideRenew(current, claim, lease, now);
                       });
}

RedisStore::Prepared<TokenRecord> RedisStore::prepareIssue(const IssueRequest& request) {
    return d->forCaller(d->prepareIssue(request));
}
RedisStore::Prepared<AcquireResult> RedisStore::prepareAcquire(const AcquireRequest& request) {
    return d->forCaller(d->prepareAcquire(request));
}
RedisStore::Prepared<TokenRecord> RedisStore::prepareComplete(const CompleteRequest& request) {
    return d->forCaller(d->prepareComplete(request));
}
RedisStore::Prepared<TokenRecord> RedisStore::prepareRelease(const Claim& claim) {
    return d->forCaller(d->prepareRelease(claim));
}
RedisStore::Prepared<TokenRecord> RedisStore::prepareRenew(const Claim& claim,
                                                           std::chrono::milliseconds lease) {
    return d->forCaller(d->prepareRenew(claim, lease));
}

void RedisStore::checkWrites() {
    d->requireNoEviction();
}

TokenRecord RedisStore::issue(const IssueRequest& request) {
    return d->run(d->prepareIssue(request));
}

AcquireResult RedisStore::acquire(const AcquireRequest& request) {
    return d->run(d->prepareAcquire(request));
}

TokenRecord RedisStore::complete(const CompleteRequest& request) {
    return d->run(d->prepareComplete(request));
}

TokenRecord RedisStore::release(const Claim& claim) {
    return d->run(d->prepareRelease(claim));
}

TokenRecord RedisStore::renew(const Claim& claim, std::chrono::milliseconds lease) {
    return d->run(d->prepareRenew(claim, lease));
}

TokenRecord RedisStore::operatorRelease(const QString& key, const QString& scope,
                                        const OperatorContext& context) {
    auto r = d->operatorChange("op_release", key, scope, context,
                               {context.force ? QByteArrayLiteral("1") : QByteArrayLiteral("0")},
                               [&](const auto& current, qint64 now) {
                                   decideOperatorRelease(current, key, context, now);
                               });
    if (!r)
        unexpectedReply("operator release");
    return *r;
}

TokenRecord RedisStore::operatorExpire(const QString& key, const QString& scope,
                                       const OperatorContext& context) {
    auto r = d->operatorChange(
        "op_expire", key, scope, context, {},
        [&](const auto& current, qint64 now) { decideOperatorExpire(current, key, now); });
    if (!r)
        unexpectedReply("operator expire");
    return *r;
}

void RedisStore::operatorDelete(const QString& key, const QString& scope,
                                const OperatorContext& context) {
    d->operatorChange("op_delete", key, scope, context, {},
                      [&](const auto& current, qint64) { decideOperatorDelete(current, key); });
}

std::optional<TokenRecord> RedisStore::get(const QString& key, const QString& scope) {
    requireValidKey(key);
    requireValidScope(scope);
    const QByteArray hash = d->hashKey(bucketOf(key, scope), key.toLatin1(), scope.toLatin1());
    const QList<Reply> r =
        d->pipeline({{QByteArrayLiteral("TIME")}, {QByteArrayLiteral("HGETALL"), hash}});
    if (r.size() != 2)
        unexpectedReply("get");
    return parseRecord(checked(r[1]), timeMs(r[0]));
}

ListPage RedisStore::doList(const ListQuery& query) {
    // Where to read: the lex index for key prefixes and unfiltered browsing, else the index
    // that holds exactly the candidates (stuck: the lease index; a state: its index), so the
    // work follows the number of matching records, not the number of tokens.
    const QByteArray keyPrefix = query.keyPrefix.toLatin1();
    QByteArray source = QByteArrayLiteral("all");
    if (keyPrefix.isEmpty() && query.stuckOnly)
        source = QByteArrayLiteral("lease");
    else if (keyPrefix.isEmpty() && query.state == State::Expired)
        source = QByteArrayLiteral("exp");
    else if (keyPrefix.isEmpty() && query.state)
        source = stateName(*query.state).toLatin1();
    const char kind = source == "all" ? 'L' : 'S';

    Cursor at{kind, 0, {}, {}}; // the last entry seen; no member: the bucket's start
    if (!query.cursor.isEmpty())
        at = decodeCursor(query.cursor, kind);
    const QByteArray stop = keyPrefix.isEmpty()
                                ? QByteArrayLiteral("+")
                                : '(' + prefixUpperBound(query.keyPrefix).toLatin1();
    const QByteArray stateFilter = query.state ? stateName(*query.state).toLatin1() : QByteArray();
    constexpr int kBudget = 2000;                 // index entries examined per script call
    constexpr qint64 kMaxBytes = 8 * 1024 * 1024; // record bytes per script call

    // One more than the page, so that a cursor is given only when a next page exists.
    const int need = query.limit + 1;
    struct Found {
        Cursor at;
        TokenRecord record;
    };
    QList<Found> found;
    auto argsAt = [&](const Cursor& c, qsizetype want) {
        QByteArray from = c.score;
        QByteArray to = c.member;
        if (kind == 'L') {
            from = c.member.isEmpty() ? QByteArrayLiteral("-") : '(' + c.member;
            if (!keyPrefix.isEmpty() && (c.member.isEmpty() || c.member < keyPrefix))
                from = '[' + keyPrefix;
            to = stop;
        }
        return QList<QByteArray>{d->prefixes[c.bucket],
                                 source,
                                 from,
                                 to,
                                 num(want),
                                 num(kBudget),
                                 stateFilter,
                                 query.stuckOnly ? QByteArrayLiteral("1") : QByteArrayLiteral("0"),
                                 query.scope ? QByteArrayLiteral("1") : QByteArrayLiteral("0"),
                                 query.scope ? query.scope->toLatin1() : QByteArray(),
                                 query.pathPrefix.toUtf8(),
                                 num(kMaxBytes)};
    };
    // Stuck and processing tokens are few: ask every bucket at once (one round trip) for the
    // first slice; other listings go bucket by bucket, so they never fetch 16 pages.
    std::map<int, Reply> prefetched;
    if (source == "lease" || source == "processing") {
        QList<std::pair<QList<QByteArray>, QList<QByteArray>>> calls;
        for (int b = at.bucket; b < kBuckets; ++b) {
            const Cursor c = b == at.bucket ? at : Cursor{kind, b, {}, {}};
            calls.append({d->bucketKeys[b], argsAt(c, need)});
        }
        const QList<Reply> replies = d->evalMany(listScript(), calls);
        for (qsizetype i = 0; i < replies.size(); ++i)
            prefetched.emplace(at.bucket + int(i), replies[i]);
    }
    while (at.bucket < kBuckets && found.size() < need) {
        Reply r;
        if (auto it = prefetched.find(at.bucket); it != prefetched.end()) {
            r = std::move(it->second);
            prefetched.erase(it);
        } else {
            r = d->eval(listScript(), d->bucketKeys[at.bucket], argsAt(at, need - found.size()));
        }
        const qint64 now = toInt(element(r, 0, "list"));
        const QByteArray last = element(r, 1, "list").string;
        const QByteArray lastScore = element(r, 2, "list").string;
        const bool exhausted = element(r, 3, "list").string == "1";
        for (const Reply& flat : element(r, 4, "list").elements) {
            std::optional<TokenRecord> rec = parseRecord(flat, now);
            if (!rec)
                unexpectedReply("list");
            Cursor position{kind, at.bucket, {}, memberOf(rec->key, rec->scope)};
            if (kind == 'S') {
                // The record's score in the index walked: its lease or its expiry.
                position.score = num(source == "lease" ? rec->leaseUntilMs : rec->expiresAtMs);
            }
            found.append({position, std::move(*rec)});
        }
        if (exhausted) {
            at = Cursor{kind, at.bucket + 1, {}, {}};
        } else if (!last.isEmpty() && (last != at.member || lastScore != at.score)) {
            at.member = last;
            at.score = lastScore;
        } else {
            unexpectedReply("list"); // neither progress nor the end
        }
    }
    ListPage page;
    for (qsizetype i = 0; i < found.size() && i < query.limit; ++i)
        page.records.append(found[i].record);
    if (found.size() > query.limit)
        page.nextCursor = encodeCursor(found[query.limit - 1].at);
    return page;
}

StateCounts RedisStore::counts(const std::optional<QString>& scope) {
    if (scope)
        requireValidScope(*scope);
    StateCounts c;
    if (!scope) {
        QList<std::pair<QList<QByteArray>, QList<QByteArray>>> calls;
        for (int b = 0; b < kBuckets; ++b)
            calls.append({d->bucketKeys[b], {QByteArrayLiteral("all")}});
        for (const Reply& r : d->evalMany(countsScript(), calls)) {
            c.pending += toInt(element(r, 1, "counts"));
            c.processing += toInt(element(r, 2, "counts"));
            c.completed += toInt(element(r, 3, "counts"));
            c.expired += toInt(element(r, 4, "counts"));
            c.stuck += toInt(element(r, 5, "counts"));
        }
        return c;
    }
    // A scope is not part of the index order: walk every bucket, all buckets at once.
    constexpr int kBudget = 5000;
    std::map<int, QByteArray> pending; // bucket -> start
    for (int b = 0; b < kBuckets; ++b)
        pending[b] = QByteArrayLiteral("-");
    while (!pending.empty()) {
        QList<std::pair<QList<QByteArray>, QList<QByteArray>>> calls;
        QList<int> order;
        for (const auto& [b, start] : pending) {
            calls.append({d->bucketKeys[b],
                          {QByteArrayLiteral("scope"), d->prefixes[b], start, num(kBudget),
                           scope->toLatin1()}});
            order.append(b);
        }
        const QList<Reply> replies = d->evalMany(countsScript(), calls);
        for (qsizetype i = 0; i < replies.size(); ++i) {
            const Reply& r = replies[i];
            c.pending += toInt(element(r, 3, "counts"));
            c.processing += toInt(element(r, 4, "counts"));
            c.completed += toInt(element(r, 5, "counts"));
            c.expired += toInt(element(r, 6, "counts"));
            c.stuck += toInt(element(r, 7, "counts"));
            const QByteArray last = element(r, 1, "counts").string;
            if (element(r, 2, "counts").string == "1" || last.isEmpty())
                pending.erase(order[i]);
            else
                pending[order[i]] = '(' + last;
        }
    }
    return c;
}

qint64 RedisStore::doPurgeExpired(qint64 limit) {
    d->requireNoEviction();
    constexpr qint64 kChunk = 1000; // records deleted per script call
    qint64 removed = 0;
    for (int b = 0; b < kBuckets; ++b) {
        for (;;) {
            const qint64 chunk = limit > 0 ? std::min(kChunk, limit - removed) : kChunk;
            if (chunk <= 0)
                return removed;
            const Reply r = d->eval(purgeScript(), d->bucketKeys[b], {d->prefixes[b], num(chunk)});
            const qint64 n = toInt(element(r, 1, "purge"));
            removed += n;
            if (n < chunk)
                break;
        }
    }
    return removed;
}

StatsSeries RedisStore::doStats(std::chrono::milliseconds window) {
    constexpr qint64 kHour = 3600 * 1000;
    // Lapses up to now are counted first (purge.lua with a limit of 0 only accounts; see
    // account() in common.lua). A user who may not write (read-only replica, ACL) still reads
    // the counters as they are.
    // Each call looks at a bounded batch, so a bucket with a backlog is called again (a few
    // rounds at most in practice; capped so that a clock racing ahead cannot keep us here).
    try {
        d->requireNoEviction();
        QList<int> behind(kBuckets);
        std::iota(behind.begin(), behind.end(), 0);
        for (int round = 0; round < 1000 && !behind.isEmpty(); ++round) {
            QList<std::pair<QList<QByteArray>, QList<QByteArray>>> calls;
            for (int b : behind)
                calls.append({d->bucketKeys[b], {d->prefixes[b], QByteArrayLiteral("0")}});
            const QList<Reply> replies = d->evalMany(purgeScript(), calls);
            QList<int> still;
            for (qsizetype i = 0; i < replies.size(); ++i) {
                if (element(replies.at(i), 2, "purge").string != "1")
                    still.append(behind.at(i));
            }
            behind = still;
        }
    } catch (const Error& e) {
        if (e.kind() != ErrorKind::ReadOnly && e.kind() != ErrorKind::Unavailable)
            throw;
    }
    StatsSeries series = statsSeriesEnding(d->serverNow(), window);
    const qint64 firstBucket = firstStatsInterval(series);
    QList<Command> commands;
    for (int b = 0; b < kBuckets; ++b) {
        for (qint64 hour = firstBucket / kHour; hour <= series.toMs / kHour; ++hour) {
            commands.append({QByteArrayLiteral("HGETALL"),
                             d->prefixes[b] + "stats:" + QByteArray::number(hour)});
        }
    }
    for (const Reply& r : d->pipeline(commands)) {
        checked(r);
        // Fields are "<interval start>:<counter>", the hash one hour of them.
        for (qsizetype i = 0; i + 1 < r.elements.size(); i += 2) {
            const QByteArray& field = r.elements.at(i).string;
            const qsizetype colon = field.indexOf(':');
            bool ok = false;
            const qint64 start = field.left(colon).toLongLong(&ok);
            if (colon < 1 || !ok || start < firstBucket)
                continue;
            addStatsValue(series, start, QString::fromLatin1(field.mid(colon + 1)),
                          r.elements.at(i + 1).string.toLongLong());
        }
    }
    return series;
}

QList<AuditEntry> RedisStore::doAudit(int limit) {
    QList<Command> commands;
    for (int b = 0; b < kBuckets; ++b) {
        commands.append({QByteArrayLiteral("LRANGE"), d->prefixes[b] + "audit",
                         QByteArrayLiteral("0"), num(limit - 1)});
    }
    QList<AuditEntry> out;
    for (const Reply& r : d->pipeline(commands)) {
        checked(r);
        for (const Reply& item : r.elements)
            out.append(redis::auditEntryFromJson(item.string));
    }
    std::sort(out.begin(), out.end(),
              [](const AuditEntry& a, const AuditEntry& b) { return a.id > b.id; });
    if (out.size() > limit)
        out.resize(limit);
    return out;
}

namespace {

/// The Redis store's asynchronous request path (ADR 0011): one redis::Pipeline on a connection
/// that redis::Connection made (DNS, TCP, TLS with verification, AUTH, SELECT: one
/// implementation) and handed to `home`. What a call sends and how its reply is read are the
/// store's own prepare*() — the blocking calls are those same prepared calls — so the two paths
/// give the same results and errors.
class PipelinedChanges final : public AsyncChanges {
public:
    explicit PipelinedChanges(redis::RedisUrl url) : m_url(std::move(url)) {}
    ~PipelinedChanges() override { delete m_pipe; }

    QString description() const override {
        return QStringLiteral("the pipelined Redis connection");
    }

    void connect(QThread* home) override {
        std::shared_ptr<RedisStore> store;
        {
            std::lock_guard lock(m_mutex);
            store = m_store;
        }
        if (!store) {
            // Made once, on this thread: preparing a call never talks to the server, so the
            // store's own connection serves only the write check below.
            store = std::make_shared<RedisStore>(m_url);
            std::lock_guard lock(m_mutex);
            m_store = store;
        }
        store->checkWrites();
        redis::Connection connection(m_url);
        std::unique_ptr<QTcpSocket> socket = connection.detach(home);
        std::lock_guard lock(m_mutex);
        m_socket = std::move(socket);
    }

    void open(std::function<void(const QString& why)> onBroken) override {
        std::unique_ptr<QTcpSocket> socket;
        {
            std::lock_guard lock(m_mutex);
            socket = std::move(m_socket);
            m_ready = m_store;
        }
        if (!socket || !m_ready || m_pipe)
            return;
        m_pipe = new redis::Pipeline(std::move(socket), m_url);
        m_pipe->setOnBroken([this, onBroken = std::move(onBroken)](const QString& why) {
            // Never reused: the next connect() and open() make a new one.
            m_pipe->deleteLater();
            m_pipe = nullptr;
            if (onBroken)
                onBroken(why);
        });
    }

    bool isOpen() const override { return m_pipe && m_pipe->isOpen(); }

    bool issue(const IssueRequest& request, Done<TokenRecord> done) override {
        return send<TokenRecord>([&](RedisStore& s) { return s.prepareIssue(request); },
                                 std::move(done));
    }
    bool acquire(const AcquireRequest& request, Done<AcquireResult> done) override {
        return send<AcquireResult>([&](RedisStore& s) { return s.prepareAcquire(request); },
                                   std::move(done));
    }
    bool complete(const CompleteRequest& request, Done<TokenRecord> done) override {
        return send<TokenRecord>([&](RedisStore& s) { return s.prepareComplete(request); },
                                 std::move(done));
    }
    bool release(const Claim& claim, Done<TokenRecord> done) override {
        return send<TokenRecord>([&](RedisStore& s) { return s.prepareRelease(claim); },
                                 std::move(done));
    }
    bool renew(const Claim& claim, std::chrono::milliseconds lease,
               Done<TokenRecord> done) override {
        return send<TokenRecord>([&](RedisStore& s) { return s.prepareRenew(claim, lease); },
                                 std::move(done));
    }

private:
    /// `done` with an error, later on this thread (never inside the call).
    template <typename T> static void refuse(Done<T> done, Error error) {
        QTimer::singleShot(
            0, [done = std::move(done), error = std::move(error)] { done(std::nullopt, error); });
    }

    template <typename T, typename Prepare> bool send(Prepare prepare, Done<T> done) {
        if (!isOpen() || !m_ready) {
            refuse<T>(std::move(done),
                      Error(ErrorKind::ConnectionLost,
                            QStringLiteral("The pipelined connection to Redis is closed; nothing "
                                           "was sent.")));
            return false;
        }
        std::optional<RedisStore::Prepared<T>> p;
        try {
            p = prepare(*m_ready);
        } catch (const Error& e) {
            refuse<T>(std::move(done), e);
            return false;
        }
        m_pipe->eval(*p->script, p->keys, p->args,
                     [read = std::move(p->read),
                      done = std::move(done)](redis::Reply reply, std::optional<Error> error) {
                         std::optional<T> value;
                         if (!error) {
                             try {
                                 value = read(reply);
                             } catch (const Error& e) {
                                 error = e;
                             } catch (const std::exception& e) {
                                 error = Error(ErrorKind::Internal, QString::fromUtf8(e.what()));
                             }
                         }
                         done(std::move(value), std::move(error));
                     });
        return true;
    }

    const redis::RedisUrl m_url;
    std::mutex m_mutex;                   ///< Guards what connect() hands to open().
    std::shared_ptr<RedisStore> m_store;  ///< Made by the first connect().
    std::unique_ptr<QTcpSocket> m_socket; ///< Connected, not yet opened.
    std::shared_ptr<RedisStore> m_ready;  ///< `home` only: prepares the calls.
    redis::Pipeline* m_pipe = nullptr;    ///< `home` only; null until opened, and once broken.
};

} // namespace

std::unique_ptr<AsyncChanges> RedisStore::asyncChanges() const {
    // Cluster and Sentinel keep the blocking path: routing, redirects and failover live in
    // redis::ScriptClient, which blocks (ADR 0011).
    if (d->url.topology != redis::Topology::Single)
        return nullptr;
    return std::make_unique<PipelinedChanges>(d->url);
}

} // namespace idem
