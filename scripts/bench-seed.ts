// The benchmark's seed at scale, as a process of its own so its peak RSS is its own:
// `tsx scripts/bench-seed.ts <orders>` migrates DATABASE_URL, seeds `orders` orders (a tenth as many
// customers) with seedDemoData into it when empty, and prints one JSON line: orders, seconds, peak RSS in MB.
import { openDatabase } from '../server/db/client';
import { isDatabaseEmpty, seedDemoData } from '../server/db/seed/seed';
import { databaseStore } from '../server/storage/database-store';

const orders = Number(process.argv[2]);
const database = openDatabase({ databaseUrl: process.env.DATABASE_URL });
try {
  const started = performance.now();
  await database.migrate();
  const seeded = await isDatabaseEmpty(database.db);
  if (seeded) {
    const scale = { orders, customers: Math.max(1, Math.round(orders / 10)) };
    await seedDemoData(database.db, { store: databaseStore(database.db), scale });
  }
  const seconds = (performance.now() - started) / 1000;
  // resourceUsage().maxRSS is in kilobytes.
  console.log(
    JSON.stringify({ orders, seeded, seconds, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }),
  );
} finally {
  await database.close();
}
