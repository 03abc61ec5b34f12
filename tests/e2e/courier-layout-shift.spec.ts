import { expect, test, type Page } from '@playwright/test';
import { accounts } from '../helpers/accounts';
import { heading, signIn } from './sign-in';

test.use({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

/** Sums every layout shift not caused by input since the page started, as Lighthouse's CLS does. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

// A slow phone on a slow network: every script chunk and every API answer arrives late, so anything
// that shows up after the first paint (a lazily loaded part, data) moves what is already on screen.
async function slowNetwork(page: Page) {
  const late = (ms: number) => async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  };
  await page.route('**/assets/*.js', late(400));
  await page.route('**/api/**', late(600));
}

test('the courier’s orders screen does not jump while it loads (a layout measure, not a timing)', async ({ page }) => {
  await signIn(page, accounts.courier);
  await watchLayoutShifts(page);
  await slowNetwork(page);
  await page.reload();
  await expect(heading(page, 'Yangi buyurtmalar')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Olish mumkin' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bildirishnomalarni yoqish' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  expect(shift).toBeLessThan(0.1);
});

test('the boot screen gives way to the orders screen itself, with no Loading between them', async ({ page }) => {
  await signIn(page, accounts.courier);
  // Notes whether the app ever showed a loading state in place of the screen (the screen's title not yet there).
  await page.addInitScript(`
    window.loadingInsteadOfScreen = false;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root || root.querySelector('.boot')) return;
      const title = [...root.querySelectorAll('h1')].some((h) => h.textContent.includes('Yangi buyurtmalar'));
      if (!title && root.querySelector('[role=status]')) window.loadingInsteadOfScreen = true;
    }).observe(document, { subtree: true, childList: true });
  `);
  await page.reload();
  await expect(heading(page, 'Yangi buyurtmalar')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { loadingInsteadOfScreen: boolean }).loadingInsteadOfScreen),
  ).toBe(false);
});

test('a wait for the lists shows its spinner only after a moment, turning without a repaint', async ({ page }) => {
  // As for a person who has not asked for less motion (the suite's default turns animations off).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  let release = () => {};
  const lists = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/order-history/new-and-not-delivered?*', async (route) => {
    await lists;
    await route.fallback();
  });
  await signIn(page, accounts.courier, '/orders');
  const spinner = page.getByRole('status').locator('.k-preloader');
  await expect(spinner).toBeAttached();
  // The spinner's animations read at a given time of their own (paused there), not by waiting on the clock.
  const at = (ms: number) =>
    spinner.evaluate((element, time) => {
      const animations = element.getAnimations({ subtree: true });
      for (const animation of animations) {
        animation.pause();
        animation.currentTime = time;
      }
      const notProperties = new Set(['offset', 'computedOffset', 'easing', 'composite']);
      return {
        visibility: getComputedStyle(element).visibility,
        animated: animations.map((animation) => {
          const effect = animation.effect as KeyframeEffect;
          const properties = effect.getKeyframes().flatMap((frame) => Object.keys(frame));
          return {
            on: effect.target?.nodeName,
            properties: [...new Set(properties)].filter((p) => !notProperties.has(p)),
          };
        }),
      };
    }, ms);
  expect((await at(0)).visibility).toBe('hidden');
  // Then it shows and turns: one transform of an HTML element, which the compositor runs without the main thread.
  expect(await at(700)).toEqual({
    visibility: 'visible',
    animated: [
      { on: 'SPAN', properties: ['visibility'] },
      { on: 'SPAN', properties: ['transform'] },
    ],
  });
  release();
  await expect(page.getByRole('region', { name: 'Olish mumkin' }).getByRole('article').first()).toBeVisible();
});
