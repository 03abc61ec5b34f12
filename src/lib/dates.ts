import dayjs from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';

/** `2026-11-01` for a date or timestamp; `—` when there is none. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : '—';
}

