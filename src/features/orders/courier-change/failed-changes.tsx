import { useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../../api/order-history';
import { Button } from '../../../components/button';
import type { OrderStatus } from '../../../contract/enums';
import type { OrderHistory } from '../../../contract/order-history';
import { findCached } from '../../../lib/cached-list';
import { discardChange, resendChange } from '../../../lib/offline/offline-changes';
import { useFailedOrderChanges, type FailedOrderChange } from './use-failed-order-changes';

const actionLabels: Partial<Record<OrderStatus, string>> = {
  courier: 'Olish',
  delivered: 'Yetkazildi',
  rejected: 'Rad etish',
  accepted: 'Qaytarish',
};

const describe = ({ variables }: FailedOrderChange) =>
  `#${variables.number} — ${actionLabels[variables.status] ?? variables.status}`;

interface FailedChangesProps {
  changes: FailedOrderChange[];
  onResend: (change: FailedOrderChange) => void;
  onDiscard: (change: FailedOrderChange) => void;
}

/** The courier's refused order changes: resent at the order's version as the server has it now, or discarded. */
export function FailedOrderChanges() {
  const client = useQueryClient();
  // The courier has seen what changed: the change goes again against the order as it is now.
  const resend = ({ mutationId, variables }: FailedOrderChange) => {
    const current = findCached<OrderHistory>(client, orderKeys.all, variables.id);
    resendChange(client, mutationId, { ...variables, version: current?.version });
  };
  return (
    <FailedChanges
      changes={useFailedOrderChanges()}
      onResend={resend}
      onDiscard={({ mutationId }) => discardChange(client, mutationId)}
    />
  );
}

/** "Yuborilmadi": changes the server did not take, each with what it said, until the courier decides. */
function FailedChanges({ changes, onResend, onDiscard }: FailedChangesProps) {
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="failed-changes-title" className="mb-4 rounded-2xl border border-red-300 bg-red-50 p-3">
      <h2 id="failed-changes-title" className="text-lg font-semibold text-red-900">
        Yuborilmadi: {changes.length}
      </h2>
      <ul className="mt-2 space-y-3">
        {changes.map((change) => (
          <li key={change.mutationId} aria-label={describe(change)} className="rounded-xl bg-white p-3">
            <p className="font-medium text-slate-900">{describe(change)}</p>
            <p className="mt-1 text-sm text-red-900">{change.message}</p>
            <div className="mt-2 grid gap-2 min-[360px]:grid-cols-2">
              <Button
                wide
                pill
                size="lg"
                variant="secondary"
                onClick={() => onDiscard(change)}
                className="border-slate-400! text-slate-800!"
              >
                Bekor qilish
              </Button>
              <Button wide pill size="lg" onClick={() => onResend(change)}>
                Qayta yuborish
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
