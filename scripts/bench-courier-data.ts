import { chromium, type Page } from '@playwright/test';
import type { Account } from '../tests/helpers/accounts.ts';
import { Api, placeOrder } from '../tests/helpers/api.ts';
import { chromiumArgs, chromiumPath } from '../tests/helpers/chromium.ts';

/** One step of the scripted shift: 30 s of the page's clock. */
const STEP_MS = 30_000;

interface Tally {
  bytes: number;
  requests: number;
  notModified: number;
}

export interface ShiftBytes extends Tally {
  minutes: number;
  /** The same figures per method and path (without the query, ids as `{id}`), most bytes first. */
  byEndpoint: [string, Tally][];
}

const emptyTally = (): Tally => ({ bytes: 0, requests: 0, notModified: 0 });

/** Bytes the page receives from the API (status line, headers and body as sent), counted by the DevTools protocol. */
async function countApiBytes(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const api = new Map<string, string>();
  const figures = { ...emptyTally(), inFlight: 0, byEndpoint: new Map<string, Tally>() };
  const tallyOf = (requestId: string) => {
    const endpoint = api.get(requestId)!;
    if (!figures.byEndpoint.has(endpoint)) figures.byEndpoint.set(endpoint, emptyTally());
    return [figures, figures.byEndpoint.get(endpoint)!];
  };
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (!request.url.includes('/api/')) return;
    if (!api.has(requestId)) figures.inFlight++;
    api.set(requestId, `${request.method} ${new URL(request.url).pathname.replace(/\/\d+(?=\/|$)/g, '/{id}')}`);
  });
  // The browser's cache revalidates with If-None-Match: the page sees a 200, the wire carried a 304.
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    if (api.has(requestId) && statusCode === 304) for (const tally of tallyOf(requestId)) tally.notModified++;
  });
  const settle = (requestId: string, bytes: number) => {
    if (!api.has(requestId)) return;
    for (const tally of tallyOf(requestId)) {
      tally.requests++;
      tally.bytes += bytes;
    }
    api.delete(requestId);
    figures.inFlight--;
  };
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => settle(requestId, encodedDataLength));
  cdp.on('Network.loadingFailed', ({ requestId }) => settle(requestId, 0));
  return figures;
}

async function quiet(page: Page, figures: { inFlight: number }) {
  for (let i = 0; i < 200 && figures.inFlight > 0; i++) await page.waitForTimeout(50);
  await page.waitForTimeout(100);
}

/** Takes the first order offered and delivers the first of the run, as the courier taps them. */
async function takeAndDeliver(page: Page) {
  const take = page
    .getByRole('region', { name: /^Olish mumkin/ })
    .getByRole('button', { name: 'Olish' })
    .first();
  if (await take.count()) await take.click();
  const first = page
    .getByRole('region', { name: /^Mening buyurtmalarim/ })
    .getByRole('article')
    .first();
  if (!(await first.count())) return;
  await first.getByRole('link').click();
  await page.getByRole('button', { name: 'Yetkazildi' }).first().click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('heading').waitFor();
  const cash = sheet.getByRole('button', { name: 'Naqd oldim' });
  const plain = sheet.getByRole('button', { name: 'Yetkazildi' });
  if (await cash.count()) await cash.click();
  else if (await plain.count()) await plain.click();
  else await sheet.getByRole('button', { name: 'Bekor qilish' }).click();
  await page.getByRole('heading', { level: 1, name: 'Yangi buyurtmalar' }).waitFor();
}

/**
 * A courier's phone on `/orders` for `minutes` of its clock, visible and working: `busy` takes and delivers an
 * order every 30 s while a customer places one; idle, nothing changes. Counts what the phone receives after its
 * first screen, i.e. the cost of the shift itself (polls, changes, the orders kept offline).
 */
export async function courierShiftBytes(
  url: string,
  courier: Account,
  admin: Account,
  customer: Account,
  busy: boolean,
  minutes: number,
): Promise<ShiftBytes> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 640 },
      baseURL: url,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const adminApi = await Api.signIn(url, admin);
    const customerApi = await Api.signIn(url, customer);
    const answer = await page.request.post('/api/auth/sign-in', { data: courier });
    await page.goto('/robots.txt');
    await page.evaluate((session) => localStorage.setItem('auth', session), JSON.stringify((await answer.json()).data));
    await page.clock.install();
    await page.goto('/orders');
    await page.getByRole('article').first().waitFor();
    const figures = await countApiBytes(page);
    // The first screen, then the run's orders fetched once at an idle moment to be kept offline: not the shift's cost.
    for (const ms of [5_000, 3_000, 3_000]) {
      await page.clock.runFor(ms);
      await quiet(page, figures);
    }
    Object.assign(figures, emptyTally());
    figures.byEndpoint.clear();
    for (let at = 0; at < minutes * 60_000; at += STEP_MS) {
      if (busy) {
        await placeOrder(adminApi, customerApi, 'Smena sinovi');
        await takeAndDeliver(page);
        // The changes' answers come before the clock moves on: a 30 s jump fired the requests' own timeouts
        // while a delivery was in flight (no phone sees that), and its retry left the run as it was.
        await quiet(page, figures);
      }
      await page.clock.runFor(STEP_MS);
      await quiet(page, figures);
    }
    const byEndpoint = [...figures.byEndpoint].sort(([, a], [, b]) => b.bytes - a.bytes);
    return { minutes, bytes: figures.bytes, requests: figures.requests, notModified: figures.notModified, byEndpoint };
  } finally {
    await browser.close();
  }
}

export function printShift(label: string, { minutes, bytes, requests, notModified, byEndpoint }: ShiftBytes) {
  const perHour = (bytes * 60) / minutes;
  console.log(
    `${label.padEnd(34)} ${(bytes / 1024).toFixed(1).padStart(8)} KiB in ${minutes} min   ${(perHour / 1024).toFixed(0).padStart(6)} KiB an hour   ${requests} requests, ${notModified} answered 304`,
  );
  for (const [endpoint, tally] of byEndpoint) {
    console.log(
      `    ${endpoint.padEnd(58)} ${(tally.bytes / 1024).toFixed(1).padStart(7)} KiB   ${String(tally.requests).padStart(4)} requests, ${tally.notModified} answered 304`,
    );
  }
}
