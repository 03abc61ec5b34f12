import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { useHeldNewRows } from '../hooks/use-held-new-rows';
import { ChipGroup } from '../../../components/chip-group';
import { FilterBar } from '../../../components/filter-bar';
import { PageHeader } from '../../../components/page-header';
import { SearchBox } from '../../../components/search-box';
import type { OrderStatus } from '../../../contract/enums';
import { orderStatusLabels } from '../../../contract/labels';
import { useListParams } from '../../../lib/hooks/use-list-params';
import { pickAll } from '../../../lib/url-state';
import { useListQuery } from '../../../lib/hooks/use-list-query';
import { adminOpenOrdersQueryOptions } from '../api/get-admin-open-orders';
import { openCardQueryOptions } from '../api/get-open-card';
import { getMatchingOrders } from '../api/get-matching-orders';
import { BulkOrderBar } from './bulk-order-bar';
import { DispatchFilters, unassignedCourier } from './dispatch-filters';
import { ExportMenu } from './export-menu';
import { dispatchQuery, readDispatchFilters } from './dispatch-params';
import { orderColumns } from './order-columns';
import { OrdersSummary } from './orders-summary';
import { OrdersTable } from './orders-table';

const openStatuses = ['pending', 'accepted', 'courier'] as const satisfies readonly OrderStatus[];
const sorts = ['createdAt', 'total', 'number', 'deliveryDate'] as const;
// The placement date makes room for the actions; the list is newest first by default. The delivery date shows
// from 1280 px up, so that the row fits a 1024-px screen with its checkbox and address.
const listColumns = orderColumns
  .filter((column) => column.id !== 'createdAt')
  .map((column) => (column.id === 'deliveryDate' ? { ...column, wideOnly: true } : column));

export default function AdminOrdersScreen() {
  const list = useListParams({ sorts, defaultSort: 'createdAt' });
  const status = useMemo(() => pickAll(list.params, 'status', openStatuses), [list.params]);
  const dispatch = useMemo(() => readDispatchFilters(list.params), [list.params]);
  const query = useMemo(() => ({ ...list.query, status, ...dispatchQuery(dispatch) }), [list.query, status, dispatch]);
  const orders = useListQuery(adminOpenOrdersQueryOptions(query));
  const card = useQuery(openCardQueryOptions());
  const newestFirst = list.page === 1 && list.sort === 'createdAt' && list.order === 'desc';
  const listed = !orders.isLoading && !orders.isPlaceholderData;
  const arrivals = useHeldNewRows(orders.data, newestFirst && listed, JSON.stringify(query));

  return (
    <section>
      <PageHeader
        title="Buyurtmalar"
        description={<OrdersSummary card={card.data} />}
        actions={
          <>
            {dispatch.courierId !== unassignedCourier && (
              <ExportMenu query={{ ...list.query, ...dispatch, status: status.length ? status : [...openStatuses] }} />
            )}
            <Link
              to={`/orders/delivery-list${/^\d+$/.test(dispatch.courierId) ? `?courierId=${dispatch.courierId}` : ''}`}
              className="inline-flex min-h-10 pointer-coarse:min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-700"
            >
              Yetkazish roʻyxati
            </Link>
          </>
        }
      />
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
      {arrivals.heldCount > 0 && (
        <div className="sticky top-18 z-10 mb-2 flex justify-center">
          <Button size="sm" onClick={arrivals.reveal} className="shadow-md">
            ↑ {arrivals.heldCount} ta yangi buyurtma
          </Button>
        </div>
      )}
      <div {...arrivals.pointerHandlers}>
        <OrdersTable
          caption="Ochiq buyurtmalar"
          columns={listColumns}
          result={{ ...orders, data: arrivals.shown }}
          list={list}
          rowClassName={(o) => (arrivals.isFresh(o) ? 'bg-amber-50 transition-colors' : '')}
        />
      </div>
    </section>
  );
}
