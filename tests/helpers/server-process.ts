import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { copyPgliteTemplate } from '../../server/db/pglite-template';

const root = resolve(import.meta.dirname, '../..');
const tsx = join(root, 'node_modules/.bin/tsx');
/** The server runs as `npm start` runs it (package.json): one Node process, its JavaScript heap bounded. */
const serverNodeArgs = ['--max-old-space-size=192', '--import', 'tsx'];

export const freshDataDir = () => mkdtempSync(join(tmpdir(), 'yetkaz-e2e-'));

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

/** Runs a project CLI (`server/cli/*.ts`) to completion against a data directory. */
export function runCli(script: string, args: string[], dataDir: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(tsx, [join(root, script), ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir } });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => (code === 0 ? done(out) : fail(new Error(`${script} exited ${code}: ${out}`))));
  });
}

export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  dataDir?: string;
  demoData: boolean;
  /** More environment, e.g. DATABASE_URL, JWT_SECRET, LOG_LEVEL. */
  env?: Record<string, string>;
  /** The API server alone (server/index.ts), without building the app first. */
  apiOnly?: boolean;
  /** Start on a copy of the migrated PGlite template rather than migrating a fresh directory. */
  migrated?: boolean;
}

/** Starts the product exactly as `npm start` does (or its API alone), on its own port and data directory. */
export async function startServerProcess(opts: ServerProcessOptions): Promise<ServerProcess> {
  const dataDir = opts.dataDir ?? freshDataDir();
  if (opts.migrated) await copyPgliteTemplate(join(dataDir, 'pglite'));
  const port = await freePort();
  const entry = opts.apiOnly ? 'server/index.ts' : 'server/start.ts';
  const child = spawn(process.execPath, [...serverNodeArgs, join(root, entry)], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DEMO_DATA: opts.demoData ? '1' : '0', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  const url = `http://localhost:${port}`;
  await waitForHealth(url, child, () => log);
  return { url, dataDir, child, output: () => log, stop: () => stopProcess(child) };
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}:\n${log()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer /api/health within 120 s:\n${log()}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}
