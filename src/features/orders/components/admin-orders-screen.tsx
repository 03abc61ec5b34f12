import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { ChipGroup } from '../../../components/chip-group';
import { FilterBar } from '../../../components/filter-bar';
import { PageHeader } from '../../../components/page-header';
import { SearchBox } from '../../../components/search-box';
import type { OrderStatus } from '../../../contract/enums';
import { orderStatusLabels } from '../../../contract/labels';
import { useListParams } from '../../../lib/use-list-params';
import { pickAll } from '../../../lib/url-state';
import { useListQuery } from '../../../lib/use-list-query';
import { adminOpenOrdersQueryOptions } from '../api/get-admin-open-orders';
import { newOrderQueryOptions } from '../api/get-new-order';
import { openCardQueryOptions } from '../api/get-open-card';
import { orderKeys } from '../../../api/order-history';
import { useNewOrderAlert } from '../hooks/use-new-order-alert';
import { getMatchingOrders } from '../api/get-matching-orders';
import { BulkOrderBar } from './bulk-order-bar';
import { DispatchFilters } from './dispatch-filters';
import { dispatchQuery, readDispatchFilters } from './dispatch-params';
import { orderColumns } from './order-columns';
import { OrdersSummary } from './orders-summary';
import { OrdersTable } from './orders-table';

const openStatuses = ['pending', 'accepted', 'courier'] as const satisfies readonly OrderStatus[];
const sorts = ['createdAt', 'total', 'number', 'deliveryDate'] as const;
// The placement date makes room for the actions; the list is newest first by default.
const listColumns = orderColumns.filter((column) => column.id !== 'createdAt');

export default function AdminOrdersScreen() {
  const list = useListParams({ sorts, defaultSort: 'createdAt' });
  const status = useMemo(() => pickAll(list.params, 'status', openStatuses), [list.params]);
  const dispatch = useMemo(() => readDispatchFilters(list.params), [list.params]);
  const query = useMemo(() => ({ ...list.query, status, ...dispatchQuery(dispatch) }), [list.query, status, dispatch]);
  const orders = useListQuery(adminOpenOrdersQueryOptions(query));
  const card = useQuery(openCardQueryOptions());
  const client = useQueryClient();
  const lastOrderAt = useQuery(newOrderQueryOptions()).data?.lastOrderAt;
  useNewOrderAlert();
  // The alert refetches the courier's full list; the admin's page refetches here.
  useEffect(() => {
    if (lastOrderAt) void client.invalidateQueries({ queryKey: orderKeys.open() });
  }, [client, lastOrderAt]);

  return (
    <section>
      <PageHeader title="Buyurtmalar" description={<OrdersSummary card={card.data} />} />
      <FilterBar onClear={list.params.size ? list.clear : undefined}>
        <div className="w-72">
          <SearchBox value={list.search} onChange={list.setSearch} placeholder="Raqam, ism yoki telefon" />
        </div>
        <ChipGroup
          label="Holat"
          options={openStatuses}
          labels={orderStatusLabels}
          value={status}
          onChange={(next) => list.set({ status: next })}
        />
        <DispatchFilters {...dispatch} onChange={list.set} withUnassigned />
      </FilterBar>
      <BulkOrderBar
        total={orders.meta?.total ?? 0}
        loadMatching={() => getMatchingOrders('/order-history/new-and-not-delivered', query, orders.meta?.total ?? 0)}
      />
      <OrdersTable caption="Ochiq buyurtmalar" columns={listColumns} result={orders} list={list} />
    </section>
  );
}
