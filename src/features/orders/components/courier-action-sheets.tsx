import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { knownShiftId } from '../../../api/shift';
import type { CourierChange } from '../courier-change/use-courier-change';
import type { OrderHistory } from '../../../contract/order-history';
import type { ChosenAction } from './order-action-sheets';

// Opened by a tap: Konsta's sheets stay out of the first load, and are fetched right after it (usePreload),
// so a tap made offline opens them even before the service worker has them.
export const loadSheets = () => import('./order-action-sheets');
const OrderActionSheets = lazy(() => loadSheets().then((m) => ({ default: m.OrderActionSheets })));

interface CourierActionSheetsProps {
  chosen: ChosenAction | null;
  change: (order: OrderHistory, change: CourierChange) => void;
  onClose: () => void;
  /** After a change that ends the courier's part (delivered, rejected, handed back). */
  onDone?: () => void;
}

/** The sheet of the chosen action, sending its change through the courier's queue. */
export function CourierActionSheets({ chosen, change, onClose, onDone }: CourierActionSheetsProps) {
  const client = useQueryClient();
  if (!chosen) return null;
  const send = (order: OrderHistory, variables: CourierChange) => {
    change(order, variables);
    onDone?.();
  };
  return (
    <Suspense fallback={null}>
      <OrderActionSheets
        key={`${chosen.order.id}-${chosen.action}`}
        chosen={chosen}
        onClose={onClose}
        onDeliver={(order, delivery) =>
          send(order, { status: 'delivered', ...delivery, shiftId: knownShiftId(client) })
        }
        onReject={(order, rejectReason) =>
          send(order, { status: 'rejected', rejectReason, shiftId: knownShiftId(client) })
        }
        onHandBack={(order) => send(order, { status: 'accepted' })}
      />
    </Suspense>
  );
}
