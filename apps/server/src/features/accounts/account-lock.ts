import type { Database, Executor } from '@cicerone/db/client';
import { lockAccount } from './account-queries.ts';

/**
 * Runs `work` in a transaction that first locks the account's row, so that changes of one
 * account's primary address, primary payout method or favourites are decided one after the
 * other (two clicks at once never meet at a unique index). `work` receives whether the account exists.
 */
export function withAccountLock<T>(db: Database, userId: string, work: (tx: Executor, exists: boolean) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(tx, await lockAccount(tx, userId)));
}
