import { readFile } from 'node:fs/promises';
import { expect, test as testInANewContext } from '@playwright/test';
import { accounts } from '../helpers/accounts';
import { Api, atLeastOpenOrders, placeOrder } from '../helpers/api';
import { axeViolations } from '../helpers/axe';
import { test } from './shared-page';
import { heading, signIn } from './sign-in';

// The open orders as a dispatcher works them: where each goes (districts, several, and a courier, with the
// page size, all in the URL), every order the filter matches selected at once, the whole list exported,
// a filter that matches nothing cleared, and new orders held back while the admin reads further down.
test.use({ viewport: { width: 1440, height: 900 } });

interface Row {
  id: number;
  number: number;
  address: { district: string };
}

test('districts and page size stay in the URL; the filter’s every order is selected at once and exported', async ({
  page,
  baseURL,
}) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  // More than a page of 20, whatever the tests before took.
  await atLeastOpenOrders(admin, await Api.signIn(baseURL!, accounts.customer), 25);
  const open = await admin.data<Row[]>('GET', '/order-history/new-and-not-delivered?limit=100');
  const districts = [...new Set(open.map((o) => o.address.district))].slice(0, 2);
  expect(districts).toHaveLength(2);

  await signIn(
    page,
    accounts.admin,
    `/orders?district=${encodeURIComponent(districts[0]!)}&district=${encodeURIComponent(districts[1]!)}`,
  );
  await expect(heading(page, 'Buyurtmalar')).toBeVisible();
  const rows = page.getByRole('row', { name: /^Buyurtma №/ });
  await expect(rows.first()).toBeVisible();
  for (const address of await rows.locator('td span.font-medium').allTextContents())
    expect(districts).toContain(address);
  await page.getByLabel('Sahifada:').selectOption('50');
  await expect.poll(() => new URL(page.url()).searchParams.get('limit')).toBe('50');
  await page.reload();
  await expect(page.getByLabel('Sahifada:')).toHaveValue('50');
  expect(new URL(page.url()).searchParams.getAll('district')).toEqual(districts);

  // Unfiltered, 20 a page: the page, then every order the filter matches (up to 500).
  await page.goto('/orders');
  const total = (await admin.call('GET', '/order-history/new-and-not-delivered?limit=1')).body.meta.total as number;
  expect(total).toBeGreaterThan(20);
  // The whole page first: "all on the page" clicked while its rows still came changed nothing.
  await expect(rows.nth(19)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Hammasini tanlash' }).check();
  await expect(page.getByText('Tanlanganlar: 20')).toBeVisible();
  const matching = Math.min(total, 500);
  await page
    .getByRole('button', {
      name: `Filtrga mos hammasini tanlash (${matching.toLocaleString('en').replace(/,/g, ' ')})`,
    })
    .click();
  await expect(page.getByText(`Tanlanganlar: ${matching.toLocaleString('en').replace(/,/g, ' ')}`)).toBeVisible();
  await page.getByRole('button', { name: 'Tanlovni tozalash' }).click();
  await expect(page.getByText(/^Tanlanganlar:/)).toBeHidden();

  // The export is the whole filtered list, every page: UTF-8 with a BOM for Excel, a header and a row each.
  await page.getByRole('button', { name: 'Eksport (Excel, CSV)' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'CSV (.csv)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^buyurtmalar-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toContain('Tuman');
  expect(lines).toHaveLength(total + 1);

  // A filter that matches nothing says which it is and offers to clear it.
  await page.getByRole('searchbox', { name: 'Qidirish' }).fill('zzzqqxx');
  await expect(page.getByText('Filtrga mos maʼlumot yoʻq: Qidiruv «zzzqqxx»')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Filtrni tozalash' }).click();
  await expect(rows.first()).toBeVisible();
  expect(new URL(page.url()).searchParams.has('search')).toBe(false);
});

// The page's clock outlives the test: this one gets a context of its own.
testInANewContext(
  'a new order waits above the rows while the admin reads further down: “1 ta yangi buyurtma” shows it',
  async ({ page, baseURL }) => {
    const admin = await Api.signIn(baseURL!, accounts.admin);
    const customer = await Api.signIn(baseURL!, accounts.customer);
    // A list longer than the screen, to read further down.
    await atLeastOpenOrders(admin, customer, 31);
    await admin.data('PATCH', '/new-order');
    await page.clock.install();
    await signIn(page, accounts.admin, '/orders?limit=100');
    await expect(heading(page, 'Buyurtmalar')).toBeVisible();
    const rows = page.getByRole('row', { name: /^Buyurtma №/ });
    await expect(rows.nth(30)).toBeVisible();
    const firstBefore = await rows.first().getAttribute('aria-label');
    await rows.nth(25).scrollIntoViewIfNeeded();
    await page.mouse.move(700, 500);
    const under = await rows.nth(25).boundingBox();

    const placed = await placeOrder(admin, customer, 'Yangi qator sinovi');
    await page.clock.fastForward(20_000); // the new-order poll, which refetches the open orders
    const reveal = page.getByRole('button', { name: '↑ 1 ta yangi buyurtma' });
    await expect(reveal).toBeVisible();
    // Nothing moved under the cursor.
    expect(await rows.first().getAttribute('aria-label')).toBe(firstBefore);
    expect((await rows.nth(25).boundingBox())?.y).toBe(under?.y);

    await reveal.click();
    const fresh = page.getByRole('row', { name: `Buyurtma №${placed.number}` });
    await expect(fresh).toBeInViewport();
    await expect(fresh).toHaveClass(/bg-amber-50/);
    await expect(rows.first()).toHaveAttribute('aria-label', `Buyurtma №${placed.number}`);
  },
);
