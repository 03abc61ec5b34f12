import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Basket } from '../../src/contract/basket';
import { idSchema } from '../../src/contract/schemas/common';
import { requireAuth, requireRole } from '../auth/require-auth';
import { basketItems } from '../db/schema/basket-items';
import { products } from '../db/schema/products';
import { users } from '../db/schema/users';
import type { AuthEnv } from '../http/env';
import { httpError } from '../http/errors';
import { validate } from '../http/validate';
import { productRefColumns } from '../queries/product-ref';

/** The cart at the products' current prices; `updatedAt` is the newest item's, or the user's when empty. */
export const basketRoutes = new Hono<AuthEnv>().get(
  '/:userId',
  requireAuth,
  requireRole('admin'),
  validate('param', z.strictObject({ userId: idSchema })),
  async (c) => {
    const { userId } = c.req.valid('param');
    const [user] = await c.var.db.select({ updatedAt: users.updatedAt }).from(users).where(eq(users.id, userId));
    if (!user) throw httpError(404, 'Foydalanuvchi topilmadi');
    const rows = await c.var.db
      .select({ item: basketItems, product: productRefColumns })
      .from(basketItems)
      .innerJoin(products, eq(products.id, basketItems.productId))
      .where(eq(basketItems.userId, userId))
      .orderBy(asc(basketItems.createdAt), asc(basketItems.id));
    const items = rows.map(({ item, product }) => ({
      productId: item.productId,
      product,
      quantity: item.quantity,
      price: product.price,
      total: product.price * item.quantity,
    }));
    const newest = rows.length ? Math.max(...rows.map((r) => +r.item.updatedAt)) : +user.updatedAt;
    const basket: Basket = {
      userId,
      items,
      total: items.reduce((sum, i) => sum + i.total, 0),
      updatedAt: new Date(newest).toISOString(),
    };
    return c.json({ data: basket });
  },
);
