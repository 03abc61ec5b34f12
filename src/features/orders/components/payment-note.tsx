import { paymentMethodShortLabels, paymentStatusLabels } from '../../../contract/labels';
import type { OrderHistory } from '../../../contract/order-history';
import { paymentAtDoor } from '../../../contract/payment-at-door';
import { formatMoney } from '../../../lib/money';

type Payment = Pick<OrderHistory, 'paymentMethod' | 'paymentStatus' | 'total'>;

const tones = {
  cash: 'bg-amber-100 text-amber-950',
  paid: 'bg-emerald-100 text-emerald-900',
  unpaid: 'bg-red-100 text-red-900',
};

/** What to do about money at the door, in a few words: the cash to take, paid, or an online payment that has not gone through. */
export function paymentNoteText(order: Payment): string {
  const at = paymentAtDoor(order);
  if (at === 'cash') return `Naqd: ${formatMoney(order.total)}`;
  if (at === 'paid') return paymentStatusLabels.success;
  return `${paymentMethodShortLabels[order.paymentMethod]}: ${paymentStatusLabels[order.paymentStatus]}`;
}

/** The same as a coloured tag: amber for cash, green for paid, red for a payment that has not succeeded. */
export function PaymentNote({ order, className = '' }: { order: Payment; className?: string }) {
  return (
    <span
      className={`inline-block rounded-md px-1.5 text-sm leading-6 font-semibold whitespace-nowrap tabular-nums ${tones[paymentAtDoor(order)]} ${className}`}
    >
      {paymentNoteText(order)}
    </span>
  );
}
