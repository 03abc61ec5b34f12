import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { addFile, expectAdminOnly, expectRefused } from '../../tests/helpers/catalogue-data';
import { banners } from '../db/schema/banners';

let t: TestApp;
let p: People;
let imageId: number;
let productId: number;
let valid: { title: string; imageId: number };
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  imageId = (await addFile(t)).id;
  productId = (await addProduct(t)).id;
  valid = { title: 'Yozgi chegirmalar', imageId };
}, 60_000);
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown, token = p.admin.token) =>
  t.call(method, `/api/banner${path}`, { token, body });
const create = async (body: object = {}) => (await json(await call('POST', '', { ...valid, ...body }))).data;

describe('POST /api/banner', () => {
  it('creates with defaults and the image embedded', async () => {
    const res = await call('POST', '', {
      ...valid,
      link: 'https://yetkaz.uz/aksiya',
      productId,
      position: 2,
      isActive: false,
      startsAt: '2026-06-01',
      endsAt: '2026-06-01',
    });
    expect(res.status).toBe(201);
    const { data } = await json(res);
    expect(data).toMatchObject({
      title: valid.title,
      imageId,
      link: 'https://yetkaz.uz/aksiya',
      productId,
      position: 2,
      isActive: false,
      startsAt: '2026-06-01',
      endsAt: '2026-06-01',
    });
    expect(data.image).toEqual({ id: imageId, url: expect.stringMatching(/^\/uploads\//) });
    expect(await create()).toMatchObject({
      link: null,
      productId: null,
      position: 0,
      isActive: true,
      startsAt: null,
      endsAt: null,
    });
  });

  it('refuses every bad field with 400 naming it, and writes nothing', async () => {
    await expectRefused(
      t,
      [banners],
      [
        { body: { imageId }, path: 'title' },
        { body: { ...valid, title: '' }, path: 'title' },
        { body: { ...valid, title: 'x'.repeat(121) }, path: 'title' },
        { body: { title: 'a' }, path: 'imageId' },
        { body: { ...valid, imageId: 999_999 }, path: 'imageId' },
        { body: { ...valid, imageId: null }, path: 'imageId' },
        { body: { ...valid, link: 'yetkaz.uz' }, path: 'link' },
        { body: { ...valid, link: 'ftp://yetkaz.uz/a' }, path: 'link' },
        { body: { ...valid, link: 'javascript:alert(1)' }, path: 'link' },
        { body: { ...valid, productId: 999_999 }, path: 'productId' },
        { body: { ...valid, productId: -1 }, path: 'productId' },
        { body: { ...valid, position: -1 }, path: 'position' },
        { body: { ...valid, position: 1.5 }, path: 'position' },
        { body: { ...valid, isActive: 'true' }, path: 'isActive' },
        { body: { ...valid, startsAt: '2026-02-30' }, path: 'startsAt' },
        { body: { ...valid, endsAt: '01.06.2026' }, path: 'endsAt' },
        { body: { ...valid, startsAt: '2026-06-02', endsAt: '2026-06-01' }, path: 'endsAt' },
        { body: { ...valid, image: { id: imageId } }, path: 'image' },
      ],
      (body) => call('POST', '', body),
    );
  });
});

describe('PATCH /api/banner/:id', () => {
  it('changes what is sent; null clears', async () => {
    const banner = await create({ link: 'https://yetkaz.uz', startsAt: '2026-06-01' });
    const { data } = await json(
      await call('PATCH', `/${banner.id}`, { title: 'Yangi', link: null, endsAt: '2026-06-30' }),
    );
    expect(data).toMatchObject({ title: 'Yangi', link: null, startsAt: '2026-06-01', endsAt: '2026-06-30', imageId });
  });

  it('checks the dates against the stored ones, and changes nothing on failure', async () => {
    const banner = await create({ startsAt: '2026-06-10', endsAt: '2026-06-20' });
    await expectRefused(
      t,
      [],
      [
        { body: { endsAt: '2026-06-01' }, path: 'endsAt' },
        { body: { startsAt: '2026-06-21' }, path: 'endsAt' },
        { body: { title: '' }, path: 'title' },
        { body: { imageId: 999_999 }, path: 'imageId' },
        { body: { productId: 999_999, title: 'Boshqa' }, path: 'productId' },
        { body: { position: 3, colour: 'red' }, path: 'colour' },
      ],
      (body) => call('PATCH', `/${banner.id}`, body),
    );
    expect((await json(await call('GET', `/${banner.id}`))).data).toEqual(banner);
    expect((await call('PATCH', '/999999', { title: 'x' })).status).toBe(404);
  });
});

describe('GET and DELETE /api/banner', () => {
  it('lists by position or creation, filters isActive, searches the title', async () => {
    await t.db.delete(banners);
    const a = await create({ title: 'Birinchi', position: 2 });
    const b = await create({ title: 'Ikkinchi', position: 1, isActive: false });
    const c = await create({ title: 'Uchinchi', position: 3 });
    const ids = async (query: string) => (await json(await call('GET', query))).data.map((x: { id: number }) => x.id);
    expect(await ids('?sort=position&order=asc')).toEqual([b.id, a.id, c.id]);
    expect(await ids('')).toEqual([c.id, b.id, a.id]);
    expect(await ids('?isActive=true&sort=position&order=asc')).toEqual([a.id, c.id]);
    expect(await ids('?search=ikki')).toEqual([b.id]);
    const list = await json(await call('GET', '?limit=1'));
    expect(list.meta).toEqual({ page: 1, limit: 1, total: 3, totalPages: 3 });
    expect(list.data[0].image).toEqual({ id: imageId, url: expect.any(String) });
    for (const bad of ['?sort=title', '?isActive=1', '?x=1']) expect((await call('GET', bad)).status, bad).toBe(400);
  });

  it('gets one and deletes it; 404 afterwards', async () => {
    const banner = await create();
    expect((await json(await call('GET', `/${banner.id}`))).data).toEqual(banner);
    expect(await json(await call('DELETE', `/${banner.id}`))).toEqual({ data: { id: banner.id } });
    expect((await call('GET', `/${banner.id}`)).status).toBe(404);
    expect((await call('DELETE', `/${banner.id}`)).status).toBe(404);
  });
});

describe('roles', () => {
  it('admin and superadmin only, on every route', async () => {
    const banner = await create();
    const routes: [string, string, unknown?][] = [
      ['GET', ''],
      ['GET', `/${banner.id}`],
      ['POST', '', valid],
      ['PATCH', `/${banner.id}`, { position: 4 }],
      ['DELETE', `/${(await create()).id}`],
    ];
    for (const [method, path, body] of routes) {
      await expectAdminOnly(p, (token) => t.call(method, `/api/banner${path}`, { token, body }), `${method} ${path}`);
    }
  });
});
