import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { onceSucceeded } from '../once-succeeded';

/**
 * Swagger UI's browser bundle and stylesheet, served from the package: the CSP allows no other host, and the
 * shop may be offline. (One package with no runtime dependencies of its own: a larger reference UI cost the
 * install 270 MB and 10 s.)
 */
const packageFile = (name: string) =>
  join(dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json')), name);

export const referenceBundle = onceSucceeded(() => readFile(packageFile('swagger-ui-bundle.js'), 'utf8'));
export const referenceStylesheet = onceSucceeded(() => readFile(packageFile('swagger-ui.css'), 'utf8'));

/** Started by a script of our own (no inline script: the CSP forbids it). */
export const startScript = `SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  validatorUrl: null,
});
`;

export const referencePage = `<!doctype html>
<html lang="uz">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Yetkaz API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <main id="reference"></main>
    <script src="/api/docs/swagger-ui.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;
