import { eq } from 'drizzle-orm';
import type { Database, Executor } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';

/**
 * Runs `work` in a transaction that first locks the account's row, so that changes of one
 * account's primary address, primary payout method or favourites are decided one after the
 * other (two clicks at once never meet at a unique index). NO KEY UPDATE does not hold up the
 * foreign-key checks of other writes for the account (a login's history row, a booking).
 * `work` receives whether the account exists.
 */
export function withAccountLock<T>(db: Database, userId: string, work: (tx: Executor, exists: boolean) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ id: appUser.id }).from(appUser).where(eq(appUser.id, userId)).for('no key update');
    return work(tx, account !== undefined);
  });
}
