import { useAtomSnapshot } from '../lib/hooks/use-atom-snapshot';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { Role } from '../contract/enums';
import { roleAtom } from '../lib/session';
import { LazyScreen } from './lazy-screen';
import { audienceOf, routesFor } from './resolve-path';
import { RootRoute } from './root-route';
import { RouteError } from './route-error';

/** The router of one role: only the routes that role has, each with its own screen. */
export function buildRoutes(role: Role | null): RouteObject[] {
  const children: RouteObject[] = routesFor(role).map((route) => ({
    path: route.path,
    element: <LazyScreen key={route.path} load={route.screens[audienceOf(role)]!.load} />,
  }));
  // Anything else still reaches RootRoute, which redirects it.
  children.push({ path: '*', element: null });
  return [{ path: '/', element: <RootRoute role={role} />, errorElement: <RouteError />, children }];
}

let current: { role: Role | null; router: ReturnType<typeof createBrowserRouter> } | null = null;

/** One live router, rebuilt when the role changes (sign-in, sign-out, a role changed on the server). */
export function routerFor(role: Role | null) {
  if (!current || current.role !== role) {
    current?.router.dispose();
    current = { role, router: createBrowserRouter(buildRoutes(role)) };
  }
  return current.router;
}

export function AppRouter() {
  const role = useAtomSnapshot(roleAtom);
  return <RouterProvider router={routerFor(role)} />;
}
