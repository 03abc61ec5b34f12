import { createMiddleware } from 'hono/factory';

/**
 * Hono answers HEAD by running the GET route and dropping its body unread. A streamed body (an upload's file, an
 * S3 object's socket, an export's rows) would stay open until the garbage collector found it, so it is cancelled
 * here: the file or socket is closed now, and the answer keeps the GET's status and headers.
 */
export const headWithoutBody = createMiddleware(async (c, next) => {
  await next();
  if (c.req.method !== 'HEAD' || !c.res.body) return;
  await c.res.body.cancel();
  c.res = new Response(null, c.res);
});
