import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePeople, type People } from '../../tests/helpers/order-data';
import { startLocalS3, type LocalS3 } from '../../tests/helpers/s3-server';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { encodePng } from '../db/seed/png';
import { storedObjects } from '../db/schema/stored-objects';
import { readAll } from './object-store';
import { s3Store } from './s3-store';

let s3: LocalS3;
let t: TestApp;
let p: People;
beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp({ s3: s3.config });
  p = await makePeople(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

describe('uploads in an S3-compatible bucket (S3_* set)', () => {
  it('stores the upload and its thumbnails in the bucket, none in the database, and serves them', async () => {
    const png = encodePng(300, 200, (x, y) => [x % 256, y % 256, 90]);
    const form = new FormData();
    form.append('file', new File([png], 'suv.png', { type: 'image/png' }));
    const uploaded = await t.app.request('/api/file', {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${p.admin.token}` },
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await json(uploaded)).data;
    const key = url.slice('/uploads/'.length);

    const bucket = s3Store(s3.config);
    const stored = await bucket.get(key);
    expect(stored?.contentType).toBe('image/png');
    expect(Buffer.from(await readAll(stored!)).equals(png)).toBe(true);

    const served = await t.app.request(url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const thumb = await t.app.request(`${url}?w=96`);
    expect(thumb.headers.get('Content-Type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(96);
    expect(await bucket.has(`thumbnails/w96/${key}.webp`)).toBe(true);

    expect(await t.db.$count(storedObjects)).toBe(0);
    expect((await t.app.request('/uploads/missing.png')).status).toBe(404);
    expect(await bucket.get('missing.png')).toBeNull();
  });
});
