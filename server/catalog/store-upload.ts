import { randomUUID } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadedFile } from '../../src/contract/file';
import { maxUploadBytes } from '../../src/contract/schemas/file';
import type { Db } from '../db/client';
import { files } from '../db/schema/files';
import { httpError } from '../http/errors';
import { sniffImage } from './image-type';

const maxNameLength = 200;

/** Checks the size and the content, writes the bytes under a random name, then records the `files` row. */
export async function storeUpload(db: Db, uploadsDir: string, file: File): Promise<UploadedFile> {
  if (file.size > maxUploadBytes) throw httpError(413, 'Fayl hajmi 5 MB dan oshmasligi kerak');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes.subarray(0, 16));
  if (!type) throw httpError(415, 'Faqat PNG, JPEG yoki WebP rasm yuklash mumkin');
  const storageKey = `${randomUUID()}.${type.extension}`;
  const path = join(uploadsDir, storageKey);
  await writeFile(path, bytes, { flag: 'wx' });
  try {
    const [row] = await db
      .insert(files)
      .values({ name: file.name.slice(0, maxNameLength) || storageKey, mime: type.mime, size: bytes.length, storageKey, url: `/uploads/${storageKey}` })
      .returning();
    return { id: row!.id, url: row!.url, name: row!.name, mime: row!.mime, size: row!.size };
  } catch (error) {
    await unlink(path).catch(() => {});
    throw error;
  }
}
