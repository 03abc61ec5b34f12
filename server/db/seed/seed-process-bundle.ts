import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { logger } from '../../log';
import { exists, publish } from '../../publish';

const root = resolve(import.meta.dirname, '../../..');
const installedCacheDir = join(root, 'node_modules/.cache/yetkaz-seed-process');
const entry = fileURLToPath(new URL('./seed-process.ts', import.meta.url));

/**
 * In a bundle every module's `import.meta` is the bundle's: each of our files gets its own location written in
 * instead (the migrations folder, the template cache are found from there).
 */
const ownImportMeta: Plugin = {
  name: 'own-import-meta',
  setup(bundler) {
    bundler.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      if (path.includes('/node_modules/')) return undefined;
      const source = await readFile(path, 'utf8');
      // A pattern rather than the words: a bundle that took this file in would have its search strings rewritten too.
      const own = { url: pathToFileURL(path).href, dirname: dirname(path) };
      return {
        loader: 'ts',
        contents: source.replace(/\bimport\.meta\.(url|dirname)\b/g, (_, key: keyof typeof own) =>
          JSON.stringify(own[key]),
        ),
      };
    });
  },
};

/**
 * The seed process (seed-process.ts) as one ES module beside the installed packages, which it imports as they
 * are; its path. Through tsx a fresh `npm start`'s seed process took 1.9 s to load its hundred-odd modules
 * beside the server's own loading, bundled 0.6 s. Built on each call (about 0.1 s, in esbuild's own process)
 * and named by its content, so a stale bundle is never run and two servers starting at once write the same file;
 * bundles of older code are deleted after a day.
 */
export async function bundleSeedProcess(cacheDir = installedCacheDir): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'silent',
    plugins: [ownImportMeta],
  });
  const code = outputFiles[0]!.contents;
  const file = join(cacheDir, `seed-process-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!(await exists(file))) await publish(file, (tmp) => writeFile(tmp, code));
  await deleteOlderThanADay(cacheDir, file);
  return file;
}

async function deleteOlderThanADay(cacheDir: string, kept: string) {
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of await readdir(cacheDir)) {
    const path = join(cacheDir, name);
    if (path === kept) continue;
    const stats = await stat(path).catch(() => null);
    if (stats && stats.mtimeMs < dayAgo) await rm(path, { force: true });
  }
}

/**
 * How to start the seed process: from its bundle, or, where the bundle cannot be written (an install whose packages
 * are read-only), from its TypeScript source through the loader this process was started with, as before the bundle.
 */
export async function seedProcessCommand(
  cacheDir = installedCacheDir,
): Promise<{ module: string; execArgv: string[] }> {
  try {
    // Bundled, it needs no TypeScript loader; nor the server's small heap, which held it up with collections.
    return { module: await bundleSeedProcess(cacheDir), execArgv: [] };
  } catch (err) {
    logger.warn({ err }, 'the demo seed process could not be bundled; it runs from its source');
    return { module: entry, execArgv: process.execArgv };
  }
}
