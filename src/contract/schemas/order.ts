import { z } from 'zod';
import { listQuery, queryInt } from './common';

/** `GET /order` (order lines); `orderHistoryId` is required for couriers. */
export const orderLineListQuery = listQuery(['createdAt'], { orderHistoryId: queryInt(1).optional() });

export type OrderLineListQuery = z.output<typeof orderLineListQuery>;

const quantity = z.number().int().min(1).max(999);

/** `POST /order`: a product not yet in the order (one already there: PATCH its line). */
export const orderLineCreateBody = z.strictObject({
  orderHistoryId: z.number().int().min(1),
  productId: z.number().int().min(1),
  quantity,
});

export type OrderLineCreateBody = z.output<typeof orderLineCreateBody>;

export const orderLinePatchBody = z.strictObject({ quantity });

export type OrderLinePatchBody = z.output<typeof orderLinePatchBody>;
