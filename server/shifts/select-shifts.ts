import { and, eq, gte, inArray, lt, not, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Shift } from '../../src/contract/shift';
import type { ShiftCardQuery } from '../../src/contract/schemas/shift';
import type { Db } from '../db/client';
import { shifts as s } from '../db/schema/shifts';
import { users } from '../db/schema/users';
import { dayEnd, dayStart } from '../queries/tashkent-day';
import { figuresOf, hasUnsettledLate, lateChangesOf } from './shift-figures';

const confirmers = alias(users, 'confirmer');

/** Shifts with their courier, who confirmed them and the figures computed from their deliveries. */
export const selectShifts = (db: Db) =>
  db
    .select({
      shift: s,
      courier: { id: users.id, fullName: users.fullName, phone: users.phone },
      confirmer: { id: confirmers.id, fullName: confirmers.fullName },
      figures: figuresOf(s.id),
      lateChanges: lateChangesOf(s.id),
    })
    .from(s)
    .innerJoin(users, eq(users.id, s.courierId))
    .leftJoin(confirmers, eq(confirmers.id, s.confirmedById))
    .$dynamic();

type ShiftRow = Awaited<ReturnType<ReturnType<typeof selectShifts>['execute']>>[number];

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function toShift({ shift, courier, confirmer, figures, lateChanges }: ShiftRow): Shift {
  const { confirmedById: _, ...stored } = shift;
  return {
    ...stored,
    ...figures,
    courier,
    confirmedBy: confirmer?.id ? confirmer : null,
    openedAt: shift.openedAt.toISOString(),
    closingAt: iso(shift.closingAt),
    closedAt: iso(shift.closedAt),
    createdAt: shift.createdAt.toISOString(),
    updatedAt: shift.updatedAt.toISOString(),
    cashDifference: shift.cashReceived === null ? null : shift.cashReceived - figures.cashExpected,
    lateChanges: lateChanges.map((change) => ({ ...change, at: new Date(change.at).toISOString() })),
  };
}

export async function findShift(db: Db, id: number): Promise<Shift | undefined> {
  const [row] = await selectShifts(db).where(eq(s.id, id)).limit(1);
  return row && toShift(row);
}

/** The list's filters; `dateFrom`/`dateTo` are Tashkent days of `openedAt`; `lateWaiting`: late changes not yet counted. */
export const shiftConditions = (q: ShiftCardQuery): SQL | undefined =>
  and(
    q.courierId !== undefined ? eq(s.courierId, q.courierId) : undefined,
    q.status && inArray(s.status, q.status),
    q.dateFrom ? gte(s.openedAt, dayStart(q.dateFrom)) : undefined,
    q.dateTo ? lt(s.openedAt, dayEnd(q.dateTo)) : undefined,
    q.lateWaiting === undefined ? undefined : q.lateWaiting ? hasUnsettledLate(s.id) : not(hasUnsettledLate(s.id)),
  );
