import { memo, useId } from 'react';
import { CallLink } from '../../../components/call-link';
import { QueuedChip } from '../../../components/queued-chip';
import type { OrderHistory } from '../../../contract/order-history';
import { formatDate } from '../../../lib/dates';
import { paymentMethodLabels } from '../../../contract/labels';
import { formatMoney } from '../../../lib/money';
import { OrderActions } from './order-actions';
import { OrderAddress } from './order-address';
import { bottlesToTakeBack, cashToCollect, courierActions, type CourierAction } from './order-derivations';
import { OrderLines } from './order-lines';
import { OrderMoney } from './order-money';
import { OrderStatusTag } from './order-status-tag';

interface OrderCardProps {
  order: OrderHistory;
  courierId?: number;
  queued?: boolean;
  /** Opened from a notification (`?order=<id>`): drawn so the eye finds it. */
  highlighted?: boolean;
  /** 3 under a section's heading. */
  headingLevel?: 2 | 3;
  onAction?: (action: CourierAction, order: OrderHistory) => void;
}

/**
 * One order as a courier needs it at the door. Memoised: a poll re-renders only the orders that changed.
 * Off screen it is not laid out; its placeholder height is at least a tall card's (430–680 px from 320 to
 * 412 px wide), so that the content of a card not yet drawn never overlaps the next one's buttons.
 */
export const OrderCard = memo(function OrderCard({
  order,
  courierId,
  queued,
  highlighted,
  headingLevel = 2,
  onAction,
}: OrderCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const cash = cashToCollect(order);
  const bottles = bottlesToTakeBack(order);
  const actions = onAction ? courierActions(order, courierId) : [];
  return (
    <article
      id={`order-${order.id}`}
      aria-labelledby={titleId}
      aria-current={highlighted || undefined}
      className={`scroll-mt-24 rounded-2xl border bg-white p-4 shadow-sm [contain-intrinsic-size:auto_680px] [content-visibility:auto] ${
        highlighted ? 'border-sky-600 ring-4 ring-sky-300' : 'border-slate-200'
      }`}
    >
      <header className="flex flex-wrap items-center gap-2">
        <Heading id={titleId} className="text-lg font-semibold text-slate-900">
          #{order.number}
        </Heading>
        <OrderStatusTag status={order.status} />
        {queued && <QueuedChip />}
        <span className="ms-auto text-sm text-slate-600">{formatDate(order.deliveryDate)}</span>
      </header>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">{order.user.fullName}</p>
        <CallLink phone={order.user.phone} name={order.user.fullName} />
      </div>
      <OrderAddress address={order.address} />
      <OrderLines orderHistoryId={order.id} itemsCount={order.itemsCount} />
      <OrderMoney order={order} />
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Toʻlov</dt>
        <dd className="text-end">{paymentMethodLabels[order.paymentMethod]}</dd>
        {cash > 0 && (
          <>
            <dt className="font-medium text-amber-900">Naqd olinadi</dt>
            <dd className="text-end font-semibold text-amber-900 tabular-nums">{formatMoney(cash)}</dd>
          </>
        )}
        {bottles > 0 && (
          <>
            <dt className="text-slate-600">Qaytariladigan idishlar</dt>
            <dd className="text-end tabular-nums">{bottles} ta</dd>
          </>
        )}
      </dl>
      {order.comment && <p className="mt-2 rounded-lg bg-slate-50 p-2 text-sm text-slate-800">Izoh: {order.comment}</p>}
      <OrderActions actions={actions} onAction={(action) => onAction?.(action, order)} />
    </article>
  );
});
