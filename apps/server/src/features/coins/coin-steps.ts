import type { Executor } from '@cicerone/db/client';
import type { BookingCancellation, UnpaidOrdersClosing } from '../../settlement/process.ts';
import { credit } from './coin-ledger.ts';

/** The coins slice's steps of the settlement process (packages/core checkout/settlement.ts): coins spent go back to the ledger. */
export const coinSteps = {
  /**
   * The coins the closed orders spent, by account in ascending id (decision 0008: several accounts'
   * rows are locked in one order). Only an account's order spends coins: a visitor's is a gift card's.
   */
  async givenBackForClosedOrders(tx: Executor, closing: UnpaidOrdersClosing): Promise<void> {
    const spent = closing.closed.flatMap((order) => (order.userId && order.coinsEurCents > 0 ? [{ ...order, userId: order.userId }] : [])).sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
    for (const order of spent) await credit(tx, order.userId, order.coinsEurCents, { reason: 'checkout_failed', orderId: order.id });
  },

  /** The cancelled booking's share of its order's coins, when it is refunded. */
  async givenBackForCancellation(tx: Executor, cancellation: BookingCancellation): Promise<void> {
    if (cancellation.refund.coins > 0) await credit(tx, cancellation.booking.userId, cancellation.refund.coins, { reason: 'refund', orderId: cancellation.order.id });
  },
};
