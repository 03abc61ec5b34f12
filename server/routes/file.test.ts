import { readdir, readlink } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { countRows, expectAdminOnly } from '../../tests/helpers/catalogue-data';
import { maxWaitingThumbnails, thumbnailTurns } from '../catalog/thumbnail';
import { encodePng } from '../db/seed/png';
import { files } from '../db/schema/files';
import { storedObjects } from '../db/schema/stored-objects';
import { databaseStore } from '../storage/database-store';

let t: TestApp;
let p: People;
let png: Buffer;
let jpeg: Buffer;
/** 6000 × 5000 = 30 MP, past the 25 MP limit, in a few kilobytes. */
let huge: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  png = encodePng(300, 200, (x, y) => [x % 256, y % 256, 128]);
  jpeg = await sharp(png).jpeg().toBuffer();
  huge = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#ffffff' } })
    .png({ palette: true, colours: 2 })
    .toBuffer();
}, 60_000);
afterAll(() => t.close());

const form = (parts: Record<string, Blob | string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(parts)) body.append(name, value);
  return body;
};
const uploadAs = async (token: string | undefined, body: FormData) =>
  t.app.request('/api/file', { method: 'POST', body, headers: token ? { Authorization: `Bearer ${token}` } : {} });
const upload = (body: FormData) => uploadAs(p.admin.token, body);
const file = (bytes: Uint8Array, name: string, type = 'image/png') => new File([bytes], name, { type });
/** An upload's answer, its body read: one left unread holds the file open until the garbage collector closes it. */
const served = async (url: string) => {
  const res = await t.app.request(url);
  await res.arrayBuffer();
  return res;
};
/** The files under `dir` this process holds open. */
const openFilesUnder = async (dir: string) => {
  const links = await Promise.all(
    (await readdir('/proc/self/fd')).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')),
  );
  return links.filter((link) => link.startsWith(dir));
};

describe('POST /api/file', () => {
  it('stores a PNG under a random name and answers its row', async () => {
    const res = await upload(form({ file: file(png, 'Suv rasmi.png') }));
    expect(res.status).toBe(201);
    const { data } = await json(res);
    expect(data).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/uploads\/[\w-]+\.png$/),
      name: 'Suv rasmi.png',
      mime: 'image/png',
      size: png.length,
    });
    expect(await t.db.$count(storedObjects, eq(storedObjects.key, data.url.slice('/uploads/'.length)))).toBe(1);
  });

  it('goes by the content: a JPEG named .png is stored as image/jpeg with .jpg', async () => {
    const { data } = await json(await upload(form({ file: file(jpeg, 'photo.png', 'image/png') })));
    expect(data).toMatchObject({ mime: 'image/jpeg', name: 'photo.png', size: jpeg.length });
    expect(data.url).toMatch(/\.jpg$/);
  });

  it('refuses what is not PNG, JPEG or WebP with 415, too big with 413, a bad form with 400; nothing is stored', async () => {
    const before = await countRows(t, files);
    const text = new TextEncoder().encode('salom, bu rasm emas');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await upload(form({ file: file(text, 'rasm.png') }))).status).toBe(415);
    expect((await upload(form({ file: file(svg, 'rasm.svg', 'image/svg+xml') }))).status).toBe(415);
    const huge = new Uint8Array(6 * 1024 * 1024);
    huge.set(png.subarray(0, 16));
    const res = await upload(form({ file: file(huge, 'katta.png') }));
    expect(res.status).toBe(413);
    expect((await json(res)).meta.message).toMatch(/5 MB|hajmi/);
    const justOver = new Uint8Array(5 * 1024 * 1024 + 1);
    justOver.set(png.subarray(0, 16));
    expect((await upload(form({ file: file(justOver, 'ozgina-katta.png') }))).status).toBe(413);
    const missing = await upload(form({ rasm: file(png, 'a.png') }));
    expect(missing.status).toBe(400);
    expect((await json(missing)).meta.errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['file', 'rasm']),
    );
    const notAFile = await upload(form({ file: 'matn' }));
    expect((await json(notAFile)).meta.errors.map((e: { path: string }) => e.path)).toEqual(['file']);
    const extra = await upload(form({ file: file(png, 'a.png'), colour: 'red' }));
    expect((await json(extra)).meta.errors.map((e: { path: string }) => e.path)).toEqual(['colour']);
    expect(await countRows(t, files)).toBe(before);
  });

  it('drops control characters from the name: a NUL is no 500 and leaves nothing behind', async () => {
    const before = { files: await countRows(t, files), objects: await countRows(t, storedObjects) };
    const res = await upload(form({ file: file(png, 'a\u0000b\u0007.png') }));
    expect(res.status).toBe(201);
    const { data } = await json(res);
    expect(data).toMatchObject({ name: 'ab.png', mime: 'image/png', size: png.length });
    expect({ files: await countRows(t, files), objects: await countRows(t, storedObjects) }).toEqual({
      files: before.files + 1,
      objects: before.objects + 1,
    });
    // Every stored upload has its row.
    const orphans = await t.db.execute(
      sql`select key from stored_objects where key not like 'thumbnails/%' and key not in (select storage_key from files)`,
    );
    expect((orphans as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('refuses an image past 25 megapixels with 400 on file, an undecodable one with 415; nothing is stored', async () => {
    const before = { files: await countRows(t, files), objects: await countRows(t, storedObjects) };
    expect(huge.length).toBeLessThan(64 * 1024);
    const res = await upload(form({ file: file(huge, 'katta.png') }));
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      data: null,
      meta: {
        status: 400,
        message: expect.any(String),
        errors: [{ path: 'file', message: expect.stringMatching(/25 megapiksel/) }],
      },
    });
    const broken = new Uint8Array(1024);
    broken.set(png.subarray(0, 16));
    expect((await upload(form({ file: file(broken, 'buzuq.png') }))).status).toBe(415);
    expect({ files: await countRows(t, files), objects: await countRows(t, storedObjects) }).toEqual(before);
    expect((await upload(form({ file: file(png, 'keyin.png') }))).status).toBe(201);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(p, (token) => uploadAs(token, form({ file: file(png, 'a.png') })), 'POST /api/file');
  });
});

describe('GET /uploads/<name>', () => {
  it('serves the upload with a long immutable cache and nosniff', async () => {
    const { data } = await json(await upload(form({ file: file(png, 'a.png') })));
    const res = await t.app.request(data.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('Cache-Control')).toMatch(/max-age=31536000.*immutable/);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });

  it('answers HEAD with the headers of GET, no body, and no file left open', async () => {
    const { data } = await json(await upload(form({ file: file(png, 'head.png') })));
    const res = await t.app.request(data.url, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('Content-Length')).toBe(String(png.length));
    expect(res.body).toBeNull();
    // Before the body was cancelled, the upload's file stayed open until the garbage collector closed it.
    expect(await openFilesUnder(t.config.dataDir)).toEqual([]);
  });

  it('serves WebP thumbnails at the listed widths, made once and kept', async () => {
    const { data } = await json(await upload(form({ file: file(jpeg, 'b.jpg') })));
    const res = await t.app.request(`${data.url}?w=96`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/webp');
    expect(res.headers.get('Cache-Control')).toMatch(/immutable/);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 96, height: 64 });
    const name = data.url.slice('/uploads/'.length);
    expect(await t.db.$count(storedObjects, eq(storedObjects.key, `thumbnails/w96/${name}.webp`))).toBe(1);
    expect((await served(`${data.url}?w=96`)).headers.get('Content-Type')).toBe('image/webp');
    // Never larger than the original; other widths get the original.
    expect(
      (await sharp(Buffer.from(await (await t.app.request(`${data.url}?w=640`)).arrayBuffer())).metadata()).width,
    ).toBe(300);
    expect((await served(`${data.url}?w=97`)).headers.get('Content-Type')).toBe('image/jpeg');
    expect((await t.app.request('/uploads/missing.png?w=96')).status).toBe(404);
  });

  it('serves the original, not a 5xx, when a stored image is past the pixel limit', async () => {
    // Stored before uploads were checked, or put in the bucket by hand.
    await databaseStore(t.db).put('huge-test.png', huge, 'image/png');
    const res = await t.app.request('/uploads/huge-test.png?w=96');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(huge)).toBe(true);
    expect(await t.db.$count(storedObjects, eq(storedObjects.key, 'thumbnails/w96/huge-test.png.webp'))).toBe(0);
    expect(thumbnailTurns.running).toBe(0);
    const { data } = await json(await upload(form({ file: file(png, 'keyin.png') })));
    expect((await served(`${data.url}?w=96`)).headers.get('Content-Type')).toBe('image/webp');
  });

  it('makes thumbnails one at a time: a request waits for its turn, holding no image', async () => {
    const { data } = await json(await upload(form({ file: file(jpeg, 'navbat.jpg') })));
    const name = data.url.slice('/uploads/'.length);
    let release!: () => void;
    const busy = thumbnailTurns.run(() => new Promise<void>((resolve) => (release = resolve)));
    const pending = t.app.request(`${data.url}?w=160`);
    await vi.waitFor(() => expect(thumbnailTurns.waiting).toBe(1));
    expect(await t.db.$count(storedObjects, eq(storedObjects.key, `thumbnails/w160/${name}.webp`))).toBe(0);
    release();
    await busy;
    const res = await pending;
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/webp');
    expect({ running: thumbnailTurns.running, waiting: thumbnailTurns.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it(`answers 503 with Retry-After when ${maxWaitingThumbnails} requests already wait, and makes it once the queue drains`, async () => {
    const { data } = await json(await upload(form({ file: file(png, 'band.png') })));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const busy = Array.from({ length: maxWaitingThumbnails + 1 }, () => thumbnailTurns.run(() => gate));
    expect(thumbnailTurns.waiting).toBe(maxWaitingThumbnails);
    const res = await t.app.request(`${data.url}?w=96`);
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('1');
    expect(await json(res)).toEqual({ data: null, meta: { status: 503, message: expect.stringMatching(/\S/) } });
    // The original itself is never queued.
    expect((await served(data.url)).status).toBe(200);
    release();
    await Promise.all(busy);
    expect((await served(`${data.url}?w=96`)).headers.get('Content-Type')).toBe('image/webp');
  });
});
