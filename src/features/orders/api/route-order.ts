import type { OrderHistory } from '../../../contract/order-history';

type Placed = Pick<OrderHistory, 'id' | 'routePosition' | 'deliveryDate' | 'createdAt'>;

/** The server's order of a courier's run (server/orders/route.ts): route, then delivery date and age, oldest first. */
export function byRoute(a: Placed, b: Placed): number {
  const position = (order: Placed) => order.routePosition ?? Number.POSITIVE_INFINITY;
  return (
    position(a) - position(b) ||
    a.deliveryDate.localeCompare(b.deliveryDate) ||
    a.createdAt.localeCompare(b.createdAt) ||
    a.id - b.id
  );
}

/** The run with the listed orders first in the order given, the others after them as they were, renumbered 1..n. */
export function reorderRun<T extends Placed>(run: readonly T[], ids: readonly number[]): T[] {
  const listed = new Map(ids.map((id, i) => [id, i]));
  const first = run.filter((order) => listed.has(order.id)).sort((a, b) => listed.get(a.id)! - listed.get(b.id)!);
  const rest = run.filter((order) => !listed.has(order.id));
  return [...first, ...rest].map((order, i) =>
    order.routePosition === i + 1 ? order : { ...order, routePosition: i + 1 },
  );
}
