import { describe, expect, it } from 'vitest';
import { menuFor } from './menu';

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
      '/notifications',
    ]);
  });

  it("lists the courier's 4 screens with the courier's titles", () => {
    expect(menuFor('courier')).toEqual([
      { path: '/orders', title: 'Yangi buyurtmalar', icon: 'inbox' },
      { path: '/all-orders', title: 'Barcha buyurtmalar', icon: 'list' },
      { path: '/users', title: 'Foydalanuvchilar', icon: 'users', tab: 'Mijozlar' },
      { path: '/reminders', title: 'Eslatmalar', icon: 'clock' },
    ]);
  });

  it('has nothing for the other roles', () => {
    expect(menuFor('user')).toEqual([]);
    expect(menuFor('superadmin')).toEqual([]);
    expect(menuFor(null)).toEqual([]);
  });
});
