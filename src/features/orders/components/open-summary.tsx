import type { OrderCard } from '../../../contract/order-history';
import { Stat } from '../../../components/stat';
import { formatMoney, formatNumber } from '../../../lib/money';

interface OpenSummaryProps {
  /** The courier's own open orders (`new-and-not-delivered-card?mine=true`). */
  card: OrderCard | undefined;
  /** How many orders wait to be taken. */
  toTake: number | undefined;
}

/** The courier's shift at a glance: their own orders, the cash to collect on them, what waits. */
export function OpenSummary({ card, toTake }: OpenSummaryProps) {
  const count = (n: number | undefined) => (n === undefined ? '—' : formatNumber(n));
  return (
    <dl className="mb-3 grid grid-cols-2 gap-2">
      <Stat label="Mening buyurtmalarim" value={count(card?.total)} />
      <Stat label="Olish mumkin" value={count(toTake)} />
      <Stat label="Naqd olinadi" value={card ? formatMoney(card.cashToCollect) : '—'} strong />
      <Stat label="Qaytariladigan idishlar" value={count(card?.bottlesToReturn)} />
    </dl>
  );
}
