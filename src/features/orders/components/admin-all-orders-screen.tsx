import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { orderQueries } from '../../../api/order-history';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import type { OrderHistory } from '../../../contract/order-history';
import { useListParams } from '../../../lib/use-list-params';
import { useListQuery } from '../../../lib/use-list-query';
import { readAllOrdersFilters } from './all-orders-filters';
import { AllOrdersFilterBar } from './all-orders-filter-bar';
import { orderColumns } from './order-columns';
import { OrderRowActions } from './order-row-actions';
import { OrdersSummary } from './orders-summary';
import { useOpenOrder } from './use-open-order';

const sorts = ['createdAt', 'total', 'number', 'deliveryDate'] as const;

export default function AdminAllOrdersScreen() {
  const list = useListParams({ sorts, defaultSort: 'createdAt' });
  const openOrder = useOpenOrder();
  const columns: Column<OrderHistory>[] = [
    ...orderColumns,
    { id: 'actions', header: 'Amallar', align: 'end', cell: (o) => <OrderRowActions order={o} onOpen={() => openOrder(o)} /> },
  ];
  const filters = useMemo(() => readAllOrdersFilters(list.params), [list.params]);
  const orders = useListQuery(orderQueries.list({ ...list.query, ...filters }));
  const card = useQuery({ ...orderQueries.card({ ...filters, search: list.search }), placeholderData: keepPreviousData });

  return (
    <section>
      <PageHeader title="Barcha buyurtmalar" description={<OrdersSummary card={card.data} />} />
      <AllOrdersFilterBar list={list} filters={filters} />
      <DataTable
        caption="Barcha buyurtmalar"
        columns={columns}
        rows={orders.data}
        rowKey={(o) => o.id}
        isLoading={orders.isLoading}
        sort={list.sort}
        order={list.order}
        onSort={list.toggleSort}
        onRowClick={openOrder}
        rowLabel={(o) => `Buyurtma №${o.number}`}
        dense
      />
      {orders.meta && <Pagination page={orders.meta.page} totalPages={orders.meta.totalPages} total={orders.meta.total} onPage={list.setPage} />}
    </section>
  );
}
