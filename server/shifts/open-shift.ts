import { and, eq, ne } from 'drizzle-orm';
import type { ShiftOpenBody } from '../../src/contract/schemas/shift';
import type { Db } from '../db/client';
import { shifts } from '../db/schema/shifts';
import { httpError } from '../http/errors';

/**
 * `POST /shift`: the courier's open shift, opened now unless one is open already (a replay, or a
 * delivery opened it: then the loaded bottles it did not know are filled in). While one is closing, 409.
 */
export async function openShift(db: Db, courierId: number, { fullBottlesLoaded }: ShiftOpenBody) {
  return db.transaction(async (tx) => {
    const unclosed = and(eq(shifts.courierId, courierId), ne(shifts.status, 'closed'));
    const [found] = await tx.select().from(shifts).where(unclosed).for('update');
    if (found?.status === 'closing') throw httpError(409, 'Oldingi smena hali admin tomonidan tasdiqlanmagan');
    if (found) {
      if (found.fullBottlesLoaded === null)
        await tx.update(shifts).set({ fullBottlesLoaded }).where(eq(shifts.id, found.id));
      return { id: found.id, created: false };
    }
    const [opened] = await tx
      .insert(shifts)
      .values({ courierId, fullBottlesLoaded })
      .onConflictDoNothing()
      .returning({ id: shifts.id });
    // Lost a race with a delivery or a twin request that opened it first: that one is the shift.
    if (!opened) {
      const [other] = await tx.select({ id: shifts.id }).from(shifts).where(unclosed);
      return { id: other!.id, created: false };
    }
    return { id: opened.id, created: true };
  });
}
