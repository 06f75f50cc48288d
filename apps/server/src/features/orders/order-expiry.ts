import { orderMachine } from '@cicerone/core/checkout/order-status';
import type { Database, Executor } from '@cicerone/db/client';
import type { AvailabilityService } from '../availability/service.ts';
import { retryingTransaction } from '../../shared/transaction.ts';
import { credit } from '../coins/coin-ledger.ts';
import { cancelBookingsOfOrders, claimDueOrders, moveOrders } from './order-queries.ts';
import { releasePromoCodes } from './promo-code-queries.ts';

/**
 * What else happens, in the closing transaction, to orders closed unpaid (their gift cards are
 * cancelled): composed in at services.ts, as OrderPaidEffects are, so orders imports no slice for it.
 */
export type OrderClosedEffects = (tx: Executor, orderIds: readonly string[]) => Promise<unknown>;
const noEffects: OrderClosedEffects = async () => undefined;

/** How many due orders one transaction closes; the caller loops while a batch comes back full. */
const expiryBatch = 50;

/**
 * Closes orders that were never paid ('expired' after their time, 'failed' when no payment could
 * be set up): their bookings are cancelled, their capacity released and the coins they spent
 * given back, in `tx`. An order no longer awaiting payment is left alone (the status is guarded
 * in the UPDATE, so a webhook paying it at the same moment and this never both win). Returns how
 * many were closed. Several orders at once are claimed first (FOR UPDATE, as the expiry job does).
 *
 * Rows are locked in the house order (docs/decisions/0008-lock-order.md) whatever the batch:
 * orders, bookings, then the buyers' accounts by id, then capacity in one changeCapacity call.
 * Closing the orders one by one released [A, B] for one order and [B, A] for another, and two
 * passes of the job then deadlocked on PostgreSQL.
 *
 * Decision: the bookings of a never-paid order are cancelled, not deleted — the references a
 * buyer may have noted keep resolving, and the ledger rows keep their order — and "my bookings"
 * hides them by joining on the order's status (only awaiting_payment and paid orders are shown).
 * So a failed or expired payment leaves no active booking, no coins spent, no promo code used and the slot free.
 */
export async function closeUnpaidOrders(tx: Executor, availability: AvailabilityService, orderIds: readonly string[], event: 'order_expired' | 'payment_setup_failed' | 'cancelled_by_admin', now: Date, whenClosed: OrderClosedEffects = noEffects): Promise<number> {
  if (orderIds.length === 0) return 0;
  const order = orderMachine.step(event);
  const closed = await moveOrders(tx, orderIds, order);
  if (closed.length === 0) return 0;
  // Their promo codes' uses are given back (decision 0034): only the orders' own redemption rows, no code row locked.
  await releasePromoCodes(
    tx,
    closed.map((row) => row.id),
  );
  // A failed order's bookings end as an expired one's: cancelled, their slots free.
  const cancelled = await cancelBookingsOfOrders(
    tx,
    closed.map((row) => row.id),
    now,
  );
  // Their gift cards next, as a payment takes them (order, bookings, cards), before any account.
  await whenClosed(
    tx,
    closed.map((row) => row.id),
  );
  // Only an account's order spends coins (a visitor's is a gift card's, never paid with coins).
  const refunds = closed.flatMap((order) => (order.userId && order.coinsEurCents > 0 ? [{ ...order, userId: order.userId }] : [])).sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  for (const order of refunds) await credit(tx, order.userId, order.coinsEurCents, { reason: 'checkout_failed', orderId: order.id });
  await availability.changeCapacity({ release: cancelled }, tx);
  return closed.length;
}

/**
 * Expires the orders still unpaid at `now` (abandoned card checkouts, bank transfers that never
 * arrived). Rows are claimed FOR UPDATE SKIP LOCKED, so any number of processes may run this at
 * once and each order is closed by exactly one. Returns how many orders expired.
 */
export async function expireDueOrders(db: Database, availability: AvailabilityService, now: Date = new Date(), whenClosed: OrderClosedEffects = noEffects): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await retryingTransaction(db, async (tx) => {
      const due = await claimDueOrders(tx, orderMachine.fromStatuses('order_expired'), now, expiryBatch);
      const count = await closeUnpaidOrders(
        tx,
        availability,
        due.map((order) => order.id),
        'order_expired',
        now,
        whenClosed,
      );
      return { claimed: due.length, count };
    });
    total += expired.count;
    if (expired.claimed < expiryBatch) return total;
  }
}
