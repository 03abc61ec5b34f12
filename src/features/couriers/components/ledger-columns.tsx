import type { Column } from '../../../components/data-table';
import type { Shift } from '../../../contract/shift';
import { fullBottlesLeft } from '../../../contract/shift-rules';
import { formatTashkentDateTime } from '../../../lib/dates';
import { formatMoney, formatNumber } from '../../../lib/money';
import { ShiftStatusTag } from './shift-status';

/** The cash of the late changes the admin has not counted yet. */
const waitingCash = (shift: Shift) =>
  shift.lateChanges.reduce((sum, change) => sum + (change.settled ? 0 : change.cash), 0);

const signed = (value: number, format: (n: number) => string) => `${value > 0 ? '+' : ''}${format(value)}`;

/** Expected, declared, received and their difference (once received), on four short lines. */
function Figures(props: {
  expected: number | null;
  declared: number | null;
  received: number | null;
  money?: boolean;
}) {
  const format = props.money ? formatMoney : formatNumber;
  const { expected, received } = props;
  const difference = received === null || expected === null ? null : received - expected;
  return (
    <span className="block text-xs leading-5 whitespace-nowrap tabular-nums">
      <span className="block">Kutilgan: {format(expected)}</span>
      <span className="block">Kuryer aytgan: {format(props.declared)}</span>
      <span className="block">Qabul qilingan: {format(received)}</span>
      {difference !== null && (
        <span className={`block ${difference === 0 ? '' : 'font-semibold text-red-800'}`}>
          Farq: {signed(difference, format)}
        </span>
      )}
    </span>
  );
}

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
    cell: (s) => <Figures expected={s.cashExpected} declared={s.cashDeclared} received={s.cashReceived} money />,
  },
  {
    id: 'empties',
    header: 'Boʻsh idishlar',
    cell: (s) => <Figures expected={s.emptiesExpected} declared={s.emptiesDeclared} received={s.emptiesReceived} />,
  },
  {
    id: 'full',
    header: 'Toʻla idishlar',
    cell: (s) => (
      <Figures expected={fullBottlesLeft(s)} declared={s.fullBottlesDeclared} received={s.fullBottlesReceived} />
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
              №{change.number}: {formatMoney(change.cash)}
            </span>
          ))}
          {s.lateChanges.some((change) => !change.settled) ? (
            <>
              <span className="block font-semibold text-red-800">Farq: {formatMoney(-waitingCash(s))}</span>
              <span className="block">Sanash kutilmoqda</span>
            </>
          ) : (
            <span className="block">Qayta sanalgan</span>
          )}
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
