import { buildApp, needsBuild } from './app-build';
import { loadConfig } from './config';
import { seedDemoDataIfEmpty } from './db/seed/seed-if-empty';
import { exitAfterLog, logger } from './log';

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
  const building = needsBuild(config.distDir) ? buildApp(config.distDir) : Promise.resolve();
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
