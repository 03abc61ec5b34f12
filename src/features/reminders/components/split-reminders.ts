import type { Reminder } from '../../../contract/reminder';

/** Due (today's and overdue, still unanswered), oldest first; then the upcoming ones by date. */
export function splitReminders(reminders: readonly Reminder[], today: string) {
  const byDate = [...reminders].sort((a, b) => a.remindOn.localeCompare(b.remindOn) || a.id - b.id);
  return {
    due: byDate.filter((r) => r.remindOn <= today),
    upcoming: byDate.filter((r) => r.remindOn > today),
  };
}
