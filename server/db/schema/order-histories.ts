import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Address } from '../../../src/contract/address';
import { addresses } from './addresses';
import { baseColumns } from './columns';
import { orderStatusEnum, paymentMethodEnum, paymentStatusEnum } from './enums';
import { users } from './users';

/** Order numbers shown to people: 10001, 10002, … */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 10001 });

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A customer's order; its lines are `orders`. */
export const orderHistories = pgTable(
  'order_histories',
  {
    ...baseColumns,
    number: integer('number')
      .notNull()
      .unique()
      .default(sql`nextval('order_number_seq')`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    /** The address as it was when ordered, in the API's shape. */
    address: jsonb('address').$type<Address>().notNull(),
    courierId: integer('courier_id').references(() => users.id, { onDelete: 'set null' }),
    status: orderStatusEnum('status').notNull().default('pending'),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('processing'),
    /** Sum of the lines' quantities. */
    itemsCount: integer('items_count').notNull().default(0),
    /** Sum of the lines' price × quantity. */
    subtotal: integer('subtotal').notNull().default(0),
    discountTotal: integer('discount_total').notNull().default(0),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    /** subtotal − discount_total + delivery_fee. */
    total: integer('total').notNull().default(0),
    bottlesToReturn: integer('bottles_to_return').notNull().default(0),
    bottlesReturned: integer('bottles_returned').notNull().default(0),
    comment: text('comment'),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    acceptedAt: at('accepted_at'),
    deliveredAt: at('delivered_at'),
    rejectedAt: at('rejected_at'),
    rejectReason: text('reject_reason'),
    version: integer('version').notNull().default(1),
    /** The courier's own driving order (1-based among their open orders); null until they set a route. */
    routePosition: integer('route_position'),
    /** The Tashkent calendar day of `created_at` (UTC+5, no DST), for the statistics chart's buckets. */
    createdOn: date('created_on', { mode: 'string' }).generatedAlwaysAs(
      sql`((created_at at time zone 'UTC') + interval '5 hours')::date`,
    ),
  },
  (t) => [
    index('order_histories_status_created_at_idx').on(t.status, t.createdAt),
    index('order_histories_courier_status_idx').on(t.courierId, t.status),
    index('order_histories_user_id_idx').on(t.userId),
    index('order_histories_address_id_idx').on(t.addressId),
    index('order_histories_delivery_date_idx').on(t.deliveryDate),
    index('order_histories_payment_method_idx').on(t.paymentMethod),
    index('order_histories_payment_status_idx').on(t.paymentStatus),
    index('order_histories_created_at_idx').on(t.createdAt),
    index('order_histories_total_idx').on(t.total),
    // Covers the admin list filtered by status and payment method and sorted by total, and its count.
    index('order_histories_status_payment_total_idx').on(t.status, t.paymentMethod, t.total, t.id),
    // Lets the chart read its figures from the index alone, already grouped by day.
    index('order_histories_created_on_stats_idx').on(t.createdOn, t.status, t.total),
  ],
);
