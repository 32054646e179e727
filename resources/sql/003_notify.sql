-- SPDX-License-Identifier: GPL-3.0-or-later
-- SPDX-FileCopyrightText: 2026 The IdemScope developers
-- Migration 3: live updates. While a listener is registered, every committed change of the
-- token table sends a notification on the channel <table>_changes (LISTEN "<table>_changes"),
-- so the console can refresh without polling hard: one per inserted or updated row, with a JSON
-- payload {"key": ..., "scope": ..., "state": ...}, and one per DELETE statement,
-- {"deleted": true} (the reaper deletes in batches: one notification per batch). Rows written
-- by the seed's own service notify as well. Nothing is sent for a change that rolls back.
--
-- Why the listener table: PostgreSQL serialises the commits of all transactions that NOTIFY
-- (a lock on the notification queue is held until commit), which halved acquire throughput in
-- bench_pgstore. So writers notify only while someone listens: pg::PgNotifier registers its
-- backend in <table>_listeners and refreshes seen_at every 20 seconds; a registration not
-- refreshed for 60 seconds (a listener that died) no longer counts.
CREATE TABLE IF NOT EXISTS "${N}_listeners" (
  pid INTEGER PRIMARY KEY,
  seen_at TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE OR REPLACE FUNCTION "${N}_notify_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "${N}_listeners" WHERE seen_at > now() - interval '60 seconds') THEN
    PERFORM pg_notify('${N}_changes',
                      json_build_object('key', NEW.token, 'scope', NEW.scope,
                                        'state', NEW.status)::text);
  END IF;
  RETURN NULL;
END
$$;
CREATE OR REPLACE FUNCTION "${N}_notify_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "${N}_listeners" WHERE seen_at > now() - interval '60 seconds') THEN
    PERFORM pg_notify('${N}_changes', '{"deleted":true}');
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS "${N}_notify_row" ON ${T};
CREATE TRIGGER "${N}_notify_row" AFTER INSERT OR UPDATE ON ${T}
  FOR EACH ROW EXECUTE FUNCTION "${N}_notify_row"();
DROP TRIGGER IF EXISTS "${N}_notify_delete" ON ${T};
CREATE TRIGGER "${N}_notify_delete" AFTER DELETE ON ${T}
  FOR EACH STATEMENT EXECUTE FUNCTION "${N}_notify_delete"();
