import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { couriersQueryOptions } from '../../../api/courier';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import type { CourierLoad } from '../../../contract/courier';
import { formatTashkentDateTime } from '../../../lib/dates';
import { formatMoney, formatNumber } from '../../../lib/money';
import { useErrorToast } from '../../../lib/hooks/use-error-toast';
import { ShiftStatusTag } from './shift-status';
import { LateWaitingShifts } from './late-waiting-shifts';
import { WaitingShifts } from './waiting-shifts';

/** A header that may take two lines, so that the table fits 1440 px. */
const Wrapped = ({ children }: { children: string }) => <span className="block whitespace-normal">{children}</span>;

const columns: Column<CourierLoad>[] = [
  {
    id: 'name',
    header: 'Kuryer',
    cell: (c) => (
      <Link to={`/couriers/${c.id}`} className="font-medium whitespace-nowrap text-sky-800 hover:underline">
        {c.fullName}
      </Link>
    ),
  },
  { id: 'phone', header: 'Telefon', wideOnly: '2xl', cell: (c) => c.phone },
  { id: 'shift', header: 'Smena', cell: (c) => (c.onShift ? <ShiftStatusTag status="open" /> : '—') },
  { id: 'open', header: <Wrapped>Ochiq buyurtmalar</Wrapped>, align: 'end', cell: (c) => formatNumber(c.openOrders) },
  {
    id: 'today',
    header: <Wrapped>Bugun yetkazilgan</Wrapped>,
    align: 'end',
    cell: (c) => formatNumber(c.deliveredToday),
  },
  {
    id: 'cash',
    header: <Wrapped>Qoʻlidagi naqd pul</Wrapped>,
    align: 'end',
    cell: (c) => <span className="whitespace-nowrap">{formatMoney(c.cashOnHand)}</span>,
  },
  { id: 'full', header: <Wrapped>Toʻla idishlar</Wrapped>, align: 'end', cell: (c) => formatNumber(c.fullBottlesOut) },
  { id: 'empties', header: <Wrapped>Boʻsh idishlar</Wrapped>, align: 'end', cell: (c) => formatNumber(c.emptiesDue) },
  {
    id: 'last',
    header: <Wrapped>Oxirgi faollik</Wrapped>,
    cell: (c) => (
      <span className="whitespace-nowrap">{c.lastActivityAt ? formatTashkentDateTime(c.lastActivityAt) : '—'}</span>
    ),
  },
  {
    id: 'print',
    header: <span className="sr-only">Chop etish</span>,
    cell: (c) =>
      c.openOrders > 0 ? (
        <Link
          to={`/orders/delivery-list?courierId=${c.id}`}
          aria-label={`Yetkazish roʻyxati: ${c.fullName}`}
          className="font-medium whitespace-nowrap text-sky-800 hover:underline"
        >
          Yetkazish roʻyxati
        </Link>
      ) : null,
  },
];

/** Kuryerlar: the shifts waiting for the admin on top, then each courier's state now. */
export default function CouriersScreen() {
  const couriers = useQuery({ ...couriersQueryOptions(), refetchInterval: 30_000 });
  useErrorToast(couriers.error);
  return (
    <section>
      <PageHeader
        title="Kuryerlar"
        description="Smenalar, qoʻldagi naqd pul va idishlar"
        actions={
          <Link
            to="/orders/delivery-list"
            className="inline-flex min-h-10 pointer-coarse:min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-700"
          >
            Yetkazish roʻyxatlari
          </Link>
        }
      />
      <WaitingShifts />
      <LateWaitingShifts />
      <DataTable
        caption="Kuryerlar"
        columns={columns}
        rows={couriers.data ?? []}
        rowKey={(c) => c.id}
        isLoading={couriers.isPending}
      />
    </section>
  );
}
