import type { OrderCard } from '../../../contract/order-history';
import { Stat } from '../../../components/stat';
import { formatMoney, formatNumber } from '../../../lib/money';

/** The open orders at a glance (GET /order-history/new-and-not-delivered-card). */
export function OpenSummary({ card }: { card: OrderCard | undefined }) {
  const count = (n: number | undefined) => (card ? formatNumber(n ?? 0) : '—');
  return (
    <dl className="mb-3 grid grid-cols-2 gap-2">
      <Stat label="Buyurtmalar" value={count(card?.total)} />
      <Stat label="Kuryerda" value={count(card?.byStatus.courier)} />
      <Stat label="Naqd olinadi" value={card ? formatMoney(card.cashToCollect) : '—'} strong />
      <Stat label="Qaytariladigan idishlar" value={count(card?.bottlesToReturn)} />
    </dl>
  );
}
