import { Link } from 'react-router-dom';
import type { Column } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import { paymentStatusTones } from '../../../components/status-tones';
import { paymentMethodLabels, paymentStatusLabels } from '../../../contract/labels';
import type { OrderHistory } from '../../../contract/order-history';
import { useListState } from '../../../lib/back-to-list';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { orderProductsPath } from '../api/get-order';
import { OrderStatusTag } from './order-status-tag';

type OrderColumn = Column<OrderHistory>;

/** The number links to the order's page, which then leads back to this list, filters and page kept. */
function OrderLink({ order }: { order: OrderHistory }) {
  return (
    <Link to={orderProductsPath(order)} state={useListState()} className="font-semibold text-sky-800 hover:underline">
      {order.number}
    </Link>
  );
}

/** The columns both admin order tables share, each one line high; `sortKey`s are the list's sorts. */
export const orderColumns: OrderColumn[] = [
  { id: 'number', header: '№', sortKey: 'number', cell: (o) => <OrderLink order={o} /> },
  { id: 'createdAt', header: 'Sana', sortKey: 'createdAt', wideOnly: true, cell: (o) => formatDate(o.createdAt) },
  {
    id: 'customer',
    header: 'Mijoz',
    cell: (o) => (
      <span className="block max-w-24 truncate 2xl:max-w-32" title={`${o.user.fullName}, ${o.user.phone}`}>
        {o.user.fullName}
      </span>
    ),
  },
  {
    id: 'address',
    header: 'Manzil',
    cell: (o) => {
      const { district, street, house, landmark } = o.address;
      const line = [street, house && `${house}-uy`].filter(Boolean).join(', ');
      return (
        <span
          className="block max-w-32 truncate 2xl:max-w-44"
          title={[district, line, landmark].filter(Boolean).join(', ')}
        >
          <span className="font-medium">{district}</span>
          {/* Below 1280 px the district alone, so that the row fits a 1024-px screen. */}
          <span className="hidden text-slate-600 xl:inline">, {line}</span>
        </span>
      );
    },
  },
  { id: 'status', header: 'Holat', cell: (o) => <OrderStatusTag status={o.status} /> },
  {
    id: 'courier',
    header: 'Kuryer',
    cell: (o) =>
      o.courier ? (
        <span className="block max-w-24 truncate" title={o.courier.fullName}>
          {o.courier.fullName}
        </span>
      ) : (
        <span className="text-slate-500">—</span>
      ),
  },
  {
    id: 'payment',
    header: 'Toʻlov',
    cell: (o) => (
      <span className="flex items-center gap-1.5">
        {/* Read out at every width, seen from 1536 px up: the status is what narrower screens keep. */}
        <span className="max-w-0 truncate 2xl:max-w-16" title={paymentMethodLabels[o.paymentMethod]}>
          {paymentMethodLabels[o.paymentMethod]}
        </span>
        <StatusTag label={paymentStatusLabels[o.paymentStatus]} tone={paymentStatusTones[o.paymentStatus]} />
      </span>
    ),
  },
  { id: 'deliveryDate', header: 'Yetkazish', sortKey: 'deliveryDate', cell: (o) => formatDate(o.deliveryDate) },
  { id: 'total', header: 'Jami', sortKey: 'total', align: 'end', cell: (o) => formatMoney(o.total) },
];
