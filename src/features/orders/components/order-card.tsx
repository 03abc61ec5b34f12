import { memo, useId } from 'react';
import { CallLink } from '../../../components/call-link';
import { QueuedChip } from '../../../components/queued-chip';
import type { OrderHistory } from '../../../contract/order-history';
import { formatDate } from '../../../lib/dates';
import { paymentMethodLabels } from '../../../contract/labels';
import { OrderAddress } from './order-address';
import { bottlesToTakeBack } from './order-derivations';
import { OrderLines } from './order-lines';
import { OrderMoney } from './order-money';
import { OrderStatusTag } from './order-status-tag';
import { PaymentNote } from './payment-note';

/**
 * One order of the courier's history (`/all-orders`) in full. Memoised: a poll re-renders only the orders that
 * changed. Off screen it is not laid out; its placeholder height is about a card's.
 */
export const OrderCard = memo(function OrderCard({ order, queued }: { order: OrderHistory; queued?: boolean }) {
  const titleId = useId();
  const bottles = bottlesToTakeBack(order);
  return (
    <article
      id={`order-${order.id}`}
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm [contain-intrinsic-size:auto_560px] [content-visibility:auto]"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          #{order.number}
        </h2>
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
        <dd className="text-end">
          {paymentMethodLabels[order.paymentMethod]} <PaymentNote order={order} />
        </dd>
        {bottles > 0 && (
          <>
            <dt className="text-slate-600">Qaytariladigan idishlar</dt>
            <dd className="text-end tabular-nums">{bottles} ta</dd>
          </>
        )}
      </dl>
      {order.comment && <p className="mt-2 rounded-lg bg-slate-50 p-2 text-sm text-slate-800">Izoh: {order.comment}</p>}
    </article>
  );
});
