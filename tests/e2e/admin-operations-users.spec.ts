import { expect } from '@playwright/test';
import { test } from './shared-page';
import { accounts } from '../helpers/accounts';
import { Api, courierOf, placeOrder } from '../helpers/api';
import { heading, signIn } from './sign-in';

test.use({ viewport: { width: 1440, height: 900 } });

// API.md has no call that creates a user, so the courier other tests use least is blocked and unblocked.
test('blocking a courier signs them out at their next request', async ({ page, browser, baseURL }) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const courier = await courierOf(admin, accounts.courier2);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await phone.clock.install();
  const courierPage = await phone.newPage();
  try {
    await signIn(courierPage, accounts.courier2);
    await expect(heading(courierPage, 'Yangi buyurtmalar')).toBeVisible();

    await signIn(page, accounts.admin, `/users/details?id=${courier.id}`);
    await expect(heading(page, 'Foydalanuvchi')).toBeVisible();
    const form = page.getByRole('form', { name: 'Profilni tahrirlash' });
    await form.getByLabel('Holat').selectOption({ label: 'Bloklangan' });
    await form.getByRole('button', { name: 'Saqlash' }).click();
    await expect(page.getByText('Saqlandi')).toBeVisible();
    await expect(page.getByText('Bloklangan').first()).toBeVisible();

    // The courier's next poll (the new-order check, NEW_ORDER_POLL_MS) is answered 401 and the app signs out.
    await phone.clock.fastForward(20_000);
    await expect(courierPage).toHaveURL(/\/sign-in$/);
  } finally {
    await admin.data('PATCH', `/user/${courier.id}`, { status: 'active' });
    await phone.close();
  }
});

test('an admin cannot block themselves: the server’s 409 is shown', async ({ page, baseURL }) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  await signIn(page, accounts.admin, `/users/details?id=${admin.userId}`);
  const form = page.getByRole('form', { name: 'Profilni tahrirlash' });
  await form.getByLabel('Holat').selectOption({ label: 'Bloklangan' });
  const answer = page.waitForResponse(
    (r) => r.url().includes(`/api/user/${admin.userId}`) && r.request().method() === 'PATCH',
  );
  await form.getByRole('button', { name: 'Saqlash' }).click();
  const response = await answer;
  expect(response.status()).toBe(409);
  const { meta } = await response.json();
  await expect(page.getByText(meta.message)).toBeVisible();
});

test('the bell count drops when a notification is read', async ({ page, baseURL }) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const customer = await Api.signIn(baseURL!, accounts.customer);
  await placeOrder(admin, customer, 'Bildirishnoma sinovi');
  const unread = await admin.data<number>('GET', '/notification/no-read-notifications');
  expect(unread).toBeGreaterThan(0);

  await signIn(page, accounts.admin, '/notifications?isRead=false&type=new-order');
  // The name says what the badge shows (at most "99+"); the tooltip has the exact count.
  const bell = page.getByRole('link', { name: /^Bildirishnomalar: \d+\+? ta oʻqilmagan$/ });
  await expect(bell).toHaveAttribute('title', `Bildirishnomalar: ${unread} ta oʻqilmagan`);

  await page
    .getByRole('row', { name: /^Yangi buyurtma: / })
    .first()
    .click();
  await expect(heading(page, 'Bildirishnoma')).toBeVisible();
  await expect(bell).toHaveAttribute('title', `Bildirishnomalar: ${unread - 1} ta oʻqilmagan`);
  await page.getByRole('link', { name: 'Buyurtmani ochish' }).click();
  await expect(heading(page, 'Buyurtma mahsulotlari')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^№\d+$/ })).toBeVisible();

  await page.goto('/notifications?isRead=false');
  // The restored offline cache shows first: wait until the bell shows the server's count.
  const before = await admin.data<number>('GET', '/notification/no-read-notifications');
  await expect(bell).toHaveAttribute('title', `Bildirishnomalar: ${before} ta oʻqilmagan`);
  await page.getByRole('button', { name: 'Oʻqildi deb belgilash', exact: true }).first().click();
  await expect(bell).toHaveAttribute('title', `Bildirishnomalar: ${before - 1} ta oʻqilmagan`);
});
