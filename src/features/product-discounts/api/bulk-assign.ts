import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discountKeys } from '../../../api/discount';
import { productDiscountKeys } from '../../../api/product-discount';
import type { One } from '../../../contract/envelope';
import type { ProductDiscountBulkResult } from '../../../contract/product-discount';
import type { ProductDiscountBulkBody } from '../../../contract/schemas/product-discount';
import { http } from '../../../lib/http';

export const bulkAssign = (body: ProductDiscountBulkBody) =>
  http.post<One<ProductDiscountBulkResult>>('/product-discount/bulk', body).then((r) => r.data);

export function useBulkAssign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkAssign,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productDiscountKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: discountKeys.lists() }),
      ]),
  });
}
