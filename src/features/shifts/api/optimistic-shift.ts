import type { Shift } from '../../../contract/shift';
import type { UserRef } from '../../../contract/user';
import type { CloseShiftVariables } from './close-shift';

/**
 * The shift as the server will make it once it has the opening: open, nothing delivered yet. Its id
 * (0) is unknown until then; a close queued meanwhile finds the shift on the server (close-shift.ts).
 */
export function openedShift(fullBottlesLoaded: number, me: UserRef, now = new Date().toISOString()): Shift {
  return {
    id: 0,
    courierId: me.id,
    courier: me,
    status: 'open',
    openedAt: now,
    closingAt: null,
    closedAt: null,
    confirmedBy: null,
    fullBottlesLoaded,
    ordersDelivered: 0,
    ordersRejected: 0,
    cashExpected: 0,
    emptiesExpected: 0,
    fullBottlesDelivered: 0,
    cashDeclared: null,
    emptiesDeclared: null,
    fullBottlesDeclared: null,
    note: null,
    cashReceived: null,
    emptiesReceived: null,
    fullBottlesReceived: null,
    adminNote: null,
    cashDifference: null,
    lateChanges: [],
    createdAt: now,
    updatedAt: now,
  };
}

/** The shift as the server will make it once it has the close: waiting for the admin. */
export const closingShift = (shift: Shift, { shiftId: _, ...declared }: CloseShiftVariables): Shift => ({
  ...shift,
  ...declared,
  note: declared.note ?? null,
  status: 'closing',
  closingAt: new Date().toISOString(),
});
