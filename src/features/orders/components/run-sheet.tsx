import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { startTransition, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useStableCallback } from '../../../lib/hooks/use-stable-callback';
import { useStillLoading } from '../../../lib/hooks/use-still-loading';
import { Button } from '../../../components/button';
import { LastUpdated } from '../../../components/last-updated';
import { Loading } from '../../../components/loading';
import { ScreenHeader } from '../../../components/screen-header';
import { Spinner } from '../../../components/spinner';
import type { List } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';
import type { UserRef } from '../../../contract/user';
import type { CourierChange } from '../courier-change/use-courier-change';
import { usePullToRefresh } from '../hooks/use-pull-to-refresh';
import type { QueuedChange } from '../courier-change/use-queued-order-changes';
import { CashLimitNotice } from './cash-limit-notice';
import { FailedOrderChanges } from '../courier-change/failed-changes';
import { OpenSummary } from './open-summary';
import { OrderSection } from './order-section';
import { RouteArrows } from './route-arrows';
import { RouteBar } from './route-bar';
import { useDragToReorder } from '../hooks/use-drag-to-reorder';
import { useRouteOrdering } from '../hooks/use-route-ordering';

type OpenOrders = UseInfiniteQueryResult<InfiniteData<List<OrderHistory>>>;

interface RunSheetProps {
  mine: OpenOrders;
  toTake: OpenOrders;
  /** The courier's own open orders, in their route's order. */
  run: OrderHistory[];
  queued: ReadonlyMap<number, QueuedChange>;
  me: UserRef | null;
  change: (order: OrderHistory, change: CourierChange) => void;
}

/** `shown`: the pages on screen, which may lag behind the query's; the next page waits until they are the query's. */
const section = (query: OpenOrders, shown: InfiniteData<List<OrderHistory>> | undefined) => ({
  data: shown,
  hasNextPage: query.hasNextPage && shown === query.data,
  isFetchingNextPage: query.isFetchingNextPage,
  fetchNextPage: query.fetchNextPage,
});

/** Every stop on one screen: the courier's run as compact rows, its route, then the orders to take. */
export function RunSheet({ mine, toTake, run, queued, me, change }: RunSheetProps) {
  const route = useRouteOrdering(run);
  const { ordering } = route.bar;
  const move = useStableCallback(route.move);
  const dragHandle = useDragToReorder(
    useStableCallback((from: number, to: number) => run[from] && route.place(run[from], to)),
  );
  // The rows' own controls keep their identity, so a poll does not draw every row again (OrderSection).
  const runRowEnd = useCallback(
    (order: OrderHistory, i: number, count: number) =>
      ordering && <RouteArrows order={order} index={i} count={count} onMove={move} handle={dragHandle(i)} />,
    [ordering, move, dragHandle],
  );
  const takeRowEnd = useCallback(
    (order: OrderHistory) =>
      order.courierId === null && (
        <Button pill variant="secondary" onClick={() => change(order, { status: 'courier' })} className="min-h-11">
          Olish
        </Button>
      ),
    [change],
  );
  const { refetch: refetchMine } = mine;
  const { refetch: refetchToTake } = toTake;
  const refresh = useCallback(() => Promise.all([refetchMine(), refetchToTake()]), [refetchMine, refetchToTake]);
  const pulled = usePullToRefresh(refresh);
  // The rows render in a background pass that yields to the browser, not in one long task.
  const runPages = useDeferredValue(mine.data);
  const toTakePages = useDeferredValue(toTake.data);
  const firstPagesPending = (mine.data && !runPages) || (toTake.data && !toTakePages);
  const loading = useStillLoading(mine, toTake);
  // Both lists are waited for: the orders to take, drawn first, would be pushed down by the run.
  const listsReady = !loading && !firstPagesPending;
  // When the lists come after the screen, the orders to take are drawn a pass after the run, below it: a cheap
  // phone's first commit of the screen holds half the rows, and nothing already drawn moves. Lists already here
  // (Back from an order's page) are drawn at once, so the list's place can be found again.
  const [toTakeDrawn, setToTakeDrawn] = useState(listsReady);
  useEffect(() => {
    if (listsReady) startTransition(() => setToTakeDrawn(true));
  }, [listsReady]);
  // The refresh button is never disabled: a background poll would grey it out every few seconds.
  const fetching = mine.isFetching || toTake.isFetching;
  const refreshing = fetching && !mine.isPending && !toTake.isPending;
  return (
    <section>
      <ScreenHeader
        compact
        title="Yangi buyurtmalar"
        actions={
          <Button
            size="sm"
            pill
            variant="secondary"
            onClick={() => fetching || refresh()}
            aria-busy={refreshing}
            className="min-h-11 px-3!"
          >
            {refreshing && <Spinner className="me-1.5 size-4" inheritColor />}
            Yangilash
          </Button>
        }
      />
      {pulled > 0 && (
        <div aria-hidden="true" className="flex justify-center" style={{ height: pulled * 40, opacity: pulled }}>
          <Spinner className="size-6" />
        </div>
      )}
      <FailedOrderChanges />
      <CashLimitNotice />
      {!listsReady ? (
        <Loading />
      ) : (
        <>
          <OpenSummary run={run} />
          <OrderSection
            id="mine-title"
            title="Mening buyurtmalarim"
            {...section(mine, runPages)}
            queued={queued}
            me={me}
            tools={run.length > 0 && <RouteBar run={run} {...route.bar} />}
            rowEnd={runRowEnd}
          />
          {toTakeDrawn && (
            <>
              <OrderSection
                id="to-take-title"
                title="Olish mumkin"
                {...section(toTake, toTakePages)}
                queued={queued}
                me={me}
                rowEnd={takeRowEnd}
              />
              <LastUpdated at={Math.min(mine.dataUpdatedAt, toTake.dataUpdatedAt)} className="mb-2" />
            </>
          )}
        </>
      )}
    </section>
  );
}
