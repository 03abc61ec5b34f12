import { expect } from '@playwright/test';
import { test } from './shared-page';
import { accounts } from '../helpers/accounts';
import { heading, signIn } from './sign-in';

test.use({ viewport: { width: 1440, height: 900 } });

test('/all-orders filters survive a reload and the Back button', async ({ page }) => {
  await signIn(page, accounts.admin, '/all-orders');
  await expect(heading(page, 'Barcha buyurtmalar')).toBeVisible();
  await page.getByRole('group', { name: 'Holat' }).getByRole('button', { name: 'Yetkazilgan' }).click();
  await page.getByLabel('Toʻlov usuli').selectOption({ label: 'Naqd pul' });
  await page.getByRole('button', { name: /^Jami/ }).click();
  await expect(page).toHaveURL(/status=delivered/);
  await expect(page).toHaveURL(/paymentMethod=cash/);
  await expect(page).toHaveURL(/sort=total&order=desc/);
  const rows = page.getByRole('row', { name: /^Buyurtma №/ });
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Jami/ })).toHaveAttribute('aria-sort', 'descending');
  // The previous page stays on screen until the filtered one arrives. Holat is the 6th cell: after the
  // checkbox, №, Sana, Mijoz and Manzil.
  await expect
    .poll(async () => new Set(await rows.locator('td:nth-child(6)').allTextContents()))
    .toEqual(new Set(['Yetkazilgan']));

  await page.reload();
  await expect(page.getByRole('group', { name: 'Holat' }).getByRole('button', { name: 'Yetkazilgan' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('Toʻlov usuli')).toHaveValue('cash');
  const first = await rows.first().getAttribute('aria-label');

  await rows.first().click();
  await expect(heading(page, 'Buyurtma mahsulotlari')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/status=delivered.*paymentMethod=cash|paymentMethod=cash.*status=delivered/);
  await expect(page.getByLabel('Toʻlov usuli')).toHaveValue('cash');
  await expect(rows.first()).toHaveAttribute('aria-label', first!);
});

test('/users filters survive a reload and the Back button', async ({ page }) => {
  await signIn(page, accounts.admin, '/users');
  await expect(heading(page, 'Foydalanuvchilar')).toBeVisible();
  await page.getByRole('group', { name: 'Rol' }).getByRole('button', { name: 'Kuryer' }).click();
  await page.getByLabel('Qidirish').fill('90000000');
  await expect(page).toHaveURL(/role=courier/);
  await expect(page).toHaveURL(/search=90000000/);
  await expect(page.getByRole('row', { name: /.+/ }).filter({ hasText: accounts.courier.phone })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('group', { name: 'Rol' }).getByRole('button', { name: 'Kuryer' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('Qidirish')).toHaveValue('90000000');
  await expect(page.getByRole('cell', { name: accounts.admin.phone })).toHaveCount(0);

  await page.getByRole('row').filter({ hasText: accounts.courier.phone }).click();
  await expect(heading(page, 'Foydalanuvchi')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/role=courier/);
  await expect(page.getByRole('group', { name: 'Rol' }).getByRole('button', { name: 'Kuryer' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('/all-orders pages by cursor: Keyingi and Oldingi keep the cursor in the URL, a reload shows the same page', async ({
  page,
}) => {
  await signIn(page, accounts.admin, '/all-orders');
  const rows = page.getByRole('row', { name: /^Buyurtma №/ });
  const paging = page.getByRole('navigation', { name: 'Sahifalar' });
  await expect(rows.first()).toBeVisible();
  const firstPage = await rows.allTextContents();
  await paging.getByRole('button', { name: 'Keyingi →' }).click();
  await expect(page).toHaveURL(/page=2&after=[\w-]+/);
  // Other tests on this worker's server may have placed orders: the page, not the count, is checked.
  await expect(paging.locator('[aria-live]')).toHaveText(/^2 \/ /);
  await expect(rows.first()).not.toHaveText(firstPage[0]!);
  const secondPageFirst = await rows.first().textContent();
  await paging.getByRole('button', { name: 'Keyingi →' }).click();
  await expect(page).toHaveURL(/page=3&after=[\w-]+/);
  // The previous page stays on screen until the next one arrives.
  await expect(rows.first()).not.toHaveText(secondPageFirst!);
  const thirdPage = await rows.allTextContents();
  await page.reload();
  await expect.poll(() => rows.allTextContents()).toEqual(thirdPage);
  await paging.getByRole('button', { name: '← Oldingi' }).click();
  await expect(page).toHaveURL(/page=2&before=[\w-]+/);
  await expect(rows.first()).toHaveText(secondPageFirst!);
  await paging.getByRole('button', { name: '← Oldingi' }).click();
  await expect(page).not.toHaveURL(/page=|after=|before=/);
  await expect.poll(() => rows.allTextContents()).toEqual(firstPage);
  // A filter starts from the first page again, without the cursor.
  await paging.getByRole('button', { name: 'Keyingi →' }).click();
  await expect(page).toHaveURL(/after=/);
  await page.getByRole('group', { name: 'Holat' }).getByRole('button', { name: 'Yetkazilgan' }).click();
  await expect(page).toHaveURL(/status=delivered/);
  await expect(page).not.toHaveURL(/page=|after=/);
});
