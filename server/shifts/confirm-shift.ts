import { eq } from 'drizzle-orm';
import type { ShiftConfirmBody } from '../../src/contract/schemas/shift';
import { differs, expectedHandover, handoverDifference } from '../../src/contract/shift-rules';
import type { Db } from '../db/client';
import { shifts } from '../db/schema/shifts';
import { httpError } from '../http/errors';
import { findShift } from './select-shifts';

/**
 * `PATCH /shift/{id}` (admin): what was counted on a `closing` shift, which closes it. The shift row is
 * locked first, so a delivery landing at the same moment is either in the expected figures read here
 * or arrives after and is marked late (attribute-to-shift.ts). A difference needs `adminNote`.
 */
export async function confirmShift(db: Db, id: number, adminId: number, body: ShiftConfirmBody) {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: shifts.id }).from(shifts).where(eq(shifts.id, id)).for('update');
    if (!locked) throw httpError(404, 'Smena topilmadi');
    const shift = (await findShift(tx, id))!;
    if (shift.status !== 'closing') {
      throw httpError(
        409,
        shift.status === 'open' ? 'Kuryer smenani hali topshirmagan' : 'Smena allaqachon tasdiqlangan',
      );
    }
    const counted = { cash: body.cashReceived, empties: body.emptiesReceived, fullBottles: body.fullBottlesReceived };
    if (differs(handoverDifference(expectedHandover(shift), counted)) && !body.adminNote) {
      const message = 'Farq bor: izoh yozing';
      throw httpError(400, undefined, { errors: [{ path: 'adminNote', message }] });
    }
    await tx
      .update(shifts)
      .set({
        status: 'closed',
        closedAt: new Date(),
        confirmedById: adminId,
        cashReceived: body.cashReceived,
        emptiesReceived: body.emptiesReceived,
        fullBottlesReceived: body.fullBottlesReceived,
        adminNote: body.adminNote || null,
      })
      .where(eq(shifts.id, id));
  });
}
