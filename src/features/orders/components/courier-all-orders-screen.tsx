import { useInfiniteQuery } from '@tanstack/react-query';
import { useAtomSnapshot } from '../../../lib/hooks/use-atom-snapshot';
import { InfiniteList } from '../../../components/infinite-list';
import { ScreenHeader } from '../../../components/screen-header';
import { useErrorToast } from '../../../lib/hooks/use-error-toast';
import { userAtom } from '../../../lib/session';
import { ordersInfiniteQueryOptions } from '../api/get-orders';
import { useOrderFilters } from '../hooks/use-order-filters';
import { useQueuedOrderChanges } from '../courier-change/use-queued-order-changes';
import { OrderCard } from './order-card';
import { withQueued } from '../courier-change/use-queued-order-changes';
import { OrderFiltersBar } from './order-filters-bar';
import { TodayTotals } from './today-totals';

export default function CourierAllOrdersScreen() {
  const me = useAtomSnapshot(userAtom);
  const [filters, setFilters] = useOrderFilters();
  const query = useInfiniteQuery(ordersInfiniteQueryOptions(filters));
  const queued = useQueuedOrderChanges();
  useErrorToast(query.error);

  return (
    <section>
      <ScreenHeader title="Barcha buyurtmalar" />
      <TodayTotals />
      <OrderFiltersBar filters={filters} onChange={setFilters} />
      <InfiniteList query={query} label="Buyurtmalar roʻyxati" className="space-y-3">
        {(order) => (
          <li key={order.id}>
            <OrderCard order={withQueued(order, queued.get(order.id), me)} queued={queued.has(order.id)} />
          </li>
        )}
      </InfiniteList>
    </section>
  );
}
