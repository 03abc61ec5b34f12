import { Sheet } from 'konsta/react';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { NumberStepper } from '../../../components/number-stepper';
import type { OrderHistory } from '../../../contract/order-history';
import { maySwitchToCash, paymentAtDoor } from '../../../contract/payment-at-door';
import { useCloseOnBack } from '../../../lib/hooks/use-close-on-back';
import { useFocusTrap } from '../../../lib/hooks/use-focus-trap';
import { OrderMoney } from './order-money';
import { PaymentAtDoorNotice } from './payment-at-door-notice';

const MAX_BOTTLES = 99;

export interface Delivery {
  bottlesReturned: number;
  /** "Naqd oldim": cash taken for an online payment that had not succeeded. */
  paymentMethod?: 'cash';
}

interface DeliverSheetProps {
  order: OrderHistory;
  onDeliver: (delivery: Delivery) => void;
  /** Not handed over: the hand-back or reject sheet instead. */
  onRefuse: (action: 'hand-back' | 'reject') => void;
  onClose: () => void;
}

/** What the order comes to, what to collect (or that it must not be handed over), and the empties taken back. */
export function DeliverSheet({ order, onDeliver, onRefuse, onClose }: DeliverSheetProps) {
  const sheetId = useId();
  const [count, setCount] = useState(Math.min(MAX_BOTTLES, Math.max(0, order.bottlesToReturn)));
  useFocusTrap(() => document.getElementById(sheetId), onClose);
  useCloseOnBack(onClose);
  const unpaid = paymentAtDoor(order) === 'unpaid';
  return (
    <Sheet
      id={sheetId}
      opened
      onBackdropClick={onClose}
      role="dialog"
      aria-modal="true"
      aria-labelledby="deliver-title"
      className="pb-safe w-full"
    >
      <div className="max-h-[85vh] space-y-4 overflow-y-auto p-4">
        <h2 id="deliver-title" className="text-lg font-semibold">
          #{order.number} — Yetkazildi
        </h2>
        <OrderMoney order={order} />
        <PaymentAtDoorNotice order={order} />
        <NumberStepper
          label="Qaytarib olingan boʻsh idishlar"
          value={count}
          min={0}
          max={MAX_BOTTLES}
          onChange={setCount}
        />
        {unpaid ? (
          <div className="grid grid-cols-2 gap-2">
            {maySwitchToCash(order) && (
              <Button
                wide
                pill
                size="lg"
                className="col-span-2"
                onClick={() => onDeliver({ bottlesReturned: count, paymentMethod: 'cash' })}
              >
                Naqd oldim
              </Button>
            )}
            <Button
              wide
              pill
              size="lg"
              variant="secondary"
              className="border-slate-400! text-slate-800!"
              onClick={() => onRefuse('hand-back')}
            >
              Qaytarish
            </Button>
            <Button
              wide
              pill
              size="lg"
              variant="secondary"
              className="border-red-600! text-red-700!"
              onClick={() => onRefuse('reject')}
            >
              Rad etish
            </Button>
            <Button wide pill size="lg" variant="ghost" className="col-span-2" onClick={onClose}>
              Bekor qilish
            </Button>
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <Button wide pill size="lg" variant="secondary" onClick={onClose}>
              Bekor qilish
            </Button>
            <Button wide pill size="lg" onClick={() => onDeliver({ bottlesReturned: count })}>
              Yetkazildi
            </Button>
          </div>
        )}
      </div>
    </Sheet>
  );
}
