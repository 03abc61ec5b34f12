import { createHash } from 'node:crypto';
import { accepts } from 'hono/accepts';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { RETAINED_304_HEADERS } from 'hono/etag';
import { tagText, weakTag } from '../../src/contract/list-tag';
import { unsettledMark, type WatchedTable } from '../db/version-cache';
import { jsonBodyOf } from './compress-answers';
import type { AuthEnv } from './env';

const cacheHeaders = { 'Cache-Control': 'private, no-cache', Vary: 'Authorization' };

const matches = (ifNoneMatch: string | undefined, tag: string) =>
  ifNoneMatch?.split(',').some((candidate) => candidate.trim() === tag || candidate.trim() === '*') ?? false;

/**
 * The state of just the rows the caller's answer shows (a digest of them), when that is cheaper to read than the
 * answer and narrower than whole tables. `read` gives it on its own, or `undefined` to fall back on the tables'
 * versions. When `inAnswer` says so for a request, its handler reads the same fingerprint in its answer's own
 * statement and sets it as `answerFingerprint`: the tag is made from that, and `read` runs only to compare with
 * an If-None-Match, so a poll without one pays for one statement, not two.
 */
export interface RowsFingerprint {
  read(c: Context<AuthEnv>): Promise<string | undefined>;
  inAnswer?(c: Context<AuthEnv>): boolean;
}

/** A weak tag of what an answer depends on: the path and query string, the caller, and `versions` (as the app makes it). */
const tagOf = (c: Context<AuthEnv>, versions: string[]) =>
  weakTag(
    createHash('sha1')
      .update(tagText(new URL(c.req.url), c.var.user, versions))
      .digest('hex'),
  );

/** The body last answered under `tag`, if this instance keeps it. */
function keptAnswer(c: Context<AuthEnv>, tag: string): Response | undefined {
  const known = c.var.answers.get(tag);
  if (!known) return undefined;
  const headers = {
    'Content-Type': 'application/json',
    ETag: tag,
    ...cacheHeaders,
    Vary: 'Authorization, Accept-Encoding',
  };
  if (accepts(c, { header: 'Accept-Encoding', supports: ['gzip'], default: 'identity' }) !== 'gzip')
    return c.body(known.body, 200, headers);
  return c.body(known.gzipped(), 200, { ...headers, 'Content-Encoding': 'gzip' });
}

/**
 * For the routes the app polls, after `requireAuth` and validation. The ETag is made from what
 * the answer depends on: the path and query string, the caller (id and role), and the version of
 * every table in `tables`, the largest change number a trigger appends for it in each writing
 * transaction (db/schema/table-changes.ts), read from this instance's copy (db/version-cache.ts). A matching
 * If-None-Match gets a bare 304 without running the route's query; a request without it gets the
 * body last answered under the same tag (http/answer-cache.ts), if this instance still has it.
 * `tables` must name every table the route's answer reads. With `rows`, a caller whose answer it can
 * fingerprint gets a tag made from that instead of the tables' versions.
 *
 * The versions are read before the handler runs its query, so a change committed in between makes
 * the tag older than the body, never newer: the next poll gets a 200, never a stale 304 (and a
 * body kept under the older tag is never served again: versions only rise; a table being written
 * while they were read gets a one-off version, and its answer is not kept). A fingerprint read with
 * the answer describes exactly that answer. This instance's own writes drop the copy before they are
 * answered; another instance's reach it by NOTIFY a moment after they commit (at most a second, should
 * a notification go missing).
 */
export const pollCache = (tables: readonly WatchedTable[], rows?: RowsFingerprint) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    const ifNoneMatch = c.req.header('If-None-Match');
    const fromAnswer = rows?.inAnswer?.(c) ?? false;
    let tag: string | undefined;
    let settled = false;
    if (!fromAnswer || ifNoneMatch !== undefined) {
      const fingerprint = await rows?.read(c);
      const versions = fingerprint !== undefined ? [fingerprint] : await c.var.versions.read(tables);
      // A fingerprint read in its own statement may be older than the body: its answer is never kept.
      settled = fingerprint === undefined && versions.every((version) => !version.includes(unsettledMark));
      tag = tagOf(c, versions);
      if (matches(ifNoneMatch, tag)) return c.body(null, 304, { ETag: tag, ...cacheHeaders });
      const known = keptAnswer(c, tag);
      if (known) return known;
    }
    await next();
    if (c.res.status !== 200) return;
    if (fromAnswer) {
      const fingerprint = c.get('answerFingerprint');
      if (fingerprint === undefined) throw new Error(`${c.req.path}: the handler set no answerFingerprint`);
      tag = tagOf(c, [fingerprint]);
    }
    if (settled) c.var.answers.set(tag!, jsonBodyOf(c.res) ?? new Uint8Array(await c.res.clone().arrayBuffer()));
    c.res.headers.set('ETag', tag!);
    for (const [name, value] of Object.entries(cacheHeaders)) c.res.headers.set(name, value);
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
