import { expect, type Page } from '@playwright/test';
import type { Account } from '../helpers/accounts';
import { cachedSession } from '../helpers/session-cache';

/** Signs in through the form, as a person would: the 9 digits after +998. */
export async function signInThroughForm(page: Page, account: Account) {
  await page.goto('/sign-in');
  await page.getByLabel('Telefon raqam').fill(account.phone.slice(4));
  await page.getByLabel('Parol').fill(account.password);
  await page.getByRole('button', { name: 'Kirish' }).click();
  await expect(page).not.toHaveURL(/\/sign-in$/);
}

/**
 * Opens the app signed in, as a person who signed in earlier finds it: the session the sign-in
 * call answers is written where the app keeps it (localStorage `auth`), then `path` opens (`/` takes
 * the user to their entry path). The form is tested on its own (auth.spec.ts); loading it before
 * every test cost a second each, and so does loading the app twice: open the screen a test needs.
 */
export async function signIn(page: Page, account: Account, path = '/') {
  // Any page of the origin gives access to its localStorage; this one loads no app. A shared page's reset
  // leaves it there already (a navigation is about 0.1 CPU-s of the browser's and the server's).
  if (new URL(page.url()).pathname !== '/robots.txt') await page.goto('/robots.txt');
  const session = await cachedSession(new URL(page.url()).origin, account);
  await page.evaluate((value) => localStorage.setItem('auth', value), JSON.stringify(session));
  await page.goto(path);
  await expect(page).not.toHaveURL(/\/sign-in$/);
}

export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
