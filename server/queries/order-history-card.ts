import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { orderStatuses, paymentMethods, type OrderStatus, type PaymentMethod } from '../../src/contract/enums';
import type { OrderCard } from '../../src/contract/order-history';
import type { Db } from '../db/client';
import { customerOrderTotals as c } from '../db/schema/customer-order-totals';
import { orderDayTotals as t } from '../db/schema/order-day-totals';
import { orderHistories as h } from '../db/schema/order-histories';

/** What a card sums: the orders one by one, or their per-day totals (order_day_totals). */
interface CardSource {
  table: typeof h | typeof t;
  orders: SQL | PgColumn;
  amount: PgColumn;
  bottlesToReturn: PgColumn;
  status: PgColumn;
  paymentMethod: PgColumn;
  paymentStatus: PgColumn;
}

const rawOrders: CardSource = {
  table: h,
  orders: sql`1`,
  amount: h.total,
  bottlesToReturn: h.bottlesToReturn,
  status: h.status,
  paymentMethod: h.paymentMethod,
  paymentStatus: h.paymentStatus,
};
const dayTotals: CardSource = {
  table: t,
  orders: t.orders,
  amount: t.amount,
  bottlesToReturn: t.bottlesToReturn,
  status: t.status,
  paymentMethod: t.paymentMethod,
  paymentStatus: t.paymentStatus,
};

/** `{"pending": count, …}` with every value of the enumeration, 0 when none. */
const countsBy = (s: CardSource, column: PgColumn, values: readonly string[]) =>
  sql`json_build_object(${sql.join(
    values.map((v) => sql`${v}::text, coalesce(sum(${s.orders}) filter (where ${column} = ${v}), 0)`),
    sql`, `,
  )})`;

async function card(db: Db, s: CardSource, where: SQL | undefined): Promise<OrderCard> {
  const [row] = await db
    .select({
      card: sql<OrderCard>`json_build_object(
        'total', coalesce(sum(${s.orders}), 0),
        'amount', coalesce(sum(${s.amount}), 0),
        'byStatus', ${countsBy(s, s.status, orderStatuses)},
        'byPaymentMethod', ${countsBy(s, s.paymentMethod, paymentMethods)},
        'cashToCollect', coalesce(sum(${s.amount}) filter (
          where ${s.paymentMethod} = 'cash' and ${s.paymentStatus} <> 'success' and ${s.status} <> 'rejected'), 0),
        'bottlesToReturn', coalesce(sum(${s.bottlesToReturn}), 0))`,
    })
    .from(s.table)
    .where(where);
  return row!.card;
}

/** The summary of the orders matching `where` (conditions on `order_histories`), in one aggregate query. */
export const orderCard = (db: Db, where: SQL | undefined) => card(db, rawOrders, where);

/** The same summary from the per-day totals, for filters on their keys alone (dayTotalsConditions). */
export const orderCardFromDayTotals = (db: Db, where: SQL | undefined) => card(db, dayTotals, where);

/** The column of `customer_order_totals` that counts each status and each payment method. */
const customerCounts = {
  byStatus: {
    pending: c.statusPending,
    accepted: c.statusAccepted,
    courier: c.statusCourier,
    delivered: c.statusDelivered,
    rejected: c.statusRejected,
  } satisfies Record<OrderStatus, PgColumn>,
  byPaymentMethod: {
    card: c.methodCard,
    payme: c.methodPayme,
    click: c.methodClick,
    cash: c.methodCash,
    transfer: c.methodTransfer,
  } satisfies Record<PaymentMethod, PgColumn>,
};

/** `{"pending": sum, …}` of those columns. */
const summed = (columns: Record<string, PgColumn>) =>
  sql`json_build_object(${sql.join(
    Object.entries(columns).map(([key, column]) => sql`${key}::text, coalesce(sum(${column}), 0)`),
    sql`, `,
  )})`;

/** The same summary from the per-customer totals, for a search or a customer alone (customerTotalsConditions). */
export async function orderCardFromCustomerTotals(db: Db, where: SQL | undefined): Promise<OrderCard> {
  const [row] = await db
    .select({
      card: sql<OrderCard>`json_build_object(
        'total', coalesce(sum(${c.orders}), 0),
        'amount', coalesce(sum(${c.amount}), 0),
        'byStatus', ${summed(customerCounts.byStatus)},
        'byPaymentMethod', ${summed(customerCounts.byPaymentMethod)},
        'cashToCollect', coalesce(sum(${c.cashToCollect}), 0),
        'bottlesToReturn', coalesce(sum(${c.bottlesToReturn}), 0))`,
    })
    .from(c)
    .where(where);
  return row!.card;
}
