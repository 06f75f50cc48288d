// The back office's bookings list (requirements §back-office.bookings, budget: < 50 ms at 100k bookings on PostgreSQL):
// 100,000 bookings (one order each, 2,000 travellers, 40 tours, two years of days, the four
// statuses) seeded in SQL, then GET /api/admin/bookings by an admin, each kind of search the page
// offers asked again and again with different values; each kind's median and p95 server time.
// Alone: node bench/admin-bookings.ts [postgres://…] (PostgreSQL at that address, else PGlite).
import '../apps/server/src/production-default.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { roles } from '@cicerone/core/roles';
import { openDatabase } from '@cicerone/db/client';
import { createApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { prepareDatabase } from '../apps/server/src/database.ts';
import { selectRows } from '../apps/server/src/shared/sql-rows.ts';
import { userWithSession } from '../apps/server/src/test/accounts-factory.ts';
import { createTour } from '../apps/server/src/test/catalog-factory.ts';

export interface AdminBookingsRun {
  engine: 'pglite' | 'postgres';
  bookings: number;
  seedMs: number;
  /** Per kind of search: median and p95 server time of GET /api/admin/bookings, and of GET /api/me by the same admin asked between them (the server's floor meanwhile). */
  searches: { name: string; p50: number; p95: number; runs: number; floorP50: number }[];
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? NaN;

export async function benchAdminBookings(engine: 'pglite' | 'postgres', url?: string, count = 100_000): Promise<AdminBookingsRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cicerone-bench-admin-bookings-'));
  const database = await openDatabase(engine === 'postgres' ? { url } : { dataDir: join(dataDir, 'pglite') });
  try {
    await prepareDatabase(database);
    const config = loadConfig({ NODE_ENV: 'production', SECRET: 'bench-secret-bench-secret-bench-secret', GIFT_CARD_KEY: 'bench-gift-card-key-bench-gift-card-key', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...(url ? { DATABASE_URL: url } : {}) }, { dataDir });
    const app = await createApp({ config, db: database.db });
    try {
      const seedStarted = performance.now();
      const tours: number[] = [];
      for (let index = 0; index < 40; index += 1) tours.push((await createTour(database.db, { durations: ['4h'] })).id);
      const db = database.db;
      await db.execute(sql`insert into app_user (email, password_hash, first_name, last_name)
        select 'traveller-' || i || '@example.com', 'x', 'Traveller', 'N' || i from generate_series(1, 2000) i`);
      // One order per booking; statuses as a live site has them: mostly pending and completed, some cancelled or waiting.
      await db.execute(sql`insert into customer_order (reference, user_id, locale, currency, rate, subtotal, grand_total, payment_method, status, paid_at, created_at)
        select 'CIC-B' || lpad(i::text, 6, '0'), u.id, 'en_US', 'EUR', 1, 12000, 12000, 'card', case when i % 10 = 0 then 'awaiting_payment' else 'paid' end,
          case when i % 10 = 0 then null else now() - (i % 700) * interval '1 day' end, now() - (i % 700) * interval '1 day'
        from generate_series(1, ${count}) i join (select id, row_number() over (order by email) as n from app_user where email like 'traveller-%') u on u.n = 1 + i % 2000`);
      await db.execute(sql`insert into booking (reference, order_id, user_id, tour_id, city_id, duration, day, start_time, adults, guide_language, contact_name, contact_email, contact_phone, starts_at, price, price_eur_cents, status, created_at)
        select 'BK-B' || substr(o.reference, 6), o.id, o.user_id, t.id, t.city_id, '4h', (date '2025-06-01' + (n % 730))::date, '10:00', 2, 'en_US', 'Traveller', 'contact-' || (n % 2000) || '@example.com', '+33100000000',
          (date '2025-06-01' + (n % 730))::timestamp + interval '8 hours', 12000, 12000,
          case when o.status = 'awaiting_payment' then 'waiting-payment' when n % 7 = 0 then 'cancelled' when (date '2025-06-01' + (n % 730)) < current_date then 'completed' else 'pending' end,
          o.created_at
        from (select o.*, substr(o.reference, 6)::int as n from customer_order o where o.reference like 'CIC-B%') o
        join (select id, city_id, row_number() over (order by id) - 1 as k from tour where id = any(${sql.raw(`array[${tours.join(',')}]`)})) t on t.k = o.n % 40`);
      await db.execute(sql`analyze`);
      const seedMs = performance.now() - seedStarted;

      const admin = await userWithSession(app, db, { role: roles.admin });
      const headers = { authorization: admin.bearer };
      const sample = await selectRows<{ reference: string; order_reference: string; email: string; day: string; title: string }>(
        db,
        sql`select b.reference, o.reference as order_reference, b.contact_email as email, b.day::text as day, (select x.title from tour_text x where x.tour_id = b.tour_id and x.language = 'en_US') as title
          from booking b join customer_order o on o.id = b.order_id where b.reference like 'BK-B%' order by b.reference limit 40 offset 1000`,
      );
      const pick = <T,>(values: readonly T[], index: number) => values[index % values.length] as T;
      const kinds: { name: string; query: (index: number) => string }[] = [
        { name: 'first page, latest start first', query: () => '' },
        { name: 'page 100, sorted by booking date', query: (index) => `page=${100 + (index % 5)}&sort=created&dir=asc` },
        { name: 'status filter', query: (index) => `status=${pick(['pending', 'completed', 'cancelled', 'waiting-payment'], index)}` },
        { name: 'booking reference', query: (index) => `q=${pick(sample, index).reference.toLowerCase()}` },
        { name: 'order reference', query: (index) => `q=${pick(sample, index).order_reference}` },
        { name: 'e-mail (contact or account)', query: (index) => `q=${encodeURIComponent(index % 2 ? pick(sample, index).email : `traveller-${1 + (index % 2000)}@example.com`)}` },
        { name: 'tour words', query: (index) => `q=${encodeURIComponent((pick(sample, index).title ?? '').split(' ').slice(0, 3).join(' '))}` },
        { name: 'day range (a week) and status', query: (index) => `from=${pick(sample, index).day}&to=${new Date(Date.parse(pick(sample, index).day) + 6 * 86_400_000).toISOString().slice(0, 10)}&status=pending` },
      ];
      const searches: AdminBookingsRun['searches'] = [];
      for (const kind of kinds) {
        const times: number[] = [];
        const floor: number[] = [];
        const timed = async (path: string) => {
          const started = performance.now();
          const response = await app.inject({ method: 'GET', url: path, headers });
          if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
          return performance.now() - started;
        };
        for (let index = 0; index < 60; index += 1) {
          const elapsed = await timed(`/api/admin/bookings?${kind.query(index)}`);
          const me = await timed('/api/me');
          // The first few warm the statement caches and the JIT.
          if (index >= 6) {
            times.push(elapsed);
            floor.push(me);
          }
        }
        searches.push({ name: kind.name, p50: percentile(times, 0.5), p95: percentile(times, 0.95), runs: times.length, floorP50: percentile(floor, 0.5) });
      }
      return { engine, bookings: count, seedMs, searches };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const url = process.argv[2];
  const run = await benchAdminBookings(url ? 'postgres' : 'pglite', url);
  for (const search of run.searches) console.log(`${run.engine}, ${run.bookings.toLocaleString('en')} bookings — GET /api/admin/bookings (${search.name}): p50 ${search.p50.toFixed(2)} ms, p95 ${search.p95.toFixed(2)} ms; GET /api/me meanwhile p50 ${search.floorP50.toFixed(2)} ms`);
  console.log(`seeded in ${Math.round(run.seedMs / 1000)} s`);
}
