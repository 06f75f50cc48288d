import { orderMachine } from '@cicerone/core/checkout/order-status';
import type { Database, Executor } from '@cicerone/db/client';
import type { Settle } from '../../settlement/process.ts';
import { retryingTransaction } from '../../shared/transaction.ts';
import { claimDueOrders } from './order-queries.ts';

/** How many due orders one transaction closes; the caller loops while a batch comes back full. */
const expiryBatch = 50;

/**
 * Closes orders that were never paid ('expired' after their time, 'failed' when no payment could
 * be set up, or cancelled by an admin) through the settlement process: their bookings are
 * cancelled, their gift cards and held offers let go, the coins they spent given back, their promo
 * codes freed and their capacity released, in `tx`. An order no longer awaiting payment is left
 * alone (the status is guarded in the UPDATE, so a webhook paying it at the same moment and this
 * never both win). Returns how many were closed.
 *
 * The process takes its locks in the house order (decision 0008) whatever the batch: orders,
 * bookings, then the buyers' accounts by id, then capacity in one changeCapacity call. Closing the
 * orders one by one released [A, B] for one order and [B, A] for another, and two passes of the
 * job then deadlocked on PostgreSQL.
 *
 * Decision: the bookings of a never-paid order are cancelled, not deleted — the references a
 * buyer may have noted keep resolving, and the ledger rows keep their order — and "my bookings"
 * hides them by joining on the order's status (only awaiting_payment and paid orders are shown).
 */
export async function closeUnpaidOrders(settle: Settle, tx: Executor, orderIds: readonly string[], event: 'order_expired' | 'payment_setup_failed' | 'unpaid_order_cancelled', now: Date): Promise<number> {
  if (orderIds.length === 0) return 0;
  const settled = await settle(event, tx, { orderIds, now, closed: [], released: [] });
  return settled?.closed.length ?? 0;
}

/**
 * Expires the orders still unpaid at `now` (abandoned card checkouts, bank transfers that never
 * arrived). Rows are claimed FOR UPDATE SKIP LOCKED, so any number of processes may run this at
 * once and each order is closed by exactly one. Returns how many orders expired.
 */
export async function expireDueOrders(db: Database, settle: Settle, now: Date = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await retryingTransaction(db, async (tx) => {
      const due = await claimDueOrders(tx, orderMachine.fromStatuses('order_expired'), now, expiryBatch);
      const count = await closeUnpaidOrders(
        settle,
        tx,
        due.map((order) => order.id),
        'order_expired',
        now,
      );
      return { claimed: due.length, count };
    });
    total += expired.count;
    if (expired.claimed < expiryBatch) return total;
  }
}
