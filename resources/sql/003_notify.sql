-- Migration 3: live updates. Every committed change of the token table sends a notification on
-- the channel <table>_changes (LISTEN "<table>_changes"), so the console can refresh without
-- polling hard: one per inserted or updated row, with a JSON payload
-- {"key": ..., "scope": ..., "state": ...}, and one per DELETE statement, {"deleted": true}
-- (the reaper deletes rows in batches of a thousand: one notification per batch).
-- Rows written by the seed's own service notify as well. Notifications travel with the
-- transaction: nothing is sent for a change that rolls back.
CREATE OR REPLACE FUNCTION "${N}_notify_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${N}_changes',
                    json_build_object('key', NEW.token, 'scope', NEW.scope,
                                      'state', NEW.status)::text);
  RETURN NULL;
END
$$;
CREATE OR REPLACE FUNCTION "${N}_notify_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${N}_changes', '{"deleted":true}');
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS "${N}_notify_row" ON ${T};
CREATE TRIGGER "${N}_notify_row" AFTER INSERT OR UPDATE ON ${T}
  FOR EACH ROW EXECUTE FUNCTION "${N}_notify_row"();
DROP TRIGGER IF EXISTS "${N}_notify_delete" ON ${T};
CREATE TRIGGER "${N}_notify_delete" AFTER DELETE ON ${T}
  FOR EACH STATEMENT EXECUTE FUNCTION "${N}_notify_delete"();
