import type { Db, DbKind } from './client';
import { backfillCustomerOrderTotals } from './backfill-customer-order-totals';
import { backfillOrderDayTotals } from './backfill-order-day-totals';
import { backfillSearchText } from './backfill-search-text';
import { backfillShiftTotals } from './backfill-shift-totals';
import { buildIndexesOnline } from './online-indexes';

/** The files whose work a migrated template holds besides the migrations: a change to one makes a new template. */
export const afterMigrationsSources = [
  'after-migrations.ts',
  'backfill-customer-order-totals.ts',
  'backfill-order-day-totals.ts',
  'backfill-search-text.ts',
  'backfill-shift-totals.ts',
  'in-short-transactions.ts',
  'online-indexes.ts',
];

/** What the migrations leave to be done outside their one transaction, in short transactions of its own. */
export async function afterMigrations(db: Db, kind: DbKind): Promise<void> {
  await backfillOrderDayTotals(db);
  await backfillCustomerOrderTotals(db);
  await backfillSearchText(db);
  await backfillShiftTotals(db);
  await buildIndexesOnline(db, kind);
}
