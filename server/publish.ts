import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';

export const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Writes `path` (a file or a directory) through a temporary name that `make` fills, so a parallel reader never sees
 * half of it; when another process publishes it first, theirs is kept.
 */
export async function publish(path: string, make: (tmp: string) => Promise<void>): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await make(tmp);
    await rename(tmp, path).catch(async (error: NodeJS.ErrnoException) => {
      // A directory cannot be renamed over a full one.
      if (!(await exists(path))) throw error;
    });
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
