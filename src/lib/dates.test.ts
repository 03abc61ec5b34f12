import { describe, expect, it } from 'vitest';
import { formatDate, formatTashkentDateTime } from './dates';

describe('formatDate', () => {
  it('shows dates and timestamps as YYYY-MM-DD', () => {
    expect(formatDate('2026-11-01')).toBe('2026-11-01');
    expect(formatDate(new Date(2026, 0, 5, 13, 45))).toBe('2026-01-05');
    expect(formatDate('2026-03-09T08:00:00')).toBe('2026-03-09');
  });

  it('shows a dash for nothing or nonsense', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});

describe('formatTashkentDateTime', () => {
  it('shows a UTC timestamp on Tashkent’s clock (UTC+5), the day rolling over at midnight there', () => {
    expect(formatTashkentDateTime('2026-11-01T08:05:00.000Z')).toBe('2026-11-01 13:05');
    expect(formatTashkentDateTime('2026-11-01T20:30:00.000Z')).toBe('2026-11-02 01:30');
    expect(formatTashkentDateTime('not a date')).toBe('—');
  });
});
