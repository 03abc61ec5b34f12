import { useState } from 'react';
import { Link } from 'react-router-dom';
import { orderQueries } from '../../../api/order-history';
import { DataTable, type Column } from '../../../components/data-table';
import { Pagination } from '../../../components/pagination';
import { StatusTag } from '../../../components/status-tag';
import { orderStatusTones } from '../../../components/status-tones';
import { orderStatusLabels } from '../../../contract/labels';
import type { OrderHistory } from '../../../contract/order-history';
import { useListState } from '../../../lib/back-to-list';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useListQuery } from '../../../lib/hooks/use-list-query';

/** The order's page, whose back link then returns to this user. */
function OrderLink({ id, number }: { id: number; number: number }) {
  return (
    <Link to={`/orders/${id}/products`} state={useListState()} className="font-semibold text-sky-800 hover:underline">
      {number}
    </Link>
  );
}

const columns: Column<OrderHistory>[] = [
  {
    id: 'number',
    header: '№',
    cell: (o) => <OrderLink id={o.id} number={o.number} />,
  },
  { id: 'date', header: 'Sana', cell: (o) => formatDate(o.createdAt) },
  {
    id: 'status',
    header: 'Holat',
    cell: (o) => <StatusTag label={orderStatusLabels[o.status]} tone={orderStatusTones[o.status]} />,
  },
  { id: 'total', header: 'Jami', align: 'end', cell: (o) => formatMoney(o.total) },
];

/** The customer's orders, newest first, ten a page (the page is local: the screen's URL holds the user). */
export function UserOrders({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const orders = useListQuery(orderQueries.list({ userId, page, limit: 10, sort: 'createdAt', order: 'desc' }));
  return (
    <>
      <DataTable
        caption="Foydalanuvchi buyurtmalari"
        columns={columns}
        rows={orders.data}
        rowKey={(o) => o.id}
        isLoading={orders.isLoading}
      />
      {orders.meta && orders.meta.totalPages > 1 && (
        <Pagination
          page={orders.meta.page}
          totalPages={orders.meta.totalPages}
          total={orders.meta.total}
          onPage={setPage}
        />
      )}
    </>
  );
}
