import { z } from 'zod';
import { dateSchema } from './dates';

export const chartGroupBys = ['day', 'week', 'month'] as const;
export const chartDefaultDays = 30;
export const chartMaxDays = 366;

const dayMs = 86_400_000;
// The shop's calendar day: Tashkent is UTC+5 all year.
const tashkentToday = () => new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => new Date(Date.parse(date) + days * dayMs).toISOString().slice(0, 10);

/**
 * `GET /statistics/chart`: `dateTo` defaults to today (Tashkent), `dateFrom` to 29 days before
 * `dateTo`; the range, both ends included, may span at most 366 days.
 */
export const statisticsChartQuery = z
  .strictObject({
    dateFrom: dateSchema.optional(),
    dateTo: dateSchema.optional(),
    groupBy: z.enum(chartGroupBys).default('day'),
  })
  .transform((q, ctx) => {
    const dateTo = q.dateTo ?? tashkentToday();
    const dateFrom = q.dateFrom ?? addDays(dateTo, 1 - chartDefaultDays);
    if (dateFrom > dateTo) {
      ctx.issues.push({
        code: 'custom',
        input: dateTo,
        path: ['dateTo'],
        message: 'Tugash sanasi boshlanish sanasidan oldin boʻlmasin',
      });
    } else if ((Date.parse(dateTo) - Date.parse(dateFrom)) / dayMs + 1 > chartMaxDays) {
      ctx.issues.push({
        code: 'custom',
        input: dateFrom,
        path: ['dateFrom'],
        message: `Oraliq koʻpi bilan ${chartMaxDays} kun boʻlishi mumkin`,
      });
    }
    return { dateFrom, dateTo, groupBy: q.groupBy };
  });

export type StatisticsChartQuery = z.output<typeof statisticsChartQuery>;
