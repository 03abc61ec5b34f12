import type { SQL } from 'drizzle-orm';
import type { OrderHistoryExportQuery } from '../../src/contract/schemas/order-history';
import type { Db } from '../db/client';
import { csvStream } from './csv-stream';
import { exportIds, orderBatches } from './order-batches';
import { tashkentDateTime } from './order-columns';
import { xlsxStream } from './xlsx';

const types = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `GET /order-history/export`: the whole filtered list as a file, streamed (API.md, "Export (admin)"). */
export async function exportResponse(db: Db, where: SQL | undefined, q: OrderHistoryExportQuery): Promise<Response> {
  const ids = await exportIds(db, where, q);
  const batches = orderBatches(db, ids);
  const body = q.format === 'csv' ? csvStream(batches) : xlsxStream(batches);
  const filename = `buyurtmalar-${tashkentDateTime(new Date()).slice(0, 10)}.${q.format}`;
  return new Response(body, {
    headers: {
      'Content-Type': types[q.format],
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  });
}
