-- SPDX-License-Identifier: GPL-3.0-or-later
-- SPDX-FileCopyrightText: 2026 The IdemScope developers
-- The PostgreSQL store's prepared statements that are whole text (core/postgres/pgstore.cpp,
-- buildStatements()). Each is the one line after its "-- name:" line and any comment lines;
-- ${T} ${A} ${S} ${M} ${N} are the table family's names (pg::TableNames::expand). The
-- statements built from the table's layout (seed or IdemScope columns, plain or partitioned,
-- the stuck interval) stay in pgstore.cpp: get, get_for_update, issue, acquire_open,
-- acquire_issued, complete, release, renew.

-- name: bump
-- The counters $1 (text[]) raised by one in this backend's row of the current stats interval
-- (5000 ms: kStatsInterval, checked by a static_assert in pgstore.cpp).
INSERT INTO ${S} AS s (bucket, counter, shard, value) SELECT ((round(extract(epoch FROM date_trunc('milliseconds', date_trunc('milliseconds', now()))) * 1000)::bigint) / 5000) * 5000, c, pg_backend_pid(), 1 FROM unnest($1::text[]) AS c ON CONFLICT (bucket, counter, shard) DO UPDATE SET value = s.value + EXCLUDED.value

-- name: bump_at
-- A batch's counters (changeMany), summed by the client: $1 the intervals (ms, bigint[]), $2 the
-- counters (text[]), $3 the amounts (bigint[]), added to this backend's rows.
INSERT INTO ${S} AS s (bucket, counter, shard, value) SELECT v.b, v.c, pg_backend_pid(), sum(v.n)::bigint FROM unnest($1::bigint[], $2::text[], $3::bigint[]) AS v(b, c, n) GROUP BY v.b, v.c ON CONFLICT (bucket, counter, shard) DO UPDATE SET value = s.value + EXCLUDED.value

-- name: key_lock
-- Partitioned layout: the per-key lock (writeRow), in the two-int4 advisory lock space, apart
-- from migrate's one-bigint lock; the table's name in the first half, so tables do not contend.
SELECT pg_advisory_xact_lock(hashtext('${N}'), hashtext($2::text || ' ' || $1::text))

-- name: op_release
-- Operator actions, inside a transaction that locked the row (get_for_update): $1 token, $2 scope.
UPDATE ${T} SET status = 'pending', updated_at = date_trunc('milliseconds', now()), lease_until = NULL, owner = '' WHERE token = $1 AND scope = $2

-- name: op_expire
UPDATE ${T} SET status = 'expired', updated_at = date_trunc('milliseconds', now()), expires_at = date_trunc('milliseconds', now()), lease_until = NULL WHERE token = $1 AND scope = $2

-- name: op_delete
DELETE FROM ${T} WHERE token = $1 AND scope = $2

-- name: audit_insert
-- $1 user, $2 action, $3 token, $4 scope, $5 state before, $6 state after, $7 reason.
INSERT INTO ${A} (at, username, action, token, scope, state_before, state_after, reason) VALUES (date_trunc('milliseconds', now()), $1, $2, $3, $4, $5, $6, $7)

-- name: mark_lock
-- Counting lapses (accountExpiries): lock the expiry mark and read it and now (ms).
SELECT (round(extract(epoch FROM date_trunc('milliseconds', at)) * 1000)::bigint), (round(extract(epoch FROM date_trunc('milliseconds', date_trunc('milliseconds', now()))) * 1000)::bigint) FROM ${M} WHERE id = 1 FOR UPDATE

-- name: mark_count
-- Then, in a statement of its own (a snapshot taken after the lock), count the rows whose
-- expiry lies in ($1 ms, now] in the interval of their expiry (5000 ms), and move the mark.
WITH lapsed AS (SELECT ((round(extract(epoch FROM date_trunc('milliseconds', expires_at)) * 1000)::bigint) / 5000) * 5000 AS bucket, count(*) AS n FROM ${T} WHERE expires_at > 'epoch'::timestamptz + ($1::bigint * interval '1 millisecond') AND expires_at <= date_trunc('milliseconds', now()) AND status <> 'expired' GROUP BY 1), counted AS (INSERT INTO ${S} AS s (bucket, counter, shard, value) SELECT bucket, 'expired', pg_backend_pid(), n FROM lapsed ON CONFLICT (bucket, counter, shard) DO UPDATE SET value = s.value + EXCLUDED.value) UPDATE ${M} SET at = date_trunc('milliseconds', now()) WHERE id = 1

-- name: purge
-- One bounded batch ($1 rows) of rows that expired by the mark $2 (ms), victims locked with
-- SKIP LOCKED so that concurrent purgers take disjoint rows.
WITH up AS (DELETE FROM ${T} WHERE (token, scope) IN (SELECT token, scope FROM ${T} WHERE expires_at <= 'epoch'::timestamptz + ($2::bigint * interval '1 millisecond') ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED) AND expires_at <= 'epoch'::timestamptz + ($2::bigint * interval '1 millisecond') RETURNING 1) SELECT count(*) FROM up

-- name: detach_lapsed
-- Partitioned layout, the reaper's partition work (functions of migration 4): detach the
-- partitions that lapsed by the mark $1 (ms), count and drop them, make the ones ahead.
SELECT "${N}_detach_lapsed"('epoch'::timestamptz + ($1::bigint * interval '1 millisecond'))

-- name: drop_lapsed
SELECT "${N}_drop_lapsed"()

-- name: partitions_ahead
SELECT "${N}_partitions_ahead"()
