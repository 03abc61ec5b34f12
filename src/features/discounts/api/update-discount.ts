import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Discount } from '../../../contract/discount';
import type { One } from '../../../contract/envelope';
import type { DiscountUpdateBody } from '../../../contract/schemas/discount';
import { http } from '../../../lib/http';
import { discountKeys } from './discount-keys';

export const updateDiscount = (id: number, body: DiscountUpdateBody) =>
  http.patch<One<Discount>>(`/discount/${id}`, body).then((r) => r.data);

export function useUpdateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DiscountUpdateBody }) => updateDiscount(id, body),
    onSuccess: (discount) => {
      queryClient.setQueryData(discountKeys.detail(discount.id), discount);
      return queryClient.invalidateQueries({ queryKey: discountKeys.lists() });
    },
  });
}
