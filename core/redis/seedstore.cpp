// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
// The Redis store for layout=seed: the seed's keys read and administered in place (see
// seedstore.h; the key layout and the estimates are in resources/lua/seed_common.lua, the
// decisions in docs/adr/0006-redis-seed-layout.md).
//
// Every read and change is one Lua script, so each is one atomic snapshot or check-and-change.
// When a change is refused the script returns the token as it is, and the rules of
// token/statemachine.h (or the two rules of the seed layout's own) raise the error, so messages
// match the other stores'.
#include "redis/seedstore.h"

#include "base/errors.h"
#include "redis/scriptclient.h"
#include "seedscripts.h"
#include "store/storesupport.h"
#include "token/key.h"
#include "token/statemachine.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QSet>
#include <algorithm>
#include <cctype>

namespace idem {

using redis::checked;
using redis::element;
using redis::num;
using redis::Reply;
using redis::Script;
using redis::toInt;
using redis::unexpectedReply;

namespace {

// --- scripts ---------------------------------------------------------------------------------

/// Each seed script is seed_common.lua followed by its own file.
const Script& readScript() {
    static const Script s({lua::seed::seed_common_lua, lua::seed::seed_read_lua});
    return s;
}
const Script& scanScript() {
    static const Script s({lua::seed::seed_common_lua, lua::seed::seed_scan_lua});
    return s;
}
const Script& changeScript() {
    static const Script s({lua::seed::seed_common_lua, lua::seed::seed_change_lua});
    return s;
}

/// The seed defaults every script gets (seed_common.lua): acquire TTL, lease, result TTL.
QList<QByteArray> defaultsArgs() {
    return {num(seed::kAcquireTtl.count()), num(seed::kPresumedLease.count()),
            num(seed::kResultTtl.count())};
}

// --- records ---------------------------------------------------------------------------------

/// The seed's result JSON as a stored response: StatusCode → status, ContentType → the
/// Content-Type header, Body → the body bytes. Names are matched case-insensitively (a service
/// may serialise in camelCase). A value that is not a JSON object is shown as it is: status 0
/// ("not known") and the raw bytes as the body.
StoredResponse responseOf(const QByteArray& raw) {
    StoredResponse out;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(raw, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        out.body = raw;
        return out;
    }
    const QJsonObject o = doc.object();
    auto field = [&o](QLatin1String name) -> QJsonValue {
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (it.key().compare(name, Qt::CaseInsensitive) == 0)
                return it.value();
        }
        return QJsonValue();
    };
    const QJsonValue status = field(QLatin1String("StatusCode"));
    if (status.isDouble()) {
        const double v = status.toDouble();
        if (v >= 0 && v <= 999 && v == double(int(v)))
            out.status = int(v);
    }
    const QString contentType = field(QLatin1String("ContentType")).toString();
    if (!contentType.isEmpty())
        out.headers.append({QStringLiteral("Content-Type"), contentType.toLatin1()});
    const QJsonValue body = field(QLatin1String("Body"));
    if (body.isString())
        out.body = body.toString().toUtf8();
    else if (!body.isNull() && !body.isUndefined())
        out.body = QJsonDocument::fromVariant(body.toVariant()).toJson(QJsonDocument::Compact);
    return out;
}

/// A token from its snapshot (seed_common.lua) read at `nowMs`; nullopt when neither the token
/// key nor a result exists.
std::optional<TokenRecord> recordOf(const QString& key, const Reply& snap, qint64 nowMs) {
    const QByteArray tag = element(snap, 0, "a seed token").string;
    const qint64 expiry = toInt(element(snap, 1, "a seed token"));
    const QByteArray resultKind = element(snap, 5, "a seed token").string;
    if (tag.isEmpty() && resultKind == "none")
        return std::nullopt;
    TokenRecord r;
    r.key = key;
    r.observedAtMs = nowMs;
    if (tag == "pending")
        r.state = State::Pending;
    else if (tag == "completed")
        r.state = State::Completed;
    else if (tag.isEmpty())
        r.state = State::Expired; // a result whose token key is gone
    else
        r.state = State::Processing;             // processing, or a value the seed never writes
    r.expiresAtMs = std::max<qint64>(0, expiry); // 0: no TTL, or no token key
    r.acquiredAtMs = toInt(element(snap, 2, "a seed token"));
    r.leaseUntilMs = toInt(element(snap, 3, "a seed token"));
    r.completedAtMs = toInt(element(snap, 4, "a seed token"));
    r.createdAtMs = toInt(element(snap, 9, "a seed token"));
    r.updatedAtMs = std::max({r.createdAtMs, r.acquiredAtMs, r.completedAtMs});
    r.stuck = r.state == State::Processing && r.leaseUntilMs <= nowMs;
    if (resultKind == "json")
        r.response = responseOf(element(snap, 6, "a seed token").string);
    return r;
}

// --- listing ---------------------------------------------------------------------------------

/// A position in a listing: the phase ('t' token keys, 'r' results without a token), the SCAN
/// cursor of a batch, the last token taken from it ("" = the batch's start) and the mark of
/// the batch's tokens up to that one (seed_scan.lua takes the batch again if it changed).
struct Position {
    char phase = 't';
    QByteArray cursor = QByteArrayLiteral("0");
    QByteArray after;
    QByteArray mark;

    bool operator==(const Position&) const = default;
};

QString encodeCursor(const Position& p) {
    return redis::wrapCursor(QByteArray("Q") + p.phase + p.cursor + ' ' + p.after + ' ' + p.mark);
}

/// The cursor, checked to be one this store gave for a query walking `phases`. BadInput
/// otherwise.
Position decodeCursor(const QString& cursor, const QByteArray& phases) {
    const auto bad = redis::badCursor;
    const QByteArray raw = redis::unwrapCursor(cursor);
    if (raw.size() < 4 || raw.at(0) != 'Q' || !phases.contains(raw.at(1)))
        throw bad();
    Position p;
    p.phase = raw.at(1);
    const qsizetype space = raw.indexOf(' ', 2);
    if (space < 3 || space - 2 > 20)
        throw bad();
    p.cursor = raw.mid(2, space - 2);
    // A cursor of an older IdemScope has no mark: its batch is taken again from the start.
    const qsizetype markAt = raw.indexOf(' ', space + 1);
    p.after = markAt < 0 ? raw.mid(space + 1) : raw.mid(space + 1, markAt - space - 1);
    if (markAt >= 0)
        p.mark = raw.mid(markAt + 1);
    const auto every = [](const QByteArray& text, auto test) {
        return std::all_of(text.begin(), text.end(), test);
    };
    if (!every(p.cursor, [](char c) { return c >= '0' && c <= '9'; }) || p.mark.size() > 16 ||
        !every(p.mark, [](char c) { return std::isxdigit(uchar(c)) != 0; }))
        throw bad();
    if (keyProblem(QString::fromLatin1(p.after)))
        throw bad();
    return p;
}

/// `text` with the glob characters of SCAN MATCH escaped.
QByteArray globEscaped(const QByteArray& text) {
    QByteArray out;
    for (char c : text) {
        if (c == '*' || c == '?' || c == '[' || c == ']' || c == '\\')
            out += '\\';
        out += c;
    }
    return out;
}

[[noreturn]] void refuseClaims(const char* operation) {
    throw Error(ErrorKind::ReadOnly,
                QStringLiteral("The Redis seed layout (layout=seed) cannot %1: the seed's keys "
                               "keep no owner, fencing counter, lease or request fingerprint, so "
                               "a claim cannot be checked safely. Use layout=native for the "
                               "gateway; layout=seed is for browsing and operator actions.")
                    .arg(QLatin1String(operation)));
}

[[noreturn]] void rulesDisagree(const char* operation) {
    throw Error(ErrorKind::Internal,
                QStringLiteral("The Redis seed script refused %1 where the rules allow it; "
                               "please report this.")
                    .arg(QLatin1String(operation)));
}

// --- the store -------------------------------------------------------------------------------

class SeedStore final : public TokenStore {
public:
    explicit SeedStore(const redis::RedisUrl& url)
        : m_client(url), m_tokenPrefix(url.ns.toLatin1() + ":token:"),
          m_resultPrefix(url.ns.toLatin1() + ":result:"),
          m_auditKey(url.ns.toLatin1() + ":idemscope:audit") {
        m_version = m_client.serverVersion();
    }

    StoreInfo info() const override {
        StoreInfo i;
        i.backend = QStringLiteral("redis");
        i.location = m_client.url.redacted(); // says layout=seed
        i.version = m_version.isEmpty() ? QStringLiteral("unknown") : m_version;
        i.warning = m_client.storeWarning();
        i.transport = m_client.url.transport();
        return i;
    }

    TokenRecord issue(const IssueRequest& request) override {
        validate(request);
        if (!request.scope.isEmpty()) {
            throw Error(ErrorKind::BadInput,
                        QStringLiteral("The Redis seed layout has no scopes: issue tokens in the "
                                       "default scope."));
        }
        const Change c = change("issue", request.key, {num(request.ttl.count())});
        if (c.outcome == "refused") {
            decideIssue(c.before, request, c.nowMs);
            rulesDisagree("issue");
        }
        auto written = decideIssue(std::nullopt, request, c.nowMs).write;
        if (c.outcome != "ok" || !written)
            unexpectedReply("issue");
        return *written;
    }

    AcquireResult acquire(const AcquireRequest& request) override {
        validate(request);
        refuseClaims("acquire tokens");
    }
    TokenRecord complete(const CompleteRequest& request) override {
        validate(request);
        refuseClaims("complete tokens");
    }
    TokenRecord release(const Claim& claim) override {
        validate(claim);
        refuseClaims("release a claim");
    }
    TokenRecord renew(const Claim& claim, std::chrono::milliseconds lease) override {
        validate(claim);
        validateLease(lease);
        refuseClaims("renew a claim");
    }

    TokenRecord operatorRelease(const QString& key, const QString& scope,
                                const OperatorContext& context) override {
        const Change c =
            operatorChange("op_release", key, scope, context,
                           {context.force ? QByteArrayLiteral("1") : QByteArrayLiteral("0")});
        if (c.outcome == "refused") {
            if (c.before && c.before->state == State::Processing) {
                if (c.resultStored) {
                    throw Error(ErrorKind::Conflict,
                                QStringLiteral("Token %1 is processing but its result is stored "
                                               "already; releasing it would let the seed run the "
                                               "request again. Expire or delete it instead.")
                                    .arg(key));
                }
                if (!c.before->stuck && !context.force) {
                    throw Error(
                        ErrorKind::Conflict,
                        QStringLiteral("Token %1 was acquired about %2 s ago and may still be "
                                       "running (the seed layout has no lease; tokens read as "
                                       "stuck after %3 s); release it only if that request is "
                                       "dead (force).")
                            .arg(key)
                            .arg(std::max<qint64>(0, c.nowMs - c.before->acquiredAtMs) / 1000)
                            .arg(seed::kPresumedLease.count() / 1000));
                }
            }
            decideOperatorRelease(c.before, key, context, c.nowMs);
            rulesDisagree("operator release");
        }
        // The token key is gone: the seed's next SET NX takes the token, which is what pending
        // means for it.
        TokenRecord r;
        r.key = key;
        r.state = State::Pending;
        r.updatedAtMs = r.observedAtMs = c.nowMs;
        return r;
    }

    TokenRecord operatorExpire(const QString& key, const QString& scope,
                               const OperatorContext& context) override {
        const Change c = operatorChange("op_expire", key, scope, context, {});
        if (c.outcome == "refused") {
            decideOperatorExpire(c.before, key, c.nowMs);
            rulesDisagree("operator expire");
        }
        auto written = decideOperatorExpire(c.before, key, c.nowMs).write;
        if (!written)
            unexpectedReply("operator expire");
        return *written;
    }

    void operatorDelete(const QString& key, const QString& scope,
                        const OperatorContext& context) override {
        const Change c = operatorChange("op_delete", key, scope, context, {});
        if (c.outcome == "refused") {
            decideOperatorDelete(c.before, key);
            rulesDisagree("operator delete");
        }
    }

    std::optional<TokenRecord> get(const QString& key, const QString& scope) override {
        requireValidKey(key);
        requireValidScope(scope);
        if (!scope.isEmpty())
            return std::nullopt;
        QList<QByteArray> args = defaultsArgs();
        args << num(seed::kMaxResultBytes);
        const Reply r = m_client.eval(readScript(), keysOf(key), args);
        return recordOf(key, element(r, 1, "get"), toInt(element(r, 0, "get")));
    }

    StateCounts counts(const std::optional<QString>& scope) override {
        if (scope)
            requireValidScope(*scope);
        StateCounts c;
        if (scope && !scope->isEmpty())
            return c;
        constexpr int kBudget = 500; // keys examined per script call (a few ms each)
        for (char phase : {'t', 'r'}) {
            Position at{phase, QByteArrayLiteral("0"), {}, {}};
            for (;;) {
                const Reply r = scan(at, 0, kBudget, {}, false, {}, 0, 0);
                const Reply& n = element(r, 4, "counts");
                c.pending += toInt(element(n, 0, "counts"));
                c.processing += toInt(element(n, 1, "counts"));
                c.completed += toInt(element(n, 2, "counts"));
                c.expired += toInt(element(n, 3, "counts"));
                c.stuck += toInt(element(n, 4, "counts"));
                at.cursor = element(r, 1, "counts").string;
                at.after = element(r, 2, "counts").string;
                if (at.cursor == "0" && at.after.isEmpty())
                    break;
            }
        }
        return c;
    }

protected:
    ListPage doList(const ListQuery& query) override {
        const QByteArray phases = phasesFor(query);
        Position at{phases.at(0), QByteArrayLiteral("0"), {}, {}};
        if (!query.cursor.isEmpty())
            at = decodeCursor(query.cursor, phases);
        ListPage page;
        // The seed has one scope (the default) and no request paths.
        if ((query.scope && !query.scope->isEmpty()) || !query.pathPrefix.isEmpty())
            return page;

        constexpr int kBudget = 250;                  // keys examined per script call
        constexpr qint64 kMaxBytes = 8 * 1024 * 1024; // result bytes per script call
        // One more than the page, so that a cursor is given only when a next page exists.
        const int need = query.limit + 1;
        struct Found {
            Position at;
            TokenRecord record;
        };
        QList<Found> found;
        QSet<QByteArray> listed;
        const QByteArray stateFilter =
            query.state ? stateName(*query.state).toLatin1() : QByteArray();
        while (found.size() < need) {
            const Reply r = scan(at, int(need - found.size()), kBudget, stateFilter,
                                 query.stuckOnly, globEscaped(query.keyPrefix.toLatin1()),
                                 seed::kMaxListedResultBytes, kMaxBytes);
            const qint64 now = toInt(element(r, 0, "list"));
            for (const Reply& item : element(r, 3, "list").elements) {
                const QByteArray token = element(item, 0, "list").string;
                const QString key = QString::fromLatin1(token);
                // Keys IdemScope cannot name (spaces, non-ASCII, too long) are not shown:
                // get() and the operator actions would refuse them.
                if (keyProblem(key))
                    continue;
                std::optional<TokenRecord> rec = recordOf(key, element(item, 2, "list"), now);
                if (!rec)
                    continue;
                // A batch taken again (seed_scan.lua) can list a token twice.
                if (!listed.contains(token)) {
                    listed.insert(token);
                    found.append({Position{at.phase, element(item, 1, "list").string, token,
                                           element(item, 3, "list").string},
                                  std::move(*rec)});
                }
            }
            const Position next{at.phase, element(r, 1, "list").string,
                                element(r, 2, "list").string, element(r, 5, "list").string};
            if (next.cursor == "0" && next.after.isEmpty()) {
                const qsizetype i = phases.indexOf(at.phase);
                if (i + 1 >= phases.size())
                    break;
                at = Position{phases.at(i + 1), QByteArrayLiteral("0"), {}, {}};
            } else if (next != at) {
                at = next;
            } else {
                unexpectedReply("list"); // neither progress nor the end
            }
        }
        for (qsizetype i = 0; i < found.size() && i < query.limit; ++i)
            page.records.append(found[i].record);
        if (found.size() > query.limit)
            page.nextCursor = encodeCursor(found[query.limit - 1].at);
        return page;
    }

    qint64 doPurgeExpired(qint64 /*limit*/) override {
        return 0; // the seed's keys expire by their own TTL; nothing lapsed is left to delete
    }

    StatsSeries doStats(std::chrono::milliseconds window) override {
        // The seed counts nothing, and IdemScope's own few writes would be a misleading part.
        return statsSeriesEnding(m_client.serverNow(), window);
    }

    QList<AuditEntry> doAudit(int limit) override {
        const Reply r = checked(m_client.command(
            {QByteArrayLiteral("LRANGE"), m_auditKey, QByteArrayLiteral("0"), num(limit - 1)}));
        QList<AuditEntry> out;
        for (const Reply& item : r.elements)
            out.append(redis::auditEntryFromJson(item.string));
        return out;
    }

private:
    struct Change {
        QByteArray outcome;
        qint64 nowMs = 0;
        std::optional<TokenRecord> before; ///< The token as the script found it.
        bool resultStored = false;         ///< A result key exists (however large or odd).
    };

    QList<QByteArray> keysOf(const QString& key) const {
        const QByteArray token = key.toLatin1();
        return {m_tokenPrefix + token, m_resultPrefix + token};
    }

    /// Which phases a listing walks: results without a token key read as expired, so only
    /// listings that may show expired tokens read them.
    static QByteArray phasesFor(const ListQuery& query) {
        if (query.state == State::Expired)
            return QByteArrayLiteral("r");
        if (query.state || query.stuckOnly)
            return QByteArrayLiteral("t");
        return QByteArrayLiteral("tr");
    }

    Reply scan(const Position& at, int want, int budget, const QByteArray& stateFilter,
               bool stuckOnly, const QByteArray& escapedPrefix, qint64 maxResult, qint64 maxBytes) {
        const QByteArray& prefix = at.phase == 'r' ? m_resultPrefix : m_tokenPrefix;
        QList<QByteArray> args = {at.phase == 'r' ? QByteArrayLiteral("result")
                                                  : QByteArrayLiteral("token"),
                                  m_tokenPrefix,
                                  m_resultPrefix,
                                  globEscaped(prefix) + escapedPrefix + '*',
                                  at.cursor,
                                  at.after,
                                  num(want),
                                  num(budget),
                                  stateFilter,
                                  stuckOnly ? QByteArrayLiteral("1") : QByteArrayLiteral("0")};
        args << defaultsArgs() << num(maxResult) << num(maxBytes) << at.mark;
        return m_client.eval(scanScript(), {}, args);
    }

    /// One run of seed_change.lua; the snapshot it returns is the token before the change.
    Change change(const char* op, const QString& key, const QList<QByteArray>& extra) {
        m_client.requireNoEviction();
        QList<QByteArray> keys = keysOf(key);
        keys << m_auditKey;
        QList<QByteArray> args = {QByteArray(op), key.toLatin1()};
        args << defaultsArgs() << extra;
        const Reply r = m_client.eval(changeScript(), keys, args);
        Change c;
        c.outcome = element(r, 0, "a seed change").string;
        c.nowMs = toInt(element(r, 1, "a seed change"));
        c.before = recordOf(key, element(r, 2, "a seed change"), c.nowMs);
        c.resultStored =
            element(element(r, 2, "a seed change"), 5, "a seed change").string != "none";
        if (c.outcome != "ok" && c.outcome != "refused")
            unexpectedReply(op);
        return c;
    }

    Change operatorChange(const char* op, const QString& key, const QString& scope,
                          const OperatorContext& context, const QList<QByteArray>& extra) {
        requireValidKey(key);
        requireValidScope(scope);
        validate(context);
        if (!scope.isEmpty()) {
            throw Error(ErrorKind::NotFound,
                        QStringLiteral("Token %1 does not exist in scope %2 (the Redis seed "
                                       "layout has the default scope only).")
                            .arg(key, scope));
        }
        const QString user = context.user.isEmpty() ? currentOsUser() : context.user;
        QList<QByteArray> args = {user.toUtf8(), context.reason.toUtf8()};
        args << extra;
        return change(op, key, args);
    }

    mutable redis::ScriptClient m_client;
    QByteArray m_tokenPrefix;
    QByteArray m_resultPrefix;
    QByteArray m_auditKey;
    QString m_version;
};

} // namespace

std::unique_ptr<TokenStore> openRedisSeedStore(const redis::RedisUrl& url) {
    return std::make_unique<SeedStore>(url);
}

} // namespace idem
