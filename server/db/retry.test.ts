import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '../../tests/helpers/fresh-database';
import { openDatabase, type Database } from './client';
import { brands } from './schema/brands';

let fresh: FreshDatabase;
let database: Database;
beforeAll(async () => {
  fresh = await freshDatabase();
  database = openDatabase(fresh.open);
}, 60_000);
afterAll(async () => {
  await database.close();
  await fresh.drop();
});

const failure = (code: string) => Object.assign(new Error('Failed query: …'), { cause: { code } });

describe('transactions retried on 40001 and 40P01', () => {
  it('runs a transaction again after a deadlock or serialization failure, and only then', async () => {
    let runs = 0;
    const answer = await database.db.transaction(async (tx) => {
      runs++;
      await tx.execute(sql`select 1`);
      if (runs === 1) throw failure('40P01');
      if (runs === 2) throw failure('40001');
      return 'done';
    });
    expect([answer, runs]).toEqual(['done', 3]);

    runs = 0;
    await expect(
      database.db.transaction(async () => {
        runs++;
        throw failure('23505');
      }),
    ).rejects.toThrow();
    expect(runs).toBe(1);
  });

  it('gives up after a few tries', async () => {
    let runs = 0;
    await expect(
      database.db.transaction(async () => {
        runs++;
        throw failure('40P01');
      }),
    ).rejects.toThrow();
    expect(runs).toBe(4);
  });

  // Two transactions locking two rows in opposite orders: PostgreSQL kills one with 40P01, which then runs again.
  it.skipIf(!process.env.TEST_DATABASE_URL)('turns a real deadlock into a success', async () => {
    const [a, b] = await database.db
      .insert(brands)
      .values([{ name: 'A' }, { name: 'B' }])
      .returning();
    let bothLockedFirst!: () => void;
    const barrier = new Promise<void>((resolve) => (bothLockedFirst = resolve));
    let locked = 0;
    const crosswise = (first: number, second: number) =>
      database.db.transaction(async (tx) => {
        await tx.update(brands).set({ updatedAt: new Date() }).where(eq(brands.id, first));
        if (++locked === 2) bothLockedFirst();
        await Promise.race([barrier, new Promise((resolve) => setTimeout(resolve, 500))]);
        await tx.update(brands).set({ updatedAt: new Date() }).where(eq(brands.id, second));
      });
    await expect(Promise.all([crosswise(a!.id, b!.id), crosswise(b!.id, a!.id)])).resolves.toBeDefined();
  });
});
