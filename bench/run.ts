// npm run bench [-- --tours 100000] [-- --engines pglite,postgres] — measures the budgets of
// requirements §quality.budgets (catalogue, accounts, checkout, gift-card redeem and PDF, the guide dashboard, the airport search, the back office's lists: audit trail, users, tours, bookings) and §quality.performance, and prints each against its budget, with a reference measured in the same run (the same SQL
// straight on the database, a bare Node start). Lighthouse scores: npm run bench:lighthouse.
import '../apps/server/src/production-default.ts';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { foldForSearch } from '@cicerone/core/slug';
import { answerOf, benchCatalog, type CatalogRun } from './catalog.ts';
import { benchOrders, ordersResults } from './orders.ts';
import { benchColdStart, coldStartResult } from './cold-start.ts';
import { benchRedeem } from './gift-cards.ts';
import { benchAdminTours } from './admin-tours.ts';
import { measureFirstLoad } from './first-load.ts';
import { htmlSizeResult, measureHtmlSizes } from './html-size.ts';
import { benchGuideMissions } from './missions.ts';
import { benchAirportSearch } from './airports.ts';
import { benchAuditLog } from './audit-log.ts';
import { benchUsersList } from './admin-users.ts';
import { benchAdminBookings } from './admin-bookings.ts';
import { benchRender, renderBudgets } from './render.ts';
import { insertUser, testPassword } from '../apps/server/src/test/accounts-factory.ts';
import { startPostgres } from './support/postgres.ts';
import { openSiteApp } from './support/site-app.ts';
import { renderGiftCardPdf, type GiftCardPdfInput } from '../apps/server/src/features/gift-cards/delivery/gift-card-pdf.ts';

const { values: options } = parseArgs({
  options: { tours: { type: 'string', default: '100000' }, engines: { type: 'string', default: 'pglite,postgres' } },
});
const catalogTours = Number(options.tours);
const engines = options.engines.split(',').filter((engine): engine is 'pglite' | 'postgres' => engine === 'pglite' || engine === 'postgres');

const root = fileURLToPath(new URL('../', import.meta.url));
const webBuild = join(root, 'apps/web/build/');
if (!existsSync(join(webBuild, 'server/index.js'))) throw new Error('Run npm run build first.');

const results: { name: string; value: string; budget: string; ok: boolean; reference?: string }[] = [];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${value.toFixed(2)} ms`;

// 1. Server time of the city list and the autocomplete, against the same SQL run directly.
const { app, database, dataDir } = await openSiteApp(webBuild);

async function serverTimes(url: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  }
  return times.slice(Math.floor(runs / 10)); // the first tenth warms caches and the JIT
}
const queries = ['zur', 'mosk', 'par', 'new y', 'kyo', 'san'];
const autocompleteTimes: number[] = [];
for (const q of queries) autocompleteTimes.push(...(await serverTimes(`/api/cities?q=${encodeURIComponent(q)}&language=de_DE&limit=10`, 60)));
const listTimes = await serverTimes('/api/cities?countryId=75&language=fr_FR', 200);

const directTimes: number[] = [];
for (const q of queries) {
  for (let i = 0; i < 60; i += 1) {
    const started = performance.now();
    await database.db.execute(sql`select c.id, c.name, c.names, c.slug, co.names from city c join country co on co.id = c.country_id
      where c.activated and c.search_text like ${`%${foldForSearch(q)}%`} order by strpos(c.search_text, ${` ${foldForSearch(q)}`}) = 0, c.position limit 10`);
    directTimes.push(performance.now() - started);
  }
}
results.push({
  name: 'GET /api/cities?q=… (autocomplete), median server time',
  value: ms(median(autocompleteTimes)),
  budget: '< 5 ms',
  ok: median(autocompleteTimes) < 5,
  reference: `same SQL direct ${ms(median(directTimes))} (ratio ${(median(autocompleteTimes) / median(directTimes)).toFixed(2)})`,
});
results.push({ name: 'GET /api/cities?countryId=… (list), median server time', value: ms(median(listTimes)), budget: '< 5 ms', ok: median(listTimes) < 5 });

// 2. First-load JavaScript of the pages with a budget (bench/first-load.ts).
for (const page of await measureFirstLoad(app, database.db, join(webBuild, 'client'))) {
  results.push({
    name: `${page.name} first-load JavaScript (${page.files.length} files, gzip)`,
    value: `${(page.gzipBytes / 1024).toFixed(1)} KiB`,
    budget: `≤ ${page.budget} KiB`,
    ok: page.gzipBytes <= page.budget * 1024,
    reference: `React DOM chunk alone ${(page.frameworkBytes / 1024).toFixed(1)} KiB`,
  });
}

// Requirements §quality.performance: each page's HTML as served, gzip, with its hydration data per route (bench/html-size.ts).
for (const size of await measureHtmlSizes(app)) results.push(htmlSizeResult(size));

// 3. Server rendering (requirements §quality.performance, bench/render.ts): 300 different tours (each one's data read for the first time),
// then one tour again (its data cached), and home, against the same server's /healthz.
const render = await benchRender(app);
results.push({
  name: `Tour page server-rendered, median (${render.tours} different tours)`,
  value: ms(render.distinctMs),
  budget: `< ${renderBudgets.tourMs} ms`,
  ok: render.distinctMs < renderBudgets.tourMs,
  reference: `same tour again ${ms(render.sameTourMs)}; /healthz ${ms(render.healthMs)}; CPU ${ms(render.cpu.distinctMs)}`,
});
results.push({ name: 'Home page server-rendered, median', value: ms(render.homeMs), budget: `< ${renderBudgets.homeMs} ms`, ok: render.homeMs < renderBudgets.homeMs, reference: `/healthz ${ms(render.healthMs)}; CPU ${ms(render.cpu.homeMs)}` });
// 4. Accounts: a login (Argon2id verification + session + login history), an authenticated API call
// against the same anonymous call, and the home page rendered for a logged-in user against a visitor.
const accountLogins: number[] = [];
const sessionsOpened: string[] = [];
for (let index = 0; index < 24; index += 1) {
  const { email } = await insertUser(database.db, { email: `bench-${index}@example.com` });
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: testPassword }, remoteAddress: `10.9.0.${index}` });
  accountLogins.push(performance.now() - started);
  if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}`);
  sessionsOpened.push(response.json<{ access_token: string }>().access_token);
}
results.push({ name: 'POST /api/auth/login, median (Argon2id 19 MiB, 2 passes)', value: ms(median(accountLogins.slice(4))), budget: '< 150 ms', ok: median(accountLogins.slice(4)) < 150 });
const bearer = { authorization: `Bearer ${sessionsOpened[0]}` };
async function timesWith(url: string, headers: Record<string, string>, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  }
  return times.slice(Math.floor(runs / 10));
}
const meTimes = await timesWith('/api/me', bearer, 300);
const anonymousTimes = await timesWith('/api/languages', {}, 300);
results.push({
  name: 'GET /api/me (token checked, session and user read), median server time',
  value: ms(median(meTimes)),
  budget: '< 5 ms',
  ok: median(meTimes) < 5,
  reference: `anonymous /api/languages ${ms(median(anonymousTimes))}`,
});
// Interleaved, so that warming up favours neither.
const cookie = { cookie: `access_token=${sessionsOpened[1]}` };
const loggedInHome: number[] = [];
const visitorHome: number[] = [];
for (let round = 0; round < 20; round += 1) {
  loggedInHome.push(...(await timesWith('/en_US/EUR/', cookie, 11)));
  visitorHome.push(...(await timesWith('/en_US/EUR/', {}, 11)));
}
results.push({
  name: 'Home page server-rendered for a logged-in user, median',
  value: ms(median(loggedInHome)),
  budget: '< visitor + 5 ms',
  ok: median(loggedInHome) < median(visitorHome) + 5,
  reference: `visitor ${ms(median(visitorHome))}`,
});

// 5. The printable gift card (requirements §quality.budgets: under 50 ms warm): designs and fonts loaded once, then
// fifteen cards in other occasions and scripts (Japanese needs its own font).
const giftCard: GiftCardPdfInput = { code: 'GC-7K4P2QX', valueEurCents: 150_00, occasion: 'birthday', recipientName: 'Giulia Rossi', senderName: 'Ada Lovelace', message: 'A tour of Rome, on me.', currency: 'GBP', locale: 'it_IT', publicUrl: 'https://cicerone.example' };
await renderGiftCardPdf(giftCard);
const giftCardTimes: number[] = [];
for (let i = 0; i < 15; i += 1) {
  const started = performance.now();
  await renderGiftCardPdf({ ...giftCard, occasion: i % 2 ? 'christmas' : 'wedding-day', locale: i % 3 ? 'ja_JP' : 'de_DE' });
  giftCardTimes.push(performance.now() - started);
}
results.push({ name: 'Gift card PDF rendered, median warm', value: ms(median(giftCardTimes)), budget: '< 50 ms', ok: median(giftCardTimes) < 50 });

// 6. The guide dashboard (requirements §quality.budgets): /guide-missions server-rendered with 1,000 missions for the guide (bench/missions.ts).
const missionsRun = await benchGuideMissions(app, database.db);
results.push({
  name: `/guide-missions server-rendered, median (${missionsRun.missions} missions for the guide, ${missionsRun.shownThisMonth} this month)`,
  value: ms(missionsRun.medianMs),
  budget: '< 30 ms',
  ok: missionsRun.medianMs < 30,
  reference: `a month without missions ${ms(missionsRun.emptyMonthMs)}; /healthz ${ms(missionsRun.healthMs)}`,
});

// 7. The airport autocomplete of the request forms (requirements §quality.budgets), 50 connections on the same server.
const airportRun = await benchAirportSearch(app);
results.push({
  name: `GET /api/airports/search, 50 connections, ${airportRun.search50.requests.toLocaleString('en')} searches of ${airportRun.queries} different texts, p95`,
  value: ms(airportRun.search50.p95),
  budget: '< 10 ms',
  ok: airportRun.search50.p95 < 10 && airportRun.search50.errors === 0,
  reference: `p50 ${ms(airportRun.search50.p50)}, ${Math.round(airportRun.search50.perSecond)}/s; /healthz at 50 connections p95 ${ms(airportRun.health50.p95)}`,
});

await app.close();
await database.close();

// 3. Cold start of `npm start` on an existing build and data directory (the data directory seeded above; bench/cold-start.ts).
results.push(coldStartResult(await benchColdStart(dataDir)));
rmSync(dataDir, { recursive: true, force: true });

// 4. The catalogue under load, at 10,000 tours and at the asked size (ten times the tours may not cost more time).
const catalogRuns: CatalogRun[] = [];
const notes: string[] = [];
for (const engine of engines) {
  const postgres = engine === 'postgres' ? await startPostgres() : undefined;
  try {
    // Requirements §quality.performance: the median at the asked size within 1.2 × that at 10,000 tours.
    for (const tours of [10_000, catalogTours]) {
      console.log(`… ${engine}: seeding ${tours} tours and ${tours * 10} reviews, then 50 connections`);
      catalogRuns.push(await benchCatalog(engine, tours, postgres?.url));
    }
  } finally {
    postgres?.stop();
  }
}
for (const run of catalogRuns) {
  const label = `${run.engine}, ${run.tours.toLocaleString('en')} tours`;
  const perSecond = (value: number) => `${Math.round(value)}/s`;
  results.push({
    name: `${label}: GET /api/tours city+category+price, 50 connections, 1,000 filters asked repeatedly, p95`,
    value: ms(run.toursPopular50.p95),
    budget: '< 15 ms',
    ok: run.toursPopular50.p95 < 15 && run.toursPopular50.errors === 0,
    reference: `p50 ${ms(run.toursPopular50.p50)}, ${perSecond(run.toursPopular50.perSecond)} (catalogue seeded in ${Math.round(run.seedMs / 1000)} s)`,
  });
  // Requirements §quality.performance: cache misses under 25 ms at p95 on PostgreSQL (PGlite, one query at a time in the server's process, is reported).
  results.push({
    name: `${label}: GET /api/tours, 40,000 all-different filters (cache misses), 50 connections, p95`,
    value: ms(run.tours50.p95),
    budget: run.engine === 'postgres' ? '< 25 ms' : 'reported',
    ok: run.engine === 'pglite' || (run.tours50.p95 < 25 && run.tours50.errors === 0),
    reference: `p50 ${ms(run.tours50.p50)}, ${perSecond(run.tours50.perSecond)}, ${run.cardRowsPerList.toFixed(2)} card rows read from the database a list, ${answerOf(run)}; the same SQL direct p95 ${ms(run.direct50.p95)}, ${perSecond(run.direct50.perSecond)}`,
  });
  notes.push(
    `info  ${label}: GET /api/tours without a city (price only, categories, group sizes, features, days, every sort), all different, 50 connections:` +
      ` p95 ${ms(run.wholeCatalogue50.p95)}, p50 ${ms(run.wholeCatalogue50.p50)}, ${perSecond(run.wholeCatalogue50.perSecond)}, ${run.wholeCatalogueRowsPerList.toFixed(2)} card rows read a list`,
  );
  results.push({
    name: `${label}: GET /api/tours throughput vs the same SQL direct from Node (all-different filters)`,
    value: `${(run.tours50.perSecond / run.direct50.perSecond * 100).toFixed(0)} %`,
    budget: '≥ 50 %',
    ok: run.tours50.perSecond >= run.direct50.perSecond / 2,
    reference: `API ${perSecond(run.tours50.perSecond)}, direct SQL ${perSecond(run.direct50.perSecond)} (p95 ${ms(run.direct50.p95)})`,
  });
  results.push({
    name: `${label}: GET /api/cities?q=… autocomplete, 50 connections, p95`,
    value: ms(run.autocomplete50.p95),
    budget: '< 15 ms',
    ok: run.autocomplete50.p95 < 15 && run.autocomplete50.errors === 0,
    reference: `p50 ${ms(run.autocomplete50.p50)}, ${perSecond(run.autocomplete50.perSecond)}`,
  });
}
// 5. Checkout under load: 20 buyers placing card orders at once (requirements §quality.budgets: the budget is on PostgreSQL).
for (const engine of engines) {
  const postgres = engine === 'postgres' ? await startPostgres() : undefined;
  try {
    console.log(`… ${engine}: 20 buyers placing orders`);
    const { result, note } = ordersResults(await benchOrders(engine, postgres?.url));
    results.push(result);
    notes.push(note);
  } finally {
    postgres?.stop();
  }
}

// 6. Redeeming gift cards under load: 20 users each redeeming a paid card about every half second (requirements §quality.budgets: the budget is on PostgreSQL).
for (const engine of engines) {
  const postgres = engine === 'postgres' ? await startPostgres() : undefined;
  try {
    console.log(`… ${engine}: 20 users redeeming gift cards`);
    const run = await benchRedeem(engine, postgres?.url);
    results.push({
      name: `${engine}: POST /api/gift-cards/redeem, 20 concurrent users each redeeming about twice a second, p95`,
      value: ms(run.redeems.p95),
      budget: engine === 'postgres' ? '< 30 ms' : 'reported',
      ok: engine === 'pglite' || (run.redeems.p95 < 30 && run.redeems.errors === 0 && run.credited === run.redeems.requests),
      reference: `p50 ${ms(run.redeems.p50)}, ${run.credited} credits for ${run.redeems.requests} answers, ${run.redeems.errors} errors; /healthz under the same load p95 ${ms(run.health.p95)}`,
    });
  } finally {
    postgres?.stop();
  }
}

// 7. The audit trail (requirements §back-office.audit): an admin list, under 50 ms on PostgreSQL at 100,000 lines.
if (engines.includes('postgres')) {
  const postgres = await startPostgres();
  try {
    console.log('… postgres: 100,000 audit lines, searched');
    const run = await benchAuditLog(postgres.url);
    for (const search of run.searches) {
      results.push({ name: `postgres: GET /api/admin/audit-log, ${search.name}, ${run.lines.toLocaleString('en')} lines, median`, value: ms(search.median), budget: '< 50 ms', ok: search.median < 50, reference: `p95 ${ms(search.p95)}` });
    }
  } finally {
    postgres.stop();
  }
}

// 8. The back office's users list (requirements §back-office.users): 100,000 accounts, every order, filter and search an admin asks for (bench/admin-users.ts); the admin lists' budget is on PostgreSQL.
if (engines.includes('postgres')) {
  const postgres = await startPostgres();
  try {
    console.log('… postgres: 100,000 accounts, then the users list');
    const run = await benchUsersList('postgres', postgres.url);
    const slowest = run.medians.reduce((worst, entry) => (entry.ms > worst.ms ? entry : worst));
    results.push({
      name: `postgres, ${run.users.toLocaleString('en')} users: GET /api/admin/users, the slowest of ${run.medians.length} orders, filters and searches, median`,
      value: ms(slowest.ms),
      budget: '< 50 ms',
      ok: slowest.ms < 50,
      reference: `slowest ${slowest.query}; ${run.medians.map((entry) => `${entry.query} ${ms(entry.ms)}`).join(', ')}`,
    });
  } finally {
    postgres.stop();
  }
}

// 9. The back office's tour list (requirements §back-office.catalogue): every kind of question of /admin/tours at 100,000 tours, one admin at a time.
for (const engine of engines) {
  const postgres = engine === 'postgres' ? await startPostgres() : undefined;
  try {
    console.log(`… ${engine}: the admin tour list at 100,000 tours`);
    const run = await benchAdminTours(engine, 100_000, postgres?.url);
    results.push({
      name: `${engine}: GET /api/admin/tours at ${run.tours.toLocaleString('en')} tours, worst p95 of ${Object.keys(run.p95).length} kinds of question`,
      value: ms(run.worst.p95),
      budget: engine === 'postgres' ? '< 50 ms' : 'reported',
      ok: engine === 'pglite' || run.worst.p95 < 50,
      reference: `worst: ${run.worst.query}; ${Object.entries(run.p95).map(([query, p95]) => `${query} ${ms(p95)}`).join(', ')}`,
    });
  } finally {
    postgres?.stop();
  }
}

// 10. The back office's bookings list (requirements §back-office.bookings: < 50 ms at 100k bookings on PostgreSQL), each kind of search it offers.
for (const engine of engines) {
  const postgres = engine === 'postgres' ? await startPostgres() : undefined;
  try {
    console.log(`… ${engine}: seeding 100,000 bookings, then the back office's searches`);
    const run = await benchAdminBookings(engine, postgres?.url);
    for (const search of run.searches) {
      results.push({
        name: `${engine}: GET /api/admin/bookings at ${run.bookings.toLocaleString('en')} bookings (${search.name}), p95`,
        value: ms(search.p95),
        budget: engine === 'postgres' ? '< 50 ms' : 'reported',
        ok: engine === 'pglite' || search.p95 < 50,
        reference: `p50 ${ms(search.p50)} over ${search.runs} searches; GET /api/me meanwhile p50 ${ms(search.floorP50)}`,
      });
    }
  } finally {
    postgres?.stop();
  }
}

for (const engine of engines) {
  const [half, full] = catalogRuns.filter((run) => run.engine === engine);
  if (!half || !full) continue;
  const ratio = full.tours50.p50 / half.tours50.p50;
  results.push({
    name: `${engine}: /api/tours median latency (all-different filters), ${full.tours.toLocaleString('en')} vs ${half.tours.toLocaleString('en')} tours`,
    value: `× ${ratio.toFixed(2)}`,
    budget: '≤ × 1.2',
    ok: ratio <= 1.2,
    reference: `${ms(half.tours50.p50)} → ${ms(full.tours50.p50)}; ${answerOf(half)} → ${answerOf(full)}`,
  });
}

for (const result of results) {
  console.log(`${result.ok ? 'PASS' : 'OVER'}  ${result.name}: ${result.value} (budget ${result.budget})${result.reference ? ` — ${result.reference}` : ''}`);
}
for (const note of notes) console.log(note);
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
