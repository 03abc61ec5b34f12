import { inArray, type SQL } from 'drizzle-orm';
import type { OrderHistoryExportQuery } from '../../src/contract/schemas/order-history';
import type { Db } from '../db/client';
import { orderHistories as h } from '../db/schema/order-histories';
import { httpError } from '../http/errors';
import { orderByOf } from '../queries/paging';
import { selectOrderHistories, type OrderHistoryJoined } from '../queries/order-history-select';

export const maxExportRows = 200_000;
const batchSize = 1000;
const sortColumns = { createdAt: h.createdAt, total: h.total, number: h.number, deliveryDate: h.deliveryDate };

/**
 * The ids of the filtered list in its order (at most 200,000 of them, 800 KB), read before anything is sent so
 * that too wide a filter is still a 400. The rows are then read a thousand at a time by id: memory stays bounded
 * whatever the size of the list, and a page never shifts under a later one as OFFSET paging would.
 */
export async function exportIds(db: Db, where: SQL | undefined, q: OrderHistoryExportQuery): Promise<Int32Array> {
  const rows = await db
    .select({ id: h.id })
    .from(h)
    .where(where)
    .orderBy(...orderByOf(sortColumns[q.sort ?? 'createdAt'], h.id, q.order))
    .limit(maxExportRows + 1);
  if (rows.length > maxExportRows)
    throw httpError(400, `Eksport uchun buyurtmalar juda koʻp (200 000 dan ortiq): filtrni torroq qiling`);
  return Int32Array.from(rows, (row) => row.id);
}

/** The rows of `ids`, in their order, a batch at a time. */
export async function* orderBatches(db: Db, ids: Int32Array): AsyncGenerator<OrderHistoryJoined[]> {
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = Array.from(ids.subarray(start, start + batchSize));
    const rows = await selectOrderHistories(db).where(inArray(h.id, batch));
    const byId = new Map(rows.map((row) => [row.order.id, row]));
    yield batch.flatMap((id) => byId.get(id) ?? []);
  }
}
