import type { InfiniteData } from '@tanstack/react-query';
import { memo, startTransition, useMemo, useState, type ReactNode } from 'react';
import { InfiniteSentinel } from '../../../components/infinite-sentinel';
import type { List } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';
import type { UserRef } from '../../../contract/user';
import type { QueuedChange } from '../courier-change/use-queued-order-changes';
import { withQueued } from '../courier-change/use-queued-order-changes';
import { RunSheetRow } from './run-sheet-row';

/** Rows drawn at first, then per step as the end of the section scrolls near: a cheap phone's first render stays short. */
const FIRST_ROWS = 12;
const MORE_ROWS = 20;

interface OrderSectionProps {
  id: string;
  title: string;
  data: InfiniteData<List<OrderHistory>> | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  queued: ReadonlyMap<number, QueuedChange>;
  me: UserRef | null;
  /** Between the heading and the rows (the route's controls). */
  tools?: ReactNode;
  /** The row's own control at its right: its action button, or the route's arrows. */
  rowEnd: RowEnd;
}

type RowEnd = (order: OrderHistory, index: number, count: number) => ReactNode;

interface RowsProps {
  title: string;
  orders: readonly OrderHistory[];
  drawn: number;
  queued: ReadonlyMap<number, QueuedChange>;
  me: UserRef | null;
  rowEnd: RowEnd;
}

/**
 * The rows, drawn again only when what they show changes: a poll's answer is first drawn urgently with the rows
 * the section already had (useDeferredValue), and that pass skips them here instead of drawing every row twice.
 * `rowEnd` must keep its identity between renders for that.
 */
const SectionRows = memo(function SectionRows({ title, orders, drawn, queued, me, rowEnd }: RowsProps) {
  return (
    <ul className="space-y-1.5" aria-label={title}>
      {orders.slice(0, drawn).map((order, i) => {
        const change = queued.get(order.id);
        const shown = withQueued(order, change, me);
        return (
          <li key={order.id}>
            <RunSheetRow order={shown} queued={change !== undefined}>
              {rowEnd(shown, i, orders.length)}
            </RunSheetRow>
          </li>
        );
      })}
    </ul>
  );
});

/** One section of the courier's orders as compact rows: drawn a few at a time, then the next page as it scrolls into view. */
export function OrderSection({ id, title, data, queued, me, tools, rowEnd, ...paging }: OrderSectionProps) {
  const orders = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const total = data?.pages[0]?.meta.total;
  const [drawn, setDrawn] = useState(FIRST_ROWS);
  const more = drawn < orders.length;
  return (
    <section aria-labelledby={id} className="mb-4">
      <h2 id={id} className="mb-1 flex items-baseline justify-between text-lg font-semibold text-slate-900">
        {title}
        {total !== undefined && <span className="text-base font-medium text-slate-600 tabular-nums">{total} ta</span>}
      </h2>
      {tools}
      {orders.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-center text-slate-600">
          Maʼlumot yoʻq
        </p>
      ) : (
        <SectionRows title={title} orders={orders} drawn={drawn} queued={queued} me={me} rowEnd={rowEnd} />
      )}
      <InfiniteSentinel
        hasNextPage={more || paging.hasNextPage}
        isFetchingNextPage={paging.isFetchingNextPage}
        fetchNextPage={more ? () => startTransition(() => setDrawn(drawn + MORE_ROWS)) : paging.fetchNextPage}
      />
    </section>
  );
}
