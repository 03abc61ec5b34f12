import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { One } from '../../../contract/envelope';
import type { OrderLine } from '../../../contract/order';
import { http } from '../../../lib/http/http';
import { lineWriteOptions } from './line-write-options';

export interface AddLineVariables {
  productId: number;
  quantity: number;
}

export const postOrderLine = (orderHistoryId: number, { productId, quantity }: AddLineVariables) =>
  http.post<One<OrderLine>>('/order', { orderHistoryId, productId, quantity }).then((res) => res.data);

export const useAddOrderLine = (orderHistoryId: number) =>
  useMutation({
    mutationFn: (variables: AddLineVariables) => postOrderLine(orderHistoryId, variables),
    ...lineWriteOptions(useQueryClient(), orderHistoryId),
  });
