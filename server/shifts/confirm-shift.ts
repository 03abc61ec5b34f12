import { eq, sql } from 'drizzle-orm';
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
 *
 * A `closed` shift with late changes not yet counted is counted again the same way: the new figures are
 * all the admin has received for the shift, the late changes included, and its note is added to the
 * earlier one. `closed_at` becomes the time of this count, which is what settles those late changes.
 */
export async function confirmShift(db: Db, id: number, adminId: number, body: ShiftConfirmBody) {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: shifts.id }).from(shifts).where(eq(shifts.id, id)).for('update');
    if (!locked) throw httpError(404, 'Smena topilmadi');
    const shift = (await findShift(tx, id))!;
    const recount = shift.status === 'closed' && shift.lateChanges.some((change) => !change.settled);
    if (shift.status !== 'closing' && !recount) {
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
    const adminNote = recount ? [shift.adminNote, body.adminNote].filter(Boolean).join('; ') : body.adminNote;
    await tx
      .update(shifts)
      .set({
        status: 'closed',
        // The database's clock after the lock: a late change that waited for it is newer (attribute-to-shift.ts).
        closedAt: sql`clock_timestamp()`,
        confirmedById: adminId,
        cashReceived: body.cashReceived,
        emptiesReceived: body.emptiesReceived,
        fullBottlesReceived: body.fullBottlesReceived,
        adminNote: adminNote || null,
      })
      .where(eq(shifts.id, id));
  });
}
