// The checkout budget (requirements §quality.budgets, tightened by §quality.performance): POST /api/orders (card, test provider) from
// 20 buyers at once, on PGlite and on PostgreSQL. Every order is real: prices read and computed, a unit
// of capacity held, the order and its booking written, the test provider's payment created, in one
// transaction. Alone: `node bench/orders.ts [postgres|pglite] [postgres://…]` (an empty database; postgres
// without a URL starts a throw-away server).
import '../apps/server/src/production-default.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@cicerone/db/client';
import { createApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { prepareDatabase } from '../apps/server/src/database.ts';
import { userWithSession } from '../apps/server/src/test/accounts-factory.ts';
import { bookableTour, dayAhead, orderItem } from '../apps/server/src/test/orders-factory.ts';
import { httpLoad, type LoadRequest, type LoadResult } from './support/load.ts';
import { startPostgres } from './support/postgres.ts';

const buyers = Number(process.env["BUYERS"] ?? 20);
const seconds = 10;

export interface OrdersRun {
  engine: 'pglite' | 'postgres';
  /** 20 buyers each placing an order, thinking about a second (0.5–1.5 s), and placing the next. */
  orders: LoadResult;
  /** The same 20 buyers sending their next order the moment the last is answered: the server's ceiling. */
  saturated: LoadResult;
  /** Orders written, read back after the run: every 2xx answer is one order. */
  written: number;
  /** The same buyers asking /healthz at the same pace right after: what this machine answers at best meanwhile. */
  health: LoadResult;
}

export async function benchOrders(engine: 'pglite' | 'postgres', url?: string): Promise<OrdersRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cicerone-bench-orders-'));
  const database = await openDatabase(engine === 'postgres' ? { url } : { dataDir: join(dataDir, 'pglite') });
  try {
    await prepareDatabase(database);
    const config = loadConfig({ NODE_ENV: 'production', SECRET: 'bench-secret-bench-secret-bench-secret', GIFT_CARD_KEY: 'bench-gift-card-key-bench-gift-card-key', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...(url ? { DATABASE_URL: url } : {}) }, { dataDir });
    const app = await createApp({ config, db: database.db });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      // Eight tours, so buyers contend on some capacity rows as on a real site; capacity never runs out.
      const tours: { id: number }[] = [];
      for (let index = 0; index < 8; index += 1) tours.push(await bookableTour(database.db));
      await database.db.execute(sql`update tour_availability set groups_per_day = 32000`);
      const lines: LoadRequest[][] = [];
      for (let buyer = 0; buyer < buyers; buyer += 1) {
        const user = await userWithSession(app, database.db);
        const line: LoadRequest[] = [];
        lines.push(line);
        for (let variant = 0; variant < 8; variant += 1) {
          const tour = tours[(buyer + variant) % tours.length] as { id: number };
          const { adults, children, infants, contactName, contactEmail, contactPhone, ...choice } = orderItem(tour.id, dayAhead(20 + variant));
          const item = { ...choice, travellers: { adults, children, infants }, contact: { name: contactName, email: contactEmail, phone: contactPhone } };
          const body = { paymentMethod: 'card', currency: variant % 2 === 0 ? 'EUR' : 'JPY', fromCart: false, items: [item] };
          line.push({ method: 'POST', path: '/api/orders', headers: { authorization: user.bearer, 'content-type': 'application/json' }, body: JSON.stringify(body) });
        }
      }
      // Interleaved (buyer 0, 1, … 19, then each one's next order): the load's clients take requests in turn, so
      // 20 requests in flight are 20 people's, as on a site. In buyer order, the first 20 were 8 orders of one
      // account at once, queued on its row (the account is locked first, decision 0008).
      const requests = Array.from({ length: 8 }, (_, variant) => lines.map((line) => line[variant] as LoadRequest)).flat();
      const probe = requests[0] as LoadRequest;
      const answer = await app.inject({ method: 'POST', url: probe.path, headers: probe.headers, payload: probe.body });
      if (answer.statusCode !== 201) throw new Error(`POST /api/orders answered ${answer.statusCode}: ${answer.body}`);
      // A short warm-up (JIT, statement caches), then the measure.
      await httpLoad({ origin, paths: [], requests, connections: buyers, seconds: 2 });
      const before = await countOrders();
      const orders = await httpLoad({ origin, paths: [], requests, connections: buyers, seconds: seconds * 2, thinkMs: 1000 });
      const written = (await countOrders()) - before;
      const saturated = await httpLoad({ origin, paths: [], requests, connections: buyers, seconds });
      const health = await httpLoad({ origin, paths: ['/healthz'], connections: buyers, seconds: 5, thinkMs: 1000 });
      return { engine, orders, saturated, written, health };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  async function countOrders(): Promise<number> {
    const result = (await database.db.execute(sql`select count(*)::int as count from customer_order`)) as unknown as { rows: { count: number }[] };
    return result.rows[0]?.count ?? 0;
  }
}

/** The budget is on PostgreSQL (requirements §quality.performance); PGlite, one connection inside the server's process, is reported. */
export const ordersBudgetMs = 30;

/** The run as bench/run.ts prints it: the budget line, and the saturated ceiling as a note. */
export function ordersResults(run: OrdersRun) {
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const { engine, orders, saturated, written, health } = run;
  return {
    result: {
      name: `${engine}: POST /api/orders (card, test provider), ${buyers} concurrent buyers each ordering about once a second, p95`,
      value: ms(orders.p95),
      budget: engine === 'postgres' ? `< ${ordersBudgetMs} ms` : 'reported',
      ok: engine === 'pglite' || (orders.p95 < ordersBudgetMs && orders.errors === 0 && written === orders.requests),
      reference: `p50 ${ms(orders.p50)}, ${Math.round(orders.perSecond)} orders/s, ${written} orders written for ${orders.requests} answers, ${orders.errors} errors; /healthz at the same pace p95 ${ms(health.p95)}`,
    },
    note: `info  ${engine}: POST /api/orders, the same ${buyers} buyers without thinking (the server's ceiling): ${Math.round(saturated.perSecond)} orders/s, p50 ${ms(saturated.p50)}, p95 ${ms(saturated.p95)}`,
  };
}

if (import.meta.main) {
  const engine = process.argv[2] === 'pglite' ? 'pglite' : 'postgres';
  const given = process.argv[3];
  const postgres = engine === 'postgres' && !given ? await startPostgres() : undefined;
  try {
    const { result, note } = ordersResults(await benchOrders(engine, given ?? postgres?.url));
    console.log(`${result.ok ? 'PASS' : 'OVER'}  ${result.name}: ${result.value} (budget ${result.budget}) — ${result.reference}`);
    console.log(note);
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    postgres?.stop();
  }
}
