import { expect, it } from 'vitest';
import { medianFigures, type LighthouseFigures } from './bench-lighthouse';

const figures = (path: string, performance: number, tbtMs: number, benchmarkIndex = 2400): LighthouseFigures => ({
  path,
  performance,
  accessibility: 100,
  lcpMs: 2000,
  tbtMs,
  cls: 0,
  domElements: 361,
  benchmarkIndex,
});

it('takes the median of each figure per page, over an odd or an even number of runs', () => {
  const runs = [
    [figures('/sign-in', 96, 10, 1800), figures('/orders', 86, 420, 1800)],
    [figures('/sign-in', 97, 0, 2900), figures('/orders', 96, 110, 2900)],
    [figures('/sign-in', 95, 50, 2400), figures('/orders', 94, 170, 2400)],
  ];
  expect(medianFigures(runs)).toEqual([figures('/sign-in', 96, 10, 2400), figures('/orders', 94, 170, 2400)]);
  expect(medianFigures(runs.slice(0, 2))[1]).toEqual(figures('/orders', 91, 265, 2350));
});

it('leaves out a run Lighthouse could not measure instead of counting it as 0', () => {
  const failed = { ...figures('/orders', 0, NaN), error: 'NO_LCP' };
  const runs = [[figures('/orders', 96, 110)], [failed], [figures('/orders', 94, 170)]];
  expect(medianFigures(runs)).toEqual([figures('/orders', 95, 140)]);
  expect(medianFigures([[failed]])[0]!.error).toBe('no run measured');
});
