// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

// Internal to core/postgres: includes libpqxx, which stays private to idemcore.

#include "base/errors.h"
#include "postgres/pgurl.h"

#include <QString>
#include <functional>
#include <memory>
#include <pqxx/pqxx>
#include <string>
#include <string_view>

namespace idem::pg {

/// Whether a call may have changed data. A broken connection during a Write is
/// OutcomeUnknown (the statement may have committed); during a Read it is ConnectionLost.
enum class Effect { Read, Write };

/// The one place where libpqxx exceptions and SQLSTATEs become idem::Error kinds. Call it
/// from a catch block only (it rethrows the exception in flight).
[[noreturn]] void rethrowMapped(Effect effect, const QString& context);

/// Names of a table family: the token table and the ones named after it, quoted for SQL.
struct TableNames {
    explicit TableNames(const QString& table);
    std::string bare;    ///< idempotency_tokens
    std::string tokens;  ///< "idempotency_tokens"
    std::string audit;   ///< "idempotency_tokens_audit"
    std::string stats;   ///< "idempotency_tokens_stats"
    std::string version; ///< "idempotency_tokens_schema_version"
    std::string mark;    ///< "idempotency_tokens_expiry_mark"
    std::string channel; ///< "idempotency_tokens_changes" (LISTEN/NOTIFY)

    /// `text` with ${T} ${A} ${S} ${V} ${M} ${C} (quoted names) and ${N} (bare name) replaced. The
    /// names are validated identifiers (isValidTableName), so nothing else can be injected.
    std::string expand(std::string_view text) const;
};

/// One connection to the server, opened on first use and again after it broke. Not
/// thread-safe: its owner serialises calls (PgStore holds a mutex around it).
class Session {
public:
    /// `prepare` runs after every (re)connection: session settings, prepared statements.
    Session(PgUrl url, std::function<void(pqxx::connection&)> prepare);
    ~Session();

    /// Runs `f` on the connection; maps every exception with rethrowMapped(), and drops the
    /// connection when it broke so that the next call reconnects. Connecting itself fails with
    /// Unavailable (server down, wrong password, missing database).
    template <typename F> auto run(Effect effect, const QString& context, F&& f) {
        pqxx::connection& c = connection();
        try {
            return f(c);
        } catch (const pqxx::broken_connection&) {
            m_conn.reset();
            rethrowMapped(effect, context);
        } catch (const pqxx::in_doubt_error&) {
            m_conn.reset();
            rethrowMapped(effect, context);
        } catch (...) {
            if (m_conn && !m_conn->is_open())
                m_conn.reset();
            rethrowMapped(effect, context);
        }
    }

    pqxx::connection& connection();
    void reset() { m_conn.reset(); }
    const PgUrl& url() const { return m_url; }
    /// The server's version ("15.4"), known after the first connection.
    QString serverVersion() const { return m_serverVersion; }

private:
    PgUrl m_url;
    std::function<void(pqxx::connection&)> m_prepare;
    std::unique_ptr<pqxx::connection> m_conn;
    QString m_serverVersion;
};

/// The text of a pqxx result field (empty when NULL).
inline QString text(const pqxx::field& f) {
    return f.is_null() ? QString() : QString::fromUtf8(f.c_str(), int(f.size()));
}
inline qint64 int64(const pqxx::field& f) {
    return f.is_null() ? 0 : f.as<long long>();
}
/// A bytea field as the server sends it in text form ("\x0a1b...").
QByteArray bytes(const pqxx::field& f);
/// Bytes as a bytea parameter in text form ("\x0a1b..."): no NUL can cut a parameter short.
std::string byteaParam(const QByteArray& bytes);

} // namespace idem::pg
