import { chromium, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accounts } from '../helpers/accounts';
import {
  Api,
  bottleBalance,
  orderByNumber,
  orderWithBottles,
  returnableBottles,
  type OrderSummary,
} from '../helpers/api';
import { chromiumArgs, chromiumPath } from '../helpers/chromium';
import { startFaultProxy, type FaultProxy } from '../helpers/fault-proxy';
import { openOrder, showRow } from './courier-run';
import { heading, signIn } from './sign-in';

// Each of the ways a courier's change used to be lost, replayed through a proxy of our own between
// the browser and the real server. The data layer is under test, so service workers are blocked.
const viewport = { width: 390, height: 844 };
const patches = /^\/api\/order-history\/\d+$/;

let proxy: FaultProxy;
test.beforeEach(async ({ baseURL }) => {
  proxy = await startFaultProxy(baseURL!);
});
test.afterEach(() => proxy.close());

const card = (page: Page, number: number) => page.getByRole('article', { name: `#${number}` });
const failedList = (page: Page) => page.getByRole('region', { name: /Yuborilmadi/ });
const patchesOf = (order: OrderSummary) =>
  proxy.seen.filter((r) => r.method === 'PATCH' && r.path === `/api/order-history/${order.id}`);

async function courierPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: proxy.url, viewport, serviceWorkers: 'block' });
  // The page's clock runs as usual, and a test can move it past the retries' back-off.
  await context.clock.install();
  const page = await context.newPage();
  await signIn(page, accounts.courier3);
  await expect(heading(page, 'Yangi buyurtmalar')).toBeVisible();
  return { context, page };
}

/** An order courier3 holds, as the screen lists it under "Mening buyurtmalarim". */
async function heldOrder(baseURL: string) {
  const courier = await Api.signIn(baseURL, accounts.courier3);
  const order = await orderWithBottles(baseURL);
  const taken = await courier.data<OrderSummary>('PATCH', `/order-history/${order.id}`, {
    status: 'courier',
    version: order.version,
  });
  return { courier, order: { ...order, ...taken } };
}

async function deliver(page: Page, order: OrderSummary, bottles: number) {
  await openOrder(page, order.number);
  await page.getByRole('button', { name: 'Yetkazildi' }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByLabel('Qaytarib olingan boʻsh idishlar').fill(String(bottles));
  await sheet.getByRole('button', { name: 'Yetkazildi' }).click();
}

test('(1) the server answers 500 past every retry: the delivery is kept under "Yuborilmadi" and goes through when resent', async ({
  browser,
  baseURL,
}) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const { order } = await heldOrder(baseURL!);
  const { context, page } = await courierPage(browser);
  await showRow(page, order.number);

  proxy.fail({ method: 'PATCH', path: patches, reply: 500 });
  await deliver(page, order, 1);
  await expect(page.getByText('Yuborilmagan oʻzgarishlar: 1')).toBeVisible();

  const failed = failedList(page).getByRole('listitem', { name: `#${order.number} — Yetkazildi` });
  // The retries wait 1, 2 and 4 s on the page's clock: a second of it passes at each look.
  await expect.poll(async () => (await failed.isVisible()) || void (await context.clock.fastForward(1000))).toBe(true);
  await expect(failed.getByText('Serverda xatolik yuz berdi')).toBeVisible();
  await expect(page.getByText('Yuborilmadi: 1').first()).toBeVisible();
  expect(patchesOf(order).length).toBeGreaterThanOrEqual(3);
  expect((await orderByNumber(admin, order.number)).status).toBe('courier');

  // Still there after a reload: the refusal was written down too.
  await page.reload();
  await expect(failed).toBeVisible();

  proxy.heal();
  await failed.getByRole('button', { name: 'Qayta yuborish' }).click();
  await expect(failedList(page)).toBeHidden({ timeout: 20_000 });
  await expect
    .poll(async () => (await orderByNumber(admin, order.number)).status, { timeout: 20_000 })
    .toBe('delivered');
  expect((await orderByNumber(admin, order.number)).bottlesReturned).toBe(1);
});

test('(2) a 500 can no longer split a delivery from its bottles: both travel in one PATCH, retried as one', async ({
  browser,
  baseURL,
}) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const { order } = await heldOrder(baseURL!);
  const balanceBefore = await bottleBalance(admin, order.user.phone);
  const { page } = await courierPage(browser);
  await showRow(page, order.number);

  proxy.fail({ method: 'PATCH', path: patches, reply: 500, times: 1 });
  await deliver(page, order, 2);
  await expect
    .poll(async () => (await orderByNumber(admin, order.number)).status, { timeout: 20_000 })
    .toBe('delivered');

  const after = await orderByNumber(admin, order.number);
  expect(after).toMatchObject({ bottlesReturned: 2, version: order.version + 1 });
  // The delivery hands over the order's returnable bottles and takes 2 empties back.
  const brought = await returnableBottles(admin, order.id);
  expect(await bottleBalance(admin, order.user.phone)).toBe(balanceBefore + brought - 2);
  expect(patchesOf(order).map((r) => r.outcome)).toEqual([500, 200]);
  expect(proxy.seen.filter((r) => r.path.startsWith('/api/bottle'))).toEqual([]);
  await expect(page.getByText(/Yuborilmagan oʻzgarishlar|Yuborilmadi/)).toHaveCount(0);
});

test('(3) the app killed moments after a tap, as its change leaves: relaunched, the change is still queued, then reaches the server once', async ({
  baseURL,
}) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const { order } = await heldOrder(baseURL!);
  const userDataDir = mkdtempSync(join(tmpdir(), 'yetkaz-kill-'));
  const launch = () =>
    chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumPath,
      args: chromiumArgs,
      baseURL: proxy.url,
      viewport,
      serviceWorkers: 'block',
    });
  try {
    const first = await launch();
    const page = first.pages()[0] ?? (await first.newPage());
    await signIn(page, accounts.courier3);
    await showRow(page, order.number);

    proxy.fail({ method: 'PATCH', path: patches, reply: 'hang' });
    const sending = page.waitForRequest(
      (request) => request.method() === 'PATCH' && patches.test(new URL(request.url()).pathname),
    );
    await deliver(page, order, 1);
    // Killed the moment the change leaves for the server, a few milliseconds after the tap: the app
    // writes it to IndexedDB before sending it, so nothing but that write may have happened yet.
    await sending;
    process.kill(browserPid(userDataDir), 'SIGKILL');
    await first.close().catch(() => {});

    const again = await launch();
    const relaunched = again.pages()[0] ?? (await again.newPage());
    await relaunched.goto('/orders');
    // Chromium writes localStorage lazily (seconds), so a kill this early may cost the session,
    // never the change: it waits in IndexedDB for the same courier's sign-in.
    await expect(relaunched.getByRole('heading', { level: 1 })).toBeVisible();
    if (relaunched.url().endsWith('/sign-in')) await signIn(relaunched, accounts.courier3);
    await expect(relaunched.getByText('Yuborilmagan oʻzgarishlar: 1')).toBeVisible();
    // The list's rows are drawn a few at a time.
    await showRow(relaunched, order.number);
    await expect(card(relaunched, order.number).getByText('Yuborilmagan')).toBeVisible();
    expect((await orderByNumber(admin, order.number)).status).toBe('courier');

    proxy.heal();
    proxy.dropHung();
    await expect(relaunched.getByText(/Yuborilmagan oʻzgarishlar/)).toBeHidden({ timeout: 30_000 });
    const after = await orderByNumber(admin, order.number);
    expect(after).toMatchObject({ status: 'delivered', bottlesReturned: 1, version: order.version + 1 });
    await again.close();
  } finally {
    rmSync(userDataDir, { recursive: true, force: true });
  }
});

test('(4) an admin cancels the payment meanwhile: the courier’s stale delivery is a conflict, shown and kept, never an overwrite', async ({
  browser,
  baseURL,
}) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const { order } = await heldOrder(baseURL!);
  const { context, page } = await courierPage(browser);
  await showRow(page, order.number);

  await context.setOffline(true);
  await deliver(page, order, 1);
  await showRow(page, order.number);
  await expect(card(page, order.number).getByText('Yuborilmagan')).toBeVisible();
  await admin.data('PATCH', `/order-history/${order.id}`, { paymentStatus: 'canceled' });

  await context.setOffline(false);
  const failed = failedList(page).getByRole('listitem', { name: `#${order.number} — Yetkazildi` });
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await expect(
    failed.getByText(
      'Buyurtma oʻzgargan: holati «Kuryerda», toʻlov «Bekor qilingan». Sizning oʻzgarishingiz yuborilmadi.',
    ),
  ).toBeVisible();
  expect(await orderByNumber(admin, order.number)).toMatchObject({ status: 'courier' });
  expect(
    (await admin.data<{ paymentStatus: string }[]>('GET', `/order-history?search=${order.number}`))[0]!.paymentStatus,
  ).toBe('canceled');

  // It outlives a sign-out and the same courier's next sign-in.
  await page.getByRole('button', { name: 'Chiqish' }).first().click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText(/Yuborilmadi: 1/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Chiqish' }).click();
  await signIn(page, accounts.courier3);
  await expect(failed).toBeVisible();

  await failed.getByRole('button', { name: 'Bekor qilish' }).click();
  await expect(failedList(page)).toBeHidden();
  await page.reload();
  await expect(heading(page, 'Yangi buyurtmalar')).toBeVisible();
  await expect(failedList(page)).toBeHidden();
  expect(
    (await admin.data<{ paymentStatus: string }[]>('GET', `/order-history?search=${order.number}`))[0]!.paymentStatus,
  ).toBe('canceled');
});

test('(4b) an admin hands the order to another courier meanwhile: the hand-back is refused, kept, and says so', async ({
  browser,
  baseURL,
}) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const other = await Api.signIn(baseURL!, accounts.courier2);
  const { order } = await heldOrder(baseURL!);
  const { context, page } = await courierPage(browser);
  await showRow(page, order.number);

  await context.setOffline(true);
  await openOrder(page, order.number);
  await page.getByRole('button', { name: 'Qaytarish' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Qaytarish' }).click();
  await admin.data('PATCH', `/order-history/${order.id}`, { status: 'accepted' });
  await admin.data('PATCH', `/order-history/${order.id}`, { status: 'courier', courierId: other.userId });

  await context.setOffline(false);
  const failed = failedList(page).getByRole('listitem', { name: `#${order.number} — Qaytarish` });
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await expect(failed.getByText(/Buyurtma oʻzgargan: .*boshqa kuryerga biriktirilgan/)).toBeVisible();
  expect((await orderByNumber(admin, order.number)).courierId).toBe(other.userId);
});

/** The main process of the Chromium that uses `userDataDir` (its helpers carry a --type). */
function browserPid(userDataDir: string): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    if (args.some((a) => a === `--user-data-dir=${userDataDir}`) && !args.some((a) => a.startsWith('--type=')))
      return Number(entry);
  }
  throw new Error(`no browser process for ${userDataDir}`);
}
