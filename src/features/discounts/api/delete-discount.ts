import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { discountKeys } from './discount-keys';

export const deleteDiscount = (id: number) => http.delete<unknown>(`/discount/${id}`);

export function useDeleteDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDiscount,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: discountKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: discountKeys.lists() });
    },
  });
}
