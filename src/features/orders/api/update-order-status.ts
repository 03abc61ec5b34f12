import { useMutation } from '@tanstack/react-query';
import type { OrderStatus } from '../../../contract/enums';
import type { One } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';
import { http } from '../../../lib/http';
import type { OrderSnapshot } from './order-cache';
import { orderMutationKeys } from './order-keys';

export interface OrderStatusVariables {
  id: number;
  /** Shown to people; names the order in a refusal toast. */
  number: number;
  status: OrderStatus;
  rejectReason?: string;
  version?: number;
}

export const patchOrderStatus = ({ id, status, rejectReason, version }: OrderStatusVariables) =>
  http
    .patch<One<OrderHistory>>(`/order-history/${id}`, { status, rejectReason, version })
    .then((res) => res.data);

/** The function, queue and optimistic update come from registerOrderMutations. */
export const useOrderStatusMutation = () =>
  useMutation<OrderHistory, Error, OrderStatusVariables, OrderSnapshot>({ mutationKey: orderMutationKeys.status });
