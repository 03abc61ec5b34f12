import type { InfiniteData } from '@tanstack/react-query';
import { InfiniteSentinel } from '../../../components/infinite-sentinel';
import type { List } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';
import type { QueuedChange } from '../hooks/use-queued-order-changes';
import { OrderCard } from './order-card';
import { withQueued, type CourierAction } from './order-derivations';

interface OrderSectionProps {
  id: string;
  title: string;
  data: InfiniteData<List<OrderHistory>> | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  queued: ReadonlyMap<number, QueuedChange>;
  courierId?: number;
  highlightedId?: number;
  onAction: (action: CourierAction, order: OrderHistory) => void;
}

/** One section of the courier's orders, page by page: the rest loads as it scrolls into view. */
export function OrderSection({ id, title, data, queued, courierId, highlightedId, onAction, ...paging }: OrderSectionProps) {
  const orders = data?.pages.flatMap((page) => page.data) ?? [];
  const total = data?.pages[0]?.meta.total;
  return (
    <section aria-labelledby={id} className="mb-6">
      <h2 id={id} className="mb-2 flex items-baseline justify-between text-lg font-semibold text-slate-900">
        {title}
        {total !== undefined && <span className="text-base font-medium text-slate-600 tabular-nums">{total} ta</span>}
      </h2>
      {orders.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-center text-slate-600">Maʼlumot yoʻq</p>
      ) : (
        <ul className="space-y-3" aria-label={title}>
          {orders.map((order) => {
            const change = queued.get(order.id);
            return (
              <li key={order.id}>
                <OrderCard
                  order={withQueued(order, change, courierId)}
                  courierId={courierId}
                  queued={change !== undefined}
                  highlighted={order.id === highlightedId}
                  headingLevel={3}
                  onAction={onAction}
                />
              </li>
            );
          })}
        </ul>
      )}
      <InfiniteSentinel {...paging} />
    </section>
  );
}
