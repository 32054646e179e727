// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#include "postgres/pgstore.h"

#include "base/errors.h"
#include "pgsql.h"
#include "postgres/pgmigrate.h"
#include "postgres/pgsession.h"
#include "postgres/pgurl.h"
#include "store/storesupport.h"
#include "token/key.h"
#include "token/statemachine.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <algorithm>
#include <atomic>
#include <functional>
#include <map>
#include <mutex>
#include <pqxx/pipeline>
#include <string_view>

namespace idem {

using pg::Effect;

namespace {

// --- SQL fragments ---------------------------------------------------------------------------
// The clock: the database's now() (the start of the statement's transaction) truncated to
// milliseconds, so that every comparison in SQL agrees with observe() in C++.
const std::string NOW = "date_trunc('milliseconds', now())";

/// A timestamptz expression as milliseconds since the epoch (exact for millisecond values).
std::string ms(const std::string& x) {
    return "(round(extract(epoch FROM date_trunc('milliseconds', " + x + ")) * 1000)::bigint)";
}
/// A parameter holding milliseconds, as an interval.
std::string dur(const std::string& param) {
    return "(" + param + "::bigint * interval '1 millisecond')";
}

const std::string kInterval = std::to_string(kStatsInterval.count());
static_assert(kStatsInterval.count() == 5000,
              "resources/sql/pgstore_statements.sql writes the stats interval as 5000 ms");

/// The statements of resources/sql/pgstore_statements.sql by name: each is the one line after
/// its "-- name: <name>" line and any comment lines.
std::map<std::string, std::string, std::less<>> fileStatements() {
    std::map<std::string, std::string, std::less<>> out;
    std::string_view text = pg::sql::pgstore_statements_sql;
    std::string name;
    while (!text.empty()) {
        const size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        constexpr std::string_view kName = "-- name: ";
        if (line.substr(0, kName.size()) == kName)
            name = std::string(line.substr(kName.size()));
        else if (!line.empty() && line.substr(0, 2) != "--" && !name.empty())
            out.emplace(std::exchange(name, std::string()), std::string(line));
    }
    return out;
}

/// The statement `name` of pgstore_statements.sql.
const std::string& fileStatement(std::string_view name) {
    static const auto statements = fileStatements();
    const auto it = statements.find(name);
    if (it == statements.end()) {
        throw Error(ErrorKind::Internal, QStringLiteral("pgstore_statements.sql has no statement "
                                                        "%1; please report this.")
                                             .arg(QLatin1String(name.data(), name.size())));
    }
    return it->second;
}

/// How long the reaper's partition changes wait for the ACCESS EXCLUSIVE lock on the token table
/// before giving up for this run: every statement on the table queues behind a waiting request
/// for that lock, so it must not wait long behind a slow reader.
const std::string kMaintenanceLockTimeout = "SET LOCAL lock_timeout = '2s'";

/// `raised` (a text[] expression over the CTE `up`) added to this backend's stats row of the
/// current interval: the shard is pg_backend_pid(), so concurrent writers never share a row.
std::string bumpCte(const std::string& raised) {
    return "bump AS (INSERT INTO ${S} AS s (bucket, counter, shard, value) "
           "SELECT (" +
           ms(NOW) + " / " + kInterval + ") * " + kInterval +
           ", c, pg_backend_pid(), 1 FROM up, unnest(" + raised +
           ") AS c "
           "ON CONFLICT (bucket, counter, shard) DO UPDATE SET value = s.value + EXCLUDED.value)";
}

/// The columns readRecord() expects, for a table alias `t`; `stuck` is the interval after
/// which a processing row without a lease (written by the seed's service) counts as stuck.
std::string recordColumns(bool seed, const std::string& stuck) {
    if (seed) {
        return "t.token, ''::text, t.status, COALESCE(" + ms("t.created_at") + ", 0), COALESCE(" +
               ms("t.updated_at") + ", 0), 0::bigint, 0::bigint, " + ms("t.expires_at") +
               ", CASE WHEN t.status = 'processing' THEN COALESCE(" +
               ms("t.updated_at + " + stuck) +
               ", 0) ELSE 0 END, ''::text, 0::bigint, COALESCE(t.request_method, ''), "
               "COALESCE(t.request_path, ''), ''::text, convert_to(t.request_body, 'UTF8'), "
               "t.response_status, NULL::text, t.response_headers::text, "
               "convert_to(t.response_body, 'UTF8'), 0::bigint, false, " +
               ms(NOW);
    }
    return "t.token, t.scope, t.status, COALESCE(" + ms("t.created_at") + ", 0), COALESCE(" +
           ms("t.updated_at") + ", 0), COALESCE(" + ms("t.acquired_at") + ", 0), COALESCE(" +
           ms("t.completed_at") + ", 0), " + ms("t.expires_at") +
           ", CASE WHEN t.status = 'processing' THEN COALESCE(" +
           ms("COALESCE(t.lease_until, t.updated_at + " + stuck + ")") + ", 0) ELSE COALESCE(" +
           ms("t.lease_until") +
           ", 0) END, t.owner, t.fence, COALESCE(t.request_method, ''), "
           "COALESCE(t.request_path, ''), t.fingerprint, "
           "COALESCE(t.body_sample, convert_to(t.request_body, 'UTF8')), t.response_status, "
           "t.response_header_list::text, t.response_headers::text, "
           "COALESCE(t.response_body_bytes, convert_to(t.response_body, 'UTF8')), "
           "t.replay_count, t.taken_over, " +
           ms(NOW);
}
/// recordColumns() after the leading ones every SQL store selects (column::RecordColumn).
enum PgColumn : int {
    ResponseHeaderList = column::FirstOwn,
    SeedResponseHeaders,
    ResponseBody,
    ReplayCount,
    TakenOver,
    Now,
};

/// The headers of a stored response: IdemScope's list, else the seed's content type (a JSON
/// string in response_headers).
QList<std::pair<QString, QByteArray>> readHeaders(const pqxx::field& list,
                                                  const pqxx::field& seed) {
    if (!list.is_null())
        return StoredResponse::headersFromJson(QByteArray(list.c_str(), qsizetype(list.size())));
    if (seed.is_null())
        return {};
    const QByteArray json = QByteArray(seed.c_str(), qsizetype(seed.size()));
    // Wrapped in an array: QJsonDocument reads only arrays and objects at the top.
    const QJsonArray wrapped = QJsonDocument::fromJson('[' + json + ']').array();
    const QJsonValue v = wrapped.at(0);
    if (v.isString())
        return {{QStringLiteral("Content-Type"), v.toString().toLatin1()}};
    if (v.isArray())
        return StoredResponse::headersFromJson(json);
    return {};
}

/// A result row as recordFromColumns() reads it.
struct PgRow {
    const pqxx::row& row;
    QString text(int i) const { return pg::text(row[i]); }
    qint64 int64(int i) const { return pg::int64(row[i]); }
    QByteArray blob(int i) const { return pg::bytes(row[i]); }
    bool isNull(int i) const { return row[i].is_null(); }
};

TokenRecord readRecord(const pqxx::row& row) {
    TokenRecord r = recordFromColumns(PgRow{row});
    if (r.response) {
        r.response->headers = readHeaders(row[ResponseHeaderList], row[SeedResponseHeaders]);
        r.response->body = pg::bytes(row[ResponseBody]);
    }
    r.replayCount = pg::int64(row[ReplayCount]);
    return observe(r, pg::int64(row[Now]));
}

std::string str(const QString& s) {
    return s.toStdString();
}
std::string num(qint64 v) {
    return std::to_string(v);
}

/// Free text (user, reason) as PostgreSQL text: a NUL cannot be stored there.
std::string freeText(const QString& s) {
    QString copy = s;
    copy.replace(QChar(0), QChar(0xFFFD));
    return copy.toStdString();
}

[[noreturn]] void rulesDisagree(const char* operation) {
    throw Error(ErrorKind::Internal,
                QStringLiteral("The PostgreSQL statement refused %1 where the rules allow it; "
                               "please report this.")
                    .arg(QLatin1String(operation)));
}

/// The seed's content type for response_headers (a JSON string), or "" when there is none.
std::string seedContentType(const QList<std::pair<QString, QByteArray>>& headers) {
    for (const auto& [name, value] : headers) {
        if (name.compare(QLatin1String("content-type"), Qt::CaseInsensitive) == 0) {
            QByteArray json = QJsonDocument(QJsonArray{QString::fromLatin1(value)})
                                  .toJson(QJsonDocument::Compact);
            return json.mid(1, json.size() - 2).toStdString();
        }
    }
    return std::string();
}

/// Bodies that are valid UTF-8 without NUL go to the seed's response_body (text), so the
/// seed's own service can replay them; others to response_body_bytes.
bool isPlainText(const QByteArray& body) {
    return !body.contains('\0') && QString::fromUtf8(body).toUtf8() == body;
}

/// The outcome of an acquire statement that returned its row: the row claimed, or a replay of
/// a completed one.
AcquireResult acquiredFrom(const pqxx::row& row) {
    AcquireResult result;
    result.record = readRecord(row);
    if (result.record.state == State::Completed) {
        result.outcome = AcquireOutcome::Replay;
    } else {
        result.outcome = AcquireOutcome::Acquired;
        result.takeover = row[TakenOver].as<bool>();
    }
    return result;
}

/// The parameters of acquire_open / acquire_issued ($1-$9).
std::vector<std::string> acquireParams(const AcquireRequest& request) {
    const RequestIdentity& id = request.request;
    return {str(request.key),
            str(request.scope),
            str(request.owner),
            num(request.lease.count()),
            num(request.retention.count()),
            str(id.method),
            str(id.path),
            str(id.fingerprint),
            pg::byteaParam(id.bodySample)};
}

/// The parameters of complete after the claim's four ($5-$11).
std::vector<std::string> completeExtra(const CompleteRequest& request) {
    const StoredResponse& resp = request.response;
    const auto headers = StoredResponse::replayableHeaders(resp.headers);
    const bool plain = isPlainText(resp.body);
    return {num(resp.status),
            StoredResponse::headersToJson(headers).toStdString(),
            seedContentType(headers),
            plain ? resp.body.toStdString() : std::string(),
            plain ? "true" : "false",
            plain ? std::string("\\x") : pg::byteaParam(resp.body),
            num(request.retention.count())};
}

/// The claim's parameters ($1-$4) followed by `extra`.
std::vector<std::string> claimParams(const Claim& claim, const std::vector<std::string>& extra) {
    std::vector<std::string> params{str(claim.key), str(claim.scope), str(claim.owner),
                                    claim.fence ? num(*claim.fence) : std::string()};
    params.insert(params.end(), extra.begin(), extra.end());
    return params;
}

/// The key a change writes, for the batch's lock order.
const Claim* claimOf(const Change& c) {
    return c.kind == Change::Kind::Acquire    ? nullptr
           : c.kind == Change::Kind::Complete ? &c.complete.claim
                                              : &c.claim;
}
std::pair<const QString&, const QString&> rowOf(const Change& c) {
    if (const Claim* claim = claimOf(c))
        return {claim->scope, claim->key};
    return {c.acquire.scope, c.acquire.key};
}

/// Values as a PostgreSQL array literal ({"a","b"}), each element quoted: a parameter of the
/// statements of many, whose element type the statement casts to.
std::string arrayLiteral(const std::vector<std::string_view>& items) {
    std::size_t size = 2;
    for (std::string_view item : items)
        size += item.size() + 3;
    std::string a;
    a.reserve(size);
    a += '{';
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i)
            a += ',';
        a += '"';
        for (char ch : items[i]) {
            if (ch == '"' || ch == '\\')
                a += '\\';
            a += ch;
        }
        a += '"';
    }
    a += '}';
    return a;
}

/// A counter list as a text[] literal (counter names are fixed identifiers).
std::string counterArray(const std::vector<Counter>& counters) {
    std::string array = "{";
    for (size_t i = 0; i < counters.size(); ++i)
        array += (i ? "," : "") + str(counterName(counters[i]));
    return array + "}";
}

} // namespace

struct PgStore::Impl {
    pg::PgUrl url;
    pg::TableNames names;
    bool seed = false;
    /// The layout partitioned by expires_at (schema version 4, ADR 0010): (token, scope) has no
    /// unique index, so every write of a row first takes the key's advisory lock.
    bool partitioned = false;
    QString warning;
    QString transport; ///< For StoreInfo: "TLS verified", "plain TCP", ...
    std::string stuck; ///< "interval '300000 milliseconds'"
    std::string cols;  ///< recordColumns()
    std::mutex mutex;
    std::unique_ptr<pg::Session> session;
    /// With reads=prefer-standby or standby: the reading connection (get, list, counts, stats,
    /// audit), made with target_session_attrs=<reads>; session is the writing one (read-write).
    /// Every read that decides a write's outcome (readCurrent after a refusal, operator actions)
    /// stays on session: only the caller's own browsing sees the replica's lag.
    std::unique_ptr<pg::Session> reader;

    explicit Impl(const pg::PgUrl& u)
        : url(u), names(u.table),
          stuck("interval '" + std::to_string(u.stuckAfter.count()) + " milliseconds'") {}

    std::string x(const std::string& text) const { return names.expand(text); }

    QString tableName() const { return url.table; }

    [[noreturn]] void refuseSeedWrite() const {
        throw Error(ErrorKind::SchemaMissing,
                    QStringLiteral("The table %1 has the seed's columns only, so IdemScope opened "
                                   "it read-only. Run 'idemctl migrate --store %2' to add "
                                   "IdemScope's columns (every row is kept).")
                        .arg(url.table, url.redacted()));
    }

    /// Every prepared statement, by name, built once after inspect(): prepared again after
    /// every (re)connection.
    std::vector<std::pair<std::string, std::string>> statements;
    void buildStatements();
    /// changeMany()'s batches rolled back by a server error (batchesRunAlone()).
    std::atomic<quint64> batchesRunAlone{0};
    void prepareStatements(pqxx::connection& c) {
        for (const auto& [name, sql] : statements)
            c.prepare(name, sql);
    }
    void inspect();

    template <typename F> auto run(Effect effect, const char* what, F&& f) {
        return session->run(effect, QString::fromLatin1(what), std::forward<F>(f));
    }
    /// A read for the caller to browse: on the reading connection when there is one.
    template <typename F> auto browse(const char* what, F&& f) {
        pg::Session& s = reader ? *reader : *session;
        return s.run(Effect::Read, QString::fromLatin1(what), std::forward<F>(f));
    }

    /// The current row (or nullopt) and the clock, in a snapshot of their own, on the primary
    /// (the writing connection), or with `browsing` where the caller browses.
    std::pair<std::optional<TokenRecord>, qint64>
    readCurrent(const QString& key, const QString& scope, bool browsing = false) {
        pg::Session& s = browsing && reader ? *reader : *session;
        return s.run(Effect::Read, QStringLiteral("Reading a token"), [&](pqxx::connection& c) {
            pqxx::nontransaction tx(c);
            return readCurrentIn(tx, key, scope);
        });
    }
    /// readCurrent() inside `tx` (a batch's transaction: its clock, its locks).
    static std::pair<std::optional<TokenRecord>, qint64>
    readCurrentIn(pqxx::transaction_base& tx, const QString& key, const QString& scope) {
        const pqxx::result r = tx.exec_prepared("get", str(key), str(scope));
        if (r.empty()) {
            const pqxx::result n = tx.exec("SELECT " + ms(NOW));
            return {std::nullopt, n[0][0].as<long long>()};
        }
        TokenRecord rec = readRecord(r[0]);
        const qint64 now = rec.observedAtMs;
        return {std::move(rec), now};
    }

    /// The counters a batch raised, summed by (interval, counter): written once, by write(),
    /// in the batch's transaction, so they commit or roll back with its changes.
    struct BatchCounters {
        std::map<std::pair<qint64, Counter>, qint64> sums;
        /// One more of `counter` in the interval of `atMs` (the store's clock, ms).
        void add(qint64 atMs, Counter counter) {
            const qint64 interval = kStatsInterval.count();
            ++sums[{atMs - ((atMs % interval) + interval) % interval, counter}];
        }
        void write(pqxx::work& tx) const {
            if (sums.empty())
                return;
            std::vector<std::string> buckets, names, amounts;
            for (const auto& [at, n] : sums) {
                buckets.push_back(num(at.first));
                names.push_back(str(counterName(at.second)));
                amounts.push_back(num(n));
            }
            auto array = [](const std::vector<std::string>& items) {
                return arrayLiteral(std::vector<std::string_view>(items.begin(), items.end()));
            };
            tx.exec_prepared("bump_at", array(buckets), array(names), array(amounts));
        }
    };

    /// The statement a change of a batch runs first, and its parameters. Not `counted`: the
    /// statement leaves the change's counters to the batch (BatchCounters).
    struct Step {
        const char* statement = nullptr;
        std::vector<std::string> params;
        bool counted = true;
    };
    static Step firstStep(const Change& change) {
        switch (change.kind) {
        case Change::Kind::Acquire:
            if (change.acquire.mode == AcquireMode::Open)
                return {"acquire_open_batch", acquireParams(change.acquire), false};
            return {"acquire_issued", acquireParams(change.acquire)};
        case Change::Kind::Complete:
            return {"complete_batch",
                    claimParams(change.complete.claim, completeExtra(change.complete)), false};
        case Change::Kind::Release:
            return {"release", claimParams(change.claim, {})};
        case Change::Kind::Renew:
            break;
        }
        return {"renew", claimParams(change.claim, {num(change.lease.count())})};
    }
    static pqxx::result exec(pqxx::transaction_base& tx, const Step& step) {
        return tx.exec_prepared(step.statement, pqxx::prepare::make_dynamic_params(step.params));
    }

    /// The rest of one change of a batch once its first statement (`step`, or a statement of
    /// many that included it) gave `first`, in the batch's transaction `tx`: a row is the
    /// change made (its counters added to `counters` when the statement left them to the
    /// batch); no row is a refusal, for which the row is read back, the rule decides, and the
    /// refusal's counters are added to `counters` (an acquire whose row changed in between
    /// runs its statement again). Returns true when the
    /// change was refused on its own terms (an error from the rule, or an acquire outcome
    /// other than acquired / replay): that outcome stands whether or not the batch commits. A
    /// server error propagates (the caller rolls the batch back).
    bool finishInBatch(pqxx::work& tx, const Change& change, const Step& step,
                       std::optional<pqxx::row> first, ChangeOutcome& out,
                       BatchCounters& counters) {
        if (change.kind == Change::Kind::Acquire) {
            const AcquireRequest& request = change.acquire;
            std::optional<pqxx::row> row = std::move(first);
            for (int attempt = 0; attempt < 5; ++attempt) {
                if (attempt > 0) {
                    const pqxx::result r = exec(tx, step);
                    row = r.empty() ? std::nullopt : std::optional<pqxx::row>(r[0]);
                }
                if (row) {
                    out.acquired = acquiredFrom(*row);
                    if (!step.counted) {
                        const AcquireResult& a = *out.acquired;
                        for (Counter counter : countersOf(a))
                            counters.add(a.record.observedAtMs, counter);
                        // A lapsed row replaced: its lapse, in the interval of its expiry.
                        const pqxx::field lapse = (*row)["lx_ms"];
                        if (!lapse.is_null())
                            counters.add(pg::int64(lapse), Counter::Expired);
                    }
                    return false;
                }
                const auto [current, now] = readCurrentIn(tx, request.key, request.scope);
                AcquireDecision dec;
                try {
                    dec = decideAcquire(current, request, now);
                } catch (const Error& e) {
                    out.error = e;
                    return true;
                }
                if (dec.result.outcome == AcquireOutcome::Acquired ||
                    dec.result.outcome == AcquireOutcome::Replay) {
                    continue; // the row changed between the two statements
                }
                for (Counter counter : dec.counters)
                    counters.add(now, counter);
                out.acquired = std::move(dec.result);
                return true;
            }
            out.error =
                Error(ErrorKind::Retryable, QStringLiteral("The token kept changing; try again."));
            return true;
        }
        if (first) {
            out.record = readRecord(*first);
            if (!step.counted)
                counters.add(out.record->observedAtMs, Counter::Completed);
            return false;
        }
        const Claim& claim =
            change.kind == Change::Kind::Complete ? change.complete.claim : change.claim;
        const auto [current, now] = readCurrentIn(tx, claim.key, claim.scope);
        try {
            switch (change.kind) {
            case Change::Kind::Complete:
                decideComplete(current, change.complete, now);
                break;
            case Change::Kind::Release:
                decideRelease(current, claim, now);
                break;
            default:
                decideRenew(current, claim, change.lease, now);
                break;
            }
            rulesDisagree(step.statement);
        } catch (const Error& e) {
            out.error = e;
        }
        return true;
    }

    /// Several statements of a batch sent together: one round trip for all of them instead of
    /// one each (libpqxx's pipeline: the statements as one query string, each an EXECUTE of
    /// its prepared statement with its parameters as quoted literals, run in order in `tx`).
    /// Returns each statement's rows; a server error propagates as from exec() (the
    /// transaction is lost).
    static std::vector<pqxx::result> execPipelined(pqxx::work& tx, pqxx::connection& c,
                                                   const std::vector<Step>& steps) {
        // EXECUTE needs the statement on the server; libpqxx prepares it on its first use.
        for (const Step& step : steps)
            c.prepare_now(step.statement);
        pqxx::pipeline p(tx);
        p.retain(int(steps.size()));
        std::vector<pqxx::pipeline::query_id> ids;
        ids.reserve(steps.size());
        for (const Step& step : steps) {
            std::string q = "EXECUTE ";
            q += step.statement;
            q += '(';
            for (std::size_t i = 0; i < step.params.size(); ++i) {
                if (i)
                    q += ", ";
                q += tx.quote(step.params[i]);
            }
            q += ')';
            ids.push_back(p.insert(q));
        }
        p.resume();
        std::vector<pqxx::result> results;
        results.reserve(ids.size());
        for (pqxx::pipeline::query_id id : ids)
            results.push_back(p.retrieve(id));
        p.complete();
        return results;
    }

    /// One round of a batch (changeMany()): `which`, changes of distinct rows in (scope, key)
    /// order, in `tx`. Their first statements go to the server together (execPipelined()), in
    /// that order, after each row's advisory lock when `lockFirst`. On the plain layout, a run
    /// of neighbours (in that order) that are all acquires (open mode) or all completes is one
    /// statement of many: the rows are still locked in (scope, key) order, so concurrent
    /// batches wait for each other rather than deadlock. A complete with a large body is sent
    /// on its own, as parameters, rather than copied into the pipeline's query text. The
    /// refusals are then finished one by one.
    void runRound(pqxx::work& tx, pqxx::connection& c, const std::vector<Change>& changes,
                  const std::vector<std::size_t>& which, bool lockFirst,
                  std::vector<ChangeOutcome>& out, std::vector<char>& refused,
                  BatchCounters& counters) {
        constexpr qsizetype kPipelinedBody = 64 * 1024;
        std::vector<Step> single(changes.size());
        for (std::size_t i : which)
            single[i] = firstStep(changes[i]);
        auto large = [&](const Change& ch) {
            return ch.kind == Change::Kind::Complete &&
                   ch.complete.response.body.size() > kPipelinedBody;
        };
        // The statement of many a change can be part of, or none.
        auto manyOf = [&](const Change& ch) -> const char* {
            if (partitioned || large(ch))
                return nullptr;
            if (ch.kind == Change::Kind::Acquire && ch.acquire.mode == AcquireMode::Open)
                return "acquire_open_many";
            return ch.kind == Change::Kind::Complete ? "complete_many" : nullptr;
        };

        std::vector<std::optional<pqxx::row>> first(changes.size());
        std::vector<Step> steps;
        std::vector<std::vector<std::size_t>> carried; // the changes each of `steps` carries
        auto send = [&] {
            std::vector<pqxx::result> results;
            if (steps.size() > 1)
                results = execPipelined(tx, c, steps);
            else if (steps.size() == 1)
                results.push_back(exec(tx, steps.front()));
            for (std::size_t k = 0; k < results.size(); ++k) {
                if (carried[k].size() == 1 && !results[k].empty())
                    first[carried[k].front()] = results[k][0];
                if (carried[k].size() < 2)
                    continue; // one change, or a row's advisory lock
                // A statement of many: its rows by (scope, key), the first two columns of
                // recordColumns(); a change without a row was left alone.
                for (const pqxx::row& row : results[k]) {
                    const std::string_view token(row[0].c_str(), row[0].size());
                    const std::string_view scope(row[1].c_str(), row[1].size());
                    for (std::size_t i : carried[k]) {
                        if (single[i].params[0] == token && single[i].params[1] == scope) {
                            first[i] = row;
                            break;
                        }
                    }
                }
            }
            steps.clear();
            carried.clear();
        };

        for (std::size_t n = 0; n < which.size();) {
            const std::size_t i = which[n];
            if (const char* statement = manyOf(changes[i])) {
                std::size_t end = n + 1;
                while (end < which.size() && manyOf(changes[which[end]]) == statement)
                    ++end;
                if (end - n >= 2) {
                    std::vector<std::size_t> group(which.begin() + qsizetype(n),
                                                   which.begin() + qsizetype(end));
                    Step step{statement, {}};
                    for (std::size_t p = 0; p < single[i].params.size(); ++p) {
                        std::vector<std::string_view> column;
                        column.reserve(group.size());
                        for (std::size_t g : group)
                            column.push_back(single[g].params[p]);
                        step.params.push_back(arrayLiteral(column));
                    }
                    steps.push_back(std::move(step));
                    carried.push_back(std::move(group));
                    n = end;
                    continue;
                }
            }
            if (lockFirst) {
                const auto [scope, key] = rowOf(changes[i]);
                steps.push_back(Step{"key_lock", {str(key), str(scope)}});
                carried.emplace_back();
            }
            if (large(changes[i])) {
                send(); // what comes before it, in order
                const pqxx::result r = exec(tx, single[i]);
                if (!r.empty())
                    first[i] = r[0];
            } else {
                steps.push_back(single[i]);
                carried.push_back({i});
            }
            ++n;
        }
        send();
        for (std::size_t i : which)
            refused[i] =
                finishInBatch(tx, changes[i], single[i], std::move(first[i]), out[i], counters) ? 1
                                                                                                : 0;
    }

    /// Raises the counters of a refusal (in_flight, mismatch, rejected): no token changed.
    void bump(const std::vector<Counter>& counters) {
        if (counters.empty())
            return;
        const std::string array = counterArray(counters);
        run(Effect::Write, "Counting", [&](pqxx::connection& c) {
            pqxx::nontransaction tx(c);
            tx.exec_prepared("bump", array);
        });
    }

    /// Runs the state-change statement `statement` on the row (key, scope) and returns its rows.
    /// Plain layout: the statement alone (autocommit, one round trip). Partitioned layout: in a
    /// transaction after the key's advisory lock ("key_lock"), so that writers of one key take
    /// turns and each statement's snapshot, taken after the lock, sees the previous writer's
    /// commit: an insert never duplicates a key, and no update meets a row that a concurrent
    /// update moved to another partition (ADR 0010).
    pqxx::result writeRow(const char* what, const QString& key, const QString& scope,
                          const char* statement, const std::vector<std::string>& params) {
        return run(Effect::Write, what, [&](pqxx::connection& c) {
            if (!partitioned) {
                pqxx::nontransaction tx(c);
                return tx.exec_prepared(statement, pqxx::prepare::make_dynamic_params(params));
            }
            pqxx::work tx(c);
            tx.exec_prepared("key_lock", str(key), str(scope));
            pqxx::result r =
                tx.exec_prepared(statement, pqxx::prepare::make_dynamic_params(params));
            tx.commit();
            return r;
        });
    }

    /// Counts the lapses since the expiry mark as `expired`, in the interval of each expiry,
    /// and moves the mark to now; returns the mark (ms). Runs inside `tx`, which it leaves
    /// holding the mark's row lock until it ends: stats(), purgeExpired() and operator actions
    /// call it first, so a lapsed row is counted once before it is read, deleted or changed.
    qint64 accountExpiries(pqxx::work& tx) {
        const pqxx::result r = tx.exec_prepared("mark_lock");
        if (r.empty())
            throw Error(ErrorKind::SchemaMissing,
                        QStringLiteral("The expiry mark of %1 is missing; run 'idemctl migrate "
                                       "--store URL'.")
                            .arg(url.table));
        const qint64 mark = pg::int64(r[0][0]);
        const qint64 now = pg::int64(r[0][1]);
        if (mark >= now)
            return mark;
        // Intervals older than the retention are dropped anyway: do not count into them.
        const qint64 from = std::max(mark, now - qint64(kStatsRetention.count()));
        tx.exec_prepared("mark_count", num(from));
        return now;
    }

    /// One claim statement (complete, release, renew): the row written, or the C++ rule's
    /// error on the row as it is.
    template <typename Decide>
    TokenRecord claimChange(const char* statement, const char* what, const Claim& claim,
                            const std::vector<std::string>& extra, Decide decide) {
        if (seed)
            refuseSeedWrite();
        std::lock_guard lock(mutex);
        const pqxx::result r =
            writeRow(what, claim.key, claim.scope, statement, claimParams(claim, extra));
        if (!r.empty())
            return readRecord(r[0]);
        const auto [current, now] = readCurrent(claim.key, claim.scope);
        decide(current, now);
        rulesDisagree(what);
    }

    /// An operator action: one transaction that locks the row, runs the rule, writes the
    /// result and the audit entry.
    template <typename Decide>
    std::optional<TokenRecord> operatorAction(const QString& key, const QString& scope,
                                              const OperatorContext& context, const char* action,
                                              Decide decide) {
        requireValidKey(key);
        requireValidScope(scope);
        validate(context);
        if (seed)
            refuseSeedWrite();
        const std::string user = freeText(context.user.isEmpty() ? currentOsUser() : context.user);
        std::lock_guard lock(mutex);
        return run(Effect::Write, "Operator action", [&](pqxx::connection& c) {
            pqxx::work tx(c);
            if (partitioned)
                tx.exec_prepared("key_lock", str(key), str(scope)); // before the row: writeRow()
            const pqxx::result r = tx.exec_prepared("get_for_update", str(key), str(scope));
            // Row first, then the mark: the order acquire takes them in (no deadlock).
            accountExpiries(tx);
            std::optional<TokenRecord> current;
            qint64 now = 0;
            if (!r.empty()) {
                current = readRecord(r[0]);
                now = current->observedAtMs;
            }
            const Decision dec = decide(current, now); // NotFound when absent
            const std::string before = str(stateName(current->state));
            std::string after = "deleted";
            if (dec.erase) {
                tx.exec_prepared("op_delete", str(key), str(scope));
            } else if (dec.write) {
                after = str(stateName(dec.write->state));
                tx.exec_prepared(dec.write->state == State::Expired ? "op_expire" : "op_release",
                                 str(key), str(scope));
            }
            tx.exec_prepared("audit_insert", user, std::string(action), str(key), str(scope),
                             before, after, freeText(context.reason));
            std::string array = "{";
            for (size_t i = 0; i < dec.counters.size(); ++i)
                array += (i ? "," : "") + str(counterName(dec.counters[i]));
            tx.exec_prepared("bump", array + "}");
            tx.commit();
            return dec.write;
        });
    }
};

void PgStore::Impl::buildStatements() {
    struct Collector {
        std::vector<std::pair<std::string, std::string>>& out;
        void prepare(const std::string& name, const std::string& sql) {
            out.emplace_back(name, sql);
        }
    } c{statements};
    // The statements that are whole text, kept in resources/sql/pgstore_statements.sql.
    auto fromFile = [&](std::string_view name) {
        c.prepare(std::string(name), x(fileStatement(name)));
    };
    // A claim's row: `token`, `scope`, `owner` and `fence` (text, '' for none) are the
    // parameters $1-$4 in the statements of one change, the columns of `v` in those of many.
    auto claimHeld = [](const std::string& token, const std::string& scope,
                        const std::string& owner, const std::string& fence) {
        return "t.token = " + token + " AND t.scope = " + scope +
               " AND t.status = 'processing' AND t.expires_at > " + NOW +
               " AND t.owner = " + owner + " AND (" + fence + "::text = '' OR t.fence = NULLIF(" +
               fence + "::text, '')::bigint)";
    };
    const std::string claimWhere = " WHERE " + claimHeld("$1", "$2", "$3", "$4");
    c.prepare("get", x("SELECT " + cols + " FROM ${T} t WHERE t.token = $1" +
                       (seed ? std::string(" AND $2::text = ''") : " AND t.scope = $2")));
    if (seed)
        return;
    // The per-key lock of the partitioned layout (writeRow): the two-int4 advisory lock space,
    // apart from migrate's one-bigint lock; the table's name in the first half, so that tables
    // do not contend. A hash collision only makes two keys take turns.
    if (partitioned) {
        fromFile("key_lock");
    }
    c.prepare("get_for_update",
              x("SELECT " + cols + " FROM ${T} t WHERE t.token = $1 AND t.scope = $2 FOR UPDATE"));
    fromFile("bump");

    // A lapsed row replaced by issue or acquire: its expiry, when its lapse was not counted
    // yet, i.e. lies after the expiry mark. The mark is read FOR SHARE, so an accounting run
    // (which holds it FOR UPDATE) either finished before (and counted the row) or waits.
    const std::string markAt = "(SELECT m.at FROM ${M} m WHERE m.id = 1 FOR SHARE)";
    const std::string lapseCte =
        "lapse AS (INSERT INTO ${S} AS s (bucket, counter, shard, value) SELECT (" +
        ms("up.lx_out") + " / " + kInterval + ") * " + kInterval +
        ", 'expired', pg_backend_pid(), 1 FROM up WHERE up.lx_out IS NOT NULL ON CONFLICT "
        "(bucket, counter, shard) DO UPDATE SET value = s.value + EXCLUDED.value)";

    // The CTE `up` that inserts the row ($1, $2) or, when it exists, updates it with `set` where
    // `where` holds, returning `returning`. Plain layout: INSERT … ON CONFLICT (token, scope) DO
    // UPDATE. Partitioned layout (no unique index to conflict on): an UPDATE of the existing row
    // and an INSERT when there is none, both in the one snapshot that writeRow() takes after the
    // key's lock, so exactly one of them writes, or neither (the client then reads the row, as
    // for every refusal, and retries when the rule allows what the statement did not).
    auto upsert = [&](const std::string& insertCols, const std::string& values,
                      const std::string& set, const std::string& where,
                      const std::string& returning) {
        if (!partitioned) {
            return "up AS (INSERT INTO ${T} AS t (" + insertCols + ") VALUES (" + values +
                   ") ON CONFLICT (token, scope) DO UPDATE SET " + set + " WHERE " + where +
                   " RETURNING " + returning + ")";
        }
        return "upd AS (UPDATE ${T} AS t SET " + set +
               " WHERE t.token = $1 AND t.scope = $2 AND (" + where + ") RETURNING " + returning +
               "), ins AS (INSERT INTO ${T} AS t (" + insertCols + ") SELECT " + values +
               " WHERE NOT EXISTS (SELECT 1 FROM ${T} o WHERE o.token = $1 AND o.scope = $2) "
               "RETURNING " +
               returning + "), up AS (SELECT * FROM upd UNION ALL SELECT * FROM ins)";
    };

    // issue: $1 token, $2 scope, $3 ttl ms. A lapsed row is replaced (fencing counter kept).
    c.prepare(
        "issue",
        x("WITH " +
          upsert(
              "token, scope, status, created_at, updated_at, expires_at, fence",
              "$1, $2, 'pending', " + NOW + ", " + NOW + ", " + NOW + " + " + dur("$3") + ", 0",
              "status = 'pending', created_at = " + NOW + ", updated_at = " + NOW +
                  ", expires_at = " + NOW + " + " + dur("$3") +
                  ", acquired_at = NULL, "
                  "completed_at = NULL, lease_until = NULL, owner = '', request_method = NULL, "
                  "request_path = NULL, request_body = NULL, fingerprint = '', body_sample = NULL, "
                  "response_status = NULL, response_headers = NULL, response_body = NULL, "
                  "response_header_list = NULL, response_body_bytes = NULL, replay_count = 0, "
                  "taken_over = false, lapsed_expiry = CASE WHEN t.status <> 'expired' AND "
                  "t.expires_at > " +
                  markAt + " THEN t.expires_at END",
              "t.expires_at <= " + NOW, cols + ", t.lapsed_expiry AS lx_out") +
          ", " + bumpCte("ARRAY['generated']") + ", " + lapseCte + " SELECT * FROM up"));

    // acquire: $1 token, $2 scope, $3 owner, $4 lease ms, $5 retention ms, $6 method, $7 path,
    // $8 fingerprint, $9 body sample (bytea). decideAcquire() restated: a lapsed row starts
    // afresh; a live one with another fingerprint is left alone (mismatch); pending and stuck
    // rows are claimed (fence + 1); a completed one counts a replay; a live lease is left alone
    // (in_flight). What is left alone returns no row, and the client reads it.
    const std::string lapsed = "(t.expires_at <= " + NOW + ")";
    const std::string replay = "(NOT " + lapsed + " AND t.status = 'completed')";
    const std::string stuckRow = "(t.status = 'processing' AND COALESCE(t.lease_until, "
                                 "t.updated_at + " +
                                 stuck + ") <= " + NOW + ")";
    // The request's values as the acquire statements read them: the parameters $3-$9 in the
    // statements of one change; in the statement of many (ON CONFLICT cannot see `v`), the row
    // that was proposed for insertion, EXCLUDED, which holds the same values.
    struct Proposed {
        std::string owner, leaseUntil, expiresAt, method, path, fingerprint, body;
    };
    const Proposed fromParams{
        "$3", NOW + " + " + dur("$4"), NOW + " + " + dur("$5"), "$6", "$7", "$8", "$9::bytea"};
    const Proposed fromExcluded{"EXCLUDED.owner",        "EXCLUDED.lease_until",
                                "EXCLUDED.expires_at",   "EXCLUDED.request_method",
                                "EXCLUDED.request_path", "EXCLUDED.fingerprint",
                                "EXCLUDED.body_sample"};
    auto liveClaimable = [&](const Proposed& p) {
        return "(NOT " + lapsed + " AND (t.fingerprint = '' OR t.fingerprint = " + p.fingerprint +
               ") AND (t.status IN ('pending', 'completed') OR " + stuckRow + "))";
    };
    auto keep = [&](const std::string& column, const std::string& otherwise) {
        return column + " = CASE WHEN " + replay + " THEN t." + column + " ELSE " + otherwise +
               " END";
    };
    auto claimSet = [&](const Proposed& p) {
        return keep("status", "'processing'") + ", created_at = CASE WHEN " + lapsed + " THEN " +
               NOW + " ELSE t.created_at END, " + keep("updated_at", NOW) + ", " +
               keep("acquired_at", NOW) + ", " + keep("completed_at", "NULL") + ", " +
               keep("expires_at", p.expiresAt) + ", " + keep("lease_until", p.leaseUntil) + ", " +
               keep("owner", p.owner) + ", " + keep("fence", "t.fence + 1") + ", " +
               keep("request_method", p.method) + ", " + keep("request_path", p.path) + ", " +
               keep("fingerprint", p.fingerprint) + ", " + keep("body_sample", p.body) + ", " +
               keep("request_body", "NULL") + ", " + keep("response_status", "NULL") + ", " +
               keep("response_headers", "NULL") + ", " + keep("response_body", "NULL") + ", " +
               keep("response_header_list", "NULL") + ", " + keep("response_body_bytes", "NULL") +
               ", replay_count = CASE WHEN " + replay + " THEN t.replay_count + 1 WHEN " + lapsed +
               " THEN 0 ELSE t.replay_count END, " +
               keep("taken_over", "(NOT " + lapsed + " AND t.status = 'processing')") +
               ", lapsed_expiry = CASE WHEN " + lapsed +
               " AND t.status <> 'expired' AND t.expires_at > " + markAt + " THEN t.expires_at END";
    };
    const std::string raised = "CASE WHEN up.st_out = 'completed' THEN ARRAY['replayed'] WHEN "
                               "up.tko_out THEN ARRAY['acquired', 'taken_over'] ELSE "
                               "ARRAY['acquired'] END";
    const std::string upCols =
        cols + " AS now_ms, t.status AS st_out, t.taken_over AS tko_out, t.lapsed_expiry AS lx_out";
    const std::string acquireCols = "token, scope, status, created_at, updated_at, acquired_at, "
                                    "expires_at, lease_until, owner, fence, request_method, "
                                    "request_path, fingerprint, body_sample";
    auto acquireOpen = [&](const std::string& returning) {
        return "WITH " + upsert(acquireCols,
                                "$1, $2, 'processing', " + NOW + ", " + NOW + ", " + NOW + ", " +
                                    fromParams.expiresAt + ", " + fromParams.leaseUntil +
                                    ", $3, 1, $6, $7, $8, $9::bytea",
                                claimSet(fromParams), lapsed + " OR " + liveClaimable(fromParams),
                                returning);
    };
    c.prepare("acquire_open", x(acquireOpen(upCols) + ", " + bumpCte(raised) + ", " + lapseCte +
                                " SELECT * FROM up"));
    c.prepare("acquire_issued",
              x("WITH up AS (UPDATE ${T} AS t SET " + claimSet(fromParams) +
                " WHERE t.token = $1 AND t.scope = $2 AND " + liveClaimable(fromParams) +
                " RETURNING " + upCols + "), " + bumpCte(raised) + " SELECT * FROM up"));

    // complete: $1-$4 claim, $5 status, $6 header list (JSON), $7 seed content type (JSON
    // string or ''), $8 body text, $9 body is text, $10 body bytes, $11 retention ms (0 keeps).
    // `arg(n)` is the value of $n: the parameter itself, or the column of `v` that holds it.
    auto completeSet = [&](const std::function<std::string(int)>& arg) {
        return "status = 'completed', updated_at = " + NOW + ", completed_at = " + NOW +
               ", lease_until = NULL, expires_at = CASE WHEN " + arg(11) + "::bigint > 0 THEN " +
               NOW + " + " + dur(arg(11)) + " ELSE t.expires_at END, response_status = " + arg(5) +
               "::integer, response_header_list = " + arg(6) +
               "::jsonb, response_headers = NULLIF(" + arg(7) +
               "::text, '')::jsonb, response_body = CASE WHEN " + arg(9) + "::boolean THEN " +
               arg(8) + "::text END, response_body_bytes = CASE WHEN " + arg(9) +
               "::boolean THEN NULL ELSE " + arg(10) + "::bytea END";
    };
    const std::string completeOne = "UPDATE ${T} AS t SET " +
                                    completeSet([](int n) { return "$" + std::to_string(n); }) +
                                    claimWhere + " RETURNING " + cols;
    c.prepare("complete", x("WITH up AS (" + completeOne + "), " + bumpCte("ARRAY['completed']") +
                            " SELECT * FROM up"));
    c.prepare("release", x("WITH up AS (UPDATE ${T} AS t SET status = 'pending', updated_at = " +
                           NOW + ", lease_until = NULL, owner = ''" + claimWhere + " RETURNING " +
                           cols + "), " + bumpCte("ARRAY['released']") + " SELECT * FROM up"));
    c.prepare("renew", x("UPDATE ${T} AS t SET updated_at = " + NOW + ", lease_until = " + NOW +
                         " + " + dur("$5") + claimWhere + " RETURNING " + cols));

    // The statements of a batch (changeMany()) for its hot changes: the statements above
    // without their counters, which the batch sums and writes once ("bump_at"); an acquire
    // returns the lapse it replaced, in ms (lx_ms), for the batch to count.
    const std::string batchCols = upCols + ", " + ms("t.lapsed_expiry") + " AS lx_ms";
    c.prepare("acquire_open_batch", x(acquireOpen(batchCols) + " SELECT * FROM up"));
    c.prepare("complete_batch", x(completeOne));
    fromFile("bump_at");
    // And, on the plain layout, each as one statement for many changes: the same parameters,
    // each an array with one element per change (of distinct rows), unnested into `v`; rows
    // taken in (scope, key) order, as the batch orders its changes. A change left alone
    // returns no row, as in its own statement.
    if (!partitioned) {
        c.prepare("acquire_open_many",
                  x("WITH v AS (SELECT * FROM unnest($1::text[], $2::text[], $3::text[], "
                    "$4::bigint[], $5::bigint[], $6::text[], $7::text[], $8::text[], "
                    "$9::bytea[]) AS v(token, scope, owner, lease, retention, method, path, "
                    "fingerprint, body)) INSERT INTO ${T} AS t (" +
                    acquireCols + ") SELECT v.token, v.scope, 'processing', " + NOW + ", " + NOW +
                    ", " + NOW + ", " + NOW + " + " + dur("v.retention") + ", " + NOW + " + " +
                    dur("v.lease") +
                    ", v.owner, 1, v.method, v.path, v.fingerprint, v.body FROM v ORDER BY "
                    "v.scope, v.token ON CONFLICT (token, scope) DO UPDATE SET " +
                    claimSet(fromExcluded) + " WHERE " + lapsed + " OR " +
                    liveClaimable(fromExcluded) + " RETURNING " + batchCols));
        static const char* const kCompleteColumns[] = {
            "token",        "scope", "owner",   "fence", "status",   "header_list",
            "content_type", "body",  "is_text", "bytes", "retention"};
        c.prepare("complete_many",
                  x("WITH v AS (SELECT * FROM unnest($1::text[], $2::text[], $3::text[], "
                    "$4::text[], $5::integer[], $6::text[], $7::text[], $8::text[], "
                    "$9::boolean[], $10::bytea[], $11::bigint[]) AS v(token, scope, owner, "
                    "fence, status, header_list, content_type, body, is_text, bytes, "
                    "retention) ORDER BY v.scope, v.token) UPDATE ${T} AS t SET " +
                    completeSet([](int n) { return std::string("v.") + kCompleteColumns[n - 1]; }) +
                    " FROM v WHERE " + claimHeld("v.token", "v.scope", "v.owner", "v.fence") +
                    " RETURNING " + cols));
    }

    // Operator actions, inside a transaction that locked the row (get_for_update).
    fromFile("op_release");
    fromFile("op_expire");
    fromFile("op_delete");
    fromFile("audit_insert");

    // Counting lapses (accountExpiries): lock the mark, then, in a statement of its own (a
    // snapshot taken after the lock, so rows replaced meanwhile are seen replaced), count the
    // rows whose expiry lies in ($1, now] in the interval of their expiry, and move the mark.
    fromFile("mark_lock");
    fromFile("mark_count");

    // purge: one bounded batch ($1 rows) of rows that expired by the mark $2 (so every one was
    // counted), victims locked with SKIP LOCKED so that concurrent purgers take disjoint rows.
    fromFile("purge");
    if (partitioned) {
        // The reaper's partition work (functions of migration 4): detach the partitions that
        // lapsed by the mark $1 (ms), count and drop them, make the ones ahead.
        fromFile("detach_lapsed");
        fromFile("drop_lapsed");
        fromFile("partitions_ahead");
    }
}

void PgStore::Impl::inspect() {
    std::lock_guard lock(mutex);
    run(Effect::Read, "Opening the PostgreSQL store", [&](pqxx::connection& c) {
        pqxx::nontransaction tx(c);
        const pqxx::result r =
            tx.exec_params("SELECT to_regclass($1) IS NOT NULL, to_regclass($2) IS NOT NULL, "
                           "current_database(), COALESCE((SELECT ssl FROM pg_stat_ssl WHERE pid = "
                           "pg_backend_pid()), false), inet_server_addr() IS NULL",
                           names.tokens, names.version);
        const QString sslmode = url.param(QStringLiteral("sslmode"));
        if (r[0][3].as<bool>()) {
            transport = sslmode.startsWith(QLatin1String("verify-"))
                            ? QStringLiteral("TLS verified")
                            : QStringLiteral("TLS, certificate not verified");
        } else {
            transport =
                r[0][4].as<bool>() ? QStringLiteral("local socket") : QStringLiteral("plain TCP");
        }
        if (!r[0][0].as<bool>()) {
            throw Error(ErrorKind::SchemaMissing,
                        QStringLiteral("The table %1 does not exist in the database %2. Run "
                                       "'idemctl migrate --store %3' to create it.")
                            .arg(url.table, pg::text(r[0][2]), url.redacted()));
        }
        int version = 0;
        if (r[0][1].as<bool>())
            version = tx.exec(x("SELECT COALESCE(max(version), 0) FROM ${V}"))[0][0].as<int>();
        if (version > pg::kPartitionedSchemaVersion) {
            throw Error(ErrorKind::SchemaMissing,
                        QStringLiteral("The table %1 has schema version %2, newer than this "
                                       "IdemScope knows (%3); upgrade IdemScope.")
                            .arg(url.table)
                            .arg(version)
                            .arg(pg::kPartitionedSchemaVersion));
        }
        partitioned = version == pg::kPartitionedSchemaVersion;
        if (version >= 2) {
            // Full schema; version 2 lacks only the NOTIFY triggers of migration 3.
            if (version < pg::kSchemaVersion) {
                warning = QStringLiteral("The table %1 has schema version %2: run 'idemctl "
                                         "migrate --store URL' for live updates (LISTEN/NOTIFY).")
                              .arg(url.table)
                              .arg(version);
            }
            return;
        }
        QSet<QString> columns;
        const pqxx::result cr = tx.exec_params("SELECT attname FROM pg_attribute WHERE attrelid "
                                               "= to_regclass($1) AND attnum > 0 AND NOT "
                                               "attisdropped",
                                               names.tokens);
        for (const auto& row : cr)
            columns.insert(pg::text(row[0]));
        for (const char* needed : {"token", "status", "request_method", "request_path",
                                   "request_body", "response_status", "response_headers",
                                   "response_body", "created_at", "updated_at", "expires_at"}) {
            if (!columns.contains(QLatin1String(needed))) {
                throw Error(ErrorKind::SchemaMissing,
                            QStringLiteral("The table %1 is not an idempotency token table (it "
                                           "has no column %2); nothing was changed.")
                                .arg(url.table, QLatin1String(needed)));
            }
        }
        seed = true;
        warning = QStringLiteral("Read-only: the table %1 has the seed's columns only. Run "
                                 "'idemctl migrate --store URL' to add IdemScope's columns "
                                 "before writing (every row is kept).")
                      .arg(url.table);
    });
    cols = recordColumns(seed, stuck);
    buildStatements();
    // From now on prepared after every (re)connection (Session calls back), and now.
    run(Effect::Read, "Preparing statements", [&](pqxx::connection& c) { prepareStatements(c); });
}

PgStore::PgStore(const pg::PgUrl& url) : d(std::make_unique<Impl>(url)) {
    d->session = std::make_unique<pg::Session>(url, [this](pqxx::connection& c) {
        if (!d->cols.empty())
            d->prepareStatements(c);
    });
    d->inspect();
    if (url.separateReads()) {
        // Only "get" is prepared there; the other reads are built per call.
        d->reader = std::make_unique<pg::Session>(url.forReads(), [this](pqxx::connection& c) {
            for (const auto& [name, sql] : d->statements) {
                if (name == "get")
                    c.prepare(name, sql);
            }
        });
    }
}

PgStore::~PgStore() = default;

bool PgStore::seedOnly() const {
    return d->seed;
}

QList<std::pair<QString, QString>> PgStore::statements() const {
    QList<std::pair<QString, QString>> out;
    for (const auto& [name, sql] : d->statements)
        out.append({QString::fromStdString(name), QString::fromStdString(sql)});
    return out;
}

StoreInfo PgStore::info() const {
    const QString version = d->session->serverVersion();
    return {QStringLiteral("postgresql"), d->url.redacted(),
            version.isEmpty() ? QStringLiteral("unknown") : QStringLiteral("PostgreSQL ") + version,
            d->warning,
            d->reader ? d->transport +
                            QStringLiteral("; reads: %1 (may lag behind writes)").arg(d->url.reads)
                      : d->transport};
}

TokenRecord PgStore::issue(const IssueRequest& request) {
    validate(request);
    if (d->seed)
        d->refuseSeedWrite();
    std::lock_guard lock(d->mutex);
    for (int attempt = 0; attempt < 5; ++attempt) {
        const pqxx::result r =
            d->writeRow("Issuing a token", request.key, request.scope, "issue",
                        {str(request.key), str(request.scope), num(request.ttl.count())});
        if (!r.empty())
            return readRecord(r[0]);
        const auto [current, now] = d->readCurrent(request.key, request.scope);
        decideIssue(current, request, now); // throws Conflict for a live token
        // It lapsed between the two statements: try again.
    }
    throw Error(ErrorKind::Retryable, QStringLiteral("The token kept changing; try again."));
}

AcquireResult PgStore::acquire(const AcquireRequest& request) {
    validate(request);
    if (d->seed)
        d->refuseSeedWrite();
    const std::vector<std::string> params = acquireParams(request);
    std::lock_guard lock(d->mutex);
    for (int attempt = 0; attempt < 5; ++attempt) {
        const pqxx::result r = d->writeRow(
            "Acquiring a token", request.key, request.scope,
            request.mode == AcquireMode::Open ? "acquire_open" : "acquire_issued", params);
        if (!r.empty())
            return acquiredFrom(r[0]);
        // Nothing changed: the row is in flight, another request's, or (issued mode) unknown
        // or expired. The rule on the row as it is now says which, and counts it.
        const auto [current, now] = d->readCurrent(request.key, request.scope);
        AcquireDecision dec = decideAcquire(current, request, now);
        if (dec.result.outcome == AcquireOutcome::Acquired ||
            dec.result.outcome == AcquireOutcome::Replay) {
            continue; // the row changed between the two statements
        }
        d->bump(dec.counters);
        return dec.result;
    }
    throw Error(ErrorKind::Retryable, QStringLiteral("The token kept changing; try again."));
}

TokenRecord PgStore::complete(const CompleteRequest& request) {
    validate(request);
    return d->claimChange(
        "complete", "complete", request.claim, completeExtra(request),
        [&](const auto& current, qint64 now) { decideComplete(current, request, now); });
}

TokenRecord PgStore::release(const Claim& claim) {
    validate(claim);
    return d->claimChange("release", "release", claim, {}, [&](const auto& current, qint64 now) {
        decideRelease(current, claim, now);
    });
}

TokenRecord PgStore::renew(const Claim& claim, std::chrono::milliseconds lease) {
    validate(claim);
    validateLease(lease);
    return d->claimChange(
        "renew", "renew", claim, {num(lease.count())},
        [&](const auto& current, qint64 now) { decideRenew(current, claim, lease, now); });
}

namespace {
/// The idem::Error for the exception in flight (call from a catch block only).
Error currentError(Effect effect, const QString& context) {
    try {
        pg::rethrowMapped(effect, context);
    } catch (const Error& e) {
        return e;
    }
}
} // namespace

quint64 PgStore::batchesRunAlone() const {
    return d->batchesRunAlone.load(std::memory_order_relaxed);
}

std::vector<ChangeOutcome> PgStore::changeMany(const std::vector<Change>& changes) {
    std::vector<ChangeOutcome> out(changes.size());
    // A change refused by the input checks stays out of the batch.
    std::vector<std::size_t> order;
    order.reserve(changes.size());
    for (std::size_t i = 0; i < changes.size(); ++i) {
        try {
            validateChange(changes[i]);
            if (d->seed)
                d->refuseSeedWrite();
            order.push_back(i);
        } catch (const Error& e) {
            out[i].error = e;
        }
    }
    // Changes made one at a time (autocommit, one round trip each), each reported in its place.
    auto alone = [&](const std::vector<std::size_t>& which) {
        std::vector<Change> subset;
        subset.reserve(which.size());
        for (std::size_t i : which)
            subset.push_back(changes[i]);
        std::vector<ChangeOutcome> results = TokenStore::changeMany(subset);
        for (std::size_t j = 0; j < which.size(); ++j)
            out[which[j]] = std::move(results[j]);
    };
    // One change gains nothing from a transaction (BEGIN and COMMIT are two round trips more).
    if (order.size() <= 1) {
        alone(order);
        return out;
    }
    // Rows are locked in one global order, (scope, key), so that concurrent batches (other
    // workers, other gateways) wait for each other instead of deadlocking; stable, so that the
    // changes of one key keep the callers' order and see each other.
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return rowOf(changes[a]) < rowOf(changes[b]);
    });

    std::vector<char> refused(changes.size(), 0);
    bool rolledBack = false;
    {
        std::lock_guard lock(d->mutex);
        pqxx::connection* c = nullptr;
        try {
            c = &d->session->connection();
        } catch (const Error& e) {
            for (std::size_t i : order)
                out[i].error = e;
            return out;
        }
        std::optional<Error> commitError;
        try {
            pqxx::work tx(*c);
            Impl::BatchCounters counters;
            // Rounds: the first change of every row, then the second of the rows that have
            // one, and so on, each round in (scope, key) order. A round's rows are distinct, so
            // its first statements go to the server together (execPipelined()); the refusals
            // among them are then finished one by one. A row's later changes, in the next
            // rounds, see its earlier ones, as in the callers' order.
            std::vector<int> round(changes.size(), 0);
            int rounds = 1;
            for (std::size_t n = 1; n < order.size(); ++n) {
                if (rowOf(changes[order[n]]) == rowOf(changes[order[n - 1]])) {
                    round[order[n]] = round[order[n - 1]] + 1;
                    rounds = std::max(rounds, round[order[n]] + 1);
                }
            }
            for (int r = 0; r < rounds; ++r) {
                std::vector<std::size_t> which;
                for (std::size_t i : order) {
                    if (round[i] == r)
                        which.push_back(i);
                }
                // Partitioned layout: each row's advisory lock before its first statement, as
                // writeRow() takes it, in the same (scope, key) order; held to the commit.
                d->runRound(tx, *c, changes, which, d->partitioned && r == 0, out, refused,
                            counters);
            }
            // The batch's counters, summed: one statement instead of one per change.
            counters.write(tx);
            try {
                tx.commit();
            } catch (...) {
                commitError = currentError(
                    Effect::Write,
                    QStringLiteral("Committing a batch of %1 changes").arg(order.size()));
            }
        } catch (...) {
            // A statement failed: the transaction is rolled back (~work), nothing of it stays.
            rolledBack = true;
        }
        if (!c->is_open())
            d->session->reset();
        if (commitError) {
            // Nothing of the batch is known to be durable: every change that would have
            // succeeded, and every in_flight or mismatch outcome (its counter was written with
            // the batch), gets the commit's error, as its single call would; a refusal by the
            // rules (its own error) stands: it wrote nothing.
            for (std::size_t i : order) {
                if (!(refused[i] && out[i].error))
                    out[i] = ChangeOutcome{std::nullopt, std::nullopt, *commitError};
            }
            return out;
        }
    }
    if (rolledBack) {
        // One bad change must not fail the others: each runs alone, in the callers' order.
        d->batchesRunAlone.fetch_add(1, std::memory_order_relaxed);
        std::sort(order.begin(), order.end());
        for (std::size_t i : order)
            out[i] = ChangeOutcome{};
        alone(order);
    }
    return out;
}

TokenRecord PgStore::operatorRelease(const QString& key, const QString& scope,
                                     const OperatorContext& context) {
    return *d->operatorAction(key, scope, context, "release", [&](const auto& current, qint64 now) {
        return decideOperatorRelease(current, key, context, now);
    });
}

TokenRecord PgStore::operatorExpire(const QString& key, const QString& scope,
                                    const OperatorContext& context) {
    return *d->operatorAction(key, scope, context, "expire", [&](const auto& current, qint64 now) {
        return decideOperatorExpire(current, key, now);
    });
}

void PgStore::operatorDelete(const QString& key, const QString& scope,
                             const OperatorContext& context) {
    d->operatorAction(key, scope, context, "delete", [&](const auto& current, qint64) {
        return decideOperatorDelete(current, key);
    });
}

std::optional<TokenRecord> PgStore::get(const QString& key, const QString& scope) {
    requireValidKey(key);
    requireValidScope(scope);
    std::lock_guard lock(d->mutex);
    return d->readCurrent(key, scope, true).first;
}

ListPage PgStore::doList(const ListQuery& query) {
    std::optional<std::pair<QString, QString>> after;
    if (!query.cursor.isEmpty())
        after = decodeKeyCursor(query.cursor);
    ListPage page;
    if (d->seed && query.scope && !query.scope->isEmpty())
        return page; // seed rows live in the default scope only
    if (d->seed && after && !after->second.isEmpty())
        throw Error(ErrorKind::BadInput, QStringLiteral("The cursor is not one this store gave."));

    // Built from fixed fragments; every value is a parameter.
    std::vector<std::string> params;
    auto param = [&](const std::string& v) {
        params.push_back(v);
        return "$" + std::to_string(params.size());
    };
    // Seed tables keep the server's collation on token: order and compare bytewise anyway.
    const std::string token = d->seed ? "(t.token COLLATE \"C\")" : "t.token";
    std::string sql = "SELECT " + d->cols + " FROM ${T} t WHERE true";
    if (query.state) {
        if (*query.state == State::Expired)
            sql += " AND (t.status = 'expired' OR t.expires_at <= " + NOW + ")";
        else
            sql += " AND t.status = " + param(str(stateName(*query.state))) +
                   " AND t.expires_at > " + NOW;
    }
    if (query.stuckOnly) {
        sql += " AND t.status = 'processing' AND t.expires_at > " + NOW + " AND " +
               (d->seed ? "t.updated_at + " + d->stuck
                        : "COALESCE(t.lease_until, t.updated_at + " + d->stuck + ")") +
               " <= " + NOW;
    }
    if (!query.keyPrefix.isEmpty()) {
        sql += " AND " + token + " >= " + param(str(query.keyPrefix)) + " AND " + token + " < " +
               param(str(prefixUpperBound(query.keyPrefix)));
    }
    if (query.scope && !d->seed)
        sql += " AND t.scope = " + param(str(*query.scope));
    if (!query.pathPrefix.isEmpty()) {
        const std::string p = param(str(query.pathPrefix));
        sql += " AND left(t.request_path, length(" + p + "::text)) = " + p + "::text";
    }
    if (after) {
        if (d->seed) {
            sql += " AND " + token + " > " + param(str(after->first));
        } else {
            const std::string k = param(str(after->first));
            sql += " AND (t.token, t.scope) > (" + k + "::text, " + param(str(after->second)) +
                   "::text)";
        }
    }
    sql += " ORDER BY " + token + (d->seed ? "" : ", t.scope") + " LIMIT " +
           std::to_string(query.limit + 1);
    sql = d->x(sql);

    std::lock_guard lock(d->mutex);
    const pqxx::result r = d->browse("Listing tokens", [&](pqxx::connection& c) {
        pqxx::nontransaction tx(c);
        return tx.exec_params(sql, pqxx::prepare::make_dynamic_params(params));
    });
    for (const auto& row : r) {
        if (page.records.size() == query.limit) {
            page.nextCursor =
                encodeKeyCursor(page.records.constLast().key, page.records.constLast().scope);
            break;
        }
        page.records.append(readRecord(row));
    }
    return page;
}

StateCounts PgStore::counts(const std::optional<QString>& scope) {
    if (scope)
        requireValidScope(*scope);
    StateCounts c;
    if (d->seed && scope && !scope->isEmpty())
        return c;
    const bool byScope = scope && !d->seed;
    const std::string where = byScope ? " AND scope = $1" : "";
    auto count = [&](const std::string& condition) {
        return "(SELECT count(*) FROM ${T} WHERE " + condition + where + ")";
    };
    const std::string stuck = d->seed ? "updated_at + " + d->stuck + " <= " + NOW
                                      : "(lease_until <= " + NOW +
                                            " OR (lease_until IS NULL AND updated_at + " +
                                            d->stuck + " <= " + NOW + "))";
    const std::string sql =
        d->x("SELECT " + count("status = 'pending' AND expires_at > " + NOW) + ", " +
             count("status = 'processing' AND expires_at > " + NOW) + ", " +
             count("status = 'processing' AND expires_at > " + NOW + " AND " + stuck) + ", " +
             count("status = 'completed' AND expires_at > " + NOW) + ", " +
             count("expires_at <= " + NOW));
    std::lock_guard lock(d->mutex);
    const pqxx::result r = d->browse("Counting tokens", [&](pqxx::connection& conn) {
        pqxx::nontransaction tx(conn);
        if (byScope)
            return tx.exec_params(sql, str(*scope));
        return tx.exec(sql);
    });
    c.pending = pg::int64(r[0][0]);
    c.processing = pg::int64(r[0][1]);
    c.stuck = pg::int64(r[0][2]);
    c.completed = pg::int64(r[0][3]);
    c.expired = pg::int64(r[0][4]);
    return c;
}

qint64 PgStore::doPurgeExpired(qint64 limit) {
    if (d->seed)
        d->refuseSeedWrite();
    constexpr qint64 kBatch = 1000;
    qint64 removed = 0;
    std::lock_guard lock(d->mutex);
    // Every lapse up to the mark is counted first; the batches delete only rows expired by the
    // mark, so deleting counts nothing.
    const qint64 mark = d->run(Effect::Write, "Counting expired tokens", [&](pqxx::connection& c) {
        pqxx::work tx(c);
        const qint64 m = d->accountExpiries(tx);
        tx.commit();
        return m;
    });
    // Partitioned layout, unbounded run: whole partitions that lapsed by the mark are detached
    // (a brief ACCESS EXCLUSIVE lock; given up after lock_timeout, when the rows go by DELETE
    // below instead), then counted and dropped with no lock anyone waits for (ADR 0010).
    if (d->partitioned && limit == 0) {
        try {
            d->run(Effect::Write, "Detaching lapsed partitions", [&](pqxx::connection& c) {
                pqxx::work tx(c);
                tx.exec(kMaintenanceLockTimeout);
                tx.exec_prepared("detach_lapsed", num(mark));
                tx.commit();
            });
        } catch (const Error& e) {
            if (e.kind() != ErrorKind::Retryable)
                throw;
        }
        removed += d->run(Effect::Write, "Dropping lapsed partitions", [&](pqxx::connection& c) {
            pqxx::nontransaction tx(c);
            return qint64(tx.exec_prepared("drop_lapsed")[0][0].as<long long>());
        });
    }
    int conflicts = 0;
    for (;;) {
        const qint64 batch = limit > 0 ? std::min(kBatch, limit - removed) : kBatch;
        if (batch <= 0)
            break;
        qint64 n = 0;
        try {
            n = d->run(Effect::Write, "Purging expired tokens", [&](pqxx::connection& c) {
                pqxx::nontransaction tx(c);
                return qint64(
                    tx.exec_prepared("purge", num(batch), num(mark))[0][0].as<long long>());
            });
        } catch (const Error& e) {
            // Partitioned layout: a victim that an acquire moved to another partition after
            // this batch's snapshot ends the batch with 40001 (nothing deleted); the next batch
            // takes a new snapshot.
            if (e.kind() != ErrorKind::Retryable || !d->partitioned || ++conflicts > 20)
                throw;
            continue;
        }
        removed += n;
        // A short batch may only mean that another purger holds some rows (SKIP LOCKED): stop
        // when a batch finds nothing at all.
        if (n == 0)
            break;
    }
    // The partitions ahead move on with the reaper's runs (as with detaching: skipped, not
    // waited for, while the table is busy; tokens meanwhile land in the DEFAULT partition).
    if (d->partitioned) {
        try {
            d->run(Effect::Write, "Making partitions ahead", [&](pqxx::connection& c) {
                pqxx::work tx(c);
                tx.exec(kMaintenanceLockTimeout);
                tx.exec_prepared("partitions_ahead");
                tx.commit();
            });
        } catch (const Error& e) {
            if (e.kind() != ErrorKind::Retryable)
                throw;
        }
    }
    // Stats older than their retention go with the reaper's run.
    d->run(Effect::Write, "Pruning old stats", [&](pqxx::connection& c) {
        pqxx::nontransaction tx(c);
        tx.exec(d->x("DELETE FROM ${S} WHERE bucket < " + ms(NOW) + " - " +
                     std::to_string(kStatsRetention.count() + kStatsInterval.count())));
    });
    return removed;
}

StatsSeries PgStore::doStats(std::chrono::milliseconds window) {
    StatsSeries series;
    std::lock_guard lock(d->mutex);
    if (!d->seed) {
        // Lapses up to now are counted before the counters are read. A role or server that
        // may not write still reads the counters (without the lapses not yet counted).
        try {
            d->run(Effect::Write, "Counting expired tokens", [&](pqxx::connection& c) {
                pqxx::work tx(c);
                d->accountExpiries(tx);
                tx.commit();
            });
        } catch (const Error& e) {
            if (e.kind() != ErrorKind::ReadOnly)
                throw;
        }
    }
    d->browse("Reading stats", [&](pqxx::connection& c) {
        pqxx::nontransaction tx(c);
        series = statsSeriesEnding(tx.exec("SELECT " + ms(NOW))[0][0].as<long long>(), window);
        if (d->seed)
            return;
        const pqxx::result r =
            tx.exec_params(d->x("SELECT bucket, counter, sum(value)::bigint FROM ${S} WHERE "
                                "bucket >= $1 GROUP BY bucket, counter ORDER BY bucket"),
                           num(firstStatsInterval(series)));
        for (const auto& row : r)
            addStatsValue(series, pg::int64(row[0]), pg::text(row[1]), pg::int64(row[2]));
    });
    return series;
}

QList<AuditEntry> PgStore::doAudit(int limit) {
    QList<AuditEntry> out;
    if (d->seed)
        return out;
    std::lock_guard lock(d->mutex);
    const pqxx::result r = d->browse("Reading the audit log", [&](pqxx::connection& c) {
        pqxx::nontransaction tx(c);
        return tx.exec_params(d->x("SELECT id, " + ms("at") +
                                   ", username, action, token, scope, state_before, state_after, "
                                   "reason FROM ${A} ORDER BY id DESC LIMIT $1"),
                              num(limit));
    });
    for (const auto& row : r) {
        out.append({pg::int64(row[0]), pg::int64(row[1]), pg::text(row[2]), pg::text(row[3]),
                    pg::text(row[4]), pg::text(row[5]), pg::text(row[6]), pg::text(row[7]),
                    pg::text(row[8])});
    }
    return out;
}

std::unique_ptr<TokenStore> openPostgresStore(const QString& url) {
    return std::make_unique<PgStore>(pg::PgUrl::parse(url));
}

} // namespace idem
