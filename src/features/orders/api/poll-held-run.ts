import type { List } from '../../../contract/envelope';
import { listTag, ordersFingerprint } from '../../../contract/list-tag';
import type { OrderHistory } from '../../../contract/order-history';
import { apiUrl, http } from '../../../lib/http/http';
import { HttpError } from '../../../lib/http/http-error';
import type { QueryParams } from '../../../lib/http/query-string';
import { userAtom } from '../../../lib/session';
import { store } from '../../../lib/store';

/**
 * A poll of a page of the courier's run the app holds: it asks whether the server's page is still that copy, with
 * the tag the server would give it (src/contract/list-tag.ts), and keeps the copy on a 304. After the courier's own
 * change the copy is the server's answer with the change placed in it (place-answer.ts), so the poll that follows
 * is a 304 where the browser's own validator, older than the change, would fetch the whole run again.
 */
export async function pollHeldRun(
  path: string,
  query: QueryParams,
  held: List<OrderHistory>,
  signal: AbortSignal,
  fetchPlain: () => List<OrderHistory> | Promise<List<OrderHistory>>,
): Promise<List<OrderHistory>> {
  const me = store.get(userAtom);
  // Web Crypto's digests exist only on a secure page (https, localhost): elsewhere the browser's validator serves.
  if (!me || !globalThis.crypto?.subtle) return fetchPlain();
  const url = new URL(apiUrl(path, query), location.href);
  const tag = await listTag(url, me, [await ordersFingerprint(held.data, held.meta.total)]);
  try {
    return await http.get(path, { query, signal, headers: { 'If-None-Match': tag } });
  } catch (error) {
    if (error instanceof HttpError && error.status === 304) return held;
    throw error;
  }
}
