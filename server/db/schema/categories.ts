import { index, integer, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns';

export const categories = pgTable(
  'categories',
  {
    ...baseColumns,
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
  },
  (t) => [index('categories_parent_id_idx').on(t.parentId)],
);
