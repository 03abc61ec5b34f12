import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { idParams } from '../../src/contract/schemas/common';
import { productCreateSchema, productListQuery, productUpdateSchema } from '../../src/contract/schemas/product';
import { requireAuth, requireRole } from '../auth/require-auth';
import { productConditions, selectProducts } from '../catalog/product-select';
import { createProduct, deleteProduct, updateProduct } from '../catalog/product-writes';
import type { Db } from '../db/client';
import { products as p } from '../db/schema/products';
import { toProduct } from '../dto/product';
import type { AuthEnv } from '../http/env';
import { httpError } from '../http/errors';
import { pollCache } from '../http/poll-cache';
import { validate } from '../http/validate';
import { pagedSelect } from '../queries/paging';

const sortColumns = { createdAt: p.createdAt, name: p.name, price: p.price, stock: p.stock };
const productId = validate('param', idParams);
// The list reads products with their brand, category and images (catalog/product-select.ts).
const productsPoll = pollCache(['products', 'brands', 'categories', 'product_images', 'files']);

async function findProduct(db: Db, id: number) {
  const [row] = await selectProducts(db).where(eq(p.id, id));
  if (!row) throw httpError(404, 'Mahsulot topilmadi');
  return toProduct(row);
}

export const productRoutes = new Hono<AuthEnv>()
  .use(requireAuth, requireRole('admin'))
  .get('/', validate('query', productListQuery), productsPoll, async (c) => {
    const q = c.req.valid('query');
    const where = productConditions(q);
    const sort = sortColumns[q.sort ?? 'createdAt'];
    return c.json(
      await pagedSelect(c.var.db, q, { select: selectProducts(c.var.db), table: p, where, sort }, toProduct),
    );
  })
  .get('/:id', productId, async (c) => c.json({ data: await findProduct(c.var.db, c.req.valid('param').id) }))
  .post('/', validate('json', productCreateSchema), async (c) => {
    const id = await createProduct(c.var.db, c.req.valid('json'));
    return c.json({ data: await findProduct(c.var.db, id) }, 201);
  })
  .patch('/:id', productId, validate('json', productUpdateSchema), async (c) => {
    const { id } = c.req.valid('param');
    await updateProduct(c.var.db, id, c.req.valid('json'));
    return c.json({ data: await findProduct(c.var.db, id) });
  })
  .delete('/:id', productId, async (c) => {
    const { id } = c.req.valid('param');
    await deleteProduct(c.var.db, id);
    return c.json({ data: { id } });
  });
