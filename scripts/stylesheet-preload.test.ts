import { expect, it } from 'vitest';
import { stylesheetPreload } from './stylesheet-preload';

const built = `<head>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>`;

it('requests the stylesheet first, as a preload that does not block the boot screen', () => {
  const html = stylesheetPreload(built);
  expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/index.css">');
  expect(html.indexOf('index.css')).toBeLessThan(html.indexOf('index.js'));
  expect(html).not.toContain('rel="stylesheet"');
  expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor.js">');
});

it('leaves a page as it is when it has no stylesheet, or has already been done', () => {
  const once = stylesheetPreload(built);
  expect(stylesheetPreload(once)).toBe(once);
  const none = '<head><script type="module" src="/a.js"></script></head>';
  expect(stylesheetPreload(none)).toBe(none);
});
