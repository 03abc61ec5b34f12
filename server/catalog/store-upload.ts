import { randomUUID } from 'node:crypto';
import type { UploadedFile } from '../../src/contract/file';
import { maxUploadBytes } from '../../src/contract/schemas/file';
import type { Db } from '../db/client';
import { files } from '../db/schema/files';
import { httpError } from '../http/errors';
import type { ObjectStore } from '../storage/object-store';
import { sniffImage } from './image-type';

const maxNameLength = 200;

/**
 * Checks the size and the content, stores the bytes under a random key, then records the `files`
 * row. A failed insert leaves an object nobody points at, which is harmless (the key is random).
 */
export async function storeUpload(db: Db, store: ObjectStore, file: File): Promise<UploadedFile> {
  if (file.size > maxUploadBytes) throw httpError(413, 'Fayl hajmi 5 MB dan oshmasligi kerak');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes.subarray(0, 16));
  if (!type) throw httpError(415, 'Faqat PNG, JPEG yoki WebP rasm yuklash mumkin');
  const storageKey = `${randomUUID()}.${type.extension}`;
  await store.put(storageKey, bytes, type.mime);
  const [row] = await db
    .insert(files)
    .values({ name: file.name.slice(0, maxNameLength) || storageKey, mime: type.mime, size: bytes.length, storageKey, url: `/uploads/${storageKey}` })
    .returning();
  return { id: row!.id, url: row!.url, name: row!.name, mime: row!.mime, size: row!.size };
}
