import { useQuery } from '@tanstack/react-query';
import { useAtomSnapshot } from '../../../lib/hooks/use-atom-snapshot';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { CallLink } from '../../../components/call-link';
import { Icon } from '../../../components/icons';
import { Loading } from '../../../components/loading';
import { QueuedChip } from '../../../components/queued-chip';
import { paymentMethodLabels, paymentStatusLabels } from '../../../contract/labels';
import type { OrderHistory } from '../../../contract/order-history';
import { userAtom } from '../../../lib/session';
import { whenHistorySettled } from '../../../lib/hooks/use-close-on-back';
import { orderQueryOptions } from '../api/get-order';
import type { CourierChange } from '../courier-change/use-courier-change';
import { withQueued, type QueuedChange } from '../courier-change/use-queued-order-changes';
import { CourierActionSheets } from './courier-action-sheets';
import { OrderActions } from './order-actions';
import type { ChosenAction } from './order-action-sheets';
import { OrderAddress } from './order-address';
import { bottlesToTakeBack, courierActions } from './order-derivations';
import { OrderLinesList } from './order-lines-list';
import { OrderMoney } from './order-money';
import { OrderStatusTag } from './order-status-tag';
import { OrderTimeline } from './order-timeline';
import { PaymentNote } from './payment-note';

interface CourierOrderPageProps {
  id: number;
  /** The order as the courier's lists hold it (they are polled); the page's own fetch fills in lines and events. */
  listed: OrderHistory | undefined;
  queued: QueuedChange | undefined;
  change: (order: OrderHistory, change: CourierChange) => void;
  onBack: () => void;
}

const section = 'rounded-xl border border-slate-200 bg-white p-3';

/** One order on its own page: everything the courier needs at the door, and its actions; offline for their run. */
export function CourierOrderPage({ id, listed, queued, change, onBack }: CourierOrderPageProps) {
  const me = useAtomSnapshot(userAtom);
  // The lists are polled and the run's details kept at their version (useOwnOrdersOffline): a detail of the
  // version the list shows is current, so opening the page asks for nothing.
  const detail = useQuery({
    ...orderQueryOptions(id),
    staleTime: (query) => (listed && query.state.data?.version === listed.version ? Infinity : 0),
  });
  const [chosen, setChosen] = useState<ChosenAction | null>(null);
  const [done, setDone] = useState(false);
  const left = useRef(false);
  // Back to the list, once, after the closed sheet has taken its history entry back out.
  useEffect(() => {
    if (!done || chosen || left.current) return;
    left.current = true;
    void whenHistorySettled().then(onBack);
  }, [done, chosen, onBack]);
  const known = listed ?? detail.data;
  if (!known) {
    return (
      <section aria-labelledby="order-page-title">
        <PageTop title="Buyurtma" onBack={onBack} />
        {detail.isError ? (
          <p className="text-slate-700">Bu buyurtma roʻyxatda yoʻq: u yopilgan yoki boshqa kuryerga berilgan.</p>
        ) : (
          <Loading />
        )}
      </section>
    );
  }
  const order = withQueued(known, queued, me);
  const bottles = bottlesToTakeBack(order);
  const lines = detail.data?.lines;
  return (
    <section aria-labelledby="order-page-title" className="space-y-3">
      <PageTop title={`Buyurtma #${order.number}`} onBack={onBack}>
        <OrderStatusTag status={order.status} />
        {queued && <QueuedChip />}
      </PageTop>
      <div className={`${section} space-y-2`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-medium text-slate-900">{order.user.fullName}</p>
          <CallLink phone={order.user.phone} name={order.user.fullName} />
        </div>
        <PaymentNote order={order} className="text-base" />
      </div>
      <OrderActions
        actions={courierActions(order, me?.id)}
        onAction={(action) => (action === 'take' ? change(order, { status: 'courier' }) : setChosen({ action, order }))}
      />
      <div className={section}>
        <OrderAddress address={order.address} />
      </div>
      <div className={`${section} space-y-2`}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt className="text-slate-600">Toʻlov</dt>
          <dd className="text-end">{paymentMethodLabels[order.paymentMethod]}</dd>
          <dt className="text-slate-600">Toʻlov holati</dt>
          <dd className="text-end">{paymentStatusLabels[order.paymentStatus]}</dd>
          {bottles > 0 && (
            <>
              <dt className="text-slate-600">Qaytariladigan idishlar</dt>
              <dd className="text-end tabular-nums">{bottles} ta</dd>
            </>
          )}
        </dl>
        {order.comment && <p className="rounded-lg bg-slate-50 p-2 text-sm text-slate-800">Izoh: {order.comment}</p>}
      </div>
      <section aria-labelledby="order-lines-title" className={section}>
        <h2 id="order-lines-title" className="mb-1 font-semibold text-slate-900">
          Mahsulotlar: {order.itemsCount} ta
        </h2>
        {lines ? <OrderLinesList lines={lines} /> : detail.isError ? <p>Maʼlumot yoʻq</p> : <Loading />}
        <div className="mt-2 border-t border-slate-100 pt-2">
          <OrderMoney order={order} />
        </div>
      </section>
      {detail.data && detail.data.events.length > 0 && (
        <section aria-labelledby="order-events-title" className={section}>
          <h2 id="order-events-title" className="mb-2 font-semibold text-slate-900">
            Tarix
          </h2>
          <OrderTimeline events={detail.data.events} />
        </section>
      )}
      <CourierActionSheets
        chosen={chosen}
        change={change}
        onClose={() => setChosen(null)}
        onDone={() => setDone(true)}
      />
    </section>
  );
}

function PageTop({ title, onBack, children }: { title: string; onBack: () => void; children?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-center gap-2">
      <Button variant="ghost" size="lg" onClick={onBack} aria-label="Orqaga" className="-ms-3 min-w-11 px-2!">
        <Icon name="back" />
      </Button>
      <h1 id="order-page-title" className="text-xl font-semibold text-slate-900">
        {title}
      </h1>
      {children}
    </header>
  );
}
