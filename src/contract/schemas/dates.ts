import { z } from 'zod';

/** `YYYY-MM-DD`, a real calendar date. */
export const dateSchema = z.iso.date();

/** For list queries with `dateFrom`/`dateTo`: the range may not run backwards. */
export const dateRange = (ctx: z.core.ParsePayload<{ dateFrom?: string; dateTo?: string }>) => {
  const { dateFrom, dateTo } = ctx.value;
  if (dateFrom && dateTo && dateFrom > dateTo) {
    ctx.issues.push({ code: 'custom', input: dateTo, path: ['dateTo'], message: 'Tugash sanasi boshlanish sanasidan oldin boʻlmasin' });
  }
};
