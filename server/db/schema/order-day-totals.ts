import { bigint, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { orderStatusEnum, paymentMethodEnum, paymentStatusEnum } from './enums';

/**
 * The orders placed on a Tashkent day (`order_histories.created_on`), counted and summed by courier
 * (0: none), status, payment method and payment status: what the cards and the chart read instead of
 * the orders themselves. Kept exact by statement triggers on `order_histories`, in the transaction
 * of every change (migration 0014, decision 0016). Rows whose orders all moved away stay, at 0.
 */
export const orderDayTotals = pgTable(
  'order_day_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    courierId: integer('courier_id').notNull(),
    status: orderStatusEnum('status').notNull(),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    paymentStatus: paymentStatusEnum('payment_status').notNull(),
    orders: integer('orders').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    bottlesToReturn: bigint('bottles_to_return', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.courierId, t.status, t.paymentMethod, t.paymentStatus] })],
);

/**
 * The months of orders placed before the triggers existed whose totals are still to be added
 * (server/db/online-steps.ts works through them after the migrations, one short transaction each).
 */
export const orderDayTotalsBackfill = pgTable('order_day_totals_backfill', {
  month: date('month', { mode: 'string' }).primaryKey(),
});
