import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema/orders';
import { products } from '../db/schema/products';
import { productRefColumns } from './product-ref';

/** Order lines with their product reference, ready for `toOrderLine`; filters may use `products`. */
export const selectOrderLines = (db: Db) =>
  db
    .select({ line: orders, product: { ...productRefColumns, isReturnable: products.isReturnable } })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .$dynamic();
