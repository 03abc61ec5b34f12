import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { storedObjectChunks } from '../db/schema/stored-objects';
import { databaseStore } from './database-store';
import { readAll, type ObjectStore } from './object-store';

let t: TestApp;
let store: ObjectStore;
beforeAll(async () => {
  t = await createTestApp();
  store = databaseStore(t.db);
}, 60_000);
afterAll(() => t.close());

describe('the database object store', () => {
  it('keeps bytes in 256 KiB chunks and streams them back whole; a second put replaces the first', async () => {
    const big = randomBytes(600 * 1024);
    await store.put('a.png', big, 'image/png');
    expect(await t.db.$count(storedObjectChunks)).toBe(3);
    const got = await store.get('a.png');
    expect(got).toMatchObject({ contentType: 'image/png', size: big.length });
    expect(Buffer.from(await readAll(got!)).equals(big)).toBe(true);

    const small = randomBytes(10);
    await store.put('a.png', small, 'image/webp');
    expect(await t.db.$count(storedObjectChunks)).toBe(1);
    expect(Buffer.from(await readAll((await store.get('a.png'))!)).equals(small)).toBe(true);
    expect(await store.has('a.png')).toBe(true);
    expect(await store.has('b.png')).toBe(false);
    expect(await store.get('b.png')).toBeNull();
  });
});
