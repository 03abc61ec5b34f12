import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { createMiddleware } from 'hono/factory';

/** Below this a compressed answer saves less than its encoding's framing and the Vary it needs. */
export const compressFromBytes = 512;

const isJson = (type: string | null) => type?.startsWith('application/json') ?? false;

// Quality 4: most of brotli's gain on JSON at about gzip's CPU cost (11, its default, is for files built once).
const brotli = (body: Uint8Array) =>
  promisify(brotliCompress)(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
  });
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

const encoders = { br: brotli, gzip: (body: Uint8Array) => promisify(gzip)(body) };

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
    await streams(c, async () => {
      await next();
      const res = c.res;
      if (!isJson(res.headers.get('Content-Type')) || res.headers.has('Content-Encoding') || !res.body) return;
      const body = new Uint8Array(await res.arrayBuffer());
      c.res = new Response(body, res);
      if (body.byteLength < compressFromBytes) return;
      c.res.headers.append('Vary', 'Accept-Encoding');
      const encoding = chosenEncoding(c.req.header('Accept-Encoding'));
      if (!encoding) return;
      c.res = new Response(new Uint8Array(await encoders[encoding](body)), c.res);
      c.res.headers.set('Content-Encoding', encoding);
    });
  });
};
