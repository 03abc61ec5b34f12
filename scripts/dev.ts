// `npm run dev`: the API server in watch mode plus Vite's dev server, which
// proxies /api and /uploads to it (vite.config.ts). Ctrl-C stops both.
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8787';
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
