import { localDay, localTime } from '../lib/dates';

/** `14:32` for today, `2026-11-21 14:32` for an older time. */
export function formatUpdatedAt(at: number, now: number = Date.now()): string {
  const time = new Date(at);
  const day = localDay(time);
  return day === localDay(new Date(now)) ? localTime(time) : `${day} ${localTime(time)}`;
}

/** When the list on screen was last fetched (a query's `dataUpdatedAt`); nothing before the first fetch. */
export function LastUpdated({ at, className = '' }: { at: number; className?: string }) {
  if (!at) return null;
  return (
    <p className={`text-xs text-slate-600 ${className}`}>
      Yangilangan: <time dateTime={new Date(at).toISOString()}>{formatUpdatedAt(at)}</time>
    </p>
  );
}
