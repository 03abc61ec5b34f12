import { createMiddleware } from 'hono/factory';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';

// Weak: compress() re-encodes the body, and weakens a strong tag on the 200 it compresses anyway.
const withEtag = etag({ weak: true });

/**
 * For the routes the app polls: an ETag of the body, 304 on a matching If-None-Match, and a
 * private, revalidate-every-time cache policy in place of /api's `no-store`, so a poll that finds
 * nothing new costs headers only. Errors keep `no-store`.
 */
export const pollCache = createMiddleware(async (c, next) => {
  await withEtag(c, next);
  if (c.res.status !== 200 && c.res.status !== 304) return;
  c.res.headers.set('Cache-Control', 'private, no-cache');
  c.res.headers.set('Vary', 'Authorization');
});

const retained = new Set<string>(RETAINED_304_HEADERS);

/**
 * Outermost: a 304 only refreshes the 200 the client already holds, which carries the security
 * headers, so it goes out with the cache fields alone (RFC 9110, 15.4.5) and a poll stays small.
 */
export const bareNotModified = createMiddleware(async (c, next) => {
  await next();
  if (c.res.status !== 304) return;
  for (const name of [...c.res.headers.keys()]) if (!retained.has(name)) c.res.headers.delete(name);
});
