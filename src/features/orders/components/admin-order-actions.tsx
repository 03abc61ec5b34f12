import { useState } from 'react';
import type { OrderHistory } from '../../../contract/order-history';
import { useOrderChange } from '../api/change-order';
import { AdminRejectDialog } from './admin-reject-dialog';
import { CourierPicker } from './courier-picker';

const buttonClass =
  'min-h-9 whitespace-nowrap rounded-lg border px-2 text-xs font-semibold outline-none focus-visible:ring-2 focus-visible:ring-sky-500 disabled:opacity-50';

/** Accept, reject with a reason, assign or reassign a courier: what API.md lets an admin do from each status. */
export function AdminOrderActions({ order }: { order: OrderHistory }) {
  const { mutate, mutateAsync, isPending } = useOrderChange();
  const [dialog, setDialog] = useState<'reject' | 'courier' | null>(null);
  const close = () => setDialog(null);
  const open = order.status === 'pending' || order.status === 'accepted' || order.status === 'courier';
  if (!open) return null;

  const assign = async (courierId: number) => {
    close();
    // courier → courier is not a transition: hand the order back first, then assign.
    if (order.status === 'courier') {
      const back = await mutateAsync({ order, body: { status: 'accepted' } }).catch(() => null);
      if (back) mutate({ order: back, body: { status: 'courier', courierId } });
    } else mutate({ order, body: { status: 'courier', courierId } });
  };

  return (
    <div className="ms-auto flex w-52 flex-wrap justify-end gap-1">
      {order.status === 'pending' && (
        <button type="button" disabled={isPending} onClick={() => mutate({ order, body: { status: 'accepted' } })} className={`${buttonClass} border-sky-400 bg-sky-400 text-sky-950 hover:bg-sky-300`}>
          Qabul qilish
        </button>
      )}
      <button type="button" disabled={isPending} onClick={() => setDialog('courier')} className={`${buttonClass} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}>
        {order.courierId ? 'Kuryerni almashtirish' : 'Kuryer biriktirish'}
      </button>
      {order.status !== 'accepted' && (
        <button type="button" disabled={isPending} onClick={() => setDialog('reject')} className={`${buttonClass} border-red-200 bg-white text-red-800 hover:bg-red-50`}>
          Rad etish
        </button>
      )}
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
    </div>
  );
}
