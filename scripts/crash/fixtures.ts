// What the crash test writes itself, while the server is stopped (PGlite admits one process): the
// schema, a few tours with little capacity (so buyers contend for the last units), before each
// round the buyers who pay with coins (no route gives coins, so they are credited through the ledger)
// and the travellers with a paid card order (card-travellers.ts), and after each kill the refund
// attempts it left waiting made due.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '@cicerone/db/client';
import { tourAvailability } from '@cicerone/db/schema/availability';
import { refund } from '@cicerone/db/schema/refunds';
import { prepareDatabase } from '../../apps/server/src/database.ts';
import { credit } from '../../apps/server/src/features/coins/coin-ledger.ts';
import { insertUser, testPassword } from '../../apps/server/src/test/accounts-factory.ts';
import { createTour } from '../../apps/server/src/test/catalog-factory.ts';

/** A tour the load books: every day, 09:00–17:00, 1–8 people, in English. */
export interface CrashTour {
  id: number;
}

/** Private groups a tour takes per day: small, so the last unit is fought over. */
export const groupsPerDay = 3;

/** Migrates and seeds the reference data, then adds the tours the load books. */
export async function prepareCrashDatabase(database: DatabaseHandle, tourCount: number): Promise<CrashTour[]> {
  await prepareDatabase(database);
  const tours: CrashTour[] = [];
  for (let index = 0; index < tourCount; index += 1) {
    const created = await createTour(database.db, { guideLanguages: ['en_US'], minPeople: 1, maxPeople: 8, basePriceCents: 12_000 + index * 1_000, durations: ['4h'] });
    await database.db.insert(tourAvailability).values({ tourId: created.id, groupsPerDay });
    tours.push({ id: created.id });
  }
  return tours;
}

export interface CoinHolder {
  id: string;
  email: string;
  password: string;
  /** EUR cents credited. */
  coins: number;
}

/** Accounts with coins on their balance, each credited through the ledger as a gift card would. */
export async function insertCoinHolders(db: Database, count: number, coins: number): Promise<CoinHolder[]> {
  const holders: CoinHolder[] = [];
  for (let index = 0; index < count; index += 1) {
    const user = await insertUser(db);
    await db.transaction((tx) => credit(tx as unknown as Database, user.id, coins, { reason: 'gift_card' }));
    holders.push({ ...user, password: testPassword, coins });
  }
  return holders;
}

/**
 * Card refunds whose attempt the kill cut off (leased two minutes ahead) or that wait for a back-off
 * are due now, as they would be once that time has passed: the run does not wait for it, and the
 * next restart's refunds job asks the provider again, under the same key.
 */
export async function refundsDueNow(db: Database): Promise<void> {
  await db
    .update(refund)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(refund.route, 'card'), eq(refund.status, 'requested'), gt(refund.nextAttemptAt, sql`now()`)));
}
