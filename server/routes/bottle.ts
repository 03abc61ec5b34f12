import { Hono } from 'hono';
import { bottleBody } from '../../src/contract/schemas/bottle';
import { requireAuth, requireRole } from '../auth/require-auth';
import type { AuthEnv } from '../http/env';
import { validate } from '../http/validate';
import { recordBottles } from '../orders/record-bottles';

const staff = requireRole('admin', 'courier');

/** 201 when the order's count is first written, 200 when a later post replaces it. */
export const bottleRoutes = new Hono<AuthEnv>().post(
  '/',
  requireAuth,
  staff,
  validate('json', bottleBody),
  async (c) => {
    const { bottle, created } = await recordBottles(c.var.db, c.req.valid('json'), c.var.user);
    return c.json({ data: bottle }, created ? 201 : 200);
  },
);
