-- SPDX-License-Identifier: GPL-3.0-or-later
-- SPDX-FileCopyrightText: 2026 The IdemScope developers
-- Migration 4, only with `idemctl migrate --partitioned` (ADR 0010): the token table becomes a
-- table partitioned by RANGE (expires_at), so that the reaper drops whole partitions of lapsed
-- tokens instead of deleting rows. pgmigrate runs it on an EMPTY table at version 3 only (it
-- refuses a table with rows, see docs/idemctl.md#migrate), in the transaction that records
-- version 4, and runs migration 3's SQL again afterwards for the NOTIFY triggers.
--
-- PostgreSQL requires every unique index of a partitioned table to include the partition key,
-- so (token, scope) has a plain index here: the store keeps a key unique by taking a
-- transaction-level advisory lock per (table, scope, token) before every write of the row
-- (pgstore.cpp, "key_lock"). The seed's service (INSERT … ON CONFLICT (token)) cannot write to
-- this layout; the schema version 4 makes builds that do not know it refuse the table.

-- Same columns, types, collations, defaults and NOT NULLs as the plain table (LIKE), so the
-- column list lives in migrations 1 and 2 only. The plain table is empty (checked by pgmigrate).
CREATE TABLE "${N}_partitioned" (LIKE ${T} INCLUDING DEFAULTS INCLUDING CONSTRAINTS
                                 INCLUDING STORAGE INCLUDING COMMENTS)
  PARTITION BY RANGE (expires_at);
DROP TABLE ${T};
ALTER TABLE "${N}_partitioned" RENAME TO "${N}";

-- Rows whose expiry no range partition covers (beyond the partitions made ahead, or in a range
-- already dropped) land here; the reaper deletes its lapsed rows row by row.
CREATE TABLE "${N}_default" PARTITION OF ${T} DEFAULT;

-- The indexes of migrations 1 and 2 (partitioned indexes: every partition gets its own), minus
-- the seed's (status) index, which (status, expires_at) and (status, lease_until) cover: each
-- index of each partition is one more lock per statement that cannot prune partitions.
CREATE INDEX "idx_${N}_token_scope" ON ${T} (token, scope);
CREATE INDEX "idx_${N}_expires_at" ON ${T} (expires_at);
CREATE INDEX "idx_${N}_status_expires" ON ${T} (status, expires_at);
CREATE INDEX "idx_${N}_status_lease" ON ${T} (status, lease_until);
CREATE INDEX "idx_${N}_created" ON ${T} (created_at);

-- The partition plan (one row): partitions are span_ms wide, aligned on the epoch (a day span
-- starts at 00:00 UTC), and made ahead until now + ahead_ms. The span never changes after the
-- first run (partitions of another width would overlap); ahead_ms may.
CREATE TABLE "${N}_partitioning" (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  span_ms BIGINT NOT NULL CHECK (span_ms >= 1000),
  ahead_ms BIGINT NOT NULL CHECK (ahead_ms >= 0)
);

-- The upper bound of a range partition (NULL for the DEFAULT partition), read back from the
-- catalog's bound expression, e.g. FOR VALUES FROM ('…') TO ('2026-11-30 00:00:00+00').
CREATE OR REPLACE FUNCTION "${N}_partition_upper"(part regclass) RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT (regexp_match(pg_get_expr(c.relpartbound, c.oid), $re$ TO \('([^']*)'\)$re$))[1]::timestamptz
    FROM pg_class c WHERE c.oid = part
$$;

-- Makes the partitions from the one holding now() up to now() + ahead_ms that do not exist yet;
-- returns how many it made. Rows of the DEFAULT partition in a new range move into it (so the
-- new bound is valid). Holds an ACCESS EXCLUSIVE lock on the token table while it makes any (a
-- brief stop for every reader and writer, so that no statement sees a row in neither place); the
-- caller sets lock_timeout so that it never queues long behind a slow reader.
CREATE OR REPLACE FUNCTION "${N}_partitions_ahead"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  span interval;
  stop timestamptz;
  lo timestamptz;
  part text;
  made integer := 0;
BEGIN
  SELECT p.span_ms * interval '1 millisecond', now() + p.ahead_ms * interval '1 millisecond'
    INTO span, stop FROM "${N}_partitioning" p WHERE p.id = 1;
  lo := date_bin(span, now(), timestamptz 'epoch');
  WHILE lo < stop LOOP
    part := '${N}_p' || to_char(lo AT TIME ZONE 'UTC', 'YYYYMMDD"T"HH24MISS');
    IF to_regclass(quote_ident(part)) IS NULL THEN
      IF made = 0 THEN
        LOCK TABLE ${T} IN ACCESS EXCLUSIVE MODE;
      END IF;
      -- Asked again under the lock: another reaper may have made it meanwhile.
      IF to_regclass(quote_ident(part)) IS NULL THEN
        EXECUTE format('CREATE TABLE %I (LIKE ${T} INCLUDING DEFAULTS INCLUDING CONSTRAINTS '
                       'INCLUDING STORAGE)', part);
        EXECUTE format('WITH moved AS (DELETE FROM "${N}_default" WHERE expires_at >= $1 AND '
                       'expires_at < $2 RETURNING *) INSERT INTO %I SELECT * FROM moved', part)
          USING lo, lo + span;
        EXECUTE format('ALTER TABLE ${T} ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
                       part, lo, lo + span);
        made := made + 1;
      END IF;
    END IF;
    lo := lo + span;
  END LOOP;
  RETURN made;
END
$$;

-- Detaches every range partition whose upper bound is at or before `upto` (the expiry mark the
-- caller just moved: every lapse in it is counted) and renames it ${N}_lapsed_<start>; returns
-- how many. ACCESS EXCLUSIVE on the token table for the catalog changes only: the rows are
-- counted and the tables dropped afterwards ("${N}_drop_lapsed"), when no statement can reach
-- them any more.
CREATE OR REPLACE FUNCTION "${N}_detach_lapsed"(upto timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  part record;
  n integer := 0;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_inherits i WHERE i.inhparent = '${T}'::regclass
                    AND "${N}_partition_upper"(i.inhrelid) <= upto) THEN
    RETURN 0;
  END IF;
  LOCK TABLE ${T} IN ACCESS EXCLUSIVE MODE;
  -- Listed again under the lock: another reaper may have detached some meanwhile.
  FOR part IN SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
               WHERE i.inhparent = '${T}'::regclass AND "${N}_partition_upper"(c.oid) <= upto
  LOOP
    EXECUTE format('ALTER TABLE ${T} DETACH PARTITION %I', part.relname);
    EXECUTE format('ALTER TABLE %I RENAME TO %I', part.relname,
                   '${N}_lapsed_' || substr(part.relname, length('${N}_p') + 1));
    n := n + 1;
  END LOOP;
  RETURN n;
END
$$;

-- Counts and drops the detached partitions (also ones a reaper that died left behind); returns
-- the rows they held. A table another reaper is dropping right now is skipped (NOWAIT), so two
-- reapers at once drop each table once. Notifies {"deleted":true} as migration 3's delete
-- trigger does (DROP fires no trigger), while a console listens.
CREATE OR REPLACE FUNCTION "${N}_drop_lapsed"() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  lapsed record;
  n bigint;
  total bigint := 0;
BEGIN
  FOR lapsed IN SELECT c.relname FROM pg_class c
                 WHERE c.relkind = 'r' AND left(c.relname, length('${N}_lapsed_')) = '${N}_lapsed_'
                   AND c.relnamespace = (SELECT relnamespace FROM pg_class WHERE oid = '${T}'::regclass)
  LOOP
    BEGIN
      EXECUTE format('LOCK TABLE %I IN ACCESS EXCLUSIVE MODE NOWAIT', lapsed.relname);
      EXECUTE format('SELECT count(*) FROM %I', lapsed.relname) INTO n;
      EXECUTE format('DROP TABLE %I', lapsed.relname);
      total := total + n;
    EXCEPTION WHEN lock_not_available OR undefined_table THEN
      NULL; -- another reaper has it
    END;
  END LOOP;
  IF total > 0 AND EXISTS (SELECT 1 FROM "${N}_listeners"
                            WHERE seen_at > now() - interval '60 seconds') THEN
    PERFORM pg_notify('${N}_changes', '{"deleted":true}');
  END IF;
  RETURN total;
END
$$;
