import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createMiddleware } from 'hono/factory';
import sharp from 'sharp';
import { thumbnailWidths } from '../../src/contract/schemas/file';
import { uploadsDir, type Config } from '../config';

const storedName = /^[\w-]+\.(png|jpe?g|webp)$/;
// Far below sharp's default, which would let one upload decode a 16k × 16k canvas.
const maxInputPixels = 40_000_000;

async function makeThumbnail(source: string, target: string, width: number) {
  await mkdir(resolve(target, '..'), { recursive: true });
  // A unique temporary name, then a rename: a concurrent request never reads half a file.
  const partial = `${target}.${randomUUID()}.tmp`;
  try {
    await sharp(source, { limitInputPixels: maxInputPixels }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toFile(partial);
    await rename(partial, target);
  } catch (error) {
    await unlink(partial).catch(() => {});
    throw error;
  }
}

/**
 * `/uploads/<name>?w=96`: a WebP thumbnail of an upload, made once and kept on disk under
 * `<dataDir>/thumbnails`. Without `w`, with a width not in `thumbnailWidths`, or for a file that
 * cannot be decoded, the static route serves the original.
 */
export const uploadThumbnails = (config: Config) =>
  createMiddleware(async (c, next) => {
    const width = Number(c.req.query('w'));
    const name = c.req.param('name') ?? '';
    if (!thumbnailWidths.includes(width as never) || !storedName.test(name)) return next();
    const source = join(uploadsDir(config), name);
    if (!existsSync(source)) return next();
    const target = join(config.dataDir, 'thumbnails', `w${width}`, `${name}.webp`);
    try {
      if (!existsSync(target)) await makeThumbnail(source, target, width);
    } catch {
      return next();
    }
    return c.body(await readFile(target), 200, { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000, immutable' });
  });
