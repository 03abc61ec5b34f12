import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pgliteDir, type Config } from '../../config';
import type { SeedSummary } from './seed';

/**
 * Migrates the database and fills it with the demo data if nobody has an account yet, in a child
 * process: the server then keeps none of the memory this grows (PGlite's WebAssembly memory above
 * all, hundreds of MB, which a closed instance holds until a full garbage collection). A PGlite
 * directory that already holds accounts (a restart) is seen here, without that process.
 * Resolves to the seed's summary, or null when the database was not empty.
 */
export async function seedDemoDataIfEmpty(config: Config): Promise<SeedSummary | null> {
  if (await holdsAccounts(config)) return null;
  return seedInAProcessOfItsOwn(config);
}

/**
 * A restart on a PGlite directory that already holds accounts, seen without a second process: opening it here
 * costs about half a second, starting a process that opens it about two and a half.
 */
async function holdsAccounts(config: Config): Promise<boolean> {
  const dir = pgliteDir(config);
  if (config.databaseUrl || !existsSync(dir)) return false;
  // Loaded only for a restart: a fresh directory's seed process starts before the server's modules load.
  const [{ openDatabase }, { isDatabaseEmpty }] = await Promise.all([import('../client'), import('./seed')]);
  const database = openDatabase({ pgliteDir: dir });
  try {
    return !(await isDatabaseEmpty(database.db));
  } finally {
    await database.close();
  }
}

async function seedInAProcessOfItsOwn(config: Config): Promise<SeedSummary | null> {
  // Loaded only to seed: a restart needs no bundler.
  const { seedProcessCommand } = await import('./seed-process-bundle');
  const { module, execArgv } = await seedProcessCommand();
  return new Promise((resolve, reject) => {
    let answer: { summary: SeedSummary | null } | undefined;
    const child = fork(module, { execArgv, env: { ...process.env, SEED_CONFIG: JSON.stringify(config) } });
    child.on('message', (summary: SeedSummary | null) => (answer = { summary }));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      answer
        ? resolve(answer.summary)
        : reject(new Error(`the demo data seed failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}
