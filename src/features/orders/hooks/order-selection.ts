import { atom, useSetAtom } from 'jotai';
import { useAtomSnapshot } from '../../../lib/hooks/use-atom-snapshot';
import { useCallback } from 'react';
import type { OrderHistory } from '../../../contract/order-history';

/** What a bulk change needs of a selected order: its `version` as seen, and its number for the results. */
export type SelectedOrder = Pick<OrderHistory, 'id' | 'number' | 'version'>;

/** The admin's selected orders, across pages; kept while the admin moves between the two order lists. */
export const orderSelectionAtom = atom<ReadonlyMap<number, SelectedOrder>>(new Map());

export const maxBulkOrders = 500;

export function useOrderSelection() {
  const selected = useAtomSnapshot(orderSelectionAtom);
  const setSelected = useSetAtom(orderSelectionAtom);
  /** Adds or removes `orders` (a page, a range) as DataTable reports it: the ids on the page that are now on. */
  const setOnPage = useCallback(
    (page: readonly SelectedOrder[], on: ReadonlySet<string | number>) =>
      setSelected((current) => {
        const next = new Map(current);
        for (const order of page) {
          if (on.has(order.id)) {
            if (next.size < maxBulkOrders || next.has(order.id)) next.set(order.id, order);
          } else next.delete(order.id);
        }
        return next;
      }),
    [setSelected],
  );
  const replace = useCallback(
    (orders: readonly SelectedOrder[]) => setSelected(new Map(orders.map((o) => [o.id, o]))),
    [setSelected],
  );
  const clear = useCallback(() => setSelected(new Map()), [setSelected]);
  return { selected, count: selected.size, setOnPage, replace, clear };
}
