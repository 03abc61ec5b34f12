import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { knownShiftId } from '../../../api/shift';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import type { CourierChange } from '../courier-change/use-courier-change';
import type { OrderHistory } from '../../../contract/order-history';
import type { ChosenAction } from './order-action-sheets';

// Opened by a tap: Konsta's sheets stay out of the first load, and are fetched right after it (usePreload),
// so a tap made offline opens them even before the service worker has them, and draws them at once: a plain
// lazy suspended on the first tap of every start all the same, and React revealed the sheet 310 ms later.
const OrderActionSheets = preloadableLazy(() =>
  import('./order-action-sheets').then((m) => ({ default: m.OrderActionSheets })),
);
export const preloadSheets = OrderActionSheets.preload;

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
