import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

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
