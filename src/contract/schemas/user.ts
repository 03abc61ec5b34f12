import { z } from 'zod';
import { customerKinds, userStatuses } from '../enums';
import { roleSchema } from './auth';
import { listQuery, queryArray } from './common';
import { nameField } from './fields';

/** `GET /user`; `search` on the name or phone. */
export const userListQuery = listQuery(['createdAt', 'fullName', 'ordersCount'], {
  role: queryArray(roleSchema).optional(),
  status: queryArray(z.enum(userStatuses)).optional(),
  customerKind: z.enum(customerKinds).optional(),
});

export type UserListQuery = z.output<typeof userListQuery>;

/** `PATCH /user/{id}`; `null` clears an optional field. `companyName` and `tin` belong to legal entities (checked by the server). */
export const userPatchBody = z
  .strictObject({
    fullName: nameField('Ism', 120).optional(),
    status: z.enum(userStatuses).optional(),
    role: roleSchema.optional(),
    customerKind: z.enum(customerKinds).nullable().optional(),
    companyName: nameField('Tashkilot nomi', 200).nullable().optional(),
    tin: z
      .string()
      .regex(/^\d{9}$/, 'STIR 9 ta raqamdan iborat boʻlishi kerak')
      .nullable()
      .optional(),
  })
  .refine((body) => Object.keys(body).length > 0, {
    message: 'Oʻzgartiriladigan maydonni yuboring',
    path: ['fullName'],
  });

export type UserPatchBody = z.output<typeof userPatchBody>;
