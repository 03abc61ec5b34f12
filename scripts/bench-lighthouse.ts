import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Account } from '../tests/helpers/accounts.ts';
import { chromiumArgs, chromiumPath } from '../tests/helpers/chromium.ts';

export interface LighthouseFigures {
  path: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  domElements: number;
  /**
   * Lighthouse's measure of this machine's CPU speed at the time of the run (higher is faster). On a shared machine
   * it moves from hour to hour, and the blocking time (measured, then multiplied by the 4× slowdown) moves with it.
   */
  benchmarkIndex: number;
  /** Why Lighthouse gave no figures for this run (its runtime error), when it did not. */
  error?: string;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse's mobile run (its default: a mid-range phone, slow 4G, 4× CPU slowdown) of the
 * signed-out /sign-in and of the signed-in courier's /orders on a first visit: each in a browser of its
 * own with a fresh profile (nothing cached, no service worker), /orders with only the session the sign-in
 * would have stored.
 */
export async function lighthouseFigures(url: string, courier: Account): Promise<LighthouseFigures[]> {
  const signedOut = await inFreshChromium((port) => audit(port, url, '/sign-in', false));
  const orders = await inFreshChromium(async (port) => {
    await storeSession(port, url, courier);
    return audit(port, url, '/orders', true);
  });
  return [signedOut, orders];
}

async function inFreshChromium<T>(use: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, '--headless=new'],
  });
  try {
    return await use(chrome.port);
  } finally {
    chrome.kill();
  }
}

async function audit(port: number, url: string, path: string, keepSession: boolean): Promise<LighthouseFigures> {
  const result = await lighthouse(`${url}${path}`, {
    port,
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: keepSession,
  });
  if (!result) throw new Error(`Lighthouse gave nothing for ${path}`);
  const { categories, audits, runtimeError } = result.lhr;
  const performance = categories.performance?.score;
  const error = runtimeError?.code ?? (performance == null ? 'NO_PERFORMANCE_SCORE' : undefined);
  return {
    ...(error && { error }),
    path,
    performance: score(performance),
    accessibility: score(categories.accessibility?.score),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    domElements: audits['dom-size']?.numericValue ?? NaN,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

/** Signs in through the API and stores the session as the app would, from a page that registers no service worker. */
async function storeSession(port: number, url: string, courier: Account) {
  const answer = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(courier),
  });
  const { data } = await answer.json();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${url}/robots.txt`);
    await page.evaluate((session) => localStorage.setItem('auth', JSON.stringify(session)), data);
    await page.close();
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Per page, the median of each figure over several runs (Lighthouse's own advice for its run-to-run variance).
 * A run Lighthouse could not measure is left out, not counted as a score of 0.
 */
export function medianFigures(runs: LighthouseFigures[][]): LighthouseFigures[] {
  return runs[0]!.map(({ path }) => {
    const measured = runs.map((run) => run.find((f) => f.path === path)!).filter((f) => !f.error);
    if (measured.length === 0) return { ...runs[0]!.find((f) => f.path === path)!, error: 'no run measured' };
    const of = (pick: (f: LighthouseFigures) => number) => median(measured.map(pick));
    return {
      path,
      performance: of((f) => f.performance),
      accessibility: of((f) => f.accessibility),
      lcpMs: of((f) => f.lcpMs),
      tbtMs: of((f) => f.tbtMs),
      cls: of((f) => f.cls),
      domElements: of((f) => f.domElements),
      benchmarkIndex: of((f) => f.benchmarkIndex),
    };
  });
}

export function printLighthouse(figures: LighthouseFigures[], label = ''): void {
  for (const f of figures) {
    if (f.error) {
      console.log(`${label}${f.path.padEnd(10)} not measured: ${f.error}`);
      continue;
    }
    console.log(
      `${label}${f.path.padEnd(10)} performance ${String(f.performance).padStart(3)}   accessibility ${String(f.accessibility).padStart(3)}   ` +
        `LCP ${f.lcpMs.toFixed(0).padStart(5)} ms   TBT ${f.tbtMs.toFixed(0).padStart(4)} ms   CLS ${f.cls.toFixed(3)}   DOM ${f.domElements} elements   ` +
        `CPU index ${f.benchmarkIndex.toFixed(0)}`,
    );
  }
}
