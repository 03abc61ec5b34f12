import { expect, type Page } from '@playwright/test';

/** Screenshots of the catalogue screens, for a person to look at. */
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/admin-catalogue-${name}.png` });

/** Every POST, PATCH and DELETE the page sends to the API but the layout's, as `METHOD /path`. */
export function apiWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Every admin screen acknowledges the shop's new-order flag (PATCH /new-order) whenever it is up, which
    // depends on the tests before; that write is the layout's, not the screen's under test.
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/new-order' && request.method() !== 'GET')
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
