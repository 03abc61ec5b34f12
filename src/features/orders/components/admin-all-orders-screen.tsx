import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { orderQueries } from '../../../api/order-history';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../lib/hooks/use-list-params';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { readAllOrdersFilters } from './all-orders-filters';
import { getMatchingOrders } from '../api/get-matching-orders';
import { AllOrdersFilterBar } from './all-orders-filter-bar';
import { BulkOrderBar } from './bulk-order-bar';
import { orderColumns } from './order-columns';
import { OrdersSummary } from './orders-summary';
import { OrdersTable } from './orders-table';

const sorts = ['createdAt', 'total', 'number', 'deliveryDate'] as const;
// The placement date matters more in the history: the delivery date shows from 1536 px up.
const columns = orderColumns.map((column) =>
  column.id === 'deliveryDate' ? { ...column, wideOnly: '2xl' as const } : column,
);

export default function AdminAllOrdersScreen() {
  const list = useListParams({ sorts, defaultSort: 'createdAt' });
  const filters = useMemo(() => readAllOrdersFilters(list.params), [list.params]);
  const query = useMemo(() => ({ ...list.query, ...filters }), [list.query, filters]);
  const orders = useListQuery(orderQueries.list(query));
  const card = useQuery({
    ...orderQueries.card({ ...filters, search: list.search }),
    placeholderData: keepPreviousData,
  });

  return (
    <section>
      <PageHeader title="Barcha buyurtmalar" description={<OrdersSummary card={card.data} />} />
      <AllOrdersFilterBar list={list} filters={filters} />
      <BulkOrderBar
        total={orders.meta?.total ?? 0}
        loadMatching={() => getMatchingOrders('/order-history', query, orders.meta?.total ?? 0)}
      />
      <OrdersTable caption="Barcha buyurtmalar" columns={columns} result={orders} list={list} />
    </section>
  );
}
