// The catalog budgets (requirements §quality.budgets): /api/tours (city + category + price) and the city autocomplete under
// 50 concurrent connections, on a catalogue of N tours and 10 × N reviews, in PGlite and in PostgreSQL,
// against the same SQL run directly from Node on the same database (the reference). Requirements §quality.performance: the cache
// misses' p95 under 25 ms on PostgreSQL at 100,000 tours, and the median at 100,000 within 1.2 × that at 10,000.
// Alone: node bench/catalog.ts [--tours 100000] [--engines postgres] (runs 10,000 and the given size).
import '../apps/server/src/production-default.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { foldForSearch } from '@cicerone/core/slug';
import { openDatabase, type DatabaseHandle } from '@cicerone/db/client';
import { seedDemoCatalog } from '@cicerone/db/seed/catalog/demo-catalog';
import { createApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { prepareDatabase } from '../apps/server/src/database.ts';
import { selectRows } from '../apps/server/src/shared/sql-rows.ts';
import { closedLoop, httpLoad, type LoadResult } from './support/load.ts';
import { startPostgres } from './support/postgres.ts';

export interface CatalogRun {
  engine: 'pglite' | 'postgres';
  tours: number;
  seedMs: number;
  /** 40,000 different queries: nearly every request misses the service's cache of answers (the worst case). */
  tours50: LoadResult;
  /** Filters without a city (the whole catalogue: price only, categories, group size, features, day, every sort), all different. */
  wholeCatalogue50: LoadResult;
  /** 1,000 different queries asked again and again, as on a busy site: most are answered from the cache. */
  toursPopular50: LoadResult;
  autocomplete50: LoadResult;
  /** The same question asked of the database directly: one statement for a page of 12 cards with the total. */
  direct50: LoadResult;
  /** Card rows read from the database per list during tours50: the misses its tail waits on at 100,000 tours. */
  cardRowsPerList: number;
  /** The same during wholeCatalogue50. */
  wholeCatalogueRowsPerList: number;
  /**
   * The cards and bytes of an answer of tours50's lists (200 of them): a list's CPU grows with them (its JSON
   * and its socket write), so the median of a catalogue whose lists fill their pages is higher for that alone.
   */
  answer: { cards: number; bytes: number };
}

export interface ListFilter {
  cityId: number;
  citySlug: string;
  categoryId: number;
  categorySlug: string;
  minPrice: number;
  maxPrice: number;
  page: number;
}

const connections = 50;
/** The (city, category) combinations the lists are drawn from, most tours first. */
const combinations = 2_000;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);

/** Filters people would use: a city with tours, one of its categories, a price range in EUR. */
export async function sampleFilters(database: DatabaseHandle, count: number, seed: number): Promise<ListFilter[]> {
  const combos = await selectRows<Omit<ListFilter, 'minPrice' | 'maxPrice' | 'page'>>(database.db, sql`
    select t.city_id as "cityId", c.slug as "citySlug", t.category_id as "categoryId", k.slug as "categorySlug"
    from tour t join city c on c.id = t.city_id join tour_category k on k.id = t.category_id
    where t.activated group by 1, 2, 3, 4 order by count(*) desc limit ${combinations}`);
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
  return Array.from({ length: count }, (_, i) => {
    const combo = combos[i % combos.length] as (typeof combos)[number];
    const minPrice = Math.floor(random() * 20) * 10;
    return { ...combo, minPrice, maxPrice: minPrice + 200 + Math.floor(random() * 60) * 10, page: 1 };
  });
}

/** A run's answer size, as the bench prints it. */
export const answerOf = (run: CatalogRun) => `${run.answer.cards.toFixed(1)} cards (${(run.answer.bytes / 1000).toFixed(1)} kB) an answer`;

export const toursUrl = (f: ListFilter) =>
  `/api/tours?city=${f.citySlug}&categories=${f.categorySlug}&minPrice=${f.minPrice}&maxPrice=${f.maxPrice}&language=en_US&currency=EUR`;

/** Lists across the whole catalogue, each different: a price range alone, with categories, a group size, a day, features, each sort. */
export function wholeCatalogueUrls(count: number, seed: number): string[] {
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  return Array.from({ length: count }, () => {
    const minPrice = Math.floor(random() * 40) * 10;
    const parts = [`minPrice=${minPrice}`, `maxPrice=${minPrice + 50 + Math.floor(random() * 100) * 10}`, `sort=${pick(['popular', 'rating', 'price-asc', 'price-desc'])}`];
    if (random() < 0.4) parts.push(`categories=${pick(['museum', 'food-tour', 'private-tour', 'excursion', 'bike-tour'])}`);
    if (random() < 0.3) parts.push(`people=${pick([1, 3, 4, 6, 8, 12])}`);
    if (random() < 0.2) parts.push(`duration=${pick(['4h', '8h'])}`);
    if (random() < 0.2) parts.push(`specialFilters=${pick(['family', 'wheelchair', 'pickup', 'skip-the-line'])}`);
    if (random() < 0.2) parts.push(`startAt=2099-01-0${1 + Math.floor(random() * 7)}`);
    if (random() < 0.2) parts.push(`page=${2 + Math.floor(random() * 5)}`);
    return `/api/tours?${parts.join('&')}&language=en_US&currency=EUR`;
  });
}

async function autocompleteWords(database: DatabaseHandle): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(database.db, sql`select name from city where activated order by position limit 400`);
  const words = rows.flatMap((row) => {
    const folded = foldForSearch(row.name);
    return [folded.slice(0, 3), folded.slice(0, 4)].filter((word) => word.trim().length >= 3);
  });
  return [...new Set([...words, 'zur', 'mosk', 'kyo', 'par', 'new y'])];
}

/** The mean cards and bytes of the answers to `paths`, asked one after the other. */
async function answerSize(origin: string, paths: string[]): Promise<{ cards: number; bytes: number }> {
  let cards = 0;
  let bytes = 0;
  for (const path of paths) {
    const body = await (await fetch(origin + path)).text();
    bytes += Buffer.byteLength(body);
    cards += (JSON.parse(body) as { tours: unknown[] }).tours.length;
  }
  return { cards: cards / paths.length, bytes: bytes / paths.length };
}

export async function benchCatalog(engine: 'pglite' | 'postgres', tours: number, url?: string): Promise<CatalogRun> {
  const dataDir = mkdtempSync(join(tmpdir(), `cicerone-bench-${engine}-`));
  const database = await openDatabase(engine === 'postgres' ? { url } : { dataDir: join(dataDir, 'pglite') });
  try {
    await prepareDatabase(database);
    const seeded = await seedDemoCatalog(database.db, { tours, reviews: tours * 10, filesDir: join(dataDir, 'files') });
    await database.db.execute(sql`analyze`);
    const config = loadConfig({ NODE_ENV: 'production', SECRET: 'bench-secret-bench-secret-bench-secret', LOG_LEVEL: 'warn', SEED_DEMO: 'false' }, { dataDir });
    const app = await createApp({ config, db: database.db });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });

    const distinct = await sampleFilters(database, 40_000, 7);
    const popular = distinct.slice(0, 1_000);
    const words = await autocompleteWords(database);
    const autocompleteUrls = words.map((word) => `/api/cities?q=${encodeURIComponent(word)}&language=en_US&limit=10`);

    // Warm-up: the JIT, the database's buffers, the reference caches. Each (city, category) combination is asked
    // at least once (filters drawn apart from the measured ones), as on a site that has been up a while: timed
    // alone, a slow machine reached fewer cities in its 2 s and then measured their first lookups as misses.
    await httpLoad({ origin, paths: distinct.slice(30_000).map(toursUrl), connections, seconds: 2, minRequests: combinations });
    await httpLoad({ origin, paths: autocompleteUrls.toReversed(), connections, seconds: 1 });

    const rowsBefore = app.services.catalog.cardRowsRead();
    const tours50 = await httpLoad({ origin, paths: distinct.map(toursUrl), connections, seconds });
    const cardRowsPerList = (app.services.catalog.cardRowsRead() - rowsBefore) / Math.max(1, tours50.requests);
    const answer = await answerSize(origin, distinct.slice(0, 200).map(toursUrl));
    const toursPopular50 = await httpLoad({ origin, paths: popular.map(toursUrl), connections, seconds });
    const wholeBefore = app.services.catalog.cardRowsRead();
    const wholeCatalogue50 = await httpLoad({ origin, paths: wholeCatalogueUrls(20_000, 11), connections, seconds });
    const wholeCatalogueRowsPerList = (app.services.catalog.cardRowsRead() - wholeBefore) / Math.max(1, wholeCatalogue50.requests);
    const autocomplete50 = await httpLoad({ origin, paths: autocompleteUrls, connections, seconds });
    await app.close();

    // The reference: the question /api/tours answers, asked of the database straight from Node (no HTTP,
    // no cache): a page of 12 cards (title, first image, price for two) and how many match.
    const direct50 = await closedLoop(connections, seconds, async (i) => {
      const f = distinct[(i + 20_000) % distinct.length] as ListFilter;
      await database.db.execute(sql`
        select t.id, t.slug, t.rating, t.review_count, txt.title, txt.summary, img.path, p.price_cents, count(*) over () as total
        from tour t
        cross join lateral (select min(tp.price_cents) as price_cents from tour_price tp where tp.tour_id = t.id and tp.band = 0) p
        left join tour_text txt on txt.tour_id = t.id and txt.language = 'en_US'
        left join lateral (select i.path from tour_image i where i.tour_id = t.id order by i.position limit 1) img on true
        where t.activated and t.city_id = ${f.cityId} and t.category_id = ${f.categoryId} and t.min_people <= 2 and t.max_people >= 2
          and p.price_cents between ${f.minPrice * 100} and ${f.maxPrice * 100}
        order by t.review_count desc, t.id limit 12`);
    });
    return { engine, tours, seedMs: seeded.ms, tours50, wholeCatalogue50, toursPopular50, autocomplete50, direct50, cardRowsPerList, wholeCatalogueRowsPerList, answer };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { tours: { type: 'string', default: '100000' }, engines: { type: 'string', default: 'postgres' } } });
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  for (const engine of values.engines.split(',') as ('pglite' | 'postgres')[]) {
    const postgres = engine === 'postgres' ? await startPostgres() : undefined;
    try {
      const runs: CatalogRun[] = [];
      for (const tours of [10_000, Number(values.tours)]) runs.push(await benchCatalog(engine, tours, postgres?.url));
      for (const run of runs) {
        console.log(`${engine}, ${run.tours} tours: cache misses p50 ${ms(run.tours50.p50)}, p95 ${ms(run.tours50.p95)} (budget < 25 ms), ${Math.round(run.tours50.perSecond)}/s, ${run.cardRowsPerList.toFixed(2)} card rows read a list, ${answerOf(run)};` +
          ` whole catalogue p50 ${ms(run.wholeCatalogue50.p50)}, p95 ${ms(run.wholeCatalogue50.p95)}, ${run.wholeCatalogueRowsPerList.toFixed(2)} card rows read a list; same SQL direct p95 ${ms(run.direct50.p95)}; popular p95 ${ms(run.toursPopular50.p95)}`);
      }
      const [first, last] = runs as [CatalogRun, CatalogRun];
      console.log(`${engine}: median ${ms(first.tours50.p50)} → ${ms(last.tours50.p50)}, × ${(last.tours50.p50 / first.tours50.p50).toFixed(2)} (budget ≤ × 1.2); ${answerOf(first)} → ${answerOf(last)}`);
    } finally {
      postgres?.stop();
    }
  }
}
