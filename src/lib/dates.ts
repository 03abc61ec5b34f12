// Plain Date, not dayjs: these run on the courier's first screen, where every kilobyte counts.

/** dayjs's format of a day, for the screens that build dates with dayjs. */
export const DATE_FORMAT = 'YYYY-MM-DD';

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-01` in local time. */
export const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** `14:32` in local time. */
export const localTime = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

// A bare `2026-11-01` is a local day (as dayjs reads it), not midnight UTC (as Date reads it).
const toDate = (value: string | number | Date) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00`) : new Date(value);

/** `2026-11-01` for a date or timestamp; `—` when there is none. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '—' : localDay(date);
}

// Tashkent keeps UTC+5 all year (no daylight saving time).
const TASHKENT_OFFSET_MS = 5 * 3_600_000;

/** `2026-11-02 01:30`: a timestamp as a clock in Tashkent shows it, whatever the browser's zone. */
export function formatTashkentDateTime(value: string | number | Date): string {
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? '—' : new Date(time + TASHKENT_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
