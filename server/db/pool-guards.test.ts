import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '../../tests/helpers/fresh-database';
import { openDatabase, type Database } from './client';
import { rowsOf } from './rows';

let fresh: FreshDatabase;
let database: Database;
beforeAll(async () => {
  fresh = await freshDatabase();
  database = openDatabase({ databaseUrl: fresh.url });
}, 60_000);
afterAll(async () => {
  await database.close();
  await fresh.drop();
});

// On PostgreSQL a transaction takes a connection from a pool of 10. A BEGIN that fails (here made to
// fail by a bad access mode, under chaos by the database restarting) used to keep its connection.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the pool on PostgreSQL', () => {
  it('asks for no JIT compilation (it cost more than the short statements it compiled)', async () => {
    const answer = await database.db.execute(sql`select current_setting('jit') as jit`);
    expect(rowsOf<{ jit: string }>(answer)).toEqual([{ jit: 'off' }]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the pool under a database restart', () => {
  it('gets back the connection of a failed BEGIN', async () => {
    for (let i = 0; i < 12; i++) {
      await expect(database.db.transaction(async () => {}, { accessMode: 'no such mode' as never })).rejects.toThrow();
    }
    const answer = await database.db.execute(sql`select 1 as one`);
    expect((answer as unknown as { rows: { one: number }[] }).rows).toEqual([{ one: 1 }]);
  }, 20_000);

  // Lost between two statements of a transaction, a connection emitted an 'error' nobody listened to,
  // and the process crashed.
  it('survives a connection lost in the middle of a transaction', async () => {
    let pid = 0;
    const failed = database.db.transaction(async (tx) => {
      pid = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0]!.pid;
      await new Promise((resolve) => setTimeout(resolve, 500));
      await tx.execute(sql`select 1`);
    });
    await expect.poll(() => pid).not.toBe(0);
    const killer = openDatabase({ databaseUrl: fresh.url });
    try {
      await killer.db.execute(sql`select pg_terminate_backend(${pid})`);
    } finally {
      await killer.close();
    }
    await expect(failed).rejects.toThrow();
    expect(rowsOf(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });
});
