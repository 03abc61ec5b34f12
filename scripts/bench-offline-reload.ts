import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { Account } from '../tests/helpers/accounts.ts';
import { chromiumArgs, chromiumPath } from '../tests/helpers/chromium.ts';

/**
 * How long an installed courier app takes to show cached orders on a reload with
 * the server gone: the shell from the service worker, the orders from IndexedDB.
 * Call with a running server; it is stopped through `stopServer` midway.
 */
export async function offlineReloadTimes(url: string, courier: Account, stopServer: () => Promise<void>, rounds = 5) {
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'yetkaz-bench-')), {
    executablePath: chromiumPath,
    args: chromiumArgs,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${url}/sign-in`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByLabel('Telefon raqam').fill(courier.phone.slice(4));
    await page.getByLabel('Parol').fill(courier.password);
    await page.getByRole('button', { name: 'Kirish' }).click();
    await page.getByRole('article').first().waitFor();
    await page.waitForTimeout(2_000); // the persister writes at most once a second
    await stopServer();

    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      await page.reload({ waitUntil: 'commit' });
      await page.getByRole('article').first().waitFor();
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b);
  } finally {
    await context.close();
  }
}
