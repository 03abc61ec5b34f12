import type { User } from '../../src/contract/user';
import type { users } from '../db/schema/users';

export type UserRow = typeof users.$inferSelect;

/** The contract's `User`: never the password hash. */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  fullName: row.fullName,
  phone: row.phone,
  role: row.role,
  status: row.status,
  customerKind: row.customerKind,
  companyName: row.companyName,
  tin: row.tin,
  telegramId: row.telegramId,
  bottleBalance: row.bottleBalance,
  ordersCount: row.ordersCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
