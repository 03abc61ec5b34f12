-- Also tells every listening instance which table changed (NOTIFY is delivered at commit), so an
-- instance can keep table_versions in memory and answer polls without reading it
-- (server/db/version-cache.ts).
CREATE OR REPLACE FUNCTION bump_table_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO table_versions (name, version) VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT (name) DO UPDATE SET version = table_versions.version + 1;
  PERFORM pg_notify('table_versions', TG_TABLE_NAME);
  RETURN NULL;
END $$;
