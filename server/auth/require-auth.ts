import { createMiddleware } from 'hono/factory';
import type { Role } from '../../src/contract/enums';
import { httpError } from '../http/errors';
import type { AuthEnv } from '../http/env';

const bearer = /^Bearer\s+(\S+)$/i;

/**
 * Checks the bearer token and its user's current row on every request (through the auth cache,
 * which rereads the row once the users table changed), so a user deleted or blocked after sign-in
 * is turned away at once. Sets `c.var.user`.
 */
export const requireAuth = createMiddleware<AuthEnv>(async (c, next) => {
  const token = c.req.header('Authorization')?.match(bearer)?.[1];
  if (!token) throw httpError(401, 'Avval tizimga kiring');
  const userId = await c.var.authCache.userIdOf(token, c.var.jwtSecret);
  if (!userId) throw httpError(401, 'Sessiya muddati tugagan, qaytadan kiring');
  const user = await c.var.authCache.user(c.var.db, userId);
  if (!user) throw httpError(401, 'Sessiya muddati tugagan, qaytadan kiring');
  if (user.status === 'blocked') throw httpError(401, 'Hisobingiz bloklangan');
  c.set('user', user);
  await next();
});

/** Use after `requireAuth`. `superadmin` passes wherever `admin` does. */
export const requireRole = (...allowed: Role[]) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    const role = c.var.user?.role;
    if (!role) throw httpError(401, 'Avval tizimga kiring');
    const permitted = allowed.includes(role) || (role === 'superadmin' && allowed.includes('admin'));
    if (!permitted) throw httpError(403);
    await next();
  });
