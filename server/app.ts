import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Config } from './config';
import type { Db, DbKind } from './db/client';
import { resolveJwtSecret } from './auth/jwt-secret';
import { uploadThumbnails } from './catalog/thumbnails';
import { limitBody, oneMiB } from './http/body-limit';
import type { AppEnv } from './http/env';
import { handleError, handleNotFound } from './http/on-error';
import { bareNotModified } from './http/poll-cache';
import { securityHeaders } from './http/security-headers';
import { addressRoutes } from './routes/address';
import { authRoutes } from './routes/auth';
import { bannerRoutes } from './routes/banner';
import { basketRoutes } from './routes/basket';
import { bottleRoutes } from './routes/bottle';
import { brandRoutes } from './routes/brand';
import { categoryRoutes } from './routes/category';
import { discountRoutes } from './routes/discount';
import { fileRoutes } from './routes/file';
import { healthRoutes } from './routes/health';
import { newOrderRoutes } from './routes/new-order';
import { notificationRoutes } from './routes/notification';
import { orderRoutes } from './routes/order';
import { orderHistoryRoutes } from './routes/order-history';
import { productRoutes } from './routes/product';
import { productDiscountRoutes } from './routes/product-discount';
import { pushRoutes } from './routes/push';
import { reminderRoutes } from './routes/reminder';
import { statisticsRoutes } from './routes/statistics';
import { userRoutes } from './routes/user';
import { staticRoutes } from './static';

export interface AppDeps {
  db: Db;
  dbKind: DbKind;
  config: Config;
}

// The upload route sets its own, larger limit (5 MiB files).
const uploadPath = '/api/file';

export function createApp({ db, dbKind, config }: AppDeps) {
  const jwtSecret = resolveJwtSecret(config);
  const jsonLimit = limitBody(oneMiB);
  const app = new Hono<AppEnv>();

  app.onError(handleError);
  app.notFound(handleNotFound);
  app.use(bareNotModified, securityHeaders, compress());
  app.use('/api/*', async (c, next) => {
    c.set('db', db);
    c.set('dbKind', dbKind);
    c.set('config', config);
    c.set('jwtSecret', jwtSecret);
    c.header('Cache-Control', 'no-store'); // the polled routes replace it (http/poll-cache.ts)
    return c.req.path === uploadPath ? next() : jsonLimit(c, next);
  });

  app.route('/api/auth', authRoutes());
  app.route('/api/health', healthRoutes);
  app.route('/api/order-history', orderHistoryRoutes);
  app.route('/api/order', orderRoutes);
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

  app.use('/uploads/:name', uploadThumbnails(config));
  app.route('/', staticRoutes(config));
  return app;
}

export type App = ReturnType<typeof createApp>;
