import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns';
import { files } from './files';

export const brands = pgTable('brands', {
  ...baseColumns,
  name: text('name').notNull().unique(),
  logoFileId: integer('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
});
