import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns';
import { discountTypeEnum } from './enums';

export const discounts = pgTable(
  'discounts',
  {
    ...baseColumns,
    name: text('name').notNull(),
    type: discountTypeEnum('type').notNull(),
    /** Percent for `percentage` and `promocode`, so'm for `fixed`, 0 for `buy-x-get-y`. */
    value: integer('value').notNull().default(0),
    buyQuantity: integer('buy_quantity'),
    getQuantity: integer('get_quantity'),
    promocode: text('promocode').unique(),
    minOrderAmount: integer('min_order_amount'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('discounts_type_idx').on(t.type),
    index('discounts_dates_idx').on(t.startDate, t.endDate),
    index('discounts_end_date_idx').on(t.endDate),
    index('discounts_created_at_idx').on(t.createdAt),
  ],
);
