import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { AppError } from '@cicerone/core/errors';
import type { Executor } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { coinEntry } from '@cicerone/db/schema/orders';

/** Why coins moved (coin_entry.reason). */
export type CoinReason = 'gift_card' | 'checkout' | 'refund' | 'checkout_failed' | 'welcome';

export interface CoinMovement {
  reason: CoinReason;
  orderId?: string | undefined;
  giftCardCode?: string | undefined;
}

function checkedCents(eurCents: number): number {
  if (!Number.isInteger(eurCents) || eurCents <= 0) throw new RangeError('coin amounts are whole, positive EUR cents');
  return eurCents;
}

/**
 * The coin ledger (DESIGN §3). Every movement is a coin_entry row and the same change of
 * app_user.coin_balance, in the caller's transaction `tx`, so the balance is always the sum of
 * the ledger. A debit is one conditional UPDATE: under the account row's lock only one of two
 * concurrent checkouts can take the last coins, and the balance never goes below zero.
 */
export async function debit(tx: Executor, userId: string, eurCents: number, movement: CoinMovement): Promise<number> {
  const amount = checkedCents(eurCents);
  const [row] = await tx
    .update(appUser)
    .set({ coinBalance: sql`${appUser.coinBalance} - ${amount}` })
    .where(and(eq(appUser.id, userId), gte(appUser.coinBalance, amount)))
    .returning({ balance: appUser.coinBalance });
  if (!row) throw new AppError('insufficient_coins');
  await tx.insert(coinEntry).values({ userId, amount: -amount, reason: movement.reason, orderId: movement.orderId, giftCardCode: movement.giftCardCode });
  return row.balance;
}

/** Adds coins (gift card, refund, a checkout that failed); returns the new balance. */
export async function credit(tx: Executor, userId: string, eurCents: number, movement: CoinMovement): Promise<number> {
  const amount = checkedCents(eurCents);
  const [row] = await tx
    .update(appUser)
    .set({ coinBalance: sql`${appUser.coinBalance} + ${amount}` })
    .where(eq(appUser.id, userId))
    .returning({ balance: appUser.coinBalance });
  if (!row) throw new AppError('user_not_found');
  await tx.insert(coinEntry).values({ userId, amount, reason: movement.reason, orderId: movement.orderId, giftCardCode: movement.giftCardCode });
  return row.balance;
}

/** The account's balance in EUR cents (0 for an unknown account). */
export async function balance(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ balance: appUser.coinBalance }).from(appUser).where(eq(appUser.id, userId));
  return row?.balance ?? 0;
}

/** The account's movements, newest first. */
export async function history(db: Executor, userId: string, limit = 100) {
  return db
    .select({ id: coinEntry.id, amount: coinEntry.amount, reason: coinEntry.reason, orderId: coinEntry.orderId, createdAt: coinEntry.createdAt })
    .from(coinEntry)
    .where(eq(coinEntry.userId, userId))
    .orderBy(desc(coinEntry.createdAt), desc(coinEntry.id))
    .limit(limit);
}
