import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { List, ListMeta } from '../../src/contract/envelope';
import type { Db } from '../db/client';

interface Paging {
  page: number;
  limit: number;
}

const offsetOf = ({ page, limit }: Paging) => (page - 1) * limit;

export const listMeta = ({ page, limit }: Paging, total: number): ListMeta => ({
  page,
  limit,
  total,
  totalPages: Math.ceil(total / limit),
});

/** A list's select with its filter and order, before its page is cut (a Drizzle select). */
interface Pageable<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * One page of a list in the contract's `{ data, meta }`: every list route answers through here.
 * `count` counts what `rows` filters, with no more joins than the filter needs.
 */
export async function pagedList<Row, Item>(
  paging: Paging,
  rows: Pageable<Row>,
  count: PromiseLike<{ n: number }[]>,
  map: (row: Row) => Item,
): Promise<List<Item>> {
  const page = await rows.limit(paging.limit).offset(offsetOf(paging));
  const [total] = await count;
  return { data: page.map((row) => map(row)), meta: listMeta(paging, total!.n) };
}

/** A list's select before its filter (a Drizzle select, joined to what its items show). */
interface Filterable<Row> {
  where(where: SQL | undefined): { orderBy(...columns: SQL[]): Pageable<Row> };
}

interface PagedSelect<Row> {
  select: Filterable<Row>;
  /** The table counted (the filter needs no join); its `id` breaks ties in the order. */
  table: PgTable & { id: PgColumn };
  where: SQL | undefined;
  sort: PgColumn;
}

/** One page of the rows `where` keeps, sorted by `sort` (then `id`) in the asked order, with their count. */
export function pagedSelect<Row, Item>(
  db: Db,
  query: Paging & { order: 'asc' | 'desc' },
  { select, table, where, sort }: PagedSelect<Row>,
  map: (row: Row) => Item,
) {
  const rows = select.where(where).orderBy(...orderByOf(sort, table.id, query.order));
  const total = db.select({ n: count() }).from(table).where(where);
  return pagedList(query, rows, total, map);
}

/** The list's sort column in the asked direction, then `id` the same way so pages never overlap. */
export function orderByOf(column: PgColumn, id: PgColumn, order: 'asc' | 'desc'): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  return [direction(column), direction(id)];
}

/** `%text%` for LIKE/ILIKE, with the user's own `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
