import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { storedObjectChunks, storedObjects } from '../db/schema/stored-objects';
import { databaseStore } from './database-store';
import { fileStore } from './file-store';
import { createObjectStore, readAll, type ObjectStore } from './object-store';

let t: TestApp;
let dir: string;
let store: ObjectStore;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(join(tmpdir(), 'yetkaz-objects-'));
  store = fileStore(t.db, dir);
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the file object store (PGlite)', () => {
  it('keeps the bytes in a file and only a small row in the database; a second put replaces the first', async () => {
    const big = randomBytes(5 * 1024 * 1024);
    await store.put('thumbnails/w96/a.png.webp', big, 'image/webp');
    expect(await t.db.$count(storedObjectChunks)).toBe(0);
    expect(await t.db.$count(storedObjects)).toBe(1);
    expect((await readFile(join(dir, 'thumbnails/w96/a.png.webp'))).equals(big)).toBe(true);
    const got = await store.get('thumbnails/w96/a.png.webp');
    expect(got).toMatchObject({ contentType: 'image/webp', size: big.length });
    expect(Buffer.from(await readAll(got!)).equals(big)).toBe(true);

    const small = randomBytes(10);
    await store.put('thumbnails/w96/a.png.webp', small, 'image/webp');
    expect(Buffer.from(await readAll((await store.get('thumbnails/w96/a.png.webp'))!)).equals(small)).toBe(true);
    expect(await readdir(join(dir, 'thumbnails/w96'))).toEqual(['a.png.webp']); // no part file left
    expect(await store.has('thumbnails/w96/a.png.webp')).toBe(true);
    expect(await store.has('b.png')).toBe(false);
    expect(await store.get('b.png')).toBeNull();
  });

  it('still serves an object stored in the database before', async () => {
    const bytes = randomBytes(300 * 1024);
    await databaseStore(t.db).put('before.png', bytes, 'image/png');
    expect(await store.has('before.png')).toBe(true);
    expect(Buffer.from(await readAll((await store.get('before.png'))!)).equals(bytes)).toBe(true);
  });

  it('refuses a key that would leave its directory', async () => {
    await expect(store.put('../escape.png', randomBytes(1), 'image/png')).rejects.toThrow();
    await expect(store.put('thumbnails/../../escape.png', randomBytes(1), 'image/png')).rejects.toThrow();
  });

  it('is what PGlite gets; PostgreSQL keeps the bytes in the database, shared by every instance', async () => {
    const config = { s3: undefined, dataDir: dir };
    await createObjectStore(t.db, 'pglite', config).put('pglite.png', randomBytes(10), 'image/png');
    expect(await readdir(join(dir, 'objects'))).toEqual(['pglite.png']);
    await createObjectStore(t.db, 'postgres', config).put('postgres.png', randomBytes(10), 'image/png');
    expect(await readdir(join(dir, 'objects'))).toEqual(['pglite.png']);
    expect(await t.db.$count(storedObjectChunks)).toBeGreaterThan(0);
  });
});
