import type { NotificationType } from '../../../src/contract/enums';
import { som } from '../../orders/pricing';
import type { CatalogPlan } from './plan-catalog';
import type { OrderTally } from './plan-orders';
import { staffCount, type PlannedPerson } from './plan-people';
import type { PlannedReminder } from './plan-reminders';
import type { Random } from './random';
import { day, hour, minute, tashkentDate } from './time';

export interface PlannedBasketItem {
  customer: number;
  product: number;
  quantity: number;
  at: Date;
}

/** Carts of some active customers; the demo customer always has one. */
export function planBaskets(
  random: Random,
  people: PlannedPerson[],
  catalog: CatalogPlan,
  now: Date,
): PlannedBasketItem[] {
  const active = catalog.products.flatMap((p, i) => (p.isActive ? [i] : []));
  return people.flatMap((person, customer) => {
    const demo = customer === staffCount;
    if (!demo && (person.status !== 'active' || !random.chance(0.15))) return [];
    const at = new Date(+now - random.int(5, 7 * 24 * 60) * minute);
    return random
      .sample(active, random.int(demo ? 2 : 1, 4))
      .map((product) => ({ customer, product, quantity: random.int(1, 3), at }));
  });
}

export interface PlannedNotification {
  type: NotificationType;
  title: string;
  body: string;
  /** Index of the order, person or reminder, by `type`. */
  entity: number;
  isRead: boolean;
  createdAt: Date;
}

export function planNotifications(
  people: PlannedPerson[],
  { newest }: OrderTally,
  reminders: PlannedReminder[],
  now: Date,
): PlannedNotification[] {
  const newOrders = newest.map((o, i, list): PlannedNotification => ({
    type: 'new-order',
    title: 'Yangi buyurtma',
    body: `№${o.number}: ${people[o.customer]!.fullName}, ${som(o.total)}`,
    entity: o.index,
    isRead: i < list.length - 12,
    createdAt: o.createdAt,
  }));
  const customers = people
    .map((p, i) => ({ p, i }))
    .slice(staffCount)
    .sort((a, b) => +a.p.createdAt! - +b.p.createdAt!);
  const recent = customers.filter(({ p }) => +p.createdAt! > +now - 30 * day);
  const newUsers = (recent.length >= 3 ? recent : customers.slice(-3)).map(({ p, i }): PlannedNotification => ({
    type: 'new-user',
    title: 'Yangi foydalanuvchi',
    body: `${p.fullName} (${p.phone}) roʻyxatdan oʻtdi`,
    entity: i,
    isRead: +p.createdAt! < +now - 2 * day,
    createdAt: p.createdAt!,
  }));
  const today = tashkentDate(now);
  const due = reminders.flatMap((r, i): PlannedNotification[] =>
    r.status === 'pending' && r.remindOn <= today
      ? [
          {
            type: 'new-reminder',
            title: 'Yangi eslatma',
            body: `${people[r.customer]!.fullName} bilan bogʻlanish kerak (${r.remindOn})`,
            entity: i,
            isRead: r.remindOn < today,
            createdAt: new Date(Math.min(Date.parse(`${r.remindOn}T09:00:00+05:00`), +now - hour)),
          },
        ]
      : [],
  );
  return [...newOrders, ...newUsers, ...due].sort((a, b) => +a.createdAt - +b.createdAt);
}
