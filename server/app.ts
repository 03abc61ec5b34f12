import { Hono } from 'hono';
import type { Config } from './config';
import type { Db, DbKind } from './db/client';
import { createVersionCache, type VersionCache } from './db/version-cache';
import { createAuthCache } from './auth/auth-cache';
import { jwtSecretOnce } from './auth/jwt-secret';
import { createAnswerCache } from './http/answer-cache';
import { limitBody, oneMiB } from './http/body-limit';
import { compressAnswers } from './http/compress-answers';
import type { AppEnv } from './http/env';
import { handleError, handleNotFound } from './http/on-error';
import { headWithoutBody } from './http/head-without-body';
import { bareNotModified } from './http/poll-cache';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { addressRoutes } from './routes/address';
import { authRoutes } from './routes/auth';
import { bannerRoutes } from './routes/banner';
import { basketRoutes } from './routes/basket';
import { bottleRoutes } from './routes/bottle';
import { brandRoutes } from './routes/brand';
import { categoryRoutes } from './routes/category';
import { courierRoutes } from './routes/courier';
import { discountRoutes } from './routes/discount';
import { fileRoutes } from './routes/file';
import { healthRoutes } from './routes/health';
import { newOrderRoutes } from './routes/new-order';
import { notificationRoutes } from './routes/notification';
import { openApiRoutes } from './routes/openapi';
import { orderRoutes } from './routes/order';
import { orderHistoryRoutes } from './routes/order-history';
import { productRoutes } from './routes/product';
import { productDiscountRoutes } from './routes/product-discount';
import { pushRoutes } from './routes/push';
import { reminderRoutes } from './routes/reminder';
import { shiftRoutes } from './routes/shift';
import { statisticsRoutes } from './routes/statistics';
import { uploadRoutes } from './routes/uploads';
import { userRoutes } from './routes/user';
import { staticRoutes } from './static';
import { createObjectStore, type ObjectStore } from './storage/object-store';

export interface AppDeps {
  db: Db;
  dbKind: DbKind;
  config: Config;
  /** Default: the database, or the S3 bucket of `config.s3`. */
  store?: ObjectStore;
  /** Set `draining` once shutdown begins: `/api/health/ready` answers 503 from then on. */
  lifecycle?: Lifecycle;
  /** Default: one that is not listening, so every read queries the change log (db/version-cache.ts). */
  versions?: VersionCache;
}

export interface Lifecycle {
  draining: boolean;
}

// The upload route sets its own, larger limit (5 MiB files).
const uploadPath = '/api/file';
const healthPath = '/api/health';

export function createApp({
  db,
  dbKind,
  config,
  store = createObjectStore(db, dbKind, config),
  lifecycle = { draining: false },
  versions = createVersionCache(db),
}: AppDeps) {
  const jwtSecret = jwtSecretOnce(db, config);
  const authCache = createAuthCache(versions);
  const answers = createAnswerCache();
  const jsonLimit = limitBody(oneMiB);
  const app = new Hono<AppEnv>();

  app.onError(handleError);
  app.notFound(handleNotFound);
  app.use(requestLog, headWithoutBody, bareNotModified, securityHeaders, compressAnswers());
  app.use('/uploads/*', async (c, next) => {
    c.set('store', store);
    await next();
  });
  app.use('/api/*', async (c, next) => {
    c.set('db', db);
    c.set('dbKind', dbKind);
    c.set('config', config);
    c.set('store', store);
    c.set('versions', versions);
    c.set('authCache', authCache);
    c.set('answers', answers);
    // Read on the first request that succeeds: by then the migrations have run. The health checks
    // need no secret and must answer while the database is away.
    if (!c.req.path.startsWith(healthPath)) c.set('jwtSecret', await jwtSecret());
    c.header('Cache-Control', 'no-store'); // the polled routes replace it (http/poll-cache.ts)
    try {
      await (c.req.path === uploadPath ? next() : jsonLimit(c, next));
    } finally {
      // What this request wrote has committed: the next poll or user check must not use the copy from before it.
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') versions.invalidate();
    }
  });

  app.route('/api/auth', authRoutes());
  app.route(healthPath, healthRoutes(lifecycle));
  app.route('/api/order-history', orderHistoryRoutes);
  app.route('/api/order', orderRoutes);
  app.route('/api/courier', courierRoutes);
  app.route('/api/shift', shiftRoutes);
  app.route('/api/new-order', newOrderRoutes);
  app.route('/api/address', addressRoutes);
  app.route('/api/bottle', bottleRoutes);
  app.route('/api/reminder', reminderRoutes);
  app.route('/api/user', userRoutes);
  app.route('/api/product', productRoutes);
  app.route('/api/brand', brandRoutes);
  app.route('/api/category', categoryRoutes);
  app.route('/api/file', fileRoutes);
  app.route('/api/banner', bannerRoutes);
  app.route('/api/discount', discountRoutes);
  app.route('/api/product-discount', productDiscountRoutes);
  app.route('/api/basket', basketRoutes);
  app.route('/api/notification', notificationRoutes);
  app.route('/api/statistics', statisticsRoutes);
  app.route('/api/push', pushRoutes);
  app.route('/api', openApiRoutes(app));

  app.route('/uploads', uploadRoutes);
  app.route('/', staticRoutes(config));
  return app;
}

export type App = ReturnType<typeof createApp>;
