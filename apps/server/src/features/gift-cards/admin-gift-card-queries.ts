import { and, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminAction } from '@cicerone/core/admin/admin-actions';
import type { GiftCardStatus } from '@cicerone/core/gift-cards/gift-card-status';
import type { Executor } from '@cicerone/db/client';
import { adminAction } from '@cicerone/db/schema/admin';
import { appUser } from '@cicerone/db/schema/accounts';
import { giftCard } from '@cicerone/db/schema/gift-cards';
import { booking, customerOrder } from '@cicerone/db/schema/orders';

/** What the back office looks cards up by: a code's hash (never the code), an e-mail, a status. */
export interface CardFilter {
  /** One card (the answer to its cancel). */
  id?: string;
  codeHash?: string;
  /** Matched case-insensitively against the buyer's and the recipient's e-mail. */
  email?: string;
  status?: GiftCardStatus;
}

const buyer = alias(appUser, 'buyer');
const redeemer = alias(appUser, 'redeemer');
const canceller = alias(appUser, 'canceller');
const cancellation = alias(adminAction, 'cancellation');

/**
 * The buyer as the back office names them: the account (left-joined as `buyer`), or for a
 * visitor's order the e-mail they gave and the sender's name on the card.
 */
const buyerEmail = sql<string>`coalesce(${customerOrder.buyerEmail}, ${buyer.email})`;
const buyerFields = {
  firstName: sql<string>`coalesce(${buyer.firstName}, ${giftCard.senderFirstName})`,
  lastName: sql<string>`coalesce(${buyer.lastName}, ${giftCard.senderLastName})`,
  email: buyerEmail,
};

function where(filter: CardFilter): SQL | undefined {
  const lookups: SQL[] = [];
  if (filter.codeHash) lookups.push(eq(giftCard.codeHash, filter.codeHash));
  if (filter.email) {
    const email = filter.email.toLowerCase();
    lookups.push(eq(sql`lower(${giftCard.recipientEmail})`, email), eq(sql`lower(${buyerEmail})`, email));
  }
  return and(lookups.length > 0 ? or(...lookups) : undefined, filter.status ? eq(giftCard.status, filter.status) : undefined, filter.id ? eq(giftCard.id, filter.id) : undefined);
}

/**
 * One page of cards, newest first, with their order, buyer, redeemer and — from the admin action
 * log — who cancelled them. The log is joined by its subject index (admin_action_subject_idx).
 */
export async function adminCardPage(db: Executor, filter: CardFilter, cancelledAction: AdminAction, limit: number, offset: number) {
  const rows = await db
    .select({
      id: giftCard.id,
      codeLast: giftCard.codeLast,
      valueEurCents: giftCard.valueEurCents,
      occasion: giftCard.occasion,
      status: giftCard.status,
      recipientName: giftCard.recipientName,
      recipientEmail: giftCard.recipientEmail,
      senderFirstName: giftCard.senderFirstName,
      senderLastName: giftCard.senderLastName,
      sendAt: giftCard.sendAt,
      sentAt: giftCard.sentAt,
      redeemedAt: giftCard.redeemedAt,
      createdAt: giftCard.createdAt,
      orderReference: customerOrder.reference,
      buyer: buyerFields,
      redeemer: { firstName: redeemer.firstName, lastName: redeemer.lastName, email: redeemer.email },
      canceller: { firstName: canceller.firstName, lastName: canceller.lastName, email: canceller.email },
      cancelledAt: cancellation.at,
    })
    .from(giftCard)
    .innerJoin(customerOrder, eq(customerOrder.id, giftCard.orderId))
    .leftJoin(buyer, eq(buyer.id, customerOrder.userId))
    .leftJoin(redeemer, eq(redeemer.id, giftCard.redeemedBy))
    .leftJoin(cancellation, and(eq(cancellation.subjectType, 'gift_card'), eq(cancellation.subjectId, sql`${giftCard.id}::text`), eq(cancellation.action, cancelledAction)))
    .leftJoin(canceller, eq(canceller.id, cancellation.adminUserId))
    .where(where(filter))
    .orderBy(desc(giftCard.createdAt), desc(giftCard.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ count: count() })
    .from(giftCard)
    .innerJoin(customerOrder, eq(customerOrder.id, giftCard.orderId))
    .leftJoin(buyer, eq(buyer.id, customerOrder.userId))
    .where(where(filter));
  return { rows, totalItems: total?.count ?? 0 };
}

export type AdminCardRow = Awaited<ReturnType<typeof adminCardPage>>['rows'][number];

/**
 * The order of a card, locked until the transaction ends, then the card: the house lock order
 * (docs/decisions/0008-lock-order.md) — a payment takes the order, then its cards — so a cancel
 * racing the transfer's confirmation waits for it and sees the card paid. Null when no such card.
 */
export async function lockCardAndOrder(tx: Executor, cardId: string) {
  const [owner] = await tx.select({ orderId: giftCard.orderId }).from(giftCard).where(eq(giftCard.id, cardId));
  if (!owner) return null;
  const [order] = await tx
    .select({ id: customerOrder.id, reference: customerOrder.reference, status: customerOrder.status })
    .from(customerOrder)
    .where(eq(customerOrder.id, owner.orderId))
    .for('update');
  const [card] = await tx.select({ id: giftCard.id, status: giftCard.status, valueEurCents: giftCard.valueEurCents, codeLast: giftCard.codeLast }).from(giftCard).where(eq(giftCard.id, cardId)).for('update');
  return order && card ? { order, card } : null;
}

/** Moves one card along `step` if it is still in one of its statuses; whether it moved. */
export async function moveCard(tx: Executor, cardId: string, step: { from: readonly GiftCardStatus[]; to: GiftCardStatus }): Promise<boolean> {
  const rows = await tx
    .update(giftCard)
    .set({ status: step.to })
    .where(and(eq(giftCard.id, cardId), inArray(giftCard.status, step.from)))
    .returning({ id: giftCard.id });
  return rows.length > 0;
}

/** How many things besides `cardId` its order still holds: its bookings and its cards in `liveCardStatuses`. */
export async function otherItemsOfOrder(tx: Executor, orderId: string, cardId: string, liveCardStatuses: readonly GiftCardStatus[]): Promise<number> {
  const [bookings] = await tx.select({ count: count() }).from(booking).where(eq(booking.orderId, orderId));
  const [cards] = await tx
    .select({ count: count() })
    .from(giftCard)
    .where(and(eq(giftCard.orderId, orderId), ne(giftCard.id, cardId), inArray(giftCard.status, [...liveCardStatuses])));
  return (bookings?.count ?? 0) + (cards?.count ?? 0);
}
