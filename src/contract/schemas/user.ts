import { z } from 'zod';
import { customerKinds, userStatuses } from '../enums';
import { roleSchema } from './auth';
import { listQuery, queryArray } from './common';

/** `GET /user`; `search` on the name or phone. */
export const userListQuery = listQuery(['createdAt', 'fullName', 'ordersCount'], {
  role: queryArray(roleSchema).optional(),
  status: queryArray(z.enum(userStatuses)).optional(),
  customerKind: z.enum(customerKinds).optional(),
});

export type UserListQuery = z.output<typeof userListQuery>;
