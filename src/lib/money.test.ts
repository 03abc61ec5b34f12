import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from './money';

describe('formatMoney', () => {
  it('groups thousands and adds soʻm with U+02BB', () => {
    expect(formatMoney(12500)).toBe('12 500 soʻm');
    expect(formatMoney(1234567)).toBe('1 234 567 soʻm');
    expect(formatMoney(999)).toBe('999 soʻm');
    expect(formatMoney(0)).toBe('0 soʻm');
    expect(formatMoney(-25000)).toBe('-25 000 soʻm');
    expect(formatMoney(12500)).toContain('\u02BB');
  });

  it('shows a dash for a missing amount', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney(undefined)).toBe('—');
  });
});

describe('formatNumber', () => {
  it('groups thousands with a space, without a currency', () => {
    expect(formatNumber(20000)).toBe('20 000');
    expect(formatNumber(6000)).toBe('6 000');
    expect(formatNumber(800_000_000)).toBe('800 000 000');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(-1250)).toBe('-1 250');
    expect(formatNumber(null)).toBe('—');
  });
});
