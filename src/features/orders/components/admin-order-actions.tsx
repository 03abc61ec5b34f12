import { useAtomSnapshot } from '../../../lib/hooks/use-atom-snapshot';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import type { OrderHistory } from '../../../contract/order-history';
import { allowedMoves } from '../../../contract/order-transitions';
import { userAtom } from '../../../lib/session';
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
  const user = useAtomSnapshot(userAtom);
  const { mutate, isPending } = useOrderChange();
  const [dialog, setDialog] = useState<'reject' | 'courier' | null>(null);
  const close = () => setDialog(null);

  // One PATCH, also for a reassignment: the server moves the order from one courier to the other at once.
  const assign = (courierId: number) => {
    close();
    mutate({ order, body: { status: 'courier', courierId } });
  };

  const accept: AdminOrderAction = {
    id: 'accept',
    label: 'Qabul qilish',
    run: () => mutate({ order, body: { status: 'accepted' } }),
  };
  const courier: AdminOrderAction = {
    id: 'assign',
    label: order.courierId ? 'Kuryerni almashtirish' : 'Kuryer biriktirish',
    run: () => setDialog('courier'),
  };
  const reject: AdminOrderAction = { id: 'reject', label: 'Rad etish', run: () => setDialog('reject'), danger: true };
  // The state machine says what an admin may do; the desk offers three of those moves. Moving a courier's
  // order back to "accepted" is a hand-back, which the courier makes: "Qabul qilish" is for a new order.
  const moves = user ? allowedMoves(order, user) : [];
  const actions = [
    moves.includes('accepted') && order.status === 'pending' && accept,
    moves.includes('courier') && courier,
    moves.includes('rejected') && reject,
  ].filter((action) => action !== false);

  return {
    actions,
    isPending,
    dialog: (
      <>
        {dialog === 'courier' && (
          <CourierPicker
            title={`№${order.number} — kuryer biriktirish`}
            currentCourierId={order.courierId}
            onPick={assign}
            onClose={close}
          />
        )}
        {dialog === 'reject' && (
          <AdminRejectDialog
            title={`№${order.number} — Rad etish`}
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

/** Every action as a button, the likely one first: for the order's page. */
export function AdminOrderButtons({ order }: { order: OrderHistory }) {
  const { actions, dialog, isPending } = useAdminOrderActions(order);
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action, i) => (
        <Button
          key={action.id}
          variant={i === 0 && !action.danger ? 'primary' : 'secondary'}
          disabled={isPending}
          onClick={action.run}
          className={action.danger && !isPending ? 'border-red-300! text-red-800!' : undefined}
        >
          {action.label}
        </Button>
      ))}
      {dialog}
    </div>
  );
}
