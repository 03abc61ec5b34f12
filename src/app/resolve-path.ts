import { matchPath } from 'react-router-dom';
import type { Role } from '../contract/enums';
import { routeTable, type AppRoute, type Audience, type RoleScreen } from './route-table';

export const SIGN_IN_PATH = '/sign-in';
export const UNAUTHORIZED_PATH = '/unauthorized';

export type PathDecision = { type: 'render'; route: AppRoute; screen: RoleScreen } | { type: 'redirect'; to: string };

export const audienceOf = (role: Role | null): Audience => role ?? 'guest';

/** Where `/` and a successful sign-in lead. */
export function entryPath(role: Role | null): string {
  if (role === null) return SIGN_IN_PATH;
  return role === 'admin' ? '/main' : '/orders';
}

/** The routes that exist for a role (or for someone signed out). */
export const routesFor = (role: Role | null) => routeTable.filter((route) => audienceOf(role) in route.screens);

export const findRoute = (pathname: string) => routeTable.find((route) => matchPath(route.path, pathname));

/** Every guard and redirect of the app, as one pure decision. */
export function resolvePath(pathname: string, role: Role | null): PathDecision {
  if (pathname === '/') return { type: 'redirect', to: entryPath(role) };
  const route = findRoute(pathname);
  const screen = route?.screens[audienceOf(role)];
  if (route && screen) return { type: 'render', route, screen };
  if (role === null) return { type: 'redirect', to: SIGN_IN_PATH };
  if (route?.path === SIGN_IN_PATH) return { type: 'redirect', to: entryPath(role) };
  return { type: 'redirect', to: UNAUTHORIZED_PATH };
}
