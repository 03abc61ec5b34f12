import type { Reminder } from '../../src/contract/reminder';
import type { UserRef } from '../../src/contract/user';
import type { reminders } from '../db/schema/reminders';

export const toReminder = ({
  reminder: r,
  user,
}: {
  reminder: typeof reminders.$inferSelect;
  user: UserRef;
}): Reminder => ({
  id: r.id,
  userId: r.userId,
  user,
  remindOn: r.remindOn,
  status: r.status,
  answer: r.answer,
  note: r.note,
  lastOrderId: r.lastOrderId,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
