import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { coinEntry, customerOrder } from '@cicerone/db/schema/orders';

export type CoinEntryValues = Omit<typeof coinEntry.$inferInsert, 'id' | 'createdAt'>;

/**
 * Adds `delta` EUR cents to the account's balance, unless that takes it below zero (one
 * conditional UPDATE, decided under the row's lock); the new balance, or null when the account
 * is unknown or short of coins.
 */
export async function addToBalance(tx: Executor, userId: string, delta: number): Promise<number | null> {
  const [row] = await tx
    .update(appUser)
    .set({ coinBalance: sql`${appUser.coinBalance} + ${delta}` })
    .where(delta < 0 ? and(eq(appUser.id, userId), gte(appUser.coinBalance, -delta)) : eq(appUser.id, userId))
    .returning({ balance: appUser.coinBalance });
  return row?.balance ?? null;
}

export async function insertCoinEntry(tx: Executor, values: CoinEntryValues): Promise<void> {
  await tx.insert(coinEntry).values(values);
}

/**
 * The account's balance, its row locked FOR NO KEY UPDATE until the transaction ends: the first
 * lock a checkout takes (docs/decisions/0008-lock-order.md). Null for an unknown account.
 */
export async function lockedCoinBalance(tx: Executor, userId: string): Promise<number | null> {
  const [row] = await tx.select({ balance: appUser.coinBalance }).from(appUser).where(eq(appUser.id, userId)).for('no key update');
  return row?.balance ?? null;
}

/** The account's balance in EUR cents (0 for an unknown account). */
export async function coinBalance(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ balance: appUser.coinBalance }).from(appUser).where(eq(appUser.id, userId));
  return row?.balance ?? 0;
}

/** A page of the account's movements, newest first (coin_entry_user_idx), with the reference of the order each concerns. */
export async function coinEntryPage(db: Executor, userId: string, { offset, limit }: { offset: number; limit: number }) {
  return db
    .select({
      id: coinEntry.id,
      amount: coinEntry.amount,
      reason: coinEntry.reason,
      giftCardCode: coinEntry.giftCardCode,
      orderReference: customerOrder.reference,
      createdAt: coinEntry.createdAt,
    })
    .from(coinEntry)
    .leftJoin(customerOrder, eq(customerOrder.id, coinEntry.orderId))
    .where(eq(coinEntry.userId, userId))
    .orderBy(desc(coinEntry.createdAt), desc(coinEntry.id))
    .offset(offset)
    .limit(limit);
}

export async function coinEntryCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(coinEntry).where(eq(coinEntry.userId, userId));
  return row?.total ?? 0;
}
