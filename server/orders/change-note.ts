import { eq } from 'drizzle-orm';
import { paymentMethodLabels, paymentStatusLabels } from '../../src/contract/labels';
import type { Db } from '../db/client';
import type { orderHistories } from '../db/schema/order-histories';
import { users } from '../db/schema/users';
import type { OrderRow } from './transitions';

type Changes = Partial<typeof orderHistories.$inferInsert>;

/** What a PATCH changed besides the status, for the order's history: the courier, the reason, the payment method and status. */
export async function changeNote(tx: Db, order: OrderRow, changes: Changes): Promise<string | null> {
  const parts: string[] = [];
  if (changes.status === 'courier' && changes.courierId) {
    const [courier] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, changes.courierId));
    parts.push(`Kuryer: ${courier?.fullName ?? changes.courierId}`);
  }
  if (changes.status === 'rejected' && changes.rejectReason) parts.push(`Sabab: ${changes.rejectReason}`);
  if (changes.paymentMethod && changes.paymentMethod !== order.paymentMethod) {
    const before = `${paymentMethodLabels[order.paymentMethod]}, ${paymentStatusLabels[order.paymentStatus]}`;
    parts.push(`Naqd pul olindi (avval: ${before})`);
  }
  if (changes.paymentStatus && changes.paymentStatus !== order.paymentStatus) {
    parts.push(`Toʻlov holati: ${paymentStatusLabels[changes.paymentStatus]}`);
  }
  return parts.length ? parts.join('; ') : null;
}
