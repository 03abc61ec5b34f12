import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns';
import { users } from './users';

export const addresses = pgTable(
  'addresses',
  {
    ...baseColumns,
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label'),
    region: text('region').notNull(),
    district: text('district').notNull(),
    street: text('street').notNull(),
    house: text('house').notNull(),
    apartment: text('apartment'),
    landmark: text('landmark'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isDefault: boolean('is_default').notNull().default(false),
    /** What `search` compares (API.md): region, district, street and landmark folded by `search_fold` (migration 0011). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`search_fold(region) || '|' || search_fold(district) || '|' || search_fold(street) || coalesce('|' || search_fold(landmark), '')`,
      ),
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId),
    index('addresses_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
