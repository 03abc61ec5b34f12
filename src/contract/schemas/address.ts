import { listQuery, queryInt } from './common';

/** `GET /address`; `userId` is required for couriers (checked by the server, which knows the role). */
export const addressListQuery = listQuery(['createdAt'], { userId: queryInt(1).optional() });
