// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The IdemScope developers
#pragma once

#include <string>
#include <string_view>

namespace idem {

/// The tokens table's columns and constraints. The state's CHECK is written as comparisons, not
/// as `state IN ('pending', ...)`: SQLite evaluates an IN list of more than two constants by
/// building a temporary b-tree, and a CHECK runs on every write of a row (measured: 9.5 against
/// 3.1 us per upsert; a fifth of the gateway's CPU under SQLite replays). Files whose table
/// still has the IN list are rebuilt once when opened (SqliteStore, rebuildStateCheck()).
inline constexpr char kTokensColumnsSql[] = R"SQL(
  key              TEXT    NOT NULL,
  scope            TEXT    NOT NULL DEFAULT '',
  state            TEXT    NOT NULL CHECK (state = 'pending' OR state = 'processing' OR
                                            state = 'completed' OR state = 'expired'),
  created_at       INTEGER NOT NULL,
  updated_at       INTEGER NOT NULL,
  acquired_at      INTEGER NOT NULL DEFAULT 0,
  completed_at     INTEGER NOT NULL DEFAULT 0,
  expires_at       INTEGER NOT NULL,
  lease_until      INTEGER NOT NULL DEFAULT 0,
  owner            TEXT    NOT NULL DEFAULT '',
  fence            INTEGER NOT NULL DEFAULT 0,
  method           TEXT    NOT NULL DEFAULT '',
  path             TEXT    NOT NULL DEFAULT '',
  fingerprint      TEXT    NOT NULL DEFAULT '',
  body_sample      BLOB,
  response_status  INTEGER,
  response_headers TEXT,
  response_body    BLOB,
  replay_count     INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (key, scope)
)SQL";

/// `CREATE TABLE IF NOT EXISTS <name>` with kTokensColumnsSql: "tokens" in the schema, another
/// name while a rebuild copies the rows.
inline std::string tokensTableSql(std::string_view name) {
    return "CREATE TABLE IF NOT EXISTS " + std::string(name) + " (" + kTokensColumnsSql + ");";
}

/// Version 2 of the embedded store's schema (2 added expiry_mark). Idempotent: every statement is
/// IF NOT EXISTS, so two processes creating one new file at once end with the same schema. Times
/// are integer milliseconds since the Unix epoch on SQLite's clock.
inline std::string schemaSql() {
    return R"SQL(
CREATE TABLE IF NOT EXISTS idem_schema (
  version INTEGER NOT NULL
);
)SQL" + tokensTableSql("tokens") +
           R"SQL(
-- Purge and the expired count.
CREATE INDEX IF NOT EXISTS tokens_expires_at ON tokens (expires_at);
-- Counts per live state: index-only range counts.
CREATE INDEX IF NOT EXISTS tokens_state_expires ON tokens (state, expires_at);
-- "Which tokens are stuck?": a range of processing rows by lease, covering the expiry check.
CREATE INDEX IF NOT EXISTS tokens_state_lease ON tokens (state, lease_until, expires_at);
CREATE TABLE IF NOT EXISTS stats (
  bucket  INTEGER NOT NULL,
  counter TEXT    NOT NULL,
  value   INTEGER NOT NULL,
  PRIMARY KEY (bucket, counter)
) WITHOUT ROWID;
-- How far lapsed records have been counted as expired (one row): records whose expiry lies
-- after it and not after now are counted by the next write (SqliteStore accountExpiries).
CREATE TABLE IF NOT EXISTS expiry_mark (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS audit (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  at           INTEGER NOT NULL,
  user         TEXT    NOT NULL,
  action       TEXT    NOT NULL,
  key          TEXT    NOT NULL,
  scope        TEXT    NOT NULL,
  state_before TEXT    NOT NULL,
  state_after  TEXT    NOT NULL,
  reason       TEXT    NOT NULL DEFAULT ''
);
)SQL";
}

} // namespace idem
