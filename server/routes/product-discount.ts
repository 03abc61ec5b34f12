import { and, count, eq, ilike, inArray, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { idParams } from '../../src/contract/schemas/common';
import { productDiscountBulkSchema, productDiscountListQuery } from '../../src/contract/schemas/product-discount';
import { requireAuth, requireRole } from '../auth/require-auth';
import { assignDiscounts } from '../catalog/bulk-assign';
import { discounts } from '../db/schema/discounts';
import { productDiscounts as pd } from '../db/schema/product-discounts';
import { products } from '../db/schema/products';
import { toProductDiscount } from '../dto/product-discount';
import type { AuthEnv } from '../http/env';
import { httpError } from '../http/errors';
import { validate } from '../http/validate';
import { containsPattern, orderByOf, pagedList } from '../queries/paging';
import { searchMatches } from '../queries/search';
import { productRefColumns } from '../queries/product-ref';

const discountRef = { id: discounts.id, name: discounts.name, type: discounts.type, value: discounts.value };

export const productDiscountRoutes = new Hono<AuthEnv>()
  .use(requireAuth, requireRole('admin'))
  .get('/', validate('query', productDiscountListQuery), async (c) => {
    const q = c.req.valid('query');
    const where = and(
      q.productId && inArray(pd.productId, q.productId),
      q.discountId && inArray(pd.discountId, q.discountId),
      q.search
        ? or(searchMatches(products.searchText, q.search), ilike(discounts.name, containsPattern(q.search)))
        : undefined,
    );
    const rows = c.var.db
      .select({ link: pd, product: productRefColumns, discount: discountRef })
      .from(pd)
      .innerJoin(products, eq(products.id, pd.productId))
      .innerJoin(discounts, eq(discounts.id, pd.discountId))
      .where(where)
      .orderBy(...orderByOf(pd.createdAt, pd.id, q.order));
    const total = c.var.db
      .select({ n: count() })
      .from(pd)
      .innerJoin(products, eq(products.id, pd.productId))
      .innerJoin(discounts, eq(discounts.id, pd.discountId))
      .where(where);
    return c.json(await pagedList(q, rows, total, toProductDiscount));
  })
  .post('/bulk', validate('json', productDiscountBulkSchema), async (c) =>
    c.json({ data: await assignDiscounts(c.var.db, c.req.valid('json')) }),
  )
  .delete('/:id', validate('param', idParams), async (c) => {
    const { id } = c.req.valid('param');
    const [deleted] = await c.var.db.delete(pd).where(eq(pd.id, id)).returning({ id: pd.id });
    if (!deleted) throw httpError(404, 'Mahsulot chegirmasi topilmadi');
    return c.json({ data: { id } });
  });
