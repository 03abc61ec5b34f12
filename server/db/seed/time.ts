// Tashkent is UTC+5 all year (no daylight saving), so calendar dates are computed by a fixed offset.
const offsetMs = 5 * 3600_000;
export const minute = 60_000;
export const hour = 3600_000;
export const day = 86_400_000;

/** The `YYYY-MM-DD` date in Tashkent at instant `at`. */
export function tashkentDate(at: Date | number): string {
  return new Date(+at + offsetMs).toISOString().slice(0, 10);
}

/** The instant midnight of that Tashkent day. */
export function tashkentMidnight(at: Date | number): number {
  const t = +at + offsetMs;
  return t - (t % day) - offsetMs;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * day).toISOString().slice(0, 10);
}
