import { useInfiniteQuery } from '@tanstack/react-query';
import { useAtomSnapshot } from '../../../lib/hooks/use-atom-snapshot';
import { useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useErrorToast } from '../../../lib/hooks/use-error-toast';
import { userAtom } from '../../../lib/session';
import { pickPositiveInt } from '../../../lib/url-state';
import { usePreload } from '../../../lib/hooks/use-preload';
import { openOrdersQueryOptions } from '../api/get-open-orders';
import { useCourierChange } from '../courier-change/use-courier-change';
import { useNewOrderAlert } from '../hooks/use-new-order-alert';
import { useListPlace } from '../hooks/use-list-place';
import { useOwnOrdersOffline } from '../hooks/use-own-orders-offline';
import { useQueuedOrderChanges } from '../courier-change/use-queued-order-changes';
import { useShiftAfterCollecting } from '../hooks/use-shift-after-collecting';
import { preloadSheets } from './courier-action-sheets';
import { CourierOrderPage } from './courier-order-page';
import { RunSheet } from './run-sheet';

/**
 * The courier's orders: the run sheet, or one order's page (`?order=ID`, also the push's URL) with its own
 * history entry, so Back returns to the list. Both read the same polled lists, so an order of the run opens
 * offline at once.
 */
export default function CourierOrdersScreen() {
  const me = useAtomSnapshot(userAtom);
  const mine = useInfiniteQuery(openOrdersQueryOptions('mine'));
  const toTake = useInfiniteQuery(openOrdersQueryOptions('unassigned'));
  const queued = useQueuedOrderChanges();
  const change = useCourierChange(queued);
  const navigate = useNavigate();
  const { state } = useLocation();
  const id = pickPositiveInt(useSearchParams()[0], 'order') || undefined;
  useNewOrderAlert();
  usePreload(preloadSheets);
  useErrorToast(mine.error ?? toTake.error);
  const run = useMemo(() => mine.data?.pages.flatMap((page) => page.data), [mine.data]);
  useOwnOrdersOffline(run);
  useShiftAfterCollecting(run);
  const anchor = useRef<HTMLDivElement>(null);
  useListPlace(anchor, id);

  let shown;
  if (id) {
    const listed = [mine.data, toTake.data]
      .flatMap((data) => data?.pages.flatMap((page) => page.data) ?? [])
      .find((order) => order.id === id);
    // Opened from the list: Back is the list's entry; opened from a notification, the list replaces the page.
    const back = () =>
      (state as { fromList?: boolean } | null)?.fromList ? navigate(-1) : navigate('/orders', { replace: true });
    shown = <CourierOrderPage key={id} id={id} listed={listed} queued={queued.get(id)} change={change} onBack={back} />;
  } else {
    shown = <RunSheet mine={mine} toTake={toTake} run={run ?? []} queued={queued} me={me} change={change} />;
  }
  return (
    <div ref={anchor} className="contents">
      {shown}
    </div>
  );
}
