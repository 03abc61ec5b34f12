import { Hono } from 'hono';
import { thumbnailWidths } from '../../src/contract/schemas/file';
import { makeThumbnail } from '../catalog/thumbnail';
import type { AppEnv } from '../http/env';
import { httpError } from '../http/errors';
import { readAll, type ObjectStore, type StoredObject } from '../storage/object-store';

const storedName = /^[\w-]+\.(png|jpe?g|webp)$/;
const immutable = 'public, max-age=31536000, immutable';

const send = (object: StoredObject) =>
  new Response(object.body, {
    headers: { 'Content-Type': object.contentType, 'Content-Length': String(object.size), 'Cache-Control': immutable },
  });

/** The stored thumbnail of `name`, made and stored first if need be; `null` when it cannot be made. */
async function thumbnail(store: ObjectStore, name: string, width: number): Promise<StoredObject | null> {
  const key = `thumbnails/w${width}/${name}.webp`;
  const stored = await store.get(key);
  if (stored) return stored;
  const original = await store.get(name);
  if (!original) return null;
  try {
    await store.put(key, await makeThumbnail(await readAll(original), width), 'image/webp');
  } catch {
    return null; // not decodable, or over the pixel limit: the original is served instead
  }
  return store.get(key);
}

/**
 * `/uploads/<name>`: an uploaded file from the object store, every instance sees the same.
 * `?w=96` (a width of `thumbnailWidths`): a WebP thumbnail, made once and stored beside it.
 */
export const uploadRoutes = new Hono<AppEnv>().get('/:name', async (c) => {
  const name = c.req.param('name');
  if (!storedName.test(name)) throw httpError(404);
  const width = Number(c.req.query('w'));
  const store = c.var.store;
  const object = (thumbnailWidths.includes(width as never) && (await thumbnail(store, name, width))) || (await store.get(name));
  if (!object) throw httpError(404);
  return send(object);
});
