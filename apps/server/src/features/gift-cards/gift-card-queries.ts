import { and, eq, inArray } from 'drizzle-orm';
import type { GiftCardStatus } from '@cicerone/core/gift-cards/gift-card-status';
import type { Executor } from '@cicerone/db/client';
import { giftCard } from '@cicerone/db/schema/gift-cards';

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
 * The card of a code's hash (its unique index), locked until the transaction ends: concurrent
 * redeems of one code queue here, and each sees the status the one before it left.
 */
export async function lockCardByCodeHash(tx: Executor, codeHash: string) {
  const [row] = await tx
    .select({ id: giftCard.id, status: giftCard.status, valueEurCents: giftCard.valueEurCents, codeLast: giftCard.codeLast })
    .from(giftCard)
    .where(eq(giftCard.codeHash, codeHash))
    .for('update');
  return row ?? null;
}

/** Marks the card redeemed by `userId`, if it is still in a status the step leaves; whether it was. */
export async function markRedeemed(tx: Executor, cardId: string, step: Step, userId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(giftCard)
    .set({ status: step.to, redeemedBy: userId, redeemedAt: at })
    .where(and(eq(giftCard.id, cardId), inArray(giftCard.status, step.from)))
    .returning({ id: giftCard.id });
  return rows.length > 0;
}

/** Moves the cards of an order along `step` (paid, expired, cancelled), those still in one of its statuses; the ones moved. */
export async function moveCardsOfOrder(tx: Executor, orderId: string, step: Step) {
  return tx
    .update(giftCard)
    .set({ status: step.to })
    .where(and(eq(giftCard.orderId, orderId), inArray(giftCard.status, step.from)))
    .returning({ id: giftCard.id });
}
