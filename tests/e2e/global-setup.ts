import { buildApp } from '../../server/app-build';
import { loadConfig } from '../../server/config';
import { copyDirectory } from '../../server/db/copy-directory';
import { seedDemoDataIfEmpty } from '../../server/db/seed/seed-if-empty';
import { preparePushStub } from '../helpers/push-stub-env';
import { freshDataDir, startServerProcess } from '../helpers/server-process';
import { e2eWorkers } from './workers';

// One seeded server per Playwright worker, each started as `npm start` starts it, so that tests
// running at once never see each other's changes. The demo data is seeded once and its data
// directory copied. Tests that need to stop a server start their own. The app is built first,
// beside the seed: the servers then find it built, and start at once.
export default async function globalSetup() {
  const started = Date.now();
  // The servers trust a push-service stub that push.spec.ts starts on a port chosen now. They poll for push
  // jobs at the default second: a job is sent at its commit (LISTEN/NOTIFY), and a poll every 200 ms cost each
  // idle server 3 % of a core instead of 1.4 %.
  const pushStub = await preparePushStub();
  Object.assign(process.env, pushStub);
  // Warnings and errors only: no test reads a request's log line, and each cost the server and this process a write.
  const env = { ...pushStub, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
  // The demo's open work is a fixed block of the newest orders; the years of history behind it only
  // make the seed, the copies and the servers' start slower. \`npm start\` keeps the full 20,000.
  process.env.DEMO_ORDERS ??= '3000';
  const seeded = freshDataDir();
  const config = loadConfig({ ...process.env, DATA_DIR: seeded });
  // Seeded as `npm start` seeds an empty directory: in a process of its own, from its bundle.
  await Promise.all([buildApp(config.distDir), seedDemoDataIfEmpty(config)]);
  const dataDirs = [seeded];
  for (let i = 1; i < e2eWorkers; i++) {
    const copy = freshDataDir();
    await copyDirectory(seeded, copy);
    dataDirs.push(copy);
  }
  const servers = await Promise.all(dataDirs.map((dataDir) => startServerProcess({ dataDir, demoData: true, env })));
  console.log(
    `${servers.length} e2e servers (${servers.map((s) => s.url).join(', ')}) ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.env.E2E_BASE_URLS = servers.map((s) => s.url).join(',');
  return () => Promise.all(servers.map((s) => s.stop()));
}
