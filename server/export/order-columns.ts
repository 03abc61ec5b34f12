import type { Address } from '../../src/contract/address';
import { orderStatusLabels, paymentMethodLabels, paymentStatusLabels } from '../../src/contract/labels';
import type { OrderHistoryJoined } from '../queries/order-history-select';

/** What a column holds: text, a whole number of so'm or a count, a Tashkent date, or a Tashkent date and time. */
export type CellKind = 'text' | 'money' | 'count' | 'date' | 'datetime';

export interface ExportColumn {
  header: string;
  kind: CellKind;
  width: number;
  value: (row: OrderHistoryJoined) => string | number | Date | null;
}

/** `Bunyodkor koʻchasi, 12-uy, 5-xonadon (Korzinka yonida)`: the district has its own column. */
export function streetLine({ street, house, apartment, landmark }: Address): string {
  const line = [street, house && `${house}-uy`, apartment && `${apartment}-xonadon`].filter(Boolean).join(', ');
  return landmark ? `${line} (${landmark})` : line;
}

/** API.md, "Export (admin)": the columns in their order, with Uzbek headers. */
export const exportColumns: ExportColumn[] = [
  { header: '№', kind: 'count', width: 9, value: (r) => r.order.number },
  { header: 'Yaratilgan', kind: 'datetime', width: 17, value: (r) => r.order.createdAt },
  { header: 'Yetkazish sanasi', kind: 'date', width: 12, value: (r) => r.order.deliveryDate },
  { header: 'Mijoz', kind: 'text', width: 26, value: (r) => r.user.fullName },
  { header: 'Telefon', kind: 'text', width: 15, value: (r) => r.user.phone },
  { header: 'Tuman', kind: 'text', width: 16, value: (r) => r.order.address.district },
  { header: 'Manzil', kind: 'text', width: 40, value: (r) => streetLine(r.order.address) },
  { header: 'Kuryer', kind: 'text', width: 22, value: (r) => r.courier?.fullName ?? null },
  { header: 'Holat', kind: 'text', width: 14, value: (r) => orderStatusLabels[r.order.status] },
  { header: 'Toʻlov usuli', kind: 'text', width: 14, value: (r) => paymentMethodLabels[r.order.paymentMethod] },
  { header: 'Toʻlov holati', kind: 'text', width: 14, value: (r) => paymentStatusLabels[r.order.paymentStatus] },
  { header: 'Mahsulotlar', kind: 'money', width: 12, value: (r) => r.order.subtotal },
  { header: 'Chegirma', kind: 'money', width: 11, value: (r) => r.order.discountTotal },
  { header: 'Yetkazib berish', kind: 'money', width: 11, value: (r) => r.order.deliveryFee },
  { header: 'Jami', kind: 'money', width: 12, value: (r) => r.order.total },
  { header: 'Qaytariladigan idishlar', kind: 'count', width: 10, value: (r) => r.order.bottlesToReturn },
  { header: 'Qaytarilgan idishlar', kind: 'count', width: 10, value: (r) => r.order.bottlesReturned },
];

const tashkentOffsetMs = 5 * 3600_000;

/** `2026-03-04 14:05`, the Tashkent wall-clock time of an instant (UTC+5, no DST). */
export const tashkentDateTime = (at: Date) =>
  new Date(at.getTime() + tashkentOffsetMs).toISOString().slice(0, 16).replace('T', ' ');

/**
 * Excel dates have no time zone: a cell shows the wall-clock time it is given. The Tashkent time is written
 * as if it were UTC, which is how exceljs turns a Date into a serial number.
 */
export const tashkentWallClock = (at: Date) => new Date(at.getTime() + tashkentOffsetMs);
