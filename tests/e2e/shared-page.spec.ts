import { expect } from '@playwright/test';
import { test } from './shared-page';

// The shared page (shared-page.ts) is handed from test to test: what one test leaves must not reach the next.
test.describe.configure({ mode: 'serial' });

let first: unknown;

test('a test leaves storage, a cookie, a route, an offline network and media emulation behind', async ({
  page,
  context,
}) => {
  first = page;
  await page.goto('/robots.txt');
  await page.evaluate(async () => {
    localStorage.setItem('left', 'behind');
    sessionStorage.setItem('left', 'behind');
    await (await caches.open('left')).put('/left', new Response('behind'));
    await new Promise((resolve, reject) => {
      const request = indexedDB.open('left-behind');
      request.onsuccess = () => resolve(request.result.close());
      request.onerror = () => reject(request.error);
    });
  });
  await context.addCookies([{ name: 'left', value: 'behind', url: page.url() }]);
  await page.route('**/robots.txt', (route) => route.fulfill({ body: 'routed' }));
  await page.emulateMedia({ media: 'print', reducedMotion: 'no-preference' });
  await page.setViewportSize({ width: 320, height: 480 });
  await context.setOffline(true);
});

test('the next test gets the same page back clean, at its own viewport', async ({ page, context, viewport }) => {
  expect(page).toBe(first);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  expect(await page.evaluate(() => document.body.innerText)).not.toBe('routed');
  expect(
    await page.evaluate(async () => ({
      local: localStorage.length,
      session: sessionStorage.length,
      caches: (await caches.keys()).length,
      databases: (await indexedDB.databases()).length,
      print: matchMedia('print').matches,
      lessMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
    })),
  ).toEqual({ local: 0, session: 0, caches: 0, databases: 0, print: false, lessMotion: true });
  expect(await context.cookies()).toEqual([]);
  expect(page.viewportSize()).toEqual(viewport);
});

test('what cannot be taken back is refused', async ({ page }) => {
  expect(() => page.clock.install()).toThrow(/outlives the test/);
  expect(() => page.addInitScript(() => {})).toThrow(/outlives the test/);
});
