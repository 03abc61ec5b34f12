import { expect, type Page } from '@playwright/test';
import { test } from './shared-page';
import { accounts } from '../helpers/accounts';
import { Api, courierOf, orderByNumber, placeOrder } from '../helpers/api';
import { axeViolations } from '../helpers/axe';
import { heading, signIn } from './sign-in';

test.use({ viewport: { width: 1440, height: 900 } });

const orderRow = (page: Page, number: number) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: String(number), exact: true }) });

test('bulk assign: two orders go to the courier, the one changed meanwhile stays selected with the reason', async ({
  page,
  baseURL,
}) => {
  const admin = await Api.signIn(baseURL!, accounts.admin);
  const customer = await Api.signIn(baseURL!, accounts.customer);
  const courier = await courierOf(admin, accounts.courier2);
  const orders = [
    await placeOrder(admin, customer, 'Ommaviy biriktirish 1'),
    await placeOrder(admin, customer, 'Ommaviy biriktirish 2'),
    await placeOrder(admin, customer, 'Ommaviy biriktirish 3'),
  ];

  await signIn(page, accounts.admin, '/orders');
  await expect(heading(page, 'Buyurtmalar')).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Qidirish' });
  // The selection is kept while the list's filter changes: each order is found and ticked in turn.
  for (const order of orders) {
    await search.fill(String(order.number));
    await expect(page.getByRole('row')).toHaveCount(2);
    await orderRow(page, order.number).getByRole('checkbox', { name: 'Tanlash' }).check();
  }
  await expect(page.getByText('Tanlanganlar: 3')).toBeVisible();

  // Another admin accepts the second order after this one saw it.
  await admin.data('PATCH', `/order-history/${orders[1]!.id}`, { status: 'accepted' });

  await page.getByRole('button', { name: 'Kuryer biriktirish', exact: true }).first().click();
  const picker = page.getByRole('dialog', { name: '3 ta buyurtmaga kuryer biriktirish' });
  await expect(picker.getByText('ochiq buyurtma').first()).toBeVisible();
  await picker.getByLabel('Kuryerni qidirish').fill(courier.fullName);
  await picker.getByRole('button', { name: new RegExp(courier.fullName) }).click();

  const results = page.getByRole('status').filter({ hasText: 'Oʻzgartirildi' });
  await expect(results).toContainText('Oʻzgartirildi: 2 ta; oʻzgartirilmadi: 1 ta');
  await expect(results).toContainText(`№${orders[1]!.number}: Buyurtma oʻzgargan: holati «Qabul qilingan»`);
  await expect(page.getByText('Tanlanganlar: 1')).toBeVisible();

  expect(await orderByNumber(admin, orders[0]!.number)).toMatchObject({ status: 'courier', courierId: courier.id });
  expect(await orderByNumber(admin, orders[1]!.number)).toMatchObject({ status: 'accepted', courierId: null });
  expect(await orderByNumber(admin, orders[2]!.number)).toMatchObject({ status: 'courier', courierId: courier.id });

  // The refused order is still ticked where it is listed.
  await search.fill(String(orders[1]!.number));
  await expect(orderRow(page, orders[1]!.number).getByRole('checkbox', { name: 'Tanlash' })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
});
