import { z } from 'zod';
import { units } from '../enums';
import { listQuery, queryArray, queryBool, queryInt, textSchema } from './common';
import { boolField, enumField, idField, intField, issueAt, named, nameField } from './fields';

const unitSchema = enumField('Oʻlchov birligi', units);

/** `GET /product`; `search` is on the name. */
export const productListQuery = listQuery(['createdAt', 'name', 'price', 'stock'], {
  categoryId: queryArray(queryInt(1)).optional(),
  brandId: queryArray(queryInt(1)).optional(),
  isActive: queryBool.optional(),
  unit: queryArray(unitSchema).optional(),
  priceFrom: queryInt().optional(),
  priceTo: queryInt().optional(),
}).check((ctx) => {
  const { priceFrom, priceTo } = ctx.value;
  if (priceFrom !== undefined && priceTo !== undefined && priceFrom > priceTo) {
    ctx.issues.push(issueAt('priceTo', 'Narx (gacha) narx (dan) dan kichik boʻlmasin', priceTo));
  }
});

export type ProductListQuery = z.output<typeof productListQuery>;

const imageIds = z
  .array(idField('Rasm'), named('Rasmlar'))
  .max(10, named('Rasmlar'))
  .refine((ids) => new Set(ids).size === ids.length, 'Rasmlar: bir rasm ikki marta tanlangan');

const productFields = {
  name: nameField('Nomi', 120),
  description: textSchema(named('Tavsif'))
    .trim()
    .max(2000, named('Tavsif'))
    .transform((text) => text || null)
    .nullable()
    .optional(),
  price: intField('Narx', 0),
  oldPrice: intField('Eski narx', 0).nullable().optional(),
  unit: unitSchema,
  unitValue: z
    .number(named('Miqdori'))
    .positive(named('Miqdori'))
    .max(1_000_000, named('Miqdori'))
    .nullable()
    .optional(),
  brandId: idField('Brend').nullable().optional(),
  categoryId: idField('Kategoriya').nullable().optional(),
  imageIds: imageIds.optional(),
  stock: intField('Ombordagi soni', 0).optional(),
  isActive: boolField('Faol').optional(),
  isReturnable: boolField('Qaytariladigan idish').optional(),
};

/** `POST /product`: `name`, `price` and `unit` are required; the rest default to empty, 0, active. */
export const productCreateSchema = z.strictObject(productFields);

/** `PATCH /product/{id}`: any subset of the create fields. */
export const productUpdateSchema = z.strictObject(productFields).partial();

export type ProductCreateBody = z.output<typeof productCreateSchema>;
export type ProductUpdateBody = z.output<typeof productUpdateSchema>;
