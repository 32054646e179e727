// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <QString>
#include <stdexcept>

namespace idem {

/// What a caller can do about a failure. Every error that leaves core carries one kind, mapped
/// once per backend (SQLite: throwSqlite() in sqlitestore.cpp; Redis: Connection::Impl::fail();
/// PostgreSQL: rethrowMapped() in pgsession.cpp) so that faces never inspect library codes.
///
/// The hierarchy is flat on purpose (as libpqxx's is): a caller switches on kind(), it does not
/// catch by type. The two kinds that matter most for tokens are Retryable (nothing happened,
/// trying again is safe) and OutcomeUnknown (the request reached the store and no answer came:
/// the state change may or may not have happened, so it must not be retried blindly).
enum class ErrorKind {
    BadInput,  ///< The caller's input is invalid (key, URL, option). Fix the input.
    NotFound,  ///< The token does not exist (in this scope).
    Conflict,  ///< The transition is refused: wrong state, stale owner or fencing counter.
    Retryable, ///< Nothing was changed (store busy, lock timeout); the same call may be retried.
    ConnectionLost, ///< The connection broke before the request was sent; reconnect and retry.
    OutcomeUnknown, ///< The request was sent and no answer came: check the token before retrying.
    Unavailable,    ///< The store cannot be opened or reached (path, permissions, server down).
    SchemaMissing,  ///< The store is reachable but lacks IdemScope's schema, or has a newer one.
    ReadOnly,       ///< The store or profile does not allow writes.
    Internal,       ///< A bug or an impossible state; report it.
};

/// A stable, lower-case name for a kind ("bad_input", "outcome_unknown", ...), used in JSON.
QString errorKindName(ErrorKind kind);

/// The one exception type of core. what() is one plain sentence meant for a human.
/// Thread-safe to copy and read.
class Error : public std::runtime_error {
public:
    Error(ErrorKind kind, const QString& message);

    ErrorKind kind() const noexcept { return m_kind; }
    QString message() const { return QString::fromUtf8(what()); }

    /// True when repeating the same call cannot do harm: nothing was changed.
    bool isRetryable() const noexcept {
        return m_kind == ErrorKind::Retryable || m_kind == ErrorKind::ConnectionLost;
    }
    /// True when the request may have taken effect although no answer came.
    bool isOutcomeUnknown() const noexcept { return m_kind == ErrorKind::OutcomeUnknown; }

private:
    ErrorKind m_kind;
};

} // namespace idem
