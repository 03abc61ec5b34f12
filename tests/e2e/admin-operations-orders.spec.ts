import { expect, type Page } from '@playwright/test';
import { test } from './shared-page';
import { accounts } from '../helpers/accounts';
import { Api, courierOf, orderByNumber, placeOrder } from '../helpers/api';
import { heading, signIn } from './sign-in';

test.use({ viewport: { width: 1440, height: 900 } });

const orderRow = (page: Page, number: number) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: String(number), exact: true }) });
const total = (page: Page) => page.getByLabel('Buyurtma summasi').locator('dd').last();

test('an admin accepts an order and assigns a courier, who sees it at the next poll', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const customer = await Api.signIn(baseURL!, accounts.customer);
  const courier = await courierOf(admin, accounts.courier3);
  const order = await placeOrder(admin, customer, 'Admin biriktirish sinovi');

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  // The phone's clock is ours to move: its next poll comes when the test says, not 15 s later.
  await phone.clock.install();
  const courierPage = await phone.newPage();
  await signIn(courierPage, accounts.courier3);
  await expect(heading(courierPage, 'Yangi buyurtmalar')).toBeVisible();

  await signIn(page, accounts.admin, `/orders?search=${order.number}`);
  await expect(heading(page, 'Buyurtmalar')).toBeVisible();
  const row = orderRow(page, order.number);
  await expect(row.getByText('Kutilmoqda')).toBeVisible();
  await row.getByRole('button', { name: 'Qabul qilish' }).click();
  await expect(row.getByText('Qabul qilingan')).toBeVisible();

  await row.getByRole('button', { name: 'Kuryer biriktirish' }).click();
  const picker = page.getByRole('dialog', { name: `№${order.number} — kuryer biriktirish` });
  await picker.getByLabel('Kuryerni qidirish').fill(courier.fullName);
  await picker.getByRole('button', { name: new RegExp(courier.fullName) }).click();
  await expect(row.getByText('Kuryerda')).toBeVisible();
  await expect(row.getByText(courier.fullName)).toBeVisible();
  expect(await orderByNumber(admin, order.number)).toMatchObject({ status: 'courier', courierId: courier.id });

  // The courier's open list polls every 15 s.
  await phone.clock.fastForward(15_000);
  await expect(courierPage.getByText(`#${order.number}`)).toBeVisible();
  await phone.close();
});

test('a stale change shows the server’s 409 message', async ({ page, baseURL }) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const customer = await Api.signIn(baseURL!, accounts.customer);
  const courier = await courierOf(admin, accounts.courier3);
  const order = await placeOrder(admin, customer, 'Eskirgan versiya sinovi');
  await signIn(page, accounts.admin, `/orders?search=${order.number}`);
  const row = orderRow(page, order.number);
  await expect(row.getByText('Kutilmoqda')).toBeVisible();
  // The screen's refreshes (its 15-s poll, a new-order alert) wait, as on a slow network, until the stale
  // change is sent: otherwise one landing in between shows the new version and there is nothing stale to send.
  let releaseRefreshes!: () => void;
  const refreshesHeld = new Promise<void>((resolve) => (releaseRefreshes = resolve));
  await page.route('**/api/order-history**', async (route) => {
    if (route.request().method() === 'GET') await refreshesHeld;
    await route.continue();
  });
  // Someone else accepts it first: the screen still holds the old version.
  const current = await orderByNumber(admin, order.number);
  await admin.data('PATCH', `/order-history/${current.id}`, { status: 'accepted', version: current.version });
  // A pending order's row offers "Qabul qilish"; assigning a courier is in its menu.
  await row.getByRole('button', { name: `№${order.number}: amallar` }).click();
  await page.getByRole('menuitem', { name: 'Kuryer biriktirish' }).click();
  const picker = page.getByRole('dialog', { name: `№${order.number} — kuryer biriktirish` });
  const answer = page.waitForResponse(
    (r) => r.url().includes(`/api/order-history/${current.id}`) && r.request().method() === 'PATCH',
  );
  await picker.getByRole('button', { name: new RegExp(courier.fullName) }).click();
  const response = await answer;
  expect(response.status()).toBe(409);
  releaseRefreshes();
  const { meta } = await response.json();
  await expect(page.getByText(`Buyurtma №${order.number}: ${meta.message}`)).toBeVisible();
  // The lists refetch: the order shows as it is now.
  await expect(row.getByText('Qabul qilingan')).toBeVisible();
  expect(await orderByNumber(admin, order.number)).toMatchObject({ status: 'accepted', courierId: null });
});

test('editing lines changes the totals; a delivered order is read-only and refused', async ({ page, baseURL }) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const customer = await Api.signIn(baseURL!, accounts.customer);
  const order = await placeOrder(admin, customer, 'Mahsulot tahriri sinovi');
  const [line] = await admin.data<{ id: number; productId: number }[]>('GET', `/order?orderHistoryId=${order.id}`);
  const products = await admin.data<{ id: number; name: string }[]>(
    'GET',
    '/product?isActive=true&limit=5&sort=name&order=asc',
  );
  const extra = products.find((p) => p.id !== line!.productId)!;

  await signIn(page, accounts.admin, `/orders/${order.id}/products`);
  await expect(heading(page, 'Buyurtma mahsulotlari')).toBeVisible();
  await expect(page.getByRole('heading', { name: `№${order.number}` })).toBeVisible();
  const before = await total(page).textContent();

  const quantity = page.getByRole('spinbutton', { name: /: miqdor$/ });
  await expect(quantity).toHaveValue('2');
  await quantity.fill('5');
  await quantity.press('Enter');
  await expect(total(page)).not.toHaveText(before!);
  const afterQuantity = await orderByNumber(admin, order.number);
  expect(afterQuantity.version).toBeGreaterThan(1);

  await page.getByLabel('Mahsulotni qidirish').fill(extra.name);
  await page
    .getByRole('list', { name: 'Topilgan mahsulotlar' })
    .getByRole('button', { name: new RegExp(extra.name) })
    .first()
    .click();
  const withQuantity = await total(page).textContent();
  await page.getByRole('button', { name: 'Qoʻshish' }).click();
  await expect(page.getByRole('spinbutton', { name: /: miqdor$/ })).toHaveCount(2);
  await expect(total(page)).not.toHaveText(withQuantity!);

  await page.getByRole('row').filter({ hasText: extra.name }).getByRole('button', { name: 'Oʻchirish' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Oʻchirish' }).click();
  await expect(page.getByRole('spinbutton', { name: /: miqdor$/ })).toHaveCount(1);
  await expect(total(page)).toHaveText(withQuantity!);

  const [delivered] = await admin.data<{ id: number; number: number }[]>(
    'GET',
    '/order-history?status=delivered&limit=1',
  );
  await page.goto(`/orders/${delivered!.id}/products`);
  await expect(page.getByRole('note')).toContainText('oʻzgartirib boʻlmaydi');
  await expect(page.getByRole('row')).not.toHaveCount(0);
  await expect(page.getByRole('spinbutton')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Qoʻshish' })).toHaveCount(0);
  const [deliveredLine] = await admin.data<{ id: number }[]>('GET', `/order?orderHistoryId=${delivered!.id}`);
  expect((await admin.call('PATCH', `/order/${deliveredLine!.id}`, { quantity: 9 })).status).toBe(409);
  expect(
    (await admin.call('POST', '/order', { orderHistoryId: delivered!.id, productId: extra.id, quantity: 1 })).status,
  ).toBe(409);
});
