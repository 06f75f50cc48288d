// The back office's tour list (requirements §back-office.catalogue): GET /api/admin/tours answers in under 50 ms at 100,000
// tours on PostgreSQL. One admin at a time (a back office is a few people), every kind of question the
// page asks: the default page, a deep page, each sort in each direction, a name or slug search, a city,
// a category of unpublished tours, a search within a city. Each is asked 20 times; the worst p95 counts.
// Alone: node bench/admin-tours.ts [postgres://…] (PostgreSQL at that address, else PGlite).
import '../apps/server/src/production-default.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { roles } from '@cicerone/core/roles';
import { openDatabase } from '@cicerone/db/client';
import { seedDemoCatalog } from '@cicerone/db/seed/catalog/demo-catalog';
import { createApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { prepareDatabase } from '../apps/server/src/database.ts';
import { selectRows } from '../apps/server/src/shared/sql-rows.ts';
import { userWithSession } from '../apps/server/src/test/accounts-factory.ts';
import { percentile } from './support/load.ts';

export interface AdminToursRun {
  engine: 'pglite' | 'postgres';
  tours: number;
  /** Each question's p95 in ms, by its query string. */
  p95: Record<string, number>;
  worst: { query: string; p95: number };
}

export async function benchAdminTours(engine: 'pglite' | 'postgres', tours: number, url?: string): Promise<AdminToursRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cicerone-bench-admin-tours-'));
  const database = await openDatabase(engine === 'postgres' ? { url } : { dataDir: join(dataDir, 'pglite') });
  try {
    await prepareDatabase(database);
    await seedDemoCatalog(database.db, {
      tours,
      reviews: tours * 2,
      filesDir: join(dataDir, 'files'),
    });
    // A catalogue being written: a tenth of the tours not yet published; then what autovacuum does to a settled table.
    await database.db.execute(sql`update tour set activated = false where id % 10 = 0`);
    await database.db.execute(sql`vacuum analyze`);
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        SECRET: 'bench-secret-bench-secret-bench-secret',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
      },
      { dataDir },
    );
    const app = await createApp({ config, db: database.db });
    try {
      const admin = await userWithSession(app, database.db, {
        role: roles.admin,
      });
      const [busy] = await selectRows<{ slug: string }>(database.db, sql`select c.slug from tour t join city c on c.id = t.city_id group by c.slug order by count(*) desc limit 1`);
      const [sample] = await selectRows<{ slug: string }>(database.db, sql`select slug from tour where id = (select max(id) / 2 from tour)`);
      const word = sample?.slug.split('-')[0] ?? 'tour';
      const queries = [
        '',
        '?page=500',
        '?sort=slug&dir=asc',
        '?sort=slug&dir=desc&page=40',
        '?sort=reviews&dir=desc',
        '?sort=rating&dir=asc',
        `?q=${encodeURIComponent(word)}`,
        `?q=${encodeURIComponent(sample?.slug ?? word)}`,
        `?city=${busy?.slug ?? 'paris'}&sort=reviews`,
        '?category=museum&published=no',
        `?city=${busy?.slug ?? 'paris'}&q=${encodeURIComponent(word)}`,
      ];
      const p95: Record<string, number> = {};
      for (const query of queries) {
        const ask = async () => {
          const started = performance.now();
          const response = await app.inject({
            url: `/api/admin/tours${query}`,
            headers: { authorization: admin.bearer },
          });
          if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
          return performance.now() - started;
        };
        for (let i = 0; i < 3; i += 1) await ask();
        const times: number[] = [];
        for (let i = 0; i < 20; i += 1) times.push(await ask());
        p95[query || '(default)'] = percentile(
          times.toSorted((a, b) => a - b),
          95,
        );
      }
      const [query, worst] = Object.entries(p95).reduce((a, b) => (b[1] > a[1] ? b : a));
      return { engine, tours, p95, worst: { query, p95: worst } };
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
  const run = await benchAdminTours(url ? 'postgres' : 'pglite', 100_000, url);
  console.log(JSON.stringify(run, null, 2));
}
