import type { OrderHistory } from './order-history';

/**
 * The validator of a polled list, made the same way by the server (server/http/poll-cache.ts) and by the app, so
 * that the app can ask "is it still what I hold?" about a copy it changed itself. After a courier's own change the
 * app's run is the server's answer with that change placed in it (src/features/orders/api/place-answer.ts); the
 * ETag its browser kept is older than that, and would bring the whole run back (issue 20, mobile data).
 */

async function hex(algorithm: 'SHA-1' | 'SHA-256', text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest(algorithm, new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * What the fingerprint reads of an order: its id and version, and what changes without a new version (its route
 * place, its customer's name and phone).
 */
type Shown = Pick<OrderHistory, 'id' | 'version' | 'routePosition'> & {
  user: Pick<OrderHistory['user'], 'fullName' | 'phone'>;
};

/** One order as the fingerprint reads it (server/queries/order-history-fingerprint.ts writes the same text in SQL). */
export const shownText = (order: Shown) =>
  [order.id, order.version, order.routePosition ?? '', order.user.fullName, order.user.phone].join(':');

/** The fingerprint of a page of orders: a SHA-256 of its rows in id order, and the list's total. */
export async function ordersFingerprint(rows: readonly Shown[], total: number): Promise<string> {
  const text = [...rows]
    .sort((a, b) => a.id - b.id)
    .map(shownText)
    .join(',');
  return `${await hex('SHA-256', text)}:${total}`;
}

type TagUrl = { pathname: string; search: string };
type Caller = { id: number; role: string };

/** What an answer's tag is made from: its path and query string, the caller, and the versions (or fingerprint) it shows. */
export const tagText = (url: TagUrl, caller: Caller, versions: readonly string[]) =>
  JSON.stringify([url.pathname, url.search, caller.id, caller.role, versions]);

/** The weak tag of a SHA-1 (hex) of `tagText`. The server hashes with node:crypto, synchronously, on every poll. */
export const weakTag = (sha1: string) => `W/"${sha1.slice(0, 24)}"`;

/** The tag as the app makes it, with Web Crypto. */
export async function listTag(url: TagUrl, caller: Caller, versions: readonly string[]): Promise<string> {
  return weakTag(await hex('SHA-1', tagText(url, caller, versions)));
}
