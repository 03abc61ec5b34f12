import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { precompressDir } from './precompress';

const dir = mkdtempSync(join(tmpdir(), 'yetkaz-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('writes brotli and gzip copies of text assets that decompress to the original, and skips the rest', async () => {
  mkdirSync(join(dir, 'assets'));
  const js = 'export const a = "yetkaz";\n'.repeat(200);
  writeFileSync(join(dir, 'assets', 'app.js'), js);
  writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>x</p>'.repeat(300)}`);
  writeFileSync(join(dir, 'tiny.js'), 'x');
  writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4096));

  expect(await precompressDir(dir)).toBe(2);
  expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app.js.br'))).toString()).toBe(js);
  expect(gunzipSync(readFileSync(join(dir, 'assets', 'app.js.gz'))).toString()).toBe(js);
  expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
  expect(existsSync(join(dir, 'tiny.js.br'))).toBe(false);
  expect(existsSync(join(dir, 'icon.png.gz'))).toBe(false);
});
