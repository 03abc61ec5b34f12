import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns';
import { notificationTypeEnum } from './enums';

/** Staff notifications. `entity_id` points at an order, user or reminder by `type`, so it has no foreign key. */
export const notifications = pgTable(
  'notifications',
  {
    ...baseColumns,
    type: notificationTypeEnum('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    entityId: integer('entity_id').notNull(),
    isRead: boolean('is_read').notNull().default(false),
  },
  (t) => [
    index('notifications_is_read_created_at_idx').on(t.isRead, t.createdAt),
    index('notifications_type_created_at_idx').on(t.type, t.createdAt),
    index('notifications_created_at_idx').on(t.createdAt),
  ],
);
