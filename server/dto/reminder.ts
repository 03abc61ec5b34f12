import type { Address } from '../../src/contract/address';
import type { Reminder } from '../../src/contract/reminder';
import type { UserRef } from '../../src/contract/user';
import type { reminders } from '../db/schema/reminders';

export const toReminder = ({
  reminder: r,
  user,
  address,
}: {
  reminder: typeof reminders.$inferSelect;
  user: UserRef;
  address: Address | null;
}): Reminder => ({
  id: r.id,
  userId: r.userId,
  user,
  remindOn: r.remindOn,
  status: r.status,
  answer: r.answer,
  note: r.note,
  lastOrderId: r.lastOrderId,
  address,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
