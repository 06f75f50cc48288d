// The guide dashboard's budget (requirements §quality.budgets): /guide-missions server-rendered in under 30 ms median with
// 1,000 missions for the guide. The guide is approved in a city that holds 1,000 missions offered to
// them (spread over two years around today, a quarter assigned to them, a third answered by them, some
// assigned to another guide) and 2,000 of other cities; the page of the current month is rendered for
// the guide, against /healthz of the same server. Run by npm run bench (after the build), or alone:
// node bench/missions.ts.
import '../apps/server/src/production-default.ts';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { roles } from '@cicerone/core/roles';
import type { Database } from '@cicerone/db/client';
import { guideProfile } from '@cicerone/db/schema/guides';
import type { App } from '../apps/server/src/app.ts';
import { insertUser } from '../apps/server/src/test/accounts-factory.ts';
import { placeIds } from '../apps/server/src/test/catalog-factory.ts';
import { bookableTour, bookingOf, dayAhead, orderItem, sessionUserOf } from '../apps/server/src/test/orders-factory.ts';
import { openSiteApp } from './support/site-app.ts';

export interface MissionsRun {
  missions: number;
  /** How many of them the measured month shows. */
  shownThisMonth: number;
  medianMs: number;
  /** The same page for a month without missions: what the site's frame costs this guide. */
  emptyMonthMs: number;
  healthMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * `count` missions of copies of one real paid booking (the order service makes the first, so every
 * column is what a buyer makes), each on its own day around today, in `cityId`.
 */
async function cloneMissions(db: Database, bookingId: string, cityId: number, count: number, offset: number): Promise<void> {
  const columns = (await db.execute(sql`select string_agg(quote_ident(column_name), ', ') as list from information_schema.columns
    where table_name = 'booking' and column_name not in ('id', 'reference', 'day', 'starts_at', 'city_id')`)) as unknown as { rows: { list: string }[] };
  const list = sql.raw(columns.rows[0]?.list ?? '');
  await db.execute(sql`insert into booking (reference, day, starts_at, city_id, ${list})
    select 'BK-BENCH-' || (${offset} + n), (current_date + (n % 730 - 365))::date, now() + ((n % 730 - 365) || ' days')::interval, ${cityId}, ${list}
    from booking, generate_series(1, ${count}) as n where booking.id = ${bookingId}`);
  await db.execute(sql`insert into mission (booking_id, city_id, status)
    select b.id, b.city_id, 'waiting_response' from booking b where b.reference like 'BK-BENCH-%' and b.city_id = ${cityId}
      and not exists (select 1 from mission m where m.booking_id = b.id)`);
}

export async function benchGuideMissions(app: App, db: Database): Promise<MissionsRun> {
  const traveller = await insertUser(db);
  const tour = await bookableTour(db);
  const order = await app.services.orders.createOrder(sessionUserOf(traveller), { currency: 'EUR', locale: 'en_US', coinsRequested: 0, items: [orderItem(tour.id, dayAhead(30))], paymentMethod: 'card' });
  if (order.clientSecret) await app.services.payments.confirm?.({ clientSecret: order.clientSecret, cardNumber: '4242424242424242' });
  const booking = await bookingOf(db, order.id);
  const here = await placeIds(db, 'paris');
  const elsewhere = await placeIds(db, 'zurich');
  await cloneMissions(db, booking.id, here.cityId, 1_000, 0);
  await cloneMissions(db, booking.id, elsewhere.cityId, 2_000, 1_000);

  const guide = await insertUser(db, { role: roles.guide });
  const other = await insertUser(db, { role: roles.guide });
  await db.insert(guideProfile).values({ userId: guide.id, cityId: here.cityId, spokenLanguages: ['en_US', 'fr_FR'], recruitmentStatus: 'approved' });
  // A quarter assigned to the guide, a tenth to another; a third answered by the guide.
  await db.execute(sql`update mission set status = 'assigned', guide_user_id = case when right(booking_id::text, 1) in ('0', '1', '2', '3') then ${guide.id}::uuid else ${other.id}::uuid end, assigned_at = now()
    where city_id = ${here.cityId} and right(booking_id::text, 1) in ('0', '1', '2', '3', 'a')`);
  await db.execute(sql`insert into mission_response (mission_id, guide_user_id, availability, answer)
    select id, ${guide.id}, 'All day', (array['yes', 'no', 'maybe', 'other'])[1 + (get_byte(uuid_send(id), 0) % 4)] from mission
    where city_id = ${here.cityId} and get_byte(uuid_send(id), 1) % 3 = 0`);
  await db.execute(sql`analyze`);

  const offered = await app.services.missions.list(guide.id, { locale: 'en_US' });
  const now = new Date();
  const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const shown = await app.services.missions.list(guide.id, { locale: 'en_US', month: { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 } });
  const { tokens } = await app.services.sessions.start(guide.id);
  const headers = { cookie: `access_token=${tokens.accessToken}` };
  const once = async (url: string, withHeaders: Record<string, string>) => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: withHeaders });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    return performance.now() - started;
  };
  // Interleaved with the same page of a month without missions (the site's frame for this guide),
  // so that a busy machine weighs on both alike; the first tenth warms caches and the JIT.
  const page: number[] = [];
  const empty: number[] = [];
  for (let round = 0; round < 200; round += 1) {
    page.push(await once(`/en_US/EUR/guide-missions?month=${month}`, headers));
    empty.push(await once('/en_US/EUR/guide-missions?month=2001-01', headers));
  }
  const health: number[] = [];
  for (let round = 0; round < 200; round += 1) health.push(await once('/healthz', {}));
  return { missions: offered.length, shownThisMonth: shown.length, medianMs: median(page.slice(20)), emptyMonthMs: median(empty.slice(20)), healthMs: median(health.slice(20)) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const webBuild = fileURLToPath(new URL('../apps/web/build/', import.meta.url));
  if (!existsSync(join(webBuild, 'server/index.js'))) throw new Error('Run npm run build first.');
  const { app, database, dataDir } = await openSiteApp(webBuild);
  try {
    const run = await benchGuideMissions(app, database.db);
    console.log(`/guide-missions with ${run.missions} missions for the guide (${run.shownThisMonth} this month): median ${run.medianMs.toFixed(2)} ms (budget < 30 ms); a month without missions ${run.emptyMonthMs.toFixed(2)} ms; /healthz ${run.healthMs.toFixed(2)} ms`);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
