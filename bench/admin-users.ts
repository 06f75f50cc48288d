// The back office's users list (requirements §back-office.users; the admin lists' budget of §quality.budgets: under 50 ms at the
// bench's size on PostgreSQL): 100,000 accounts, then GET /api/admin/users as an admin with the
// default order, each sortable column both ways, the role and status filters, an e-mail prefix and a
// part of a name, deep pages; the median server time of each. Run by npm run bench, or alone:
// node bench/admin-users.ts [postgres|pglite].
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
import { insertUser } from '../apps/server/src/test/accounts-factory.ts';
import { startPostgres } from './support/postgres.ts';

export interface UsersListRun {
  engine: 'pglite' | 'postgres';
  users: number;
  /** Each query's median server time, ms. */
  medians: { query: string; ms: number }[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The lists an admin asks for: every column sorted, each filter, a search by e-mail and by name, a deep page. */
export const usersListQueries = [
  '',
  '?sort=createdAt&dir=asc',
  '?sort=email&dir=asc',
  '?sort=name&dir=asc',
  '?sort=role&dir=desc',
  '?role=3',
  '?status=deactivated',
  '?q=bench-user-0421',
  '?q=Mirabel',
  '?q=ada family 12',
  '?q=mirabel&role=4&sort=email&dir=asc',
  '?page=500',
];

export async function benchUsersList(engine: 'pglite' | 'postgres', url?: string, count = 100_000): Promise<UsersListRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cicerone-bench-users-'));
  const database = await openDatabase(engine === 'postgres' ? { url } : { dataDir: join(dataDir, 'pglite') });
  try {
    await prepareDatabase(database);
    const config = loadConfig({ NODE_ENV: 'production', SECRET: 'bench-secret-bench-secret-bench-secret', GIFT_CARD_KEY: 'bench-gift-card-key-bench-gift-card-key', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...(url ? { DATABASE_URL: url } : {}) }, { dataDir });
    const app = await createApp({ config, db: database.db });
    try {
      // Accounts as sign-ups make them: one in ten a guide, one in a hundred deactivated, a few hundred named alike.
      await database.db.execute(sql`insert into app_user (email, password_hash, first_name, last_name, role, deactivated_at, created_at)
        select 'bench-user-' || lpad(n::text, 6, '0') || '@example.com', 'x', (array['Ada', 'Mirabel', 'Jun', 'Olga', 'Pierre'])[1 + n % 5] || case when n % 300 = 0 then 'Mirabel' else '' end,
          'Family ' || (n % 9973), case when n % 10 = 0 then 3 else 4 end, case when n % 100 = 0 then now() else null end, now() - (n || ' minutes')::interval
        from generate_series(1, ${count}) as n`);
      await database.db.execute(sql`analyze app_user`);
      const admin = await insertUser(database.db, { role: roles.admin });
      const { tokens } = await app.services.sessions.start(admin.id);
      const headers = { authorization: `Bearer ${tokens.accessToken}` };
      const medians: UsersListRun['medians'] = [];
      for (const query of usersListQueries) {
        const times: number[] = [];
        for (let run = 0; run < 40; run += 1) {
          const started = performance.now();
          const response = await app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers });
          times.push(performance.now() - started);
          if (response.statusCode !== 200) throw new Error(`/api/admin/users${query} answered ${response.statusCode}: ${response.body}`);
        }
        medians.push({ query: query || '(newest first)', ms: median(times.slice(5)) });
      }
      return { engine, users: count, medians };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const engine = process.argv[2] === 'pglite' ? 'pglite' : 'postgres';
  const postgres = engine === 'postgres' ? await startPostgres() : undefined;
  try {
    const run = await benchUsersList(engine, postgres?.url);
    for (const { query, ms } of run.medians) console.log(`${ms < 50 ? 'PASS' : 'OVER'}  ${engine}, ${run.users.toLocaleString('en')} users: GET /api/admin/users${query.startsWith('?') ? query : ` ${query}`}, median ${ms.toFixed(2)} ms (budget < 50 ms)`);
  } finally {
    postgres?.stop();
  }
}
