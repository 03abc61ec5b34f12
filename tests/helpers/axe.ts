import type { Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';

/** Moderate in axe, but they fail too: content outside every landmark, and landmarks that cannot be told apart. */
const landmarkRules = new Set(['region', 'landmark-unique']);

/** Colours read mid-animation (a button just enabled fades in, a toast fades out) are neither the old nor the new ones. */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

const options: RunOptions = {
  rules: { 'label-content-name-mismatch': { enabled: true } },
  // Only violations are read: axe then builds selectors for one node of each passing rule, not for every node.
  resultTypes: ['violations'],
};

/**
 * axe run in the page itself, its 580 KB source evaluated once per document. @axe-core/playwright evaluated
 * it twice per check, and its default mode ran axe per frame and gathered the results in a new blank page
 * (3.5 CPU-s of Chromium's per check on the admin's /orders; 1.7 in its legacy mode; here 0.9, or 1.4 in a
 * new document). The app has no frames.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (runOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, runOptions),
    options,
  );
}

async function seriousFindings(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const result = await runAxe(page);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || landmarkRules.has(v.id))
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')}`));
}

/**
 * axe's serious and critical findings on the page as it is now, plus the landmark rules, one line
 * each. Also runs `label-content-name-mismatch` (off by default in axe as experimental): a visible
 * "99+" must be in the bell's name.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const found = await seriousFindings(page);
  // A toast can start to fade while axe reads the page; a colour that really fails fails a second read too.
  return found.some((finding) => finding.startsWith('color-contrast')) ? seriousFindings(page) : found;
}
