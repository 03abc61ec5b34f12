import { z } from 'zod';
import { shiftStatuses } from '../enums';
import { bodyInt, listQuery, queryArray, queryBool, queryInt, textSchema } from './common';
import { dateRange, dateSchema } from './dates';

const count = bodyInt(0, 99_999);
const note = textSchema().trim().max(500).optional();

export const shiftOpenBody = z.strictObject({ fullBottlesLoaded: bodyInt(0, 999) });
export type ShiftOpenBody = z.output<typeof shiftOpenBody>;

export const shiftCloseBody = z.strictObject({
  cashDeclared: bodyInt(0),
  emptiesDeclared: count,
  fullBottlesDeclared: count,
  note,
});
export type ShiftCloseBody = z.output<typeof shiftCloseBody>;

/** Whether `adminNote` is required depends on what the shift expects: the server checks it. */
export const shiftConfirmBody = z.strictObject({
  cashReceived: bodyInt(0),
  emptiesReceived: count,
  fullBottlesReceived: count,
  adminNote: note,
});
export type ShiftConfirmBody = z.output<typeof shiftConfirmBody>;

const shiftFilters = listQuery(['openedAt'], {
  courierId: queryInt(1).optional(),
  status: queryArray(z.enum(shiftStatuses)).optional(),
  dateFrom: dateSchema.optional(),
  dateTo: dateSchema.optional(),
  /** Only shifts with late changes the admin has not counted yet. */
  lateWaiting: queryBool.optional(),
}).omit({ search: true });

/** `GET /shift`; `dateFrom`/`dateTo` are Tashkent calendar days of `openedAt`. */
export const shiftListQuery = shiftFilters.check(dateRange);
export type ShiftListQuery = z.output<typeof shiftListQuery>;

/** `GET /shift/card`: the list's filters without paging or sort. */
export const shiftCardQuery = shiftFilters.omit({ page: true, limit: true, sort: true, order: true }).check(dateRange);
export type ShiftCardQuery = z.output<typeof shiftCardQuery>;
