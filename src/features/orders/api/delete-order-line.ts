import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http';
import { lineWriteOptions } from './line-write-options';

export const deleteOrderLine = (id: number) => http.delete<unknown>(`/order/${id}`);

export const useDeleteOrderLine = (orderHistoryId: number) =>
  useMutation({ mutationFn: deleteOrderLine, ...lineWriteOptions(useQueryClient(), orderHistoryId) });
