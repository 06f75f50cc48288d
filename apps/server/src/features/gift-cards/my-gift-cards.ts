import type { MyGiftCard } from '@cicerone/core/contracts/gift-cards';
import { AppError } from '@cicerone/core/errors';
import { maskedClaimCode } from '@cicerone/core/gift-cards/claim-code';
import { giftCardMachine } from '@cicerone/core/gift-cards/gift-card-status';
import type { Database } from '@cicerone/db/client';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import type { GiftCardDelivery } from './delivery/gift-card-delivery.ts';
import type { OrderOwner } from '../orders/order-reads.ts';
import { cardsBoughtBy, lockCardBoughtBy, updateDelivery, type GiftCardRow } from './gift-card-queries.ts';

/** "Send now" and resends of one card: enough to fix a lost mail or a typo, too few to use the site as a mail cannon. */
const resendLimit = { limit: 3, windowSeconds: 3600 };

interface Dependencies {
  delivery: Pick<GiftCardDelivery, 'send'>;
  limits: RateLimiter;
  clock?: () => Date;
}

/**
 * A card done with cannot be sent any more: redeemed, or cancelled (never paid and never will be).
 * The buyer's "send now" and the back office's resend both ask this first.
 */
export function refuseSettledCard(card: Pick<GiftCardRow, 'status'>): void {
  if (card.status === 'redeemed') throw new AppError('gift_card_already_redeemed');
  if (giftCardMachine.isFinalStatus(card.status)) throw new AppError('gift_card_status_conflict');
}

/** Where a card stands for its buyer ("my gift cards"): its status, and for a paid one whether it went. */
function stateOf(card: GiftCardRow): MyGiftCard['state'] {
  if (card.status === 'unredeemed') return card.sentAt ? 'sent' : 'scheduled';
  return card.status;
}

function shown(card: GiftCardRow): MyGiftCard {
  return {
    id: card.id,
    state: stateOf(card),
    status: card.status,
    code: maskedClaimCode(card.codeLast),
    valueEurCents: card.valueEurCents,
    occasion: card.occasion,
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    sendAt: card.sendAt.toISOString(),
    sendTimeZone: card.sendTimeZone,
    sentAt: card.sentAt?.toISOString() ?? null,
    redeemedAt: card.redeemedAt?.toISOString() ?? null,
    orderReference: card.orderReference,
  };
}

/**
 * The buyer's gift cards in the account (requirements §lifecycles.gift-card): listed, and while not redeemed, sent to
 * another address, sent now, or sent again. Ownership is part of every query (the card's order
 * is the caller's); a card bought by someone else is not found.
 */
export function myGiftCards(db: Database, { delivery, limits, clock = () => new Date() }: Dependencies) {
  return {
    async list(owner: OrderOwner): Promise<{ giftCards: MyGiftCard[] }> {
      return { giftCards: (await cardsBoughtBy(db, owner)).map(shown) };
    },

    /**
     * Changes the recipient's address and/or sends the card now: an unpaid card goes as soon as
     * it is paid, a paid one now, a sent one again (limited per card). A redeemed or cancelled
     * card is done with.
     */
    async change(userId: string, cardId: string, change: { recipientEmail?: string | undefined; sendNow?: boolean | undefined }): Promise<MyGiftCard> {
      // Counted before the transaction, on its own connection (the embedded database runs one at a time).
      if (change.sendNow) await limits.hit([{ key: `gift-card-send:${userId}:${cardId}`, ...resendLimit }]);
      return db.transaction(async (tx) => {
        const card = await lockCardBoughtBy(tx, userId, cardId);
        if (!card) throw new AppError('gift_card_not_found');
        refuseSettledCard(card);
        const now = clock();
        const changed = { ...card, recipientEmail: change.recipientEmail ?? card.recipientEmail };
        if (change.recipientEmail) await updateDelivery(tx, card.id, { recipientEmail: change.recipientEmail });
        if (change.sendNow && card.status === 'unpaid') {
          await updateDelivery(tx, card.id, { sendAt: now });
          return shown({ ...changed, sendAt: now });
        }
        if (change.sendNow) {
          await delivery.send(tx, [changed], now);
          return shown({ ...changed, sentAt: now });
        }
        return shown(changed);
      });
    },
  };
}
