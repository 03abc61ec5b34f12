import type { OrderCard } from '../../../contract/order-history';
import { formatMoney } from '../../../lib/money';

function Stat({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`rounded-xl p-3 ${strong ? 'bg-amber-50 text-amber-950' : 'bg-white text-slate-900'} border border-slate-200`}>
      <dt className="text-xs text-slate-700">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** The open orders at a glance (GET /order-history/new-and-not-delivered-card). */
export function OpenSummary({ card }: { card: OrderCard | undefined }) {
  const count = (n: number | undefined) => (card ? String(n ?? 0) : '—');
  return (
    <dl className="mb-3 grid grid-cols-2 gap-2">
      <Stat label="Buyurtmalar" value={count(card?.total)} />
      <Stat label="Kuryerda" value={count(card?.byStatus.courier)} />
      <Stat label="Naqd olinadi" value={card ? formatMoney(card.cashToCollect) : '—'} strong />
      <Stat label="Qaytariladigan idishlar" value={count(card?.bottlesToReturn)} />
    </dl>
  );
}
