import { chromium, expect } from '@playwright/test';
import { test } from './shared-page';
import { accounts } from '../helpers/accounts';
import { chromiumArgs, chromiumPath } from '../helpers/chromium';
import { heading, signIn } from './sign-in';

test('in a Chrome started in English, a date typed as 2026-03-04 stays March 4th', async ({ baseURL }) => {
  // A browser of its own: the language is a launch flag, not a context option.
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, '--lang=en-US'] });
  try {
    const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await signIn(page, accounts.admin, '/all-orders');
    await expect(heading(page, 'Barcha buyurtmalar')).toBeVisible();

    const from = page.getByLabel('Sanadan');
    await expect(from).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    await from.pressSequentially('2026-03-04');
    await expect(from).toHaveValue('2026-03-04');
    await expect.poll(() => new URL(page.url()).searchParams.get('dateFrom')).toBe('2026-03-04');

    // Reloaded from the URL, it reads the same; the calendar shows March with the 4th chosen.
    await page.reload();
    await expect(page.getByLabel('Sanadan')).toHaveValue('2026-03-04');
    await page.getByRole('button', { name: 'Kalendarni ochish' }).first().click();
    const month = page.getByRole('grid', { name: 'Mart 2026' });
    await expect(month).toBeVisible();
    await expect(month.getByRole('button', { name: '2026-03-04' })).toHaveAttribute('aria-pressed', 'true');
    // Picking a day writes it the same way.
    await month.getByRole('button', { name: '2026-03-10' }).click();
    await expect(page.getByLabel('Sanadan')).toHaveValue('2026-03-10');
    await expect.poll(() => new URL(page.url()).searchParams.get('dateFrom')).toBe('2026-03-10');
    // Digits alone are shaped as the shop writes dates.
    const to = page.getByLabel('Sanagacha');
    await to.pressSequentially('20260412');
    await expect(to).toHaveValue('2026-04-12');
    await expect.poll(() => new URL(page.url()).searchParams.get('dateTo')).toBe('2026-04-12');
  } finally {
    await browser.close();
  }
});
