import { useState } from 'react';
import { Button } from '../../../components/button';
import type { BulkOrderResult } from '../../../contract/order-history';
import { formatNumber } from '../../../lib/money';
import { toastError } from '../../../lib/toast';
import { useBulkOrderChange, type BulkChange } from '../api/bulk-change-orders';
import { maxBulkOrders, useOrderSelection, type SelectedOrder } from '../hooks/order-selection';
import { AdminRejectDialog } from './admin-reject-dialog';
import { BulkResults } from './bulk-results';
import { CourierPicker } from './courier-picker';

interface BulkOrderBarProps {
  /** How many orders the list's filter matches. */
  total: number;
  /** Every order the filter matches, up to 500. */
  loadMatching: () => Promise<SelectedOrder[]>;
}

/**
 * The selected orders and what can be done to all of them at once: accept, assign a courier, reject with a
 * reason. The orders that were changed leave the selection; the refused ones stay, with the reason shown.
 */
export function BulkOrderBar({ total, loadMatching }: BulkOrderBarProps) {
  const { selected, count, replace, clear } = useOrderSelection();
  const { mutate, isPending } = useBulkOrderChange();
  const [dialog, setDialog] = useState<'courier' | 'reject' | null>(null);
  const [results, setResults] = useState<{ list: BulkOrderResult[]; numbers: Map<number, number> } | null>(null);
  const [loading, setLoading] = useState(false);
  const close = () => setDialog(null);

  const run = (change: BulkChange['change']) => {
    close();
    const orders = [...selected.values()];
    mutate(
      { orders, change },
      {
        onSuccess: (list) => {
          setResults({ list, numbers: new Map(orders.map((o) => [o.id, o.number])) });
          const refused = new Set(list.filter((r) => !r.ok).map((r) => r.id));
          replace(orders.filter((o) => refused.has(o.id)));
        },
      },
    );
  };
  const selectMatching = () => {
    setLoading(true);
    loadMatching()
      .then(replace, (error: unknown) => toastError(error))
      .finally(() => setLoading(false));
  };
  const matching = Math.min(total, maxBulkOrders);

  return (
    <>
      {results && <BulkResults results={results.list} numbers={results.numbers} onClose={() => setResults(null)} />}
      {count > 0 && (
        <div className="mb-3 flex flex-wrap items-center gap-2 rounded-xl bg-sky-50 px-3 py-1.5 text-sm text-slate-800">
          <p aria-live="polite">
            Tanlanganlar: <span className="font-semibold tabular-nums">{formatNumber(count)}</span>
          </p>
          <div className="flex flex-wrap gap-1">
            <Button size="sm" disabled={count === 0 || isPending} onClick={() => run({ status: 'accepted' })}>
              Qabul qilish
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={count === 0 || isPending}
              onClick={() => setDialog('courier')}
            >
              Kuryer biriktirish
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={count === 0 || isPending}
              onClick={() => setDialog('reject')}
            >
              Rad etish
            </Button>
          </div>
          <div className="ms-auto flex gap-1">
            {matching > count && (
              <Button variant="ghost" size="sm" disabled={loading} onClick={selectMatching}>
                Filtrga mos hammasini tanlash ({formatNumber(matching)})
              </Button>
            )}
            <Button variant="ghost" size="sm" disabled={count === 0} onClick={clear}>
              Tanlovni tozalash
            </Button>
          </div>
        </div>
      )}
      {dialog === 'courier' && (
        <CourierPicker
          title={`${count} ta buyurtmaga kuryer biriktirish`}
          onPick={(courierId) => run({ status: 'courier', courierId })}
          onClose={close}
        />
      )}
      {dialog === 'reject' && (
        <AdminRejectDialog
          title={`${count} ta buyurtmani rad etish`}
          onReject={(rejectReason) => run({ status: 'rejected', rejectReason })}
          onClose={close}
        />
      )}
    </>
  );
}
