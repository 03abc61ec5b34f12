import { zValidator } from '@hono/zod-validator';
import type { SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { idParams } from '../../src/contract/schemas/common';
import {
  openOrderListQuery,
  orderHistoryBulkBody,
  orderHistoryCreateBody,
  orderHistoryDetailsQuery,
  orderHistoryExportQuery,
  orderHistoryListQuery,
  orderHistoryPatchBody,
  orderRouteBody,
  type OpenOrderListQuery,
} from '../../src/contract/schemas/order-history';
import { requireAuth, requireRole } from '../auth/require-auth';
import type { Db } from '../db/client';
import type { OrderHistoryJoined } from '../queries/order-history-select';
import { toOrderHistory } from '../dto/order-history';
import type { AuthEnv } from '../http/env';
import { httpError } from '../http/errors';
import { pollCache, type RowsFingerprint } from '../http/poll-cache';
import { validate } from '../http/validate';
import { exportResponse } from '../export/export-response';
import { bulkChange } from '../orders/bulk-change';
import { changeOrder } from '../orders/change-order';
import { placeOrder } from '../orders/place-order';
import { setRoute } from '../orders/route';
import { isTakeable } from '../orders/transitions';
import { orderCard, orderCardFromCustomerTotals, orderCardFromDayTotals } from '../queries/order-history-card';
import { customerTotalsConditions } from '../queries/customer-order-totals';
import { dayTotalsConditions } from '../queries/order-day-totals';
import { countFromDayTotals } from '../queries/order-count';
import { orderConditions } from '../queries/order-history-filters';
import { listOrderHistories, orderPageFingerprint } from '../queries/order-history-list';
import { orderHistoryDetails } from '../queries/order-history-detail';
import { readRun, runFingerprint } from '../queries/order-run';
import { findOrderHistories, findOrderHistory } from '../queries/order-history-select';
import { assertCashLimit } from '../shifts/cash-limit';

const staff = requireRole('admin', 'courier');
/** A courier reads their own orders and the ones they may take; an admin reads every order. */
const mayRead = (user: AuthEnv['Variables']['user'], row: OrderHistoryJoined) =>
  user.role !== 'courier' || row.order.courierId === user.id || isTakeable(row.order);
const listQuery = validate('query', orderHistoryListQuery);
const notFound = () => httpError(404, 'Buyurtma topilmadi');
/** API.md: a malformed or too large id in a path is 404, as an unknown one is. */
const orderIdInPath = zValidator('param', idParams, (result) => {
  if (!result.success) throw notFound();
});
// The lists read orders and their customers' and couriers' names and phones.
const ordersPoll = pollCache(['order_histories', 'users']);
const openListQuery = validate('query', openOrderListQuery);
type ValidatedOpenQuery = Context<AuthEnv, string, { out: { query: OpenOrderListQuery } }>;
/** One courier's run (their own, or an admin's delivery list) comes in its route's order. */
const isRun = (q: OpenOrderListQuery) => q.mine === true || q.courierId !== undefined;
const openQuery = (c: Context<AuthEnv>) => (c as unknown as ValidatedOpenQuery).req.valid('query');
// A courier's open list and card are polled all day: their tag is made from just what the answer shows
// (a page of the orders the courier sees; the card's figures), not from every order changed anywhere.
const openPoll = (
  fingerprint: (db: Db, where: SQL | undefined, q: OpenOrderListQuery) => Promise<string>,
  inAnswer?: RowsFingerprint['inAnswer'],
) =>
  pollCache(['order_histories', 'users'], {
    read: async (c) => {
      if (c.var.user.role !== 'courier') return undefined;
      const q = openQuery(c);
      return fingerprint(c.var.db, await orderConditions(c.var.db, c.var.user, 'open', q), q);
    },
    inAnswer,
  });
// The courier's own run is read with its fingerprint (readRun).
const openListPoll = openPoll(
  (db, where, q) => (isRun(q) ? runFingerprint(db, where, q) : orderPageFingerprint(db, where, q)),
  (c) => c.var.user.role === 'courier' && isRun(openQuery(c)),
);
const openCardPoll = openPoll(async (db, where) => JSON.stringify(await orderCard(db, where)));

export const orderHistoryRoutes = new Hono<AuthEnv>()
  .get('/', requireAuth, staff, listQuery, ordersPoll, async (c) => {
    const q = c.req.valid('query');
    const { db, user } = c.var;
    const totals = dayTotalsConditions(user, q);
    const count = totals && (() => countFromDayTotals(db, totals.where));
    return c.json(
      await listOrderHistories(db, await orderConditions(db, user, 'all', q), q, { count, dayTotals: totals }),
    );
  })
  .get('/card', requireAuth, staff, listQuery, async (c) => {
    const q = c.req.valid('query');
    const { db, user } = c.var;
    const days = dayTotalsConditions(user, q);
    if (days) return c.json({ data: await orderCardFromDayTotals(db, days.where) });
    const customers = customerTotalsConditions(user, q);
    if (customers) return c.json({ data: await orderCardFromCustomerTotals(db, customers.where) });
    return c.json({ data: await orderCard(db, await orderConditions(db, user, 'all', q)) });
  })
  .get('/new-and-not-delivered', requireAuth, staff, openListQuery, openListPoll, async (c) => {
    const q = c.req.valid('query');
    const where = await orderConditions(c.var.db, c.var.user, 'open', q);
    if (!isRun(q)) return c.json(await listOrderHistories(c.var.db, where, q));
    const run = await readRun(c.var.db, where, q);
    c.set('answerFingerprint', run.fingerprint);
    return c.json(run.list);
  })
  .get('/new-and-not-delivered-card', requireAuth, staff, openListQuery, openCardPoll, async (c) => {
    const q = c.req.valid('query');
    return c.json({ data: await orderCard(c.var.db, await orderConditions(c.var.db, c.var.user, 'open', q)) });
  })
  .get('/export', requireAuth, requireRole('admin'), validate('query', orderHistoryExportQuery), async (c) => {
    const q = c.req.valid('query');
    return exportResponse(c.var.db, await orderConditions(c.var.db, c.var.user, 'all', q), q);
  })
  .post('/bulk', requireAuth, requireRole('admin'), validate('json', orderHistoryBulkBody), async (c) => {
    return c.json({ data: await bulkChange(c.var.db, c.req.valid('json'), c.var.user) });
  })
  // Before `/:id`, which would take "details" for an id. Orders the caller may not read, or that are gone, are left out.
  .get('/details', requireAuth, staff, validate('query', orderHistoryDetailsQuery), async (c) => {
    const { db, user } = c.var;
    const rows = await findOrderHistories(db, [...new Set(c.req.valid('query').id)]);
    return c.json({
      data: await orderHistoryDetails(
        db,
        rows.filter((row) => mayRead(user, row)),
      ),
    });
  })
  .get('/:id', requireAuth, staff, orderIdInPath, async (c) => {
    const { db, user } = c.var;
    const row = await findOrderHistory(db, c.req.valid('param').id);
    if (!row) throw notFound();
    if (!mayRead(user, row)) throw httpError(403, 'Bu buyurtma sizga biriktirilmagan');
    const [data] = await orderHistoryDetails(db, [row]);
    return c.json({ data });
  })
  .post('/', requireAuth, requireRole('user'), validate('json', orderHistoryCreateBody), async (c) => {
    const id = await placeOrder(c.var.db, c.var.user, c.req.valid('json'));
    return c.json({ data: toOrderHistory((await findOrderHistory(c.var.db, id))!) }, 201);
  })
  .patch('/route', requireAuth, requireRole('courier'), validate('json', orderRouteBody), async (c) => {
    return c.json({ data: { ids: await setRoute(c.var.db, c.var.user.id, c.req.valid('json').ids) } });
  })
  .patch(
    '/:id',
    requireAuth,
    staff,
    validate('param', idParams),
    validate('json', orderHistoryPatchBody),
    async (c) => {
      const { id } = c.req.valid('param');
      await assertCashLimit(c.var.db, c.var.config.courierCashLimit, id, c.req.valid('json'), c.var.user);
      await changeOrder(c.var.db, id, c.req.valid('json'), c.var.user);
      return c.json({ data: toOrderHistory((await findOrderHistory(c.var.db, id))!) });
    },
  );
