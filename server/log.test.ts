import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

/** A process that logs three lines and exits on SIGTERM, its stdout a pipe whose reader has gone. */
async function exitWithDeafStdout() {
  const script = `
    const { logger, exitAfterLog } = await import('./server/log.ts');
    process.on('SIGTERM', () => {
      for (let i = 0; i < 3; i++) logger.info({ i }, 'line');
      exitAfterLog(0); // a bare process.exit(0) here never ends: pino's flush at exit retries the EPIPE write forever
    });
    setInterval(() => {}, 1000);
    process.stderr.write('ready\\n');`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((ready) => child.stderr.on('data', (chunk) => String(chunk).includes('ready') && ready()));
  child.stdout.destroy();
  await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const outcome = await Promise.race([
    exited.then(([code]) => code as number),
    new Promise<'hung'>((done) => setTimeout(() => done('hung'), 5_000)),
  ]);
  child.kill('SIGKILL');
  return outcome;
}

describe('exiting with a closed stdout', () => {
  it('ends the process although the log cannot be written', async () => {
    expect(await exitWithDeafStdout()).toBe(0);
  }, 30_000);
});
