import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns';

/** An uploaded image. The bytes live in the object store (`stored_objects` or the S3 bucket) under `storage_key`. */
export const files = pgTable('files', {
  ...baseColumns,
  name: text('name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  /** Public path, `/uploads/<storage_key>`. */
  url: text('url').notNull(),
});
