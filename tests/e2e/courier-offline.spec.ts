import { expect, test, type Page } from '@playwright/test';
import { accounts } from '../helpers/accounts';
import {
  Api,
  bottleBalance,
  orderByNumber,
  orderWithBottles,
  returnableBottles,
  unassignedOrder,
} from '../helpers/api';
import { openOrder, showRow } from './courier-run';
import { persistedCaches } from './persisted-cache';
import { heading, signIn } from './sign-in';

// The network really goes away: the browser context is taken offline, so the
// page's requests fail and navigator.onLine turns false. The service worker
// serves the shell from its precache (it never caches the API).
// The app opens offline from the service worker's cache.
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

const card = (page: Page, number: number) => page.getByRole('article', { name: `#${number}` });

async function openOrdersAsCourier3(page: Page) {
  await signIn(page, accounts.courier3);
  await expect(heading(page, 'Yangi buyurtmalar')).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/** Waits until the persisted cache in IndexedDB holds `text` (the persister throttles its writes to one a second). */
const persistedHolds = (page: Page, text: string) =>
  expect.poll(async () => JSON.stringify(await persistedCaches(page)).includes(text)).toBe(true);

test('offline: the list survives a reload, a delivery is queued across reloads and reaches the server once', async ({
  page,
  context,
  baseURL,
}) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const courier = await Api.signIn(baseURL!, accounts.courier3);
  const order = await orderWithBottles(baseURL!);
  const taken = await courier.data<{ version: number }>('PATCH', `/order-history/${order.id}`, { status: 'courier' });
  const balanceBefore = await bottleBalance(admin, order.user.phone);

  await openOrdersAsCourier3(page);
  await showRow(page, order.number);
  await persistedHolds(page, `"number":${order.number},`);

  await context.setOffline(true);
  await page.reload();
  await showRow(page, order.number);
  await expect(page.getByText('Internet yoʻq — oflayn rejim')).toBeVisible();

  await openOrder(page, order.number);
  await page.getByRole('button', { name: 'Yetkazildi' }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByLabel('Qaytarib olingan boʻsh idishlar').fill('2');
  await sheet.getByRole('button', { name: 'Yetkazildi' }).click();
  // Back on the list, whose rows are drawn a few at a time.
  await showRow(page, order.number);
  await expect(card(page, order.number).getByText('Yetkazilgan')).toBeVisible();
  await expect(card(page, order.number).getByText('Yuborilmagan')).toBeVisible();
  await expect(page.getByText('Yuborilmagan oʻzgarishlar: 1')).toBeVisible();

  await persistedHolds(page, `"status":"delivered","bottlesReturned":2`);
  await page.reload();
  await showRow(page, order.number);
  await expect(card(page, order.number).getByText('Yetkazilgan')).toBeVisible();
  await expect(card(page, order.number).getByText('Yuborilmagan')).toBeVisible();
  expect((await orderByNumber(admin, order.number)).status).toBe('courier');

  await context.setOffline(false);
  await expect(page.getByText(/Yuborilmagan oʻzgarishlar/)).toBeHidden({ timeout: 20_000 });
  await expect(card(page, order.number)).toBeHidden({ timeout: 20_000 });

  const after = await orderByNumber(admin, order.number);
  expect(after).toMatchObject({ status: 'delivered', bottlesReturned: 2 });
  expect(after.version).toBe(taken.version + 1); // the delivery with its bottles: one change, once
  // The delivery hands over the order's returnable bottles and takes 2 empties back.
  const brought = await returnableBottles(admin, order.id);
  expect(await bottleBalance(admin, order.user.phone)).toBe(balanceBefore + brought - 2);
});

test('offline: a delivery refused on replay is kept under "Yuborilmadi" and the list corrects itself', async ({
  page,
  context,
  baseURL,
}) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const courier = await Api.signIn(baseURL!, accounts.courier3);
  const other = await Api.signIn(baseURL!, accounts.courier2);
  const order = await unassignedOrder(courier, '&paymentMethod=cash');
  await courier.data('PATCH', `/order-history/${order.id}`, { status: 'courier' });

  await openOrdersAsCourier3(page);
  await showRow(page, order.number);
  await context.setOffline(true);

  await openOrder(page, order.number);
  await page.getByRole('button', { name: 'Yetkazildi' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yetkazildi' }).click();
  await showRow(page, order.number);
  await expect(card(page, order.number).getByText('Yuborilmagan')).toBeVisible();

  // Meanwhile the admin hands the order to another courier.
  await admin.data('PATCH', `/order-history/${order.id}`, { status: 'accepted' });
  await admin.data('PATCH', `/order-history/${order.id}`, { status: 'courier', courierId: other.userId });

  await context.setOffline(false);
  const failed = page.getByRole('listitem', { name: `#${order.number} — Yetkazildi` });
  await expect(failed.getByText(/^Buyurtma oʻzgargan: .+/)).toBeVisible({ timeout: 20_000 });
  await expect(card(page, order.number)).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText(/Yuborilmagan oʻzgarishlar/)).toBeHidden();
  await expect(page.getByText('Yuborilmadi: 1').first()).toBeVisible();

  const after = await orderByNumber(admin, order.number);
  expect(after).toMatchObject({ status: 'courier', courierId: other.userId, bottlesReturned: 0 });
});

test('sign-out keeps queued changes for their owner only, and sends them when that courier signs in again', async ({
  page,
  context,
  baseURL,
}) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const courier = await Api.signIn(baseURL!, accounts.courier3);
  const order = await unassignedOrder(courier);

  await openOrdersAsCourier3(page);
  await showRow(page, order.number);
  await context.setOffline(true);
  await card(page, order.number).getByRole('button', { name: 'Olish' }).click();
  await expect(card(page, order.number).getByText('Yuborilmagan')).toBeVisible();

  await page.getByRole('button', { name: 'Chiqish' }).first().click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText(/Yuborilmagan oʻzgarishlar: 1/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Chiqish' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await cachedQueryCount(page)).toBe(0);

  await context.setOffline(false);
  const patches: string[] = [];
  // Order changes only: marking the new-order flag read (PATCH /new-order) is the screen's own doing.
  page.on(
    'request',
    (request) =>
      request.method() === 'PATCH' && request.url().includes('/api/order-history') && patches.push(request.url()),
  );
  const listed = page.waitForResponse(
    (response) => response.url().includes('/api/order-history/new-and-not-delivered') && response.ok(),
  );
  await signIn(page, accounts.courier2);
  await expect(heading(page, 'Yangi buyurtmalar')).toBeVisible();
  // The cache is restored before the first list request: by its answer, a leaked change would have gone out.
  await listed;
  expect(patches).toEqual([]);
  await expect(page.getByText(/Yuborilmagan oʻzgarishlar/)).toBeHidden();
  expect((await orderByNumber(admin, order.number)).courierId).toBeNull();

  await page.getByRole('button', { name: 'Chiqish' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Chiqish' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await signIn(page, accounts.courier3);
  await expect
    .poll(async () => (await orderByNumber(admin, order.number)).courierId, { timeout: 20_000 })
    .toBe(courier.userId);
});

test('in a dead zone (the browser still says online) a change waits instead of failing, then goes through', async ({
  page,
  baseURL,
}) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const courier = await Api.signIn(baseURL!, accounts.courier3);
  const order = await unassignedOrder(courier);

  // The page's clock runs as usual, and the test moves it to the next health probe (every 10 s).
  await page.clock.install();
  await openOrdersAsCourier3(page);
  await showRow(page, order.number);
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);

  await card(page, order.number).getByRole('button', { name: 'Olish' }).click();
  await expect(card(page, order.number).getByText('Yuborilmagan')).toBeVisible();
  await expect(page.getByText('Internet yoʻq — oflayn rejim')).toBeVisible();
  // Paused, it waits for the connection: nothing can make it fail until then.
  await persistedHolds(page, '"isPaused":true');
  await expect(page.getByText('Yuborilmagan oʻzgarishlar: 1')).toBeVisible();
  await expect(page.getByText(/Yuborilmadi/)).toHaveCount(0);

  await page.unroute('**/api/**');
  await page.clock.fastForward(10_000);
  await expect(page.getByText(/Yuborilmagan oʻzgarishlar/)).toBeHidden();
  expect(await orderByNumber(admin, order.number)).toMatchObject({ status: 'courier', courierId: courier.userId });
});

/** How many queries the persisted caches hold, over all users. */
const cachedQueryCount = async (page: Page) =>
  (await persistedCaches(page)).reduce((sum, cache) => sum + (cache.clientState?.queries?.length ?? 0), 0);
