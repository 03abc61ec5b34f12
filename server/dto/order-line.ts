import type { OrderLine } from '../../src/contract/order';
import type { orders } from '../db/schema/orders';

export const toOrderLine = ({
  line,
  product,
}: {
  line: typeof orders.$inferSelect;
  product: OrderLine['product'];
}): OrderLine => ({
  ...line,
  product,
  createdAt: line.createdAt.toISOString(),
  updatedAt: line.updatedAt.toISOString(),
});
