import type { OrderHistoryJoined } from '../queries/order-history-select';
import { exportColumns, tashkentDateTime, type ExportColumn } from './order-columns';

const BOM = '\uFEFF';
const needsQuotes = /[;"\r\n]/;
// A cell Excel would read as a formula (CSV injection): such text gets a leading apostrophe.
const formulaStart = /^[=+\-@\t\r]/;

function cell(column: ExportColumn, row: OrderHistoryJoined): string {
  const value = column.value(row);
  if (value === null) return '';
  if (value instanceof Date) return tashkentDateTime(value);
  if (typeof value === 'number') return String(value);
  const text = column.header !== 'Telefon' && formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header row after Excel's UTF-8 mark, so that Excel shows oʻ, gʻ and the Cyrillic letters. */
export const csvHead = () => `${BOM}${exportColumns.map((c) => c.header).join(';')}\r\n`;

export const csvLines = (rows: OrderHistoryJoined[]) =>
  rows.map((row) => `${exportColumns.map((column) => cell(column, row)).join(';')}\r\n`).join('');
