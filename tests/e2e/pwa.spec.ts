import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../helpers/chromium';
import { runCli, startServerProcess, freshDataDir, type ServerProcess } from '../helpers/server-process';
import { copyPgliteTemplate } from '../../server/db/pglite-template';
import { heading } from './sign-in';

// This file stops its own server, so it runs one of its own on a fresh data
// directory with a single courier account made by `npm run user:create`.
const courier = { phone: '+998911112233', password: 'kuryer-parol-1' };
let server: ServerProcess;
// A profile on disk, as on a phone: Chromium never offers to install from an
// incognito context, which is what a plain Playwright context is.
let context: BrowserContext;
let page: Page;

test.beforeAll(async () => {
  const dataDir = freshDataDir();
  // A fresh database, already migrated (as the first start would leave it), saves a busy machine a minute.
  await copyPgliteTemplate(join(dataDir, 'pglite'));
  await runCli(
    'server/cli/user-create.ts',
    ['--phone', courier.phone, '--password', courier.password, '--role', 'courier', '--name', 'Sinov Kuryer'],
    dataDir,
  );
  server = await startServerProcess({ dataDir, demoData: false });
  context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'yetkaz-profile-')), {
    executablePath: chromiumPath,
    args: chromiumArgs,
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
  });
  page = context.pages()[0] ?? (await context.newPage());
});
test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

test('the app is installable: manifest, icons and a controlling service worker', async () => {
  await page.goto(`${server.url}/sign-in`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(new URL(manifestHref!, server.url).href)).json();
  expect(manifest).toMatchObject({
    short_name: 'Yetkaz',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    lang: 'uz',
  });
  const sizes = manifest.icons.map(
    (icon: { sizes: string; purpose?: string }) => `${icon.sizes}:${icon.purpose ?? 'any'}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']));

  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
});

test('with the server stopped, a reload still shows the app shell and its screens', async () => {
  await page.goto(`${server.url}/sign-in`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await page.getByLabel('Telefon raqam').fill(courier.phone.slice(4));
  await page.getByLabel('Parol').fill(courier.password);
  await page.getByRole('button', { name: 'Kirish' }).click();
  await expect(heading(page, 'Yangi buyurtmalar')).toBeVisible();

  await server.stop();
  await page.reload();
  await expect(heading(page, 'Yangi buyurtmalar')).toBeVisible();
  // A lazy screen never opened before comes from the precache too.
  await page.getByRole('link', { name: 'Eslatmalar' }).click();
  await expect(heading(page, 'Eslatmalar')).toBeVisible();
  // Still signed in: a network failure is not a 401.
  expect(await page.evaluate(() => localStorage.getItem('auth'))).not.toBeNull();
});
