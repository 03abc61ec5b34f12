import { existsSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Config } from './config';

const immutable = 'public, max-age=31536000, immutable';

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
// Missing chunks and files get a 404, not index.html under a script's name.
const isAppRoute = (path: string) =>
  !isApi(path) && !path.startsWith('/uploads/') && !path.startsWith('/assets/') && !/\.\w+$/.test(path);

/**
 * Runs `handler` only for paths that pass `test`, and gives what it serves a
 * Cache-Control (serveStatic's onFound runs after the response is built).
 */
const serveWhere =
  (
    test: (path: string) => boolean,
    handler: MiddlewareHandler,
    cacheControl: (path: string) => string,
  ): MiddlewareHandler =>
  async (c, next) => {
    if (!test(c.req.path)) return next();
    const res = await handler(c, next);
    // serveStatic returns its Response when it found a file, and next()'s result otherwise.
    if (res instanceof Response) {
      res.headers.set('Cache-Control', cacheControl(c.req.path));
      // Whichever copy of a built file went out, a cache must key it on Accept-Encoding.
      if (!c.req.path.startsWith('/uploads/') && !/accept-encoding/i.test(res.headers.get('Vary') ?? '')) {
        res.headers.append('Vary', 'Accept-Encoding');
      }
    }
    return res;
  };

/** The built app in `distDir` (if built) and the SPA fallback to its index.html; `/uploads` is routes/uploads.ts. */
export function staticRoutes(config: Config) {
  const app = new Hono();
  if (!existsSync(config.distDir)) return app;

  app.use(
    '*',
    serveWhere(
      (path) => !isApi(path) && !path.startsWith('/uploads/'),
      // The build's brotli and gzip copies (scripts/precompress.ts), by the request's Accept-Encoding.
      serveStatic({ root: config.distDir, precompressed: true }),
      (path) => (path.startsWith('/assets/') ? immutable : 'no-cache'),
    ),
  );
  app.get(
    '*',
    serveWhere(
      isAppRoute,
      serveStatic({ root: config.distDir, path: 'index.html', precompressed: true }),
      () => 'no-cache',
    ),
  );
  return app;
}
