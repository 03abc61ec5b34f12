import { sql } from 'drizzle-orm';
import type { Db, DbKind } from './client';
import { rowsOf } from './rows';

/**
 * Indexes built after the migrations, on PostgreSQL `concurrently`: a migration runs in one transaction, where
 * that is not allowed, and a plain build of a large table's index stops every write for seconds (decision 0016).
 * They are not in the Drizzle schema, so no generated migration builds them the blocking way; a build that failed
 * half way leaves an invalid index, dropped and built again here.
 */
const onlineIndexes: Record<string, string> = {
  // The open orders (a few thousand of a million): their lists, counts and cards read this index alone.
  order_histories_open_idx: `order_histories (created_at, id) include (status, courier_id, payment_method, payment_status, total, bottles_to_return)
    where status in ('pending', 'accepted', 'courier')`,
  // The orders to take, newest first: a courier's poll reads its page from here, however many are open.
  order_histories_to_take_idx: `order_histories (created_at, id) where status in ('pending', 'accepted') and courier_id is null`,
  // A search finds customers first, then their orders by user_id: a page's ids, counts and cards from the index alone.
  order_histories_user_cover_idx: `order_histories (user_id, created_at, id) include (status, courier_id, payment_method, payment_status, total, bottles_to_return)`,
  // Each courier's deliveries by time: what the dispatch picker counts as delivered today.
  order_histories_delivered_by_courier_idx: `order_histories (courier_id, delivered_at) where status = 'delivered'`,
  // Each courier's run in the order they drive it (server/orders/route.ts): a page of the run, and its poll's tag,
  // read from this index alone instead of sorting every order the courier has on the way.
  order_histories_run_idx: `order_histories (courier_id, route_position, delivery_date, created_at, id) where status = 'courier'`,
  // The deliveries of the last days, for the hourly reminders job (server/reminders/schedule.ts): at a million
  // orders it read every order line instead, 6.3 s each hour.
  order_histories_delivered_at_idx: `order_histories (delivered_at) where status = 'delivered'`,
  // The district filter, newest first.
  order_histories_district_idx: `order_histories ((address ->> 'district'), created_at)`,
  // Customers by how often they order (the users screen's sort), read in that order instead of sorting them all.
  users_orders_count_idx: `users (orders_count, id)`,
  // Search that forgives the script (API.md): any part of the folded text, by trigrams (migration 0017).
  users_search_text_idx: `users using gin (search_text gin_trgm_ops)`,
  addresses_search_text_idx: `addresses using gin (search_text gin_trgm_ops)`,
  products_search_text_idx: `products using gin (search_text gin_trgm_ops)`,
};

/** Their validity read in one statement: on a start that finds them all built (every start but the first) it is all. */
export async function buildIndexesOnline(db: Db, kind: DbKind): Promise<void> {
  const names = Object.keys(onlineIndexes);
  const found = new Map(
    rowsOf<{ name: string; valid: boolean }>(
      await db.execute(sql`
        select c.relname as name, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
        where c.relname in ${names}`),
    ).map((row) => [row.name, row.valid]),
  );
  for (const [name, definition] of Object.entries(onlineIndexes)) {
    const valid = found.get(name);
    if (valid) continue;
    const concurrently = kind === 'postgres' ? 'concurrently' : '';
    if (valid === false) await db.execute(sql.raw(`drop index ${concurrently} ${name}`));
    await db.execute(sql.raw(`create index ${concurrently} ${name} on ${definition}`));
  }
}
