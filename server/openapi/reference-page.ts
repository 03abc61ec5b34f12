import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { onceSucceeded } from '../once-succeeded';

/** Scalar's browser bundle, served from the package: the CSP allows no other host, and the shop may be offline. */
const bundlePath = () => {
  const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
  return join(dirname(entry), 'browser', 'standalone.js');
};
export const referenceBundle = onceSucceeded(() => readFile(bundlePath(), 'utf8'));

/** Started by a script of our own (no inline script: the CSP forbids it); fonts and Scalar's services stay off. */
export const startScript = `Scalar.createApiReference('#reference', {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
});
`;

export const referencePage = `<!doctype html>
<html lang="uz">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Yetkaz API</title>
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api/docs/scalar.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;
