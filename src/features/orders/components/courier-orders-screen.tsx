import {
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { orderKeys } from '../../../api/order-history';
import { knownShiftId } from '../../../api/shift';
import { Button } from '../../../components/button';
import { LastUpdated } from '../../../components/last-updated';
import { Loading } from '../../../components/loading';
import { ScreenHeader } from '../../../components/screen-header';
import { Spinner } from '../../../components/spinner';
import { useErrorToast } from '../../../lib/use-error-toast';
import type { List } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';
import { findCached } from '../../../lib/cached-list';
import { discardChange, resendChange } from '../../../lib/offline-changes';
import { userAtom } from '../../../lib/session';
import { usePreload } from '../../../lib/use-preload';
import { openCardQueryOptions } from '../api/get-open-card';
import { openOrdersQueryOptions } from '../api/get-open-orders';
import { useOrderStatusMutation, type OrderStatusVariables } from '../api/update-order-status';
import { useFailedOrderChanges, type FailedOrderChange } from '../hooks/use-failed-order-changes';
import { useHighlightedOrder } from '../hooks/use-highlighted-order';
import { useNewOrderAlert } from '../hooks/use-new-order-alert';
import { usePullToRefresh } from '../hooks/use-pull-to-refresh';
import { useQueuedOrderChanges } from '../hooks/use-queued-order-changes';
import { CashLimitNotice } from './cash-limit-notice';
import { FailedChanges } from './failed-changes';
import { OpenSummary } from './open-summary';
import type { ChosenAction } from './order-action-sheets';
import type { CourierAction } from './order-derivations';
import { OrderSection } from './order-section';

// Opened by a tap: Konsta's sheets stay out of the first load, and are fetched right after it (below),
// so a tap made offline opens them even before the service worker has them.
const loadSheets = () => import('./order-action-sheets');
const OrderActionSheets = lazy(() => loadSheets().then((m) => ({ default: m.OrderActionSheets })));

type OpenOrders = InfiniteData<List<OrderHistory>>;

/** `shown`: the pages on screen, which may lag behind the query's; the next page waits until they are the query's. */
const section = (query: UseInfiniteQueryResult<OpenOrders>, shown: OpenOrders | undefined) => ({
  data: shown,
  hasNextPage: query.hasNextPage && shown === query.data,
  isFetchingNextPage: query.isFetchingNextPage,
  fetchNextPage: query.fetchNextPage,
});

export default function CourierOrdersScreen() {
  const client = useQueryClient();
  const me = useAtomValue(userAtom);
  const mine = useInfiniteQuery(openOrdersQueryOptions('mine'));
  const toTake = useInfiniteQuery(openOrdersQueryOptions('unassigned'));
  const card = useQuery(openCardQueryOptions({ mine: true }));
  const queued = useQueuedOrderChanges();
  const failed = useFailedOrderChanges();
  const { mutate } = useOrderStatusMutation();
  const [chosen, setChosen] = useState<ChosenAction | null>(null);
  const highlightedId = useHighlightedOrder([mine, toTake]);
  useNewOrderAlert();
  usePreload(loadSheets);
  useErrorToast(mine.error ?? toTake.error);

  const { refetch: refetchMine } = mine;
  const { refetch: refetchToTake } = toTake;
  const { refetch: refetchCard } = card;
  const refresh = useCallback(
    () => Promise.all([refetchMine(), refetchToTake(), refetchCard()]),
    [refetchMine, refetchToTake, refetchCard],
  );
  const pulled = usePullToRefresh(refresh);

  // The version the courier saw, carried past their own changes still queued for this order.
  const change = useCallback(
    (order: OrderHistory, variables: Omit<OrderStatusVariables, 'id' | 'number' | 'version'>) =>
      mutate({
        id: order.id,
        number: order.number,
        version: queued.get(order.id)?.nextVersion ?? order.version,
        ...variables,
      }),
    [mutate, queued],
  );
  // One function for the screen's life, so that a memoised card re-renders only when its order changes.
  const changeRef = useRef(change);
  useEffect(() => void (changeRef.current = change), [change]);
  const onAction = useCallback((action: CourierAction, order: OrderHistory) => {
    if (action === 'take') changeRef.current(order, { status: 'courier' });
    else setChosen({ action, order });
  }, []);
  // The cards render in a background pass that yields to the browser, not in one long task.
  const mineOrders = useDeferredValue(mine.data);
  const ordersToTake = useDeferredValue(toTake.data);
  const firstPagesPending = (mine.data && !mineOrders) || (toTake.data && !ordersToTake);
  // Sent again with the order's version as the server has it now: the courier has seen what changed.
  const resend = ({ mutationId, variables }: FailedOrderChange) => {
    const current = 'id' in variables ? findCached<OrderHistory>(client, orderKeys.all, variables.id) : undefined;
    resendChange(client, mutationId, 'id' in variables ? { ...variables, version: current?.version } : variables);
  };

  // The refresh button is never disabled: a background poll would grey it out every few seconds.
  const fetching = mine.isFetching || toTake.isFetching;
  const refreshing = fetching && !mine.isPending && !toTake.isPending;
  const toTakeCount = toTake.data?.pages[0]?.meta.total;
  const cards = { queued, me, highlightedId, onAction };
  return (
    <section>
      <ScreenHeader
        title="Yangi buyurtmalar"
        actions={
          <Button
            size="sm"
            pill
            variant="secondary"
            onClick={() => fetching || refresh()}
            aria-busy={refreshing}
            className="min-h-11 px-4!"
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
      <FailedChanges
        changes={failed}
        onResend={resend}
        onDiscard={({ mutationId }) => discardChange(client, mutationId)}
      />
      <CashLimitNotice />
      <OpenSummary card={card.data} toTake={toTakeCount} />
      {mine.isLoading || toTake.isLoading || firstPagesPending ? (
        // Both sections appear together: the first one arriving alone would push the second down.
        <Loading />
      ) : (
        <>
          <LastUpdated at={Math.min(mine.dataUpdatedAt, toTake.dataUpdatedAt)} className="mb-2" />
          <OrderSection id="mine-title" title="Mening buyurtmalarim" {...section(mine, mineOrders)} {...cards} />
          <OrderSection id="to-take-title" title="Olish mumkin" {...section(toTake, ordersToTake)} {...cards} />
        </>
      )}
      {chosen && (
        <Suspense fallback={null}>
          <OrderActionSheets
            chosen={chosen}
            onClose={() => setChosen(null)}
            onDeliver={(order, bottlesReturned) =>
              change(order, { status: 'delivered', bottlesReturned, shiftId: knownShiftId(client) })
            }
            onReject={(order, rejectReason) =>
              change(order, { status: 'rejected', rejectReason, shiftId: knownShiftId(client) })
            }
            onHandBack={(order) => change(order, { status: 'accepted' })}
          />
        </Suspense>
      )}
    </section>
  );
}
