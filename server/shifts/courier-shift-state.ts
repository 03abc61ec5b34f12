import { sql, type SQL } from 'drizzle-orm';
import type { CourierLoad } from '../../src/contract/courier';
import type { ShiftFigures } from '../../src/contract/shift';
import { fullBottlesLeft } from '../../src/contract/shift-rules';
import { figuresOf } from './shift-figures';

interface UnclosedShift {
  status: 'open' | 'closing';
  fullBottlesLoaded: number | null;
  figures: ShiftFigures;
}

/** The courier's shift that is not closed (at most one), with its figures, as JSON. */
export const unclosedShiftOf = (courierId: SQL) => sql<UnclosedShift | null>`(select json_build_object(
    'status', s.status, 'fullBottlesLoaded', s.full_bottles_loaded, 'figures', ${figuresOf(sql`s.id`)})
  from shifts s where s.courier_id = ${courierId} and s.status <> 'closed')`;

/** The last time the courier opened or closed a shift, or delivered or rejected an order in their latest one. */
export const lastActivityOf = (courierId: SQL) => sql<string | null>`(select greatest(
    max(s.opened_at), max(s.closing_at),
    (select max(so.created_at) from shift_orders so
      where so.shift_id = (select max(latest.id) from shifts latest where latest.courier_id = ${courierId})))
  from shifts s where s.courier_id = ${courierId})`;

type ShiftState = Pick<CourierLoad, 'onShift' | 'cashOnHand' | 'fullBottlesOut' | 'emptiesDue'>;

export const shiftState = (shift: UnclosedShift | null): ShiftState => ({
  onShift: shift?.status === 'open',
  cashOnHand: shift?.figures.cashExpected ?? 0,
  fullBottlesOut: (shift && fullBottlesLeft({ ...shift, ...shift.figures })) ?? 0,
  emptiesDue: shift?.figures.emptiesExpected ?? 0,
});
