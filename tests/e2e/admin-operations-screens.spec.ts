import { expect } from '@playwright/test';
import { test } from './shared-page';
import { accounts } from '../helpers/accounts';
import { Api } from '../helpers/api';
import { heading, signIn } from './sign-in';

// A screenshot of every admin operations screen at the desktop size, for a person to look at.
const shots = 'test-results/screens';

test.use({ viewport: { width: 1440, height: 900 } });

test('admin operations screens at 1440×900', async ({ page, baseURL }) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const [open] = await admin.data<{ id: number; number: number }[]>('GET', '/order-history?status=pending&limit=1');
  const [notification] = await admin.data<{ id: number }[]>('GET', '/notification?type=new-order&limit=1');
  const [customer] = await admin.data<{ id: number }[]>('GET', '/user?role=user&sort=ordersCount&limit=1');
  const screens: [name: string, path: string, title: string][] = [
    ['main', '/main', 'Bosh sahifa'],
    ['orders', '/orders', 'Buyurtmalar'],
    ['all-orders', '/all-orders', 'Barcha buyurtmalar'],
    ['order-products', `/orders/${open!.id}/products`, 'Buyurtma mahsulotlari'],
    ['users', '/users', 'Foydalanuvchilar'],
    ['user-details', `/users/details?id=${customer!.id}`, 'Foydalanuvchi'],
    ['reminders', '/reminders', 'Eslatmalar'],
    ['notifications', '/notifications', 'Bildirishnomalar'],
    ['notification-detail', `/notifications/detail?id=${notification!.id}`, 'Bildirishnoma'],
  ];
  await signIn(page, accounts.admin);
  for (const [name, path, title] of screens) {
    await page.goto(path);
    await expect(heading(page, title)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    await page.screenshot({ path: `${shots}/admin-ops-${name}.png` });
  }
});

test('the sidebar opens as a drawer on a tablet', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, accounts.admin, '/all-orders');
  await expect(page.getByRole('link', { name: 'Foydalanuvchilar' })).toBeHidden();
  await page.getByRole('button', { name: 'Menyu' }).click();
  await page.screenshot({ path: `${shots}/admin-ops-tablet-drawer.png` });
  await page.getByRole('dialog', { name: 'Menyu' }).getByRole('link', { name: 'Foydalanuvchilar' }).click();
  await expect(heading(page, 'Foydalanuvchilar')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menyu' })).toBeHidden();
  await page.screenshot({ path: `${shots}/admin-ops-tablet-users.png` });
});
