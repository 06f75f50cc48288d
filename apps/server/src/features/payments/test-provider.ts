import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { AppError, isErrorCode, type ErrorCode } from '@cicerone/core/errors';
import type { Database } from '@cicerone/db/client';
import { retryingTransaction } from '../../shared/transaction.ts';
import { checkedNewPayment, checkedRefund } from './payment-input.ts';
import type { CreatedPayment, PaymentEvent, PaymentProvider, PaymentState } from './provider.ts';
import { findTestPayment, insertTestPayment, lockTestPayment, updateTestPayment } from './test-payment-queries.ts';
import { authenticate, cancel, confirmCard, failRefund, openDispute, refund, type TestPayment, type TestPaymentStep } from './test-payment-transitions.ts';
import { refundsFailTo, testCardOutcome } from './test-cards.ts';
import { signWebhook, testSignatureHeader, verifyWebhook, webhookSigningKey } from './webhook-signature.ts';

/** A webhook as it would arrive over HTTP: the exact bytes and the signature header. */
export interface WebhookDelivery {
  rawBody: Buffer;
  headers: Record<string, string>;
}

export type WebhookListener = (delivery: WebhookDelivery) => Promise<void> | void;

/** The wire format of the test provider's webhook body: the normalized event itself. */
const eventBody = z.object({
  eventId: z.string().min(1),
  type: z.enum(['payment_succeeded', 'payment_failed', 'payment_requires_action', 'refund_succeeded', 'refund_failed', 'dispute_opened']),
  paymentId: z.string().min(1),
  amount: z.number().int().nonnegative(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  occurredAt: z.iso.datetime(),
  lastError: z.custom<ErrorCode>((value) => typeof value === 'string' && isErrorCode(value)).optional(),
  dispute: z.object({ id: z.string().min(1), reason: z.string().min(1) }).optional(),
  card: z.object({ last4: z.string().regex(/^\d{4}$/) }).optional(),
  refundReference: z.string().min(1).optional(),
});

export interface TestProviderOptions {
  /** SECRET: signs webhooks and client secrets, so they stay valid across restarts and processes. */
  secret: string;
  /** Where the payments live (test_payment), shared by every process on the database. */
  db: Database;
  deliver?: WebhookListener | undefined;
}

/**
 * The embedded default card provider: no network, Stripe's test card numbers, and the same
 * lifecycle as a Stripe PaymentIntent (test-payment-transitions.ts). Its events reach `deliver`
 * signed like Stripe's, so the webhook handler verifies and de-duplicates them exactly as it does
 * Stripe's. Its payments are rows of the database, each step taken under the row's lock, so any
 * number of server processes share them as Stripe's servers share a PaymentIntent.
 */
export function testPaymentProvider(options: TestProviderOptions): PaymentProvider {
  const { db } = options;
  const key = webhookSigningKey(options.secret);

  function clientSecretFor(paymentId: string): string {
    return `${paymentId}_secret_${createHmac('sha256', key).update(paymentId).digest('base64url').slice(0, 24)}`;
  }

  function paymentIdOf(clientSecret: string): string {
    const paymentId = clientSecret.split('_secret_')[0] ?? '';
    const expected = Buffer.from(clientSecretFor(paymentId));
    const given = Buffer.from(clientSecret);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('not_found');
    return paymentId;
  }

  /**
   * Takes one step of a payment in one transaction holding its row lock, so two processes asked
   * at once take turns and the second sees what the first did; the step's event is delivered
   * once committed (the webhook handler writes in its own transaction).
   */
  async function transition<S extends TestPaymentStep>(paymentId: string, take: (payment: TestPayment) => S): Promise<S & { payment: TestPayment }> {
    const result = await retryingTransaction(db, async (tx) => {
      const payment = await lockTestPayment(tx, paymentId);
      if (!payment) throw new AppError('not_found');
      const step = take(payment);
      if (step.next) await updateTestPayment(tx, step.next);
      return { ...step, payment: step.next ?? payment };
    });
    if (result.event && options.deliver) {
      const event: PaymentEvent = {
        eventId: `evt_test_${randomBytes(12).toString('hex')}`,
        type: result.event.type,
        paymentId,
        amount: result.event.amount,
        currency: result.payment.currency,
        occurredAt: new Date(),
        ...(result.payment.lastError && result.event.type === 'payment_failed' ? { lastError: result.payment.lastError } : {}),
        ...(result.event.dispute ? { dispute: result.event.dispute } : {}),
        ...(result.event.card ? { card: result.event.card } : {}),
        ...(result.event.refundReference ? { refundReference: result.event.refundReference } : {}),
      };
      const rawBody = Buffer.from(JSON.stringify({ ...event, occurredAt: event.occurredAt.toISOString() }));
      await options.deliver({ rawBody, headers: { 'content-type': 'application/json', [testSignatureHeader]: signWebhook(rawBody, key) } });
    }
    return result;
  }

  function stateOf(payment: TestPayment): PaymentState {
    return {
      paymentId: payment.paymentId,
      status: payment.status,
      amount: payment.amount,
      currency: payment.currency,
      ...(payment.lastError ? { lastError: payment.lastError } : {}),
    };
  }

  return {
    name: 'test',
    testMode: true,

    async createPayment(input): Promise<CreatedPayment> {
      const payment = checkedNewPayment(input);
      const stored = await insertTestPayment(db, { ...payment, paymentId: `pi_test_${randomBytes(12).toString('hex')}`, status: 'requires_payment_method', refunds: [] });
      // Stripe answers a reused key with the first result, or refuses it for other parameters.
      const same = stored.orderReference === payment.orderReference && stored.amount === payment.amount && stored.currency === payment.currency;
      if (!same) throw new AppError('conflict');
      return { paymentId: stored.paymentId, clientSecret: clientSecretFor(stored.paymentId), status: stored.status };
    },

    async confirm({ clientSecret, cardNumber }) {
      const paymentId = paymentIdOf(clientSecret);
      const confirmed = (await transition(paymentId, (payment) => confirmCard(payment, cardNumber))).payment;
      // Stripe's dispute card: the money is taken, then the bank's chargeback arrives as its own event.
      const outcome = testCardOutcome(cardNumber);
      if (confirmed.status === 'succeeded' && outcome.kind === 'succeeds' && outcome.disputed) await transition(paymentId, openDispute);
      return stateOf(confirmed);
    },

    async confirmAction({ clientSecret, approve }) {
      return stateOf((await transition(paymentIdOf(clientSecret), (payment) => authenticate(payment, approve))).payment);
    },

    async retrieve(paymentId) {
      const payment = await findTestPayment(db, paymentId);
      if (!payment) throw new AppError('not_found');
      return stateOf(payment);
    },

    async cancel(paymentId) {
      return stateOf((await transition(paymentId, cancel)).payment);
    },

    async refund(input) {
      const request = checkedRefund(input);
      const { refundId, payment } = await transition(request.paymentId, (found) => refund(found, request));
      // Stripe's card 5126 takes the refund, then reports it failed (refund.updated): the answer came first.
      if (refundsFailTo(payment.cardLast4)) {
        await transition(request.paymentId, (found) => failRefund(found, refundId));
        return { refundId, status: 'pending' };
      }
      return { refundId, status: 'succeeded' };
    },

    async parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<PaymentEvent[]> {
      verifyWebhook(rawBody, headers[testSignatureHeader], key);
      const parsed = eventBody.safeParse(parseJson(rawBody));
      if (!parsed.success) throw new AppError('bad_request', undefined, { cause: parsed.error });
      const { occurredAt, lastError, dispute, card, refundReference, ...rest } = parsed.data;
      return [{ ...rest, occurredAt: new Date(occurredAt), ...(lastError ? { lastError } : {}), ...(dispute ? { dispute } : {}), ...(card ? { card } : {}), ...(refundReference ? { refundReference } : {}) }];
    },
  };
}

function parseJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch (error) {
    throw new AppError('bad_request', undefined, { cause: error });
  }
}
