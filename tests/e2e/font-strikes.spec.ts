import { expect, type Page } from '@playwright/test';
import { test } from './shared-page';
import { accounts } from '../helpers/accounts';
import { Api, atLeastOwnOrders } from '../helpers/api';
import { appFontFamily, firstScreenFontStrikes } from '../../src/app/warm-font-strikes';
import { heading, signIn } from './sign-in';

test.use({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

/** Each font weight, size and family the page lays text out in (text that is not drawn at all aside). */
const drawnStrikes = (page: Page) =>
  page.evaluate(() => {
    const strikes = new Set<string>();
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const box = text.parentElement!;
      if (!text.textContent!.trim() || box.getClientRects().length === 0) continue;
      const { fontWeight, fontSize, fontFamily } = getComputedStyle(box);
      strikes.add(`${fontWeight} ${fontSize} ${fontFamily}`);
    }
    return [...strikes].sort();
  });

const warmed = firstScreenFontStrikes.map((strike) => `${strike} ${appFontFamily}`).sort();

/** The boot screen (index.html) lays its strikes out before the first paint: the app's code is not needed for them. */
async function bootScreenStrikes(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/sign-in');
  await expect(page.getByRole('status')).toHaveText(/Yuklanmoqda/);
  const strikes = await drawnStrikes(page);
  await page.unroute('**/assets/*.js');
  return strikes;
}

// The start lays each of these out ahead of the first screen (src/app/warm-font-strikes.ts), one per task; a
// size or weight the list lacks is looked up in the middle of the first screen's own layout, in one long task.
test('the first screens draw text only in the font strikes the boot screen or the start warms', async ({
  page,
  baseURL,
}) => {
  const warm = [...warmed, ...(await bootScreenStrikes(page))];
  await page.goto('/sign-in');
  await expect(heading(page, 'Tizimga kirish')).toBeVisible();
  const signInStrikes = await drawnStrikes(page);

  await atLeastOwnOrders(await Api.signIn(baseURL!, accounts.courier), 4);
  await signIn(page, accounts.courier, '/orders');
  await expect(
    page
      .getByRole('region', { name: /^Mening buyurtmalarim/ })
      .getByRole('article')
      .nth(3),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Olish mumkin' }).getByRole('article').first()).toBeVisible();
  const ordersStrikes = await drawnStrikes(page);

  expect(signInStrikes.filter((strike) => !warm.includes(strike))).toEqual([]);
  // A toast ("Yangi buyurtma keldi!") may come with the first screen: it draws in the boot screen's strike.
  expect(ordersStrikes.filter((strike) => !warm.includes(strike))).toEqual([]);
  // The list holds nothing those screens no longer draw: each strike warmed is a look-up paid at every start.
  expect(warmed.filter((strike) => !signInStrikes.includes(strike) && !ordersStrikes.includes(strike))).toEqual([]);
});
