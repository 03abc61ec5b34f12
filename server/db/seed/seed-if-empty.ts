import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../config';
import type { SeedSummary } from './seed';

/**
 * Migrates the database and fills it with the demo data if nobody has an account yet, in a child
 * process: the server then keeps none of the memory this grows (PGlite's WebAssembly memory above
 * all, hundreds of MB, which a closed instance holds until a full garbage collection).
 * Resolves to the seed's summary, or null when the database was not empty.
 */
export function seedDemoDataIfEmpty(config: Config): Promise<SeedSummary | null> {
  return new Promise((resolve, reject) => {
    let answer: { summary: SeedSummary | null } | undefined;
    const child = fork(fileURLToPath(new URL('./seed-process.ts', import.meta.url)), {
      env: { ...process.env, SEED_CONFIG: JSON.stringify(config) },
    });
    child.on('message', (summary: SeedSummary | null) => (answer = { summary }));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      answer
        ? resolve(answer.summary)
        : reject(new Error(`the demo data seed failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}
