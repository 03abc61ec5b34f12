import type { OrderHistory } from '../../../contract/order-history';
import { formatMoney, formatNumber } from '../../../lib/money';
import { bottlesToTakeBack, cashToCollect } from './order-derivations';

/**
 * The courier's run at a glance, in one line: the cash to collect and the empties to take back on their own
 * orders, summed from the run itself (it comes whole), so it needs no poll of its own.
 */
export function OpenSummary({ run }: { run: readonly OrderHistory[] }) {
  const cash = run.reduce((sum, order) => sum + cashToCollect(order), 0);
  const bottles = run.reduce((sum, order) => sum + bottlesToTakeBack(order), 0);
  return (
    <dl className="mb-1 flex flex-wrap items-baseline gap-x-3 text-sm text-slate-800">
      <div className="flex gap-1.5 rounded-md bg-amber-50 px-1.5 text-amber-950">
        <dt>Naqd olinadi:</dt>
        <dd className="font-semibold tabular-nums">{formatMoney(cash)}</dd>
      </div>
      <div className="flex gap-1.5">
        <dt>Idishlar:</dt>
        <dd className="font-semibold tabular-nums">{formatNumber(bottles)}</dd>
      </div>
    </dl>
  );
}
