import type { OrderStatus } from '../../../contract/enums';
import type { One } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';
import { http } from '../../../lib/http/http';

export interface OrderStatusVariables {
  id: number;
  /** Shown to people; names the order in the "Yuborilmadi" list. */
  number: number;
  status: OrderStatus;
  rejectReason?: string;
  /** With `delivered`: the empty bottles taken back, sent in the same request. */
  bottlesReturned?: number;
  /** With `delivered`: the courier took cash for an online payment that had not succeeded ("Naqd oldim"). */
  paymentMethod?: 'cash';
  /** The version the courier last saw, after their own earlier changes in the queue. */
  version?: number;
  /** With `delivered` or `rejected`: the shift the phone was in when the courier tapped. */
  shiftId?: number;
}

export const patchOrderStatus = ({ id, number: _, ...body }: OrderStatusVariables) =>
  http.patch<One<OrderHistory>>(`/order-history/${id}`, body).then((res) => res.data);
