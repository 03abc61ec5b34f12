import { expect } from '@playwright/test';
import { test } from './shared-page';
import { accounts } from '../helpers/accounts';
import { heading, signIn, signInThroughForm } from './sign-in';

test.describe('signed out', () => {
  for (const path of ['/', '/main', '/orders', '/no-such-page', '/unauthorized']) {
    test(`${path} goes to /sign-in`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/sign-in$/);
      await expect(heading(page, 'Tizimga kirish')).toBeVisible();
    });
  }

  test('the sign-in form is built for phones and password managers', async ({ page }) => {
    await page.goto('/sign-in');
    const phone = page.getByLabel('Telefon raqam');
    await expect(phone).toHaveAttribute('name', 'phone');
    await expect(phone).toHaveAttribute('autocomplete', 'username');
    await expect(phone).toHaveAttribute('inputmode', 'tel');
    await expect(page.getByText('+998')).toBeVisible();
    const password = page.getByLabel('Parol');
    await expect(password).toHaveAttribute('name', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a wrong password shows the server message and stays on the form', async ({ page, request }) => {
    const answer = await request.post('/api/auth/sign-in', {
      data: { phone: accounts.admin.phone, password: 'not-the-password' },
    });
    expect(answer.status()).toBe(401);
    const { meta } = await answer.json();

    await page.goto('/sign-in');
    await page.getByLabel('Telefon raqam').fill(accounts.admin.phone.slice(4));
    await page.getByLabel('Parol').fill('still-wrong');
    await page.getByRole('button', { name: 'Kirish' }).click();
    await expect(page.getByText(meta.message).first()).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  });
});

test.describe('each role lands on its entry path', () => {
  test('admin on /main', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInThroughForm(page, accounts.admin);
    await expect(page).toHaveURL(/\/main$/);
    await expect(heading(page, 'Bosh sahifa')).toBeVisible();
  });

  test('courier on /orders', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughForm(page, accounts.courier);
    await expect(page).toHaveURL(/\/orders$/);
    await expect(heading(page, 'Yangi buyurtmalar')).toBeVisible();
  });

  test('superadmin on /unauthorized, which renders without a redirect loop', async ({ page }) => {
    await signInThroughForm(page, accounts.superadmin);
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(heading(page, 'Ruxsat yoʻq')).toBeVisible();
    // Settled (nothing more to load): no redirect has taken it elsewhere.
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/unauthorized$/);
    for (const path of ['/', '/main', '/orders', '/sign-in']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/unauthorized$/);
    }
  });

  test('a customer (role user) on /unauthorized', async ({ page }) => {
    await signInThroughForm(page, accounts.customer);
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(heading(page, 'Ruxsat yoʻq')).toBeVisible();
  });

  test('a signed-in user on /sign-in and on / goes to the entry path', async ({ page }) => {
    await signIn(page, accounts.courier, '/sign-in');
    await expect(page).toHaveURL(/\/orders$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/orders$/);
  });

  test('sign-out clears the session', async ({ page }) => {
    await signIn(page, accounts.admin);
    await page.getByRole('button', { name: 'Chiqish' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    await page.goto('/main');
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});

test('a 401 from the API signs the user out and removes the stored session', async ({ page, context }) => {
  await signIn(page, accounts.courier);
  await expect(heading(page, 'Yangi buyurtmalar')).toBeVisible();
  // The stored token no longer matches its signature. The app is closed meanwhile: open, it could
  // write its own copy of the session back (it does after re-reading the user).
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('auth')))!);
  await page.close();
  const again = await context.newPage();
  await again.goto('/robots.txt');
  await again.evaluate(
    (value) => localStorage.setItem('auth', value),
    JSON.stringify({ ...stored, token: `${stored.token}x` }),
  );
  await again.goto('/orders');
  await expect(again).toHaveURL(/\/sign-in$/);
  expect(await again.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});
