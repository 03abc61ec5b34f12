// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Role } from '../contract/enums';
import { entryPath, resolvePath, routesFor } from './resolve-path';
import { routeTable } from './route-table';

const adminPaths = [
  '/main',
  '/orders',
  '/orders/delivery-list',
  '/orders/42/products',
  '/all-orders',
  '/users',
  '/users/details',
  '/products',
  '/products/form',
  '/banners',
  '/banners/form',
  '/discounts',
  '/discounts/form',
  '/products-discounts',
  '/reminders',
  '/couriers',
  '/couriers/7',
  '/notifications',
  '/notifications/detail',
  '/unauthorized',
];
const courierPaths = ['/orders', '/all-orders', '/users', '/reminders', '/shift', '/unauthorized'];

const rendered = (pathname: string, role: Role | null) => {
  const decision = resolvePath(pathname, role);
  return decision.type === 'render' ? decision.screen.title : null;
};
const redirect = (pathname: string, role: Role | null) => {
  const decision = resolvePath(pathname, role);
  return decision.type === 'redirect' ? decision.to : null;
};

describe('route table', () => {
  it('has the 22 routes, each once', () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(22);
    expect(paths).toEqual(
      expect.arrayContaining([
        ...adminPaths.filter((p) => p !== '/orders/42/products' && p !== '/couriers/7'),
        '/sign-in',
        '/couriers/:id',
      ]),
    );
  });

  it('gives each role exactly its routes', () => {
    const paths = (role: Role | null) => routesFor(role).map((route) => route.path);
    expect(paths(null)).toEqual(['/sign-in']);
    expect(paths('admin')).toHaveLength(20);
    expect(paths('courier')).toEqual(courierPaths);
    expect(paths('user')).toEqual(['/unauthorized']);
    expect(paths('superadmin')).toEqual(['/unauthorized']);
  });
});

describe('resolvePath, signed out', () => {
  it('renders only /sign-in', () => {
    expect(rendered('/sign-in', null)).toBe('Tizimga kirish');
  });

  it.each(['/', ...adminPaths, '/nowhere', '/orders/x/y'])('sends %s to /sign-in', (path) => {
    expect(redirect(path, null)).toBe('/sign-in');
  });
});

describe('resolvePath, admin', () => {
  it('enters at /main, from / and from /sign-in', () => {
    expect(entryPath('admin')).toBe('/main');
    expect(redirect('/', 'admin')).toBe('/main');
    expect(redirect('/sign-in', 'admin')).toBe('/main');
  });

  it.each(adminPaths)('renders %s', (path) => {
    expect(rendered(path, 'admin')).toEqual(expect.any(String));
  });

  it('sees the admin screens where the courier has its own', () => {
    expect(rendered('/orders', 'admin')).toBe('Buyurtmalar');
    expect(rendered('/users/details', 'admin')).toBe('Foydalanuvchi');
  });

  it('sends unknown paths to /unauthorized', () => {
    expect(redirect('/nowhere', 'admin')).toBe('/unauthorized');
    expect(redirect('/orders/1/products/extra', 'admin')).toBe('/unauthorized');
  });
});

describe('resolvePath, courier', () => {
  it('enters at /orders, from / and from /sign-in', () => {
    expect(entryPath('courier')).toBe('/orders');
    expect(redirect('/', 'courier')).toBe('/orders');
    expect(redirect('/sign-in', 'courier')).toBe('/orders');
  });

  it.each(courierPaths)('renders %s', (path) => {
    expect(rendered(path, 'courier')).toEqual(expect.any(String));
  });

  it('gets its own screen on /orders', () => {
    expect(rendered('/orders', 'courier')).toBe('Yangi buyurtmalar');
  });

  it.each(adminPaths.filter((path) => !courierPaths.includes(path)))('is kept out of %s', (path) => {
    expect(redirect(path, 'courier')).toBe('/unauthorized');
  });

  it('sends unknown paths to /unauthorized', () => {
    expect(redirect('/nowhere', 'courier')).toBe('/unauthorized');
  });
});

describe.each<Role>(['user', 'superadmin'])('resolvePath, %s', (role) => {
  it('renders /unauthorized without a loop', () => {
    expect(rendered('/unauthorized', role)).toBe('Ruxsat yoʻq');
  });

  it('goes from / to /orders, and from there to /unauthorized', () => {
    expect(redirect('/', role)).toBe('/orders');
    expect(redirect('/orders', role)).toBe('/unauthorized');
  });

  it.each([...adminPaths.filter((path) => path !== '/unauthorized'), '/sign-in', '/nowhere'])(
    'is sent from %s to its entry or /unauthorized',
    (path) => {
      expect(redirect(path, role)).toBe(path === '/sign-in' ? '/orders' : '/unauthorized');
    },
  );
});
