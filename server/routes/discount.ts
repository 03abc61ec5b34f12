import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { idParams } from '../../src/contract/schemas/common';
import { discountCreateSchema, discountListQuery, discountUpdateSchema } from '../../src/contract/schemas/discount';
import { requireAuth, requireRole } from '../auth/require-auth';
import { discountConditions, selectDiscounts } from '../catalog/discount-select';
import { createDiscount, deleteDiscount, discountNotFound, updateDiscount } from '../catalog/discount-writes';
import type { Db } from '../db/client';
import { discounts as d } from '../db/schema/discounts';
import { toDiscount } from '../dto/discount';
import type { AuthEnv } from '../http/env';
import { validate } from '../http/validate';
import { pagedSelect } from '../queries/paging';

const sortColumns = { createdAt: d.createdAt, startDate: d.startDate, endDate: d.endDate };
const discountId = validate('param', idParams);

async function findDiscount(db: Db, id: number) {
  const [row] = await selectDiscounts(db).where(eq(d.id, id));
  if (!row) throw discountNotFound();
  return toDiscount(row);
}

export const discountRoutes = new Hono<AuthEnv>()
  .use(requireAuth, requireRole('admin'))
  .get('/', validate('query', discountListQuery), async (c) => {
    const q = c.req.valid('query');
    const where = discountConditions(q);
    const sort = sortColumns[q.sort ?? 'createdAt'];
    return c.json(
      await pagedSelect(c.var.db, q, { select: selectDiscounts(c.var.db), table: d, where, sort }, toDiscount),
    );
  })
  .get('/:id', discountId, async (c) => c.json({ data: await findDiscount(c.var.db, c.req.valid('param').id) }))
  .post('/', validate('json', discountCreateSchema), async (c) => {
    const id = await createDiscount(c.var.db, c.req.valid('json'));
    return c.json({ data: await findDiscount(c.var.db, id) }, 201);
  })
  .patch('/:id', discountId, validate('json', discountUpdateSchema), async (c) => {
    const { id } = c.req.valid('param');
    await updateDiscount(c.var.db, id, c.req.valid('json'));
    return c.json({ data: await findDiscount(c.var.db, id) });
  })
  .delete('/:id', discountId, async (c) => {
    const { id } = c.req.valid('param');
    await deleteDiscount(c.var.db, id);
    return c.json({ data: { id } });
  });
