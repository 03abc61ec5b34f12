import { Button } from '../../../components/button';
import { Icon } from '../../../components/icons';
import type { OrderHistory } from '../../../contract/order-history';
import type { DragHandle } from '../hooks/use-drag-to-reorder';

interface RouteArrowsProps {
  order: OrderHistory;
  index: number;
  count: number;
  onMove: (order: OrderHistory, by: -1 | 1) => void;
  handle: DragHandle;
}

/**
 * A stop's place in the route: dragged by its handle (finger, pen or mouse), or one step at a time with "Yuqoriga"
 * and "Pastga", which keyboards and screen readers use (the handle is hidden from them).
 */
export function RouteArrows({ order, index, count, onMove, handle }: RouteArrowsProps) {
  return (
    <div className="flex shrink-0 items-center gap-1">
      <div
        aria-hidden="true"
        data-testid="route-handle"
        className="flex min-h-11 min-w-11 cursor-grab touch-none items-center justify-center self-stretch rounded-lg text-slate-500 select-none active:cursor-grabbing active:bg-slate-100"
        {...handle}
      >
        <Icon name="grip" className="size-6" strokeWidth={3.5} />
      </div>
      <div className="flex flex-col gap-1">
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
    </div>
  );
}
