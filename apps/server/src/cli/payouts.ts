// npm run payouts [-- --month YYYY-MM] — the monthly payout run by hand (decision 0017): one statement
// per guide and currency for the month (the previous month by default), built once however often it
// runs, the admins mailed about guides without a payout method. On PostgreSQL it runs beside the
// servers; the embedded database is one process's, so with a server running on it use the back
// office's "Build the statements" button (/admin/payouts) instead.
import { parseArgs } from 'node:util';
import { previousMonth } from '@cicerone/core/payouts/guide-earnings';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase, prepareDatabase } from '../database.ts';
import { createServices } from '../services.ts';

const { values } = parseArgs({ options: { month: { type: 'string' } } });
const match = values.month === undefined ? null : /^(\d{4})-(0[1-9]|1[0-2])$/.exec(values.month);
if (values.month !== undefined && !match) {
  console.error('--month takes a month as YYYY-MM (2026-10)');
  process.exit(2);
}
const period = match ? { year: Number(match[1]), month: Number(match[2]) } : previousMonth(new Date());

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await prepareDatabase(database);
  const report = await createServices(database.db, config).payouts.run.build(period);
  const month = `${period.year}-${String(period.month).padStart(2, '0')}`;
  console.log(`Payouts of ${month}: ${report.built} statement(s) built.`);
  for (const guide of report.withoutPayoutMethod) console.log(`  no primary payout method: ${guide}`);
} finally {
  await database.close();
}
