import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Role } from '../contract/enums';
import { AdminLayout } from './layouts/admin-layout';
import { AuthLayout } from './layouts/auth-layout';
import { CourierLayout } from './layouts/courier-layout';
import { resolvePath } from './resolve-path';

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
    <Layout>
      <Outlet />
    </Layout>
  );
}
