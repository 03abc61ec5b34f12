// The app's stylesheet is requested first but does not block the first paint: index.html's boot screen
// (inline styles) paints as soon as the page arrives, and src/main.tsx applies the stylesheet and waits for
// it before React draws anything it styles. Vite writes it as a render-blocking link after the scripts.
import type { Plugin } from 'vite';

const STYLESHEET = /\s*<link rel="stylesheet"([^>]*)>/g;
const FIRST_SCRIPT = /<script type="module"/;

export function stylesheetPreload(html: string): string {
  const links = [...html.matchAll(STYLESHEET)];
  const script = FIRST_SCRIPT.exec(html);
  if (links.length === 0 || !script) return html;
  const rest = html.replace(STYLESHEET, '');
  const at = FIRST_SCRIPT.exec(rest)!.index;
  const preloads = links.map(([, attributes]) => `<link rel="preload" as="style"${attributes}>`).join('\n    ');
  return `${rest.slice(0, at)}${preloads}\n    ${rest.slice(at)}`;
}

export const stylesheetPreloadPlugin = (): Plugin => ({
  name: 'yetkaz:stylesheet-preload',
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: stylesheetPreload },
});
