// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { applyPreloadedStylesheets } from './stylesheets';

it('turns the preloaded stylesheets on and resolves once each has loaded or failed', async () => {
  document.head.innerHTML =
    '<link rel="preload" as="style" href="/a.css"><link rel="preload" as="style" href="/b.css"><link rel="preload" as="font" href="/f.woff2">';
  let done = false;
  const applied = applyPreloadedStylesheets().then(() => (done = true));
  const [a, b, font] = [...document.head.querySelectorAll('link')];
  expect([a!.rel, b!.rel, font!.rel]).toEqual(['stylesheet', 'stylesheet', 'preload']);
  a!.dispatchEvent(new Event('load'));
  await Promise.resolve();
  expect(done).toBe(false);
  b!.dispatchEvent(new Event('error'));
  await applied;
  expect(done).toBe(true);
});

it('resolves at once when the page preloads none (the dev server injects styles itself)', async () => {
  document.head.innerHTML = '';
  await expect(applyPreloadedStylesheets()).resolves.toBeUndefined();
});
