import { expect } from '@playwright/test';
import { test } from './shared-page';
import { accounts } from '../helpers/accounts';
import { heading, signIn } from './sign-in';

test.use({ viewport: { width: 1440, height: 900 } });

test('the delete dialog keeps focus inside, closes with Escape and gives focus back to its button', async ({
  page,
}) => {
  await signIn(page, accounts.admin, '/products');
  await expect(heading(page, 'Mahsulotlar')).toBeVisible();
  const opener = page.getByRole('row').nth(1).getByRole('button', { name: 'Oʻchirish' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Bekor qilish' })).toBeFocused();

  // Tab and Shift+Tab go round the dialog's buttons and never reach the menu behind it.
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(heading(page, 'Mahsulotlar')).toBeVisible();
});

test('a skip link is the first Tab stop and leads to the screen', async ({ page }) => {
  await signIn(page, accounts.admin, '/orders');
  await expect(heading(page, 'Buyurtmalar')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Asosiy qismga oʻtish' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  // The first stop inside the screen: the orders' header link, not the sidebar.
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('the courier picker closes with Escape and gives focus back to the row’s button', async ({ page }) => {
  await signIn(page, accounts.admin, '/orders?status=accepted');
  await expect(heading(page, 'Buyurtmalar')).toBeVisible();
  const opener = page
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Kuryer biriktirish №/ });
  await opener.click();
  const picker = page.getByRole('dialog', { name: /kuryer biriktirish$/ });
  await expect(picker).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(opener).toBeFocused();
});

test('at 200 % zoom the product form’s sticky bar never covers the focused field', async ({ browser }) => {
  // 1440×900 at 200 %: 720×450 CSS pixels, two device pixels each.
  const context = await browser.newContext({ viewport: { width: 720, height: 450 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await signIn(page, accounts.admin, '/products/form');
  await expect(heading(page, 'Mahsulot')).toBeVisible();
  await page.getByLabel('Nomi').focus();
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const field = document.activeElement;
          const bar = document.querySelector('main form .sticky');
          const header = document.querySelector('header.sticky');
          if (!field || !bar || !header || bar.contains(field) || header.contains(field)) return 'clear';
          if (field.matches('a[href="#main"]')) return 'clear';
          const f = field.getBoundingClientRect();
          const b = bar.getBoundingClientRect();
          const h = header.getBoundingClientRect();
          if (f.bottom > b.top && f.top < b.bottom) return `under the bar: ${field.outerHTML.slice(0, 80)}`;
          if (f.top < h.bottom && f.bottom > h.top) return `under the header: ${field.outerHTML.slice(0, 80)}`;
          return 'clear';
        }),
      )
      .toBe('clear');
  }
  await context.close();
});
