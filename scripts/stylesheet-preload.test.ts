import { expect, it } from 'vitest';
import { stylesheetFirst } from './stylesheet-first';

const built = `<head>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>`;

it('moves the stylesheet before the entry script and its modulepreloads', () => {
  const html = stylesheetFirst(built);
  expect(html.indexOf('index.css')).toBeLessThan(html.indexOf('index.js'));
  expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor.js">');
});

it('leaves a page whose stylesheet already comes first, or that has none, as it is', () => {
  const first = stylesheetFirst(built);
  expect(stylesheetFirst(first)).toBe(first);
  const none = '<head><script type="module" src="/a.js"></script></head>';
  expect(stylesheetFirst(none)).toBe(none);
});
