import { eq, sql } from 'drizzle-orm';
import type { OrderHistoryPatchBody } from '../../src/contract/schemas/order-history';
import { cashLimitReached } from '../../src/contract/shift-rules';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { orderHistories as h } from '../db/schema/order-histories';
import { httpError } from '../http/errors';
import type { Caller } from '../orders/transitions';
import { cashOnHandOf } from './shift-figures';

export const cashOnHand = async (db: Db, courierId: number) =>
  Number(rowsOf<{ cash: number }>(await db.execute(sql`select ${cashOnHandOf(courierId)} as cash`))[0]!.cash);

/**
 * `COURIER_CASH_LIMIT`: a courier whose cash on hand has reached it cannot take another cash order
 * (409) until a shift is handed over. A replayed take of an order they already hold is let through.
 */
export async function assertCashLimit(
  db: Db,
  cashLimit: number | null,
  orderId: number,
  body: OrderHistoryPatchBody,
  caller: Caller,
) {
  if (cashLimit === null || caller.role !== 'courier' || body.status !== 'courier') return;
  const [order] = await db
    .select({ paymentMethod: h.paymentMethod, courierId: h.courierId })
    .from(h)
    .where(eq(h.id, orderId));
  if (order?.paymentMethod !== 'cash' || order.courierId === caller.id) return;
  if (cashLimitReached(await cashOnHand(db, caller.id), cashLimit)) throw httpError(409, 'Avval naqd pulni topshiring');
}
