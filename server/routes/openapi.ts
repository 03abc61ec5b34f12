import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../http/env';
import { onceSucceeded } from '../once-succeeded';
import { openApiDocument } from '../openapi/document';
import { referenceBundle, referencePage, referenceStylesheet, startScript } from '../openapi/reference-page';

const open = (description: string, type: string, schema: object = { type: 'string' }) =>
  describeRoute({ security: [], responses: { 200: { description, content: { [type]: { schema } } } } });
const served = (type: string) => ({
  'Content-Type': `${type}; charset=utf-8`,
  'Cache-Control': 'public, max-age=3600',
});
const javascript = served('text/javascript');

/**
 * `GET /api/openapi.json`, the API's OpenAPI 3.1 document, made from `app` on the first call (by then it has
 * all its routes), and `GET /api/docs`, its reference page. Open to anyone: it describes the calls, not data.
 */
export function openApiRoutes(app: Hono<AppEnv>) {
  const document = onceSucceeded(() => openApiDocument(app));
  return new Hono<AppEnv>()
    .get('/openapi.json', open('Shu hujjat (OpenAPI 3.1)', 'application/json', { type: 'object' }), async (c) =>
      c.json(await document()),
    )
    .get('/docs', open('Hujjatning sahifasi', 'text/html'), (c) => c.html(referencePage))
    .get('/docs/swagger-ui.js', open('Sahifaning skripti', 'text/javascript'), async (c) =>
      c.body(await referenceBundle(), 200, javascript),
    )
    .get('/docs/swagger-ui.css', open('Sahifaning koʻrinishi', 'text/css'), async (c) =>
      c.body(await referenceStylesheet(), 200, served('text/css')),
    )
    .get('/docs/start.js', open('Sahifaning skripti', 'text/javascript'), (c) => c.body(startScript, 200, javascript));
}
