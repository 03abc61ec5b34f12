import { Link } from 'react-router-dom';
import type { Column } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import { paymentStatusTones } from '../../../components/status-tones';
import { paymentMethodLabels, paymentStatusLabels } from '../../../contract/labels';
import type { OrderHistory } from '../../../contract/order-history';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { orderProductsPath } from '../api/get-order';
import { OrderStatusTag } from './order-status-tag';

type OrderColumn = Column<OrderHistory>;

/** The columns both admin order tables share; `sortKey`s are the list's sorts. */
export const orderColumns: OrderColumn[] = [
  {
    id: 'number',
    header: '№',
    sortKey: 'number',
    cell: (o) => (
      <Link to={orderProductsPath(o)} className="font-semibold text-sky-800 hover:underline">
        {o.number}
      </Link>
    ),
  },
  { id: 'createdAt', header: 'Sana', sortKey: 'createdAt', className: 'whitespace-nowrap', cell: (o) => formatDate(o.createdAt) },
  {
    id: 'customer',
    header: 'Mijoz',
    cell: (o) => (
      <span className="block min-w-36">
        {o.user.fullName}
        <span className="block text-xs text-slate-600">{o.user.phone}</span>
      </span>
    ),
  },
  { id: 'status', header: 'Holat', cell: (o) => <OrderStatusTag status={o.status} /> },
  { id: 'courier', header: 'Kuryer', cell: (o) => o.courier?.fullName ?? <span className="text-slate-500">—</span> },
  {
    id: 'payment',
    header: 'Toʻlov',
    cell: (o) => (
      <span className="flex flex-col items-start gap-0.5">
        <span className="whitespace-nowrap">{paymentMethodLabels[o.paymentMethod]}</span>
        <StatusTag label={paymentStatusLabels[o.paymentStatus]} tone={paymentStatusTones[o.paymentStatus]} />
      </span>
    ),
  },
  { id: 'deliveryDate', header: 'Yetkazish', sortKey: 'deliveryDate', className: 'whitespace-nowrap', cell: (o) => formatDate(o.deliveryDate) },
  { id: 'total', header: 'Jami', sortKey: 'total', align: 'end', cell: (o) => <span className="whitespace-nowrap">{formatMoney(o.total)}</span> },
];
