import type { RefundRoute } from '@cicerone/core/checkout/refund-status';
import type { Executor } from '@cicerone/db/client';
import { creditNoteNumberOf, insertCreditNote, invoiceToCorrect } from './credit-note-queries.ts';
import { nextInvoiceNumber } from './invoice-issue.ts';

/** What a credit note takes from the refund it documents (the refunds slice's row has these fields). */
export interface CreditedRefund {
  id: string;
  orderId: string;
  bookingId: string | null;
  amount: number;
  currency: string;
  coinsEurCents: number;
  route: RefundRoute;
  requestedAt: Date;
}

/**
 * Issues the credit note of a refund in `tx`, the transaction that writes the refund (the refunds
 * slice calls it from `request`), so a credit note exists exactly when its refund does
 * (requirements §lifecycles.refund, decision 0052). A credit note is a corrective invoice: its
 * number is the next of the invoices' own yearly series, taken from the same counter row as
 * issueInvoice does, so the series stays one sequence without gaps whatever rolls back. It is
 * dated with the refund and corrects the order's invoice; an order without one (still waiting for
 * its bank transfer) was never invoiced, so nothing is corrected. Once per refund: a second call
 * keeps the first number.
 *
 * Lock order (decision 0008): the counter row is taken here, after the order, its bookings and the
 * account the cancellation locked, and before its capacity. No transaction that holds capacity
 * ever waits for the counter (payments take it without touching capacity), so this adds no cycle.
 */
export async function issueCreditNote(tx: Executor, refund: CreditedRefund): Promise<string | undefined> {
  const existing = await creditNoteNumberOf(tx, refund.id);
  if (existing) return existing;
  const corrected = await invoiceToCorrect(tx, refund.orderId);
  if (!corrected) return undefined;
  const number = await nextInvoiceNumber(tx, refund.requestedAt);
  await insertCreditNote(tx, {
    number,
    orderId: refund.orderId,
    refundId: refund.id,
    bookingId: refund.bookingId,
    amount: refund.amount,
    currency: refund.currency,
    coinsEurCents: refund.coinsEurCents,
    route: refund.route,
    locale: corrected.locale,
    issuedAt: refund.requestedAt,
  });
  return number;
}
