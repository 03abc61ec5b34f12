import type { ProductDiscountBulkResult } from '../../src/contract/product-discount';
import type { ProductDiscountBulkBody } from '../../src/contract/schemas/product-discount';
import type { Db } from '../db/client';
import { discounts } from '../db/schema/discounts';
import { productDiscounts } from '../db/schema/product-discounts';
import { products } from '../db/schema/products';
import { assertReferences } from './references';

// 500 × 500 pairs at most; a few thousand rows per statement keeps each under the parameter limit.
const rowsPerInsert = 5000;

/** Every missing (product, discount) pair in one transaction; pairs that exist are counted as skipped. */
export async function assignDiscounts(
  db: Db,
  { productIds, discountIds }: ProductDiscountBulkBody,
): Promise<ProductDiscountBulkResult> {
  return db.transaction(async (tx) => {
    await assertReferences(tx, [
      {
        path: 'productIds',
        ids: productIds,
        table: products,
        idColumn: products.id,
        message: 'Mahsulot: bunday mahsulot yoʻq',
      },
      {
        path: 'discountIds',
        ids: discountIds,
        table: discounts,
        idColumn: discounts.id,
        message: 'Chegirma: bunday chegirma yoʻq',
      },
    ]);
    // In one order, so that two assignments sharing pairs never wait on each other's inserts in a circle.
    const unique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);
    const pairs = unique(productIds).flatMap((productId) =>
      unique(discountIds).map((discountId) => ({ productId, discountId })),
    );
    let created = 0;
    for (let start = 0; start < pairs.length; start += rowsPerInsert) {
      const inserted = await tx
        .insert(productDiscounts)
        .values(pairs.slice(start, start + rowsPerInsert))
        .onConflictDoNothing({ target: [productDiscounts.productId, productDiscounts.discountId] })
        .returning({ id: productDiscounts.id });
      created += inserted.length;
    }
    return { created, skipped: pairs.length - created };
  });
}
