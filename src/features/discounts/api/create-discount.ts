import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Discount } from '../../../contract/discount';
import type { One } from '../../../contract/envelope';
import type { DiscountCreateBody } from '../../../contract/schemas/discount';
import { http } from '../../../lib/http';
import { discountKeys } from './discount-keys';

export const createDiscount = (body: DiscountCreateBody) => http.post<One<Discount>>('/discount', body).then((r) => r.data);

export function useCreateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDiscount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountKeys.lists() }),
  });
}
