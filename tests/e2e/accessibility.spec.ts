import { expect } from '@playwright/test';
import { test } from './shared-page';
import { accounts } from '../helpers/accounts';
import { Api } from '../helpers/api';
import { axeViolations } from '../helpers/axe';
import { heading, signIn } from './sign-in';

// axe on the screens' states that a visit alone does not reach (screens.spec.ts visits every route):
// nothing serious or critical, no landmark finding.
test('an order the admin can still change: its lines editable, the product search open', async ({ page, baseURL }) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const [order] = await admin.data<{ id: number }[]>('GET', '/order-history?status=pending&status=accepted&limit=1');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, accounts.admin, `/orders/${order!.id}/products`);
  await expect(heading(page, 'Buyurtma mahsulotlari')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tarix' })).toBeVisible();
  const search = page.getByLabel('Mahsulotni qidirish');
  await expect(search).toBeEditable();
  expect(await axeViolations(page)).toEqual([]);

  await search.fill('suv');
  await expect(page.getByRole('list', { name: 'Topilgan mahsulotlar' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the courier’s sheets and the sign-out question, open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, accounts.courier);
  await expect(heading(page, 'Yangi buyurtmalar')).toBeVisible();
  const own = page.getByRole('region', { name: 'Mening buyurtmalarim' }).getByRole('article').first();
  await expect(own).toBeVisible();

  await own.getByRole('link').click();
  await page.getByRole('button', { name: 'Yetkazildi' }).click();
  const deliver = page.getByRole('dialog');
  await expect(deliver.getByRole('heading', { name: /— Yetkazildi$/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await deliver.getByRole('button', { name: 'Bekor qilish' }).click();
  await expect(deliver).toHaveCount(0);

  await page.getByRole('button', { name: 'Rad etish' }).click();
  const reject = page.getByRole('dialog');
  await expect(reject.getByRole('button', { name: 'Mijoz telefonni olmadi' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await reject.getByRole('button', { name: 'Bekor qilish' }).click();
  await expect(reject).toHaveCount(0);

  await page.getByRole('button', { name: 'Chiqish' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByRole('button', { name: 'Chiqish' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Bekor qilish' }).click();
});

test('the admin’s main dialogs and menus, open', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, accounts.admin, '/orders?status=pending');
  const row = page.getByRole('row').filter({ hasText: 'Kutilmoqda' }).first();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: /amallar$/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('menuitem', { name: 'Kuryer biriktirish' }).click();
  const picker = page.getByRole('dialog', { name: /kuryer biriktirish/ });
  await expect(picker.getByRole('button').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Left-aligned like the rest of the app, though opened from a right-aligned cell.
  expect(await picker.getByRole('heading').evaluate((h) => getComputedStyle(h).textAlign)).toMatch(/left|start/);
  await picker.getByRole('button', { name: 'Bekor qilish' }).click();

  await row.getByRole('button', { name: /amallar$/ }).click();
  await page.getByRole('menuitem', { name: 'Rad etish' }).click();
  const reject = page.getByRole('dialog', { name: /Rad etish/ });
  await expect(reject.getByLabel('Rad etish sababi')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  expect(await reject.getByText('Rad etish sababi').evaluate((l) => getComputedStyle(l).textAlign)).toMatch(
    /left|start/,
  );
  await reject.getByRole('button', { name: 'Bekor qilish' }).click();

  await page.goto('/products');
  await page.getByRole('row').nth(1).getByRole('button', { name: 'Oʻchirish' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the bell’s name contains what it shows', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, accounts.admin, '/main');
  const badge = page.getByTestId('unread-count');
  await expect(badge).toBeVisible();
  const shown = (await badge.textContent())!;
  await expect(
    page.getByRole('link', { name: new RegExp(`^Bildirishnomalar: ${shown.replace('+', '\\+')} ta oʻqilmagan$`) }),
  ).toBeVisible();
});

// The suite runs with less motion asked (playwright.config.ts); people who do not ask still see things move.
test('who asks for less motion gets none; who does not, sees it', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(heading(page, 'Tizimga kirish')).toBeVisible();
  // The transition durations of every element that moves at all.
  const moving = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('*')]
        .map((element) => getComputedStyle(element).transitionDuration)
        .filter((durations) => durations.split(', ').some((duration) => duration !== '0s')),
    );
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect((await moving()).length).toBeGreaterThan(0);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await moving()).toEqual([]);
});
