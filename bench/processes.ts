// npm run bench:processes [-- --tours N --seconds N --connections N --rounds N --no-pin] — the budget of
// requirements §quality.processes: two server processes on one PostgreSQL serve at least 1.6 × the /api/tours cache-miss
// throughput of one, each on a core of its own. Real processes (`node apps/server/src/server.ts`,
// production), pinned with taskset: one process on core 0, then two on cores 0 and 1, in alternating
// rounds (a machine shared with other work changes speed over a minute); the ratio is of the medians.
// PostgreSQL and the load generator are not pinned: on a 2-core machine they take their share of both
// cores, which the printed figures include. --no-pin lets the OS place the processes.
import '../apps/server/src/production-default.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@cicerone/db/client';
import { seedDemoCatalog } from '@cicerone/db/seed/catalog/demo-catalog';
import { prepareDatabase } from '../apps/server/src/database.ts';
import { startServerProcess, type ServerProcess } from '../apps/server/src/test/server-process.ts';
import { sampleFilters, toursUrl } from './catalog.ts';
import { httpLoad, type LoadResult } from './support/load.ts';
import { startPostgres } from './support/postgres.ts';

const { values: options } = parseArgs({
  options: {
    tours: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '2' },
    pin: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const tours = Number(options.tours);
const seconds = Number(options.seconds);
// Enough to keep two processes busy while each waits on the database; more only costs the load generator CPU.
const connections = Number(options.connections);
const budget = 1.6;

const postgres = await startPostgres();
const filesDir = mkdtempSync(join(tmpdir(), 'cicerone-bench-processes-'));
try {
  const database = await openDatabase({ url: postgres.url });
  let paths: string[];
  try {
    await prepareDatabase(database);
    await seedDemoCatalog(database.db, { tours, reviews: tours * 10, filesDir });
    await database.db.execute(sql`analyze`);
    // Every request a list never asked before in that process: each misses the cache of answers (tour-list.ts).
    paths = (await sampleFilters(database, 4_000 + 40_000 * Number(options.rounds), 11)).map(toursUrl);
  } finally {
    await database.close();
  }
  const env = { DATABASE_URL: postgres.url, SECRET: 'bench-secret-bench-secret-bench-secret', GIFT_CARD_KEY: 'bench-gift-card-key-bench-gift-card-key', SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
  // The warm-up's lists cover every city and category of the sample (sampleFilters cycles through them), so each
  // process has the caches under the answers (a city's candidates, the card rows) as a site running for a while does;
  // the measured lists are others, never asked before.
  const warmUp = paths.slice(0, 4_000);
  let next = warmUp.length;
  const take = (count: number) => paths.slice(next, (next += count));

  /** Fresh processes (empty caches), each warmed up on the same lists, then measured together on lists of their own. */
  async function measure(cores: number[]): Promise<LoadResult> {
    const servers: ServerProcess[] = [];
    try {
      for (const cpu of cores) servers.push(await startServerProcess(env, options.pin ? cpu : undefined));
      const share = Math.max(1, Math.floor(connections / servers.length));
      await Promise.all(servers.map((server) => httpLoad({ origin: server.origin, paths: warmUp, connections: share, seconds: 6 })));
      const results = await Promise.all(servers.map((server) => httpLoad({ origin: server.origin, paths: take(12_000), connections: share, seconds })));
      return combine(results);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  }

  const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
  console.log(`${cpus().length} cores, load average ${load()}; ${tours} tours; ${connections} connections; ${seconds} s per measure; ${options.pin ? 'pinned' : 'not pinned'}`);
  const line = (name: string, result: LoadResult) =>
    `${name.padEnd(28)} ${result.perSecond.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  errors ${result.errors}  (load average ${load()})`;
  const ones: number[] = [];
  const twos: number[] = [];
  for (let round = 0; round < Number(options.rounds); round += 1) {
    const one = await measure([0]);
    console.log(line(`one process${options.pin ? ' (core 0)' : ''}`, one));
    const two = await measure([0, 1]);
    console.log(line(`two processes${options.pin ? ' (cores 0, 1)' : ''}`, two));
    ones.push(one.perSecond);
    twos.push(two.perSecond);
  }
  const ratio = median(twos) / median(ones);
  console.log(`${ratio >= budget ? '✓' : '✗'} two / one = ${ratio.toFixed(2)} × (medians ${median(twos).toFixed(0)} / ${median(ones).toFixed(0)} req/s; budget ≥ ${budget} ×)`);
  process.exitCode = ratio >= budget ? 0 : 1;
} finally {
  postgres.stop();
  rmSync(filesDir, { recursive: true, force: true });
}

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** Two loads run side by side as one: requests add up, latencies are the slower one's. */
function combine(results: LoadResult[]): LoadResult {
  return results.reduce((sum, result) => ({
    requests: sum.requests + result.requests,
    errors: sum.errors + result.errors,
    perSecond: sum.perSecond + result.perSecond,
    p50: Math.max(sum.p50, result.p50),
    p95: Math.max(sum.p95, result.p95),
    p99: Math.max(sum.p99, result.p99),
  }));
}
