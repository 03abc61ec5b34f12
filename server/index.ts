import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp, type Lifecycle } from './app';
import { pruneAttempts } from './auth/sign-in-throttle';
import { loadConfig, type Config } from './config';
import { openConfiguredDatabase, type DbKind } from './db/client';
import { createVersionCache, pruneTableChanges } from './db/version-cache';
import { seedDemoDataIfEmpty } from './db/seed/seed-if-empty';
import { hour, minute } from './db/seed/time';
import { exitAfterLog, logger } from './log';
import { startPushWorker } from './push/push-worker';
import { startReminderSchedule } from './reminders/schedule';
import { createObjectStore } from './storage/object-store';

export interface RunningServer {
  url: string;
  dbKind: DbKind;
  close(): Promise<void>;
}

/** In-flight requests get this long to finish after SIGTERM before their connections are cut. */
const drainTimeoutMs = 30_000;

function listen(fetch: (req: Request) => Response | Promise<Response>, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port }, () => resolve(server as Server));
    server.once('error', reject);
  });
}

/**
 * Opens and migrates the database, seeds demo data when asked, listens (port 0: any free port). `demoSeed`: the
 * seed, when the caller started it earlier (`seedDemoDataIfEmpty`).
 */
export async function startServer(
  config: Config,
  demoSeed = config.demoData ? seedDemoDataIfEmpty(config) : Promise.resolve(null),
): Promise<RunningServer> {
  const seeded = await demoSeed;
  if (seeded) logger.info({ ms: seeded.ms }, 'Demo data ready');
  const database = await openConfiguredDatabase(config);
  const lifecycle: Lifecycle = { draining: false };
  let server: Server;
  let pushWorker: Awaited<ReturnType<typeof startPushWorker>>;
  let versions: ReturnType<typeof createVersionCache>;
  try {
    await database.migrate();
    const store = createObjectStore(database.db, database.kind, config);
    pushWorker = await startPushWorker(database.db, config.push, { listen: database.listen });
    versions = createVersionCache(database.db);
    await versions.listen(database.listen);
    const app = createApp({ db: database.db, dbKind: database.kind, config, store, lifecycle, versions });
    server = await listen(app.fetch, config.port).catch(async (err: unknown) => {
      await Promise.all([pushWorker.stop(), versions.stop()]);
      throw err;
    });
  } catch (err) {
    await database.close();
    throw err;
  }
  // Once listening: on PGlite's one connection its first run (a quarter second on the demo) held up the
  // push worker's and the version cache's start behind it.
  const reminders = startReminderSchedule(database.db);
  const housekeeping = setInterval(
    () =>
      void pruneAttempts(database.db).catch((err: unknown) => logger.error({ err }, 'pruning sign-in attempts failed')),
    hour,
  );
  housekeeping.unref();
  // One row per writing statement: kept small, so that reading a table's largest number stays one index probe.
  const changeLog = setInterval(
    () =>
      void pruneTableChanges(database.db).catch((err: unknown) =>
        logger.error({ err }, 'pruning the change log failed'),
      ),
    minute,
  );
  changeLog.unref();

  let closing: Promise<void> | undefined;
  /** Not ready from now on; after `delayMs` stops accepting, lets the requests in flight finish, then closes the database. */
  const shutDown = (delayMs: number) =>
    (closing ??= (async () => {
      process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
      lifecycle.draining = true;
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const cut = setTimeout(() => server.closeAllConnections(), drainTimeoutMs);
      await new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeIdleConnections();
      });
      clearTimeout(cut);
      clearInterval(housekeeping);
      clearInterval(changeLog);
      await Promise.all([reminders.stop(), pushWorker.stop(), versions.stop()]);
      await database.close();
    })());
  function onSignal(signal: NodeJS.Signals) {
    logger.info({ signal }, 'Shutting down');
    // Whatever hangs (a database that is away, a stuck stop), the process ends within the window.
    setTimeout(
      () => {
        logger.error('Shutdown took too long');
        exitAfterLog(1);
      },
      config.shutdownDelayMs + drainTimeoutMs + 5_000,
    ).unref();
    shutDown(config.shutdownDelayMs).then(
      () => {
        logger.info('Stopped');
        exitAfterLog(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'Shutdown failed');
        exitAfterLog(1);
      },
    );
  }
  process.on('SIGINT', onSignal).on('SIGTERM', onSignal);

  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}`, dbKind: database.kind, close: () => shutDown(0) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const running = await startServer(loadConfig());
  logger.info({ url: running.url, db: running.dbKind }, 'Yetkaz API listening');
}
