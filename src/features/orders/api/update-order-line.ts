import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { One } from '../../../contract/envelope';
import type { OrderLine } from '../../../contract/order';
import { http } from '../../../lib/http/http';
import { lineWriteOptions } from './line-write-options';

export const patchOrderLine = ({ id, quantity }: { id: number; quantity: number }) =>
  http.patch<One<OrderLine>>(`/order/${id}`, { quantity }).then((res) => res.data);

export const useUpdateOrderLine = (orderHistoryId: number) =>
  useMutation({ mutationFn: patchOrderLine, ...lineWriteOptions(useQueryClient(), orderHistoryId) });
