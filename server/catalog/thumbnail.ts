import { httpError } from '../http/errors';
import { readAll, type ObjectStore, type StoredObject } from '../storage/object-store';
import { loadSharp } from './load-sharp';
import { createTurns } from './turns';

/** Far below sharp's default (268 MP): a 25 MP image decodes to at most 100 MB of RGBA. */
export const maxInputPixels = 25_000_000;
/** Requests that may wait for their turn; past that, 503 with `Retry-After` rather than a growing queue. */
export const maxWaitingThumbnails = 32;

/**
 * Thumbnails are made one at a time, so memory stays bounded; a waiting request holds no image
 * bytes (the original is read in its turn), and there are at most `maxWaitingThumbnails` of them.
 */
export const thumbnailTurns = createTurns(1, maxWaitingThumbnails, () =>
  httpError(503, 'Rasmlar tayyorlanmoqda: birozdan keyin qayta urinib koʻring', { headers: { 'Retry-After': '1' } }),
);

/** A WebP `width` pixels wide at most; throws for what sharp cannot decode or what is too large. */
const makeThumbnail = async (source: Uint8Array, width: number): Promise<Buffer> =>
  (await loadSharp())(source, { limitInputPixels: maxInputPixels })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();

/**
 * The stored thumbnail of the upload `name`, made and stored first (in its turn) if need be;
 * `null` when there is no such upload or it cannot be made (not decodable, over the pixel limit).
 */
export async function storedThumbnail(store: ObjectStore, name: string, width: number): Promise<StoredObject | null> {
  const key = `thumbnails/w${width}/${name}.webp`;
  const stored = await store.get(key);
  if (stored) return stored;
  if (!(await store.has(name))) return null;
  const made = await thumbnailTurns.run(async () => {
    if (await store.has(key)) return true; // made by a request that waited before this one
    const original = await store.get(name);
    if (!original) return false;
    let thumbnail: Buffer;
    try {
      thumbnail = await makeThumbnail(await readAll(original), width);
    } catch {
      return false;
    }
    await store.put(key, thumbnail, 'image/webp');
    return true;
  });
  return made ? store.get(key) : null;
}
