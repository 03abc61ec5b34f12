import { Button, type ButtonVariant } from '../../../components/button';
import type { CourierAction } from './order-derivations';

const labels: Record<CourierAction, string> = {
  take: 'Olish',
  deliver: 'Yetkazildi',
  reject: 'Rad etish',
  'hand-back': 'Qaytarish',
};

const styles: Record<CourierAction, { variant?: ButtonVariant; className: string }> = {
  take: { className: 'col-span-2' },
  deliver: { className: 'col-span-2' },
  reject: { variant: 'secondary', className: 'text-red-700! border-red-600!' },
  'hand-back': { variant: 'secondary', className: 'text-slate-800! border-slate-400!' },
};

interface OrderActionsProps {
  actions: CourierAction[];
  onAction: (action: CourierAction) => void;
}

export function OrderActions({ actions, onAction }: OrderActionsProps) {
  if (actions.length === 0) return null;
  return (
    <div className="grid grid-cols-2 gap-2">
      {actions.map((action) => (
        <Button
          key={action}
          wide
          pill
          size="lg"
          variant={styles[action].variant}
          className={styles[action].className}
          onClick={() => onAction(action)}
        >
          {labels[action]}
        </Button>
      ))}
    </div>
  );
}
