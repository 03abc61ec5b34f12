import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { currentShiftQueryOptions } from '../../../api/shift';
import { Button } from '../../../components/button';
import { Loading } from '../../../components/loading';
import { ScreenHeader } from '../../../components/screen-header';
import { cashLimitReached, expectedHandover } from '../../../contract/shift-rules';
import { formatMoney, formatNumber } from '../../../lib/money';
import { useErrorToast } from '../../../lib/hooks/use-error-toast';
import { useCloseShiftMutation } from '../api/close-shift';
import { useOpenShiftMutation } from '../api/open-shift';
import { noFigures, queuedIn, unknownFullBottles, withQueued } from '../hooks/queued-figures';
import { useQueuedEnds } from '../hooks/use-queued-ends';
import { CloseShiftForm } from './close-shift-form';
import { FailedShiftChanges } from './failed-shift-changes';
import { ShiftFigures } from './shift-figures';
import { StartShiftForm } from './start-shift-form';

/** The courier's shift: start it, watch it (offline too), count and hand over at the end. */
export default function ShiftScreen() {
  const current = useQuery(currentShiftQueryOptions());
  const allQueued = useQueuedEnds();
  const open = useOpenShiftMutation();
  const close = useCloseShiftMutation();
  const [closing, setClosing] = useState(false);
  useErrorToast(current.error);

  const shift = current.data?.data ?? null;
  // The server puts a queued delivery in the courier's shift that is not closed, closing or not.
  const queued = queuedIn(shift, allQueued);
  const figures = shift && withQueued(shift, queued);
  const limit = current.data?.meta?.cashLimit ?? null;
  return (
    <section>
      <ScreenHeader title="Smena" />
      <FailedShiftChanges />
      {current.isPending ? (
        <Loading />
      ) : !shift || !figures ? (
        <div className="space-y-4">
          {queued.length > 0 && (
            // Deliveries made with no shift open one when they reach the server: the courier sees them already.
            <section aria-labelledby="queued-shift-title" className="space-y-2">
              <h2 id="queued-shift-title" className="font-semibold text-slate-900">
                Smena birinchi yetkazish yuborilganda ochiladi
              </h2>
              <ShiftFigures
                shift={{ fullBottlesLoaded: null }}
                figures={withQueued(noFigures, queued)}
                unknownFull={unknownFullBottles(queued)}
              />
            </section>
          )}
          <StartShiftForm onStart={(fullBottlesLoaded) => open.mutate({ fullBottlesLoaded })} />
        </div>
      ) : (
        <div className="space-y-4">
          {shift.status === 'closing' && (
            <p role="status" className="rounded-xl bg-sky-50 p-3 font-medium text-sky-950">
              Topshirildi — admin tasdiqlashini kutmoqda
            </p>
          )}
          {shift.status === 'open' && cashLimitReached(figures.cashExpected, limit) && (
            <p role="alert" className="rounded-xl bg-amber-50 p-3 font-medium text-amber-950">
              Avval naqd pulni topshiring: naqd toʻlovli buyurtma olib boʻlmaydi ({formatMoney(limit)} chegarasi).
            </p>
          )}
          <p className="text-sm text-slate-700">
            Yuklangan toʻla idishlar: {shift.fullBottlesLoaded === null ? '—' : formatNumber(shift.fullBottlesLoaded)}
          </p>
          <ShiftFigures shift={shift} figures={figures} unknownFull={unknownFullBottles(queued)} />
          {shift.status === 'closing' && (
            <p className="text-sm text-slate-700">
              Topshirilgan: {formatMoney(shift.cashDeclared)}, {formatNumber(shift.emptiesDeclared)} ta boʻsh,{' '}
              {formatNumber(shift.fullBottlesDeclared)} ta toʻla idish
            </p>
          )}
          {shift.status === 'open' &&
            (closing ? (
              <CloseShiftForm
                expected={expectedHandover({ ...shift, ...figures })}
                onCancel={() => setClosing(false)}
                onClose={(declared) => {
                  close.mutate({ shiftId: shift.id || undefined, ...declared });
                  setClosing(false);
                }}
              />
            ) : (
              <Button wide pill size="lg" onClick={() => setClosing(true)}>
                Smenani yopish
              </Button>
            ))}
        </div>
      )}
    </section>
  );
}
