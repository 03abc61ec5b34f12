import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idParams, listQuery, queryArray, queryBool, queryInt } from '../../src/contract/schemas/common';
import { json } from '../../tests/helpers/test-app';
import { handleError } from './on-error';
import { validate } from './validate';

const productsQuery = listQuery(['createdAt', 'price'], {
  unit: queryArray(z.enum(['dona', 'kg', 'litr'])).optional(),
  isActive: queryBool.optional(),
  priceFrom: queryInt().optional(),
});

const app = new Hono()
  .get('/items', validate('query', productsQuery), (c) => c.json({ data: c.req.valid('query') }))
  .get('/items/:id', validate('param', idParams), (c) => c.json({ data: c.req.valid('param').id }))
  .onError(handleError);

const errorPaths = async (res: Response) => (await json(res)).meta.errors.map((e: { path: string }) => e.path);

describe('listQuery through validate', () => {
  it('fills the defaults', async () => {
    const res = await app.request('/items');
    expect(await json(res)).toEqual({ data: { page: 1, limit: 20, order: 'desc' } });
  });

  it('reads repeated keys as arrays and converts numbers and booleans', async () => {
    const res = await app.request(
      '/items?page=3&limit=100&sort=price&order=asc&unit=kg&unit=litr&isActive=false&priceFrom=500&search=%20suv%20',
    );
    expect((await json(res)).data).toEqual({
      page: 3,
      limit: 100,
      sort: 'price',
      order: 'asc',
      unit: ['kg', 'litr'],
      isActive: false,
      priceFrom: 500,
      search: 'suv',
    });
    expect((await json(await app.request('/items?unit=kg'))).data.unit).toEqual(['kg']);
  });

  it('answers 400 with a path per field for bad values, unknown sort and unknown keys', async () => {
    const res = await app.request('/items?page=0&limit=101&sort=name&order=up&unit=ton&colour=red&page2=1');
    expect(res.status).toBe(400);
    expect(await errorPaths(res)).toEqual(['page', 'limit', 'sort', 'order', 'unit.0', 'colour', 'page2']);
  });

  it('refuses a repeated key where one value is expected', async () => {
    const res = await app.request('/items?page=1&page=2');
    expect(res.status).toBe(400);
    expect(await errorPaths(res)).toEqual(['page']);
  });
});

describe('idParams', () => {
  it('accepts positive integers up to 2³¹−1 only; anything else names nothing (404)', async () => {
    expect(await json(await app.request('/items/42'))).toEqual({ data: 42 });
    expect(await json(await app.request('/items/2147483647'))).toEqual({ data: 2147483647 });
    for (const id of ['0', '-1', '1.5', 'abc', '2147483648', '99999999999', '%00']) {
      expect((await app.request(`/items/${id}`)).status, id).toBe(404);
    }
  });
});
