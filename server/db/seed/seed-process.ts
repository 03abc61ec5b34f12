// The demo seed as a process of its own (see seedDemoDataIfEmpty): reads the server's configuration
// from SEED_CONFIG, migrates, seeds an empty database, sends back the summary (or null), exits.
import type { Config } from '../../config';
import { createObjectStore } from '../../storage/object-store';
import { logger } from '../../log';
import { openConfiguredDatabase } from '../client';
import { demoScale } from './demo-scale';
import { isDatabaseEmpty, seedDemoData } from './seed';

const config = JSON.parse(process.env.SEED_CONFIG!) as Config;
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const empty = await isDatabaseEmpty(database.db);
  if (empty) logger.info('Seeding demo data…');
  process.send!(
    empty
      ? await seedDemoData(database.db, {
          store: createObjectStore(database.db, database.kind, config),
          scale: demoScale(config),
        })
      : null,
  );
} finally {
  await database.close();
}
