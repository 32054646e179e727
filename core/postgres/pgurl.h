// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QList>
#include <QString>
#include <chrono>
#include <string>
#include <utility>

namespace idem::pg {

/// A parsed `postgresql://` (or `postgres://`) store URL: a libpq connection URI
/// (https://www.postgresql.org/docs/current/libpq-connect.html#LIBPQ-CONNSTRING-URIS) plus
/// IdemScope's own query options, which are removed before libpq sees the rest:
///
///   table=idempotency_tokens  the token table: a plain lower-case identifier [a-z_][a-z0-9_]*
///                             of at most 40 characters (its audit, stats and schema-version
///                             tables are named after it); resolved through the search_path
///   stuck_after=5m            seed rows (no lease column) in `processing` for longer than this
///                             count as stuck (a duration: 500ms, 30s, 5m, ...)
///   statement_timeout=30s     the server cancels a statement running longer (0 = never)
///   reads=primary             where reads (get, list, counts, stats, audit) go: "primary" (one
///                             connection for everything), or "prefer-standby" / "standby":
///                             a second connection made with libpq's target_session_attrs set
///                             to that value, while writes connect with read-write. With a
///                             multi-host URL (primary,replica) libpq picks the servers; the
///                             replica's lag shows in what reads see (docs/SCALING.md).
///
/// Every other query parameter, the user, password, hosts, ports and database go to libpq
/// unchanged (libpq itself checks them and applies the PG* environment variables for what is
/// missing, e.g. PGHOST, PGUSER, PGPASSWORD, PGSSLMODE). `connect_timeout` defaults to 10
/// seconds when neither the URL nor PGCONNECT_TIMEOUT sets it.
///
/// A plain value; thread-safe to copy.
struct PgUrl {
    /// libpq keyword/value pairs, in the order libpq reported them; only the ones the URL set.
    QList<std::pair<QString, QString>> params;
    QString table = QStringLiteral("idempotency_tokens");
    std::chrono::milliseconds stuckAfter{5 * 60 * 1000};
    std::chrono::milliseconds statementTimeout{30 * 1000};
    /// The reads= option: "primary", "prefer-standby" or "standby". Unless it is "primary",
    /// params hold target_session_attrs=read-write (the writing connection).
    QString reads = QStringLiteral("primary");

    /// True when reads have a connection of their own (reads= is not "primary").
    bool separateReads() const { return reads != QLatin1String("primary"); }
    /// This URL for the reading connection: target_session_attrs set to `reads`.
    PgUrl forReads() const;

    /// Throws idem::Error(BadInput) with one sentence on any malformed part (never echoing a
    /// password).
    static PgUrl parse(const QString& url);

    /// The libpq connection string built from params: every value single-quoted with `\` and
    /// `'` escaped (libpq's rules), so no value can add or change a keyword.
    std::string conninfo() const;

    /// The URL without the password, for titles and logs.
    QString redacted() const;

    /// The value of a libpq keyword the URL set, else empty.
    QString param(const QString& keyword) const;
};

/// True when `name` is acceptable as the `table=` option.
bool isValidTableName(const QString& name);

/// `value` quoted for a libpq keyword/value connection string ('...' with \ and ' escaped).
std::string quoteConninfoValue(const std::string& value);

} // namespace idem::pg
