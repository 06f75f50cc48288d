import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { GiftCardStatus } from '@cicerone/core/gift-cards/gift-card-status';
import type { Executor } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { giftCard } from '@cicerone/db/schema/gift-cards';
import { customerOrder } from '@cicerone/db/schema/orders';
import { currency } from '@cicerone/db/schema/reference';
import { ownedBy, type OrderOwner } from '../orders/order-reads.ts';

export type GiftCardValues = Omit<typeof giftCard.$inferInsert, 'createdAt' | 'sentAt' | 'redeemedBy' | 'redeemedAt'> & { id: string };

/** A lifecycle step as the machine gives it (gift-card-status.ts): SET status = to WHERE status IN from. */
interface Step {
  from: readonly GiftCardStatus[];
  to: GiftCardStatus;
}

/** Writes a card unless its code's hash is taken (one chance in billions); whether it was written. */
export async function insertGiftCard(tx: Executor, values: GiftCardValues): Promise<boolean> {
  const rows = await tx.insert(giftCard).values(values).onConflictDoNothing({ target: giftCard.codeHash }).returning({ id: giftCard.id });
  return rows.length > 0;
}

/**
 * Redeems the card of a code's hash (its unique index) in one statement: marked redeemed by
 * `userId` if it is in a status the step leaves; the card, or null when no card of that hash was.
 * The UPDATE takes the row's lock: concurrent redeems of one code queue on it, and each one after
 * the first finds the status the first left and matches nothing (redeemStatusOf then says why).
 */
export async function redeemByCodeHash(tx: Executor, codeHash: string, step: Step, userId: string, at: Date) {
  const [row] = await tx
    .update(giftCard)
    .set({ status: step.to, redeemedBy: userId, redeemedAt: at })
    .where(and(eq(giftCard.codeHash, codeHash), inArray(giftCard.status, step.from)))
    .returning({ id: giftCard.id, valueEurCents: giftCard.valueEurCents, codeLast: giftCard.codeLast });
  return row ?? null;
}

/** The status of the card of a code's hash, null when there is none: why redeemByCodeHash matched nothing. */
export async function redeemStatusOf(db: Executor, codeHash: string): Promise<GiftCardStatus | null> {
  const [row] = await db.select({ status: giftCard.status }).from(giftCard).where(eq(giftCard.codeHash, codeHash));
  return row?.status ?? null;
}

/** Moves the cards of an order along `step` (paid, expired, cancelled), those still in one of its statuses; the ones moved. */
export async function moveCardsOfOrder(tx: Executor, orderId: string, step: Step) {
  return tx
    .update(giftCard)
    .set({ status: step.to })
    .where(and(eq(giftCard.orderId, orderId), inArray(giftCard.status, step.from)))
    .returning({ id: giftCard.id });
}

/** What a card's mails and printed card say, with its order's currency; the code only sealed. */
const cardFields = {
  id: giftCard.id,
  status: giftCard.status,
  codeSealed: giftCard.codeSealed,
  codeLast: giftCard.codeLast,
  valueEurCents: giftCard.valueEurCents,
  occasion: giftCard.occasion,
  recipientName: giftCard.recipientName,
  recipientEmail: giftCard.recipientEmail,
  senderFirstName: giftCard.senderFirstName,
  senderLastName: giftCard.senderLastName,
  message: giftCard.message,
  language: giftCard.language,
  sendAt: giftCard.sendAt,
  sendTimeZone: giftCard.sendTimeZone,
  sentAt: giftCard.sentAt,
  redeemedAt: giftCard.redeemedAt,
  currency: customerOrder.currency,
  orderReference: customerOrder.reference,
};
/** One card with its order's currency, for its mail rendered at send time. */
export async function cardById(db: Executor, cardId: string) {
  const [row] = await db.select(cardFields).from(giftCard).innerJoin(customerOrder, eq(customerOrder.id, giftCard.orderId)).where(eq(giftCard.id, cardId));
  return row ?? null;
}
export type GiftCardRow = NonNullable<Awaited<ReturnType<typeof cardById>>>;

/**
 * These cards with their order and buyer, for the buyer's receipt (read in the paying transaction):
 * the account, or for a visitor's order the e-mail they gave and the sender's first name.
 */
export async function cardsWithBuyer(tx: Executor, cardIds: readonly string[]) {
  if (cardIds.length === 0) return [];
  return tx
    .select({
      ...cardFields,
      buyerEmail: sql<string>`coalesce(${customerOrder.buyerEmail}, ${appUser.email})`,
      buyerFirstName: sql<string>`coalesce(${appUser.firstName}, ${giftCard.senderFirstName})`,
      buyerLocale: appUser.locale,
      hasAccount: sql<boolean>`${customerOrder.userId} is not null`,
      orderLocale: customerOrder.locale,
      grandTotal: customerOrder.grandTotal,
      minorUnits: sql<number>`coalesce(${currency.minorUnits}, 2)::int`,
    })
    .from(giftCard)
    .innerJoin(customerOrder, eq(customerOrder.id, giftCard.orderId))
    .leftJoin(appUser, eq(appUser.id, customerOrder.userId))
    .leftJoin(currency, eq(currency.code, customerOrder.currency))
    .where(inArray(giftCard.id, [...cardIds]));
}

/**
 * Up to `limit` cards in `status` (paid, not redeemed) not sent yet whose time came by `now`,
 * soonest first, claimed FOR UPDATE SKIP LOCKED: several delivery passes share the cards, each
 * card to one. Served by gift_card_due_idx.
 */
export async function claimDueCards(tx: Executor, status: GiftCardStatus, now: Date, limit: number) {
  return tx
    .select(cardFields)
    .from(giftCard)
    .innerJoin(customerOrder, eq(customerOrder.id, giftCard.orderId))
    .where(and(eq(giftCard.status, status), isNull(giftCard.sentAt), lte(giftCard.sendAt, sql`${now.toISOString()}::timestamptz`)))
    .orderBy(asc(giftCard.sendAt))
    .limit(limit)
    .for('update', { of: giftCard, skipLocked: true });
}

/** The cards e-mailed at `at`. */
export async function markCardsSent(tx: Executor, cardIds: readonly string[], at: Date): Promise<void> {
  if (cardIds.length > 0) await tx.update(giftCard).set({ sentAt: at }).where(inArray(giftCard.id, [...cardIds]));
}

/** The cards an account or a visitor bought, newest first; ownership is the order's owner. */
export async function cardsBoughtBy(db: Executor, owner: OrderOwner): Promise<GiftCardRow[]> {
  return db
    .select(cardFields)
    .from(giftCard)
    .innerJoin(customerOrder, eq(customerOrder.id, giftCard.orderId))
    .where(ownedBy(owner))
    .orderBy(desc(giftCard.createdAt), desc(giftCard.id));
}

/** One card the account bought, locked until the transaction ends; null when it is not theirs. */
export async function lockCardBoughtBy(tx: Executor, userId: string, cardId: string): Promise<GiftCardRow | null> {
  const [row] = await tx
    .select(cardFields)
    .from(giftCard)
    .innerJoin(customerOrder, eq(customerOrder.id, giftCard.orderId))
    .where(and(eq(giftCard.id, cardId), eq(customerOrder.userId, userId)))
    .for('update', { of: giftCard });
  return row ?? null;
}

/** One card, whoever bought it, locked until the transaction ends (the back office's resend); null when there is none. */
export async function lockCard(tx: Executor, cardId: string): Promise<GiftCardRow | null> {
  const [row] = await tx.select(cardFields).from(giftCard).innerJoin(customerOrder, eq(customerOrder.id, giftCard.orderId)).where(eq(giftCard.id, cardId)).for('update', { of: giftCard });
  return row ?? null;
}

/** Changes where and when a card goes. */
export async function updateDelivery(tx: Executor, cardId: string, values: { recipientEmail?: string; sendAt?: Date; sentAt?: Date | null }): Promise<void> {
  await tx.update(giftCard).set(values).where(eq(giftCard.id, cardId));
}
