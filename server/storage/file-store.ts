import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedObjectChunks, storedObjects } from '../db/schema/stored-objects';
import { databaseStore } from './database-store';
import type { ObjectStore } from './object-store';

/**
 * For the embedded database (PGlite): the bytes in files under `dir`, beside the database's own files,
 * and only the small `stored_objects` row in the database. PGlite runs every query on the server's one
 * thread, so bytes streamed through it stalled every other request (issue 19); there is only ever one
 * process on a PGlite directory, so this keeps DESIGN rule 9 (docs/decisions/0010-pglite-files-on-disk.md).
 * Objects stored in the database before are still read from there.
 */
export function fileStore(db: Db, dir: string): ObjectStore {
  const inDatabase = databaseStore(db);
  const root = resolve(dir);
  const pathOf = (key: string) => {
    const path = resolve(root, ...key.split('/'));
    if (!path.startsWith(root + sep)) throw new Error('an object key must stay inside the store');
    return path;
  };

  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written whole under another name, then renamed: a reader never sees half a file.
      const part = join(dirname(path), `.${randomUUID()}.part`);
      try {
        await writeFile(part, bytes);
        await rename(part, path);
      } finally {
        await rm(part, { force: true });
      }
      const size = bytes.byteLength;
      await db
        .insert(storedObjects)
        .values({ key, contentType, size })
        .onConflictDoUpdate({ target: storedObjects.key, set: { contentType, size } });
      await db.delete(storedObjectChunks).where(eq(storedObjectChunks.key, key));
    },

    async get(key) {
      const [object] = await db.select().from(storedObjects).where(eq(storedObjects.key, key));
      if (!object) return null;
      const file = await open(pathOf(key)).catch(() => null);
      if (!file) return inDatabase.get(key);
      const body = Readable.toWeb(file.createReadStream()) as ReadableStream<Uint8Array>;
      return { contentType: object.contentType, size: object.size, body };
    },

    has: (key) => inDatabase.has(key),
  };
}
