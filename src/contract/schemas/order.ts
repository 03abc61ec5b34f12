import { z } from 'zod';
import { bodyId, bodyInt, listQuery, queryInt } from './common';

/** `GET /order` (order lines); `orderHistoryId` is required for couriers. */
export const orderLineListQuery = listQuery(['createdAt'], { orderHistoryId: queryInt(1).optional() });

const quantity = bodyInt(1, 999);

/** `POST /order`: a product not yet in the order (one already there: PATCH its line). */
export const orderLineCreateBody = z.strictObject({
  orderHistoryId: bodyId,
  productId: bodyId,
  quantity,
});

export type OrderLineCreateBody = z.output<typeof orderLineCreateBody>;

export const orderLinePatchBody = z.strictObject({ quantity });
