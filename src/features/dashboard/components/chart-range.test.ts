import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { presetRange, readChartQuery } from './chart-range';

const today = dayjs('2026-11-21');

describe('chart range', () => {
  it('counts today in a preset', () => {
    expect(presetRange(7, today)).toEqual({ dateFrom: '2026-11-15', dateTo: '2026-11-21' });
  });

  it('reads the URL and falls back to 30 days by day', () => {
    expect(readChartQuery(new URLSearchParams(''), today)).toEqual({ dateFrom: '2026-10-23', dateTo: '2026-11-21', groupBy: 'day' });
    expect(readChartQuery(new URLSearchParams('dateFrom=2026-01-01&dateTo=2026-02-01&groupBy=week'), today)).toEqual({
      dateFrom: '2026-01-01',
      dateTo: '2026-02-01',
      groupBy: 'week',
    });
  });
});
