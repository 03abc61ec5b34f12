import { paymentMethodLabels, paymentStatusLabels } from '../../../contract/labels';
import type { OrderHistory } from '../../../contract/order-history';
import { paymentAtDoor } from '../../../contract/payment-at-door';
import { formatMoney } from '../../../lib/money';

type Payment = Pick<OrderHistory, 'paymentMethod' | 'paymentStatus' | 'total'>;

/** The deliver sheet's plain word on money: the cash to collect, paid, or a warning not to hand it over unpaid. */
export function PaymentAtDoorNotice({ order }: { order: Payment }) {
  const at = paymentAtDoor(order);
  const method = `${paymentMethodLabels[order.paymentMethod]}: ${paymentStatusLabels[order.paymentStatus]}`;
  if (at === 'cash') {
    return (
      <p className="rounded-xl bg-amber-50 p-3 text-amber-950">
        <span className="block text-sm font-medium">Olinadigan naqd pul</span>
        <span className="block text-3xl font-bold tabular-nums">{formatMoney(order.total)}</span>
      </p>
    );
  }
  if (at === 'paid') {
    return (
      <p className="rounded-xl bg-emerald-50 p-3 text-emerald-900">
        <span className="block text-2xl font-bold">Toʻlangan</span>
        <span className="block text-sm">{paymentMethodLabels[order.paymentMethod]}</span>
      </p>
    );
  }
  return (
    <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-red-900">
      <span className="block font-semibold">Toʻlov oʻtmagan — naqd oling yoki buyurtmani qaytaring</span>
      <span className="block text-sm">{method}</span>
      <span className="block text-2xl font-bold tabular-nums">{formatMoney(order.total)}</span>
    </p>
  );
}
