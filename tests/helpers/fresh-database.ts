import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshDatabase {
  /** `undefined`: in-memory PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}

async function asAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * With `TEST_DATABASE_URL` (an admin connection), a new PostgreSQL database per
 * test app, dropped afterwards; without it, in-memory PGlite.
 */
export async function freshDatabase(): Promise<FreshDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { url: undefined, drop: async () => {} };
  const name = `yetkaz_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      asAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}
