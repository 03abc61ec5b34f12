import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { shiftListQueryOptions } from '../../../api/shift';
import { Button } from '../../../components/button';
import type { Shift } from '../../../contract/shift';
import { formatTashkentDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { ConfirmShiftDialog } from './confirm-shift-dialog';

/** "Tasdiqlash kutilmoqda": shifts the couriers handed over, on top, each to count and confirm. */
export function WaitingShifts() {
  const { data } = useQuery(shiftListQueryOptions({ status: 'closing', limit: 100, sort: 'openedAt', order: 'asc' }));
  const [confirming, setConfirming] = useState<Shift | null>(null);
  const waiting = data?.data ?? [];
  return (
    <section aria-labelledby="waiting-title" className="mb-6">
      <h2 id="waiting-title" className="mb-2 text-lg font-semibold">
        Tasdiqlash kutilmoqda: {waiting.length}
      </h2>
      {waiting.length === 0 ? (
        <p className="text-sm text-slate-700">Topshirilgan smena yoʻq.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {waiting.map((shift) => (
            <li key={shift.id} className="rounded-2xl border border-amber-200 bg-amber-50 p-4">
              <p className="font-semibold text-slate-900">{shift.courier.fullName}</p>
              <p className="text-sm text-slate-700">
                Topshirildi: {formatTashkentDateTime(shift.closingAt ?? shift.openedAt)}
              </p>
              <dl className="mt-2 grid grid-cols-2 gap-x-3 text-sm">
                <dt className="text-slate-700">Kutilgan</dt>
                <dd className="text-right font-medium tabular-nums">{formatMoney(shift.cashExpected)}</dd>
                <dt className="text-slate-700">Kuryer aytgan</dt>
                <dd className="text-right font-medium tabular-nums">{formatMoney(shift.cashDeclared)}</dd>
              </dl>
              <Button className="mt-3" onClick={() => setConfirming(shift)}>
                Tasdiqlash
              </Button>
            </li>
          ))}
        </ul>
      )}
      {confirming && <ConfirmShiftDialog shift={confirming} onClose={() => setConfirming(null)} />}
    </section>
  );
}
