import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '../../../lib/money';
import { orderLinesQueryOptions } from '../api/get-order-lines';
import { lineLabel } from './line-label';

function Lines({ orderHistoryId }: { orderHistoryId: number }) {
  const { data, isPending, isError } = useQuery(orderLinesQueryOptions(orderHistoryId));
  if (isPending) return <p className="py-2 text-sm text-slate-600">Yuklanmoqda…</p>;
  if (isError || data.data.length === 0) return <p className="py-2 text-sm text-slate-600">Maʼlumot yoʻq</p>;
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {data.data.map((line) => (
        <li key={line.id} className="flex justify-between gap-3 py-1.5">
          <span>{lineLabel(line)}</span>
          <span className="shrink-0 tabular-nums">{formatMoney(line.total)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The item count; the lines are fetched only when opened. */
export function OrderLines({ orderHistoryId, itemsCount }: { orderHistoryId: number; itemsCount: number }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-sky-800">
        Mahsulotlar: {itemsCount} ta
      </summary>
      {open && <Lines orderHistoryId={orderHistoryId} />}
    </details>
  );
}
