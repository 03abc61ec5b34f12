import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { currentShiftQueryOptions } from '../../../api/shift';
import { Button } from '../../../components/button';
import { Loading } from '../../../components/loading';
import { ScreenHeader } from '../../../components/screen-header';
import { cashLimitReached, expectedHandover } from '../../../contract/shift-rules';
import { formatMoney, formatNumber } from '../../../lib/money';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useCloseShiftMutation } from '../api/close-shift';
import { useOpenShiftMutation } from '../api/open-shift';
import { withQueued } from '../hooks/queued-figures';
import { useQueuedEnds } from '../hooks/use-queued-ends';
import { CloseShiftForm } from './close-shift-form';
import { FailedShiftChanges } from './failed-shift-changes';
import { ShiftFigures } from './shift-figures';
import { StartShiftForm } from './start-shift-form';

/** The courier's shift: start it, watch it (offline too), count and hand over at the end. */
export default function ShiftScreen() {
  const current = useQuery(currentShiftQueryOptions());
  const queued = useQueuedEnds();
  const open = useOpenShiftMutation();
  const close = useCloseShiftMutation();
  const [closing, setClosing] = useState(false);
  useErrorToast(current.error);

  const shift = current.data?.data ?? null;
  const figures = shift && withQueued(shift, shift.status === 'open' ? queued : []);
  const limit = current.data?.meta?.cashLimit ?? null;
  return (
    <section>
      <ScreenHeader title="Smena" />
      <FailedShiftChanges />
      {current.isPending ? (
        <Loading />
      ) : !shift || !figures ? (
        <StartShiftForm onStart={(fullBottlesLoaded) => open.mutate({ fullBottlesLoaded })} />
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
          <ShiftFigures shift={shift} figures={figures} />
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
