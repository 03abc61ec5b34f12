import { expect, test } from '@playwright/test';
import { accounts } from '../helpers/accounts';
import { heading, signIn } from './sign-in';

// The service worker would answer chunk requests from its precache; this test
// is about the app's own retries when the network fails them.
test.use({ serviceWorkers: 'block', viewport: { width: 1440, height: 900 } });

test('a screen chunk that fails to load is retried, then the Russian message offers another try', async ({ page }) => {
  // The page's clock runs as usual, and the test moves it past each retry's wait.
  await page.clock.install();
  await signIn(page, accounts.admin);
  await expect(heading(page, 'Bosh sahifa')).toBeVisible();

  let attempts = 0;
  // A retry asks for the file under a new address (`?retry=…`): the network fails those too.
  const chunk = /\/assets\/banners-screen-[^/?]*\.js(\?.*)?$/;
  await page.route(chunk, (route) => {
    attempts += 1;
    return route.abort('internetdisconnected');
  });

  const pageNow = () => page.evaluate(() => Date.now());
  const started = await pageNow();
  await page.getByRole('navigation').getByRole('link', { name: 'Bannerlar' }).click();
  const message = page.getByText('Не удалось подключиться к Интернету');
  await expect.poll(async () => (await message.isVisible()) || void (await page.clock.fastForward(500))).toBe(true);
  expect(attempts).toBe(6); // the first load and 5 retries
  expect((await pageNow()) - started).toBeGreaterThanOrEqual(5_000); // 1 s apart

  await page.unroute(chunk);
  await page.getByRole('button', { name: /qayta|yangilash/i }).click();
  await expect(heading(page, 'Bannerlar')).toBeVisible();
});

test('a screen that crashes while rendering shows the fixed error screen, whose button reloads the page', async ({
  page,
}) => {
  // The dashboard's chunk is swapped for one whose screen throws as it renders.
  const chunk = /\/assets\/dashboard-screen-[^/]*\.js$/;
  await page.route(chunk, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "export default function Broken() { throw new Error('render crash'); }",
    }),
  );
  await signIn(page, accounts.admin);
  await expect(page.getByText('Voy! Nimadadir xatolik yuz berdi!')).toBeVisible();

  await page.unroute(chunk);
  await page.getByRole('button', { name: 'Sahifani yangilash' }).click();
  await expect(heading(page, 'Bosh sahifa')).toBeVisible();
});
