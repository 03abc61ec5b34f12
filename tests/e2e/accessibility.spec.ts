import { expect, test, type Page } from '@playwright/test';
import { accounts } from '../helpers/accounts';
import { seriousViolations } from '../helpers/axe';
import { adminScreens, courierScreens } from './routes';
import { heading, signIn } from './sign-in';

// axe on every route of both roles, and on the main dialogs open: nothing serious or critical.
async function checkScreens(page: Page, screens: [string, string][]) {
  const found: Record<string, string[]> = {};
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(heading(page, title)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    const violations = await seriousViolations(page);
    if (violations.length) found[path] = violations;
  }
  expect(found).toEqual({});
}

test('every admin route at 1440×900', async ({ page }) => {
  test.setTimeout(240_000); // axe on 17 screens, on a machine shared with other suites
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, accounts.admin);
  await checkScreens(page, adminScreens);
});

test('every courier route at 390×844', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, accounts.courier);
  await checkScreens(page, courierScreens);
});

test('the admin’s main dialogs and menus, open', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, accounts.admin);
  await page.goto('/orders?status=pending');
  const row = page.getByRole('row').filter({ hasText: 'Kutilmoqda' }).first();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: /amallar$/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('menuitem', { name: 'Kuryer biriktirish' }).click();
  const picker = page.getByRole('dialog', { name: /kuryer biriktirish/ });
  await expect(picker.getByRole('button').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Left-aligned like the rest of the app, though opened from a right-aligned cell.
  expect(await picker.getByRole('heading').evaluate((h) => getComputedStyle(h).textAlign)).toMatch(/left|start/);
  await picker.getByRole('button', { name: 'Bekor qilish' }).click();

  await row.getByRole('button', { name: /amallar$/ }).click();
  await page.getByRole('menuitem', { name: 'Rad etish' }).click();
  const reject = page.getByRole('dialog', { name: /Rad etish/ });
  await expect(reject.getByLabel('Rad etish sababi')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await reject.getByText('Rad etish sababi').evaluate((l) => getComputedStyle(l).textAlign)).toMatch(/left|start/);
  await reject.getByRole('button', { name: 'Bekor qilish' }).click();

  await page.goto('/products');
  await page.getByRole('row').nth(1).getByRole('button', { name: 'Oʻchirish' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the bell’s name contains what it shows', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, accounts.admin);
  await page.goto('/main');
  const badge = page.getByTestId('unread-count');
  await expect(badge).toBeVisible();
  const shown = (await badge.textContent())!;
  await expect(page.getByRole('link', { name: new RegExp(`^Bildirishnomalar: ${shown.replace('+', '\\+')} ta oʻqilmagan$`) })).toBeVisible();
});
