import { expect, test as testInANewContext, type Page } from '@playwright/test';
import { test } from './shared-page';
import { accounts, type Account } from '../helpers/accounts';
import { Api, atLeastOwnOrders, placeOrder } from '../helpers/api';
import { openOrder, row, showRow } from './courier-run';
import { persistedCaches } from './persisted-cache';
import { heading, signIn } from './sign-in';

const runSheet = (page: Page) => page.getByRole('region', { name: /^Mening buyurtmalarim/ });

/** A new order paid online (its payment still `processing`), taken by courier2. */
async function heldOnlineOrder(baseURL: string) {
  const admin = await Api.signIn(baseURL, accounts.admin);
  const customer = await Api.signIn(baseURL, accounts.customer);
  const courier = await Api.signIn(baseURL, accounts.courier2);
  const placed = await placeOrder(admin, customer, 'Click bilan', undefined, 'click');
  await courier.data('PATCH', `/order-history/${placed.id}`, { status: 'courier' });
  return { admin, courier, order: placed };
}

async function openRunSheet(page: Page, account: Account = accounts.courier2) {
  await signIn(page, account);
  await expect(heading(page, 'Yangi buyurtmalar')).toBeVisible();
  await expect(runSheet(page).getByRole('article').first()).toBeVisible();
}

/** The numbers of the courier's own orders, as their rows stand on the screen. */
const runNumbers = async (page: Page) =>
  (await runSheet(page).getByRole('heading', { level: 3 }).allTextContents()).map((n) => Number(n.slice(1)));

const serverRun = async (courier: Api) =>
  (
    await courier.data<{ number: number; routePosition: number }[]>(
      'GET',
      '/order-history/new-and-not-delivered?mine=true&limit=100',
    )
  ).map((o) => o.number);

const serverOrder = async (admin: Api, id: number) =>
  admin.data<{ status: string; paymentMethod: string; paymentStatus: string; events: { note?: string }[] }>(
    'GET',
    `/order-history/${id}`,
  );

for (const viewport of [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, serviceWorkers: 'block' });

    test('the first screen holds at least four own orders, as compact rows, in a light page', async ({
      page,
      baseURL,
    }) => {
      await atLeastOwnOrders(await Api.signIn(baseURL!, accounts.courier), 4);
      await openRunSheet(page, accounts.courier);
      // The push card is a line from the second visit on.
      await page.reload();
      await expect(runSheet(page).getByRole('article').nth(3)).toBeVisible();
      const tabBar = (await page.getByRole('navigation', { name: 'Asosiy menyu' }).boundingBox())!;
      const rows = await runSheet(page).getByRole('article').all();
      let onFirstScreen = 0;
      for (const each of rows) {
        const box = (await each.boundingBox())!;
        expect(box.height).toBeLessThanOrEqual(120);
        if (box.y >= 0 && box.y + box.height <= tabBar.y) onFirstScreen++;
      }
      expect(onFirstScreen).toBeGreaterThanOrEqual(4);
      expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(800);
    });

    test('every row shows its customer, and its money stays inside the row, beside “Olish” or the route’s arrows too', async ({
      page,
    }) => {
      await openRunSheet(page, accounts.courier);
      const overflows = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('article')].flatMap((row) => {
            const [number, name, money] = [...row.querySelector('h3')!.parentElement!.children];
            const link = row.querySelector('a')!.getBoundingClientRect();
            const problems = [];
            // About four letters at least: a name cut to "…" tells the courier nothing.
            if (name!.getBoundingClientRect().width < 40) problems.push(`${number!.textContent}: name hidden`);
            if (money!.getBoundingClientRect().right > link.right + 0.5)
              problems.push(`${number!.textContent}: money spills`);
            return problems;
          }),
        );
      await expect(runSheet(page).getByRole('article').first()).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: /^Olish mumkin/ })
          .getByRole('article')
          .first(),
      ).toBeAttached();
      expect(await overflows()).toEqual([]);
      await runSheet(page).getByRole('button', { name: 'Tartib' }).click();
      await expect(runSheet(page).getByTestId('route-handle').first()).toBeAttached();
      expect(await overflows()).toEqual([]);
    });

    test('an online payment that has not gone through is a warning; “Naqd oldim” delivers it as cash', async ({
      page,
      baseURL,
    }) => {
      const { admin, order } = await heldOnlineOrder(baseURL!);
      await openRunSheet(page);
      await showRow(page, order.number);
      await expect(row(page, order.number).getByText('Click: Jarayonda')).toBeVisible();
      await openOrder(page, order.number);
      await page.getByRole('button', { name: 'Yetkazildi' }).click();
      const sheet = page.getByRole('dialog');
      await expect(sheet.getByRole('alert')).toContainText('Toʻlov oʻtmagan — naqd oling yoki buyurtmani qaytaring');
      await expect(sheet.getByRole('button', { name: 'Yetkazildi' })).toHaveCount(0);
      await expect(sheet.getByRole('button', { name: 'Qaytarish' })).toBeVisible();
      await expect(sheet.getByRole('button', { name: 'Rad etish' })).toBeVisible();
      await sheet.getByRole('button', { name: 'Naqd oldim' }).click();
      await expect(heading(page, 'Yangi buyurtmalar')).toBeVisible();
      await expect(row(page, order.number)).toBeHidden();
      const after = await serverOrder(admin, order.id);
      expect(after).toMatchObject({ status: 'delivered', paymentMethod: 'cash', paymentStatus: 'success' });
      expect(after.events.at(-1)!.note).toContain('Naqd pul olindi (avval: Click, Jarayonda)');
    });

    test('offline, “Naqd oldim” waits in the queue and reaches the server once the network is back', async ({
      page,
      context,
      baseURL,
    }) => {
      const { admin, order } = await heldOnlineOrder(baseURL!);
      await openRunSheet(page);
      await showRow(page, order.number);
      await context.setOffline(true);
      await openOrder(page, order.number);
      await page.getByRole('button', { name: 'Yetkazildi' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Naqd oldim' }).click();
      await showRow(page, order.number);
      await expect(row(page, order.number).getByText('Yuborilmagan')).toBeVisible();
      await expect(row(page, order.number).getByText('Toʻlangan')).toBeVisible();
      expect((await serverOrder(admin, order.id)).status).toBe('courier');
      await context.setOffline(false);
      await expect(page.getByText(/Yuborilmagan oʻzgarishlar/)).toBeHidden({ timeout: 20_000 });
      expect(await serverOrder(admin, order.id)).toMatchObject({
        status: 'delivered',
        paymentMethod: 'cash',
        paymentStatus: 'success',
      });
    });
  });
}

test.describe('the route and the sheets', () => {
  test.use({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

  test('the run’s next rows are drawn while its end is still below the screen, not once it comes into sight', async ({
    page,
    baseURL,
  }) => {
    await atLeastOwnOrders(await Api.signIn(baseURL!, accounts.courier), 16);
    await openRunSheet(page, accounts.courier);
    const rows = runSheet(page).getByRole('article');
    const twelfthEnd = async () => {
      const box = (await rows.nth(11).boundingBox())!;
      return box.y + box.height;
    };
    const screen = page.viewportSize()!.height;
    await page.mouse.move(180, 300);
    await page.mouse.wheel(0, (await twelfthEnd()) - screen - 150);
    let settled = NaN;
    await expect.poll(async () => settled === (settled = await twelfthEnd())).toBe(true);
    // The list's end (just after the twelfth row) is 150 px below the screen, and stays there while the rows come.
    expect(settled).toBeGreaterThan(screen + 100);
    await expect.poll(() => rows.count()).toBeGreaterThan(12);
    expect(await twelfthEnd()).toBe(settled);
  });

  test('the route’s order is kept across a reload and on the server', async ({ page, baseURL }) => {
    await heldOnlineOrder(baseURL!);
    const { courier } = await heldOnlineOrder(baseURL!);
    await openRunSheet(page);
    const numbers = () => runNumbers(page);
    const before = await numbers();
    await runSheet(page).getByRole('button', { name: 'Tartib' }).click();
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/order-history/route') && r.ok());
    await page.getByRole('button', { name: `Pastga: #${before[0]}` }).click();
    await sent;
    const moved = [before[1]!, before[0]!, ...before.slice(2)];
    await expect.poll(numbers).toEqual(moved);
    await page.reload();
    await expect.poll(numbers).toEqual(moved);
    const onServer = await courier.data<{ number: number; routePosition: number }[]>(
      'GET',
      '/order-history/new-and-not-delivered?mine=true&limit=100',
    );
    expect(onServer.map((o) => o.number).slice(0, moved.length)).toEqual(moved);
    expect(onServer.map((o) => o.routePosition).slice(0, 2)).toEqual([1, 2]);
  });

  test('a stop dragged by its handle with the mouse takes its new place, on screen, after a reload and on the server', async ({
    page,
    baseURL,
  }) => {
    for (let i = 0; i < 2; i++) await heldOnlineOrder(baseURL!);
    const { courier } = await heldOnlineOrder(baseURL!);
    await openRunSheet(page);
    const before = await runNumbers(page);
    await runSheet(page).getByRole('button', { name: 'Tartib' }).click();
    const handles = runSheet(page).getByTestId('route-handle');
    // The third stop goes first: the two above it make room, in one drag.
    await handles.nth(1).evaluate((handle) => handle.closest('li')!.scrollIntoView({ block: 'center' }));
    const from = (await handles.nth(2).boundingBox())!;
    const to = (await handles.nth(0).boundingBox())!;
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/order-history/route') && r.ok());
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 10, { steps: 12 });
    await page.mouse.up();
    await sent;
    const moved = [before[2]!, before[0]!, before[1]!, ...before.slice(3)];
    await expect.poll(() => runNumbers(page)).toEqual(moved);
    await page.reload();
    await expect.poll(() => runNumbers(page)).toEqual(moved);
    expect((await serverRun(courier)).slice(0, moved.length)).toEqual(moved);
  });

  test('“Yaqinlik boʻyicha” puts the stop where the phone stands first, on screen and on the server', async ({
    browser,
    baseURL,
  }) => {
    for (let i = 0; i < 2; i++) await heldOnlineOrder(baseURL!);
    const { courier } = await heldOnlineOrder(baseURL!);
    const run = await courier.data<
      { number: number; address: { latitude: number | null; longitude: number | null } }[]
    >('GET', '/order-history/new-and-not-delivered?mine=true&limit=100');
    const at = ({ address }: (typeof run)[number]) => `${address.latitude},${address.longitude}`;
    // A stop not first yet, alone at its place (the held orders share one customer's address).
    const here = run
      .slice(1)
      .find((order) => order.address.latitude !== null && run.filter((other) => at(other) === at(order)).length === 1)!;
    // The geolocation it grants cannot be taken back on the shared page.
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 360, height: 640 },
      serviceWorkers: 'block',
      permissions: ['geolocation'],
      geolocation: { latitude: here.address.latitude!, longitude: here.address.longitude! },
    });
    const page = await context.newPage();
    await openRunSheet(page);
    await runSheet(page).getByRole('button', { name: 'Tartib' }).click();
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/order-history/route') && r.ok());
    await page.getByRole('button', { name: 'Yaqinlik boʻyicha tartiblash' }).click();
    await sent;
    await expect.poll(async () => (await runNumbers(page))[0]).toBe(here.number);
    expect((await serverRun(courier))[0]).toBe(here.number);
    await context.close();
  });

  test('an order opened from far down the run shows its top; Back finds the list where it was', async ({
    page,
    baseURL,
  }) => {
    await atLeastOwnOrders(await Api.signIn(baseURL!, accounts.courier), 10);
    await openRunSheet(page, accounts.courier);
    const far = runSheet(page).getByRole('article').nth(8);
    await far.scrollIntoViewIfNeeded();
    const number = Number((await far.getByRole('heading', { level: 3 }).textContent())!.slice(1));
    const placeInList = (await far.boundingBox())!.y;
    await far.getByRole('link').click();
    // The layout's one scrolling box once kept the list's offset, and the page opened at its history.
    await expect(heading(page, `Buyurtma #${number}`)).toBeInViewport();
    await page.goBack();
    await expect(row(page, number)).toBeInViewport();
    expect(Math.abs((await row(page, number).boundingBox())!.y - placeInList)).toBeLessThan(2);
  });

  test('Back and Escape close a sheet without leaving the order; Back from the order returns to the list', async ({
    page,
    baseURL,
  }) => {
    const { order } = await heldOnlineOrder(baseURL!);
    await openRunSheet(page);
    await openOrder(page, order.number);
    // The sheets' code came right after the first screen: the start's first tap draws its sheet in the same task
    // (a lazy component suspends on its first draw even when its code is here, and React showed it 300 ms later).
    await page.waitForLoadState('networkidle');
    const drawnAtOnce = await page.evaluate(async () => {
      [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Rad etish')!.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
      return document.querySelector('[role="dialog"]') !== null;
    });
    expect(drawnAtOnce).toBe(true);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(heading(page, `Buyurtma #${order.number}`)).toBeVisible();
    await page.getByRole('button', { name: 'Yetkazildi' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(heading(page, `Buyurtma #${order.number}`)).toBeVisible();
    await page.goBack();
    await expect(heading(page, 'Yangi buyurtmalar')).toBeVisible();
  });
});

// A service worker belongs to its context: this test gets a context of its own.
testInANewContext.describe('offline, with the service worker', () => {
  testInANewContext.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

  testInANewContext(
    'the lines of an order the courier never opened show without a network',
    async ({ page, context, baseURL }) => {
      const { admin, order } = await heldOnlineOrder(baseURL!);
      const lines = await admin.data<{ product: { name: string } }[]>('GET', `/order?orderHistoryId=${order.id}`);
      await openRunSheet(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
      // Kept offline at an idle moment after the list came, without the courier opening it.
      await expect
        .poll(async () => JSON.stringify(await persistedCaches(page)).includes(`"orderHistoryId":${order.id}`), {
          timeout: 20_000,
        })
        .toBe(true);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByText('Internet yoʻq — oflayn rejim')).toBeVisible();
      await openOrder(page, order.number);
      const listed = page.getByRole('region', { name: /^Mahsulotlar: \d+ ta$/ });
      await expect(listed.getByText(lines[0]!.product.name, { exact: false }).first()).toBeVisible();
      await expect(page.getByText('Yuklanmoqda…')).toHaveCount(0);
    },
  );
});
