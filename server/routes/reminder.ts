import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { idParams } from '../../src/contract/schemas/common';
import { reminderListQuery, reminderPatchBody } from '../../src/contract/schemas/reminder';
import { requireAuth, requireRole } from '../auth/require-auth';
import type { Db } from '../db/client';
import { reminders as r } from '../db/schema/reminders';
import { users } from '../db/schema/users';
import { toReminder } from '../dto/reminder';
import type { AuthEnv } from '../http/env';
import { httpError } from '../http/errors';
import { validate } from '../http/validate';
import { orderByOf, pagedList } from '../queries/paging';
import { reminderConditions, selectReminders } from '../queries/reminder-select';

const sortColumns = { remindOn: r.remindOn, createdAt: r.createdAt };

async function findReminder(db: Db, id: number) {
  const [row] = await selectReminders(db).where(eq(r.id, id));
  if (!row) throw httpError(404, 'Eslatma topilmadi');
  return toReminder(row);
}

export const reminderRoutes = new Hono<AuthEnv>()
  .use(requireAuth, requireRole('admin', 'courier'))
  .get('/', validate('query', reminderListQuery), async (c) => {
    const q = c.req.valid('query');
    const where = reminderConditions(q);
    const rows = selectReminders(c.var.db)
      .where(where)
      .orderBy(...orderByOf(sortColumns[q.sort ?? 'createdAt'], r.id, q.order));
    const total = c.var.db.select({ n: count() }).from(r).innerJoin(users, eq(users.id, r.userId)).where(where);
    return c.json(await pagedList(q, rows, total, toReminder));
  })
  .get('/:id', validate('param', idParams), async (c) =>
    c.json({ data: await findReminder(c.var.db, c.req.valid('param').id) }),
  )
  .patch('/:id', validate('param', idParams), validate('json', reminderPatchBody), async (c) => {
    const { id } = c.req.valid('param');
    const [updated] = await c.var.db.update(r).set(c.req.valid('json')).where(eq(r.id, id)).returning({ id: r.id });
    if (!updated) throw httpError(404, 'Eslatma topilmadi');
    return c.json({ data: await findReminder(c.var.db, id) });
  });
