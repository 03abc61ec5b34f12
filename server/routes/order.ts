import { and, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { idParams } from '../../src/contract/schemas/common';
import { orderLineCreateBody, orderLineListQuery, orderLinePatchBody } from '../../src/contract/schemas/order';
import { requireAuth, requireRole } from '../auth/require-auth';
import type { Db } from '../db/client';
import { orderHistories } from '../db/schema/order-histories';
import { orders } from '../db/schema/orders';
import { products } from '../db/schema/products';
import { toOrderLine } from '../dto/order-line';
import type { UserRow } from '../dto/user';
import type { AuthEnv } from '../http/env';
import { httpError } from '../http/errors';
import { validate } from '../http/validate';
import { addLine, removeLine, setLineQuantity } from '../orders/line-writes';
import { isTakeable } from '../orders/transitions';
import { selectOrderLines } from '../queries/order-line-select';
import { orderByOf, pagedList } from '../queries/paging';
import { searchMatches } from '../queries/search';

/** A courier may see what is in an order they could take or already hold. */
async function assertMaySee(db: Db, user: UserRow, orderHistoryId: number) {
  const [order] = await db.select().from(orderHistories).where(eq(orderHistories.id, orderHistoryId));
  if (!order) throw httpError(404, 'Buyurtma topilmadi');
  if (user.role === 'courier' && !isTakeable(order) && order.courierId !== user.id) {
    throw httpError(403, 'Bu buyurtma sizga biriktirilmagan');
  }
}

async function findLine(db: Db, id: number) {
  const [row] = await selectOrderLines(db).where(eq(orders.id, id));
  if (!row) throw httpError(404, 'Buyurtma mahsuloti topilmadi');
  return row;
}

const staff = requireRole('admin', 'courier');
const admin = requireRole('admin');
const lineId = validate('param', idParams);

export const orderRoutes = new Hono<AuthEnv>()
  .use(requireAuth)
  .get('/', staff, validate('query', orderLineListQuery), async (c) => {
    const { db, user } = c.var;
    const q = c.req.valid('query');
    if (q.orderHistoryId !== undefined) await assertMaySee(db, user, q.orderHistoryId);
    else if (user.role === 'courier') {
      throw httpError(400, undefined, { errors: [{ path: 'orderHistoryId', message: 'Bu maydon majburiy' }] });
    }
    const where = and(
      q.orderHistoryId === undefined ? undefined : eq(orders.orderHistoryId, q.orderHistoryId),
      q.search ? searchMatches(products.searchText, q.search) : undefined,
    );
    const rows = selectOrderLines(db)
      .where(where)
      .orderBy(...orderByOf(orders.createdAt, orders.id, q.order));
    const counted = db.select({ n: count() }).from(orders).$dynamic();
    const total = (q.search ? counted.innerJoin(products, eq(products.id, orders.productId)) : counted).where(where);
    return c.json(await pagedList(q, rows, total, toOrderLine));
  })
  .get('/:id', staff, lineId, async (c) => {
    const row = await findLine(c.var.db, c.req.valid('param').id);
    await assertMaySee(c.var.db, c.var.user, row.line.orderHistoryId);
    return c.json({ data: toOrderLine(row) });
  })
  .post('/', admin, validate('json', orderLineCreateBody), async (c) => {
    const id = await addLine(c.var.db, c.req.valid('json'), c.var.user.id);
    return c.json({ data: toOrderLine(await findLine(c.var.db, id)) }, 201);
  })
  .patch('/:id', admin, lineId, validate('json', orderLinePatchBody), async (c) => {
    const { id } = c.req.valid('param');
    await setLineQuantity(c.var.db, id, c.req.valid('json').quantity, c.var.user.id);
    return c.json({ data: toOrderLine(await findLine(c.var.db, id)) });
  })
  .delete('/:id', admin, lineId, async (c) => {
    const { id } = c.req.valid('param');
    await removeLine(c.var.db, id, c.var.user.id);
    return c.json({ data: { id } });
  });
