// Brotli and gzip copies of the built text assets, made once at build time, so the server sends
// the smallest file the browser accepts without compressing on every request (server/static.ts).
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  gzip as gzipAsync,
  gzipSync,
  type BrotliOptions,
} from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves too little to be worth a file. */
const MIN_BYTES = 1024;

const brotliOptions = (data: Buffer | string): BrotliOptions => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
});
export const brotli = (data: Buffer | string) => brotliCompressSync(data, brotliOptions(data));
const gzipOptions = { level: 9 };
export const gzip = (data: Buffer | string) => gzipSync(data, gzipOptions);

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const brotliOnPool = promisify(brotliCompress);
const gzipOnPool = promisify(gzipAsync);

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir`; returns how many files. All at once on
 * libuv's threads: one after another, brotli's top quality held the build up for 2.8 s on one core.
 */
export async function precompressDir(dir: string): Promise<number> {
  const compressible = [...files(dir)].filter((path) => COMPRESSIBLE.test(path));
  const written = await Promise.all(
    compressible.map(async (path) => {
      const data = await readFile(path);
      if (data.length < MIN_BYTES) return false;
      const [br, gz] = await Promise.all([brotliOnPool(data, brotliOptions(data)), gzipOnPool(data, gzipOptions)]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      return true;
    }),
  );
  return written.filter(Boolean).length;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'yetkaz:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // Last, after the service worker is written (vite-plugin-pwa builds it when the bundle closes).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        console.log(`precompressed ${await precompressDir(outDir)} files (brotli, gzip)`);
      },
    },
  };
}
