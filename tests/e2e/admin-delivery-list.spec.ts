import { expect } from '@playwright/test';
import { test } from './shared-page';
import { accounts } from '../helpers/accounts';
import { Api, courierOf, placeOrder } from '../helpers/api';
import { axeViolations } from '../helpers/axe';
import { heading, signIn } from './sign-in';

test.use({ viewport: { width: 1440, height: 900 } });

test('the delivery list prints a courier’s open orders on A4, one courier a page, from the courier filter', async ({
  page,
  baseURL,
}) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const customer = await Api.signIn(baseURL!, accounts.customer);
  const courier = await courierOf(admin, accounts.courier);
  const order = await placeOrder(admin, customer, 'Roʻyxat sinovi');
  await admin.data('PATCH', `/order-history/${order.id}`, { status: 'courier', courierId: courier.id });

  await signIn(page, accounts.admin, `/orders?courierId=${courier.id}`);
  await expect(heading(page, 'Buyurtmalar')).toBeVisible();
  await page.getByRole('link', { name: 'Yetkazish roʻyxati' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/delivery-list\\?courierId=${courier.id}$`));
  await expect(heading(page, 'Yetkazish roʻyxati')).toBeVisible();

  const sheet = page.getByRole('region', { name: `Yetkazish roʻyxati — ${courier.fullName}` });
  const row = sheet.getByRole('row').filter({ hasText: String(order.number) });
  await expect(row).toContainText('Dilshod'); // the demo customer's name and phone
  await expect(row).toContainText('+998900000010');
  await expect(row).toContainText('×'); // its items
  await expect(sheet.getByRole('columnheader', { name: 'Imzo' })).toBeVisible();
  await expect(sheet.getByText(/^Olinadigan naqd pul: /)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Printed: no menu or header, and each courier's list ends its page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Asosiy menyu' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Chop etish' })).toBeHidden();
  expect(await sheet.evaluate((el) => getComputedStyle(el).breakAfter)).toBe('page');
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.byteLength).toBeGreaterThan(1000);

  // From Kuryerlar too: the courier's own list, and every courier's.
  await page.emulateMedia({ media: 'screen' });
  await page.goto('/couriers');
  await expect(heading(page, 'Kuryerlar')).toBeVisible();
  await page.getByRole('link', { name: `Yetkazish roʻyxati: ${courier.fullName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/delivery-list\\?courierId=${courier.id}$`));
  await expect(sheet.getByRole('row').filter({ hasText: String(order.number) })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Yetkazish roʻyxatlari' }).click();
  await expect(page).toHaveURL(/\/orders\/delivery-list$/);

  // Every courier with open orders, one section (page) each.
  await expect(page.getByRole('region', { name: /^Yetkazish roʻyxati — / }).first()).toBeVisible();
  const couriers = await page.getByRole('region', { name: /^Yetkazish roʻyxati — / }).count();
  expect(couriers).toBeGreaterThan(1);
  // Printed on A4, each courier starts a page of their own.
  await page.emulateMedia({ media: 'print' });
  const all = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(all.match(/\/Type\s*\/Page[^s]/g)?.length ?? 0).toBeGreaterThanOrEqual(couriers);
});
