import { preparePushStub } from '../helpers/push-stub-env';
import { startServerProcess } from '../helpers/server-process';

// One seeded server for the whole browser suite, started as `npm start` starts
// it, on a fresh data directory. Tests that need to stop a server start their own.
export default async function globalSetup() {
  const started = Date.now();
  // The server trusts a push-service stub that push.spec.ts starts on a port chosen now.
  const pushStub = await preparePushStub({ pollMs: 200 });
  Object.assign(process.env, pushStub);
  const server = await startServerProcess({ demoData: true, env: pushStub });
  console.log(
    `e2e server ${server.url} ready in ${((Date.now() - started) / 1000).toFixed(1)} s (data ${server.dataDir})`,
  );
  process.env.E2E_BASE_URL = server.url;
  return () => server.stop();
}
