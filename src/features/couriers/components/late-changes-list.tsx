import type { LateChange } from '../../../contract/shift';
import { formatMoney, formatNumber } from '../../../lib/money';

/** Deliveries that reached a confirmed shift, each with what it adds: cash, empties taken back, full bottles out. */
export function LateChangesList({ changes }: { changes: readonly LateChange[] }) {
  return (
    <div className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-medium">Kechikib kelgan oʻzgarishlar: {changes.length}</p>
      <ul className="mt-1 space-y-0.5 tabular-nums">
        {changes.map((change) => (
          <li key={change.orderHistoryId}>
            №{change.number}: {formatMoney(change.cash)}, {formatNumber(change.empties)} ta boʻsh,{' '}
            {formatNumber(change.fullBottles)} ta toʻla idish
          </li>
        ))}
      </ul>
    </div>
  );
}
