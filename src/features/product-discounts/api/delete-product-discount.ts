import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { productDiscountKeys } from './product-discount-keys';

export const deleteProductDiscount = (id: number) => http.delete<unknown>(`/product-discount/${id}`);

export function useDeleteProductDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProductDiscount,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productDiscountKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: productDiscountKeys.discountLists() }),
      ]),
  });
}
