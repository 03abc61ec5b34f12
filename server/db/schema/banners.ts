import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns';
import { files } from './files';
import { products } from './products';

export const banners = pgTable(
  'banners',
  {
    ...baseColumns,
    title: text('title').notNull(),
    imageId: integer('image_id')
      .notNull()
      .references(() => files.id),
    link: text('link'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    startsAt: date('starts_at', { mode: 'string' }),
    endsAt: date('ends_at', { mode: 'string' }),
  },
  (t) => [index('banners_position_idx').on(t.position), index('banners_created_at_idx').on(t.createdAt)],
);
