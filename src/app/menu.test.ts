// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { activeMenuPath, menuFor } from './menu';

describe('menuFor', () => {
  it('lists every admin list screen for the sidebar', () => {
    expect(menuFor('admin').map((item) => item.path)).toEqual([
      '/main',
      '/orders',
      '/all-orders',
      '/users',
      '/products',
      '/banners',
      '/discounts',
      '/products-discounts',
      '/reminders',
      '/couriers',
      '/notifications',
    ]);
  });

  it("lists the courier's 5 screens with the courier's titles", () => {
    expect(menuFor('courier')).toEqual([
      { path: '/orders', title: 'Yangi buyurtmalar', icon: 'inbox' },
      { path: '/all-orders', title: 'Barcha buyurtmalar', icon: 'list' },
      { path: '/users', title: 'Foydalanuvchilar', icon: 'users', tab: 'Mijozlar' },
      { path: '/reminders', title: 'Eslatmalar', icon: 'clock' },
      { path: '/shift', title: 'Smena', icon: 'wallet' },
    ]);
  });

  it('has nothing for the other roles', () => {
    expect(menuFor('user')).toEqual([]);
    expect(menuFor('superadmin')).toEqual([]);
    expect(menuFor(null)).toEqual([]);
  });
});

describe('activeMenuPath', () => {
  const items = menuFor('admin');
  it('highlights the open screen, or the entry above a page opened from it', () => {
    expect(activeMenuPath(items, '/all-orders')).toBe('/all-orders');
    expect(activeMenuPath(items, '/products/form')).toBe('/products');
    expect(activeMenuPath(items, '/orders/5/products')).toBe('/orders');
  });

  it('highlights the list an order was opened from, so that it agrees with the back link', () => {
    expect(activeMenuPath(items, '/orders/5/products', '/all-orders?status=delivered&page=3')).toBe('/all-orders');
    expect(activeMenuPath(items, '/orders/5/products', '/users/details?id=7')).toBe('/users');
    expect(activeMenuPath(items, '/unauthorized')).toBeUndefined();
  });
});
