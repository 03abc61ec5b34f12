import type { Db } from '../client';
import { basketItems } from '../schema/basket-items';
import { newOrderReads } from '../schema/new-order-reads';
import { notifications } from '../schema/notifications';
import { reminders } from '../schema/reminders';
import { insertReturningIds, insertRows } from './batch-insert';
import type { PlannedBasketItem, PlannedNotification } from './plan-extras';
import type { PlannedReminder } from './plan-reminders';

export interface ExtrasPlan {
  baskets: PlannedBasketItem[];
  reminders: PlannedReminder[];
  notifications: PlannedNotification[];
  /** Staff person indices with the time they last looked at new orders. */
  reads: { person: number; at: Date }[];
}

/** Ids by plan index, to resolve references. */
export interface Ids {
  users: number[];
  products: number[];
  orders: number[];
}

export async function insertExtras(db: Db, plan: ExtrasPlan, ids: Ids): Promise<void> {
  const user = (i: number) => ids.users[i]!;
  await insertRows(
    db,
    basketItems,
    plan.baskets.map((b) => ({
      userId: user(b.customer),
      productId: ids.products[b.product]!,
      quantity: b.quantity,
      createdAt: b.at,
      updatedAt: b.at,
    })),
  );
  const reminderIds = await insertReturningIds(
    db,
    reminders,
    plan.reminders.map(({ customer, lastOrder, ...r }) => ({
      ...r,
      userId: user(customer),
      lastOrderId: ids.orders[lastOrder]!,
    })),
  );
  const entity = { 'new-order': ids.orders, 'new-user': ids.users, 'new-reminder': reminderIds } as const;
  await insertRows(
    db,
    notifications,
    plan.notifications.map(({ entity: index, ...n }) => ({
      ...n,
      entityId: entity[n.type][index]!,
      updatedAt: n.createdAt,
    })),
  );
  await insertRows(
    db,
    newOrderReads,
    plan.reads.map((r) => ({ userId: user(r.person), readAt: r.at })),
  );
}
