import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { OrderHistory } from '../../../contract/order-history';
import { DeliverSheet } from './deliver-sheet';
import type { CourierAction } from './order-derivations';
import { RejectDialog } from './reject-dialog';

export interface ChosenAction {
  action: Exclude<CourierAction, 'take'>;
  order: OrderHistory;
}

interface OrderActionSheetsProps {
  chosen: ChosenAction | null;
  onClose: () => void;
  onDeliver: (order: OrderHistory, bottles: number) => void;
  onReject: (order: OrderHistory, reason: string) => void;
  onHandBack: (order: OrderHistory) => void;
}

/** One sheet for the whole list (not one per card), mounted only while an action is chosen. */
export function OrderActionSheets({ chosen, onClose, onDeliver, onReject, onHandBack }: OrderActionSheetsProps) {
  if (!chosen) return null;
  const { action, order } = chosen;
  const done = (run: () => void) => {
    run();
    onClose();
  };
  if (action === 'deliver') {
    return <DeliverSheet order={order} onClose={onClose} onDeliver={(n) => done(() => onDeliver(order, n))} />;
  }
  if (action === 'reject') {
    return <RejectDialog order={order} onClose={onClose} onReject={(reason) => done(() => onReject(order, reason))} />;
  }
  return (
    <ConfirmDialog
      opened
      title={`#${order.number} — Qaytarish`}
      content="Buyurtma boshqa kuryerlar uchun ochiq boʻladi."
      confirmText="Qaytarish"
      onCancel={onClose}
      onConfirm={() => done(() => onHandBack(order))}
    />
  );
}
