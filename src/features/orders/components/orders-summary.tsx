import { Stat } from '../../../components/stat';
import type { OrderCard } from '../../../contract/order-history';
import { orderStatusLabels } from '../../../contract/labels';
import { formatMoney, formatNumber } from '../../../lib/money';

/** The figures of an order-history card (`/card` or `/new-and-not-delivered-card`). */
export function OrdersSummary({ card }: { card: OrderCard | undefined }) {
  const count = (n: number | undefined) => (card ? formatNumber(n ?? 0) : '—');
  return (
    <dl className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
      <Stat label="Buyurtmalar" value={count(card?.total)} />
      <Stat label="Summa" value={card ? formatMoney(card.amount) : '—'} />
      <Stat label={orderStatusLabels.pending} value={count(card?.byStatus.pending)} />
      <Stat label={orderStatusLabels.accepted} value={count(card?.byStatus.accepted)} />
      <Stat label={orderStatusLabels.courier} value={count(card?.byStatus.courier)} />
      <Stat label="Naqd olinadi" value={card ? formatMoney(card.cashToCollect) : '—'} strong />
    </dl>
  );
}
