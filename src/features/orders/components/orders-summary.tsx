import type { OrderCard } from '../../../contract/order-history';
import { orderStatusLabels } from '../../../contract/labels';
import { formatMoney, formatNumber } from '../../../lib/money';

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline gap-1.5 whitespace-nowrap">
      <dt className="text-slate-600">{label}:</dt>
      <dd className={`font-semibold tabular-nums ${strong ? 'text-amber-900' : 'text-slate-900'}`}>{value}</dd>
    </div>
  );
}

/** The figures of an order-history card (`/card` or `/new-and-not-delivered-card`), on one line under the title. */
export function OrdersSummary({ card }: { card: OrderCard | undefined }) {
  const count = (n: number | undefined) => (card ? formatNumber(n ?? 0) : '—');
  return (
    <dl aria-label="Buyurtmalar xulosasi" className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
      <Figure label="Buyurtmalar" value={count(card?.total)} />
      <Figure label="Summa" value={card ? formatMoney(card.amount) : '—'} />
      <Figure label={orderStatusLabels.pending} value={count(card?.byStatus.pending)} />
      <Figure label={orderStatusLabels.accepted} value={count(card?.byStatus.accepted)} />
      <Figure label={orderStatusLabels.courier} value={count(card?.byStatus.courier)} />
      <Figure label="Naqd olinadi" value={card ? formatMoney(card.cashToCollect) : '—'} strong />
    </dl>
  );
}
