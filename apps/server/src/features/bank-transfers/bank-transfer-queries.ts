import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { awaitingPaymentStatuses } from '@cicerone/core/checkout/order-status';
import type { Executor } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { giftCard } from '@cicerone/db/schema/gift-cards';
import { booking, customerOrder } from '@cicerone/db/schema/orders';
import { workQueue, type WorkQueue } from '../../shared/work-queue.ts';

/** A bank-transfer order whose money the team has not seen yet. */
const awaitingTransfer = and(eq(customerOrder.paymentMethod, 'bank_transfer'), inArray(customerOrder.status, awaitingPaymentStatuses));

/** Bank-transfer orders still awaiting payment with their buyer, oldest first. */
export async function waitingTransferOrders(db: Executor) {
  return db
    .select({
      id: customerOrder.id,
      reference: customerOrder.reference,
      // A visitor's gift-card order has no account: its e-mail is the one they gave.
      firstName: sql<string>`coalesce(${appUser.firstName}, '')`,
      lastName: sql<string>`coalesce(${appUser.lastName}, '')`,
      email: sql<string>`coalesce(${customerOrder.buyerEmail}, ${appUser.email})`,
      amount: customerOrder.grandTotal,
      currency: customerOrder.currency,
      createdAt: customerOrder.createdAt,
      expiresAt: customerOrder.expiresAt,
    })
    .from(customerOrder)
    .leftJoin(appUser, eq(appUser.id, customerOrder.userId))
    .where(awaitingTransfer)
    .orderBy(asc(customerOrder.createdAt), asc(customerOrder.reference));
}

/** The transfers to confirm, for the dashboard, aged from their order. */
export const waitingTransferQueue = (db: Executor): Promise<WorkQueue> => workQueue(db, customerOrder, awaitingTransfer, customerOrder.createdAt);

/** The order with this reference (upper case), locked until the transaction ends; null when there is none. */
export async function lockOrderByReference(tx: Executor, reference: string) {
  const [order] = await tx
    .select({ id: customerOrder.id, reference: customerOrder.reference, status: customerOrder.status, paymentMethod: customerOrder.paymentMethod })
    .from(customerOrder)
    .where(eq(customerOrder.reference, reference))
    .for('update');
  return order ?? null;
}

/** What these orders bought, for the admin who confirms their transfer: how many tours, and each gift card's value and occasion. */
export async function itemsOfOrders(db: Executor, orderIds: readonly string[]) {
  if (orderIds.length === 0) return { tours: [], giftCards: [] };
  const ids = [...orderIds];
  const [tours, giftCards] = await Promise.all([
    db.select({ orderId: booking.orderId, count: count() }).from(booking).where(inArray(booking.orderId, ids)).groupBy(booking.orderId),
    db
      .select({ orderId: giftCard.orderId, valueEurCents: giftCard.valueEurCents, occasion: giftCard.occasion })
      .from(giftCard)
      .where(inArray(giftCard.orderId, ids))
      .orderBy(asc(giftCard.createdAt)),
  ]);
  return { tours, giftCards };
}
