import { expect, type Page } from '@playwright/test';
import { test } from './shared-page';
import { accounts } from '../helpers/accounts';
import { apiWrites, expectToast, openFromMenu, shot, stamp } from '../helpers/admin-catalogue';
import { Api } from '../helpers/api';
import { pngFile } from '../helpers/test-images';
import { heading, signIn } from './sign-in';

// Products and banners as an admin at 1440×900, against the seeded server.
test.describe.configure({ mode: 'serial' });

const id = stamp();
const productName = `E2E suv ${id}`;
let page: Page;
let admin: Api;

test.beforeAll(async ({ browser, baseURL }) => {
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  admin = await Api.signIn(baseURL!, accounts.admin);
  await signIn(page, accounts.admin);
});

test.afterAll(() => page.close());

const field = (label: string) => page.getByLabel(label, { exact: true });
const tile = (n: number) => page.getByRole('listitem', { name: `Rasm ${n}` });

async function productByName(name: string) {
  const found = await admin.data<{ id: number; name: string; price: number; isActive: boolean; imageIds: number[] }[]>(
    'GET',
    `/product?search=${encodeURIComponent(name)}`,
  );
  return found.find((p) => p.name === name)!;
}

test('a form with bad input shows the messages under the fields and sends nothing', async () => {
  const writes = apiWrites(page);
  await page.goto('/products/form');
  await expect(heading(page, 'Mahsulot')).toBeVisible();
  await field('Narx, soʻm').fill('-5');
  await field('Miqdori').fill('-1');
  await page.getByRole('button', { name: 'Saqlash' }).click();

  await expect(field('Nomi')).toHaveAttribute('aria-invalid', 'true');
  await expect(field('Nomi')).toBeFocused();
  await expect(page.getByText('Nomi: Bu maydon boʻsh boʻlmasligi kerak')).toBeVisible();
  await expect(field('Narx, soʻm')).toHaveAccessibleDescription('Narx: Qiymat kamida 0 boʻlishi kerak');
  await expect(field('Miqdori')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'product-form-errors');

  // Typing clears a field's message; leaving with changes asks first.
  await field('Nomi').fill('Nimadir');
  await expect(field('Nomi')).not.toHaveAttribute('aria-invalid');
  await openFromMenu(page, 'Mahsulotlar');
  const ask = page.getByRole('alertdialog', { name: 'Saqlanmagan oʻzgarishlar bor' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Bekor qilish' }).click();
  await expect(page).toHaveURL(/\/products\/form$/);
  expect(writes).toEqual([]);

  await openFromMenu(page, 'Mahsulotlar');
  await ask.getByRole('button', { name: 'Chiqish' }).click();
  await expect(heading(page, 'Mahsulotlar')).toBeVisible();

  // The browser's Back asks too: cancelled, the form stays as it was; confirmed, the list is back.
  await page.getByRole('link', { name: '+ Qoʻshish' }).click();
  await field('Nomi').fill('Nimadir');
  await page.goBack();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Bekor qilish' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/products\/form$/);
  await expect(field('Nomi')).toHaveValue('Nimadir');
  await page.goBack();
  await ask.getByRole('button', { name: 'Chiqish' }).click();
  await expect(heading(page, 'Mahsulotlar')).toBeVisible();
  await expect(page).toHaveURL(/\/products$/);
  expect(writes).toEqual([]);
});

test('create a product with two uploaded images', async () => {
  await page.getByRole('link', { name: '+ Qoʻshish' }).click();
  await expect(heading(page, 'Mahsulot')).toBeVisible();
  await field('Nomi').fill(productName);
  await field('Tavsif').fill('Tog‘ bulog‘idan toza ichimlik suvi.');
  await field('Narx, soʻm').fill('15000');
  await field('Oʻlchov birligi').selectOption('litr');
  await field('Miqdori').fill('18.9');
  await field('Brend').selectOption({ index: 1 });
  await field('Kategoriya').selectOption({ index: 1 });
  await field('Ombordagi soni').fill('40');
  await page.getByLabel('Qaytariladigan idishda').check();

  await page
    .locator('input[type=file]')
    .setInputFiles([pngFile('birinchi.png', [14, 165, 233]), pngFile('ikkinchi.png', [16, 185, 129])]);
  await expect(tile(2)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(tile(1).getByRole('img')).toHaveAttribute('src', /\/uploads\//);
  const first = await tile(1).getByRole('img').getAttribute('src');
  await tile(2).getByRole('button', { name: 'Rasm 2: chapga' }).click();
  await expect(tile(2).getByRole('img')).toHaveAttribute('src', first!);
  await shot(page, 'product-form');

  await page.getByRole('button', { name: 'Saqlash' }).click();
  await expectToast(page, 'Mahsulot qoʻshildi');
  await expect(heading(page, 'Mahsulotlar')).toBeVisible();
  const product = await productByName(productName);
  expect(product.imageIds).toHaveLength(2);
});

test('edit it and see it in the list with its thumbnail', async () => {
  await page.getByRole('searchbox', { name: 'Qidirish' }).fill(id);
  const row = page.getByRole('row', { name: productName });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await row.getByRole('link', { name: `Tahrirlash: ${productName}` }).click();
  await expect(field('Nomi')).toHaveValue(productName);
  await expect(tile(2)).toBeVisible();
  await field('Narx, soʻm').fill('16000');
  await field('Eski narx, soʻm').fill('18000');
  await page.getByRole('button', { name: 'Saqlash' }).click();
  await expectToast(page, 'Mahsulot saqlandi');

  await expect(page).toHaveURL(/\/products\?search=/);
  await expect(row).toContainText('16 000 soʻm');
  const thumbnail = row.locator('img');
  await expect(thumbnail).toHaveAttribute('src', /\?w=96$/); // requested at the size shown
  await expect(thumbnail).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect((await productByName(productName)).price).toBe(16000);
  await page.getByRole('searchbox', { name: 'Qidirish' }).fill('');
  await expect(page.getByRole('row')).toHaveCount(21);
  await shot(page, 'products');
});

test('a product in an order cannot be deleted: the server says why and it is deactivated instead', async ({
  baseURL,
}) => {
  const product = await productByName(productName);
  const customer = await Api.signIn(baseURL!, accounts.customer);
  const [address] = await admin.data<{ id: number }[]>('GET', `/address?userId=${customer.userId}`);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await customer.data('POST', '/order-history', {
    addressId: address!.id,
    items: [{ productId: product.id, quantity: 1 }],
    paymentMethod: 'cash',
    deliveryDate: tomorrow,
  });

  await page.getByRole('searchbox', { name: 'Qidirish' }).fill(id);
  const row = page.getByRole('row', { name: productName });
  await row.getByRole('button', { name: `Oʻchirish: ${productName}` }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Oʻchirish' }).click();
  const refusal = (await admin.call('DELETE', `/product/${product.id}`)).body.meta.message as string;
  await expect(dialog.getByRole('alert')).toContainText(refusal);
  await shot(page, 'product-delete-refused');
  await dialog.getByRole('button', { name: 'Nofaol qilish' }).click();
  await expectToast(page, 'Mahsulot nofaol qilindi');
  await expect(row).toContainText('Nofaol');
  expect((await productByName(productName)).isActive).toBe(false);
});

test('create a banner with an image, then edit it to open a product', async () => {
  await openFromMenu(page, 'Bannerlar');
  await expect(heading(page, 'Bannerlar')).toBeVisible();
  await shot(page, 'banners');
  await page.getByRole('link', { name: '+ Qoʻshish' }).click();
  await expect(heading(page, 'Banner')).toBeVisible();

  const writes = apiWrites(page);
  await field('Sarlavha').fill(`Yozgi aksiya ${id}`);
  await page.getByRole('button', { name: 'Saqlash' }).click();
  await expect(page.getByText('Rasm: Bu maydon majburiy')).toBeVisible();
  expect(writes).toEqual([]);

  await page.locator('input[type=file]').setInputFiles(pngFile('banner.png', [245, 158, 11], 200));
  await expect(tile(1).getByRole('img')).toHaveAttribute('src', /\/uploads\//);
  await field('Tartib raqami').fill('7');
  await field('Boshlanish sanasi').fill('2026-12-01');
  await field('Tugash sanasi').fill('2026-12-31');
  await page.getByLabel('Havola', { exact: true }).check();
  await page.getByRole('textbox', { name: 'Havola' }).fill('https://yetkaz.uz/aksiya');
  await shot(page, 'banner-form');
  await page.getByRole('button', { name: 'Saqlash' }).click();
  await expectToast(page, 'Banner qoʻshildi');

  const row = page.getByRole('row', { name: `Yozgi aksiya ${id}` });
  await expect(row).toContainText('https://yetkaz.uz/aksiya');
  await row.getByRole('link', { name: /^Tahrirlash/ }).click();
  await expect(field('Sarlavha')).toHaveValue(`Yozgi aksiya ${id}`);
  await field('Sarlavha').fill(`Kuzgi aksiya ${id}`);
  await page.getByLabel('Mahsulot', { exact: true }).check();
  await page.getByRole('searchbox', { name: 'Mahsulotni qidirish' }).fill(id);
  await page.getByRole('button', { name: new RegExp(productName) }).click();
  await expect(page.getByText(`Tanlangan mahsulot: ${productName}`)).toBeVisible();
  await page.getByRole('button', { name: 'Saqlash' }).click();
  await expectToast(page, 'Banner saqlandi');

  const banners = await admin.data<
    { title: string; productId: number | null; link: string | null; position: number }[]
  >('GET', `/banner?search=${id}`);
  expect(banners).toEqual([expect.objectContaining({ title: `Kuzgi aksiya ${id}`, link: null, position: 7 })]);
  expect(banners[0]!.productId).toBe((await productByName(productName)).id);
});
