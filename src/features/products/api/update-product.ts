import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { One } from '../../../contract/envelope';
import type { Product } from '../../../contract/product';
import { http } from '../../../lib/http';
import type { ProductUpdateBody } from '../../../contract/schemas/product';
import { productKeys } from './product-keys';

export const updateProduct = (id: number, body: ProductUpdateBody) =>
  http.patch<One<Product>>(`/product/${id}`, body).then((r) => r.data);

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProductUpdateBody }) => updateProduct(id, body),
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}
