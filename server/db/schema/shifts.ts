import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shiftStatuses } from '../../../src/contract/enums';
import { baseColumns } from './columns';
import { orderHistories } from './order-histories';
import { users } from './users';

export const shiftStatusEnum = pgEnum('shift_status', shiftStatuses);

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A courier's working day, from opening to the admin's count. Only what people declare and count is
 * stored; what the shift expects is computed from its deliveries (server/shifts/shift-figures.ts).
 */
export const shifts = pgTable(
  'shifts',
  {
    ...baseColumns,
    courierId: integer('courier_id')
      .notNull()
      .references(() => users.id),
    status: shiftStatusEnum('status').notNull().default('open'),
    openedAt: at('opened_at').notNull().defaultNow(),
    closingAt: at('closing_at'),
    closedAt: at('closed_at'),
    confirmedById: integer('confirmed_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null when a delivery opened the shift. */
    fullBottlesLoaded: integer('full_bottles_loaded'),
    cashDeclared: integer('cash_declared'),
    emptiesDeclared: integer('empties_declared'),
    fullBottlesDeclared: integer('full_bottles_declared'),
    note: text('note'),
    cashReceived: integer('cash_received'),
    emptiesReceived: integer('empties_received'),
    fullBottlesReceived: integer('full_bottles_received'),
    adminNote: text('admin_note'),
  },
  (t) => [
    // At most one shift per courier that is not closed: two deliveries opening one at once make one.
    uniqueIndex('shifts_one_unclosed_per_courier_idx')
      .on(t.courierId)
      .where(sql`${t.status} <> 'closed'`),
    index('shifts_courier_opened_at_idx').on(t.courierId, t.openedAt),
    index('shifts_status_idx').on(t.status),
  ],
);

/**
 * Which shift a delivered or rejected order belongs to: one row per order, written in the delivery's
 * transaction. `late`: it reached the server after the shift had been confirmed.
 */
export const shiftOrders = pgTable(
  'shift_orders',
  {
    orderHistoryId: integer('order_history_id')
      .primaryKey()
      .references(() => orderHistories.id, { onDelete: 'cascade' }),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    late: boolean('late').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('shift_orders_shift_id_idx').on(t.shiftId)],
);

const sum = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * What each shift's orders add up to as they are now: the figures the shift screens read instead of the
 * orders (shift-figures.ts has the same sums over the orders). Kept exact by statement triggers on
 * shift_orders, order_histories, orders and products, in the transaction of every change (migration 0019,
 * decision 0016). A shift none of whose orders count has no row, or a row of zeros.
 */
export const shiftTotals = pgTable('shift_totals', {
  shiftId: integer('shift_id')
    .primaryKey()
    .references(() => shifts.id, { onDelete: 'cascade' }),
  ordersDelivered: sum('orders_delivered'),
  ordersRejected: sum('orders_rejected'),
  cashExpected: sum('cash_expected'),
  emptiesExpected: sum('empties_expected'),
  fullBottlesDelivered: sum('full_bottles_delivered'),
});

/** Shifts that existed before the triggers, whose totals are still to be added after the migrations. */
export const shiftTotalsBackfill = pgTable('shift_totals_backfill', {
  shiftId: integer('shift_id').primaryKey(),
});
