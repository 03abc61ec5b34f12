-- Raises table_versions.<table> once per writing statement, inside the writer's transaction, so the
-- new version becomes visible together with the change (server/http/poll-cache.ts).
CREATE FUNCTION bump_table_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO table_versions (name, version) VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT (name) DO UPDATE SET version = table_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_histories_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_histories FOR EACH STATEMENT EXECUTE FUNCTION bump_table_version();
--> statement-breakpoint
CREATE TRIGGER orders_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION bump_table_version();
--> statement-breakpoint
CREATE TRIGGER users_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION bump_table_version();
--> statement-breakpoint
CREATE TRIGGER new_order_reads_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON new_order_reads FOR EACH STATEMENT EXECUTE FUNCTION bump_table_version();
--> statement-breakpoint
CREATE TRIGGER notifications_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notifications FOR EACH STATEMENT EXECUTE FUNCTION bump_table_version();
