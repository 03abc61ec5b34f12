import { expect, test } from '@playwright/test';
import { accounts } from '../helpers/accounts';
import { Api, placeOrder } from '../helpers/api';
import { openOrder, row } from './courier-run';
import { heading, signIn } from './sign-in';

test.use({ viewport: { width: 390, height: 844 } });

test('a new order appears on the open /orders screen by itself, with the alert', async ({ page, baseURL }) => {
  // The orders placed so far are seen: the screen's first check finds nothing new to announce.
  await (await Api.signIn(baseURL!, accounts.courier)).data('PATCH', '/new-order');
  const firstCheck = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/new-order' && response.request().method() === 'GET',
  );
  // The page's clock is ours to move: the next polls come when the test says, not 10-15 s later.
  await page.clock.install();
  await signIn(page, accounts.courier);
  await expect(heading(page, 'Yangi buyurtmalar')).toBeVisible();
  await firstCheck;

  const admin = await Api.signIn(baseURL!, accounts.admin);
  const customer = await Api.signIn(baseURL!, accounts.customer);
  const order = await placeOrder(admin, customer, 'Polling sinovi');

  // The alert polls every 20 s and, finding a new order, refetches the orders to take at once.
  await page.clock.fastForward(20_000);
  await expect(page.getByText('Yangi buyurtma keldi!')).toBeVisible();
  await expect(page.getByText(`#${order.number}`)).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
});

test('a poll with nothing new is answered 304', async ({ baseURL }) => {
  const courier = await Api.signIn(baseURL!, accounts.courier);
  const url = `${baseURL}/api/order-history/new-and-not-delivered`;
  const auth = courier.authHeader;
  const first = await fetch(url, { headers: auth });
  const etag = first.headers.get('etag');
  expect(etag).toBeTruthy();
  const second = await fetch(url, { headers: { ...auth, 'If-None-Match': etag! } });
  expect(second.status).toBe(304);
});

test('after the courier’s own delivery on a route, the run’s next poll is a 304: the phone already holds what changed', async ({
  page,
  baseURL,
}) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const customer = await Api.signIn(baseURL!, accounts.customer);
  const courier = await Api.signIn(baseURL!, accounts.courier);
  const order = await placeOrder(admin, customer, 'Oʻz oʻzgarishi');
  await courier.data('PATCH', `/order-history/${order.id}`, { status: 'courier' });
  // First on a route of the whole run: once it is delivered, every other place moves up by one.
  const run = await courier.data<{ id: number }[]>('GET', '/order-history/new-and-not-delivered?mine=true&limit=100');
  const others = run.map((o) => o.id).filter((id) => id !== order.id);
  await courier.data('PATCH', '/order-history/route', { ids: [order.id, ...others] });
  const runPolls: number[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/api/order-history/new-and-not-delivered' && url.searchParams.get('mine') === 'true')
      runPolls.push(response.status());
  });
  await page.clock.install();
  await signIn(page, accounts.courier);
  await openOrder(page, order.number);
  await page.getByRole('button', { name: 'Yetkazildi' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yetkazildi' }).click();
  await expect(heading(page, 'Yangi buyurtmalar')).toBeVisible();
  await expect(row(page, order.number)).toBeHidden();

  const before = runPolls.length;
  await page.clock.fastForward(30_000);
  await expect.poll(() => runPolls.length).toBeGreaterThan(before);
  expect(runPolls.slice(before)).toEqual(runPolls.slice(before).map(() => 304));
  await expect(row(page, order.number)).toBeHidden();
});
