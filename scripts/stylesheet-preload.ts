// Vite writes the stylesheet link after the entry script and its modulepreloads. The boot screen (and so
// the first paint) waits for the stylesheet alone, so it goes first: it is requested before a dozen scripts
// take the connections of a slow phone network.
import type { Plugin } from 'vite';

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;
const FIRST_SCRIPT = /<script type="module"/;

export function stylesheetFirst(html: string): string {
  const links = html.match(STYLESHEET);
  const script = FIRST_SCRIPT.exec(html);
  if (!links || !script || html.indexOf(links[0]) < script.index) return html;
  const rest = html.replace(STYLESHEET, '');
  const at = FIRST_SCRIPT.exec(rest)!.index;
  return `${rest.slice(0, at)}${links.map((link) => link.trim()).join('\n    ')}\n    ${rest.slice(at)}`;
}

export const stylesheetFirstPlugin = (): Plugin => ({
  name: 'yetkaz:stylesheet-first',
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: stylesheetFirst },
});
