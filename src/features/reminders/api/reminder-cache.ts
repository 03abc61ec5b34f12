import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { List } from '../../../contract/envelope';
import type { Reminder } from '../../../contract/reminder';
import { reminderKeys } from './reminder-keys';

type Pages = InfiniteData<List<Reminder>>;

const isPages = (value: unknown): value is Pages =>
  typeof value === 'object' && value !== null && Array.isArray((value as Pages).pages);

/** What a reminder looked like in each cached list before an optimistic change. */
export type ReminderSnapshot = Array<[QueryKey, Reminder]>;

function replaceReminders(client: QueryClient, map: (reminder: Reminder, key: QueryKey) => Reminder): void {
  for (const query of client.getQueryCache().findAll({ queryKey: reminderKeys.all })) {
    const value = query.state.data;
    if (!isPages(value)) continue;
    let changed = false;
    const pages = value.pages.map((page) => {
      const data = page.data.map((reminder) => map(reminder, query.queryKey));
      if (data.every((reminder, i) => reminder === page.data[i])) return page;
      changed = true;
      return { ...page, data };
    });
    if (changed) client.setQueryData(query.queryKey, { ...value, pages }, { updatedAt: query.state.dataUpdatedAt });
  }
}

export function patchCachedReminder(
  client: QueryClient,
  id: number,
  change: (reminder: Reminder) => Reminder,
): ReminderSnapshot {
  const snapshot: ReminderSnapshot = [];
  replaceReminders(client, (reminder, key) => {
    if (reminder.id !== id) return reminder;
    snapshot.push([key, reminder]);
    return change(reminder);
  });
  return snapshot;
}

export function restoreCachedReminder(client: QueryClient, snapshot: ReminderSnapshot | undefined): void {
  if (!snapshot?.length) return;
  const previous = new Map(snapshot.map(([key, reminder]) => [JSON.stringify(key), reminder]));
  replaceReminders(client, (reminder, key) => {
    const before = previous.get(JSON.stringify(key));
    return before && before.id === reminder.id ? before : reminder;
  });
}

export function findCachedReminder(client: QueryClient, id: number): Reminder | undefined {
  for (const [, value] of client.getQueriesData({ queryKey: reminderKeys.all })) {
    if (!isPages(value)) continue;
    for (const page of value.pages) {
      const found = page.data.find((reminder) => reminder.id === id);
      if (found) return found;
    }
  }
  return undefined;
}
