import type { ShiftStatus } from './enums';
import type { UserRef } from './user';

/** What a shift expects, computed by the server from the shift's deliveries (never running counters). */
export interface ShiftFigures {
  ordersDelivered: number;
  ordersRejected: number;
  /** Sum of `total` of the shift's delivered orders paid in cash, switches at the door included. */
  cashExpected: number;
  /** Sum of `bottlesReturned` of the shift's delivered orders. */
  emptiesExpected: number;
  /** Returnable items of the shift's delivered orders. */
  fullBottlesDelivered: number;
}

/** A delivery that reached the server after its shift had been confirmed: what it adds to the shift. */
export interface LateChange {
  orderHistoryId: number;
  number: number;
  /** When it reached the server. */
  at: string;
  cash: number;
  empties: number;
  fullBottles: number;
  /** Taken in by a later count of the shift (`PATCH /shift/{id}` again); until then it waits for the admin. */
  settled: boolean;
}

/** `GET /shift` items (API.md, "Shift"). */
export interface Shift extends ShiftFigures {
  id: number;
  courierId: number;
  courier: UserRef;
  status: ShiftStatus;
  openedAt: string;
  closingAt: string | null;
  closedAt: string | null;
  confirmedBy: { id: number; fullName: string } | null;
  /** Null when a delivery opened the shift. */
  fullBottlesLoaded: number | null;
  cashDeclared: number | null;
  emptiesDeclared: number | null;
  fullBottlesDeclared: number | null;
  note: string | null;
  cashReceived: number | null;
  emptiesReceived: number | null;
  fullBottlesReceived: number | null;
  adminNote: string | null;
  /** received − expected, once received (late changes included). */
  cashDifference: number | null;
  lateChanges: LateChange[];
  createdAt: string;
  updatedAt: string;
}

/** `GET /shift/card`: the filtered shifts' money and how many are open or waiting for the admin. */
export interface ShiftCard {
  cashExpected: number;
  cashReceived: number;
  cashDifference: number;
  open: number;
  closing: number;
}

/** `GET /shift/current`'s `meta`: the cash limit the courier's screen warns about before a take. */
export interface CurrentShiftMeta {
  cashLimit: number | null;
}
