import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loading } from '../components/loading';
import type { Role } from '../contract/enums';
import { AuthLayout } from './layouts/auth-layout';
import { CourierLayout } from './layouts/courier-layout';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { resolvePath } from './resolve-path';

// Admins' desktop chrome stays out of the courier's first-load bundle (the service worker precaches it).
const AdminLayout = preloadableLazy(() => import('./layouts/admin-layout').then((m) => ({ default: m.AdminLayout })));

/** Loads the role's layout ahead of the first draw, when it is not in the first-load bundle. */
export function preloadLayout(role: Role | null): Promise<void> {
  return role === 'admin' ? AdminLayout.preload() : Promise.resolve();
}

const layouts: Partial<Record<Role, ComponentType<{ children: ReactNode }>>> = {
  admin: AdminLayout,
  courier: CourierLayout,
};

/** Applies resolvePath to every location and wraps the screen in the role's layout. */
export function RootRoute({ role }: { role: Role | null }) {
  const { pathname } = useLocation();
  const decision = resolvePath(pathname, role);
  const title = decision.type === 'render' ? decision.screen.title : null;

  useEffect(() => {
    if (title) document.title = `${title} · Yetkaz`;
  }, [title]);

  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  const Layout = (role && layouts[role]) ?? AuthLayout;
  return (
    <Suspense fallback={<Loading />}>
      <Layout>
        <Outlet />
      </Layout>
    </Suspense>
  );
}
