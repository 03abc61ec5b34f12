import type { OrderStatus } from '../../../contract/enums';
import { orderStatusLabels } from '../../../contract/labels';

const colours: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-sky-100 text-sky-900',
  courier: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours[status]}`}>
      {orderStatusLabels[status]}
    </span>
  );
}
