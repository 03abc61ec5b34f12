import type { OrderHistory } from '../../../contract/order-history';
import type { QueuedChange } from '../hooks/use-queued-order-changes';
import { OrderCard } from './order-card';
import { withQueued, type CourierAction } from './order-derivations';

interface OpenOrderListProps {
  orders: readonly OrderHistory[];
  queued: ReadonlyMap<number, QueuedChange>;
  courierId?: number;
  onAction: (action: CourierAction, order: OrderHistory) => void;
}

export function OpenOrderList({ orders, queued, courierId, onAction }: OpenOrderListProps) {
  return (
    <ul className="space-y-3" aria-label="Buyurtmalar roʻyxati">
      {orders.map((order) => {
        const change = queued.get(order.id);
        return (
          <li key={order.id}>
            <OrderCard order={withQueued(order, change, courierId)} courierId={courierId} queued={change !== undefined} onAction={onAction} />
          </li>
        );
      })}
    </ul>
  );
}
