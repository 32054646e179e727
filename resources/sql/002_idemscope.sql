-- SPDX-License-Identifier: GPL-3.0-or-later
-- SPDX-FileCopyrightText: 2026 The IdemScope developers
-- Migration 2: IdemScope's columns, identity, indexes, audit and stats tables on top of the
-- seed's table. Every statement is idempotent, and the whole migration runs in one transaction,
-- so a failure leaves the table as it was. Seed rows stay valid: each new column has a default
-- (scope '' is the default scope) or is NULL, and NULL means "as the seed wrote it":
--   lease_until NULL   a processing row's lease ends at updated_at + stuck_after (URL option)
--   body_sample NULL   the sample is request_body
--   response_header_list NULL   the headers are response_headers (the seed's content type)
--   response_body_bytes NULL    the body is response_body (IdemScope writes bytes here only
--                               when the body is not valid UTF-8 text, or holds NUL)
-- Times stay TIMESTAMPTZ like the seed's; IdemScope writes them at millisecond precision.

-- Keys are up to 255 visible ASCII characters, methods up to 16; compared bytewise (C) so
-- that key order and key-prefix ranges are the same on every server locale. Widening a
-- VARCHAR is a catalog change; the collation change rebuilds the indexes on token.
ALTER TABLE ${T} ALTER COLUMN token TYPE VARCHAR(255) COLLATE "C";
ALTER TABLE ${T} ALTER COLUMN request_method TYPE VARCHAR(16);

-- Adding a column with a constant default is a catalog change (no table rewrite).
ALTER TABLE ${T} ADD COLUMN IF NOT EXISTS scope VARCHAR(255) COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE ${T} ADD COLUMN IF NOT EXISTS fingerprint VARCHAR(64) NOT NULL DEFAULT '';
ALTER TABLE ${T} ADD COLUMN IF NOT EXISTS body_sample BYTEA;
ALTER TABLE ${T} ADD COLUMN IF NOT EXISTS owner VARCHAR(128) NOT NULL DEFAULT '';
ALTER TABLE ${T} ADD COLUMN IF NOT EXISTS fence BIGINT NOT NULL DEFAULT 0;
ALTER TABLE ${T} ADD COLUMN IF NOT EXISTS lease_until TIMESTAMP WITH TIME ZONE;
ALTER TABLE ${T} ADD COLUMN IF NOT EXISTS acquired_at TIMESTAMP WITH TIME ZONE;
ALTER TABLE ${T} ADD COLUMN IF NOT EXISTS completed_at TIMESTAMP WITH TIME ZONE;
ALTER TABLE ${T} ADD COLUMN IF NOT EXISTS replay_count BIGINT NOT NULL DEFAULT 0;
-- True when the current claim began by taking over a stuck one (acquire reports it).
ALTER TABLE ${T} ADD COLUMN IF NOT EXISTS taken_over BOOLEAN NOT NULL DEFAULT false;
-- Set by the acquire or issue that replaced a row whose lapse was not counted yet: that
-- row's expiry, so the statement counts the lapse (stats "expired") in its interval.
ALTER TABLE ${T} ADD COLUMN IF NOT EXISTS lapsed_expiry TIMESTAMP WITH TIME ZONE;
-- Allow-listed response headers: a JSON array of [name, value] pairs, in order.
ALTER TABLE ${T} ADD COLUMN IF NOT EXISTS response_header_list JSONB;
ALTER TABLE ${T} ADD COLUMN IF NOT EXISTS response_body_bytes BYTEA;

-- Identity: (token, scope). The seed's primary key on token alone is replaced; token first, so
-- the seed's "WHERE token = ..." statements still use the index, and key order is index order.
DO $$
DECLARE
  pk text;
BEGIN
  SELECT conname INTO pk FROM pg_constraint
   WHERE conrelid = '${T}'::regclass AND contype = 'p'
     AND pg_get_constraintdef(oid) <> 'PRIMARY KEY (token, scope)';
  IF pk IS NOT NULL THEN
    EXECUTE format('ALTER TABLE ${T} DROP CONSTRAINT %I', pk);
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conrelid = '${T}'::regclass AND contype = 'p')
  THEN
    ALTER TABLE ${T} ADD CONSTRAINT "${N}_token_scope_pkey" PRIMARY KEY (token, scope);
  END IF;
END
$$;

-- Counts per live state: index-only range counts.
CREATE INDEX IF NOT EXISTS "idx_${N}_status_expires" ON ${T} (status, expires_at);
-- Stuck tokens: processing rows by lease.
CREATE INDEX IF NOT EXISTS "idx_${N}_status_lease" ON ${T} (status, lease_until);
-- Pages by creation time (the console's "newest first").
CREATE INDEX IF NOT EXISTS "idx_${N}_created" ON ${T} (created_at);

-- Operator actions, written in the same transaction as the change they record.
CREATE TABLE IF NOT EXISTS ${A} (
  id BIGSERIAL PRIMARY KEY,
  at TIMESTAMP WITH TIME ZONE NOT NULL,
  username TEXT NOT NULL,
  action TEXT NOT NULL,
  token TEXT NOT NULL,
  scope TEXT NOT NULL,
  state_before TEXT NOT NULL,
  state_after TEXT NOT NULL,
  reason TEXT NOT NULL DEFAULT ''
);

-- Stats: one row per (interval start in ms, counter, shard). The shard is the writing
-- backend's process id, so two connections never update the same row: no hot row, and the
-- counter rises in the same statement as the change it counts. Readers sum over shards.
CREATE TABLE IF NOT EXISTS ${S} (
  bucket BIGINT NOT NULL,
  counter TEXT NOT NULL,
  shard INTEGER NOT NULL,
  value BIGINT NOT NULL,
  PRIMARY KEY (bucket, counter, shard)
);

-- How far lapsed rows have been counted as "expired" (one row). Reading the stats, purging and
-- operator actions first count the rows whose expiry lies after the mark and not after now, in
-- the interval of their expiry, then move the mark (under its row lock, so once); an acquire or
-- issue that replaces a lapsed row after the mark counts it itself (reading the mark FOR SHARE).
-- Counting starts when this migration runs.
CREATE TABLE IF NOT EXISTS ${M} (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  at TIMESTAMP WITH TIME ZONE NOT NULL
);
INSERT INTO ${M} (id, at) VALUES (1, date_trunc('milliseconds', now())) ON CONFLICT (id) DO NOTHING;
