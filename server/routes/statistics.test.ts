import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrder, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { addDays, tashkentDate } from '../db/seed/time';

let t: TestApp;
let p: People;
const at = (iso: string) => new Date(iso);
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  const placed = [
    // 2026-03-01 in Tashkent starts at 2026-02-28T19:00Z.
    ['2026-02-28T18:59:59Z', 'delivered', 10_000], // still 2026-02-28
    ['2026-02-28T19:00:00Z', 'delivered', 20_000],
    ['2026-03-01T12:00:00Z', 'rejected', 30_000],
    ['2026-03-01T18:59:59Z', 'pending', 40_000],
    ['2026-03-03T10:00:00Z', 'delivered', 50_000],
    ['2026-03-09T10:00:00Z', 'courier', 60_000],
    ['2026-04-02T10:00:00Z', 'delivered', 70_000],
  ] as const;
  for (const [createdAt, status, total] of placed)
    await addOrder(t, p.customer.user, { createdAt: at(createdAt), status, total });
}, 60_000);
afterAll(() => t.close());

const chart = async (query: string, token = p.admin.token) => {
  const res = await t.call('GET', `/api/statistics/chart${query}`, { token });
  expect(res.status).toBe(200);
  return (await json(res)).data;
};

describe('GET /api/statistics/chart', () => {
  it('has every day, empty ones 0, split at Tashkent midnight; revenue counts delivered orders', async () => {
    expect(await chart('?dateFrom=2026-02-28&dateTo=2026-03-04')).toEqual({
      labels: ['2026-02-28', '2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'],
      orders: [1, 3, 0, 1, 0],
      delivered: [1, 1, 0, 1, 0],
      rejected: [0, 1, 0, 0, 0],
      revenue: [10_000, 20_000, 0, 50_000, 0],
    });
  });

  it('groups by ISO week (from Monday) and by month, labelled by the first day', async () => {
    const weeks = await chart('?dateFrom=2026-03-01&dateTo=2026-03-15&groupBy=week');
    expect(weeks.labels).toEqual(['2026-02-23', '2026-03-02', '2026-03-09']);
    expect(weeks.orders).toEqual([3, 1, 1]);
    const months = await chart('?dateFrom=2026-02-01&dateTo=2026-05-31&groupBy=month');
    expect(months).toEqual({
      labels: ['2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01'],
      orders: [1, 5, 1, 0],
      delivered: [1, 2, 1, 0],
      rejected: [0, 1, 0, 0],
      revenue: [10_000, 70_000, 70_000, 0],
    });
  });

  it('matches a direct count of the orders table', async () => {
    const { orders, revenue } = await chart('?dateFrom=2026-01-01&dateTo=2026-12-31&groupBy=month');
    const result = await t.db.execute(sql`
      select count(*)::int as n, coalesce(sum(total) filter (where status = 'delivered'), 0)::int as revenue
      from order_histories where created_at >= '2025-12-31T19:00:00Z' and created_at < '2026-12-31T19:00:00Z'`);
    const [row] = (result as unknown as { rows: { n: number; revenue: number }[] }).rows;
    expect(orders.reduce((a: number, b: number) => a + b, 0)).toBe(row!.n);
    expect(revenue.reduce((a: number, b: number) => a + b, 0)).toBe(row!.revenue);
  });

  it('defaults to the last 30 days by day, and allows 366 days at most', async () => {
    const today = tashkentDate(new Date());
    const { labels } = await chart('');
    expect(labels).toHaveLength(30);
    expect(labels.at(-1)).toBe(today);
    expect((await chart(`?dateTo=2026-03-30`)).labels[0]).toBe('2026-03-01');
    expect((await chart('?dateFrom=2025-03-01&dateTo=2026-03-01')).labels).toHaveLength(366);
  });

  it('answers 400 with a path for bad queries', async () => {
    const bad = [
      ['?dateFrom=2025-02-28&dateTo=2026-03-01', 'dateFrom'],
      ['?dateFrom=2026-03-02&dateTo=2026-03-01', 'dateTo'],
      ['?groupBy=year', 'groupBy'],
      ['?dateFrom=2026-02-30', 'dateFrom'],
      ['?page=1', 'page'],
      [`?dateFrom=${addDays(tashkentDate(new Date()), 1)}`, 'dateTo'],
    ];
    for (const [query, path] of bad) {
      const res = await t.call('GET', `/api/statistics/chart${query}`, { token: p.admin.token });
      expect(res.status, query).toBe(400);
      expect((await json(res)).meta.errors[0].path, query).toBe(path);
    }
  });

  it('is for admins only', async () => {
    expect((await t.call('GET', '/api/statistics/chart', { token: p.superadmin.token })).status).toBe(200);
    expect((await t.call('GET', '/api/statistics/chart', { token: p.courier.token })).status).toBe(403);
    expect((await t.call('GET', '/api/statistics/chart', { token: p.customer.token })).status).toBe(403);
    expect((await t.call('GET', '/api/statistics/chart')).status).toBe(401);
  });
});
