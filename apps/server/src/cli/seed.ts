// npm run seed [-- --force] — migrates and (re)loads the reference data; idempotent.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase, prepareDatabase } from '../database.ts';

const { values } = parseArgs({ options: { force: { type: 'boolean', default: false } } });
const database = await openConfiguredDatabase(loadConfig());
try {
  const started = performance.now();
  const { seeded } = await prepareDatabase(database, { force: values.force });
  console.log(seeded ? `Seeded in ${Math.round(performance.now() - started)} ms.` : 'Reference data already up to date.');
} finally {
  await database.close();
}
