import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@cicerone/db/client';
import { freePort } from '../../../../scripts/processes.ts';
import { postgresTestDatabase } from './database.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';
import { startSmtp, type ReceivedMail } from './smtp-sink.ts';

/** Why the tests of several processes skip on the embedded database. */
export const needsPostgres = 'several processes need PostgreSQL (TEST_DATABASE_URL): the embedded database belongs to the one process that opens it';

/** The catalogue's cache time the pair runs with (CATALOG_CACHE_SECONDS), short so a test can wait it out. */
export const catalogCacheSeconds = 2;

const secret = 'two-processes-secret-0123456789abcdefghijkl';

/**
 * Two real server processes (A and B) as README's "Any number of processes" runs them: one fresh
 * PostgreSQL database, the same SECRET, PUBLIC_URL (the balancer's address; the test plays the
 * balancer, sending each request to the process it chooses), DATA_DIR (the private files) and
 * SMTP server (a sink counting what arrives), and TRUST_PROXY set to the balancer's address.
 * The jobs look for work every second. `db` opens the same database for fixtures and checks.
 */
export async function startTwoProcesses() {
  const database = await postgresTestDatabase();
  if (!database) throw new Error(needsPostgres);
  const received: ReceivedMail[] = [];
  const smtp = await startSmtp(received);
  const dataDir = await mkdtemp(join(tmpdir(), 'cicerone-two-processes-'));
  const handle = await openDatabase({ url: database.url });
  const publicUrl = `http://127.0.0.1:${await freePort()}`;
  const env = {
    DATABASE_URL: database.url,
    SECRET: secret,
    GIFT_CARD_KEY: `${secret}-gift-cards`,
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    TRUST_PROXY: 'loopback',
    SEED_DEMO: 'false',
    CATALOG_CACHE_SECONDS: String(catalogCacheSeconds),
    JOB_INTERVAL_SECONDS: '1',
  };
  const started: ServerProcess[] = [];
  async function close() {
    await Promise.all(started.map((server) => server.stop()));
    await handle.close();
    await smtp.stop();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  try {
    // One after the other: the second start finds the schema the first one migrated.
    for (let i = 0; i < 2; i += 1) started.push(await startServerProcess(env));
  } catch (error) {
    await close();
    throw error;
  }
  const [a, b] = started as [ServerProcess, ServerProcess];
  return { a, b, db: handle.db, received, publicUrl, secret, close };
}

export type TwoProcesses = Awaited<ReturnType<typeof startTwoProcesses>>;

/** Polls `check` until it answers something other than undefined, or throws after `timeoutMs`. */
export async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The ok passes of a job in one process, from its /metrics (this machine's loopback may read them). */
export async function jobPasses(server: ServerProcess, job: string): Promise<number> {
  const text = await (await fetch(`${server.origin}/metrics`)).text();
  const line = text.split('\n').find((row) => row.startsWith('cicerone_job_passes_total{') && row.includes(`job="${job}"`) && row.includes('outcome="ok"'));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

/** How many times the SMTP server received the mail of outbox row `mailId` (its Message-ID names the row). */
export function deliveries(pair: Pick<TwoProcesses, 'received'>, mailId: number): number {
  const messageId = new RegExp(`^Message-ID: <outbox-${mailId}@`, 'im');
  return pair.received.filter((mail) => messageId.test(mail.raw)).length;
}
