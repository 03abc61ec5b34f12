import { boolean, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { categories } from './categories';
import { baseColumns } from './columns';
import { unitEnum } from './enums';

export const products = pgTable(
  'products',
  {
    ...baseColumns,
    name: text('name').notNull(),
    description: text('description'),
    price: integer('price').notNull(),
    oldPrice: integer('old_price'),
    unit: unitEnum('unit').notNull(),
    unitValue: doublePrecision('unit_value'),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    stock: integer('stock').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isReturnable: boolean('is_returnable').notNull().default(false),
    /** What `search` compares (API.md): the name folded by `search_fold`, kept by a trigger (migration 0017). */
    searchText: text('search_text'),
  },
  (t) => [
    index('products_category_id_idx').on(t.categoryId),
    index('products_brand_id_idx').on(t.brandId),
    index('products_is_active_idx').on(t.isActive),
    index('products_created_at_idx').on(t.createdAt),
    index('products_name_idx').on(t.name),
    index('products_price_idx').on(t.price),
    index('products_stock_idx').on(t.stock),
  ],
);
