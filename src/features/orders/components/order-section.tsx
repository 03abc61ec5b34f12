import type { InfiniteData } from '@tanstack/react-query';
import { startTransition, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { InfiniteSentinel } from '../../../components/infinite-sentinel';
import type { List } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';
import type { UserRef } from '../../../contract/user';
import { pickPositiveInt } from '../../../lib/url-state';
import type { QueuedChange } from '../hooks/use-queued-order-changes';
import { OrderCard } from './order-card';
import { withQueued, type CourierAction } from './order-derivations';

/** Cards drawn at first, then per step as the end of the section scrolls near: a cheap phone's first render stays short. */
const FIRST_CARDS = 4;
const MORE_CARDS = 10;

interface OrderSectionProps {
  id: string;
  title: string;
  data: InfiniteData<List<OrderHistory>> | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  queued: ReadonlyMap<number, QueuedChange>;
  me: UserRef | null;
  highlightedId?: number;
  onAction: (action: CourierAction, order: OrderHistory) => void;
}

/** One section of the courier's orders: the loaded ones drawn a few at a time, then the next page as it scrolls into view. */
export function OrderSection({ id, title, data, queued, me, highlightedId, onAction, ...paging }: OrderSectionProps) {
  const orders = data?.pages.flatMap((page) => page.data) ?? [];
  const total = data?.pages[0]?.meta.total;
  const [drawn, setDrawn] = useState(FIRST_CARDS);
  // The order a tapped notification asks for (`?order=`) is always drawn, so that it can be scrolled to.
  const asked = pickPositiveInt(useSearchParams()[0], 'order');
  const shown = Math.max(drawn, orders.findIndex((order) => order.id === asked) + 1);
  const more = shown < orders.length;
  return (
    <section aria-labelledby={id} className="mb-6">
      <h2 id={id} className="mb-2 flex items-baseline justify-between text-lg font-semibold text-slate-900">
        {title}
        {total !== undefined && <span className="text-base font-medium text-slate-600 tabular-nums">{total} ta</span>}
      </h2>
      {orders.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-center text-slate-600">
          Maʼlumot yoʻq
        </p>
      ) : (
        <ul className="space-y-3" aria-label={title}>
          {orders.slice(0, shown).map((order) => {
            const change = queued.get(order.id);
            return (
              <li key={order.id}>
                <OrderCard
                  order={withQueued(order, change, me)}
                  courierId={me?.id}
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
      <InfiniteSentinel
        hasNextPage={more || paging.hasNextPage}
        isFetchingNextPage={paging.isFetchingNextPage}
        fetchNextPage={more ? () => startTransition(() => setDrawn(shown + MORE_CARDS)) : paging.fetchNextPage}
      />
    </section>
  );
}
