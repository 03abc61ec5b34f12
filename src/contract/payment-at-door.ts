import type { PaymentMethod, PaymentStatus } from './enums';

/** An online payment in one of these has not reached the shop: the courier may take cash instead (API.md). */
export const switchableToCash: readonly PaymentStatus[] = ['processing', 'failed', 'canceled'];

type Payment = { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus };

/**
 * What the courier does about money at the door: `cash` to collect, `paid` (nothing to collect), or `unpaid`
 * (an online payment that has not succeeded: do not hand over, or take cash when `switchableToCash`).
 */
export type PaymentAtDoor = 'cash' | 'paid' | 'unpaid';

export function paymentAtDoor({ paymentMethod, paymentStatus }: Payment): PaymentAtDoor {
  if (paymentStatus === 'success') return 'paid';
  return paymentMethod === 'cash' ? 'cash' : 'unpaid';
}

/** The courier's "Naqd oldim": allowed on a delivery while the payment has not succeeded. */
export const maySwitchToCash = ({ paymentStatus }: Payment) => switchableToCash.includes(paymentStatus);
