import type { BulkOrderResult } from '../../src/contract/order-history';
import type { OrderHistoryBulkBody } from '../../src/contract/schemas/order-history';
import type { Db } from '../db/client';
import { toOrderHistory } from '../dto/order-history';
import { ApiError } from '../http/errors';
import { findOrderHistory } from '../queries/order-history-select';
import { changeOrder } from './change-order';
import type { Caller } from './transitions';

/**
 * `POST /order-history/bulk`: each order goes through `changeOrder`, the PATCH's own code, in its own
 * transaction, one after another, so a refusal leaves the others done. A refusal is the order's result;
 * anything unexpected still fails the request (and is logged by the error handler).
 */
export async function bulkChange(db: Db, body: OrderHistoryBulkBody, caller: Caller): Promise<BulkOrderResult[]> {
  const results: BulkOrderResult[] = [];
  for (const [i, id] of body.ids.entries()) {
    try {
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
