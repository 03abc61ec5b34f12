import { expect, test } from '@playwright/test';
import { accounts } from '../helpers/accounts';
import { Api, placeOrder } from '../helpers/api';
import { heading, signIn } from './sign-in';

test.use({ viewport: { width: 1440, height: 900 } });

test('a new order toasts and updates the bell on /products, not only on /orders', async ({ page, baseURL }) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const customer = await Api.signIn(baseURL!, accounts.customer);
  await admin.data('PATCH', '/new-order'); // orders placed by earlier tests are not new to this admin
  await signIn(page, accounts.admin);
  await page.goto('/products');
  await expect(heading(page, 'Mahsulotlar')).toBeVisible();
  const bell = page.getByRole('banner').getByRole('link', { name: /^Bildirishnomalar/ });
  await expect(bell).toHaveAccessibleName(/ta oʻqilmagan$/);
  const before = await bell.getAttribute('aria-label');
  await expect(page.getByText('Yangi buyurtma keldi!')).toBeHidden();

  await placeOrder(admin, customer, 'Jonli bildirishnoma sinovi');
  // GET /new-order is polled every 10 s.
  await expect(page.getByText('Yangi buyurtma keldi!')).toBeVisible({ timeout: 20_000 });
  await expect(bell).not.toHaveAttribute('aria-label', before!);
  expect((await admin.data<{ isRead: boolean }>('GET', '/new-order')).isRead).toBe(true);

  // The bell shows the real count, and marks them all read.
  await expect(page.getByTestId('unread-count')).not.toHaveText('99+');
  await page.getByRole('button', { name: 'Hammasini oʻqildi deb belgilash' }).click();
  await expect(bell).toHaveAccessibleName('Bildirishnomalar');
  expect(await admin.data<number>('GET', '/notification/no-read-notifications')).toBe(0);
});
