import { startTransition, useLayoutEffect, useMemo, useState } from 'react';
import { Router, useRoutes, type RouteObject } from 'react-router-dom';
import type { Role } from '../contract/enums';
import { browserHistory } from '../lib/browser-history';
import { useAtomSnapshot } from '../lib/hooks/use-atom-snapshot';
import { roleAtom } from '../lib/session';
import { LazyScreen } from './lazy-screen';
import { audienceOf, routesFor } from './resolve-path';
import { RootRoute } from './root-route';

/** The routes of one role: only the routes that role has, each with its own screen. */
export function buildRoutes(role: Role | null): RouteObject[] {
  const children: RouteObject[] = routesFor(role).map((route) => ({
    path: route.path,
    element: <LazyScreen key={route.path} load={route.screens[audienceOf(role)]!.load} />,
  }));
  // Anything else still reaches RootRoute, which redirects it.
  children.push({ path: '*', element: null });
  return [{ path: '/', element: <RootRoute role={role} />, children }];
}

function RoleRoutes({ role }: { role: Role | null }) {
  return useRoutes(useMemo(() => buildRoutes(role), [role]));
}

/**
 * React Router's declarative router on the app's own history (its data router is more than half of the router's
 * code, for loaders and actions the app does not use). A crash while rendering reaches the app's ErrorBoundary.
 */
export function AppRouter() {
  const role = useAtomSnapshot(roleAtom);
  const history = browserHistory();
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(() => {
    const follow = () =>
      startTransition(() =>
        setState((shown) =>
          shown.location === history.location ? shown : { action: history.action, location: history.location },
        ),
      );
    follow();
    return history.listen(follow);
  }, [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      <RoleRoutes role={role} />
    </Router>
  );
}
