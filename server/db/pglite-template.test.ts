import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { startFromTemplate } from './pglite-template';
import { rowsOf } from './rows';

describe('startFromTemplate', () => {
  it('a new PGlite directory starts migrated: every migration is already recorded before the first open', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'yetkaz-template-')), 'pglite');
    await startFromTemplate(dir);
    const migrations = (await readdir(join(import.meta.dirname, '../drizzle'))).filter((f) => f.endsWith('.sql'));
    const database = openDatabase({ pgliteDir: dir });
    try {
      const [applied] = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      );
      expect(applied!.n).toBe(migrations.length);
    } finally {
      await database.close();
    }
  });

  it('leaves a directory that exists alone', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'yetkaz-template-')), 'pglite');
    await mkdir(dir);
    await writeFile(join(dir, 'mine'), 'x');
    await startFromTemplate(dir);
    expect(await readdir(dir)).toEqual(['mine']);
  });
});
