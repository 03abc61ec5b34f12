import type { ProductDiscountBulkResult } from '../../src/contract/product-discount';
import type { ProductDiscountBulkBody } from '../../src/contract/schemas/product-discount';
import type { Db } from '../db/client';
import { discounts } from '../db/schema/discounts';
import { productDiscounts } from '../db/schema/product-discounts';
import { products } from '../db/schema/products';
import { assertReferences } from './references';

// 500 × 500 pairs at most, inserted in short statements with a turn of the event loop between them:
// on PGlite every statement runs on the server's one thread (one of 5,000 rows held it 0.2 s, of 500 60 ms).
const rowsPerInsert = 100;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

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
    const productsOf = unique(productIds);
    const discountsOf = unique(discountIds);
    const total = productsOf.length * discountsOf.length;
    let created = 0;
    for (let start = 0; start < total; start += rowsPerInsert) {
      const batch = [];
      for (let i = start; i < Math.min(total, start + rowsPerInsert); i++) {
        batch.push({
          productId: productsOf[Math.floor(i / discountsOf.length)]!,
          discountId: discountsOf[i % discountsOf.length]!,
        });
      }
      const inserted = await tx
        .insert(productDiscounts)
        .values(batch)
        .onConflictDoNothing({ target: [productDiscounts.productId, productDiscounts.discountId] })
        .returning({ id: productDiscounts.id });
      created += inserted.length;
      await nextTurn();
    }
    return { created, skipped: total - created };
  });
}
