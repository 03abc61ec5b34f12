import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { One } from '../../../contract/envelope';
import type { Product } from '../../../contract/product';
import { http } from '../../../lib/http';
import type { ProductCreateBody } from '../../../contract/schemas/product';
import { productKeys } from './product-keys';

export const createProduct = (body: ProductCreateBody) => http.post<One<Product>>('/product', body).then((r) => r.data);

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
  });
}
