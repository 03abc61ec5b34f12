import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { OrderHistory } from '../../../contract/order-history';
import { DeliverSheet, type Delivery } from './deliver-sheet';
import type { CourierAction } from './order-derivations';
import { RejectDialog } from './reject-dialog';

export interface ChosenAction {
  action: Exclude<CourierAction, 'take'>;
  order: OrderHistory;
}

interface OrderActionSheetsProps {
  chosen: ChosenAction;
  onClose: () => void;
  onDeliver: (order: OrderHistory, delivery: Delivery) => void;
  onReject: (order: OrderHistory, reason: string) => void;
  onHandBack: (order: OrderHistory) => void;
}

/**
 * One sheet for the whole screen (not one per row), mounted only while an action is chosen. The deliver
 * sheet of an unpaid order can turn into the hand-back or reject one (the goods are not handed over).
 */
export function OrderActionSheets({ chosen, onClose, onDeliver, onReject, onHandBack }: OrderActionSheetsProps) {
  const [action, setAction] = useState(chosen.action);
  const { order } = chosen;
  const done = (run: () => void) => {
    run();
    onClose();
  };
  if (action === 'deliver') {
    return (
      <DeliverSheet
        order={order}
        onClose={onClose}
        onRefuse={setAction}
        onDeliver={(delivery) => done(() => onDeliver(order, delivery))}
      />
    );
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
