import { existsSync, mkdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { uploadsDir, type Config } from './config';

const immutable = 'public, max-age=31536000, immutable';

const skipUnless = (test: (path: string) => boolean, handler: MiddlewareHandler): MiddlewareHandler =>
  (c, next) => (test(c.req.path) ? handler(c, next) : next());

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
// Missing chunks and files get a 404, not index.html served under a script's name.
const isAppRoute = (path: string) =>
  !isApi(path) && !path.startsWith('/uploads/') && !path.startsWith('/assets/') && !/\.[\w]+$/.test(path);

/** `/uploads/*`, the built app in `distDir` (if built) and the SPA fallback to its index.html. */
export function staticRoutes(config: Config) {
  const app = new Hono();
  const uploads = uploadsDir(config);
  mkdirSync(uploads, { recursive: true });
  app.use(
    '/uploads/*',
    serveStatic({
      root: uploads,
      rewriteRequestPath: (path) => path.slice('/uploads'.length),
      onFound: (_path, c) => {
        c.header('Cache-Control', immutable);
      },
    }),
  );
  if (!existsSync(config.distDir)) return app;

  const assets = join(config.distDir, 'assets') + sep;
  app.use(
    '*',
    skipUnless(
      (path) => !isApi(path) && !path.startsWith('/uploads/'),
      serveStatic({
        root: config.distDir,
        onFound: (path, c) => {
          c.header('Cache-Control', path.startsWith(assets) ? immutable : 'no-cache');
        },
      }),
    ),
  );
  app.get(
    '*',
    skipUnless(
      isAppRoute,
      serveStatic({
        root: config.distDir,
        path: 'index.html',
        onFound: (_path, c) => {
          c.header('Cache-Control', 'no-cache');
        },
      }),
    ),
  );
  return app;
}
