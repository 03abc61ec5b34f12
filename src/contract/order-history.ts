import type { Address } from './address';
import type { OrderStatus, PaymentMethod, PaymentStatus, Role } from './enums';
import type { OrderLine } from './order';
import type { User, UserRef } from './user';

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
  /** 1-based place in the courier's route among their open orders; null when unassigned or not yet placed. */
  routePosition: number | null;
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

/** One entry of an order's history: a status change, an assignment, a payment-status change or a line edit. */
export interface OrderEvent {
  /** The order's status after the entry. */
  status: OrderStatus;
  /** ISO timestamp. */
  at: string;
  /** Who did it; null when that account is gone. */
  by: (Pick<User, 'id' | 'fullName'> & { role: Role }) | null;
  /** What changed besides the status (the courier, the reason, the payment status, the lines), in Uzbek. */
  note?: string;
}

/** `GET /order-history/{id}`: the order with its lines and its history, oldest first. */
export interface OrderHistoryDetail extends OrderHistory {
  lines: OrderLine[];
  events: OrderEvent[];
}

/** One order's answer in `POST /order-history/bulk`, in the order of the ids sent. */
export type BulkOrderResult =
  | { id: number; ok: true; order: OrderHistory }
  | { id: number; ok: false; status: number; message: string };
