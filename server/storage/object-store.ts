import { join } from 'node:path';
import type { Config } from '../config';
import type { Db, DbKind } from '../db/client';
import { databaseStore } from './database-store';
import { fileStore } from './file-store';
import { s3Store } from './s3-store';

export interface StoredObject {
  contentType: string;
  size: number;
  body: ReadableStream<Uint8Array>;
}

/**
 * Where uploaded files and their thumbnails live: storage every server instance reads, never the
 * instance's own disk (DESIGN.md, rule 9). Keys are uploads' storage keys and `thumbnails/…`.
 */
export interface ObjectStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** `null` when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  has(key: string): Promise<boolean>;
}

/**
 * An S3-compatible bucket when `S3_BUCKET` is set, else PostgreSQL (shared by every instance), else,
 * on the embedded PGlite (one process), files in `DATA_DIR/objects` (file-store.ts).
 */
export function createObjectStore(db: Db, dbKind: DbKind, config: Pick<Config, 's3' | 'dataDir'>): ObjectStore {
  if (config.s3) return s3Store(config.s3);
  return dbKind === 'postgres' ? databaseStore(db) : fileStore(db, join(config.dataDir, 'objects'));
}

/** All of an object's bytes, for the few callers that need them at once (thumbnails of ≤ 5 MiB uploads). */
export async function readAll(object: StoredObject): Promise<Uint8Array> {
  return new Uint8Array(await new Response(object.body).arrayBuffer());
}
