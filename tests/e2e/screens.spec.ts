import { expect, test, type Page } from '@playwright/test';
import { accounts } from '../helpers/accounts';
import { axeViolations } from '../helpers/axe';
import { adminScreens, courierScreens } from './routes';
import { heading, signIn } from './sign-in';

// The walk is the app as people have it, the service worker installed.
test.use({ serviceWorkers: 'allow' });

// Every screen of both roles, opened by its address. One visit checks it all: the screen is at that
// address with its title, no console error or failed request, nothing serious for axe (nor a landmark
// finding), and a screenshot is left in test-results/screens for a person to look at. (These were three
// walks over every screen, for axe, screenshots and the route table: each screen now loads once.)
const shots = 'test-results/screens';

// The walks are the suite's longest tests and share nothing: one per worker, first (playwright.config.ts).
test.describe.configure({ mode: 'parallel' });

function watchForErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`));
  return errors;
}

const shotName = (prefix: string, path: string) => `${shots}/${prefix}${path.replace(/[/?=]/g, '-')}.png`;
const escaped = (path: string) => path.replace(/[?]/g, '\\?');

const roles = [
  { prefix: 'admin', account: accounts.admin, viewport: { width: 1440, height: 900 }, screens: adminScreens },
  { prefix: 'courier', account: accounts.courier, viewport: { width: 390, height: 844 }, screens: courierScreens },
];

// One walk per role: a browser context per screen cost more than the screens' own checks.
for (const { prefix, account, viewport, screens } of roles) {
  test(`every ${prefix} screen at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    test.setTimeout(240_000); // up to 19 screens with axe, on a machine shared with other suites
    await page.setViewportSize(viewport);
    const errors = watchForErrors(page);
    const found: Record<string, string[]> = {};
    await signIn(page, account, screens[0]![0]);
    for (const [path, title] of screens) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${escaped(path)}$`));
      await expect(heading(page, title)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
      const violations = await axeViolations(page);
      if (violations.length) found[path] = violations;
      await page.screenshot({ path: shotName(prefix, path) });
    }
    expect(found).toEqual({});
    expect(errors).toEqual([]);
  });
}

test('sign-in, signed out, at both sizes: nothing serious for axe', async ({ page }) => {
  const errors = watchForErrors(page);
  for (const { prefix, viewport } of roles) {
    await page.setViewportSize(viewport);
    await page.goto('/sign-in');
    await expect(heading(page, 'Tizimga kirish')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/${prefix}-sign-in.png` });
  }
  expect(errors).toEqual([]);
});
