import { expect, type Page } from '@playwright/test';

/** Screenshots of the catalogue screens, for a person to look at. */
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/admin-catalogue-${name}.png` });

/** Every POST, PATCH and DELETE the page sends to the API, as `METHOD /path`. */
export function apiWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() !== 'GET')
      writes.push(`${request.method()} ${url.pathname}`);
  });
  return writes;
}

/** A toast's text, waited for. */
export const expectToast = (page: Page, text: string | RegExp) =>
  expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();

/** Clicks a sidebar link, as a person moves between screens (page.goto would reload and drop the selections). */
export const openFromMenu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Asosiy menyu' }).first().getByRole('link', { name, exact: true }).click();

export const stamp = () => Date.now().toString(36).toUpperCase();
