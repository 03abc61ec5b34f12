import { customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** Uploaded files and their thumbnails when no S3 bucket is configured (server/storage/database-store.ts). */
export const storedObjects = pgTable('stored_objects', {
  createdAt: baseColumns.createdAt,
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
});

/** The bytes of a stored object in chunks, so one is streamed out without holding it all in memory. */
export const storedObjectChunks = pgTable(
  'stored_object_chunks',
  {
    key: text('key')
      .notNull()
      .references(() => storedObjects.key, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.seq] })],
);
