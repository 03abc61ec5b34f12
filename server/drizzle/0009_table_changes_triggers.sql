-- Replaces the one row per table that every writer raised (table_versions, migration 0004): each
-- writing statement now appends a row to table_changes with the next value of its identity, so
-- writers only insert and never wait on one another, and tells every listening instance which
-- table changed (NOTIFY is delivered at commit). A table's version is max(seq) (server/db/version-cache.ts).
CREATE FUNCTION note_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO table_changes (table_name) VALUES (TG_TABLE_NAME);
  PERFORM pg_notify('table_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER order_histories_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_histories FOR EACH STATEMENT EXECUTE FUNCTION note_table_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER orders_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION note_table_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER users_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION note_table_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER new_order_reads_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON new_order_reads FOR EACH STATEMENT EXECUTE FUNCTION note_table_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER notifications_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notifications FOR EACH STATEMENT EXECUTE FUNCTION note_table_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER products_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION note_table_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER brands_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands FOR EACH STATEMENT EXECUTE FUNCTION note_table_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER categories_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION note_table_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER product_images_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images FOR EACH STATEMENT EXECUTE FUNCTION note_table_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER files_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON files FOR EACH STATEMENT EXECUTE FUNCTION note_table_change();
--> statement-breakpoint
DROP FUNCTION bump_table_version();
