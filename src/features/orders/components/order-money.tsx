import type { OrderHistory } from '../../../contract/order-history';
import { formatMoney } from '../../../lib/money';

type Money = Pick<OrderHistory, 'subtotal' | 'discountTotal' | 'deliveryFee' | 'total'>;

/** Subtotal, discount, delivery fee and total: the figures add up on the card itself (UZ.md, order money). */
export function OrderMoney({ order }: { order: Money }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-3 text-sm tabular-nums">
      <dt className="text-slate-600">Mahsulotlar</dt>
      <dd className="text-end">{formatMoney(order.subtotal)}</dd>
      <dt className="text-slate-600">Chegirma</dt>
      <dd className="text-end">{order.discountTotal > 0 ? `−${formatMoney(order.discountTotal)}` : formatMoney(0)}</dd>
      <dt className="text-slate-600">Yetkazib berish</dt>
      <dd className="text-end">{formatMoney(order.deliveryFee)}</dd>
      <dt className="font-semibold text-slate-900">Jami</dt>
      <dd className="text-end font-semibold text-slate-900">{formatMoney(order.total)}</dd>
    </dl>
  );
}
