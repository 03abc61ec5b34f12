import { z } from 'zod';
import { listQuery, queryArray, queryInt } from './common';
import { idField, named } from './fields';

/** `GET /product-discount`; `search` is on the product's or the discount's name. */
export const productDiscountListQuery = listQuery(['createdAt'], {
  productId: queryArray(queryInt(1)).optional(),
  discountId: queryArray(queryInt(1)).optional(),
});

const ids = (label: string, itemLabel: string) =>
  z.array(idField(itemLabel), named(label)).min(1, named(label)).max(500, named(label));

/** `POST /product-discount/bulk`: every pair of the two lists. */
export const productDiscountBulkSchema = z.strictObject({
  productIds: ids('Mahsulotlar', 'Mahsulot'),
  discountIds: ids('Chegirmalar', 'Chegirma'),
});

export type ProductDiscountBulkBody = z.output<typeof productDiscountBulkSchema>;
