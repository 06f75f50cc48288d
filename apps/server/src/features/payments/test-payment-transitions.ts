import { randomBytes } from 'node:crypto';
import { AppError, type ErrorCode } from '@cicerone/core/errors';
import { cardErrorCode } from '@cicerone/core/checkout/card-errors';
import type { TestRefundRecord } from './test-payment-queries.ts';
import type { PaymentEventType, PaymentStatus } from './provider.ts';
import { testCardOutcome } from './test-cards.ts';

/** Everything the test provider knows about one payment (a row of test_payment). */
export interface TestPayment {
  paymentId: string;
  orderReference: string;
  amount: number;
  currency: string;
  description: string;
  idempotencyKey: string;
  status: PaymentStatus;
  lastError?: ErrorCode;
  /** The card that paid, its last four digits. */
  cardLast4?: string;
  refunds: TestRefundRecord[];
}

/** What one step makes of a payment: its new state (none when nothing changes) and the event to deliver (if any). */
export interface TestPaymentStep {
  next?: TestPayment;
  event?: { type: PaymentEventType; amount: number; dispute?: { id: string; reason: string }; card?: { last4: string }; refundReference?: string };
}

/**
 * The test provider's payment lifecycle, Stripe's PaymentIntent in small:
 * - requires_payment_method → confirm a card → succeeded, requires_action (3-D Secure) or failed;
 * - requires_action → the cardholder authenticates → succeeded; refuses → failed;
 * - failed → another card, as from requires_payment_method (a refused card is not final);
 * - requires_payment_method, requires_action or failed → cancel → canceled (final, no event:
 *   the marketplace does not act on Stripe's payment_intent.canceled);
 * - succeeded → refunds, never more in total than the amount; the payment stays succeeded.
 * Each step is a pure function of the payment as its row lock found it; the provider writes the
 * result in that same transaction, so two processes never both pass one of these checks.
 */
const acceptsCard: readonly PaymentStatus[] = ['requires_payment_method', 'requires_action', 'failed'];

export function confirmCard(payment: TestPayment, cardNumber: string): TestPaymentStep {
  if (!acceptsCard.includes(payment.status)) throw new AppError('conflict');
  const outcome = testCardOutcome(cardNumber);
  if (outcome.kind === 'succeeds') return paidBy({ ...payment, status: 'succeeded', lastError: undefined, cardLast4: cardNumber.replace(/[\s-]/g, '').slice(-4) });
  if (outcome.kind === 'requires_action') return stepTo({ ...payment, status: 'requires_action', lastError: undefined }, 'payment_requires_action');
  return stepTo({ ...payment, status: 'failed', lastError: cardErrorCode(outcome.code, outcome.declineCode) }, 'payment_failed');
}

export function authenticate(payment: TestPayment, approve: boolean): TestPaymentStep {
  if (payment.status !== 'requires_action') throw new AppError('conflict');
  // Failed authentication leaves the payment open for another card, as with Stripe.
  return approve
    ? paidBy({ ...payment, status: 'succeeded', lastError: undefined })
    : stepTo({ ...payment, status: 'failed', lastError: cardErrorCode('payment_intent_authentication_failure') }, 'payment_failed');
}

/** Too late once the money is taken: the payment is then answered as it is. */
export function cancel(payment: TestPayment): TestPaymentStep {
  if (!acceptsCard.includes(payment.status)) return {};
  return { next: { ...payment, status: 'canceled', lastError: undefined } };
}

/**
 * A refund of `amount` (the rest when left out). The same idempotency key again is the first
 * refund (and a conflict if it names another amount); each event carries the total refunded so
 * far, like Stripe's charge.refunded.
 */
export function refund(payment: TestPayment, request: { amount?: number | undefined; idempotencyKey: string; reference: string }): TestPaymentStep & { refundId: string } {
  const earlier = payment.refunds.find((one) => one.idempotencyKey === request.idempotencyKey);
  if (earlier) {
    if (request.amount !== undefined && request.amount !== earlier.amount) throw new AppError('conflict');
    return { refundId: earlier.refundId };
  }
  if (payment.status !== 'succeeded') throw new AppError('conflict');
  // A failed refund gave nothing back: its amount may be refunded again.
  const refunded = payment.refunds.reduce((sum, one) => sum + (one.failed ? 0 : one.amount), 0);
  const amount = request.amount ?? payment.amount - refunded;
  if (amount <= 0 || refunded + amount > payment.amount) throw new AppError('bad_request');
  const refundId = `re_test_${randomBytes(12).toString('hex')}`;
  return {
    refundId,
    next: { ...payment, refunds: [...payment.refunds, { refundId, amount, idempotencyKey: request.idempotencyKey, reference: request.reference }] },
    event: { type: 'refund_succeeded', amount: refunded + amount, refundReference: request.reference },
  };
}

/**
 * The refund fails after the provider took it (Stripe's card 5126: the card can no longer receive
 * money): its amount is no longer refunded, and the event names the caller's refund.
 */
export function failRefund(payment: TestPayment, refundId: string): TestPaymentStep {
  const failing = payment.refunds.find((one) => one.refundId === refundId && !one.failed);
  if (!failing) return {};
  const refunds = payment.refunds.map((one) => (one === failing ? { ...one, failed: true as const } : one));
  return {
    next: { ...payment, refunds },
    event: { type: 'refund_failed', amount: refunds.reduce((sum, one) => sum + (one.failed ? 0 : one.amount), 0), ...(failing.reference ? { refundReference: failing.reference } : {}) },
  };
}

/** The cardholder's bank disputes a succeeded payment (Stripe's card 0259): the whole amount, as fraudulent. */
export function openDispute(payment: TestPayment): TestPaymentStep {
  if (payment.status !== 'succeeded') return {};
  return { event: { type: 'dispute_opened', amount: payment.amount, dispute: { id: `dp_test_${randomBytes(12).toString('hex')}`, reason: 'fraudulent' } } };
}

/** The money is taken: its event says which card paid, when a card number was typed (Stripe's charge does). */
function paidBy(next: TestPayment): TestPaymentStep {
  return { next, event: { type: 'payment_succeeded', amount: next.amount, ...(next.cardLast4 ? { card: { last4: next.cardLast4 } } : {}) } };
}

function stepTo(next: TestPayment, type: PaymentEventType): TestPaymentStep {
  return { next, event: { type, amount: next.amount } };
}
