import type { PushPayload } from '../../src/contract/push';
import { som } from '../orders/pricing';

type StaffRole = 'courier' | 'admin';

/** Who gets a push, and what. Each recipient's payload differs only in where a tap leads. */
export interface PushMessage {
  /** Active users with one of these roles (`admin` includes `superadmin`), or just this user if still active staff. */
  to: { roles: StaffRole[] } | { userId: number };
  payload: Record<StaffRole, PushPayload>;
  ttl: number;
  urgency: 'normal' | 'high';
  /** Replaces an older undelivered push with the same topic (base64url characters, at most 32). */
  topic: string;
}

const hour = 60 * 60;

interface OrderFacts {
  id: number;
  number: number;
  total: number;
  district: string;
}

const forRoles = (payload: Omit<PushPayload, 'url'>, courierUrl: string, adminUrl: string) => ({
  courier: { ...payload, url: courierUrl },
  admin: { ...payload, url: adminUrl },
});

const orderUrls = (id: number) => [`/orders?order=${id}`, `/orders/${id}/products`] as const;

/** A customer placed an order: every active courier and admin. */
export function newOrderPush(order: OrderFacts & { customer: string }): PushMessage {
  return {
    to: { roles: ['courier', 'admin'] },
    payload: forRoles(
      {
        type: 'new-order',
        id: order.id,
        number: order.number,
        title: `Yangi buyurtma #${order.number}`,
        body: `${order.customer}, ${order.district}, ${som(order.total)}`,
      },
      ...orderUrls(order.id),
    ),
    ttl: hour,
    urgency: 'high',
    topic: `order-${order.id}`,
  };
}

/** An admin gave an order to a courier: that courier. */
export function assignedPush(order: OrderFacts, courierId: number): PushMessage {
  return {
    to: { userId: courierId },
    payload: forRoles(
      {
        type: 'assigned',
        id: order.id,
        number: order.number,
        title: `Sizga buyurtma biriktirildi #${order.number}`,
        body: `${order.district}, ${som(order.total)}`,
      },
      ...orderUrls(order.id),
    ),
    ttl: hour,
    urgency: 'high',
    topic: `order-${order.id}`,
  };
}

/** The scheduler made reminders: one push to every courier for the whole run. */
export function newRemindersPush(reminders: { id: number; customer: string }[]): PushMessage {
  const [first] = reminders;
  const body =
    reminders.length === 1
      ? `${first!.customer}: suvi tugayotgan boʻlishi mumkin`
      : `${reminders.length} ta mijozga qoʻngʻiroq qilish kerak`;
  return {
    to: { roles: ['courier'] },
    payload: forRoles(
      { type: 'new-reminder', id: first!.id, title: 'Yangi eslatma', body },
      '/reminders',
      '/reminders',
    ),
    ttl: 12 * hour,
    urgency: 'normal',
    topic: 'reminders',
  };
}
