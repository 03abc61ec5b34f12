import { expect, type Page } from '@playwright/test';
import { test } from './shared-page';
import { accounts } from '../helpers/accounts';
import { apiWrites, expectToast, openFromMenu, shot, stamp } from '../helpers/admin-catalogue';
import { Api } from '../helpers/api';
import { heading, signIn } from './sign-in';

// Discounts of every type and their binding to products, as an admin at 1440×900.
test.describe.configure({ mode: 'serial' });

const id = stamp();
const code = `E2E${id}`;
let page: Page;
let admin: Api;

test.beforeAll(async ({ browser, baseURL }) => {
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  admin = await Api.signIn(baseURL!, accounts.admin);
  await signIn(page, accounts.admin);
});

test.afterAll(() => page.close());

const field = (label: string) => page.getByLabel(label, { exact: true });

async function newDiscount(name: string, type: string, fill: () => Promise<void>) {
  await page.getByRole('link', { name: '+ Qoʻshish' }).click();
  await expect(heading(page, 'Chegirma')).toBeVisible();
  await field('Nomi').fill(name);
  await field('Turi').selectOption(type);
  await fill();
}

async function save(toast: string) {
  await page.getByRole('button', { name: 'Saqlash' }).click();
  await expectToast(page, toast);
  await expect(heading(page, 'Chegirmalar')).toBeVisible();
}

test('create one discount of each type', async () => {
  await openFromMenu(page, 'Chegirmalar');
  await expect(heading(page, 'Chegirmalar')).toBeVisible();

  await newDiscount(`E2E foiz ${id}`, 'percentage', () => field('Qiymati, %').fill('10'));
  await save('Chegirma qoʻshildi');
  await newDiscount(`E2E summa ${id}`, 'fixed', async () => {
    await field('Qiymati, soʻm').fill('5000');
    await field('Eng kam buyurtma summasi, soʻm').fill('50000');
  });
  await save('Chegirma qoʻshildi');
  await newDiscount(`E2E sovgʻa ${id}`, 'buy-x-get-y', async () => {
    await expect(page.getByLabel(/^Qiymati/)).toHaveCount(0);
    await field('Sotib olinadigan soni (X)').fill('2');
    await field('Sovgʻa soni (Y)').fill('1');
  });
  await save('Chegirma qoʻshildi');
  await newDiscount(`E2E kod ${id}`, 'promocode', async () => {
    await field('Promokod').pressSequentially(code.toLowerCase());
    await expect(field('Promokod')).toHaveValue(code);
    await field('Qiymati, %').fill('15');
    await field('Boshlanish sanasi').fill('2026-01-01');
    await field('Tugash sanasi').fill('2027-12-31');
  });
  await shot(page, 'discount-form');
  await save('Chegirma qoʻshildi');

  await page.getByRole('searchbox', { name: 'Qidirish' }).fill(id);
  await expect(page.getByRole('row')).toHaveCount(5);
  await expect(page.getByRole('row', { name: `E2E sovgʻa ${id}` })).toContainText('2 + 1');
  await expect(page.getByRole('row', { name: `E2E kod ${id}` })).toContainText(`${code} · 15%`);
  await expect(page.getByRole('row', { name: `E2E summa ${id}` })).toContainText('5 000 soʻm50 000 soʻm dan');
  const saved = await admin.data<{ type: string; value: number; promocode: string | null }[]>(
    'GET',
    `/discount?search=${id}`,
  );
  expect(saved.map((d) => d.type).sort()).toEqual(['buy-x-get-y', 'fixed', 'percentage', 'promocode']);
  expect(saved.find((d) => d.type === 'promocode')).toMatchObject({ promocode: code, value: 15 });
  await shot(page, 'discounts');
});

test('a bad promocode sends nothing, and one that exists is refused with the server message', async () => {
  const writes = apiWrites(page);
  await newDiscount(`E2E takror ${id}`, 'promocode', async () => {
    await field('Promokod').fill('ab');
    await field('Qiymati, %').fill('150');
  });
  await page.getByRole('button', { name: 'Saqlash' }).click();
  await expect(field('Promokod')).toHaveValue('AB');
  await expect(field('Promokod')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Promokod: 3–32 ta lotin harfi (A–Z) yoki raqamdan iborat boʻlsin')).toBeVisible();
  await expect(field('Qiymati, %')).toHaveAccessibleDescription('Qiymati: foiz 1 dan 100 gacha boʻlishi kerak');
  expect(writes).toEqual([]);

  const refused = await admin.call('POST', '/discount', {
    name: 'x',
    type: 'promocode',
    value: 10,
    promocode: code,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
  });
  expect(refused.status).toBeGreaterThanOrEqual(400);
  const message: string = refused.body.meta.errors?.[0]?.message ?? refused.body.meta.message;

  await field('Promokod').fill(code);
  await field('Qiymati, %').fill('20');
  await page.getByRole('button', { name: 'Saqlash' }).click();
  await expect(page.getByText(message).first()).toBeVisible();
  await expect(heading(page, 'Chegirma')).toBeVisible();
  expect(writes).toEqual(['POST /api/discount']);
  await shot(page, 'discount-form-refused');

  await openFromMenu(page, 'Chegirmalar');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Chiqish' }).click();
  await expect(heading(page, 'Chegirmalar')).toBeVisible();
});

const panel = (name: string) => page.getByRole('region', { name });
const rowBoxes = (table: string) =>
  page.getByRole('table', { name: table }).getByRole('checkbox', { name: 'Tanlash', exact: true });

test('select 3 products and 2 discounts, assign twice, then clear the selection', async () => {
  await openFromMenu(page, 'Mahsulot chegirmalari');
  await expect(heading(page, 'Mahsulot chegirmalari')).toBeVisible();
  for (const n of [0, 1, 2]) await rowBoxes('Mahsulotlar').nth(n).check();
  await panel('Chegirmalar').getByRole('searchbox', { name: 'Chegirmani qidirish' }).fill(id);
  await expect(rowBoxes('Chegirmalar')).toHaveCount(4);
  for (const n of [0, 1]) await rowBoxes('Chegirmalar').nth(n).check();
  await expect(panel('Mahsulotlar').getByText('Tanlangan mahsulotlar: 3')).toBeVisible();
  await expect(panel('Chegirmalar').getByText('Tanlangan chegirmalar: 2')).toBeVisible();
  await shot(page, 'products-discounts');

  // The selections live on while moving between screens.
  await openFromMenu(page, 'Mahsulotlar');
  await expect(page.getByText('Tanlangan mahsulotlar: 3')).toBeVisible();
  await openFromMenu(page, 'Chegirmalar');
  await expect(page.getByText('Tanlangan chegirmalar: 2')).toBeVisible();
  await openFromMenu(page, 'Mahsulot chegirmalari');

  const assign = page.getByRole('button', { name: 'Biriktirish' });
  await assign.click();
  await expectToast(page, 'Biriktirildi: 6 ta yangi, 0 ta avvaldan bor edi');
  await assign.click();
  await expectToast(page, 'Biriktirildi: 0 ta yangi, 6 ta avvaldan bor edi');

  const assignments = panel('Biriktirilgan chegirmalar');
  // The box's state lives in the URL, so it turns checked a render after the click.
  const onlySelected = assignments.getByLabel('Faqat tanlanganlar');
  await onlySelected.click();
  await expect(onlySelected).toBeChecked();
  await expect(assignments.getByRole('row')).toHaveCount(7);
  await shot(page, 'products-discounts-assigned');

  const first = assignments.getByRole('row').nth(1);
  await first.getByRole('button', { name: /^Oʻchirish/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Oʻchirish' }).click();
  await expectToast(page, 'Chegirma mahsulotdan ajratildi');
  await expect(assignments.getByRole('row')).toHaveCount(6);

  await panel('Mahsulotlar').getByRole('button', { name: 'Tanlovni tozalash' }).click();
  await panel('Chegirmalar').getByRole('button', { name: 'Tanlovni tozalash' }).click();
  await expect(panel('Mahsulotlar').getByText('Tanlangan mahsulotlar: 0')).toBeVisible();
  await expect(panel('Chegirmalar').getByText('Tanlangan chegirmalar: 0')).toBeVisible();
  await expect(assign).toBeDisabled();
  await expect(rowBoxes('Mahsulotlar').first()).not.toBeChecked();
});
