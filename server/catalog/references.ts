import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FieldError } from '../../src/contract/envelope';
import type { Db } from '../db/client';
import { httpError } from '../http/errors';

export interface Reference {
  /** The body field, e.g. `brandId` or `imageIds` (a list reports `imageIds.<index>`). */
  path: string;
  ids: number | number[] | null | undefined;
  table: PgTable;
  idColumn: PgColumn;
  message: string;
}

/** Every id a body points at must exist: else 400 naming each field, before anything is written. */
export async function assertReferences(db: Db, references: Reference[]) {
  const errors: FieldError[] = [];
  for (const { path, ids, table, idColumn, message } of references) {
    if (ids == null) continue;
    const list = Array.isArray(ids) ? ids : [ids];
    if (list.length === 0) continue;
    const found = await db.select({ id: idColumn }).from(table).where(inArray(idColumn, list));
    const known = new Set(found.map((row) => row.id as number));
    list.forEach((id, index) => {
      if (!known.has(id)) errors.push({ path: Array.isArray(ids) ? `${path}.${index}` : path, message });
    });
  }
  if (errors.length) throw httpError(400, undefined, { errors });
}
