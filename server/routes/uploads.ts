import { Hono } from 'hono';
import { thumbnailWidths } from '../../src/contract/schemas/file';
import { storedThumbnail } from '../catalog/thumbnail';
import type { AppEnv } from '../http/env';
import { httpError } from '../http/errors';
import type { StoredObject } from '../storage/object-store';

const storedName = /^[\w-]+\.(png|jpe?g|webp)$/;
const immutable = 'public, max-age=31536000, immutable';

const send = (object: StoredObject) =>
  new Response(object.body, {
    headers: { 'Content-Type': object.contentType, 'Content-Length': String(object.size), 'Cache-Control': immutable },
  });

/**
 * `/uploads/<name>`: an uploaded file from the object store, every instance sees the same.
 * `?w=96` (a width of `thumbnailWidths`): a WebP thumbnail, made once and stored beside it; the
 * original when none can be made (not decodable, over the pixel limit); 503 while too many wait.
 */
export const uploadRoutes = new Hono<AppEnv>().get('/:name', async (c) => {
  const name = c.req.param('name');
  if (!storedName.test(name)) throw httpError(404);
  const width = Number(c.req.query('w'));
  const store = c.var.store;
  const object =
    (thumbnailWidths.includes(width as never) && (await storedThumbnail(store, name, width))) ||
    (await store.get(name));
  if (!object) throw httpError(404);
  return send(object);
});
