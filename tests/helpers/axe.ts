import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Moderate in axe, but they fail too: content outside every landmark, and landmarks that cannot be told apart. */
const landmarkRules = new Set(['region', 'landmark-unique']);

/**
 * axe's serious and critical findings on the page as it is now, plus the landmark rules, one line
 * each. Also runs `label-content-name-mismatch` (off by default in axe as experimental): a visible
 * "99+" must be in the bell's name.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours read mid-transition (a button just enabled fades in) are neither the old nor the new ones.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const result = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || landmarkRules.has(v.id))
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')}`));
}
