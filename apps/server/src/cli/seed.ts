// npm run seed [-- --force] [-- --tours N [--reviews M]]
// Migrates and (re)loads the reference data (idempotent), then seeds the demo catalogue when the
// catalogue is empty. With --tours, replaces the whole catalogue by N generated tours and M reviews
// (default 10 × N): `npm run seed -- --tours 100000` builds the benchmark catalogue.
import { parseArgs } from 'node:util';
import { seedDemoCatalog } from '@cicerone/db/seed/catalog/demo-catalog';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase, prepareDatabase } from '../database.ts';

const { values } = parseArgs({
  options: { force: { type: 'boolean', default: false }, tours: { type: 'string' }, reviews: { type: 'string' } },
});

function count(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 10_000_000) {
    console.error(`--${name} must be a whole number from 1 to 10,000,000`);
    process.exit(2);
  }
  return value;
}

const tours = values.tours === undefined ? undefined : count('tours', values.tours, 0);
const reviews = count('reviews', values.reviews, (tours ?? 0) * 10);
if (values.reviews !== undefined && tours === undefined) {
  console.error('--reviews goes with --tours');
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const started = performance.now();
  const { seeded, demo } = await prepareDatabase(database, { force: values.force, demo: tours === undefined ? config : undefined });
  const referenceMs = Math.round(performance.now() - started) - (demo?.ms ?? 0);
  console.log(seeded ? `Reference data seeded in ${referenceMs} ms.` : 'Reference data already up to date.');
  const catalogue = tours === undefined ? demo : await seedDemoCatalog(database.db, { tours, reviews, filesDir: config.filesDir });
  if (catalogue) {
    console.log(`Catalogue: ${catalogue.tours} tours in ${catalogue.cities} cities, ${catalogue.reviews} reviews, ${catalogue.texts} texts, in ${catalogue.ms} ms.`);
  } else if (tours === undefined) {
    console.log(config.seedDemo ? 'Catalogue already seeded.' : 'SEED_DEMO=false: no demo catalogue.');
  }
} finally {
  await database.close();
}
