import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './env';

const socketAddress = (c: Context) => {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
};

/**
 * The caller's address. With `TRUST_PROXY=n` the last n hops (the socket's peer and the
 * X-Forwarded-For entries the trusted proxies appended) are our own proxies, so the client is the
 * entry just before them; anything further left was written by the client and is not believed.
 * `app.request()` without a socket gives 'unknown'.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const socket = socketAddress(c) ?? 'unknown';
  const hops = c.var.config.trustProxy;
  if (hops === 0) return socket;
  const forwarded = (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket];
  return chain[Math.max(0, chain.length - 1 - hops)]!;
}
