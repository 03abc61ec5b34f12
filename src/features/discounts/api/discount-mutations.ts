import { discountKeys } from '../../../api/discount';
import { entityMutations } from '../../../api/entity-mutations';
import type { Discount } from '../../../contract/discount';
import type { DiscountCreateBody, DiscountUpdateBody } from '../../../contract/schemas/discount';

export const {
  useCreate: useCreateDiscount,
  useUpdate: useUpdateDiscount,
  useDelete: useDeleteDiscount,
} = entityMutations<Discount, DiscountCreateBody, DiscountUpdateBody>('/discount', discountKeys);
