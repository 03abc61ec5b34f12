import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * The process's memory after a full collection: memory no longer used still counts until one runs, so a peak
 * read without it is mostly garbage (a CI run once read 143 MB of it while an export held a few).
 */
export function memoryHeld(): NodeJS.MemoryUsage {
  collectGarbage();
  return process.memoryUsage();
}
