/**
 * How much of an order's money may still go back (requirements §lifecycles.refund): never more than
 * was paid, less every refund already recorded — whatever its state, since a requested or failed
 * refund is still owed. Amounts are minor units of the order's currency; coins are counted apart
 * (they go back to the ledger by each booking's share of them).
 */
export interface RefundedSoFar {
  /** Money refunded on the whole order. */
  order: number;
  /** Money refunded on this booking (its cancellation, an admin's partial refunds of it). */
  booking: number;
}

/** What is left to refund of an order that took `paid`. */
export function refundableOfOrder(paid: number, refunded: number): number {
  return Math.max(0, paid - refunded);
}

/**
 * A cancelled booking's money back: its share of the order less what already went back on it,
 * within what is left of the order (partial refunds of its siblings count there).
 */
export function cancellationRefund(share: number, paid: number, refunded: RefundedSoFar): number {
  return Math.max(0, Math.min(share - refunded.booking, refundableOfOrder(paid, refunded.order)));
}

/** Whether an admin may give back `amount` of a booking now: a whole positive number of minor units, within its share and the order's remainder. */
export function partialRefundProblem(amount: number, share: number, paid: number, refunded: RefundedSoFar): 'refund_amount_invalid' | 'refund_too_large' | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'refund_amount_invalid';
  return amount > cancellationRefund(share, paid, refunded) ? 'refund_too_large' : null;
}
