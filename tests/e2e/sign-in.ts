import { expect, type Page } from '@playwright/test';
import type { Account } from '../helpers/accounts';

/** Signs in through the form, as a person would: the 9 digits after +998. */
export async function signIn(page: Page, account: Account) {
  await page.goto('/sign-in');
  await page.getByLabel('Telefon raqam').fill(account.phone.slice(4));
  await page.getByLabel('Parol').fill(account.password);
  await page.getByRole('button', { name: 'Kirish' }).click();
  await expect(page).not.toHaveURL(/\/sign-in$/);
}

export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
