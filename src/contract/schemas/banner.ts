import { z } from 'zod';
import { hasNoNul, listQuery, nulMessage, queryBool } from './common';
import { boolField, dateField, idField, intField, issueAt, named, textField } from './fields';

/** `GET /banner`; `search` is on the title. */
export const bannerListQuery = listQuery(['position', 'createdAt'], { isActive: queryBool.optional() });

const link = z
  .url({ protocol: /^https?$/, ...named('Havola') })
  .max(2000, named('Havola'))
  .refine(hasNoNul, `Havola: ${nulMessage}`);

const bannerFields = {
  title: textField('Sarlavha', 1, 120),
  imageId: idField('Rasm'),
  link: link.nullable().optional(),
  productId: idField('Mahsulot').nullable().optional(),
  position: intField('Tartib raqami', 0).optional(),
  isActive: boolField('Faol').optional(),
  startsAt: dateField('Boshlanish sanasi').nullable().optional(),
  endsAt: dateField('Tugash sanasi').nullable().optional(),
};

type Dates = { startsAt?: string | null; endsAt?: string | null };

/** `endsAt` may not come before `startsAt`; the server runs it again on the merged row. */
export const bannerDatesCheck = (ctx: z.core.ParsePayload<Dates>) => {
  const { startsAt, endsAt } = ctx.value;
  if (startsAt && endsAt && endsAt < startsAt) {
    ctx.issues.push(issueAt('endsAt', 'Tugash sanasi boshlanish sanasidan oldin boʻlmasin', endsAt));
  }
};

export const bannerCreateSchema = z.strictObject(bannerFields).check(bannerDatesCheck);

export const bannerUpdateSchema = z.strictObject(bannerFields).partial().check(bannerDatesCheck);

export type BannerCreateBody = z.output<typeof bannerCreateSchema>;
export type BannerUpdateBody = z.output<typeof bannerUpdateSchema>;
