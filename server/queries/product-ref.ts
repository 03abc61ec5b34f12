import { sql } from 'drizzle-orm';
import type { ImageRef } from '../../src/contract/file';
import { products } from '../db/schema/products';

/**
 * `ProductRef` columns of `products`; `image` is the first image by position. The
 * outer id is written out: an interpolated column may render unqualified.
 */
export const productRefColumns = {
  id: products.id,
  name: products.name,
  unit: products.unit,
  unitValue: products.unitValue,
  price: products.price,
  image: sql<ImageRef | null>`(
    select json_build_object('id', f.id, 'url', f.url) from product_images pi join files f on f.id = pi.file_id
    where pi.product_id = "products"."id" order by pi.position limit 1)`,
};
