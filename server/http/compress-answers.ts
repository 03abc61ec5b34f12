import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createMiddleware } from 'hono/factory';
import { jsonBytes } from './json-bytes';

/** Below this a compressed answer saves less than its encoding's framing and the Vary it needs. */
export const compressFromBytes = 512;

const isJson = (type: string | null) => type?.startsWith('application/json') ?? false;

/**
 * Quality 5 up to this size, 4 above: on a courier's answers (a run of 29 orders, 28 KB; ten orders to take; an
 * order's lines) 5 sends 5–8 % fewer bytes than 4 in the same half millisecond or less, and on 85 KB it costs half a
 * millisecond more. 11, brotli's default, is for files built once (100 ms for the run).
 */
const qualityFiveUpToBytes = 64 * 1024;
const brotliOptions = (body: Uint8Array) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: body.byteLength <= qualityFiveUpToBytes ? 5 : 4,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
  },
});
/**
 * Up to this size an answer is compressed in the request's own turn (0.7 ms for a courier's run of 100 KB):
 * through the thread pool, the run's answer took 1 ms longer from its query to its last byte (3.2 ms median,
 * 7.3 at p95, against 2.1 and 3.3) on two busy cores. A larger one would hold up other requests too long.
 */
const inlineUpToBytes = 256 * 1024;
const inline = { br: (body: Uint8Array) => brotliCompressSync(body, brotliOptions(body)), gzip: gzipSync };
const pooled = {
  br: (body: Uint8Array) => promisify(brotliCompress)(body, brotliOptions(body)),
  gzip: (body: Uint8Array) => promisify(gzip)(body),
};
const compressed = async (body: Uint8Array, encoding: 'br' | 'gzip') =>
  body.byteLength <= inlineUpToBytes ? inline[encoding](body) : await pooled[encoding](body);

/** Brotli when the client takes it (smaller than gzip on JSON), whatever order its header lists them in. */
export function chosenEncoding(acceptEncoding = ''): 'br' | 'gzip' | undefined {
  const weights = new Map(
    acceptEncoding.split(',').map((part) => {
      const [coding = '', ...params] = part
        .toLowerCase()
        .split(';')
        .map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      return [coding, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  return (['br', 'gzip'] as const).find((coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0);
}

/** The bytes of each answer `c.json` made, by its Response. */
const jsonBodies = new WeakMap<Response, Uint8Array<ArrayBuffer>>();

/** The JSON body of an answer made by `c.json`, without reading it back from the Response. */
export const jsonBodyOf = (res: Response) => jsonBodies.get(res);

/**
 * `c.json` as Hono makes it, but with the bytes made by `jsonBytes` and remembered. Reading a body back from
 * Hono's Node Response makes a web Response of it first, which checks a whole string for lone surrogates and
 * streams it: about 1 ms for a courier's run of 100 KB.
 */
function rememberJsonBodies(c: Context) {
  const json = (object: unknown, arg?: ContentfulStatusCode | ResponseInit, headers?: Record<string, string>) => {
    const body = jsonBytes(object);
    // As Hono's own: `arg` is a status or an init, and `newResponse` takes either at run time.
    const res = c.newResponse(body, arg as ContentfulStatusCode, { 'Content-Type': 'application/json', ...headers });
    jsonBodies.set(res, body);
    return res;
  };
  c.json = json as unknown as Context['json'];
}

/** The answer's body, as `c.json` made it, else read (and c.res made again). */
async function bodyOf(c: Context): Promise<Uint8Array | undefined> {
  const made = jsonBodies.get(c.res);
  if (made !== undefined) return made;
  if (!c.res.body) return undefined;
  const bytes = new Uint8Array(await c.res.arrayBuffer());
  c.res = new Response(bytes, c.res);
  return bytes;
}

/**
 * JSON answers (whole in memory) of `compressFromBytes` or more go out brotli- or gzip-compressed, as the client
 * accepts; smaller ones as they are. Other compressible answers (a streamed export) keep the gzip stream of
 * `hono/compress`; built files are compressed ahead (server/static.ts).
 */
export const compressAnswers = () => {
  const streams = compress({
    contentTypeFilter: (type) => !isJson(type) && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type),
  });
  return createMiddleware(async (c, next) => {
    rememberJsonBodies(c);
    await streams(c, async () => {
      await next();
      if (!isJson(c.res.headers.get('Content-Type')) || c.res.headers.has('Content-Encoding')) return;
      const body = await bodyOf(c);
      if (body === undefined) return;
      if (body.byteLength < compressFromBytes) return;
      c.res.headers.append('Vary', 'Accept-Encoding');
      const encoding = chosenEncoding(c.req.header('Accept-Encoding'));
      if (!encoding) return;
      c.res = new Response(new Uint8Array(await compressed(body, encoding)), c.res);
      c.res.headers.set('Content-Encoding', encoding);
    });
  });
};
