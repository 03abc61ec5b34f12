// npm install's postinstall: migrates a PGlite database once into node_modules/.cache, which every new data
// directory then starts from (server/db/pglite-template.ts). Never fails the install: without the template a
// new database is made from scratch, only slower.
import { pgliteTemplateDir } from '../db/pglite-template';

const started = performance.now();
try {
  await pgliteTemplateDir();
  console.log(`Migrated database template ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (err) {
  console.warn('The migrated database template was not made; new databases are made from scratch.', err);
}
