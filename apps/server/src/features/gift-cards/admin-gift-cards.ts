import { canonicalClaimCode, maskedClaimCode } from '@cicerone/core/gift-cards/claim-code';
import { giftCardMachine } from '@cicerone/core/gift-cards/gift-card-status';
import { isAwaitingPayment } from '@cicerone/core/checkout/order-status';
import type { AdminGiftCard, AdminGiftCards, AdminGiftCardsQuery } from '@cicerone/core/contracts/admin-gift-cards';
import { AppError } from '@cicerone/core/errors';
import type { Database } from '@cicerone/db/client';
import type { Settle } from '../../settlement/process.ts';
import { changedFields, recordAdminAction } from '../admin-actions/admin-action-log.ts';
import { closeUnpaidOrders } from '../orders/order-expiry.ts';
import { adminCardPage, lockCardAndOrder, moveCard, otherItemsOfOrder, type AdminCardRow, type CardFilter } from './admin-gift-card-queries.ts';
import type { ClaimCodeVault } from './claim-code-vault.ts';
import type { GiftCardDelivery } from './delivery/gift-card-delivery.ts';
import { lockCard } from './gift-card-queries.ts';
import { refuseSettledCard } from './my-gift-cards.ts';

const pageSize = 20;
const cancelledAction = 'gift_card.cancelled';
const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** A row as the back office shows it: the code masked, people by name and e-mail, instants in ISO. */
function shaped(row: AdminCardRow): AdminGiftCard {
  return {
    id: row.id,
    code: maskedClaimCode(row.codeLast),
    valueEurCents: row.valueEurCents,
    occasion: row.occasion,
    status: row.status,
    recipient: { name: row.recipientName, email: row.recipientEmail },
    sender: { firstName: row.senderFirstName, lastName: row.senderLastName },
    buyer: { name: fullName(row.buyer), email: row.buyer.email },
    orderReference: row.orderReference,
    sendAt: row.sendAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    redeemed: row.redeemer && row.redeemedAt ? { name: fullName(row.redeemer), email: row.redeemer.email, at: row.redeemedAt.toISOString() } : null,
    cancelled: row.canceller && row.cancelledAt ? { name: fullName(row.canceller), email: row.canceller.email, at: row.cancelledAt.toISOString() } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The back office's gift cards (requirements §back-office.work). A typed code is found by its keyed hash, as redeem
 * finds it (docs/decisions/0016-gift-card-codes.md): the clear code is never in a query, and the
 * back office never sees more of it than GC-…XYZ. Every change is logged with the admin's id, in
 * the change's transaction.
 */
export function adminGiftCards(db: Database, deps: { vault: ClaimCodeVault; settle: Settle; delivery: Pick<GiftCardDelivery, 'send'>; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());

  async function page(filter: CardFilter, pageNumber: number): Promise<AdminGiftCards> {
    const { rows, totalItems } = await adminCardPage(db, filter, cancelledAction, pageSize, (pageNumber - 1) * pageSize);
    return { giftCards: rows.map(shaped), totalItems, totalPages: Math.max(1, Math.ceil(totalItems / pageSize)), currentPage: pageNumber };
  }

  async function one(cardId: string): Promise<AdminGiftCard> {
    const [giftCard] = (await page({ id: cardId }, 1)).giftCards;
    if (!giftCard) throw new AppError('not_found');
    return giftCard;
  }

  return {
    /** Cards whose code is `q` (any case, hyphen optional) or whose buyer or recipient has e-mail `q`, in `status`; newest first. */
    async list({ q, status, page: pageNumber }: AdminGiftCardsQuery): Promise<AdminGiftCards> {
      const code = q ? canonicalClaimCode(q) : null;
      return page({ codeHash: code ? deps.vault.lookup(code) : undefined, email: q || undefined, status }, pageNumber);
    },

    /**
     * An admin cancels a card never paid (a transfer that will not come), in ONE transaction: its
     * order then the card locked (a confirmation of the transfer racing this one waits, and this
     * then finds the card paid: 409), the machine's `cancelled_by_admin` step, the log line.
     *
     * Decision: the card must be all its order holds, and the order then closes with it (as an
     * expired one, closeUnpaidOrders: coins given back, no payment awaited any more) — otherwise
     * the buyer would still be asked to transfer money for a card that no longer exists. A card
     * sharing its order with other items is refused (409): cancelling it alone would leave the
     * order's total wrong.
     */
    async cancel(adminUserId: string, cardId: string): Promise<{ giftCard: AdminGiftCard; orderClosed: boolean }> {
      const orderClosed = await db.transaction(async (tx) => {
        const locked = await lockCardAndOrder(tx, cardId);
        if (!locked) throw new AppError('not_found');
        const { order, card } = locked;
        if (!giftCardMachine.canApply(card.status, 'cancelled_by_admin')) throw new AppError('gift_card_not_cancellable');
        if ((await otherItemsOfOrder(tx, order.id, card.id, giftCardMachine.fromStatuses('cancelled_by_admin'))) > 0) throw new AppError('gift_card_not_alone_in_order');
        const cancelling = giftCardMachine.step('cancelled_by_admin');
        if (!(await moveCard(tx, card.id, cancelling))) throw new AppError('gift_card_not_cancellable');
        const closed = isAwaitingPayment(order.status) && (await closeUnpaidOrders(deps.settle, tx, [order.id], 'unpaid_order_cancelled', clock())) > 0;
        await recordAdminAction(tx, {
          adminUserId,
          action: cancelledAction,
          subjectType: 'gift_card',
          subjectId: card.id,
          detail: { code: maskedClaimCode(card.codeLast), valueEurCents: card.valueEurCents, orderReference: order.reference, orderClosed: closed },
          ...changedFields({ status: card.status }, { status: cancelling.to }),
        });
        return closed;
      });
      return { giftCard: await one(cardId), orderClosed };
    },

    /**
     * An admin sends a paid card to its recipient now: again when it went already (a lost mail),
     * ahead of its day when it is scheduled. The delivery's own send (the mail enqueued and the card
     * marked sent in one transaction) and the buyer's refusals (redeemed, cancelled), plus one of
     * its own: an unpaid card has nothing to send yet (409). Logged in the same transaction.
     */
    async resend(adminUserId: string, cardId: string): Promise<{ giftCard: AdminGiftCard; again: boolean }> {
      const again = await db.transaction(async (tx) => {
        const card = await lockCard(tx, cardId);
        if (!card) throw new AppError('not_found');
        refuseSettledCard(card);
        if (card.status === 'unpaid') throw new AppError('gift_card_not_paid');
        const sentAt = clock();
        await deps.delivery.send(tx, [card], sentAt);
        const resent = card.sentAt !== null;
        await recordAdminAction(tx, {
          adminUserId,
          action: resent ? 'gift_card.resent' : 'gift_card.sent',
          subjectType: 'gift_card',
          subjectId: card.id,
          detail: { code: maskedClaimCode(card.codeLast), recipientEmail: card.recipientEmail, orderReference: card.orderReference },
          ...changedFields({ sentAt: card.sentAt?.toISOString() ?? null }, { sentAt: sentAt.toISOString() }),
        });
        return resent;
      });
      return { giftCard: await one(cardId), again };
    },
  };
}

export type AdminGiftCardService = ReturnType<typeof adminGiftCards>;
