import { z } from 'zod';
import { discountTypes } from '../enums';
import { listQuery, queryArray, queryBool } from './common';
import { dateSchema } from './dates';
import { boolField, dateField, enumField, intField, issueAt, named, nameField } from './fields';

/** `GET /discount`; `activeOn` keeps the discounts whose dates include that day; `search` is on the name and promocode. */
export const discountListQuery = listQuery(['createdAt', 'startDate', 'endDate'], {
  type: queryArray(z.enum(discountTypes)).optional(),
  isActive: queryBool.optional(),
  activeOn: dateSchema.optional(),
});

export type DiscountListQuery = z.output<typeof discountListQuery>;

const promocode = z
  .string(named('Promokod'))
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,32}$/, 'Promokod: 3–32 ta lotin harfi (A–Z) yoki raqamdan iborat boʻlsin');

const discountFields = {
  name: nameField('Nomi', 120),
  type: enumField('Turi', discountTypes),
  value: intField('Qiymati', 0).optional(),
  buyQuantity: intField('Sotib olinadigan soni', 1, 999).nullable().optional(),
  getQuantity: intField('Sovgʻa soni', 1, 999).nullable().optional(),
  promocode: promocode.nullable().optional(),
  minOrderAmount: intField('Eng kam buyurtma summasi', 0).nullable().optional(),
  startDate: dateField('Boshlanish sanasi'),
  endDate: dateField('Tugash sanasi'),
  isActive: boolField('Faol').optional(),
};

type Fields = z.output<z.ZodObject<typeof discountFields>>;

const required = (label: string) => `${label}: Bu maydon majburiy`;

/** The rules that depend on `type`, and the date order. */
function typeRules(ctx: z.core.ParsePayload<Fields>) {
  const d = ctx.value;
  const fail = (path: string, message: string) => ctx.issues.push(issueAt(path, message, d[path as keyof Fields]));
  if (d.type === 'percentage' || d.type === 'promocode') {
    if (d.value === undefined) fail('value', required('Qiymati'));
    else if (d.value < 1 || d.value > 100) fail('value', 'Qiymati: foiz 1 dan 100 gacha boʻlishi kerak');
  }
  if (d.type === 'fixed') {
    if (d.value === undefined) fail('value', required('Qiymati'));
    else if (d.value < 1) fail('value', 'Qiymati: summa kamida 1 soʻm boʻlishi kerak');
  }
  if (d.type === 'buy-x-get-y') {
    if (d.buyQuantity == null) fail('buyQuantity', required('Sotib olinadigan soni'));
    if (d.getQuantity == null) fail('getQuantity', required('Sovgʻa soni'));
  }
  if (d.type === 'promocode' && !d.promocode) fail('promocode', required('Promokod'));
  if (d.startDate && d.endDate && d.endDate < d.startDate) {
    fail('endDate', 'Tugash sanasi boshlanish sanasidan oldin boʻlmasin');
  }
}

/** What is stored: fields that do not belong to the type are cleared, `buy-x-get-y` keeps value 0. */
const normalise = (d: Fields) => ({
  ...d,
  value: d.type === 'buy-x-get-y' ? 0 : d.value!,
  buyQuantity: d.type === 'buy-x-get-y' ? d.buyQuantity! : null,
  getQuantity: d.type === 'buy-x-get-y' ? d.getQuantity! : null,
  promocode: d.type === 'promocode' ? d.promocode! : null,
  minOrderAmount: d.minOrderAmount ?? null,
});

/** `POST /discount`, and the whole discount after a PATCH is merged into it. */
export const discountCreateSchema = z.strictObject(discountFields).check(typeRules).transform(normalise);

/** `PATCH /discount/{id}`: any subset; the server checks the merged result with `discountCreateSchema`. */
export const discountUpdateSchema = z.strictObject(discountFields).partial();

export type DiscountCreateBody = z.input<typeof discountCreateSchema>;
export type DiscountUpdateBody = z.output<typeof discountUpdateSchema>;
export type DiscountValues = z.output<typeof discountCreateSchema>;
