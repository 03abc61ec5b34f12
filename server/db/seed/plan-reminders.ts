import type { Answer, SendStatus } from '../../../src/contract/enums';
import { reminderNotes } from './order-texts';
import type { OrderTally } from './plan-orders';
import type { Random } from './random';
import { addDays, hour, tashkentDate, tashkentMidnight } from './time';

export interface PlannedReminder {
  customer: number;
  remindOn: string;
  status: SendStatus;
  answer: Answer;
  note: string | null;
  /** Order index. */
  lastOrder: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The first reminders cover every status and answer, due today, overdue and ahead. */
const cover: readonly [days: number, SendStatus, Answer][] = [
  [0, 'pending', 'pending'],
  [-3, 'success', 'ok'],
  [-5, 'success', 'no'],
  [-2, 'failed', 'pending'],
  [-8, 'canceled', 'pending'],
  [0, 'success', 'pending'],
  [4, 'pending', 'pending'],
  [0, 'failed', 'pending'],
];

/** Reminders to call customers who took returnable water, about when their bottles run dry. */
export function planReminders(random: Random, { lastWater }: OrderTally, now: Date): PlannedReminder[] {
  const today = tashkentDate(now);
  const chosen = [...lastWater].filter(() => random.chance(0.3));
  return chosen.map(([customer, { order: lastOrder, deliveredAt: delivered }], i) => {
    let days = Math.round((tashkentMidnight(delivered) - tashkentMidnight(now)) / (24 * hour)) + random.int(7, 21);
    if (days < -20 || days > 14) days = random.int(-20, 14);
    const forced = cover[i];
    if (forced) days = forced[0];
    const [status, answer] = forced ? [forced[1], forced[2]] : outcome(random, days);
    const remindOn = addDays(today, days);
    const sentAt = Date.parse(`${remindOn}T10:00:00+05:00`);
    const createdAt = new Date(Math.min(+delivered + hour, +now, sentAt - 24 * hour));
    return {
      customer,
      remindOn,
      status,
      answer,
      note: random.chance(0.2) ? random.pick(reminderNotes) : null,
      lastOrder,
      createdAt,
      updatedAt: status === 'pending' ? createdAt : new Date(Math.max(+createdAt, Math.min(sentAt, +now))),
    };
  });
}

function outcome(random: Random, days: number): [SendStatus, Answer] {
  if (days > 0) return [random.chance(0.05) ? 'canceled' : 'pending', 'pending'];
  const status = random.weighted<SendStatus>(
    days === 0
      ? { pending: 50, success: 40, failed: 10, canceled: 0 }
      : { pending: 10, success: 60, failed: 20, canceled: 10 },
  );
  return [status, status === 'success' ? random.weighted<Answer>({ ok: 50, no: 25, pending: 25 }) : 'pending'];
}
