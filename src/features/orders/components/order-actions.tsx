import { Button } from '../../../components/button';
import type { CourierAction } from './order-derivations';

const labels: Record<CourierAction, string> = {
  take: 'Olish',
  deliver: 'Yetkazildi',
  reject: 'Rad etish',
  'hand-back': 'Qaytarish',
};

const styles: Record<CourierAction, { outline?: boolean; className: string }> = {
  take: { className: 'col-span-2' },
  deliver: { className: 'col-span-2' },
  reject: { outline: true, className: 'text-red-700! border-red-600!' },
  'hand-back': { outline: true, className: 'text-slate-800! border-slate-400!' },
};

interface OrderActionsProps {
  actions: CourierAction[];
  onAction: (action: CourierAction) => void;
}

export function OrderActions({ actions, onAction }: OrderActionsProps) {
  if (actions.length === 0) return null;
  return (
    <div className="mt-3 grid grid-cols-2 gap-2">
      {actions.map((action) => (
        <Button
          key={action}
          large
          rounded
          outline={styles[action].outline}
          className={`min-h-12 ${styles[action].className}`}
          onClick={() => onAction(action)}
        >
          {labels[action]}
        </Button>
      ))}
    </div>
  );
}
