-- Every committed change to what public catalogue reads return tells every process listening on
-- 'cradle_catalogue' (their in-memory caches drop their entries). NOTIFY inside a transaction is
-- delivered at commit and not at all on rollback; identical notices in one transaction are sent once.
CREATE FUNCTION cradle_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cradle_catalogue', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION cradle_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER events_catalogue_truncated AFTER TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION cradle_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER providers_catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON providers
  FOR EACH ROW EXECUTE FUNCTION cradle_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER providers_catalogue_truncated AFTER TRUNCATE ON providers
  FOR EACH STATEMENT EXECUTE FUNCTION cradle_catalogue_changed();
