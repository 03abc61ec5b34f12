import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ImageRef } from '../../src/contract/file';
import type { ProductListQuery } from '../../src/contract/schemas/product';
import type { Db } from '../db/client';
import { brands } from '../db/schema/brands';
import { categories } from '../db/schema/categories';
import { products as p } from '../db/schema/products';
import { searchMatches } from '../queries/search';

const images = sql<ImageRef[]>`coalesce((
  select json_agg(json_build_object('id', f.id, 'url', f.url) order by pi.position)
  from product_images pi join files f on f.id = pi.file_id where pi.product_id = products.id), '[]'::json)`;

/** Products with their brand, category and images in order, ready for `toProduct`. */
export const selectProducts = (db: Db) =>
  db
    .select({
      product: p,
      brand: { id: brands.id, name: brands.name },
      category: { id: categories.id, name: categories.name },
      images,
    })
    .from(p)
    .leftJoin(brands, eq(brands.id, p.brandId))
    .leftJoin(categories, eq(categories.id, p.categoryId))
    .$dynamic();

export type ProductJoined = Awaited<ReturnType<ReturnType<typeof selectProducts>['execute']>>[number];

export function productConditions(q: ProductListQuery): SQL | undefined {
  return and(
    q.categoryId && inArray(p.categoryId, q.categoryId),
    q.brandId && inArray(p.brandId, q.brandId),
    q.isActive === undefined ? undefined : eq(p.isActive, q.isActive),
    q.unit && inArray(p.unit, q.unit),
    q.priceFrom === undefined ? undefined : gte(p.price, q.priceFrom),
    q.priceTo === undefined ? undefined : lte(p.price, q.priceTo),
    q.search ? searchMatches(p.searchText, q.search) : undefined,
  );
}
