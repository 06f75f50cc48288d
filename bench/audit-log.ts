// The audit trail's budget (requirements §quality.budgets: admin lists answer in under 50 ms on PostgreSQL): GET
// /api/admin/audit-log over 100,000 lines by 20 admins, newest first, searched by one admin, by one
// record, by a day range and sorted by action, each asked 100 times by a super admin (median and
// p95 of the server's answer, through inject). Also the dashboard over the same database. Run by npm
// run bench, or alone on a running PostgreSQL: DATABASE_URL=postgres://… node bench/audit-log.ts.
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
import { userWithSession } from '../apps/server/src/test/accounts-factory.ts';

export interface AuditLogRun {
  lines: number;
  /** Per search: median and p95 in ms. */
  searches: { name: string; median: number; p95: number }[];
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor(values.length * q)] ?? NaN;

export async function benchAuditLog(url: string, lines = 100_000): Promise<AuditLogRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cicerone-bench-audit-'));
  const database = await openDatabase({ url });
  try {
    await prepareDatabase(database);
    const config = loadConfig({ NODE_ENV: 'production', SECRET: 'bench-secret-bench-secret-bench-secret', GIFT_CARD_KEY: 'bench-gift-card-key-bench-gift-card-key', LOG_LEVEL: 'warn', SEED_DEMO: 'false', DATABASE_URL: url }, { dataDir });
    const app = await createApp({ config, db: database.db });
    try {
      const sofia = await userWithSession(app, database.db, { role: roles.superAdmin });
      const admins = await Promise.all(Array.from({ length: 20 }, () => userWithSession(app, database.db, { role: roles.admin })));
      const ids = `{${admins.map((admin) => admin.id).join(',')}}`;
      // One line a few minutes apart over the last year, each admin in turn, on 5,000 orders.
      await database.db.execute(sql`insert into admin_action (admin_user_id, action, subject_type, subject_id, detail, before, after, at)
        select (${ids}::uuid[])[1 + n % 20], 'bank_transfer.confirmed', 'order', 'order-' || (n % 5000),
          jsonb_build_object('orderReference', 'CIC-' || n), '{"status":"awaiting_payment"}'::jsonb, '{"status":"paid"}'::jsonb,
          now() - (n * interval '5 minutes')
        from generate_series(1, ${lines}) as n`);
      await database.db.execute(sql`analyze`);
      const headers = { authorization: sofia.bearer };
      const someone = admins[3]?.email ?? '';
      const searches = {
        'newest first': '',
        'one admin (e-mail)': `?admin=${encodeURIComponent(someone)}`,
        'one record': '?subjectType=order&subjectId=order-42',
        'a week, by action': '?from=2026-01-01&to=2026-01-07&sort=action&dir=asc',
        'page 100': '?page=100',
      };
      const run: AuditLogRun = { lines, searches: [] };
      for (const [name, query] of Object.entries(searches)) {
        const times: number[] = [];
        for (let round = 0; round < 110; round += 1) {
          const started = performance.now();
          const response = await app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, headers });
          if (response.statusCode !== 200) throw new Error(`${query} answered ${response.statusCode}: ${response.body}`);
          times.push(performance.now() - started);
        }
        const measured = times.slice(10); // the first ten warm the caches and the JIT
        run.searches.push({ name, median: quantile(measured, 0.5), p95: quantile(measured, 0.95) });
      }
      return run;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const url = process.env['DATABASE_URL'];
  if (!url) throw new Error('DATABASE_URL=postgres://… node bench/audit-log.ts');
  const run = await benchAuditLog(url);
  for (const search of run.searches) console.log(`GET /api/admin/audit-log ${search.name} (${run.lines.toLocaleString('en')} lines): median ${search.median.toFixed(2)} ms, p95 ${search.p95.toFixed(2)} ms`);
}
