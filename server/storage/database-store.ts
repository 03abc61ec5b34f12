import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedObjectChunks, storedObjects } from '../db/schema/stored-objects';
import type { ObjectStore } from './object-store';

const chunkBytes = 256 * 1024;

// node-postgres sends a Buffer as bytea (a bare Uint8Array would go out as text); PGlite takes either.
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Objects as rows: one per object and its bytes in 256 KiB chunks, read back one chunk at a time. */
export function databaseStore(db: Db): ObjectStore {
  const chunk = async (key: string, seq: number) => {
    const [row] = await db
      .select({ bytes: storedObjectChunks.bytes })
      .from(storedObjectChunks)
      .where(and(eq(storedObjectChunks.key, key), eq(storedObjectChunks.seq, seq)));
    return row?.bytes;
  };

  return {
    async put(key, bytes, contentType) {
      await db.transaction(async (tx) => {
        await tx
          .insert(storedObjects)
          .values({ key, contentType, size: bytes.byteLength })
          .onConflictDoUpdate({ target: storedObjects.key, set: { contentType, size: bytes.byteLength } });
        await tx.delete(storedObjectChunks).where(eq(storedObjectChunks.key, key));
        const chunks = [];
        for (let seq = 0; seq * chunkBytes < bytes.byteLength || seq === 0; seq++) {
          chunks.push({ key, seq, bytes: asBuffer(bytes.subarray(seq * chunkBytes, (seq + 1) * chunkBytes)) });
        }
        for (const row of chunks) await tx.insert(storedObjectChunks).values(row);
      });
    },

    async get(key) {
      const [object] = await db.select().from(storedObjects).where(eq(storedObjects.key, key));
      if (!object) return null;
      let seq = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const bytes = await chunk(key, seq++);
          if (bytes?.byteLength) controller.enqueue(new Uint8Array(bytes));
          if (!bytes || seq * chunkBytes >= object.size) controller.close();
        },
      });
      return { contentType: object.contentType, size: object.size, body };
    },

    async has(key) {
      const rows = await db.select({ key: storedObjects.key }).from(storedObjects).where(eq(storedObjects.key, key));
      return rows.length > 0;
    },
  };
}
