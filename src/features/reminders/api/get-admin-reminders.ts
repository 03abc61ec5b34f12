import { entityQueries } from '../../../api/entity';
import type { Reminder } from '../../../contract/reminder';
import { reminderKeys } from './reminder-keys';

/** One page of every customer's reminders, with the admin's filters. */
export const adminRemindersQueryOptions = entityQueries<Reminder>('/reminder', reminderKeys).list;
