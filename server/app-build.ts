import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const buildInputs = ['src', 'sw', 'public', 'index.html', 'vite.config.ts'].map((name) => join(root, name));

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** True when `distDir` holds no build, or one older than the app's sources. */
export function needsBuild(distDir: string): boolean {
  const index = join(distDir, 'index.html');
  return !existsSync(index) || statSync(index).mtimeMs < Math.max(...buildInputs.map(newestChange));
}

/** Builds the app into `distDir` (`vite build`, its output on this process's). */
export function buildApp(distDir: string): Promise<void> {
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
