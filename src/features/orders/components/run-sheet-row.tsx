import { memo, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { QueuedChip } from '../../../components/queued-chip';
import type { OrderHistory } from '../../../contract/order-history';
import { localDay } from '../../../lib/dates';
import { shortAddress } from '../../../lib/short-address';
import { bottlesToTakeBack } from './order-derivations';
import { orderPagePath } from './order-page-path';
import { OrderStatusTag } from './order-status-tag';
import { PaymentNote } from './payment-note';

/** `24.11` for `2026-11-24`. */
const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

interface RunSheetRowProps {
  order: OrderHistory;
  queued?: boolean;
  /** The row's own control at its right: "Olish", or the route's Yuqoriga/Pastga. */
  children?: ReactNode;
}

/**
 * One stop as a compact row (two lines, about 60 px at 360 px; three where the money does not fit beside the name): number, customer, what to do about money, short
 * address, bottles to take back and the delivery day when it is not today (red when overdue). It opens the order's page.
 */
export const RunSheetRow = memo(function RunSheetRow({ order, queued, children }: RunSheetRowProps) {
  const titleId = useId();
  const bottles = bottlesToTakeBack(order);
  const today = localDay(new Date());
  const overdue = order.deliveryDate < today;
  return (
    <article
      id={`order-${order.id}`}
      aria-labelledby={titleId}
      className="flex items-center gap-2 rounded-xl border border-slate-200 bg-white"
    >
      <Link
        to={orderPagePath(order.id)}
        state={{ fromList: true }}
        className="min-h-11 min-w-0 flex-1 rounded-xl px-3 py-1.5 text-sm text-slate-800 outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
      >
        {/* Where the row is narrow (a row's "Olish", the route's arrows) the money wraps below, so the name stays. */}
        <div className="flex flex-wrap items-center gap-x-2">
          <h3 id={titleId} className="shrink-0 font-semibold text-slate-900 tabular-nums">
            #{order.number}
          </h3>
          <span className="min-w-12 flex-1 basis-12 truncate font-medium text-slate-900">{order.user.fullName}</span>
          <PaymentNote order={order} className="max-w-full whitespace-normal!" />
        </div>
        <div className="flex items-center gap-2">
          <span className="min-w-0 flex-1 truncate">{shortAddress(order.address)}</span>
          {bottles > 0 && <span className="shrink-0 whitespace-nowrap">Idish: {bottles}</span>}
          {order.deliveryDate !== today && (
            <span className={`shrink-0 tabular-nums ${overdue ? 'font-medium text-red-800' : 'text-slate-700'}`}>
              {shortDay(order.deliveryDate)}
              {overdue && <span className="sr-only"> · Muddati oʻtgan</span>}
            </span>
          )}
          {queued && <OrderStatusTag status={order.status} />}
          {queued && <QueuedChip />}
        </div>
      </Link>
      {children && <div className="shrink-0 pe-2">{children}</div>}
    </article>
  );
});
