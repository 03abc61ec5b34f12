import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFreshDatabase } from '../../../tests/helpers/fresh-database';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import { insertReturningIds, insertRows, pgliteClientOf } from './batch-insert';

// A temporary table (the session's own, gone with it) with a column of every kind the seed writes.
const probe = pgTable('batch_insert_probe', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  label: text('label').notNull(),
  note: text('note'),
  quantity: integer('quantity'),
  active: boolean('active').notNull().default(true),
  status: text('status').notNull().default('new'),
  meta: jsonb('meta'),
  at: timestamp('at', { withTimezone: true }),
  day: date('day', { mode: 'string' }),
});

const awkward = [
  { label: 'a "quoted", comma\nand a second line', note: '', quantity: 0, active: false, status: 'done' },
  { label: '', note: null, quantity: -3, meta: { text: 'x "y", z', list: [1, 2], none: null } },
  { label: '\\N', note: 'C:\\yoʻl\\fayl', meta: ['Oʻzbek', 'Ўзбек'], at: new Date('2026-03-04T09:05:00Z') },
  { label: 'Gʻafur', day: '2026-03-04', meta: 'just a string', at: new Date('2026-12-31T23:59:59.123Z') },
];

describe('the seed’s batch inserts', () => {
  let database: Database;
  let end: () => Promise<void>;

  beforeAll(async () => ({ database, end } = await openFreshDatabase()));
  afterAll(() => end());

  it('write every value as given (quotes, commas, new lines, empty text against NULL, JSON, dates), defaults where left out', async () => {
    const read = await database.db.transaction(async (tx) => {
      // COPY from a CSV blob on PGlite, the JSON statement on PostgreSQL (the suite's PostgreSQL pass).
      expect(pgliteClientOf(tx) !== undefined).toBe(database.kind === 'pglite');
      await tx.execute(
        sql.raw(`create temp table batch_insert_probe (
        id integer primary key generated always as identity, label text not null, note text, quantity integer,
        active boolean not null default true, status text not null default 'new', meta jsonb, at timestamptz, day date)
        on commit drop`),
      );
      const ids = await insertReturningIds(tx, probe, awkward);
      await insertRows(tx, probe, [{ label: 'after' }]);
      return { ids, rows: await tx.select().from(probe).orderBy(probe.id) };
    });

    expect(read.ids).toEqual(read.rows.slice(0, awkward.length).map((row) => row.id));
    expect(read.rows.map(({ id: _, ...row }) => row)).toEqual(
      [...awkward, { label: 'after' }].map((row) => ({
        note: null,
        quantity: null,
        active: true,
        status: 'new',
        meta: null,
        at: null,
        day: null,
        ...row,
      })),
    );
  });

  it('draw ids in the order of the rows, across calls', async () => {
    const ids = await database.db.transaction(async (tx) => {
      await tx.execute(
        sql.raw(
          'create temp table batch_insert_probe (id integer primary key generated always as identity, label text not null) on commit drop',
        ),
      );
      const first = await insertReturningIds(tx, probe, [{ label: 'a' }, { label: 'b' }]);
      const second = await insertReturningIds(tx, probe, [{ label: 'c' }]);
      const labels = rowsOf<{ id: number; label: string }>(
        await tx.execute(sql`select id, label from batch_insert_probe`),
      );
      return [...first, ...second].map((id) => labels.find((row) => row.id === id)?.label);
    });
    expect(ids).toEqual(['a', 'b', 'c']);
  });
});
