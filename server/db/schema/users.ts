import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns';
import { customerKindEnum, roleEnum, userStatusEnum } from './enums';

export const users = pgTable(
  'users',
  {
    ...baseColumns,
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull().unique(),
    /** scrypt hash (see server/auth/password.ts); null for customers who only use the bot. */
    passwordHash: text('password_hash'),
    role: roleEnum('role').notNull().default('user'),
    status: userStatusEnum('status').notNull().default('registered'),
    customerKind: customerKindEnum('customer_kind'),
    companyName: text('company_name'),
    tin: text('tin'),
    telegramId: text('telegram_id'),
    bottleBalance: integer('bottle_balance').notNull().default(0),
    ordersCount: integer('orders_count').notNull().default(0),
    /** What `search` compares (API.md): name, phone digits and company folded by `search_fold`, kept by a trigger (migration 0017). */
    searchText: text('search_text'),
  },
  (t) => [
    index('users_role_status_idx').on(t.role, t.status),
    index('users_role_created_at_idx').on(t.role, t.createdAt, t.id),
    index('users_created_at_idx').on(t.createdAt, t.id),
    index('users_full_name_idx').on(t.fullName),
  ],
);
