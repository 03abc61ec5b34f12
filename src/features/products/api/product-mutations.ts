import { entityMutations } from '../../../api/entity-mutations';
import { productKeys } from '../../../api/product';
import type { Product } from '../../../contract/product';
import type { ProductCreateBody, ProductUpdateBody } from '../../../contract/schemas/product';

export const {
  useCreate: useCreateProduct,
  useUpdate: useUpdateProduct,
  useDelete: useDeleteProduct,
} = entityMutations<Product, ProductCreateBody, ProductUpdateBody>('/product', productKeys);
