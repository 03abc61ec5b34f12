import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The socket's address; X-Forwarded-For is not trusted. `app.request()` without a socket gives 'unknown'. */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
