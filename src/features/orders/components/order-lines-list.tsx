import type { OrderLine } from '../../../contract/order';
import { formatMoney } from '../../../lib/money';
import { lineLabel } from './line-label';

/** What to hand over: each line with its total. */
export function OrderLinesList({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {lines.map((line) => (
        <li key={line.id} className="flex justify-between gap-3 py-1.5">
          <span>{lineLabel(line)}</span>
          <span className="shrink-0 tabular-nums">{formatMoney(line.total)}</span>
        </li>
      ))}
    </ul>
  );
}
