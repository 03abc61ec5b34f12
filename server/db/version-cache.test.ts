import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '../../tests/helpers/fresh-database';
import { openDatabase, type Database } from './client';
import { brands } from './schema/brands';
import { notifications } from './schema/notifications';
import { rowsOf } from './rows';
import {
  createVersionCache,
  pruneTableChanges,
  unsettledMark,
  watchedTables,
  type WatchedTable,
} from './version-cache';

let fresh: FreshDatabase;
let database: Database;
beforeAll(async () => {
  fresh = await freshDatabase();
  database = openDatabase(fresh.open);
  await database.migrate();
}, 60_000);
afterAll(async () => {
  await database.close();
  await fresh.drop();
});

// table_changes has no trigger of its own: appending to it directly changes a version without a notification.
const change = async (name: WatchedTable) =>
  String(
    rowsOf<{ seq: string }>(
      await database.db.execute(sql`insert into table_changes (table_name) values (${name}) returning seq`),
    )[0]!.seq,
  );
const addNotification = () =>
  database.db.insert(notifications).values({ type: 'new-order', title: 'Yangi buyurtma', body: '№1', entityId: 1 });

describe('version cache', () => {
  it('without a listener, reads the database every time', async () => {
    const versions = createVersionCache(database.db);
    const third = await change('brands');
    expect(await versions.read(['brands', 'product_images'])).toEqual([third, '0']);
    const fourth = await change('brands');
    expect(await versions.read(['brands'])).toEqual([fourth]);
  });

  it('while listening, keeps its copy until a notification or an invalidation drops it', async () => {
    const versions = createVersionCache(database.db, { maxAgeMs: 60_000 });
    await versions.listen(database.listen);
    try {
      const first = await change('categories');
      expect(await versions.read(['categories'])).toEqual([first]);
      const second = await change('categories');
      expect(await versions.read(['categories'])).toEqual([first]);
      versions.invalidate();
      expect(await versions.read(['categories'])).toEqual([second]);

      const [before] = await versions.read(['notifications']);
      await addNotification(); // the trigger appends a change and notifies
      await expect.poll(async () => (await versions.read(['notifications']))[0], { timeout: 5_000 }).not.toBe(before);
    } finally {
      await versions.stop();
    }
  });

  it('reads the database again once the listening connection is lost', async () => {
    let lose = () => {};
    const versions = createVersionCache(database.db, { maxAgeMs: 60_000 });
    await versions.listen(async (_channel, _onNotify, onEnd) => {
      lose = onEnd!;
      return async () => {};
    });
    const first = await change('files');
    expect(await versions.read(['files'])).toEqual([first]);
    lose();
    const second = await change('files');
    expect(await versions.read(['files'])).toEqual([second]);
    const third = await change('files');
    expect(await versions.read(['files'])).toEqual([third]);
  });

  // Sequence values are committed out of order: a writer holding a smaller one may commit after a
  // larger one is visible, leaving max(seq) as it was. A read during that window must not give a
  // version that a read after the commit gives again (a poll would get a stale 304).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'gives a one-off version while a writer that took an earlier number is still in progress',
    async () => {
      const versions = createVersionCache(database.db);
      const slow = new pg.Client({ connectionString: fresh.url });
      await slow.connect();
      try {
        await slow.query('begin');
        await slow.query(`insert into brands (name) values ('Sekin')`); // takes a number, not yet committed
        await database.db.insert(brands).values({ name: 'Tez' }); // a larger number, committed
        const [during] = await versions.read(['brands']);
        const [again] = await versions.read(['brands']);
        expect(during).toContain(unsettledMark);
        expect(again).not.toBe(during);
        await slow.query('commit');
        const [after] = await versions.read(['brands']);
        expect(after).not.toContain(unsettledMark);
        expect(after).not.toBe(during);
        expect(await versions.read(['brands'])).toEqual([after]);
      } finally {
        await slow.end();
      }
    },
  );

  // A writer in another database of the same server (made from the same template, so its tables have the
  // same OIDs) holds no lock on this one's tables: it once made them look busy, and this test file's caching
  // test failed whenever another test wrote to categories at the same moment.
  it.skipIf(!process.env.TEST_DATABASE_URL)('is not unsettled by a writer in another database', async () => {
    const other = await freshDatabase();
    const writer = new pg.Client({ connectionString: other.url });
    await writer.connect();
    try {
      await writer.query('begin');
      await writer.query(`insert into brands (name) values ('Boshqa bazada')`);
      const [read] = await createVersionCache(database.db).read(['brands']);
      expect(read).not.toContain(unsettledMark);
      await writer.query('rollback');
    } finally {
      await writer.end();
      await other.drop();
    }
  });

  it('prunes the log down to the last change of each table, keeping every version', async () => {
    const versions = createVersionCache(database.db);
    await change('orders');
    await change('orders');
    const before = await versions.read([...watchedTables]);
    await pruneTableChanges(database.db);
    expect(await versions.read([...watchedTables])).toEqual(before);
    const left = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from table_changes where table_name = 'orders'`),
    );
    expect(left[0]!.n).toBe(1);
  });
});
