// The redeem budget of requirements §quality.budgets: POST /api/gift-cards/redeem p95 under 30 ms on PostgreSQL with 20
// concurrent users. Every request is a real redeem of a paid card (the card row locked, moved, the coins
// credited, the attempt counted against both rate limits), by 20 accounts each from its own address
// (X-Forwarded-For through a trusted loopback proxy, as behind a load balancer), each account staying
// within its own redeem limit, so that no answer is a 429 or an "already redeemed".
// Alone: node bench/gift-cards.ts [postgres://…] (PostgreSQL at that address, else PGlite).
import '../apps/server/src/production-default.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@cicerone/db/client';
import { createApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { prepareDatabase } from '../apps/server/src/database.ts';
import { redeemLimits } from '../apps/server/src/features/gift-cards/redeem.ts';
import { userWithSession } from '../apps/server/src/test/accounts-factory.ts';
import { paidGiftCards } from '../apps/server/src/test/gift-cards-factory.ts';
import { httpLoad, type LoadRequest, type LoadResult } from './support/load.ts';

const users = 20;

export interface RedeemRun {
  engine: 'pglite' | 'postgres';
  /** 20 users each redeeming a card, thinking about half a second (0.25–0.75 s), and redeeming the next. */
  redeems: LoadResult;
  /** Coins credits written during the measure: every 2xx answer is one. */
  credited: number;
  /** The same load on /healthz right after: what this machine answers at best meanwhile. */
  health: LoadResult;
}

export async function benchRedeem(engine: 'pglite' | 'postgres', url?: string): Promise<RedeemRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cicerone-bench-redeem-'));
  const database = await openDatabase(engine === 'postgres' ? { url } : { dataDir: join(dataDir, 'pglite') });
  try {
    await prepareDatabase(database);
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        SECRET: 'bench-secret-bench-secret-bench-secret',
        GIFT_CARD_KEY: 'bench-gift-card-key-bench-gift-card-key',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        TRUST_PROXY: 'loopback',
        ...(url ? { DATABASE_URL: url } : {}),
      },
      { dataDir },
    );
    const app = await createApp({ config, db: database.db });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      // Each account redeems as many cards as its limit allows: the measure never meets a 429.
      const perUser = redeemLimits.perAccount.limit;
      const round = async (first: number, cardsEach: number): Promise<LoadRequest[]> => {
        const lines: LoadRequest[][] = [];
        for (let index = 0; index < users; index += 1) {
          const user = await userWithSession(app, database.db);
          const cards = await paidGiftCards(database.db, app.services.giftCards, cardsEach, 25_00);
          const headers = { authorization: user.bearer, 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${first + index}` };
          lines.push(cards.map((card) => ({ method: 'POST', path: '/api/gift-cards/redeem', headers, body: JSON.stringify({ code: card.code.toLowerCase() }) })));
        }
        // Interleaved (user 0, 1, … 19, then each one's next card), so consecutive requests are different people's.
        return Array.from({ length: cardsEach }, (_, card) => lines.map((line) => line[card] as LoadRequest)).flat();
      };
      const warmUp = await round(1, 3);
      await httpLoad({ origin, paths: [], requests: warmUp, connections: users, seconds: 0.5 });
      const measured = await round(101, perUser);
      const before = await countCredits();
      // At most ~4 s × 20 users / 0.5 s thinking ≈ 160 requests of the 200 prepared: none is sent twice.
      const redeems = await httpLoad({ origin, paths: [], requests: measured, connections: users, seconds: 4, thinkMs: 500 });
      const credited = (await countCredits()) - before;
      const health = await httpLoad({ origin, paths: ['/healthz'], connections: users, seconds: 4, thinkMs: 500 });
      return { engine, redeems, credited, health };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  async function countCredits(): Promise<number> {
    const result = (await database.db.execute(sql`select count(*)::int as count from coin_entry where reason = 'gift_card'`)) as unknown as { rows: { count: number }[] };
    return result.rows[0]?.count ?? 0;
  }
}

if (import.meta.main) {
  const url = process.argv[2];
  const run = await benchRedeem(url ? 'postgres' : 'pglite', url);
  console.log(JSON.stringify(run, null, 2));
}
