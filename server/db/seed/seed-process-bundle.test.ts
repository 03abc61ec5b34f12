import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleSeedProcess, seedProcessCommand } from './seed-process-bundle';

const serverDir = resolve(import.meta.dirname, '../..');

describe('the seed process bundle', () => {
  it('is named by its content: two servers starting at once get the same whole file', async () => {
    const [first, second] = await Promise.all([bundleSeedProcess(), bundleSeedProcess()]);
    expect(second).toBe(first);
    const code = await readFile(first, 'utf8');
    expect(code).toContain('Seeding demo data');
    expect(code).toMatch(/process\.send\(/);
  });

  it("gives every module its own location, not the bundle's", async () => {
    const code = await readFile(await bundleSeedProcess(), 'utf8');
    expect(code).not.toContain('import.meta');
    // The migrations folder is found from server/db/client.ts, the template cache from server/db/pglite-template.ts.
    expect(code).toContain(JSON.stringify(pathToFileURL(join(serverDir, 'db/client.ts')).href));
    expect(code).toContain(JSON.stringify(join(serverDir, 'db')));
  });

  it('deletes bundles of other code a day after they were written', async () => {
    const cacheDir = dirname(await bundleSeedProcess());
    const old = join(cacheDir, 'seed-process-of-older-code.mjs');
    const recent = join(cacheDir, 'seed-process-of-recent-code.mjs');
    await writeFile(old, '');
    await writeFile(recent, '');
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000);
    await utimes(old, twoDaysAgo, twoDaysAgo);
    try {
      const current = await bundleSeedProcess();
      await expect(stat(old)).rejects.toThrow();
      await expect(stat(recent)).resolves.toBeTruthy();
      await expect(stat(current)).resolves.toBeTruthy();
    } finally {
      await rm(old, { force: true });
      await rm(recent, { force: true });
    }
  });

  it("runs from its bundle, or from its source through this process's loader where no bundle can be written", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'yetkaz-seed-bundle-'));
    try {
      const bundled = await seedProcessCommand(join(dir, 'cache'));
      expect(bundled.module.startsWith(join(dir, 'cache'))).toBe(true);
      expect(bundled.execArgv).toEqual([]);
      // A file where the cache directory should be: nothing can be written there, not even by root.
      await writeFile(join(dir, 'read-only'), '');
      const fromSource = await seedProcessCommand(join(dir, 'read-only', 'cache'));
      expect(fromSource.module).toBe(join(serverDir, 'db/seed/seed-process.ts'));
      expect(fromSource.execArgv).toEqual(process.execArgv);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
