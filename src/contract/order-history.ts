import type { Address } from './address';
import type { OrderStatus, PaymentMethod, PaymentStatus } from './enums';
import type { UserRef } from './user';

/** A customer's order (its lines are `OrderLine`s). */
export interface OrderHistory {
  id: number;
  /** Shown to people, from 10001 up. */
  number: number;
  userId: number;
  user: UserRef;
  /** The delivery address as it was when the order was placed. */
  address: Address;
  courierId: number | null;
  courier: UserRef | null;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** Sum of the lines' quantities. */
  itemsCount: number;
  /** Sum of the lines' `price × quantity`. */
  subtotal: number;
  /** Sum of the lines' `discountAmount`. */
  discountTotal: number;
  deliveryFee: number;
  /** `subtotal − discountTotal + deliveryFee`. */
  total: number;
  bottlesToReturn: number;
  bottlesReturned: number;
  comment: string | null;
  /** `YYYY-MM-DD` */
  deliveryDate: string;
  acceptedAt: string | null;
  deliveredAt: string | null;
  rejectedAt: string | null;
  rejectReason: string | null;
  /** +1 on every change; send it back in PATCH to detect a stale edit. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** Summary of the orders matching a list's filters. */
export interface OrderCard {
  total: number;
  /** Sum of `total`. */
  amount: number;
  byStatus: Record<OrderStatus, number>;
  byPaymentMethod: Record<PaymentMethod, number>;
  /** Sum of `total` of `cash` orders not yet paid. */
  cashToCollect: number;
  bottlesToReturn: number;
}
