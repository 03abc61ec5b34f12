import { expect, type Page } from '@playwright/test';
import { test } from './shared-page';
import { accounts } from '../helpers/accounts';
import { heading, signIn } from './sign-in';

test.use({ viewport: { width: 1440, height: 900 } });

/** Pixels of the chart's canvas that are not transparent. */
const paintedPixels = (page: Page) =>
  page.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
    return painted;
  });

const periods = (page: Page) => page.getByRole('table', { name: 'Grafik maʼlumotlari' }).locator('tbody tr');

test('the dashboard draws the seeded orders and follows the range and grouping', async ({ page }) => {
  await signIn(page, accounts.admin, '/main');
  await expect(heading(page, 'Bosh sahifa')).toBeVisible();
  await expect(page.getByRole('img', { name: /Buyurtmalar va tushum grafigi, 30 ta davr/ })).toBeVisible();
  expect(await paintedPixels(page)).toBeGreaterThan(5_000);
  await expect(page.getByText('Bugungi buyurtmalar')).toBeVisible();

  await page.getByText('Jadval koʻrinishida').click();
  await expect(periods(page)).toHaveCount(30);
  // The seed has orders on every recent day.
  const busyDays = await periods(page).evaluateAll(
    (rows) => rows.filter((r) => Number(r.children[1]!.textContent) > 0).length,
  );
  expect(busyDays).toBeGreaterThan(20);

  await page.getByRole('button', { name: '7 kun' }).click();
  await expect(periods(page)).toHaveCount(7);
  await expect(page.getByRole('button', { name: '7 kun' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: '1 yil' }).click();
  await page.getByRole('button', { name: 'Oy' }).click();
  await expect(page).toHaveURL(/groupBy=month/);
  // The previous grouping stays drawn until the months arrive.
  await expect(page.getByRole('img', { name: /grafigi, 1[23] ta davr/ })).toBeVisible();
  const months = await periods(page).count();
  expect(months).toBeGreaterThanOrEqual(12);
  expect(months).toBeLessThanOrEqual(13);
  expect(await paintedPixels(page)).toBeGreaterThan(5_000);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Oy' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('img', { name: new RegExp(`${months} ta davr`) })).toBeVisible();
});

test('a chosen range over a year is grouped by month unless the admin chose', async ({ page }) => {
  await signIn(page, accounts.admin, '/main');
  await page.getByRole('button', { name: '1 yil' }).click();
  const grouping = page.getByRole('group', { name: 'Guruhlash' });
  await expect(grouping.getByRole('button', { name: 'Hafta' })).toHaveAttribute('aria-pressed', 'true');

  // One day more than the preset: 366 days, the most the API draws.
  const from = page.getByLabel('Sanadan');
  const yearAgo = new Date(`${await from.inputValue()}T00:00:00Z`);
  yearAgo.setUTCDate(yearAgo.getUTCDate() - 1);
  await from.fill(yearAgo.toISOString().slice(0, 10));
  await expect(grouping.getByRole('button', { name: 'Oy' })).toHaveAttribute('aria-pressed', 'true');
  expect(new URL(page.url()).searchParams.has('groupBy')).toBe(false);
  await expect(page.getByRole('img', { name: /grafigi, 1[23] ta davr/ })).toBeVisible();
  await page.getByText('Jadval koʻrinishida').click();
  const months = await periods(page).count();
  expect(months).toBeGreaterThanOrEqual(12);
  expect(months).toBeLessThanOrEqual(13);
  await expect(page.getByRole('img', { name: new RegExp(`grafigi, ${months} ta davr`) })).toBeVisible();
});
