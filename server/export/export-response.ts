import type { SQL } from 'drizzle-orm';
import type { OrderHistoryExportQuery } from '../../src/contract/schemas/order-history';
import type { Db } from '../db/client';
import { csvStream } from './csv-stream';
import { exportIds, orderBatches } from './order-batches';
import { tashkentDateTime } from './order-columns';

const types = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `GET /order-history/export`: the whole filtered list as a file, streamed (API.md, "Export (admin)"). */
export async function exportResponse(db: Db, where: SQL | undefined, q: OrderHistoryExportQuery): Promise<Response> {
  const ids = await exportIds(db, where, q);
  const batches = orderBatches(db, ids);
  // exceljs (half a second of CPU to load) only when a spreadsheet is asked for, not at every start.
  const body = q.format === 'csv' ? csvStream(batches) : (await import('./xlsx')).xlsxStream(batches);
  const filename = `buyurtmalar-${tashkentDateTime(new Date()).slice(0, 10)}.${q.format}`;
  return new Response(body, {
    headers: {
      'Content-Type': types[q.format],
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  });
}
