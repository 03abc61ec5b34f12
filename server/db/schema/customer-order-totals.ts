import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row per customer with orders (`order_histories.user_id`): the figures of the orders card summed over
 * them, so the card of a search reads one small row per customer found instead of every order of theirs
 * (the 4,000 customers of a common first name hold about 40,000 orders at a million). Kept exact by
 * statement triggers on `order_histories` in the transaction of every change, as `order_day_totals` is
 * (migration 0023, decision 0016). A new order status or payment method needs its column here.
 */
export const customerOrderTotals = pgTable('customer_order_totals', {
  userId: integer('user_id').primaryKey(),
  orders: integer('orders').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  bottlesToReturn: bigint('bottles_to_return', { mode: 'number' }).notNull(),
  /** The card's `cashToCollect`: cash orders not paid yet and not rejected. */
  cashToCollect: bigint('cash_to_collect', { mode: 'number' }).notNull(),
  statusPending: integer('status_pending').notNull(),
  statusAccepted: integer('status_accepted').notNull(),
  statusCourier: integer('status_courier').notNull(),
  statusDelivered: integer('status_delivered').notNull(),
  statusRejected: integer('status_rejected').notNull(),
  methodCard: integer('method_card').notNull(),
  methodPayme: integer('method_payme').notNull(),
  methodClick: integer('method_click').notNull(),
  methodCash: integer('method_cash').notNull(),
  methodTransfer: integer('method_transfer').notNull(),
});

/**
 * Ranges of customer ids whose orders placed before the triggers are still to be added
 * (server/db/backfill-customer-order-totals.ts, one short transaction per range after the migrations).
 */
export const customerOrderTotalsBackfill = pgTable('customer_order_totals_backfill', {
  fromUserId: integer('from_user_id').primaryKey(),
  toUserId: integer('to_user_id').notNull(),
});
