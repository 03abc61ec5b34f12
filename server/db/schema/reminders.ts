import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns';
import { answerEnum, sendStatusEnum } from './enums';
import { orderHistories } from './order-histories';
import { users } from './users';

/** A reminder to call a customer whose water is about to run out. */
export const reminders = pgTable(
  'reminders',
  {
    ...baseColumns,
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remindOn: date('remind_on', { mode: 'string' }).notNull(),
    /** The bot's message to the customer. */
    status: sendStatusEnum('status').notNull().default('pending'),
    /** What the customer said. */
    answer: answerEnum('answer').notNull().default('pending'),
    note: text('note'),
    lastOrderId: integer('last_order_id').references(() => orderHistories.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('reminders_remind_on_idx').on(t.remindOn, t.id),
    index('reminders_status_idx').on(t.status),
    index('reminders_answer_idx').on(t.answer),
    index('reminders_user_id_idx').on(t.userId),
    index('reminders_created_at_idx').on(t.createdAt, t.id),
    index('reminders_last_order_id_idx').on(t.lastOrderId),
  ],
);
