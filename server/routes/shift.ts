import { Hono } from 'hono';
import { z } from 'zod';
import { idParams } from '../../src/contract/schemas/common';
import {
  shiftCardQuery,
  shiftCloseBody,
  shiftConfirmBody,
  shiftListQuery,
  shiftOpenBody,
} from '../../src/contract/schemas/shift';
import { requireAuth, requireRole } from '../auth/require-auth';
import { and, eq, ne } from 'drizzle-orm';
import { shifts as s } from '../db/schema/shifts';
import type { AuthEnv } from '../http/env';
import { validate } from '../http/validate';
import { pagedSelect } from '../queries/paging';
import { closeShift } from '../shifts/close-shift';
import { confirmShift } from '../shifts/confirm-shift';
import { openShift } from '../shifts/open-shift';
import { shiftCard } from '../shifts/shift-card';
import { findShift, selectShifts, shiftConditions, toShift } from '../shifts/select-shifts';

const staff = requireRole('admin', 'courier');
const courier = requireRole('courier');
const shiftId = validate('param', idParams);

/** A courier sees only their own shifts, whatever `courierId` says. */
const ownFilter = <Q extends { courierId?: number }>(q: Q, user: { id: number; role: string }): Q =>
  user.role === 'courier' ? { ...q, courierId: user.id } : q;

export const shiftRoutes = new Hono<AuthEnv>()
  .use(requireAuth)
  .get('/', staff, validate('query', shiftListQuery), async (c) => {
    const q = ownFilter(c.req.valid('query'), c.var.user);
    const select = selectShifts(c.var.db);
    return c.json(
      await pagedSelect(c.var.db, q, { select, table: s, where: shiftConditions(q), sort: s.openedAt }, toShift),
    );
  })
  .get('/card', staff, validate('query', shiftCardQuery), async (c) => {
    const q = ownFilter(c.req.valid('query'), c.var.user);
    return c.json({ data: await shiftCard(c.var.db, shiftConditions(q)) });
  })
  .get('/current', courier, validate('query', z.strictObject({})), async (c) => {
    const { db, user, config } = c.var;
    const [row] = await selectShifts(db)
      .where(and(eq(s.courierId, user.id), ne(s.status, 'closed')))
      .limit(1);
    return c.json({ data: row ? toShift(row) : null, meta: { cashLimit: config.courierCashLimit } });
  })
  .post('/', courier, validate('json', shiftOpenBody), async (c) => {
    const { id, created } = await openShift(c.var.db, c.var.user.id, c.req.valid('json'));
    return c.json({ data: await findShift(c.var.db, id) }, created ? 201 : 200);
  })
  .post('/:id/close', courier, shiftId, validate('json', shiftCloseBody), async (c) => {
    const { id } = c.req.valid('param');
    await closeShift(c.var.db, id, c.var.user.id, c.req.valid('json'));
    return c.json({ data: await findShift(c.var.db, id) });
  })
  .patch('/:id', requireRole('admin'), shiftId, validate('json', shiftConfirmBody), async (c) => {
    const { id } = c.req.valid('param');
    await confirmShift(c.var.db, id, c.var.user.id, c.req.valid('json'));
    return c.json({ data: await findShift(c.var.db, id) });
  });
