import type { Column } from '../../../components/data-table';
import type { Shift } from '../../../contract/shift';
import { fullBottlesLeft } from '../../../contract/shift-rules';
import { formatTashkentDateTime } from '../../../lib/dates';
import { formatMoney, formatNumber } from '../../../lib/money';
import { ShiftStatusTag } from './shift-status';

const lateCash = (shift: Shift) => shift.lateChanges.reduce((sum, change) => sum + change.cash, 0);

/** A difference: signed, red when not zero, `—` until received. */
function Difference({ value, money }: { value: number | null; money?: boolean }) {
  if (value === null) return <>—</>;
  const text = `${value > 0 ? '+' : ''}${money ? formatMoney(value) : formatNumber(value)}`;
  return <span className={`whitespace-nowrap ${value === 0 ? '' : 'font-semibold text-red-800'}`}>{text}</span>;
}

const received = (value: number | null, expected: number | null) =>
  value === null || expected === null ? null : value - expected;

/** Expected / declared / received of one figure, on three short lines. */
const triple = (expected: string, declared: string, got: string) => (
  <span className="block text-xs leading-5 whitespace-nowrap tabular-nums">
    <span className="block">Kutilgan: {expected}</span>
    <span className="block">Kuryer aytgan: {declared}</span>
    <span className="block">Qabul qilingan: {got}</span>
  </span>
);

export const ledgerColumns: Column<Shift>[] = [
  {
    id: 'opened',
    header: 'Smena',
    cell: (s) => (
      <span className="block">
        <span className="block whitespace-nowrap tabular-nums">{formatTashkentDateTime(s.openedAt)}</span>
        <ShiftStatusTag status={s.status} />
      </span>
    ),
  },
  {
    id: 'orders',
    header: 'Buyurtmalar',
    cell: (s) => `${formatNumber(s.ordersDelivered)} / ${formatNumber(s.ordersRejected)} rad`,
  },
  {
    id: 'cash',
    header: 'Naqd pul',
    cell: (s) => triple(formatMoney(s.cashExpected), formatMoney(s.cashDeclared), formatMoney(s.cashReceived)),
  },
  { id: 'cashDiff', header: 'Farq', align: 'end', cell: (s) => <Difference value={s.cashDifference} money /> },
  {
    id: 'empties',
    header: 'Boʻsh idishlar',
    cell: (s) =>
      triple(formatNumber(s.emptiesExpected), formatNumber(s.emptiesDeclared), formatNumber(s.emptiesReceived)),
  },
  {
    id: 'emptiesDiff',
    header: 'Farq',
    align: 'end',
    cell: (s) => <Difference value={received(s.emptiesReceived, s.emptiesExpected)} />,
  },
  {
    id: 'full',
    header: 'Toʻla idishlar',
    cell: (s) =>
      triple(
        formatNumber(fullBottlesLeft(s)),
        formatNumber(s.fullBottlesDeclared),
        formatNumber(s.fullBottlesReceived),
      ),
  },
  {
    id: 'late',
    header: <span className="block min-w-32 whitespace-normal">Kechikib kelgan oʻzgarishlar</span>,
    cell: (s) =>
      s.lateChanges.length === 0 ? (
        '—'
      ) : (
        <span className="block text-xs leading-5 whitespace-nowrap">
          {s.lateChanges.map((change) => (
            <span key={change.orderHistoryId} className="block">
              #{change.number}: {formatMoney(change.cash)}
            </span>
          ))}
          <span className="block font-semibold text-red-800">Farq: {formatMoney(-lateCash(s))}</span>
        </span>
      ),
  },
  {
    id: 'notes',
    header: 'Izoh',
    cell: (s) => (
      <span className="block min-w-40 max-w-64 text-xs whitespace-normal">
        {s.note && <span className="block">Kuryer: {s.note}</span>}
        {s.adminNote && <span className="block">Admin: {s.adminNote}</span>}
      </span>
    ),
  },
];
