import { expect } from '@playwright/test';
import { test } from './shared-page';
import { accounts } from '../helpers/accounts';
import { adminOnlyPaths, adminScreens, sidebarPaths } from './routes';
import { heading, signIn } from './sign-in';

test.describe('admin at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the sidebar reaches every admin list screen', async ({ page }) => {
    await signIn(page, accounts.admin);
    const menu = page.getByRole('navigation');
    for (const [path, title] of adminScreens.filter(([p]) => sidebarPaths.includes(p))) {
      await menu.getByRole('link', { name: title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(heading(page, title)).toBeVisible();
    }
  });

  test('an unknown path goes to /unauthorized', async ({ page }) => {
    await signIn(page, accounts.admin, '/no-such-page');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
});

test.describe('courier at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the tab bar moves between the courier screens', async ({ page }) => {
    await signIn(page, accounts.courier);
    await page.getByRole('link', { name: 'Eslatmalar' }).click();
    await expect(heading(page, 'Eslatmalar')).toBeVisible();
    await expect(page).toHaveURL(/\/reminders$/);
  });

  test('admin routes turn the courier away', async ({ page }) => {
    await signIn(page, accounts.courier);
    for (const path of [...adminOnlyPaths, '/no-such-page']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/unauthorized$/);
      await expect(heading(page, 'Ruxsat yoʻq')).toBeVisible();
    }
  });
});
