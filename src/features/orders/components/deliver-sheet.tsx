import { Sheet } from 'konsta/react';
import { Button } from '../../../components/button';
import { useState } from 'react';
import { NumberStepper } from '../../../components/number-stepper';
import type { OrderHistory } from '../../../contract/order-history';
import { formatMoney } from '../../../lib/money';
import { cashToCollect } from './order-derivations';
import { OrderMoney } from './order-money';

const MAX_BOTTLES = 99;

interface DeliverSheetProps {
  order: OrderHistory;
  onDeliver: (bottles: number) => void;
  onClose: () => void;
}

/** What the order comes to, the cash to take, and how many empty bottles came back. */
export function DeliverSheet({ order, onDeliver, onClose }: DeliverSheetProps) {
  const [count, setCount] = useState(Math.min(MAX_BOTTLES, Math.max(0, order.bottlesToReturn)));
  const cash = cashToCollect(order);
  return (
    <Sheet
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
        {cash > 0 && (
          <p className="rounded-xl bg-amber-50 p-3 text-amber-950">
            <span className="block text-sm font-medium">Olinadigan naqd pul</span>
            <span className="block text-3xl font-bold tabular-nums">{formatMoney(cash)}</span>
          </p>
        )}
        <NumberStepper
          label="Qaytarib olingan boʻsh idishlar"
          value={count}
          min={0}
          max={MAX_BOTTLES}
          onChange={setCount}
        />
        <div className="grid grid-cols-2 gap-2">
          <Button wide pill size="lg" variant="secondary" onClick={onClose}>
            Bekor qilish
          </Button>
          <Button wide pill size="lg" onClick={() => onDeliver(count)}>
            Yetkazildi
          </Button>
        </div>
      </div>
    </Sheet>
  );
}
