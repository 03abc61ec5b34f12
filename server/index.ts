import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig, uploadsDir, type Config } from './config';
import { openConfiguredDatabase, type DbKind } from './db/client';
import { isDatabaseEmpty, seedDemoData } from './db/seed/seed';
import { startPushWorker } from './push/push-worker';
import { startReminderSchedule } from './reminders/schedule';

export interface RunningServer {
  url: string;
  dbKind: DbKind;
  close(): Promise<void>;
}

function listen(fetch: (req: Request) => Response | Promise<Response>, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port }, () => resolve(server as Server));
    server.once('error', reject);
  });
}

/** Opens and migrates the database, seeds demo data when asked, listens (port 0: any free port). */
export async function startServer(config: Config): Promise<RunningServer> {
  const database = openConfiguredDatabase(config);
  let server: Server;
  let reminders: Awaited<ReturnType<typeof startReminderSchedule>>;
  let pushWorker: Awaited<ReturnType<typeof startPushWorker>>;
  try {
    await database.migrate();
    if (config.demoData && (await isDatabaseEmpty(database.db))) {
      console.log('Seeding demo data…');
      const { ms } = await seedDemoData(database.db, { uploadsDir: uploadsDir(config) });
      console.log(`Demo data ready in ${(ms / 1000).toFixed(1)} s`);
    }
    reminders = await startReminderSchedule(database.db);
    pushWorker = await startPushWorker(database.db, config.push, { listen: database.listen });
    const app = createApp({ db: database.db, dbKind: database.kind, config });
    server = await listen(app.fetch, config.port).catch(async (err: unknown) => {
      await Promise.all([reminders.stop(), pushWorker.stop()]);
      throw err;
    });
  } catch (err) {
    await database.close();
    throw err;
  }

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
      await new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeIdleConnections();
      });
      await Promise.all([reminders.stop(), pushWorker.stop()]);
      await database.close();
    })());
  function onSignal() {
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('Shutdown failed:', err);
        process.exit(1);
      },
    );
  }
  process.on('SIGINT', onSignal).on('SIGTERM', onSignal);

  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}`, dbKind: database.kind, close };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const running = await startServer(loadConfig());
  console.log(`Yetkaz API: ${running.url} (${running.dbKind})`);
}
