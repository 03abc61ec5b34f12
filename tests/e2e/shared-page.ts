import { test as base, type BrowserContext, type Page } from '@playwright/test';

const defaultViewport = { width: 1280, height: 720 };

/** Everything the app keeps in the browser, emptied from a page of its origin that runs no app. */
async function emptyStorage(page: Page) {
  const left = await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    for (const key of await caches.keys()) await caches.delete(key);
    const names = (await indexedDB.databases()).flatMap((db) => (db.name ? [db.name] : []));
    await Promise.all(
      names.map(
        (name) =>
          new Promise((resolve, reject) => {
            const request = indexedDB.deleteDatabase(name);
            request.onsuccess = resolve;
            request.onerror = () => reject(request.error);
          }),
      ),
    );
    return (await indexedDB.databases()).length;
  });
  if (left > 0) throw new Error(`${left} IndexedDB databases survived the reset`);
}

/** What a test may not do to a page the next test gets: none of it can be taken back. */
function refuseLastingChanges(context: BrowserContext, page: Page) {
  const refuse = (what: string) => () => {
    throw new Error(`${what} outlives the test on the shared page: import \`test\` from @playwright/test instead`);
  };
  for (const method of ['install', 'setFixedTime', 'setSystemTime'] as const)
    Object.assign(context.clock, { [method]: refuse(`clock.${method}`) });
  for (const target of [context, page])
    for (const method of ['addInitScript', 'exposeBinding', 'exposeFunction'] as const)
      Object.assign(target, { [method]: refuse(method) });
}

async function openSharedPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  refuseLastingChanges(context, page);
  return page;
}

/**
 * `page` (and `context`) from one page per worker, reused from test to test, for files that import `test` from
 * here. A new context's first load of the app costs Chromium about 3 CPU-s on a 2-core machine; the same page's
 * next load half that (its renderer process, V8's compiled code and the memory cache stay). Each test still
 * starts clean: online, no routes, listeners or media emulation, the page taken off the app to the server's
 * robots.txt and everything the app keeps in the browser emptied, at the test's viewport. What cannot be taken
 * back (the clock, init scripts, bindings) is refused, and so is a test that asks for a service worker: such
 * tests take `test` from @playwright/test, whose every test gets a new context. A page that fails to reset is
 * replaced.
 */
export const test = base.extend<{ context: BrowserContext; page: Page }, { sharedPage: { page?: Page } }>({
  sharedPage: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const holder: { page?: Page } = {};
      await use(holder);
      await holder.page?.context().close();
    },
    { scope: 'worker' },
  ],
  page: async ({ sharedPage, browser, baseURL, locale, timezoneId, reducedMotion, viewport, serviceWorkers }, use) => {
    if (serviceWorkers !== 'block') throw new Error('the shared page blocks service workers: use a new context');
    const open = async () =>
      openSharedPage(await browser.newContext({ baseURL, locale, timezoneId, reducedMotion, serviceWorkers }));
    const settings = { viewport: viewport ?? defaultViewport, reducedMotion };
    sharedPage.page ??= await open();
    try {
      await reset(sharedPage.page, settings);
    } catch {
      await sharedPage.page.context().close();
      sharedPage.page = await open();
      await reset(sharedPage.page, settings);
    }
    await use(sharedPage.page);
  },
  context: async ({ page }, use) => use(page.context()),
});

interface TestSettings {
  viewport: { width: number; height: number };
  reducedMotion: 'reduce' | 'no-preference' | null | undefined;
}

async function reset(page: Page, { viewport, reducedMotion }: TestSettings) {
  const context = page.context();
  page.removeAllListeners();
  await Promise.all([page.unrouteAll({ behavior: 'ignoreErrors' }), context.unrouteAll({ behavior: 'ignoreErrors' })]);
  await context.setOffline(false);
  await context.clearCookies();
  await context.clearPermissions();
  await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: reducedMotion ?? null, forcedColors: null });
  await page.goto('/robots.txt');
  await emptyStorage(page);
  await page.setViewportSize(viewport);
}
