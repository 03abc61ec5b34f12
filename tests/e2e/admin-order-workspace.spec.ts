import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './shared-page';
import { accounts } from '../helpers/accounts';
import { Api, courierOf, orderByNumber, placeOrder } from '../helpers/api';
import { heading, signIn } from './sign-in';

test.use({ viewport: { width: 1440, height: 900 } });

/** Rows of the list's table fully inside the viewport, and the tallest row's height. */
const visibleRows = (page: Page) =>
  page.locator('tbody tr').evaluateAll((rows) => ({
    full: rows.filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    }).length,
    tallest: Math.max(...rows.map((row) => row.getBoundingClientRect().height)),
  }));

/** The value of one of the order's facts, by its term. */
const fact = (facts: Locator, term: string) =>
  facts
    .locator('div')
    .filter({ has: facts.page().locator('dt', { hasText: term }) })
    .locator('dd');

const sidebarCurrent = (page: Page) =>
  page.getByRole('navigation', { name: 'Asosiy menyu' }).locator('[aria-current="page"]');

for (const [path, title] of [
  ['/orders', 'Buyurtmalar'],
  ['/all-orders', 'Barcha buyurtmalar'],
] as const) {
  test(`${path}: one-line rows, at least 12 in view at 1440×900, the table inside the page`, async ({ page }) => {
    await signIn(page, accounts.admin, path);
    await expect(heading(page, title)).toBeVisible();
    await expect(page.locator('tbody tr[tabindex="0"]')).toHaveCount(20);
    const { full, tallest } = await visibleRows(page);
    expect(full).toBeGreaterThanOrEqual(12);
    expect(tallest).toBeLessThanOrEqual(48);
    // Nothing hides sideways: the last column's menu buttons are on screen.
    const menuButton = page.getByRole('button', { name: /amallar$/ }).first();
    const box = (await menuButton.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1440);

    // The last row in view: its menu opens upwards rather than past the viewport's bottom edge.
    await page
      .locator('tbody tr')
      .nth(full - 1)
      .getByRole('button', { name: /amallar$/ })
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    const menu = (await page.getByRole('menu').boundingBox())!;
    expect(menu.y).toBeGreaterThanOrEqual(0);
    expect(menu.x).toBeGreaterThanOrEqual(0);
    expect(menu.y + menu.height).toBeLessThanOrEqual(900);
    expect(menu.x + menu.width).toBeLessThanOrEqual(1440);
  });
}

test('at 1024×768 on a touch screen: the lists fit without sideways scrolling, and every control is a 44-px target', async ({
  browser,
  baseURL,
}) => {
  // The widest row on top whatever the demo data holds that day: accepted, waiting for a courier (the longest
  // row button, "Kuryer biriktirish"), paid by bank transfer (the longest method).
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const customer = await Api.signIn(baseURL!, accounts.customer);
  const widest = await placeOrder(admin, customer, 'Keng qator sinovi', undefined, 'transfer');
  await admin.data('PATCH', `/order-history/${widest.id}`, { status: 'accepted' });
  const context = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 }, hasTouch: true });
  const page = await context.newPage();
  expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
  await signIn(page, accounts.admin);
  for (const [path, title] of [
    ['/orders', 'Buyurtmalar'],
    ['/all-orders', 'Barcha buyurtmalar'],
  ] as const) {
    await page.goto(path);
    await expect(heading(page, title)).toBeVisible();
    await expect(page.locator('tbody tr[tabindex="0"]')).toHaveCount(20);
    const table = page.getByRole('table');
    expect(
      await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screens/admin${path.replace('/', '-')}-1024.png` });
    const small = await page
      .locator('main')
      .getByRole('button')
      .or(page.locator('main select, main input[type="search"], main input[type="date"]'))
      .evaluateAll((controls) =>
        controls
          .filter((c) => c.getBoundingClientRect().width > 0)
          .map((c) => ({
            name: c.getAttribute('aria-label') ?? c.textContent,
            height: Math.round(c.getBoundingClientRect().height),
          }))
          .filter((c) => c.height < 44),
      );
    expect(small).toEqual([]);
  }
  await context.close();
});

test('arrow keys move between rows, Enter opens the order, and its back link returns to the same list', async ({
  page,
}) => {
  await signIn(page, accounts.admin, '/all-orders?status=delivered&page=2');
  await expect(page.locator('tbody tr[tabindex="0"]')).toHaveCount(20);
  const rows = page.locator('tbody tr');
  await rows.first().focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(2)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(rows.nth(1)).toBeFocused();
  const number = (await rows.nth(1).getByRole('link').textContent())!;
  await page.keyboard.press('Enter');

  await expect(heading(page, 'Buyurtma mahsulotlari')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/\d+\/products$/);
  await expect(page.getByRole('heading', { name: `№${number}` })).toBeVisible();
  await expect(sidebarCurrent(page)).toHaveText('Barcha buyurtmalar');
  await page.getByRole('link', { name: '← Barcha buyurtmalar' }).click();
  await expect(page).toHaveURL(/\/all-orders\?status=delivered&page=2$/);
  await expect(sidebarCurrent(page)).toHaveText('Barcha buyurtmalar');

  // Opened from /orders, the page leads back there, and the menu agrees.
  await page.goto('/orders');
  await page.locator('tbody tr').first().getByRole('link').click();
  await expect(heading(page, 'Buyurtma mahsulotlari')).toBeVisible();
  await expect(sidebarCurrent(page)).toHaveText('Buyurtmalar');
  await expect(page.getByRole('link', { name: '← Buyurtmalar' })).toHaveAttribute('href', '/orders');
});

test('the row menu is a keyboard-operable menu button', async ({ page, baseURL }) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const customer = await Api.signIn(baseURL!, accounts.customer);
  const order = await placeOrder(admin, customer, 'Qator menyusi sinovi');
  await signIn(page, accounts.admin, `/orders?search=${order.number}`);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: String(order.number), exact: true }) });
  await expect(row.getByRole('button', { name: `Qabul qilish №${order.number}` })).toBeVisible();
  const more = row.getByRole('button', { name: `№${order.number}: amallar` });
  await expect(more).toHaveAttribute('aria-haspopup', 'menu');
  await expect(more).toHaveAttribute('aria-expanded', 'false');

  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu', { name: `№${order.number}: amallar` });
  await expect(menu.getByRole('menuitem')).toHaveText(['Buyurtmani ochish', 'Kuryer biriktirish', 'Rad etish']);
  await expect(menu.getByRole('menuitem', { name: 'Buyurtmani ochish' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Kuryer biriktirish' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Rad etish' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(more).toBeFocused();
  await expect(more).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Buyurtmani ochish' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Buyurtma mahsulotlari')).toBeVisible();
  await expect(page.getByRole('heading', { name: `№${order.number}` })).toBeVisible();
});

/** What the order's page shows of GET /order-history/{id} beyond its lines. */
interface Facts {
  id: number;
  deliveryDate: string;
  bottlesToReturn: number;
  bottlesReturned: number;
}
const bottles = (order: Facts) => `${order.bottlesToReturn} ta · qaytarib olingan: ${order.bottlesReturned} ta`;

test('the order page is the workspace: facts, history and every action the status allows', async ({
  page,
  baseURL,
}) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const customer = await Api.signIn(baseURL!, accounts.customer);
  const courier = await courierOf(admin, accounts.courier3);
  const addresses = await admin.data<{ id: number; street: string; landmark: string | null }[]>(
    'GET',
    `/address?userId=${customer.userId}`,
  );
  const address = addresses.find((a) => a.landmark);
  expect(address, 'the demo customer has an address with a landmark').toBeDefined();
  const order = await placeOrder(admin, customer, 'Ish joyi sinovi', address!.id);
  const placed = await admin.data<Facts>('GET', `/order-history/${order.id}`);

  await signIn(page, accounts.admin, `/orders/${order.id}/products`);
  await expect(heading(page, 'Buyurtma mahsulotlari')).toBeVisible();
  await expect(page.getByRole('heading', { name: `№${order.number}` })).toBeVisible();
  const facts = page.getByRole('region', { name: 'Buyurtma maʼlumotlari' });
  await expect(facts.getByRole('link', { name: /./ }).first()).toHaveAttribute(
    'href',
    `/users/details?id=${customer.userId}`,
  );
  await expect(facts.getByRole('link', { name: accounts.customer.phone })).toHaveAttribute(
    'href',
    `tel:${accounts.customer.phone}`,
  );
  await expect(facts).toContainText(address!.street);
  await expect(facts).toContainText(`Moʻljal: ${address!.landmark}`);
  await expect(fact(facts, 'Yetkazish sanasi')).toHaveText(placed.deliveryDate);
  await expect(fact(facts, 'Qaytariladigan idishlar')).toHaveText(bottles(placed));
  await expect(facts.getByRole('link', { name: 'Xaritada ochish' })).toHaveAttribute('href', /yandex/);
  await expect(facts).toContainText('Naqd pul');
  await expect(facts).toContainText('Ish joyi sinovi');
  await expect(facts).toContainText('Biriktirilmagan');
  const history = page.getByRole('region', { name: 'Tarix' }).getByRole('listitem');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('Kutilmoqda');

  await page.getByRole('button', { name: 'Qabul qilish' }).click();
  await expect(history).toHaveCount(2);
  await expect(history.nth(1)).toContainText('Qabul qilingan');
  await expect(history.nth(1)).toContainText('Administrator');

  await page.getByRole('button', { name: 'Kuryer biriktirish' }).click();
  const picker = page.getByRole('dialog', { name: `№${order.number} — kuryer biriktirish` });
  await picker.getByLabel('Kuryerni qidirish').fill(courier.fullName);
  await picker.getByRole('button', { name: new RegExp(courier.fullName) }).click();
  await expect(history).toHaveCount(3);
  await expect(history.nth(2)).toContainText(`Kuryer: ${courier.fullName}`);
  await expect(facts).toContainText(courier.fullName);

  await page.getByLabel('Toʻlov holati').selectOption({ label: 'Toʻlangan' });
  await expect(history).toHaveCount(4);
  await expect(history.nth(3)).toContainText('Toʻlov holati: Toʻlangan');

  await page.getByRole('button', { name: 'Rad etish' }).click();
  const reject = page.getByRole('dialog', { name: `№${order.number} — Rad etish` });
  await reject.getByLabel('Rad etish sababi').fill('Mijoz buyurtmani bekor qildi');
  await reject.getByRole('button', { name: 'Rad etish' }).click();
  await expect(history).toHaveCount(5);
  await expect(history.nth(4)).toContainText('Sabab: Mijoz buyurtmani bekor qildi');
  await expect(page.getByRole('button', { name: 'Rad etish' })).toHaveCount(0);
  await expect(page.getByRole('note')).toContainText('oʻzgartirib boʻlmaydi');
  expect(await orderByNumber(admin, order.number)).toMatchObject({ status: 'rejected', version: 5 });
  // Read-only now: quantities are counted items ("3 ta"), never litres.
  const quantities = page.getByRole('table', { name: 'Buyurtma mahsulotlari' }).locator('tbody td:nth-child(3)');
  await expect(quantities.first()).toHaveText(/^\d+ ta$/);
  await expect(page.getByRole('table', { name: 'Buyurtma mahsulotlari' }).getByText(/\d+ litr/)).toHaveCount(0);
});

test('a delivered order’s page shows its delivery date and the bottles taken back, as the API has them', async ({
  page,
  baseURL,
}) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const delivered = await admin.data<Facts[]>('GET', '/order-history?status=delivered&limit=100');
  const listed = delivered.find((o) => o.bottlesReturned > 0);
  expect(listed, 'the demo data has delivered orders with bottles taken back').toBeDefined();
  const order = await admin.data<Facts>('GET', `/order-history/${listed!.id}`);

  await signIn(page, accounts.admin, `/orders/${order.id}/products`);
  const facts = page.getByRole('region', { name: 'Buyurtma maʼlumotlari' });
  await expect(fact(facts, 'Yetkazish sanasi')).toHaveText(order.deliveryDate);
  await expect(fact(facts, 'Qaytariladigan idishlar')).toHaveText(bottles(order));
});

test('reassigning a courier gives the order to the new one in one change', async ({ page, baseURL }) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const customer = await Api.signIn(baseURL!, accounts.customer);
  const [from, to] = [await courierOf(admin, accounts.courier2), await courierOf(admin, accounts.courier3)];
  const placed = await placeOrder(admin, customer, 'Kuryer almashtirish sinovi');
  await admin.data('PATCH', `/order-history/${placed.id}`, { status: 'courier', courierId: from.id });

  await signIn(page, accounts.admin, `/orders/${placed.id}/products`);
  const facts = page.getByRole('region', { name: 'Buyurtma maʼlumotlari' });
  await expect(facts).toContainText(from.fullName);
  const history = page.getByRole('region', { name: 'Tarix' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await page.getByRole('button', { name: 'Kuryerni almashtirish' }).click();
  const picker = page.getByRole('dialog', { name: `№${placed.number} — kuryer biriktirish` });
  await picker.getByLabel('Kuryerni qidirish').fill(to.fullName);
  await picker.getByRole('button', { name: new RegExp(to.fullName) }).click();
  await expect(history).toHaveCount(3);
  await expect(history.nth(2)).toContainText(`Kuryer: ${to.fullName}`);
  await expect(facts).toContainText(to.fullName);
  await expect(page.getByRole('button', { name: 'Kuryerni almashtirish' })).toBeEnabled();

  type Event = { status: string; by: { id: number } | null; note?: string };
  type Detail = { status: string; courierId: number; version: number; events: Event[] };
  const order = await admin.data<Detail>('GET', `/order-history/${placed.id}`);
  // One change: never an order without a courier in between.
  expect(order).toMatchObject({ status: 'courier', courierId: to.id, version: 3 });
  expect(order.events.slice(-2).map(({ status, by, note }) => ({ status, by: by?.id, note }))).toEqual([
    { status: 'courier', by: admin.userId, note: `Kuryer: ${from.fullName}` },
    { status: 'courier', by: admin.userId, note: `Kuryer: ${to.fullName}` },
  ]);
});

test('“Ruxsat yoʻq” leads each role home, and keeps “Chiqish”', async ({ page, browser }) => {
  await signIn(page, accounts.admin, '/no-such-page');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await page.getByRole('link', { name: 'Bosh sahifaga qaytish' }).click();
  await expect(heading(page, 'Bosh sahifa')).toBeVisible();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const courierPage = await phone.newPage();
  await signIn(courierPage, accounts.courier, '/main');
  await expect(courierPage).toHaveURL(/\/unauthorized$/);
  await courierPage.getByRole('link', { name: 'Bosh sahifaga qaytish' }).click();
  await expect(heading(courierPage, 'Yangi buyurtmalar')).toBeVisible();
  await phone.close();

  const shop = await browser.newContext();
  const customerPage = await shop.newPage();
  await signIn(customerPage, accounts.customer);
  await expect(heading(customerPage, 'Ruxsat yoʻq')).toBeVisible();
  await expect(customerPage.getByRole('button', { name: 'Chiqish' })).toBeVisible();
  await expect(customerPage.getByRole('link', { name: 'Bosh sahifaga qaytish' })).toHaveCount(0);
  await shop.close();
});

test('the dashboard writes numbers one way and groups a long range by week unless the admin chose', async ({
  page,
}) => {
  await signIn(page, accounts.admin, '/main');
  await expect(heading(page, 'Bosh sahifa')).toBeVisible();
  const grouping = page.getByRole('group', { name: 'Guruhlash' });
  await expect(grouping.getByRole('button', { name: 'Kun' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('group', { name: 'Davr' }).getByRole('button', { name: '1 yil' }).click();
  await expect(grouping.getByRole('button', { name: 'Hafta' })).toHaveAttribute('aria-pressed', 'true');
  expect(new URL(page.url()).searchParams.has('groupBy')).toBe(false);
  await page.getByText('Jadval koʻrinishida').click();
  const table = page.getByRole('table', { name: 'Grafik maʼlumotlari' });
  expect(await table.locator('tbody tr').count()).toBeLessThanOrEqual(54);
  // Every figure of the table and the cards: space-grouped, never "6,000" or "20000".
  for (const text of await page.locator('dd, td').allTextContents()) expect(text).not.toMatch(/\d[,.]\d{3}\b|\d{4,}/);
  await expect(table.locator('tbody tr').first().locator('td').last()).toHaveText(/ soʻm$/);

  await grouping.getByRole('button', { name: 'Kun' }).click();
  await expect(page).toHaveURL(/groupBy=day/);
  await page.getByRole('group', { name: 'Davr' }).getByRole('button', { name: '90 kun' }).click();
  await expect(grouping.getByRole('button', { name: 'Kun' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/groupBy=day/);
});
