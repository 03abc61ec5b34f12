import type { Shift } from './shift';

/** The three things a courier hands over at the end of a shift. */
export interface Handover {
  cash: number;
  empties: number;
  /** Null when nobody said how many full bottles were loaded: nothing to compare against. */
  fullBottles: number | null;
}

/** Full bottles that should still be in the vehicle: loaded minus handed out, never below 0. */
export const fullBottlesLeft = (shift: Pick<Shift, 'fullBottlesLoaded' | 'fullBottlesDelivered'>) =>
  shift.fullBottlesLoaded === null ? null : Math.max(0, shift.fullBottlesLoaded - shift.fullBottlesDelivered);

/** What the courier should hand over, by the shift's own deliveries. */
export const expectedHandover = (shift: Shift): Handover => ({
  cash: shift.cashExpected,
  empties: shift.emptiesExpected,
  fullBottles: fullBottlesLeft(shift),
});

/** counted − expected for each figure (0 where there is nothing to compare against). */
export const handoverDifference = (
  expected: Handover,
  counted: Omit<Handover, 'fullBottles'> & { fullBottles: number },
) => ({
  cash: counted.cash - expected.cash,
  empties: counted.empties - expected.empties,
  fullBottles: expected.fullBottles === null ? 0 : counted.fullBottles - expected.fullBottles,
});

/** A non-zero difference needs a note (API.md: `adminNote` is required then). */
export const differs = (difference: ReturnType<typeof handoverDifference>) =>
  difference.cash !== 0 || difference.empties !== 0 || difference.fullBottles !== 0;

/** The cash a courier holds has reached the limit (API.md, `COURIER_CASH_LIMIT`): no more cash orders. */
export const cashLimitReached = (cashOnHand: number, cashLimit: number | null) =>
  cashLimit !== null && cashOnHand >= cashLimit;
