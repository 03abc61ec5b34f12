import { expect, test, type Page } from '@playwright/test';
import { accounts, type Account } from '../helpers/accounts';
import { adminScreens, courierScreens } from './routes';
import { heading, signIn } from './sign-in';

// Every screen renders without a console error or a failed request, and leaves
// a screenshot in test-results/screens for a person to look at.
const shots = 'test-results/screens';

function watchForErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`));
  return errors;
}

async function visitAll(page: Page, account: Account, screens: [string, string][], prefix: string) {
  const errors = watchForErrors(page);
  await page.goto('/sign-in');
  await expect(heading(page, 'Tizimga kirish')).toBeVisible();
  await page.screenshot({ path: `${shots}/${prefix}-sign-in.png` });
  await signIn(page, account);
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(heading(page, title)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${shots}/${prefix}${path.replace(/[/?=]/g, '-')}.png` });
  }
  expect(errors).toEqual([]);
}

test('admin screens at 1440×900', async ({ page }) => {
  test.setTimeout(120_000); // 18 screens, on a machine shared with other suites
  await page.setViewportSize({ width: 1440, height: 900 });
  await visitAll(page, accounts.admin, adminScreens, 'admin');
});

test('courier screens at 390×844', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visitAll(page, accounts.courier, courierScreens, 'courier');
});
