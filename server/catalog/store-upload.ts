import { randomUUID } from 'node:crypto';
import type { UploadedFile } from '../../src/contract/file';
import { maxUploadBytes } from '../../src/contract/schemas/file';
import type { Db } from '../db/client';
import { files } from '../db/schema/files';
import { httpError } from '../http/errors';
import type { ObjectStore } from '../storage/object-store';
import { sniffImage } from './image-type';
import { loadSharp } from './load-sharp';
import { maxInputPixels } from './thumbnail';
import { createTurns } from './turns';

const maxNameLength = 200;

/**
 * Uploads read and checked at once; up to 64 more wait for their turn with their bodies still unread
 * (in the socket, not in memory), and past that 503 with `Retry-After`. Twenty 4.8 MB uploads at
 * once held about 15 MB each (the body, its copy, the decoder's) and took RSS from 300 to 680 MB.
 */
export const uploadTurns = createTurns(4, 64, () =>
  httpError(503, 'Fayllar yuklanmoqda: birozdan keyin qayta urinib koʻring', { headers: { 'Retry-After': '1' } }),
);
const notAnImage = () => httpError(415, 'Faqat PNG, JPEG yoki WebP rasm yuklash mumkin');

/** The name as shown to people: control characters (NUL above all: PostgreSQL text cannot hold it) dropped. */
const shownName = (name: string) => name.replace(/\p{Cc}/gu, '').slice(0, maxNameLength);

/** Width and height from the image's header alone; an image too large to make thumbnails of is refused. */
async function assertDecodable(bytes: Uint8Array): Promise<void> {
  const sharp = await loadSharp();
  const { width, height } = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw notAnImage();
    });
  if (width * height > maxInputPixels) {
    const message = `Rasm oʻlchami juda katta: koʻpi bilan ${maxInputPixels / 1_000_000} megapiksel boʻlishi mumkin`;
    throw httpError(400, undefined, { errors: [{ path: 'file', message }] });
  }
}

/**
 * Checks the size, the content and the dimensions, stores the bytes under a random key, then
 * records the `files` row with values that cannot fail the insert. Should the database fail
 * between the two, an object nobody points at is left, which is harmless (the key is random).
 */
export async function storeUpload(db: Db, store: ObjectStore, file: File): Promise<UploadedFile> {
  if (file.size > maxUploadBytes) throw httpError(413, 'Fayl hajmi 5 MB dan oshmasligi kerak');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes.subarray(0, 16));
  if (!type) throw notAnImage();
  await assertDecodable(bytes);
  const storageKey = `${randomUUID()}.${type.extension}`;
  const name = shownName(file.name) || storageKey;
  await store.put(storageKey, bytes, type.mime);
  const [row] = await db
    .insert(files)
    .values({ name, mime: type.mime, size: bytes.length, storageKey, url: `/uploads/${storageKey}` })
    .returning();
  return { id: row!.id, url: row!.url, name: row!.name, mime: row!.mime, size: row!.size };
}
