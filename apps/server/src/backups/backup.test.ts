import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '@cicerone/db/client';
import { migrateDatabase } from '@cicerone/db/migrate';
import { createApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { fileStore } from '../shared/file-store.ts';
import { selectRows } from '../shared/sql-rows.ts';
import { login, userWithSession } from '../test/accounts-factory.ts';
import { bookableTour, dayAhead, paidBooking } from '../test/orders-factory.ts';
import { serveDatabaseDumps } from './database-dump.ts';

/**
 * npm run backup against a server under write load (sign-ups, orders paid partly with coins),
 * then npm run restore into a fresh folder and a server started on it: the copy is one moment of
 * the database (no order without its booking, every balance the sum of its ledger, capacity held
 * equal to the bookings holding it) and carries the files and the secret.
 */
const template = inject('testDatabase');
const repository = fileURLToPath(new URL('../../../../', import.meta.url));

function runScript(script: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, [`apps/server/src/cli/${script}.ts`, ...args], { cwd: repository, env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

async function counted(db: Database, query: string): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql.raw(query));
  return row?.n ?? Number.NaN;
}
const count = (db: Database, table: string) => counted(db, `select count(*)::int as n from ${table}`);

/** The invariants a consistent copy keeps; each query counts the rows that break one. */
async function brokenInvariants(db: Database) {
  const broken = (query: string) => counted(db, query);
  return {
    ordersWithoutBookings: await broken(`select count(*)::int as n from customer_order o where not exists (select 1 from booking b where b.order_id = o.id)`),
    balancesOffLedger: await broken(`select count(*)::int as n from app_user u where u.coin_balance <> coalesce((select sum(e.amount) from coin_entry e where e.user_id = u.id), 0)`),
    capacityOffBookings: await broken(
      `select count(*)::int as n from tour_day_capacity c where c.held <> (select count(*) from booking b join customer_order o on o.id = b.order_id
        where b.tour_id = c.tour_id and b.day = c.day and b.status <> 'cancelled' and o.status in ('awaiting_payment', 'paid'))`,
    ),
  };
}

describe.skipIf(template.kind !== 'pglite')('backup and restore of the embedded database', () => {
  let root: string;
  let live: DatabaseHandle;
  let app: App;
  let closeDumps: () => Promise<void>;

  beforeAll(async () => {
    if (template.kind !== 'pglite') return;
    root = await mkdtemp(join(tmpdir(), 'cicerone-backup-'));
    const dataDir = join(root, 'data');
    await mkdir(dataDir);
    await writeFile(join(dataDir, 'secret'), 'generated-secret-0123456789abcdefghijklmnop');
    live = await openDatabase({ dataDir: join(dataDir, 'pglite'), loadDataDir: new Blob([await readFile(template.dumpFile)]) });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }, { dataDir });
    app = await createApp({ config, db: live.db });
    await app.ready();
    closeDumps = (await serveDatabaseDumps(live, dataDir)).close;
    await fileStore(config).put('proofs/before/proof.pdf', new TextEncoder().encode('%PDF-1.4 proof'), 'application/pdf');
    await mkdir(join(config.filesDir, 'gallery'), { recursive: true });
    await writeFile(join(config.filesDir, 'gallery', 'picture.svg'), '<svg/>');
  });

  afterAll(async () => {
    await closeDumps?.();
    await app?.close();
    await live?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('copies one moment of a database being written, restores it into an empty folder only, and starts on it', { timeout: 180_000 }, async () => {
    const tour = await bookableTour(live.db);
    const buyer = await userWithSession(app, live.db);
    const test = { app, db: live.db } as Parameters<typeof paidBooking>[0];
    const ordersBefore = await count(live.db, 'customer_order');

    let writing = true;
    let signUps = 0;
    let orders = 0;
    const signUpLoad = (async () => {
      while (writing) {
        const n = signUps++;
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: `10.9.${Math.floor(n / 200)}.${n % 200}`,
          payload: { firstName: 'Load', lastName: `Signup ${n}`, email: `load-${n}@example.com`, password: 'under load 123', confirmPassword: 'under load 123' },
        });
        if (response.statusCode !== 201) throw new Error(`sign-up answered ${response.statusCode}: ${response.body}`);
      }
    })();
    const orderLoad = (async () => {
      while (writing) {
        await paidBooking(test, buyer, tour.id, dayAhead(10 + (orders % 20)), { coins: 500 });
        orders += 1;
        // PGlite answers in microtasks: without a turn of the event loop, the socket the backup asks on would never be served.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    // A failed write stops the test at once rather than leaving it waiting for orders.
    const loads = Promise.all([signUpLoad, orderLoad]);
    const waitForOrders = async (atLeast: number) => {
      const reached = (async () => {
        while (orders < atLeast) await new Promise((resolve) => setTimeout(resolve, 20));
      })();
      await Promise.race([reached, loads]);
      expect(orders).toBeGreaterThanOrEqual(atLeast);
    };

    await waitForOrders(3);
    const backupDir = join(root, 'backups');
    const backup = await runScript('backup', { DATA_DIR: join(root, 'data'), BACKUP_DIR: backupDir });
    expect(backup.output).toMatch(/Backup written/);
    expect(backup.code).toBe(0);
    // Writes go on after the copy, so the copy must be a moment strictly inside the load.
    const ordersAtEnd = orders;
    await waitForOrders(ordersAtEnd + 3);
    writing = false;
    await loads;
    const ordersAfter = await count(live.db, 'customer_order');
    expect(await brokenInvariants(live.db)).toEqual({ ordersWithoutBookings: 0, balancesOffLedger: 0, capacityOffBookings: 0 });

    const [archive, ...others] = await readdir(backupDir);
    expect(others).toEqual([]);
    expect(archive).toMatch(/^cicerone-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);
    expect((await stat(join(backupDir, archive ?? ''))).mode & 0o777).toBe(0o600);

    const restoredDir = join(root, 'restored');
    const restore = await runScript('restore', { DATA_DIR: restoredDir }, [join(backupDir, archive ?? '')]);
    expect(restore.output).toMatch(/Restored the backup/);
    expect(restore.code).toBe(0);
    const again = await runScript('restore', { DATA_DIR: restoredDir }, [join(backupDir, archive ?? '')]);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/not empty/);

    expect(await readFile(join(restoredDir, 'private', 'proofs', 'before', 'proof.pdf'), 'utf8')).toBe('%PDF-1.4 proof');
    expect(existsSync(join(restoredDir, 'files', 'gallery', 'picture.svg'))).toBe(true);
    expect(await readFile(join(restoredDir, 'secret'), 'utf8')).toBe('generated-secret-0123456789abcdefghijklmnop');
    // Without its key, no gift card sold before the backup could be redeemed after the restore.
    expect(await readFile(join(restoredDir, 'gift-card-key'), 'utf8')).toBe(await readFile(join(root, 'data', 'gift-card-key'), 'utf8'));

    const restored = await openDatabase({ dataDir: join(restoredDir, 'pglite') });
    try {
      await migrateDatabase(restored);
      const restoredApp = await createApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }, { dataDir: restoredDir }), db: restored.db });
      try {
        expect((await restoredApp.inject({ url: '/healthz' })).statusCode).toBe(200);
        // The buyer's account (its password hash) and its orders are there.
        await login(restoredApp, buyer.email);
        const ordersRestored = await count(restored.db, 'customer_order');
        expect(ordersRestored).toBeGreaterThan(ordersBefore);
        expect(ordersRestored).toBeLessThan(ordersAfter);
        expect(await brokenInvariants(restored.db)).toEqual({ ordersWithoutBookings: 0, balancesOffLedger: 0, capacityOffBookings: 0 });
      } finally {
        await restoredApp.close();
      }
    } finally {
      await restored.close();
    }
  });
});
