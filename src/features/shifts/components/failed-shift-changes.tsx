import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/button';
import { discardChange, resendChange } from '../../../lib/offline/offline-changes';
import { useFailedShiftChanges } from '../hooks/use-failed-shift-changes';

/** "Yuborilmadi": an opening or closing the server did not take, until the courier resends or discards it. */
export function FailedShiftChanges() {
  const client = useQueryClient();
  const failed = useFailedShiftChanges();
  if (failed.length === 0) return null;
  return (
    <section aria-labelledby="failed-shift-title" className="mb-4 rounded-2xl border border-red-300 bg-red-50 p-3">
      <h2 id="failed-shift-title" className="text-lg font-semibold text-red-900">
        Yuborilmadi: {failed.length}
      </h2>
      <ul className="mt-2 space-y-3">
        {failed.map((change) => (
          <li key={change.mutationId} className="rounded-xl bg-white p-3">
            <p className="font-medium text-slate-900">{change.what}</p>
            <p className="mt-1 text-sm text-red-900">{change.message}</p>
            <div className="mt-2 grid grid-cols-2 gap-2">
              <Button wide pill size="lg" variant="secondary" onClick={() => discardChange(client, change.mutationId)}>
                Bekor qilish
              </Button>
              <Button wide pill size="lg" onClick={() => resendChange(client, change.mutationId, change.variables)}>
                Qayta yuborish
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
