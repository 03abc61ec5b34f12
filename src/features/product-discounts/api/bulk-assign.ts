import { atom } from 'jotai';
import { atomWithMutation, queryClientAtom } from 'jotai-tanstack-query';
import { discountKeys } from '../../../api/discount';
import { productDiscountKeys } from '../../../api/product-discount';
import type { One } from '../../../contract/envelope';
import type { ProductDiscountBulkResult } from '../../../contract/product-discount';
import { productDiscountBulkSchema, type ProductDiscountBulkBody } from '../../../contract/schemas/product-discount';
import { http } from '../../../lib/http/http';
import { discountSelection, productSelection } from '../../../lib/selection';

export const bulkAssign = (body: ProductDiscountBulkBody) =>
  http.post<One<ProductDiscountBulkResult>>('/product-discount/bulk', body).then((r) => r.data);

/** The selected products × the selected discounts as the bulk call takes them, or why they cannot go yet. */
export const assignBodyAtom = atom((get) =>
  productDiscountBulkSchema.safeParse({
    productIds: [...get(productSelection.ids)],
    discountIds: [...get(discountSelection.ids)],
  }),
);

/** Binds the pairs; the pairs listed and the discounts' product counts refetch after. */
export const bulkAssignAtom = atomWithMutation((get) => {
  const client = get(queryClientAtom);
  return {
    mutationFn: bulkAssign,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: productDiscountKeys.lists() }),
        client.invalidateQueries({ queryKey: discountKeys.lists() }),
      ]),
  };
});
