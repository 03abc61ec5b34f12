import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { shiftListQueryOptions } from '../../../api/shift';
import { Button } from '../../../components/button';
import type { Shift } from '../../../contract/shift';
import { formatTashkentDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { ConfirmShiftDialog } from './confirm-shift-dialog';

/**
 * Confirmed shifts that deliveries reached afterwards (a dead zone at the end of the day): never silent,
 * they wait here, each with its difference now, until the admin counts the shift again.
 */
export function LateWaitingShifts() {
  const { data } = useQuery(
    shiftListQueryOptions({ status: 'closed', lateWaiting: true, limit: 100, sort: 'openedAt', order: 'asc' }),
  );
  const [counting, setCounting] = useState<Shift | null>(null);
  const waiting = data?.data ?? [];
  if (waiting.length === 0) return null;
  return (
    <section aria-labelledby="late-waiting-title" className="mb-6">
      <h2 id="late-waiting-title" className="mb-2 text-lg font-semibold">
        Kechikib kelgan oʻzgarishlar: {waiting.length}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {waiting.map((shift) => {
          const late = shift.lateChanges.filter((change) => !change.settled);
          return (
            <li key={shift.id} className="rounded-2xl border border-amber-200 bg-amber-50 p-4">
              <p className="font-semibold text-slate-900">{shift.courier.fullName}</p>
              <p className="text-sm text-slate-700">
                Smena: {formatTashkentDateTime(shift.openedAt)}, tasdiqlangan:{' '}
                {shift.closedAt ? formatTashkentDateTime(shift.closedAt) : '—'}
              </p>
              <p className="mt-2 text-sm text-slate-800">
                {late.map((change) => `№${change.number}: ${formatMoney(change.cash)}`).join(', ')}
              </p>
              <dl className="mt-1 grid grid-cols-2 gap-x-3 text-sm">
                <dt className="text-slate-700">Naqd pul farqi</dt>
                <dd
                  className={`text-right font-medium tabular-nums ${shift.cashDifference ? 'text-red-800' : 'text-slate-900'}`}
                >
                  {formatMoney(shift.cashDifference)}
                </dd>
              </dl>
              <Button className="mt-3" onClick={() => setCounting(shift)}>
                Qayta sanash
              </Button>
            </li>
          );
        })}
      </ul>
      {counting && <ConfirmShiftDialog shift={counting} onClose={() => setCounting(null)} />}
    </section>
  );
}
