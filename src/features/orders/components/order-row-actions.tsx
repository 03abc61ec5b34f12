import { Button } from '../../../components/button';
import { RowMenu } from '../../../components/row-menu';
import type { OrderHistory } from '../../../contract/order-history';
import { useAdminOrderActions } from './admin-order-actions';

/** Only these are likely enough to sit in the row: accepting a new order, giving an accepted one a courier. */
const likely = { pending: 'accept', accepted: 'assign' } as const;

/** A list row's actions on one line: the likely one as a button, the rest (and opening the order) in a menu. */
export function OrderRowActions({ order, onOpen }: { order: OrderHistory; onOpen: () => void }) {
  const { actions, dialog, isPending } = useAdminOrderActions(order);
  const primary = actions.find((action) => action.id === likely[order.status as keyof typeof likely]);
  const rest = actions.filter((action) => action !== primary);
  return (
    <div className="flex items-center justify-end gap-1">
      {primary && (
        <Button
          size="sm"
          disabled={isPending}
          onClick={primary.run}
          aria-label={`${primary.label} №${order.number}`}
          // Below 1280 px a long label takes two lines, so that the row fits a 1024-px screen.
          className="max-w-24 px-2.5! text-xs! leading-tight whitespace-normal xl:max-w-none xl:whitespace-nowrap"
        >
          {primary.label}
        </Button>
      )}
      <RowMenu
        label={`№${order.number}: amallar`}
        items={[
          { label: 'Buyurtmani ochish', onSelect: onOpen },
          ...rest.map(({ label, run, danger }) => ({ label, onSelect: run, danger })),
        ]}
      />
      {dialog}
    </div>
  );
}
