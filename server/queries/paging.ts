import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListMeta } from '../../src/contract/envelope';

interface Paging {
  page: number;
  limit: number;
}

export const offsetOf = ({ page, limit }: Paging) => (page - 1) * limit;

export const listMeta = ({ page, limit }: Paging, total: number): ListMeta => ({
  page,
  limit,
  total,
  totalPages: Math.ceil(total / limit),
});

/** The list's sort column in the asked direction, then `id` the same way so pages never overlap. */
export function orderByOf(column: PgColumn, id: PgColumn, order: 'asc' | 'desc'): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  return [direction(column), direction(id)];
}

/** `%text%` for LIKE/ILIKE, with the user's own `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
