// npm run db:seed [-- --reset]: fills an empty database with the demo data of API.md (DEMO_ORDERS orders).
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/client';
import { demoScale } from '../db/seed/demo-scale';
import { resetDatabase } from '../db/seed/reset';
import { isDatabaseEmpty, seedDemoData } from '../db/seed/seed';
import { createObjectStore } from '../storage/object-store';

const reset = process.argv.slice(2).includes('--reset');
const config = loadConfig();
const database = await openConfiguredDatabase(config);

try {
  await database.migrate();
  const empty = await isDatabaseEmpty(database.db);
  if (!empty && !reset) {
    console.error(
      'Maʼlumotlar bazasi boʻsh emas, demo maʼlumotlar qoʻshilmadi.\n' +
        'Hammasini oʻchirib, qaytadan toʻldirish uchun: npm run db:seed -- --reset',
    );
    process.exitCode = 1;
  } else {
    if (!empty) {
      await resetDatabase(database.db);
      console.log('Barcha jadvallar tozalandi.');
    }
    const summary = await seedDemoData(database.db, {
      store: createObjectStore(database.db, database.kind, config),
      scale: demoScale(config),
    });
    console.table(summary.counts);
    console.log(`Demo maʼlumotlar ${(summary.ms / 1000).toFixed(1)} soniyada qoʻshildi.`);
  }
} finally {
  await database.close();
}
