import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import { logger } from '../log';
import type { AuthEnv } from './env';

// A load balancer's or client's id is kept when it looks like one; anything else is replaced.
const saneId = /^[\w.:@-]{1,128}$/;

/**
 * Outermost: gives the request an id (X-Request-Id, echoed on the response but a bare 304's: a poll that
 * changed nothing has nothing to trace, and the log line keeps the id) and writes one JSON
 * line when it is answered: method, the route's pattern (ids and query strings stay out), status,
 * milliseconds and the signed-in user's id.
 */
export const requestLog = createMiddleware<AuthEnv>(async (c, next) => {
  const started = performance.now();
  const incoming = c.req.header('X-Request-Id');
  const requestId = incoming && saneId.test(incoming) ? incoming : randomUUID();
  c.set('requestId', requestId);
  await next();
  if (c.res.status !== 304) c.res.headers.set('X-Request-Id', requestId);
  logger.info(
    {
      reqId: requestId,
      method: c.req.method,
      route: routePath(c) || c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      userId: c.var.user?.id,
    },
    'request',
  );
});
