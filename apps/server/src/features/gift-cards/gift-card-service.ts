import { randomUUID } from 'node:crypto';
import { claimCodeEnd, maskedClaimCode, newClaimCode } from '@cicerone/core/gift-cards/claim-code';
import { giftCardMachine, type GiftCardEvent } from '@cicerone/core/gift-cards/gift-card-status';
import type { Database, Executor } from '@cicerone/db/client';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import type { ClaimCodeVault } from './claim-code-vault.ts';
import type { GiftCardPrint } from '@cicerone/core/gift-cards/gift-card-print';
import { cardById, insertGiftCard, moveCardsOfOrder, type GiftCardRow, type GiftCardValues } from './gift-card-queries.ts';
import { redeemer } from './redeem.ts';

/** What the purchase decides about a card; the service adds its id, code and status. */
export type NewGiftCard = Omit<GiftCardValues, 'id' | 'status' | 'codeHash' | 'codeSealed' | 'codeLast'>;

/**
 * Gift cards (requirements §lifecycles.gift-card): a card is written with its order, moves with the order's payment or
 * expiry, and is redeemed once. Every status change goes through the machine
 * (core gift-cards/gift-card-status.ts); the claim code only ever through the vault.
 */
export function giftCardService(db: Database, deps: { vault: ClaimCodeVault; limits: RateLimiter; clock?: () => Date }) {
  const { vault } = deps;
  return {
    redeem: redeemer(db, deps),

    /**
     * Writes an unpaid card for its order, in the order's transaction `tx`, under a fresh code; a
     * code already taken (one chance in billions per card sold) draws again. The code is returned
     * for whoever must show it now and is kept only hashed and sealed.
     */
    async issue(tx: Executor, card: NewGiftCard): Promise<{ id: string; code: string }> {
      for (;;) {
        const id = randomUUID();
        const code = newClaimCode();
        const status = giftCardMachine.nextStatus(null, 'purchased');
        if (await insertGiftCard(tx, { ...card, id, status, codeHash: vault.lookup(code), codeSealed: vault.seal(code, id), codeLast: claimCodeEnd(code) })) return { id, code };
      }
    },

    /** The order of its cards was paid (`event` says how): its unpaid cards become redeemable; the ids moved. */
    async orderPaid(tx: Executor, orderId: string, event: Extract<GiftCardEvent, 'payment_succeeded' | 'payment_received_by_admin'>) {
      return moveCardsOfOrder(tx, orderId, giftCardMachine.step(event));
    },

    /** The order expired unpaid, or an admin cancelled it: its unpaid cards are cancelled; the ids moved. */
    async orderClosed(tx: Executor, orderId: string, event: Extract<GiftCardEvent, 'order_expired' | 'cancelled_by_admin'>) {
      return moveCardsOfOrder(tx, orderId, giftCardMachine.step(event));
    },

    /** A card's code, for its delivery and the buyer's resend only: never logged, never in a list. */
    codeOf(card: { id: string; codeSealed: string }): string {
      return vault.open(card.codeSealed, card.id);
    },

    /** What the recipient's mail and printed card say, the code opened: read when the mail is sent, never stored. */
    async printOf(cardId: string): Promise<GiftCardPrint | null> {
      const row = await cardById(db, cardId);
      return row && { ...cardFace(row), code: vault.open(row.codeSealed, row.id) };
    },
  };
}

/** A card as its mails show it, without its code; `code` is the masked GC-…XYZ the outbox may keep. */
export function cardFace(row: GiftCardRow): GiftCardPrint {
  return {
    code: maskedClaimCode(row.codeLast),
    valueEurCents: row.valueEurCents,
    occasion: row.occasion,
    ...(row.recipientName ? { recipientName: row.recipientName } : {}),
    senderName: `${row.senderFirstName} ${row.senderLastName}`,
    ...(row.message ? { message: row.message } : {}),
    currency: row.currency,
  };
}
export type GiftCardService = ReturnType<typeof giftCardService>;
