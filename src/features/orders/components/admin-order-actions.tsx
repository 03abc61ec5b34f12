import { useState, type ReactNode } from 'react';
import type { OrderHistory } from '../../../contract/order-history';
import { useOrderChange } from '../api/change-order';
import { AdminRejectDialog } from './admin-reject-dialog';
import { CourierPicker } from './courier-picker';

export interface AdminOrderAction {
  id: 'accept' | 'assign' | 'reject';
  label: string;
  run: () => void;
  danger?: boolean;
}

interface AdminOrderActions {
  /** What API.md lets an admin do from the order's status, the likely one first. */
  actions: AdminOrderAction[];
  /** The courier picker or the reject dialog, while one is open: render it. */
  dialog: ReactNode;
  isPending: boolean;
}

/** Accept, reject with a reason, assign or reassign a courier. */
export function useAdminOrderActions(order: OrderHistory): AdminOrderActions {
  const { mutate, mutateAsync, isPending } = useOrderChange();
  const [dialog, setDialog] = useState<'reject' | 'courier' | null>(null);
  const close = () => setDialog(null);

  const assign = async (courierId: number) => {
    close();
    // courier → courier is not a transition: hand the order back first, then assign.
    if (order.status === 'courier') {
      const back = await mutateAsync({ order, body: { status: 'accepted' } }).catch(() => null);
      if (back) mutate({ order: back, body: { status: 'courier', courierId } });
    } else mutate({ order, body: { status: 'courier', courierId } });
  };

  const accept: AdminOrderAction = { id: 'accept', label: 'Qabul qilish', run: () => mutate({ order, body: { status: 'accepted' } }) };
  const courier: AdminOrderAction = {
    id: 'assign',
    label: order.courierId ? 'Kuryerni almashtirish' : 'Kuryer biriktirish',
    run: () => setDialog('courier'),
  };
  const reject: AdminOrderAction = { id: 'reject', label: 'Rad etish', run: () => setDialog('reject'), danger: true };
  const actions = { pending: [accept, courier, reject], accepted: [courier], courier: [courier, reject], delivered: [], rejected: [] }[order.status];

  return {
    actions,
    isPending,
    dialog: (
      <>
        {dialog === 'courier' && <CourierPicker order={order} onPick={(id) => void assign(id)} onClose={close} />}
        {dialog === 'reject' && (
          <AdminRejectDialog
            order={order}
            onClose={close}
            onReject={(rejectReason) => {
              close();
              mutate({ order, body: { status: 'rejected', rejectReason } });
            }}
          />
        )}
      </>
    ),
  };
}

const tones = {
  primary: 'border-sky-400 bg-sky-400 text-sky-950 hover:bg-sky-300',
  plain: 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  danger: 'border-red-200 bg-white text-red-800 hover:bg-red-50',
};

/** `compact`: for a one-line list row. */
export const actionButtonClass = (tone: keyof typeof tones, size: 'normal' | 'compact' = 'normal') =>
  `min-h-9 pointer-coarse:min-h-11 whitespace-nowrap rounded-lg border font-semibold outline-none focus-visible:ring-2 focus-visible:ring-sky-500 disabled:opacity-50 ${
    size === 'compact' ? 'px-2.5 text-xs' : 'px-3 text-sm'
  } ${tones[tone]}`;

/** Every action as a button, the likely one first: for the order's page. */
export function AdminOrderButtons({ order }: { order: OrderHistory }) {
  const { actions, dialog, isPending } = useAdminOrderActions(order);
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action, i) => (
        <button key={action.id} type="button" disabled={isPending} onClick={action.run} className={actionButtonClass(action.danger ? 'danger' : i === 0 ? 'primary' : 'plain')}>
          {action.label}
        </button>
      ))}
      {dialog}
    </div>
  );
}
