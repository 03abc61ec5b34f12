import { sql, type SQL } from 'drizzle-orm';
import type { ShiftCard } from '../../src/contract/shift';
import type { Db } from '../db/client';
import { shifts as s } from '../db/schema/shifts';
import { cashExpectedOf } from './shift-figures';

/** `GET /shift/card`: the filtered shifts' cash and how many are open or waiting, in one query. */
export async function shiftCard(db: Db, where: SQL | undefined): Promise<ShiftCard> {
  const cash = cashExpectedOf(s.id);
  const [row] = await db
    .select({
      card: sql<ShiftCard>`json_build_object(
        'cashExpected', coalesce(sum(${cash}), 0),
        'cashReceived', coalesce(sum(${s.cashReceived}), 0),
        'cashDifference', coalesce(sum(${s.cashReceived} - ${cash}) filter (where ${s.status} = 'closed'), 0),
        'open', count(*) filter (where ${s.status} = 'open'),
        'closing', count(*) filter (where ${s.status} = 'closing'))`,
    })
    .from(s)
    .where(where);
  return row!.card;
}
