import { Hono } from 'hono';
import { statisticsChartQuery } from '../../src/contract/schemas/statistics';
import { requireAuth, requireRole } from '../auth/require-auth';
import type { AuthEnv } from '../http/env';
import { validate } from '../http/validate';
import { statisticsChart } from '../queries/statistics-chart';

export const statisticsRoutes = new Hono<AuthEnv>().get(
  '/chart',
  requireAuth,
  requireRole('admin'),
  validate('query', statisticsChartQuery),
  async (c) => c.json({ data: await statisticsChart(c.var.db, c.req.valid('query')) }),
);
