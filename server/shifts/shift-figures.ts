import { sql, type SQLWrapper } from 'drizzle-orm';
import type { LateChange, ShiftFigures } from '../../src/contract/shift';
import { shiftOrders as so, shiftTotals } from '../db/schema/shifts';

// What a shift expects, from its orders as they are now (an order's final payment method and status,
// a switch to cash at the door included). The screens read shift_totals, which the database keeps equal
// to these sums in the transaction of every change (migration 0019); everyShiftsFigures sums the orders.

const delivered = sql`h.status = 'delivered'`;
const paidInCash = sql`${delivered} and h.payment_method = 'cash' and h.payment_status = 'success'`;
const returnableItems = sql`(select coalesce(sum(o.quantity), 0) from orders o
  join products p on p.id = o.product_id and p.is_returnable where o.order_history_id = h.id)`;

const cashOf = sql`case when ${paidInCash} then h.total else 0 end`;
const emptiesOf = sql`case when ${delivered} then h.bottles_returned else 0 end`;
const fullOf = sql`case when ${delivered} then ${returnableItems} else 0 end`;

const zeroFigures = sql`json_build_object('ordersDelivered', 0, 'ordersRejected', 0, 'cashExpected', 0,
  'emptiesExpected', 0, 'fullBottlesDelivered', 0)`;

/** The figures of the shift whose id is `shiftId`, as one JSON object. */
export const figuresOf = (shiftId: SQLWrapper | number) => sql<ShiftFigures>`coalesce((select json_build_object(
    'ordersDelivered', t.orders_delivered, 'ordersRejected', t.orders_rejected, 'cashExpected', t.cash_expected,
    'emptiesExpected', t.empties_expected, 'fullBottlesDelivered', t.full_bottles_delivered)
  from ${shiftTotals} t where t.shift_id = ${shiftId}), ${zeroFigures})`;

/** Every shift's figures summed from its orders in one pass: what shift_totals must hold (its test's reference). */
export const everyShiftsFigures = sql<{
  id: number;
  figures: ShiftFigures;
}>`select so.shift_id as id, json_build_object(
    'ordersDelivered', count(*) filter (where ${delivered}),
    'ordersRejected', count(*) filter (where h.status = 'rejected'),
    'cashExpected', coalesce(sum(${cashOf}), 0),
    'emptiesExpected', coalesce(sum(${emptiesOf}), 0),
    'fullBottlesDelivered', coalesce(sum(case when ${delivered} then r.full else 0 end), 0)) as figures
  from ${so} so join order_histories h on h.id = so.order_history_id
  left join (select o.order_history_id, sum(o.quantity) as full from orders o
    join products p on p.id = o.product_id and p.is_returnable group by o.order_history_id) r on r.order_history_id = h.id
  group by so.shift_id`;

/** A late change the admin has not counted yet: it reached the shift after its latest count (`closed_at`). */
const unsettled = sql`so.late and so.created_at > ls.closed_at`;

/**
 * The deliveries that reached the shift after it was confirmed, oldest first, each with what it adds and
 * whether a later count of the shift (PATCH /shift/{id} again) has taken it in.
 */
export const lateChangesOf = (shiftId: SQLWrapper | number) => sql<
  LateChange[]
>`(select coalesce(json_agg(json_build_object(
    'orderHistoryId', h.id, 'number', h.number, 'at', so.created_at,
    'cash', ${cashOf}, 'empties', ${emptiesOf}, 'fullBottles', ${fullOf}, 'settled', not (${unsettled}))
    order by so.created_at, h.id), '[]'::json)
  from ${so} so join order_histories h on h.id = so.order_history_id join shifts ls on ls.id = so.shift_id
  where so.shift_id = ${shiftId} and so.late)`;

/** The shift has late changes waiting for the admin's count. */
export const hasUnsettledLate = (shiftId: SQLWrapper | number) => sql<boolean>`exists (select 1
  from ${so} so join shifts ls on ls.id = so.shift_id where so.shift_id = ${shiftId} and ${unsettled})`;

/** Cash expected of a courier's shifts that are not closed: what they hold and have not handed over. */
export const cashOnHandOf = (
  courierId: SQLWrapper | number,
) => sql<number>`(select coalesce(sum(t.cash_expected), 0)::float8
  from shifts s join ${shiftTotals} t on t.shift_id = s.id where s.courier_id = ${courierId} and s.status <> 'closed')`;

/** The cash the shift whose id is `shiftId` expects. */
export const cashExpectedOf = (shiftId: SQLWrapper | number) =>
  sql<number>`coalesce((select t.cash_expected from ${shiftTotals} t where t.shift_id = ${shiftId}), 0)`;
