import { expect, it } from 'vitest';
import { startPreload } from './start-preload';

const built = `<head>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor.js">
  <link rel="manifest" href="/manifest.webmanifest"></head>`;

it('preloads the scripts the page starts with that it does not ask for yet, after its own preloads', () => {
  const html = startPreload(built, ['/assets/index.js', '/assets/vendor.js', '/assets/start.js']);
  expect(html).toContain(
    '<link rel="modulepreload" crossorigin href="/assets/vendor.js">\n    <link rel="modulepreload" crossorigin href="/assets/start.js">',
  );
  expect(html.match(/index\.js/g)).toHaveLength(1);
  expect(html.match(/vendor\.js/g)).toHaveLength(1);
});

it('leaves a page as it is when it already asks for every script', () => {
  const once = startPreload(built, ['/assets/start.js']);
  expect(startPreload(once, ['/assets/start.js'])).toBe(once);
  expect(startPreload(built, ['/assets/vendor.js'])).toBe(built);
});
