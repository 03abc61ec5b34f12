import type { CustomerKind, Role, UserStatus } from './enums';

export interface User {
  id: number;
  fullName: string;
  phone: string;
  role: Role;
  status: UserStatus;
  customerKind: CustomerKind | null;
  companyName: string | null;
  tin: string | null;
  telegramId: string | null;
  bottleBalance: number;
  ordersCount: number;
  createdAt: string;
  updatedAt: string;
}

/** `{id, fullName, phone}` as embedded in orders and reminders. */
export type UserRef = Pick<User, 'id' | 'fullName' | 'phone'>;
