import { eq } from 'drizzle-orm';
import type { ShiftCloseBody } from '../../src/contract/schemas/shift';
import type { Db } from '../db/client';
import { shifts } from '../db/schema/shifts';
import { httpError } from '../http/errors';

const sameClose = (shift: typeof shifts.$inferSelect, body: ShiftCloseBody) =>
  shift.cashDeclared === body.cashDeclared &&
  shift.emptiesDeclared === body.emptiesDeclared &&
  shift.fullBottlesDeclared === body.fullBottlesDeclared &&
  (shift.note ?? undefined) === (body.note || undefined);

/**
 * `POST /shift/{id}/close`: the courier hands over what they counted; the shift waits for the admin.
 * The same close again (a replay) is 200 and changes nothing; a different one after it is 409.
 */
export async function closeShift(db: Db, id: number, courierId: number, body: ShiftCloseBody) {
  await db.transaction(async (tx) => {
    const [shift] = await tx.select().from(shifts).where(eq(shifts.id, id)).for('update');
    if (!shift) throw httpError(404, 'Smena topilmadi');
    if (shift.courierId !== courierId) throw httpError(403, 'Bu smena sizniki emas');
    if (shift.status !== 'open') {
      if (sameClose(shift, body)) return;
      throw httpError(409, 'Smena allaqachon topshirilgan');
    }
    await tx
      .update(shifts)
      .set({
        status: 'closing',
        closingAt: new Date(),
        cashDeclared: body.cashDeclared,
        emptiesDeclared: body.emptiesDeclared,
        fullBottlesDeclared: body.fullBottlesDeclared,
        note: body.note || null,
      })
      .where(eq(shifts.id, id));
  });
}
