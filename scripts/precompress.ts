// Brotli and gzip copies of the built text assets, made once at build time, so the server sends
// the smallest file the browser accepts without compressing on every request (server/static.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves too little to be worth a file. */
const MIN_BYTES = 1024;

export const brotli = (data: Buffer | string) =>
  brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
export const gzip = (data: Buffer | string) => gzipSync(data, { level: 9 });

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir`; returns how many files. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const data = readFileSync(path);
    if (data.length < MIN_BYTES) continue;
    writeFileSync(`${path}.br`, brotli(data));
    writeFileSync(`${path}.gz`, gzip(data));
    count++;
  }
  return count;
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
      handler() {
        console.log(`precompressed ${precompressDir(outDir)} files (brotli, gzip)`);
      },
    },
  };
}
