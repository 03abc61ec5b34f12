import { z } from 'zod';
import { maxInt } from './common';
import { dateSchema, earliestDate, latestDate } from './dates';

/**
 * Where a page of orders starts (`after`) or ends (`before`): the sort value and id of the row at its
 * edge, as `meta.next` / `meta.prev` gave them (base64url of a JSON pair). The list then reads from the
 * index at that row instead of counting past every row before it (keyset paging, decision 0016).
 */
export type OrderCursor = [value: number | string, id: number];

const wrong = 'Sahifa belgisi notoʻgʻri: roʻyxatni birinchi sahifadan oching';

const decode = (text: string): unknown => {
  try {
    return JSON.parse(
      new TextDecoder().decode(
        Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
      ),
    );
  } catch {
    return null;
  }
};

export const encodeOrderCursor = (cursor: OrderCursor) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(cursor))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A sort value of the lists' sort fields: a whole number (total, number), a date or a timestamp of the API's years. */
const sortValue = z.union([
  z.number().int().min(-maxInt).max(maxInt),
  dateSchema,
  z.iso.datetime({ offset: true, local: false }).refine((at) => at >= earliestDate && at.slice(0, 10) <= latestDate),
]);

export const orderCursorSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,200}$/, wrong)
  .transform(decode)
  .pipe(z.tuple([sortValue, z.number().int().min(1).max(maxInt)], { error: wrong }));

/** The sort a cursor's value belongs to: `after`/`before` from one sort make no sense in another. */
const valueFits: Record<string, (value: number | string) => boolean> = {
  createdAt: (v) => typeof v === 'string' && v.length > 10,
  deliveryDate: (v) => typeof v === 'string' && v.length === 10,
  total: (v) => typeof v === 'number',
  number: (v) => typeof v === 'number',
};

/** For the order lists: at most one of `after`/`before`, and its value of the list's sort. */
export const cursorFitsSort = (
  ctx: z.core.ParsePayload<{ sort?: string; after?: OrderCursor; before?: OrderCursor }>,
) => {
  const { sort = 'createdAt', after, before } = ctx.value;
  if (after && before)
    ctx.issues.push({
      code: 'custom',
      input: before,
      path: ['before'],
      message: 'after yoki before: bittasini yuboring',
    });
  const cursor = after ?? before;
  if (cursor && !valueFits[sort]?.(cursor[0]))
    ctx.issues.push({ code: 'custom', input: cursor, path: [after ? 'after' : 'before'], message: wrong });
};
