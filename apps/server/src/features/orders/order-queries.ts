import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { awaitingPaymentStatuses, type OrderStatus } from '@cicerone/core/checkout/order-status';
import type { BankInformation } from '@cicerone/core/contracts/orders';
import type { Executor } from '@cicerone/db/client';
import { bankInformation, booking, cartItem, customerOrder } from '@cicerone/db/schema/orders';
import { byStart } from '../bookings/booking-reads.ts';
import { ownedBy, type OrderOwner } from './order-reads.ts';
import type { OrderItemInput } from './order-service.ts';

export type OrderRow = typeof customerOrder.$inferSelect;

type NewOrder = Omit<typeof customerOrder.$inferInsert, 'reference'>;

/** Inserts the order under `reference`; false when another order holds that reference already. */
export async function insertOrderUnder(tx: Executor, reference: string, values: NewOrder): Promise<boolean> {
  const rows = await tx.insert(customerOrder).values({ ...values, reference }).onConflictDoNothing({ target: customerOrder.reference }).returning({ id: customerOrder.id });
  return rows.length > 0;
}

/** An order of this owner, by id or by reference; null when it is someone else's or does not exist. */
export async function findOwnOrder(db: Executor, owner: OrderOwner, by: { id: string } | { reference: string }): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(customerOrder)
    .where(and(ownedBy(owner), 'id' in by ? eq(customerOrder.id, by.id) : sql`upper(${customerOrder.reference}) = upper(${by.reference})`));
  return row ?? null;
}

export async function orderBookings(db: Executor, orderId: string) {
  return db.select().from(booking).where(eq(booking.orderId, orderId)).orderBy(...byStart);
}

/** The account's cart as order items and accepted offers (requirements §booking.services), with their ids (to clear them once ordered). */
export async function cartAsOrderItems(db: Executor, userId: string): Promise<{ ids: string[]; items: OrderItemInput[]; services: string[] }> {
  const all = await db.select().from(cartItem).where(eq(cartItem.userId, userId)).orderBy(asc(cartItem.createdAt), asc(cartItem.id));
  const rows = all.filter((row) => row.tourId !== null);
  return {
    ids: all.map((row) => row.id),
    services: all.flatMap((row) => (row.quoteId ? [row.quoteId] : [])),
    items: rows.map((row) => ({
      tourId: row.tourId as number,
      duration: row.duration,
      day: row.day,
      startTime: row.startTime.slice(0, 5),
      adults: row.adults,
      children: row.children,
      infants: row.infants,
      guideLanguage: row.guideLanguage,
      meetingPoint: row.meetingPoint,
      specialRequirements: row.specialRequirements,
      travelerType: row.travelerType,
      passengerRelation: row.passengerRelation,
      contactName: row.contactName,
      contactEmail: row.contactEmail,
      contactPhone: row.contactPhone,
    })),
  };
}

export type CartItemRow = typeof cartItem.$inferSelect;

/** Removes these rows of the account's cart and answers the rows removed (fewer when another request removed some first). */
export async function takeCartItems(db: Executor, userId: string, ids: readonly string[]): Promise<CartItemRow[]> {
  if (ids.length === 0) return [];
  return db.delete(cartItem).where(and(eq(cartItem.userId, userId), inArray(cartItem.id, [...ids]))).returning();
}

/** Puts rows taken by takeCartItems back as they were (same ids, same age). */
export async function restoreCartItems(db: Executor, rows: readonly CartItemRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(cartItem).values([...rows]).onConflictDoNothing();
}

/**
 * The company account for transfers in `currency`; null when none is configured. A currency paid
 * into another currency's account (the bank converts) shares that account's IBAN: its
 * accountCurrency is then that currency (see packages/db/src/reference/bank-accounts.ts).
 */
export async function bankInformationFor(db: Executor, currency: string): Promise<BankInformation | null> {
  const code = currency.toUpperCase();
  const [row] = await db.select().from(bankInformation).where(eq(bankInformation.currency, code));
  if (!row) return null;
  if (code === 'EUR') return { ...row, accountCurrency: 'EUR' };
  const [eur] = await db.select({ iban: bankInformation.iban }).from(bankInformation).where(eq(bankInformation.currency, 'EUR'));
  return { ...row, accountCurrency: eur?.iban === row.iban ? 'EUR' : code };
}

/**
 * An unpaid card order becomes a bank-transfer one with the transfer's deadline; guarded in the
 * UPDATE, so an order paid or expired meanwhile is left alone (null).
 */
export async function switchToBankTransfer(db: Executor, orderId: string, expiresAt: Date, now: Date): Promise<OrderRow | null> {
  const [row] = await db
    .update(customerOrder)
    .set({ paymentMethod: 'bank_transfer', expiresAt })
    .where(and(eq(customerOrder.id, orderId), inArray(customerOrder.status, awaitingPaymentStatuses), eq(customerOrder.paymentMethod, 'card'), gt(customerOrder.expiresAt, now)))
    .returning();
  return row ?? null;
}

/** The order learns its card payment; a payment it knows already stays (an order has one payment). */
export async function recordPayment(db: Executor, orderId: string, provider: string, paymentId: string): Promise<void> {
  await db
    .update(customerOrder)
    .set({ provider, paymentId })
    .where(and(eq(customerOrder.id, orderId), isNull(customerOrder.paymentId)));
}

/** Orders ever paid (a later cancellation keeps paid_at), for /metrics: one count, read at each scrape. */
export async function paidOrderCount(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(customerOrder).where(isNotNull(customerOrder.paidAt));
  return row?.count ?? 0;
}

/** A lifecycle step (core's machine.step): the statuses it leaves and the one it reaches. */
interface Step<Status extends string> {
  from: readonly Status[];
  to: Status;
}

/** Moves these orders along `step`, those still in one of its statuses; the ones moved. */
export async function moveOrders(tx: Executor, orderIds: readonly string[], step: Step<OrderStatus>) {
  return tx
    .update(customerOrder)
    .set({ status: step.to })
    .where(and(inArray(customerOrder.id, [...orderIds]), inArray(customerOrder.status, step.from)))
    .returning({ id: customerOrder.id, userId: customerOrder.userId, coinsEurCents: customerOrder.coinsEurCents });
}

/** Up to `limit` orders in these statuses whose time ran out by `now`, soonest first, claimed FOR UPDATE SKIP LOCKED. */
export async function claimDueOrders(tx: Executor, statuses: readonly OrderStatus[], now: Date, limit: number) {
  return tx
    .select({ id: customerOrder.id })
    .from(customerOrder)
    .where(and(inArray(customerOrder.status, statuses), lte(customerOrder.expiresAt, sql`${now.toISOString()}::timestamptz`)))
    .orderBy(asc(customerOrder.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}
