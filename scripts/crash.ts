// npm run test:crash [-- --kills 20] [-- --engines pglite,postgres]: kill -9 under load (requirements §quality.crash).
// On each engine, the real server takes a mixed write load over HTTP and is killed with SIGKILL at a
// random moment, then started again on the same data; every write it had acknowledged must still be
// there and the data must be whole (apps/server/src/crash/crash-checks.ts). The restarted server's
// refunds job sends what the kill left due; after the last kill every card refund must be settled at
// the provider, once (apps/server/src/crash/refund-checks.ts). Any lost write, broken invariant,
// answer ≥ 500 or failed restart makes the run fail.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { openDatabase, type DatabaseHandle } from '@cicerone/db/client';
import { startPostgres } from '../bench/support/postgres.ts';
import { brokenInvariants, lostWrites } from '../apps/server/src/crash/crash-checks.ts';
import { refundsLeftDue, refundsUnsettled, refundTally } from '../apps/server/src/crash/refund-checks.ts';
import { insertCardTravellers, type CardTraveller } from './crash/card-travellers.ts';
import { insertCoinHolders, prepareCrashDatabase, refundsDueNow, type CoinHolder } from './crash/fixtures.ts';
import { Journal } from '../apps/server/src/crash/journal.ts';
import { runLoad } from './crash/load.ts';
import { jobPassed, killServer, startServer, stopServer, type ServerSettings } from './crash/server.ts';

const { values: options } = parseArgs({
  options: {
    kills: { type: 'string', default: '20' },
    engines: { type: 'string', default: 'pglite,postgres' },
    /** People sending requests at once. */
    people: { type: 'string', default: '8' },
  },
});
const kills = Number(options.kills);
const people = Number(options.people);
const engines = options.engines.split(',').filter((engine): engine is 'pglite' | 'postgres' => engine === 'pglite' || engine === 'postgres');
if (!Number.isInteger(kills) || kills < 1 || engines.length === 0) throw new Error('usage: npm run test:crash -- [--kills N] [--engines pglite,postgres]');

/** Coin holders per round, each credited this many EUR cents. */
const holdersPerRound = 3;
const holderCoins = 30_000;
/** Travellers per round who cancel a paid card order's bookings. */
const cardTravellersPerRound = 4;

interface EngineResult {
  engine: string;
  kills: number;
  acknowledged: number;
  inDoubt: number;
  lost: string[];
  broken: string[];
  serverErrors: string[];
  byKind: Map<string, number>;
  /** The card refunds at the end, by status, and the provider's count. */
  refunds: string;
  failure?: string;
}

/** Opens the database the server uses (only while the server is stopped, for PGlite), runs `use`, closes it. */
async function withDatabase<T>(settings: ServerSettings, use: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await openDatabase(settings.databaseUrl ? { url: settings.databaseUrl } : { dataDir: join(settings.dataDir, 'pglite') });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** Starts the server again with its jobs passing every second, waits for its refunds job's first pass, and stops it; returns when it was started. */
async function restartForRefunds(settings: ServerSettings): Promise<Date> {
  const restartedAt = new Date();
  const restarted = await startServer(settings, { jobsEverySecond: true });
  try {
    await jobPassed(restarted, 'refunds-job');
  } finally {
    await stopServer(restarted);
  }
  return restartedAt;
}

async function crashEngine(engine: 'pglite' | 'postgres'): Promise<EngineResult> {
  const dataDir = mkdtempSync(join(tmpdir(), `cicerone-crash-${engine}-`));
  const postgres = engine === 'postgres' ? await startPostgres() : undefined;
  const settings: ServerSettings = { dataDir, databaseUrl: postgres?.url };
  const journal = new Journal();
  const result: EngineResult = { engine, kills: 0, acknowledged: 0, inDoubt: 0, lost: [], broken: [], serverErrors: journal.serverErrors, byKind: journal.byKind, refunds: '' };
  try {
    let holders: CoinHolder[] = [];
    let travellers: CardTraveller[] = [];
    const tours = await withDatabase(settings, async (database) => {
      const created = await prepareCrashDatabase(database, 4);
      holders = await insertCoinHolders(database.db, holdersPerRound, holderCoins);
      travellers = await insertCardTravellers(database, settings, created, cardTravellersPerRound);
      return created;
    });
    for (let round = 1; round <= kills; round += 1) {
      const server = await startServer(settings);
      let stopped = false;
      const load = runLoad({ origin: server.origin, journal, tours, stopped: () => stopped }, people, holders, travellers);
      // The kill lands at a random moment once writes are being acknowledged (a fresh process answers its first requests slowly).
      const started = performance.now();
      const before = journal.acknowledged;
      while (journal.acknowledged === before && performance.now() - started < 30_000) await sleep(20);
      if (journal.acknowledged === before) result.broken.push(`round ${round}: no write acknowledged within 30 s of the start`);
      const loadEnded = await Promise.race([load.then(() => 'ended'), sleep(Math.floor(Math.random() * 4_000))]);
      const loadMs = performance.now() - started;
      stopped = true;
      await killServer(server);
      result.kills += 1;
      await load;
      if (loadEnded === 'ended') throw new Error('the load stopped before the kill');

      // The same data, a new process: it must come back by itself, and its refunds job sends what the kill left due.
      const restartedAt = await restartForRefunds(settings);
      const found = await withDatabase(settings, async (database) => {
        const lost = await lostWrites(database.db, journal);
        const broken = [...(await brokenInvariants(database.db)), ...(await refundsLeftDue(database.db, restartedAt))];
        await refundsDueNow(database.db);
        holders = await insertCoinHolders(database.db, holdersPerRound, holderCoins);
        travellers = await insertCardTravellers(database, settings, tours, cardTravellersPerRound);
        return { lost, broken };
      });
      result.lost.push(...found.lost.map((line) => `kill ${round}: ${line}`));
      result.broken.push(...found.broken.map((line) => `kill ${round}: ${line}`));
      console.log(
        `${engine} kill ${String(round).padStart(2)} after ${(loadMs / 1000).toFixed(1)} s: ${journal.acknowledged} writes acknowledged so far (${journal.acknowledged - before} this round), ${journal.inDoubt} cut off, lost ${found.lost.length}, invariants broken ${found.broken.length}`,
      );
    }
    // The attempts the last kill left waiting, made due above, are made by one more restart: then every card refund is settled, once.
    await restartForRefunds(settings);
    const settled = await withDatabase(settings, async (database) => ({
      problems: [...(await brokenInvariants(database.db)), ...(await refundsUnsettled(database.db))],
      tally: await refundTally(database.db),
    }));
    result.broken.push(...settled.problems.map((line) => `after the last kill: ${line}`));
    result.refunds = settled.tally;
  } catch (error) {
    result.failure = (error as Error).stack ?? String(error);
  } finally {
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  result.acknowledged = journal.acknowledged;
  result.inDoubt = journal.inDoubt;
  return result;
}

const results: EngineResult[] = [];
for (const engine of engines) results.push(await crashEngine(engine));

console.log('\nkill -9 under load (budget: 0 acknowledged writes lost)');
for (const result of results) {
  console.log(
    `  ${result.engine.padEnd(8)} kills ${result.kills}, acknowledged writes ${result.acknowledged}, cut off ${result.inDoubt}, lost ${result.lost.length}, invariant violations ${result.broken.length}, answers ≥ 500 ${result.serverErrors.length}`,
  );
  console.log(`    ${[...result.byKind].map(([kind, count]) => `${kind} ${count}`).join(', ')}`);
  console.log(`    ${result.refunds}`);
  for (const line of [...result.lost, ...result.broken, ...result.serverErrors].slice(0, 30)) console.log(`    ${line}`);
  if (result.failure) console.log(`    FAILED: ${result.failure}`);
}
const failed = results.some((result) => result.failure || result.lost.length > 0 || result.broken.length > 0 || result.serverErrors.length > 0 || result.kills < kills);
console.log(failed ? 'crash test FAILED' : 'crash test passed');
process.exit(failed ? 1 : 0);
