import { expect, test } from '@playwright/test';
import { accounts } from '../helpers/accounts';
import { Api, placeOrder } from '../helpers/api';
import { heading, signIn } from './sign-in';

test.use({ viewport: { width: 1440, height: 900 } });

test('a new order toasts and updates the bell on /products, not only on /orders', async ({ page, baseURL }) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const customer = await Api.signIn(baseURL!, accounts.customer);
  await admin.data('PATCH', '/new-order'); // orders placed by earlier tests are not new to this admin
  // The page's clock is ours to move: the next poll comes when the test says, not up to 20 s later.
  await page.clock.install();
  await signIn(page, accounts.admin, '/products');
  await expect(heading(page, 'Mahsulotlar')).toBeVisible();
  const bell = page.getByRole('banner').getByRole('link', { name: /^Bildirishnomalar/ });
  await expect(bell).toHaveAccessibleName(/ta oʻqilmagan$/);
  const before = await bell.getAttribute('aria-label');
  await expect(page.getByText('Yangi buyurtma keldi!')).toBeHidden();

  await placeOrder(admin, customer, 'Jonli bildirishnoma sinovi');
  await page.clock.fastForward(20_000); // GET /new-order's poll (NEW_ORDER_POLL_MS)
  await expect(page.getByText('Yangi buyurtma keldi!')).toBeVisible();
  await expect(bell).not.toHaveAttribute('aria-label', before!);
  expect((await admin.data<{ isRead: boolean }>('GET', '/new-order')).isRead).toBe(true);

  // The bell shows the real count, and marks them all read.
  await expect(page.getByTestId('unread-count')).not.toHaveText('99+');
  await page.getByRole('button', { name: 'Hammasini oʻqildi deb belgilash' }).click();
  await expect(bell).toHaveAccessibleName('Bildirishnomalar');
  expect(await admin.data<number>('GET', '/notification/no-read-notifications')).toBe(0);
});
