-- `search_text` is kept by triggers instead of being a stored generated column: adding one of those rewrote
-- each table under an ACCESS EXCLUSIVE lock, every write stopped for seconds on a large database (decision 16).
-- Migration 0012 now adds a plain column; a database that ran its first version (generated columns) keeps its
-- values, and DROP EXPRESSION and DROP NOT NULL change only the catalogue. Rows written before these triggers
-- are filled, the CHECK constraints validated and the columns trigram-indexed after the migrations, in short
-- transactions of their own (db/backfill-search-text.ts, db/online-indexes.ts).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users', 'addresses', 'products'] LOOP
    IF EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = t::regclass AND attname = 'search_text' AND attgenerated = 's') THEN
      EXECUTE format('ALTER TABLE %I ALTER COLUMN search_text DROP EXPRESSION', t);
      EXECUTE format('ALTER TABLE %I ALTER COLUMN search_text DROP NOT NULL', t);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
-- The folded texts, as the generated columns had them, computed when a folded field changes, when the column is
-- written (the backfill sets it to null) and when a row the backfill has not reached yet is updated: the check
-- below holds every row written from now on.
CREATE FUNCTION users_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.search_text IS NULL OR NEW.search_text IS DISTINCT FROM OLD.search_text
    OR (NEW.full_name, NEW.phone, NEW.company_name) IS DISTINCT FROM (OLD.full_name, OLD.phone, OLD.company_name) THEN
    NEW.search_text := search_fold(NEW.full_name) || '|' || search_fold(NEW.phone) || coalesce('|' || search_fold(NEW.company_name), '');
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION addresses_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.search_text IS NULL OR NEW.search_text IS DISTINCT FROM OLD.search_text
    OR (NEW.region, NEW.district, NEW.street, NEW.landmark) IS DISTINCT FROM (OLD.region, OLD.district, OLD.street, OLD.landmark) THEN
    NEW.search_text := search_fold(NEW.region) || '|' || search_fold(NEW.district) || '|' || search_fold(NEW.street)
      || coalesce('|' || search_fold(NEW.landmark), '');
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION products_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.search_text IS NULL OR NEW.search_text IS DISTINCT FROM OLD.search_text
    OR NEW.name IS DISTINCT FROM OLD.name THEN
    NEW.search_text := search_fold(NEW.name);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_search_text BEFORE INSERT OR UPDATE ON users FOR EACH ROW EXECUTE FUNCTION users_search_text();
--> statement-breakpoint
CREATE TRIGGER addresses_search_text BEFORE INSERT OR UPDATE ON addresses FOR EACH ROW EXECUTE FUNCTION addresses_search_text();
--> statement-breakpoint
CREATE TRIGGER products_search_text BEFORE INSERT OR UPDATE ON products FOR EACH ROW EXECUTE FUNCTION products_search_text();
--> statement-breakpoint
-- NOT NULL again once the older rows are filled: NOT VALID checks only the rows written from now on.
ALTER TABLE users ADD CONSTRAINT users_search_text_filled CHECK (search_text IS NOT NULL) NOT VALID;
--> statement-breakpoint
ALTER TABLE addresses ADD CONSTRAINT addresses_search_text_filled CHECK (search_text IS NOT NULL) NOT VALID;
--> statement-breakpoint
ALTER TABLE products ADD CONSTRAINT products_search_text_filled CHECK (search_text IS NOT NULL) NOT VALID;
