import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Hono } from 'hono';
import type { AppEnv } from '../../server/http/env';
import { openApiDocument } from '../../server/openapi/document';

type Document = Awaited<ReturnType<typeof openApiDocument>>;

const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
const template = (path: string) => new RegExp(`^${path.replace(/\{[^/]+\}/g, '[^/]+')}$`);

/** The document's operation for a request: a literal path before one with parameters (`/shift/card` before `/shift/{id}`). */
function findPath(document: Document, path: string): string | undefined {
  const matching = Object.keys(document.paths ?? {}).filter((candidate) => template(candidate).test(path));
  return matching.sort((a, b) => a.split('{').length - b.split('{').length)[0];
}

/**
 * Checks a response of the app against the API document (server/openapi): the answer's JSON must match
 * what the document says the operation answers with that status. Every server test calling through
 * `TestApp.call` goes through it, so the document cannot drift from what the routes answer.
 */
export function createResponseCheck(app: Hono<AppEnv>) {
  const ready = openApiDocument(app).then((document) => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema(document as object, 'api');
    return { document, ajv };
  });

  return async (method: string, url: string, res: Response): Promise<void> => {
    const path = new URL(url, 'http://app').pathname;
    const type = res.headers.get('Content-Type') ?? '';
    if (!path.startsWith('/api/') || !type.includes('application/json') || method === 'HEAD') return;
    // A compressed answer (a test of the compression) is checked where the same answer is asked plainly.
    if (res.headers.has('Content-Encoding')) return;
    const { document, ajv } = await ready;
    const found = findPath(document, path);
    const operation = found && document.paths?.[found]?.[method.toLowerCase() as 'get'];
    if (!operation) {
      if (res.status >= 400) return; // an unknown path or method: the app's 404 or 405
      throw new Error(`${method} ${path} answered ${res.status} but is not in the API document`);
    }
    const responses = operation.responses ?? {};
    const status = [String(res.status), `${String(res.status)[0]}XX`, 'default'].find((key) => key in responses);
    if (!status) throw new Error(`${method} ${found}: the API document has no ${res.status} answer`);
    const at = `api#/${pointer('paths', found, method.toLowerCase(), 'responses', status, 'content', 'application/json', 'schema')}`;
    const validate = ajv.getSchema(at);
    const body: unknown = await res.clone().json();
    if (validate && !validate(body)) {
      throw new Error(
        `${method} ${path} ${res.status} does not match the API document: ${ajv.errorsText(validate.errors)}`,
      );
    }
  };
}
