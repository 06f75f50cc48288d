import { AppError } from '@cicerone/core/errors';
import { canonicalClaimCode, maskedClaimCode } from '@cicerone/core/gift-cards/claim-code';
import { giftCardMachine, redeemRefusal } from '@cicerone/core/gift-cards/gift-card-status';
import type { Database } from '@cicerone/db/client';
import type { RedeemedGiftCard } from '@cicerone/core/contracts/gift-cards';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import { retryingTransaction } from '../../shared/transaction.ts';
import { credit } from '../coins/coin-ledger.ts';
import type { ClaimCodeVault } from './claim-code-vault.ts';
import { redeemByCodeHash, redeemStatusOf } from './gift-card-queries.ts';

/**
 * Guessing limits (requirements §screens.redeem): a person redeems a card or two, mistyping now and then; a script
 * trying codes meets 429 long before it could hit one of 31⁷. Both count every attempt, on the
 * database, so every process counts the same (shared/rate-limit.ts, as login does).
 */
export const redeemLimits = {
  perAccount: { limit: 10, windowSeconds: 15 * 60 },
  perAddress: { limit: 30, windowSeconds: 15 * 60 },
};

interface Dependencies {
  vault: ClaimCodeVault;
  limits: RateLimiter;
  clock?: () => Date;
}

/**
 * Redeems a gift card's code into the caller's coins (requirements §lifecycles.gift-card, §errors), exactly once: the card is moved
 * to redeemed by one guarded UPDATE (the machine's step: only from a redeemable status) and its value
 * credited to the coin ledger, in one transaction. Lock order (docs/decisions/0008-lock-order.md):
 * the card, then the account (credit), as an order's payment takes the order, then its cards. A code
 * that moved nothing is answered by its card's status, read once the transaction is over.
 */
export function redeemer(db: Database, { vault, limits, clock = () => new Date() }: Dependencies) {
  return async function redeem(userId: string, typed: string, { ip }: { ip: string }): Promise<RedeemedGiftCard> {
    await limits.hit([
      { key: `redeem:account:${userId}`, ...redeemLimits.perAccount },
      { key: `redeem:ip:${ip}`, ...redeemLimits.perAddress },
    ]);
    const code = canonicalClaimCode(typed);
    if (code === null) throw new AppError('gift_card_code_invalid');
    const codeHash = vault.lookup(code);
    try {
      const redeemed = await retryingTransaction(db, async (tx) => {
        const at = clock();
        const card = await redeemByCodeHash(tx, codeHash, giftCardMachine.step('redeemed'), userId, at);
        if (!card) return null;
        // The ledger keeps the code as anyone may see it: the full code stays the holder's.
        const giftCardCode = maskedClaimCode(card.codeLast);
        const balance = await credit(tx, userId, card.valueEurCents, { reason: 'gift_card', giftCardCode });
        return { coins: card.valueEurCents, balance, giftCardCode, redeemedAt: at.toISOString() };
      });
      if (redeemed) return redeemed;
      const status = await redeemStatusOf(db, codeHash);
      // Redeemable now but not when the UPDATE ran (paid in between): the holder tries again.
      throw new AppError(status === null ? 'gift_card_code_invalid' : (redeemRefusal(status) ?? 'gift_card_redeem_failed'));
    } catch (error) {
      if (error instanceof AppError) throw error;
      // 'Generic failure, try later' (requirements §errors): rolled back whole, nothing credited; logged with its cause.
      throw new AppError('gift_card_redeem_failed', undefined, { cause: error });
    }
  };
}
