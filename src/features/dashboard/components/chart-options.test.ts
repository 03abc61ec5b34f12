import { describe, expect, it } from 'vitest';
import { chartOptions } from './chart-options';

type Format = (value: number | string, index: number, ticks: unknown[]) => string;
const tick = (axis: 'count' | 'revenue', value: number | string) =>
  (chartOptions.scales![axis]!.ticks as { callback: Format }).callback(value, 0, []);
const tooltip = (yAxisID: string, y: number) =>
  (chartOptions.plugins!.tooltip!.callbacks as unknown as { label: (item: unknown) => string }).label({
    dataset: { label: 'X', yAxisID },
    parsed: { y },
  });

describe('chart options', () => {
  it('write both axes’ numbers grouped by three with a space', () => {
    expect(tick('count', 6000)).toBe('6 000');
    expect(tick('count', 0)).toBe('0');
    expect(tick('revenue', 800_000_000)).toBe('800 000 000');
    expect(tick('revenue', '1250000')).toBe('1 250 000');
  });

  it('say so’m in the revenue tooltip only', () => {
    expect(tooltip('revenue', 1_250_000)).toBe('X: 1 250 000 soʻm');
    expect(tooltip('count', 1200)).toBe('X: 1 200');
  });
});
