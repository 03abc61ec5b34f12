import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Button, Preloader } from 'konsta/react';
import { useCallback, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LastUpdated } from '../../../components/last-updated';
import { Loading } from '../../../components/loading';
import { ScreenHeader } from '../../../components/screen-header';
import { useErrorToast } from '../../../components/use-error-toast';
import type { OrderHistory } from '../../../contract/order-history';
import { userAtom } from '../../../lib/session';
import { openCardQueryOptions } from '../api/get-open-card';
import { openOrdersQueryOptions } from '../api/get-open-orders';
import { useBottleMutation } from '../api/post-bottle';
import { useOrderStatusMutation } from '../api/update-order-status';
import { useNewOrderAlert } from '../hooks/use-new-order-alert';
import { usePullToRefresh } from '../hooks/use-pull-to-refresh';
import { useQueuedOrderChanges } from '../hooks/use-queued-order-changes';
import { OpenOrderList } from './open-order-list';
import { OpenSummary } from './open-summary';
import { OrderActionSheets, type ChosenAction } from './order-action-sheets';
import type { CourierAction } from './order-derivations';

export default function CourierOrdersScreen() {
  const me = useAtomValue(userAtom);
  const list = useQuery(openOrdersQueryOptions());
  const card = useQuery(openCardQueryOptions());
  const queued = useQueuedOrderChanges();
  const { mutate: changeStatus } = useOrderStatusMutation();
  const { mutate: returnBottles } = useBottleMutation();
  const [chosen, setChosen] = useState<ChosenAction | null>(null);
  useNewOrderAlert();
  useErrorToast(list.error);

  const { refetch: refetchList } = list;
  const { refetch: refetchCard } = card;
  const refresh = useCallback(() => Promise.all([refetchList(), refetchCard()]), [refetchList, refetchCard]);
  const pulled = usePullToRefresh(refresh);

  const onAction = useCallback(
    (action: CourierAction, order: OrderHistory) => {
      if (action === 'take') changeStatus({ id: order.id, number: order.number, status: 'courier' });
      else setChosen({ action, order });
    },
    [changeStatus],
  );

  const orders = list.data?.data ?? [];
  const refreshing = list.isFetching && !list.isPending;
  return (
    <section>
      <ScreenHeader
        title="Yangi buyurtmalar"
        actions={
          <Button inline small rounded outline onClick={refresh} disabled={list.isFetching} className="min-h-11 px-4">
            {refreshing && <Preloader className="me-1.5 size-4 text-current" />}
            Yangilash
          </Button>
        }
      />
      {pulled > 0 && (
        <div aria-hidden="true" className="flex justify-center" style={{ height: pulled * 40, opacity: pulled }}>
          <Preloader className="size-6" />
        </div>
      )}
      <OpenSummary card={card.data} />
      <LastUpdated at={list.dataUpdatedAt} className="mb-2" />
      {list.isLoading ? (
        <Loading />
      ) : orders.length === 0 ? (
        <EmptyState />
      ) : (
        <OpenOrderList orders={orders} queued={queued} courierId={me?.id} onAction={onAction} />
      )}
      <OrderActionSheets
        chosen={chosen}
        onClose={() => setChosen(null)}
        onDeliver={(order, count) => {
          returnBottles({ orderHistoryId: order.id, number: order.number, count });
          changeStatus({ id: order.id, number: order.number, status: 'delivered' });
        }}
        onReject={(order, rejectReason) =>
          changeStatus({ id: order.id, number: order.number, status: 'rejected', rejectReason })
        }
        onHandBack={(order) => changeStatus({ id: order.id, number: order.number, status: 'accepted' })}
      />
    </section>
  );
}
