import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '../../tests/helpers/fresh-database';
import { openDatabase, type Database } from './client';
import { notifications } from './schema/notifications';
import { createVersionCache } from './version-cache';

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

// table_versions has no trigger of its own: writing it directly changes a version without a notification.
const setVersion = (name: string, version: number) =>
  database.db.execute(
    sql`insert into table_versions (name, version) values (${name}, ${version}) on conflict (name) do update set version = ${version}`,
  );
const addNotification = () =>
  database.db.insert(notifications).values({ type: 'new-order', title: 'Yangi buyurtma', body: '№1', entityId: 1 });

describe('version cache', () => {
  it('without a listener, reads the database every time', async () => {
    const versions = createVersionCache(database.db);
    await setVersion('unlistened', 3);
    expect(await versions.read(['unlistened', 'never-written'])).toEqual([3, 0]);
    await setVersion('unlistened', 4);
    expect(await versions.read(['unlistened'])).toEqual([4]);
  });

  it('while listening, keeps its copy until a notification or an invalidation drops it', async () => {
    const versions = createVersionCache(database.db, { maxAgeMs: 60_000 });
    await versions.listen(database.listen);
    try {
      await setVersion('kept', 1);
      expect(await versions.read(['kept'])).toEqual([1]);
      await setVersion('kept', 2);
      expect(await versions.read(['kept'])).toEqual([1]);
      versions.invalidate();
      expect(await versions.read(['kept'])).toEqual([2]);

      const [before] = await versions.read(['notifications']);
      await addNotification(); // the trigger raises the version and notifies
      await expect.poll(async () => (await versions.read(['notifications']))[0], { timeout: 5_000 }).toBe(before! + 1);
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
    await setVersion('lost', 1);
    expect(await versions.read(['lost'])).toEqual([1]);
    lose();
    await setVersion('lost', 2);
    expect(await versions.read(['lost'])).toEqual([2]);
    await setVersion('lost', 3);
    expect(await versions.read(['lost'])).toEqual([3]);
  });
});
