import { readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleSeedProcess } from './seed-process-bundle';

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
});
