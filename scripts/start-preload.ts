// src/main.tsx imports the app's own code dynamically, so that it is evaluated in a task after the libraries'
// (one task of both blocked a phone's main thread for twice as long). Vite preloads only what the entry imports
// statically; this preloads what it imports dynamically as it runs, so that it downloads with the rest.
import type { Plugin } from 'vite';
import { pageClosure } from './bundle-budget.ts';

const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

/** Adds a modulepreload link after the page's last one for each script the page does not ask for yet. */
export function startPreload(html: string, scripts: readonly string[]): string {
  const missing = scripts.filter((src) => !html.includes(`"${src}"`));
  const last = [...html.matchAll(MODULE_PRELOAD)].at(-1);
  if (missing.length === 0 || !last) return html;
  const at = last.index + last[0].length;
  const links = missing.map((src) => `\n    <link rel="modulepreload" crossorigin href="${src}">`).join('');
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}

export const startPreloadPlugin = (): Plugin => ({
  name: 'yetkaz:start-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle, chunk }) {
      if (!bundle || !chunk) return html;
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      return startPreload(
        html,
        pageClosure(chunks, chunk).map((fileName) => `/${fileName}`),
      );
    },
  },
});
