import { Button } from '../../../components/button';
import { Icon } from '../../../components/icons';
import type { OrderHistory } from '../../../contract/order-history';

interface RouteArrowsProps {
  order: OrderHistory;
  index: number;
  count: number;
  onMove: (order: OrderHistory, by: -1 | 1) => void;
}

/** A stop's place in the route, one step at a time: "Yuqoriga" and "Pastga". */
export function RouteArrows({ order, index, count, onMove }: RouteArrowsProps) {
  return (
    <div className="flex shrink-0 flex-col gap-1">
      <Button
        variant="tonal"
        aria-label={`Yuqoriga: #${order.number}`}
        disabled={index === 0}
        onClick={() => onMove(order, -1)}
        className="min-h-11 min-w-11 px-0!"
      >
        <Icon name="up" className="size-5" />
      </Button>
      <Button
        variant="tonal"
        aria-label={`Pastga: #${order.number}`}
        disabled={index === count - 1}
        onClick={() => onMove(order, 1)}
        className="min-h-11 min-w-11 px-0!"
      >
        <Icon name="down" className="size-5" />
      </Button>
    </div>
  );
}
