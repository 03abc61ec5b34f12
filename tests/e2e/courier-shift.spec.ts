import { expect, type Page } from '@playwright/test';
import { test } from './shared-page';
import { accounts } from '../helpers/accounts';
import { Api, atLeastOpenOrders, unassignedOrder } from '../helpers/api';
import { heading, signIn } from './sign-in';

test.use({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

const section = (page: Page, name: string) => page.getByRole('region', { name });

async function openOrders(page: Page, path = '/orders') {
  // At least one order to take: tests before may have taken the demo's.
  await unassignedOrder(await Api.signIn(test.info().project.use.baseURL!, accounts.courier));
  await signIn(page, accounts.courier, path);
  await expect(heading(page, 'Yangi buyurtmalar')).toBeVisible();
  await expect(section(page, 'Olish mumkin').getByRole('article').first()).toBeVisible();
}

test('own orders first, then the ones to take; the summary is the courier’s own; the page stays light', async ({
  page,
  baseURL,
}) => {
  const courier = await Api.signIn(baseURL!, accounts.courier);
  const own = await courier.data<{ cashToCollect: number; total: number }>(
    'GET',
    '/order-history/new-and-not-delivered-card?mine=true',
  );
  await openOrders(page);

  const titles = await page.locator('main section > h2').allTextContents();
  expect(titles.slice(0, 2).map((t) => t.replace(/\d+ ta$/, ''))).toEqual(['Mening buyurtmalarim', 'Olish mumkin']);
  const summary = page.getByRole('definition').filter({ hasText: 'soʻm' }).first();
  await expect(summary).toHaveText(`${own.cashToCollect.toLocaleString('en').replace(/,/g, ' ')} soʻm`);
  const mine = section(page, 'Mening buyurtmalarim').getByRole('article');
  // A few rows are drawn first, the rest as the courier scrolls.
  await expect(mine).toHaveCount(Math.min(12, own.total));
  expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(1500);

  // Every own order came with the first request (so all are kept offline): scrolling draws them without asking again.
  const asked: string[] = [];
  page.on('request', (request) => request.url().includes('mine=true&page=') && asked.push(request.url()));
  await expect
    .poll(async () => {
      await mine.last().scrollIntoViewIfNeeded();
      return mine.count();
    })
    .toBe(own.total);
  expect(asked.filter((url) => !url.includes('page=1&'))).toEqual([]);
});

test('an order’s page adds up its money, and a line reads as items of a size, never as litres', async ({ page }) => {
  await openOrders(page);
  await section(page, 'Olish mumkin').getByRole('article').first().getByRole('link').click();
  const lines = page.getByRole('region', { name: /^Mahsulotlar: \d+ ta$/ });
  for (const label of ['Mahsulotlar', 'Chegirma', 'Yetkazib berish', 'Jami'])
    await expect(lines.getByText(label, { exact: true })).toBeVisible();
  await expect(lines.getByRole('listitem').first()).toHaveText(/^\d+ × .+\d/);
  await expect(lines.getByText(/× \d+ litr/)).toHaveCount(0);
});

test('?order=<id> (a tapped notification) opens the order’s page, and Back from there lands on the list', async ({
  page,
  baseURL,
}) => {
  const courier = await Api.signIn(baseURL!, accounts.courier);
  // An order beyond the first page of those to take: tests before may have taken the demo's.
  await atLeastOpenOrders(
    await Api.signIn(baseURL!, accounts.admin),
    await Api.signIn(baseURL!, accounts.customer),
    11,
    '&unassigned=true',
  );
  const later = await courier.data<{ id: number; number: number }[]>(
    'GET',
    '/order-history/new-and-not-delivered?unassigned=true&page=2&limit=10',
  );
  const target = later.at(-1)!;
  await signIn(page, accounts.courier, `/orders?order=${target.id}`);
  await expect(heading(page, `Buyurtma #${target.number}`)).toBeVisible();
  await page.getByRole('button', { name: 'Orqaga' }).click();
  await expect(heading(page, 'Yangi buyurtmalar')).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);

  await page.goto('/orders?order=2147483000');
  await expect(page.getByText('Bu buyurtma roʻyxatda yoʻq: u yopilgan yoki boshqa kuryerga berilgan.')).toBeVisible();
});

test('the reject sheet offers ready reasons, takes a chip or three characters, and its button looks disabled until then', async ({
  page,
  baseURL,
}) => {
  const courier = await Api.signIn(baseURL!, accounts.courier);
  // An order of the courier's own to reject: tests before may have delivered the demo's.
  const [mine] = await courier.data<unknown[]>('GET', '/order-history/new-and-not-delivered?mine=true&limit=1');
  if (!mine) {
    const order = await unassignedOrder(courier);
    await courier.data('PATCH', `/order-history/${order.id}`, { status: 'courier', version: order.version });
  }
  await openOrders(page);
  const own = section(page, 'Mening buyurtmalarim').getByRole('article').first();
  await own.getByRole('link').click();
  await page.getByRole('button', { name: 'Rad etish' }).click();
  const sheet = page.getByRole('dialog');
  const chips = sheet.getByRole('group', { name: 'Tayyor sabab' }).getByRole('button');
  await expect(chips).toHaveText([
    'Mijoz telefonni olmadi',
    'Mijoz manzilda yoʻq',
    'Mijoz bekor qildi',
    'Manzil topilmadi',
    'Mahsulot shikastlangan',
  ]);
  await expect(chips.first()).toBeFocused();
  await expect(sheet.getByText('Tayyor sababni tanlang yoki kamida 3 ta belgi yozing')).toBeVisible();
  const submit = sheet.getByRole('button', { name: 'Rad etish' });
  await expect(submit).toBeDisabled();
  const disabledColour = await submit.evaluate((b) => getComputedStyle(b).backgroundColor);
  await chips.nth(1).click();
  await expect(chips.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(submit).toBeEnabled();
  await chips.nth(1).click();
  await expect(submit).toBeDisabled();
  await sheet.getByRole('textbox', { name: 'Rad etish sababi' }).fill('Uyda hech kim yoʻq');
  await expect(submit).toBeEnabled();
  expect(await submit.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe(disabledColour);
  await sheet.getByRole('button', { name: 'Bekor qilish' }).click();
});

test('at 320 px the tab bar, the header and the touch targets fit', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openOrders(page);
  for (const link of await page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link').all()) {
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    const label = link.locator('span').last();
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  }
  const signOut = (await page.getByRole('button', { name: 'Chiqish' }).boundingBox())!;
  expect(Math.min(signOut.width, signOut.height)).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  for (const rowLink of await page.getByRole('article').getByRole('link').all())
    expect((await rowLink.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  await page.getByRole('button', { name: 'Chiqish' }).click();
  const confirm = page.getByRole('alertdialog');
  for (const button of await confirm.getByRole('button').all())
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await confirm.getByRole('button', { name: 'Bekor qilish' }).click();
  await expect(heading(page, 'Yangi buyurtmalar')).toBeVisible();

  await section(page, 'Olish mumkin').getByRole('article').first().getByRole('link').click();
  const call = (await page
    .getByRole('link', { name: /^Qoʻngʻiroq qilish/ })
    .first()
    .boundingBox())!;
  expect(call.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('sign-in checks the phone and the password before sending, marks the field, and says it once', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => request.url().includes('/api/auth/sign-in') && sent.push(request.url()));
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Kirish' }).click();
  const phone = page.getByLabel('Telefon raqam');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toBeFocused();
  const phoneMessage = page.locator(`#${await phone.getAttribute('aria-describedby')}`);
  await expect(phoneMessage).toHaveText('Telefon raqamni toʻliq kiriting (9 raqam)');
  await expect(page.getByLabel('Parol')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Parolni kiriting')).toHaveCount(1);

  await phone.fill('90');
  await page.getByRole('button', { name: 'Kirish' }).click();
  await expect(page.getByText('Telefon raqamni toʻliq kiriting (9 raqam)')).toHaveCount(1);
  expect(sent).toEqual([]);

  await phone.fill('900000002');
  await page.getByLabel('Parol').fill('wrong-password');
  await page.getByRole('button', { name: 'Kirish' }).click();
  await expect(page.getByRole('alert')).toHaveCount(1);
  expect(sent).toHaveLength(1);
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
});

test('a refresh in flight keeps the refresh button’s look and says it is busy', async ({ page }) => {
  await openOrders(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/new-and-not-delivered') && url.searchParams.has('unassigned'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const button = page.getByRole('button', { name: 'Yangilash' });
  await button.click();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toBeEnabled();
  release();
  await expect(button).toHaveAttribute('aria-busy', 'false');
});
