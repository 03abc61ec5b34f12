import { startServerProcess } from '../helpers/server-process';

// One seeded server for the whole browser suite, started as `npm start` starts
// it, on a fresh data directory. Tests that need to stop a server start their own.
export default async function globalSetup() {
  const started = Date.now();
  const server = await startServerProcess({ demoData: true });
  console.log(`e2e server ${server.url} ready in ${((Date.now() - started) / 1000).toFixed(1)} s (data ${server.dataDir})`);
  process.env.E2E_BASE_URL = server.url;
  return () => server.stop();
}
