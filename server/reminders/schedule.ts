import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications } from '../db/schema/notifications';
import { reminders } from '../db/schema/reminders';
import { addDays, hour, tashkentDate } from '../db/seed/time';
import { logger } from '../log';
import { enqueuePush } from '../push/enqueue-push';
import { newRemindersPush } from '../push/push-messages';
import { dayEnd, dayStart } from '../queries/tashkent-day';

/** An 18.9-litre bottle lasts a household about this long: the customer is called then. */
export const remindAfterDays = 10;
/** A customer whose due day was missed (the server was down) is still reminded this many days later. */
const catchUpDays = 4;
/** One run at a time across the server instances sharing one database; the others skip theirs. */
const lockKey = 7_340_001;

interface Due {
  userId: number;
  orderId: number;
  fullName: string;
  phone: string;
}

/**
 * The customers to remind: each one's last delivery with returnable bottles since `from`, when it came before
 * `to` and nothing reminds them of it or is still pending. The deliveries since `from` are read from
 * `order_histories_delivered_at_idx` (server/db/online-indexes.ts), a few days of a million orders.
 */
export const dueCustomers = (from: string, to: string) => sql`
      with last_water as (
        select distinct on (h.user_id) h.user_id, h.id, h.delivered_at
        from order_histories h
        where h.status = 'delivered' and h.delivered_at >= ${from}
          and exists (select 1 from orders o join products p on p.id = o.product_id where o.order_history_id = h.id and p.is_returnable)
        order by h.user_id, h.delivered_at desc, h.id desc
      )
      select w.user_id as "userId", w.id as "orderId", u.full_name as "fullName", u.phone
      from last_water w join users u on u.id = w.user_id
      where w.delivered_at < ${to} and u.role = 'user' and u.status <> 'blocked'
        and not exists (select 1 from reminders r where r.user_id = w.user_id and (r.last_order_id = w.id or r.status = 'pending'))
      order by w.user_id`;

/**
 * Creates a `pending` reminder, due today, and a `new-reminder` notification for every active
 * customer whose last delivered order with returnable bottles was delivered 10 to 14 Tashkent days
 * ago, unless a reminder for that order exists or one is still pending for them, all made at `now`. One
 * transaction; running it again creates nothing. Returns how many reminders it made.
 */
export async function scheduleReminders(db: Db, now = new Date()): Promise<number> {
  const today = tashkentDate(now);
  const from = dayStart(addDays(today, -remindAfterDays - catchUpDays)).toISOString();
  const to = dayEnd(addDays(today, -remindAfterDays)).toISOString();
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${lockKey}) as "got"`);
    if (!(lock as unknown as { rows: { got: boolean }[] }).rows[0]!.got) return 0;
    const result = await tx.execute(dueCustomers(from, to));
    const due = (result as unknown as { rows: Due[] }).rows;
    if (!due.length) return 0;
    const made = await tx
      .insert(reminders)
      .values(
        due.map((d) => ({ userId: d.userId, remindOn: today, lastOrderId: d.orderId, createdAt: now, updatedAt: now })),
      )
      .returning({ id: reminders.id, userId: reminders.userId });
    const byUser = new Map(due.map((d) => [d.userId, d]));
    await tx.insert(notifications).values(
      made.map((r) => ({
        type: 'new-reminder' as const,
        title: 'Yangi eslatma',
        body: `${byUser.get(r.userId)!.fullName}, ${byUser.get(r.userId)!.phone}: suvi tugayotgan boʻlishi mumkin`,
        entityId: r.id,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await enqueuePush(tx, newRemindersPush(made.map((r) => ({ id: r.id, customer: byUser.get(r.userId)!.fullName }))));
    return made.length;
  });
}

/**
 * Runs `scheduleReminders` now and then every hour; `stop` waits for a run in progress. The first run is not
 * waited for: the server starts it once it listens (at a million orders it reads for over half a second).
 */
export function startReminderSchedule(db: Db): { stop(): Promise<void> } {
  let running = Promise.resolve();
  const run = () =>
    (running = scheduleReminders(db).then(
      () => {},
      (err: unknown) => logger.error({ err }, 'Eslatmalarni yaratib boʻlmadi'),
    ));
  void run();
  const timer = setInterval(() => void run(), hour);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
