import dayjs from 'dayjs';
import type { ChartGroupBy } from '../../../contract/statistics';
import { DATE_FORMAT } from '../../../lib/dates';
import { pickDate, pickOne } from '../../../lib/url-state';

export const presets = [
  { id: '7', label: '7 kun', days: 7 },
  { id: '30', label: '30 kun', days: 30 },
  { id: '90', label: '90 kun', days: 90 },
  { id: '365', label: '1 yil', days: 365 },
] as const;

export const groupings = ['day', 'week', 'month'] as const satisfies readonly ChartGroupBy[];
export const groupingLabels: Record<ChartGroupBy, string> = { day: 'Kun', week: 'Hafta', month: 'Oy' };

/** The last `days` days up to today, today included. */
export const presetRange = (days: number, today = dayjs()) => ({
  dateFrom: today.subtract(days - 1, 'day').format(DATE_FORMAT),
  dateTo: today.format(DATE_FORMAT),
});

/** Bars a person can read: by week beyond about three months, by month beyond a year. */
export function fittingGrouping(dateFrom: string, dateTo: string): ChartGroupBy {
  const days = dayjs(dateTo).diff(dayjs(dateFrom), 'day') + 1;
  if (days > 365) return 'month';
  return days > 92 ? 'week' : 'day';
}

/**
 * `/main?dateFrom=…&dateTo=…&groupBy=week`; the last 30 days when the URL says nothing, grouped as
 * the admin chose (`groupBy` is in the URL only then) or as fits the range.
 */
export function readChartQuery(params: URLSearchParams, today = dayjs()) {
  const fallback = presetRange(30, today);
  const dateFrom = pickDate(params, 'dateFrom') || fallback.dateFrom;
  const dateTo = pickDate(params, 'dateTo') || fallback.dateTo;
  return { dateFrom, dateTo, groupBy: pickOne(params, 'groupBy', groupings) || fittingGrouping(dateFrom, dateTo) };
}
