// The monthly payout run from two server processes at once on one PostgreSQL (requirements §lifecycles.payout): each
// admin's "build" lands on another process, at the same moment; each guide and currency gets one
// statement, whose amount is the guide's earnings of the month.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { roles } from '@cicerone/core/roles';
import { payoutStatement } from '@cicerone/db/schema/payouts';
import { insertUser } from '../../test/accounts-factory.ts';
import { createTour } from '../../test/catalog-factory.ts';
import { logIn } from '../../test/checkout-steps.ts';
import { finishedMission } from '../../test/missions-factory.ts';
import { needsPostgres, startTwoProcesses, type TwoProcesses } from '../../test/two-processes.ts';
import { visitor } from '../../test/visitor.ts';

const onPostgres = inject('testDatabase').kind === 'postgres';
let pair: TwoProcesses;

beforeAll(async () => {
  if (onPostgres) pair = await startTwoProcesses();
}, 180_000);
afterAll(() => pair?.close());

describe.skipIf(!onPostgres)(`the payout run from two processes (${onPostgres ? 'on' : needsPostgres})`, () => {
  it('builds one statement per guide and currency however many processes run it at once', { timeout: 60_000 }, async () => {
    const tourId = (await createTour(pair.db)).id;
    const customer = await insertUser(pair.db);
    const guides = [await insertUser(pair.db, { role: roles.guide }), await insertUser(pair.db, { role: roles.guide })];
    for (const guide of guides) {
      for (const [currency, price] of [['EUR', 10_000], ['EUR', 5_001], ['GBP', 8_000]] as const) {
        await finishedMission(pair.db, { guideUserId: guide.id, customerUserId: customer.id, tourId, day: '2026-09-15', currency, price });
      }
    }
    const admins = await Promise.all(
      [0, 1].map(async (i) => {
        const admin = await insertUser(pair.db, { role: roles.admin });
        const browser = visitor(pair.publicUrl, `198.51.100.${40 + i}`);
        expect((await logIn(browser, pair.a.origin, admin.email)).status).toBe(200);
        return browser;
      }),
    );

    // Four runs at once, two on each process.
    const answers = await Promise.all([pair.a, pair.b, pair.a, pair.b].map((server, i) => admins[i % 2]?.post(server.origin, '/api/admin/payouts/2026/9/run', {})));
    const built = await Promise.all(answers.map(async (answer) => (await answer?.json()) as { built: number }));
    expect(answers.map((answer) => answer?.status)).toEqual([200, 200, 200, 200]);
    expect(built.reduce((sum, run) => sum + run.built, 0)).toBe(4);

    const rows = await pair.db.select().from(payoutStatement).where(and(eq(payoutStatement.year, 2026), eq(payoutStatement.month, 9)));
    expect(rows.map((row) => `${guides.findIndex((guide) => guide.id === row.guideUserId)} ${row.currency} ${row.amount} ${row.missionCount}`).sort()).toEqual([
      '0 EUR 10501 2',
      '0 GBP 5600 1',
      '1 EUR 10501 2',
      '1 GBP 5600 1',
    ]);
  });
});
