import { Button, Sheet } from 'konsta/react';
import { useState } from 'react';
import { NumberStepper } from '../../../components/number-stepper';
import type { OrderHistory } from '../../../contract/order-history';

const MAX_BOTTLES = 99;

interface DeliverSheetProps {
  order: OrderHistory;
  onDeliver: (bottles: number) => void;
  onClose: () => void;
}

/** Asks how many empty bottles came back before marking the order delivered. */
export function DeliverSheet({ order, onDeliver, onClose }: DeliverSheetProps) {
  const [count, setCount] = useState(Math.min(MAX_BOTTLES, Math.max(0, order.bottlesToReturn)));
  return (
    <Sheet opened onBackdropClick={onClose} role="dialog" aria-modal="true" aria-labelledby="deliver-title" className="pb-safe w-full">
      <div className="space-y-4 p-4">
        <h2 id="deliver-title" className="text-lg font-semibold">
          #{order.number} — Yetkazildi
        </h2>
        <NumberStepper label="Qaytarib olingan boʻsh idishlar" value={count} min={0} max={MAX_BOTTLES} onChange={setCount} />
        <div className="grid grid-cols-2 gap-2">
          <Button large rounded outline onClick={onClose} className="min-h-12">
            Bekor qilish
          </Button>
          <Button large rounded onClick={() => onDeliver(count)} className="min-h-12">
            Yetkazildi
          </Button>
        </div>
      </div>
    </Sheet>
  );
}
