import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyDirectory } from './copy-directory';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

async function tree(root: string): Promise<Record<string, string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  return Object.fromEntries(
    await Promise.all(files.map(async (f) => [f.slice(root.length), await readFile(f, 'utf8')] as const)),
  );
}

describe('copyDirectory', () => {
  it('copies every file and directory, empty ones too, and leaves the source as it was', async () => {
    dir = await mkdtemp(join(tmpdir(), 'copy-directory-'));
    const from = join(dir, 'from');
    await mkdir(join(from, 'base/1/deep'), { recursive: true });
    await mkdir(join(from, 'empty'));
    await writeFile(join(from, 'PG_VERSION'), '17');
    await writeFile(join(from, 'base/1/1259'), 'x'.repeat(100_000));
    await writeFile(join(from, 'base/1/deep/file'), 'deep');
    await copyDirectory(from, join(dir, 'to'));
    expect(await tree(join(dir, 'to'))).toEqual(await tree(from));
    expect(await readdir(join(dir, 'to/empty'))).toEqual([]);
    await writeFile(join(dir, 'to/PG_VERSION'), 'changed');
    expect(await readFile(join(from, 'PG_VERSION'), 'utf8')).toBe('17');
  });

  it('refuses what is neither a file nor a directory instead of copying half of it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'copy-directory-'));
    await mkdir(join(dir, 'from'));
    await symlink('/etc/hostname', join(dir, 'from/link'));
    await expect(copyDirectory(join(dir, 'from'), join(dir, 'to'))).rejects.toThrow(/only directories and files/);
  });
});
