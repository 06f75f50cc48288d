import { and, count, desc, eq } from 'drizzle-orm';
import { workQueue, type WorkQueue } from '../../../shared/work-queue.ts';
import type { Executor } from '@cicerone/db/client';
import { appUser, promoCode } from '@cicerone/db/schema/accounts';
import type { BusinessStatus } from '@cicerone/core/accounts/business';
import type { UserRow } from '../account-queries.ts';

const businessAccountsIn = (status: BusinessStatus) => and(eq(appUser.accountType, 'business'), eq(appUser.businessStatus, status));

/** One page of the business accounts in this status (pending: oldest first; validated: newest validation first) and their count. */
export async function businessAccountsPage(db: Executor, status: BusinessStatus, page: number, pageSize: number): Promise<{ rows: UserRow[]; total: number }> {
  const where = businessAccountsIn(status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(appUser)
      .where(where)
      .orderBy(status === 'pending' ? appUser.createdAt : desc(appUser.businessValidatedAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(appUser).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The accounts waiting for validation, aged from their sign-up (requirements §audiences.business: validated within 24 hours of it). */
export const pendingBusinessQueue = (db: Executor): Promise<WorkQueue> => workQueue(db, appUser, businessAccountsIn('pending'), appUser.createdAt);

/** The account, locked until the transaction ends: two admins validating at once are decided one after the other. */
export async function lockUser(tx: Executor, userId: string): Promise<UserRow | null> {
  const [user] = await tx.select().from(appUser).where(eq(appUser.id, userId)).for('update');
  return user ?? null;
}

/** The agent's personal code, unless the code is taken (false then: draw another). */
export async function insertAgentCode(tx: Executor, values: { code: string; ownerUserId: string; percentOff: number }): Promise<boolean> {
  const inserted = await tx
    .insert(promoCode)
    .values({ ...values, kind: 'agent' })
    .onConflictDoNothing()
    .returning({ code: promoCode.code });
  return inserted.length > 0;
}
