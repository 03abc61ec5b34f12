import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { orderQueries } from '../../../api/order-history';
import type { Column } from '../../../components/data-table';
import { ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
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
      <ListTable
        caption="Barcha buyurtmalar"
        columns={columns}
        result={orders}
        list={list}
        onRowClick={openOrder}
        rowLabel={(o) => `Buyurtma №${o.number}`}
        dense
      />
    </section>
  );
}
