import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from './config';
import { seedDemoDataIfEmpty } from './db/seed/seed-if-empty';
import { exitAfterLog, logger } from './log';

const root = resolve(import.meta.dirname, '..');
const buildInputs = ['src', 'sw', 'public', 'index.html', 'vite.config.ts'].map((name) => join(root, name));

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

function needsBuild(distDir: string): boolean {
  const index = join(distDir, 'index.html');
  return !existsSync(index) || statSync(index).mtimeMs < Math.max(...buildInputs.map(newestChange));
}

function build(distDir: string): Promise<void> {
  console.log('Building the app (vite build)…');
  return new Promise((resolvePromise, reject) => {
    const vite = spawn(join(root, 'node_modules/.bin/vite'), ['build', '--outDir', distDir, '--emptyOutDir'], {
      cwd: root,
      stdio: 'inherit',
    });
    vite.on('error', reject);
    vite.on('exit', (code, signal) =>
      code === 0 ? resolvePromise() : reject(new Error(`vite build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

const demoAccounts = [
  { role: 'admin', phone: '+998900000001', password: 'admin123' },
  { role: 'courier', phone: '+998900000002 … +998900000004', password: 'courier123' },
  { role: 'superadmin', phone: '+998900000009', password: 'super123' },
  { role: 'customer', phone: '+998900000010', password: 'user123' },
];

try {
  const config = loadConfig();
  // The demo seed runs in a process of its own from the start: the app's build and the server's modules load meanwhile.
  const demoSeed = config.demoData ? seedDemoDataIfEmpty(config) : Promise.resolve(null);
  const building = needsBuild(config.distDir) ? build(config.distDir) : Promise.resolve();
  const loading = import('./index');
  // All three settled first: a failed build never leaves the seed writing to the data directory after this exits.
  await Promise.allSettled([building, loading, demoSeed]);
  await building;
  const { startServer } = await loading;
  const server = await startServer(config, demoSeed);
  const port = new URL(server.url).port;
  console.log(`\nYetkaz is running: http://localhost:${port} (database: ${server.dbKind})`);
  if (config.demoData) {
    console.log('Demo accounts (phone / password):');
    for (const { role, phone, password } of demoAccounts) console.log(`  ${role.padEnd(11)} ${phone} / ${password}`);
  }
} catch (err) {
  logger.fatal({ err }, 'Yetkaz could not start');
  exitAfterLog(1);
}
