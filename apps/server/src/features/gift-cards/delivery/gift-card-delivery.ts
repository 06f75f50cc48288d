import { formatMoney } from '@cicerone/core/money';
import { fallbackLocale, isLocale, languageTag } from '@cicerone/core/locales';
import { giftCardMachine, type GiftCardEvent } from '@cicerone/core/gift-cards/gift-card-status';
import type { Database, Executor } from '@cicerone/db/client';
import type { Mailer } from '../../mail/mailer.ts';
import { cardsWithBuyer, claimDueCards, markCardsSent, type GiftCardRow } from '../gift-card-queries.ts';
import { cardFace, type GiftCardService } from '../gift-card-service.ts';
import { giftCardCopyMail, giftCardDeliveryMail } from './gift-card-mail.ts';

/** The buyer's cards in their account (apps/web/app/routes.ts), which the receipt links to. */
export const myGiftCardsPath = '/my-gift-cards';

/** How many due cards one transaction claims; the job loops while a batch comes back full. */
const deliveryBatch = 20;

interface Dependencies {
  giftCards: Pick<GiftCardService, 'orderPaid'>;
  mail: Pick<Mailer, 'enqueue'>;
  clock?: () => Date;
}

/**
 * Getting a paid card to its recipient (requirements §lifecycles.gift-card): at its send time, or at once when it is
 * paid after that time, the recipient's mail is enqueued in the transaction that marks the card
 * sent, so a card is e-mailed exactly when it is marked so. The outbox keeps that mail with the
 * code masked; the code is written in when the mail goes (gift-card-attachment.ts).
 */
export function giftCardDelivery(db: Database, { giftCards, mail, clock = () => new Date() }: Dependencies) {
  /** Enqueues the recipient's mail of each card, in the buyer's chosen language, and marks them sent; in `tx`, the cards locked. */
  async function send(tx: Executor, cards: readonly GiftCardRow[], now: Date): Promise<void> {
    for (const card of cards) {
      const locale = isLocale(card.language) ? card.language : fallbackLocale;
      await mail.enqueue(tx, giftCardDeliveryMail(cardFace(card), { email: card.recipientEmail, locale }, card.id));
    }
    await markCardsSent(
      tx,
      cards.map((card) => card.id),
      now,
    );
  }

  return {
    send,

    /**
     * E-mails every paid card whose time has come and that was not sent yet. Cards are claimed
     * FOR UPDATE SKIP LOCKED, so any number of processes may run this at once and each card is
     * e-mailed by exactly one. Returns how many were sent.
     */
    async deliverDue(now: Date = clock()): Promise<number> {
      const paid = giftCardMachine.step('payment_succeeded').to;
      let total = 0;
      for (;;) {
        const claimed = await db.transaction(async (tx) => {
          const due = await claimDueCards(tx, paid, now, deliveryBatch);
          await send(tx, due, now);
          return due.length;
        });
        total += claimed;
        if (claimed < deliveryBatch) return total;
      }
    },

    /**
     * The order of cards was paid, in its paying transaction (services.ts composes this into
     * whenPaid): its unpaid cards become redeemable, the buyer gets the receipt in their
     * language, and a card due already (sent now) goes to its recipient at once.
     */
    async orderPaid(tx: Executor, orderId: string, how: Extract<GiftCardEvent, 'payment_succeeded' | 'payment_received_by_admin'>): Promise<void> {
      const moved = await giftCards.orderPaid(tx, orderId, how);
      const cards = await cardsWithBuyer(
        tx,
        moved.map((card) => card.id),
      );
      const now = clock();
      for (const card of cards) {
        const locale = isLocale(card.buyerLocale) ? card.buyerLocale : isLocale(card.orderLocale) ? card.orderLocale : fallbackLocale;
        const later = card.sendAt > now && card.sendTimeZone ? { sendAt: { instant: card.sendAt, timeZone: card.sendTimeZone } } : {};
        const { code: _masked, ...face } = cardFace(card);
        const total = formatMoney(card.grandTotal, { code: card.currency, minorUnits: card.minorUnits }, languageTag(locale));
        // A visitor has no account to manage the card from: their receipt says to keep it and quote the order.
        const copy = { buyerName: card.buyerFirstName, card: face, recipientEmail: card.recipientEmail, orderReference: card.orderReference, total, link: card.hasAccount ? myGiftCardsPath : null, ...later };
        await mail.enqueue(tx, giftCardCopyMail(copy, { email: card.buyerEmail, locale }));
      }
      await send(
        tx,
        cards.filter((card) => card.sendAt <= now),
        now,
      );
    },
  };
}

export type GiftCardDelivery = ReturnType<typeof giftCardDelivery>;
