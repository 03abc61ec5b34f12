import { useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { EmptyState } from '../../../components/empty-state';
import { InfiniteSentinel } from '../../../components/infinite-sentinel';
import { LastUpdated } from '../../../components/last-updated';
import { Loading } from '../../../components/loading';
import { ScreenHeader } from '../../../components/screen-header';
import { useErrorToast } from '../../../lib/use-error-toast';
import { userAtom } from '../../../lib/session';
import { ordersInfiniteQueryOptions } from '../api/get-orders';
import { useOrderFilters } from '../hooks/use-order-filters';
import { useQueuedOrderChanges } from '../hooks/use-queued-order-changes';
import { OrderCard } from './order-card';
import { withQueued } from './order-derivations';
import { OrderFiltersBar } from './order-filters-bar';
import { TodayTotals } from './today-totals';

export default function CourierAllOrdersScreen() {
  const me = useAtomValue(userAtom);
  const [filters, setFilters] = useOrderFilters();
  const query = useInfiniteQuery(ordersInfiniteQueryOptions(filters));
  const queued = useQueuedOrderChanges();
  useErrorToast(query.error);
  const orders = query.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <section>
      <ScreenHeader title="Barcha buyurtmalar" />
      <TodayTotals />
      <OrderFiltersBar filters={filters} onChange={setFilters} />
      <LastUpdated at={query.dataUpdatedAt} className="mb-2" />
      {query.isLoading ? (
        <Loading />
      ) : orders.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="space-y-3" aria-label="Buyurtmalar roʻyxati">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={withQueued(order, queued.get(order.id), me)} queued={queued.has(order.id)} />
            </li>
          ))}
        </ul>
      )}
      <InfiniteSentinel
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
      />
    </section>
  );
}
