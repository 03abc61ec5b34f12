import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shiftOrders, shifts } from '../db/schema/shifts';
import { httpError } from '../http/errors';

interface Attribution {
  orderHistoryId: number;
  /** The courier who held the order (the caller, or the one an admin acts for). */
  courierId: number;
  /** The shift the phone had when the courier tapped, if it knew one. */
  shiftId: number | undefined;
  /** A delivery opens a shift when there is none; a rejection by an admin does not. */
  opensShift: boolean;
}

const unknownShift = () =>
  httpError(400, undefined, { errors: [{ path: 'shiftId', message: 'Bunday smena topilmadi' }] });

/** The courier's shift that is not closed, locked until the delivery commits; opened now if asked. */
async function currentShift(tx: Db, courierId: number, open: boolean) {
  const unclosed = and(eq(shifts.courierId, courierId), ne(shifts.status, 'closed'));
  const [found] = await tx.select().from(shifts).where(unclosed).for('share');
  if (found || !open) return found;
  // Two deliveries opening a shift at once: the partial unique index lets one insert, the other finds it.
  await tx.insert(shifts).values({ courierId }).onConflictDoNothing();
  const [opened] = await tx.select().from(shifts).where(unclosed).for('share');
  return opened;
}

/**
 * Puts a delivered or rejected order in exactly one shift, in the delivery's own transaction, after
 * the customer's and the order's rows (decision 9's order; the shift row comes last). A confirm locks
 * the shift row too, so a delivery either lands before it or sees it confirmed and is marked late.
 * The order row is locked by the caller, so the same order never reaches here twice at once.
 */
export async function attributeToShift(tx: Db, { orderHistoryId, courierId, shiftId, opensShift }: Attribution) {
  let shift;
  if (shiftId !== undefined) {
    [shift] = await tx.select().from(shifts).where(eq(shifts.id, shiftId)).for('share');
    if (!shift || shift.courierId !== courierId) throw unknownShift();
  } else {
    shift = await currentShift(tx, courierId, opensShift);
  }
  if (!shift) return;
  // The clock now, not the transaction's start: taken after the shift's lock, so a late change is always
  // newer than the count it waited for (a later recount settles it: confirm-shift.ts).
  await tx
    .insert(shiftOrders)
    .values({ orderHistoryId, shiftId: shift.id, late: shift.status === 'closed', createdAt: sql`clock_timestamp()` })
    .onConflictDoNothing();
}
