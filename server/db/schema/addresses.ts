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
    /**
     * What `search` compares (API.md): region, district, street and landmark folded by `search_fold`, kept by a
     * trigger (migration 0017); trigram-indexed by db/online-indexes.ts.
     */
    searchText: text('search_text'),
  },
  (t) => [index('addresses_user_id_idx').on(t.userId)],
);
