import type { z } from 'zod';
import { listQuery, queryInt } from './common';

/** `GET /order` (order lines); `orderHistoryId` is required for couriers. */
export const orderLineListQuery = listQuery(['createdAt'], { orderHistoryId: queryInt(1).optional() });

export type OrderLineListQuery = z.output<typeof orderLineListQuery>;
