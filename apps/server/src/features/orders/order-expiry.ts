import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { nextStatus } from '@cicerone/core/checkout/booking-status';
import type { Database } from '@cicerone/db/client';
import { booking, customerOrder } from '@cicerone/db/schema/orders';
import type { AvailabilityService } from '../availability/service.ts';
import { credit } from './coin-ledger.ts';

/** How many due orders one transaction closes; the caller loops while a batch comes back full. */
const expiryBatch = 50;

/**
 * Closes an order that was never paid ('expired' after its time, 'failed' when no payment could
 * be set up): its bookings are cancelled, their capacity released and the coins it spent given
 * back, in `tx`. Nothing happens unless the order is still awaiting payment (the status is
 * guarded in the UPDATE, so a webhook paying it at the same moment and this never both win).
 *
 * Decision: the bookings of a never-paid order are cancelled, not deleted — the references a
 * buyer may have noted keep resolving, and the ledger rows keep their order — and "my bookings"
 * hides them by joining on the order's status (only awaiting_payment and paid orders are shown).
 * So a failed or expired payment leaves no active booking, no coins spent and the slot free.
 */
export async function closeUnpaidOrder(tx: Database, availability: AvailabilityService, orderId: string, status: 'expired' | 'failed', now: Date): Promise<boolean> {
  const [closed] = await tx
    .update(customerOrder)
    .set({ status })
    .where(and(eq(customerOrder.id, orderId), eq(customerOrder.status, 'awaiting_payment')))
    .returning({ userId: customerOrder.userId, coinsEurCents: customerOrder.coinsEurCents });
  if (!closed) return false;
  const cancelled = await tx
    .update(booking)
    .set({ status: nextStatus('waiting-payment', 'order_expired'), cancelledAt: now })
    .where(and(eq(booking.orderId, orderId), eq(booking.status, 'waiting-payment')))
    .returning({ tourId: booking.tourId, day: booking.day });
  for (const { tourId, day } of cancelled) await availability.release(tourId, day, tx);
  if (closed.coinsEurCents > 0) await credit(tx, closed.userId, closed.coinsEurCents, { reason: 'checkout_failed', orderId });
  return true;
}

/**
 * Expires the orders still unpaid at `now` (abandoned card checkouts, bank transfers that never
 * arrived). Rows are claimed FOR UPDATE SKIP LOCKED, so any number of processes may run this at
 * once and each order is closed by exactly one. Returns how many orders expired.
 */
export async function expireDueOrders(db: Database, availability: AvailabilityService, now: Date = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const due = await tx
        .select({ id: customerOrder.id })
        .from(customerOrder)
        .where(and(eq(customerOrder.status, 'awaiting_payment'), lte(customerOrder.expiresAt, sql`${now.toISOString()}::timestamptz`)))
        .orderBy(asc(customerOrder.expiresAt))
        .limit(expiryBatch)
        .for('update', { skipLocked: true });
      let count = 0;
      for (const order of due) if (await closeUnpaidOrder(tx, availability, order.id, 'expired', now)) count += 1;
      return { claimed: due.length, count };
    });
    total += expired.count;
    if (expired.claimed < expiryBatch) return total;
  }
}
