import { and, count, eq, ilike } from 'drizzle-orm';
import { Hono } from 'hono';
import type { OrderLine } from '../../src/contract/order';
import { orderLineListQuery } from '../../src/contract/schemas/order';
import { requireAuth, requireRole } from '../auth/require-auth';
import { orderHistories } from '../db/schema/order-histories';
import { orders } from '../db/schema/orders';
import { products } from '../db/schema/products';
import type { AuthEnv } from '../http/env';
import { httpError } from '../http/errors';
import { validate } from '../http/validate';
import { isTakeable } from '../orders/transitions';
import { containsPattern, listMeta, offsetOf, orderByOf } from '../queries/paging';
import { productRefColumns } from '../queries/product-ref';

export const orderRoutes = new Hono<AuthEnv>().get(
  '/',
  requireAuth,
  requireRole('admin', 'courier'),
  validate('query', orderLineListQuery),
  async (c) => {
    const { db, user } = c.var;
    const q = c.req.valid('query');
    if (q.orderHistoryId !== undefined) {
      const [order] = await db.select().from(orderHistories).where(eq(orderHistories.id, q.orderHistoryId));
      if (!order) throw httpError(404, 'Buyurtma topilmadi');
      // A courier may see what is in an order they could take or already hold.
      if (user.role === 'courier' && !isTakeable(order) && order.courierId !== user.id) {
        throw httpError(403, 'Bu buyurtma sizga biriktirilmagan');
      }
    } else if (user.role === 'courier') {
      throw httpError(400, undefined, { errors: [{ path: 'orderHistoryId', message: 'Bu maydon majburiy' }] });
    }
    const where = and(
      q.orderHistoryId === undefined ? undefined : eq(orders.orderHistoryId, q.orderHistoryId),
      q.search ? ilike(products.name, containsPattern(q.search)) : undefined,
    );
    const rows = await db
      .select({ line: orders, product: productRefColumns })
      .from(orders)
      .innerJoin(products, eq(products.id, orders.productId))
      .where(where)
      .orderBy(...orderByOf(orders.createdAt, orders.id, q.order))
      .limit(q.limit)
      .offset(offsetOf(q));
    const [total] = await db.select({ n: count() }).from(orders).innerJoin(products, eq(products.id, orders.productId)).where(where);
    const data = rows.map(({ line, product }): OrderLine => ({
      ...line,
      product,
      createdAt: line.createdAt.toISOString(),
      updatedAt: line.updatedAt.toISOString(),
    }));
    return c.json({ data, meta: listMeta(q, total!.n) });
  },
);
