import { statfsSync } from 'node:fs';

// Debian's Chromium, started the way this machine needs: as root it has no
// sandbox, and its background services would knock on a closed network.
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** A container's 64 MB /dev/shm crashes Chromium's renderers; elsewhere its shared memory stays off the disk. */
function smallSharedMemory(): boolean {
  try {
    const { bsize, blocks } = statfsSync('/dev/shm');
    return bsize * blocks < 1024 ** 3;
  } catch {
    return true;
  }
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  ...(smallSharedMemory() ? ['--disable-dev-shm-usage'] : []),
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
