import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Copies a directory tree, every file at once. `fs.cp` copies a PGlite data directory (1,200 files, 41 MB)
 * in about a second, one file after another with several awaits per file; this takes about a quarter of it.
 */
export async function copyDirectory(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map((entry) => {
      const [source, target] = [join(from, entry.name), join(to, entry.name)];
      if (entry.isDirectory()) return copyDirectory(source, target);
      if (entry.isFile()) return copyFile(source, target);
      throw new Error(`${source}: only directories and files are copied`);
    }),
  );
}
