import type { CoinReason } from '@cicerone/core/contracts/gift-cards';
import { AppError } from '@cicerone/core/errors';
import type { Executor } from '@cicerone/db/client';
import { addToBalance, coinBalance, coinEntryCount, coinEntryPage, insertCoinEntry, lockedCoinBalance } from './coin-ledger-queries.ts';

export type { CoinReason };

export interface CoinMovement {
  reason: CoinReason;
  orderId?: string | undefined;
  giftCardCode?: string | undefined;
  /** An admin's adjustment: why (required there), and its form's one-time token (a unique index refuses it twice). */
  note?: string | undefined;
  adjustmentKey?: string | undefined;
}

function entryOf(userId: string, amount: number, movement: CoinMovement) {
  return { userId, amount, reason: movement.reason, orderId: movement.orderId, giftCardCode: movement.giftCardCode, note: movement.note, adjustmentKey: movement.adjustmentKey };
}

function checkedCents(eurCents: number): number {
  if (!Number.isInteger(eurCents) || eurCents <= 0) throw new RangeError('coin amounts are whole, positive EUR cents');
  return eurCents;
}

/**
 * The coin ledger (requirements §rules.coins). Every movement is a coin_entry row and the same change of
 * app_user.coin_balance, in the caller's transaction `tx`, so the balance is always the sum of
 * the ledger. A debit is one conditional UPDATE: under the account row's lock only one of two
 * concurrent checkouts can take the last coins, and the balance never goes below zero.
 */
export async function debit(tx: Executor, userId: string, eurCents: number, movement: CoinMovement): Promise<number> {
  const amount = checkedCents(eurCents);
  const balance = await addToBalance(tx, userId, -amount);
  if (balance === null) throw new AppError('insufficient_coins');
  await insertCoinEntry(tx, entryOf(userId, -amount, movement));
  return balance;
}

/** Adds coins (gift card, refund, a checkout that failed, an admin's adjustment); returns the new balance. */
export async function credit(tx: Executor, userId: string, eurCents: number, movement: CoinMovement): Promise<number> {
  const amount = checkedCents(eurCents);
  const balance = await addToBalance(tx, userId, amount);
  if (balance === null) throw new AppError('user_not_found');
  await insertCoinEntry(tx, entryOf(userId, amount, movement));
  return balance;
}

/**
 * The balance a checkout may spend, the account row locked until `tx` ends: taken first, before
 * any tour day (the house lock order), so concurrent checkouts and refunds never wait in a cycle.
 */
export async function lockedBalance(tx: Executor, userId: string): Promise<number> {
  const found = await lockedCoinBalance(tx, userId);
  if (found === null) throw new AppError('user_not_found');
  return found;
}

/** The account's balance in EUR cents (0 for an unknown account). */
export function balance(db: Executor, userId: string): Promise<number> {
  return coinBalance(db, userId);
}

/** One page of the account's movements, newest first, with the order each concerns, and how many there are. */
export async function history(db: Executor, userId: string, page: { offset: number; limit: number }) {
  const [entries, total] = await Promise.all([coinEntryPage(db, userId, page), coinEntryCount(db, userId)]);
  return { entries, total };
}
