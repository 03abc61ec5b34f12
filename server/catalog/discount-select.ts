import { and, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DiscountListQuery } from '../../src/contract/schemas/discount';
import type { Db } from '../db/client';
import { discounts as d } from '../db/schema/discounts';
import { containsPattern } from '../queries/paging';

// `discounts.id` spelled out: drizzle leaves a single table's columns unqualified, and a bare "id" would be pd's.
const productsCount =
  sql<number>`(select count(*) from product_discounts pd where pd.discount_id = discounts.id)`.mapWith(Number);

export const selectDiscounts = (db: Db) => db.select({ discount: d, productsCount }).from(d).$dynamic();

export type DiscountJoined = Awaited<ReturnType<ReturnType<typeof selectDiscounts>['execute']>>[number];

/** `activeOn` keeps discounts whose date range includes that day; `search` is the name or the promocode. */
export function discountConditions(q: DiscountListQuery): SQL | undefined {
  const pattern = q.search && containsPattern(q.search);
  return and(
    q.type && inArray(d.type, q.type),
    q.isActive === undefined ? undefined : eq(d.isActive, q.isActive),
    q.activeOn ? and(lte(d.startDate, q.activeOn), gte(d.endDate, q.activeOn)) : undefined,
    pattern ? or(ilike(d.name, pattern), ilike(d.promocode, pattern)) : undefined,
  );
}
