import { useQuery } from '@tanstack/react-query';
import { LazyDetails } from '../../../components/lazy-details';
import { QueryList } from '../../../components/query-list';
import { formatMoney } from '../../../lib/money';
import { orderLinesQueryOptions } from '../api/get-order-lines';
import { lineLabel } from './line-label';

function Lines({ orderHistoryId }: { orderHistoryId: number }) {
  return (
    <QueryList query={useQuery(orderLinesQueryOptions(orderHistoryId))} className="divide-y divide-slate-100 text-sm">
      {(line) => (
        <li key={line.id} className="flex justify-between gap-3 py-1.5">
          <span>{lineLabel(line)}</span>
          <span className="shrink-0 tabular-nums">{formatMoney(line.total)}</span>
        </li>
      )}
    </QueryList>
  );
}

/** The item count; the lines are fetched only when opened. */
export function OrderLines({ orderHistoryId, itemsCount }: { orderHistoryId: number; itemsCount: number }) {
  return (
    <LazyDetails summary={<>Mahsulotlar: {itemsCount} ta</>}>
      {() => <Lines orderHistoryId={orderHistoryId} />}
    </LazyDetails>
  );
}
