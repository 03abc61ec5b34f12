import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { useListParams } from '../../../lib/use-list-params';
import { useListQuery } from '../../../lib/use-list-query';
import { adminOrdersQueryOptions } from '../api/get-admin-orders';
import { orderProductsPath } from '../api/get-order';
import { ordersCardQueryOptions } from '../api/get-orders-card';
import { readAllOrdersFilters } from './all-orders-filters';
import { AllOrdersFilterBar } from './all-orders-filter-bar';
import { orderColumns } from './order-columns';
import { OrdersSummary } from './orders-summary';

const sorts = ['createdAt', 'total', 'number', 'deliveryDate'] as const;

export default function AdminAllOrdersScreen() {
  const list = useListParams({ sorts, defaultSort: 'createdAt' });
  const navigate = useNavigate();
  const filters = useMemo(() => readAllOrdersFilters(list.params), [list.params]);
  const orders = useListQuery(adminOrdersQueryOptions({ ...list.query, ...filters }));
  const card = useQuery({ ...ordersCardQueryOptions({ ...filters, search: list.search }), placeholderData: keepPreviousData });

  return (
    <section>
      <PageHeader title="Barcha buyurtmalar" />
      <AllOrdersFilterBar list={list} filters={filters} />
      <OrdersSummary card={card.data} />
      <DataTable
        caption="Barcha buyurtmalar"
        columns={orderColumns}
        rows={orders.data}
        rowKey={(o) => o.id}
        isLoading={orders.isLoading}
        sort={list.sort}
        order={list.order}
        onSort={list.toggleSort}
        onRowClick={(o) => navigate(orderProductsPath(o))}
        rowLabel={(o) => `Buyurtma №${o.number}`}
      />
      {orders.meta && <Pagination page={orders.meta.page} totalPages={orders.meta.totalPages} total={orders.meta.total} onPage={list.setPage} />}
    </section>
  );
}
