import type { Reminder } from '../../../contract/reminder';

/** A pending reminder about Aziza Karimova, without an order to follow unless `overrides` give one. */
export const makeReminder = (overrides: Partial<Reminder> = {}): Reminder => ({
  id: 9,
  userId: 50,
  user: { id: 50, fullName: 'Aziza Karimova', phone: '+998901234567' },
  remindOn: '2026-03-03',
  status: 'success',
  answer: 'pending',
  note: null,
  lastOrderId: null,
  address: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  ...overrides,
});
