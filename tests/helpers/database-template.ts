import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { templateHash } from '../../server/db/pglite-template';

// The PostgreSQL side of the migrated template (the PGlite side is server/db/pglite-template.ts, which
// `npm start` uses too): a database migrated once, each test's made from it with `CREATE DATABASE … TEMPLATE`
// (tens of milliseconds).

export async function asAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const templates = new Map<string, Promise<string>>();
/** The name of a migrated PostgreSQL database on the server of `adminUrl`, made once per set of migrations. */
export function postgresTemplate(adminUrl: string): Promise<string> {
  let template = templates.get(adminUrl);
  if (!template) {
    template = makePostgresTemplate(adminUrl);
    templates.set(adminUrl, template);
  }
  return template;
}

/** Held while a template is made, so parallel test files wait for one another instead of racing. */
const templateLock = 7_340_001;

async function makePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `yetkaz_template_${await templateHash()}`;
  return asAdmin(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [templateLock]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      // Migrated under another name and renamed when complete: a crash midway leaves no half template.
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const database = openDatabase({ databaseUrl: databaseUrl(adminUrl, building) });
      await database.migrate();
      await database.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [templateLock]);
    }
  });
}
