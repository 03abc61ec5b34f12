import { expect, it } from 'vitest';
import type { Reminder } from '../../../contract/reminder';
import { splitReminders } from './split-reminders';

const reminder = (id: number, remindOn: string) => ({ id, remindOn }) as Reminder;

it('puts overdue and today’s reminders first, oldest first, then the upcoming ones', () => {
  const { due, upcoming } = splitReminders(
    [
      reminder(1, '2026-03-05'),
      reminder(2, '2026-03-01'),
      reminder(3, '2026-03-03'),
      reminder(4, '2026-03-03'),
      reminder(5, '2026-03-04'),
    ],
    '2026-03-03',
  );
  expect(due.map((r) => r.id)).toEqual([2, 3, 4]);
  expect(upcoming.map((r) => r.id)).toEqual([5, 1]);
});
