import { z } from 'zod';

export const earliestDate = '2000-01-01';
export const latestDate = '2100-12-31';

/** `YYYY-MM-DD`, a real calendar date from 2000-01-01 to 2100-12-31 (API.md, "Conventions"). */
export const boundedDate = (params?: Parameters<typeof z.iso.date>[0]) =>
  z.iso
    .date(params)
    .refine(
      (date) => date >= earliestDate && date <= latestDate,
      `Sana ${earliestDate} dan ${latestDate} gacha boʻlishi kerak`,
    );

export const dateSchema = boundedDate();

/** For list queries with `dateFrom`/`dateTo`: the range may not run backwards. */
export const dateRange = (ctx: z.core.ParsePayload<{ dateFrom?: string; dateTo?: string }>) => {
  const { dateFrom, dateTo } = ctx.value;
  if (dateFrom && dateTo && dateFrom > dateTo) {
    ctx.issues.push({
      code: 'custom',
      input: dateTo,
      path: ['dateTo'],
      message: 'Tugash sanasi boshlanish sanasidan oldin boʻlmasin',
    });
  }
};
