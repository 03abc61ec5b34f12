import { addDays } from '../db/seed/time';

// Date filters on timestamps read `YYYY-MM-DD` as a whole calendar day in Tashkent (UTC+5, no DST),
// the shop's day, so "today" means the same orders to a courier at 00:30 as it does at noon.

/** The instant the Tashkent day `date` begins. */
export const dayStart = (date: string) => new Date(`${date}T00:00:00+05:00`);

/** The instant after the Tashkent day `date` ends. */
export const dayEnd = (date: string) => dayStart(addDays(date, 1));
