import { once, type EventEmitter } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { OrderHistoryJoined } from '../queries/order-history-select';
import { exportColumns, tashkentWallClock, type CellKind } from './order-columns';

const formats: Partial<Record<CellKind, string>> = {
  money: '#,##0',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
};

function cellValue(kind: CellKind, value: string | number | Date | null) {
  if (value === null) return null;
  if (kind === 'date' && typeof value === 'string') return new Date(`${value}T00:00:00Z`);
  if (kind === 'datetime' && value instanceof Date) return tashkentWallClock(value);
  return value;
}

/** The stream inside the zip that takes the sheet's XML (readable-stream's, with no public length). */
interface ZipIntake extends EventEmitter {
  _writableState?: { length: number };
}

const zipBacklogLimit = 4 * 1024 * 1024;

/**
 * exceljs writes each committed row into the zip without waiting for it (it drops write()'s answer), and the
 * zip deflates on libuv's thread pool. On a busy machine the pool falls behind and the sheet waited there
 * uncompressed, growing with the rows (45 MB at 100,000 rows in a CI run), so the next batch waits for it.
 */
function zipIntake(sheet: ExcelJS.Worksheet): ZipIntake | undefined {
  return (sheet as unknown as { stream?: { pipes?: ZipIntake[] } }).stream?.pipes?.[0];
}

/** Resolves once `emitter` says `event`, or once the download is gone (a closed stream never drains). */
const untilOrClosed = (emitter: EventEmitter, event: string, out: PassThrough) =>
  Promise.race([once(emitter, event), once(out, 'close')]);

/**
 * One sheet written with exceljs's streaming writer: each row is committed (turned into XML and zipped) as it
 * is added, and the next batch is read only once the zip and the client have taken what was written, so memory
 * holds a batch and the zip's window, not the file.
 */
export function xlsxStream(batches: AsyncIterable<OrderHistoryJoined[]>): ReadableStream<Uint8Array> {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Buyurtmalar', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = exportColumns.map((column) => ({
    header: column.header,
    width: column.width,
    style: formats[column.kind] ? { numFmt: formats[column.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const write = async () => {
    for await (const rows of batches) {
      for (const row of rows)
        sheet.addRow(exportColumns.map((column) => cellValue(column.kind, column.value(row)))).commit();
      const intake = zipIntake(sheet);
      if (intake && (intake._writableState?.length ?? 0) > zipBacklogLimit) await untilOrClosed(intake, 'drain', out);
      if (out.writableNeedDrain) await untilOrClosed(out, 'drain', out);
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
