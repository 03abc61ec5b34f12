import type { BulkOrderResult } from '../../src/contract/order-history';
import type { OrderHistoryBulkBody } from '../../src/contract/schemas/order-history';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderHistories as h } from '../db/schema/order-histories';
import { toOrderHistory } from '../dto/order-history';
import { ApiError, httpError } from '../http/errors';
import { findOrderHistory } from '../queries/order-history-select';
import { changeOrder } from './change-order';
import type { Caller } from './transitions';

/**
 * To a PATCH, `accepted` on an order with a courier hands it back; done to many orders at once that would
 * quietly take orders off couriers' runs, so a bulk accept is for new orders only. (A change between this read
 * and the change itself bumps the version, which the admin's `versions` then refuse.)
 */
async function refuseHandBack(db: Db, id: number) {
  const [order] = await db.select({ status: h.status }).from(h).where(eq(h.id, id));
  if (order?.status === 'courier')
    throw httpError(409, 'Buyurtma kuryerda: uni qaytarish uchun buyurtmani alohida oching');
}

/**
 * `POST /order-history/bulk`: each order goes through `changeOrder`, the PATCH's own code, in its own
 * transaction, one after another, so a refusal leaves the others done. A refusal is the order's result;
 * anything unexpected still fails the request (and is logged by the error handler).
 */
export async function bulkChange(db: Db, body: OrderHistoryBulkBody, caller: Caller): Promise<BulkOrderResult[]> {
  const results: BulkOrderResult[] = [];
  for (const [i, id] of body.ids.entries()) {
    try {
      if (body.change.status === 'accepted') await refuseHandBack(db, id);
      await changeOrder(db, id, { ...body.change, version: body.versions?.[i] }, caller);
      results.push({ id, ok: true, order: toOrderHistory((await findOrderHistory(db, id))!) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const field = error.errors?.[0]?.message;
      results.push({ id, ok: false, status: error.status, message: field ?? error.message });
    }
  }
  return results;
}
