import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fittingGrouping, presetRange, readChartQuery } from './chart-range';

const today = dayjs('2026-11-21');

describe('chart range', () => {
  it('counts today in a preset', () => {
    expect(presetRange(7, today)).toEqual({ dateFrom: '2026-11-15', dateTo: '2026-11-21' });
  });

  it('reads the URL and falls back to 30 days by day', () => {
    expect(readChartQuery(new URLSearchParams(''), today)).toEqual({
      dateFrom: '2026-10-23',
      dateTo: '2026-11-21',
      groupBy: 'day',
    });
    expect(readChartQuery(new URLSearchParams('dateFrom=2026-01-01&dateTo=2026-02-01&groupBy=week'), today)).toEqual({
      dateFrom: '2026-01-01',
      dateTo: '2026-02-01',
      groupBy: 'week',
    });
  });

  it('groups a long range by week, and beyond a year by month, unless the admin chose', () => {
    expect(fittingGrouping('2026-08-24', '2026-11-23')).toBe('day'); // 92 days
    expect(fittingGrouping('2026-08-23', '2026-11-23')).toBe('week'); // 93 days
    expect(fittingGrouping('2025-11-24', '2026-11-23')).toBe('week'); // 365 days
    expect(fittingGrouping('2025-11-23', '2026-11-23')).toBe('month'); // 366 days
    expect(readChartQuery(new URLSearchParams('dateFrom=2025-11-21&dateTo=2026-11-21'), today).groupBy).toBe('month');
    expect(
      readChartQuery(new URLSearchParams('dateFrom=2025-11-23&dateTo=2026-11-21&groupBy=day'), today).groupBy,
    ).toBe('day');
  });
});
