import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { AppError, isErrorCode, type ErrorCode } from '@cicerone/core/errors';
import { cardErrorCode } from '@cicerone/core/checkout/card-errors';
import { checkedNewPayment, checkedRefund } from './payment-input.ts';
import type { CreatedPayment, PaymentEvent, PaymentEventType, PaymentProvider, PaymentState, PaymentStatus } from './provider.ts';
import { testCardOutcome } from './test-cards.ts';
import { signWebhook, testSignatureHeader, verifyWebhook, webhookSigningKey } from './webhook-signature.ts';

/** Everything the test provider knows about one payment: what an order row will be able to hold. */
export interface TestPayment {
  paymentId: string;
  orderReference: string;
  amount: number;
  currency: string;
  description: string;
  idempotencyKey: string;
  status: PaymentStatus;
  lastError?: ErrorCode;
  refunds: TestRefund[];
}

export interface TestRefund {
  refundId: string;
  amount: number;
  idempotencyKey: string;
}

/**
 * Where the test provider keeps its payments. The default is an in-process Map, so a restart
 * forgets test payments; the orders feature can pass a store backed by its own order rows
 * (payment id, amount, currency, status, refunds), which makes the test provider as durable as
 * the orders themselves without a table of its own.
 */
export interface TestPaymentStore {
  get(paymentId: string): Promise<TestPayment | undefined>;
  findByIdempotencyKey(idempotencyKey: string): Promise<TestPayment | undefined>;
  save(payment: TestPayment): Promise<void>;
}

/** A webhook as it would arrive over HTTP: the exact bytes and the signature header. */
export interface WebhookDelivery {
  rawBody: Buffer;
  headers: Record<string, string>;
}

export type WebhookListener = (delivery: WebhookDelivery) => Promise<void> | void;

/** In-process only: lost on restart (see TestPaymentStore for the durable variant). */
export function memoryTestPaymentStore(): TestPaymentStore {
  const payments = new Map<string, TestPayment>();
  const byKey = new Map<string, string>();
  return {
    get: async (paymentId) => clone(payments.get(paymentId)),
    findByIdempotencyKey: async (idempotencyKey) => clone(payments.get(byKey.get(idempotencyKey) ?? '')),
    async save(payment) {
      payments.set(payment.paymentId, clone(payment));
      byKey.set(payment.idempotencyKey, payment.paymentId);
    },
  };
}

// Copies in and out, so a caller holding a record cannot change the stored one behind its back.
function clone<T>(value: T): T {
  return value === undefined ? value : structuredClone(value);
}

/** The wire format of the test provider's webhook body: the normalized event itself. */
const eventBody = z.object({
  eventId: z.string().min(1),
  type: z.enum(['payment_succeeded', 'payment_failed', 'payment_requires_action', 'refund_succeeded']),
  paymentId: z.string().min(1),
  amount: z.number().int().nonnegative(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  occurredAt: z.iso.datetime(),
  lastError: z.custom<ErrorCode>((value) => typeof value === 'string' && isErrorCode(value)).optional(),
});

export interface TestProviderOptions {
  /** SECRET: signs webhooks and client secrets, so they stay valid across restarts. */
  secret: string;
  deliver?: WebhookListener | undefined;
  store?: TestPaymentStore | undefined;
}

/**
 * The embedded default card provider: no network, Stripe's test card numbers, and the same
 * lifecycle as a Stripe PaymentIntent (requires_payment_method → requires_action → succeeded, or
 * failed and retried with another card). Its events reach `deliver` signed like Stripe's, so the
 * webhook handler verifies and de-duplicates them exactly as it does Stripe's.
 */
export function testPaymentProvider(options: TestProviderOptions): PaymentProvider {
  const key = webhookSigningKey(options.secret);
  const store = options.store ?? memoryTestPaymentStore();
  const serialize = serializer();

  function clientSecretFor(paymentId: string): string {
    return `${paymentId}_secret_${createHmac('sha256', key).update(paymentId).digest('base64url').slice(0, 24)}`;
  }

  async function paymentForClientSecret(clientSecret: string): Promise<TestPayment> {
    const paymentId = clientSecret.split('_secret_')[0] ?? '';
    const expected = Buffer.from(clientSecretFor(paymentId));
    const given = Buffer.from(clientSecret);
    const payment = given.length === expected.length && timingSafeEqual(given, expected) ? await store.get(paymentId) : undefined;
    if (!payment) throw new AppError('not_found');
    return payment;
  }

  async function stored(paymentId: string): Promise<TestPayment> {
    const payment = await store.get(paymentId);
    if (!payment) throw new AppError('not_found');
    return payment;
  }

  /** Changes one payment under its lock, then delivers the event it produced (outside the lock). */
  async function transition(paymentId: string, change: (payment: TestPayment) => Promise<PaymentEvent | undefined>): Promise<void> {
    const event = await serialize(paymentId, async () => change(await stored(paymentId)));
    if (event && options.deliver) {
      const rawBody = Buffer.from(JSON.stringify({ ...event, occurredAt: event.occurredAt.toISOString() }));
      await options.deliver({ rawBody, headers: { 'content-type': 'application/json', [testSignatureHeader]: signWebhook(rawBody, key) } });
    }
  }

  function event(type: PaymentEventType, payment: TestPayment, amount = payment.amount): PaymentEvent {
    return {
      eventId: `evt_test_${randomBytes(12).toString('hex')}`,
      type,
      paymentId: payment.paymentId,
      amount,
      currency: payment.currency,
      occurredAt: new Date(),
      ...(payment.lastError && type === 'payment_failed' ? { lastError: payment.lastError } : {}),
    };
  }

  async function retrieve(paymentId: string): Promise<PaymentState> {
    const payment = await stored(paymentId);
    return {
      paymentId,
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
      return serialize(`key:${payment.idempotencyKey}`, async () => {
        const earlier = await store.findByIdempotencyKey(payment.idempotencyKey);
        if (earlier) {
          // Stripe answers a reused key with the first result, or refuses it for other parameters.
          const same = earlier.orderReference === payment.orderReference && earlier.amount === payment.amount && earlier.currency === payment.currency;
          if (!same) throw new AppError('conflict');
          return { paymentId: earlier.paymentId, clientSecret: clientSecretFor(earlier.paymentId), status: earlier.status };
        }
        const created: TestPayment = { ...payment, paymentId: `pi_test_${randomBytes(12).toString('hex')}`, status: 'requires_payment_method', refunds: [] };
        await store.save(created);
        return { paymentId: created.paymentId, clientSecret: clientSecretFor(created.paymentId), status: created.status };
      });
    },

    async confirm({ clientSecret, cardNumber }) {
      const { paymentId } = await paymentForClientSecret(clientSecret);
      await transition(paymentId, async (payment) => {
        if (!['requires_payment_method', 'requires_action', 'failed'].includes(payment.status)) throw new AppError('conflict');
        const outcome = testCardOutcome(cardNumber);
        const next: TestPayment =
          outcome.kind === 'succeeds'
            ? { ...payment, status: 'succeeded', lastError: undefined }
            : outcome.kind === 'requires_action'
              ? { ...payment, status: 'requires_action', lastError: undefined }
              : { ...payment, status: 'failed', lastError: cardErrorCode(outcome.code, outcome.declineCode) };
        await store.save(next);
        const type = next.status === 'succeeded' ? 'payment_succeeded' : next.status === 'requires_action' ? 'payment_requires_action' : 'payment_failed';
        return event(type, next);
      });
      return retrieve(paymentId);
    },

    async confirmAction({ clientSecret, approve }) {
      const { paymentId } = await paymentForClientSecret(clientSecret);
      await transition(paymentId, async (payment) => {
        if (payment.status !== 'requires_action') throw new AppError('conflict');
        // Failed authentication leaves the payment open for another card, as with Stripe.
        const next: TestPayment = approve
          ? { ...payment, status: 'succeeded', lastError: undefined }
          : { ...payment, status: 'failed', lastError: cardErrorCode('payment_intent_authentication_failure') };
        await store.save(next);
        return event(approve ? 'payment_succeeded' : 'payment_failed', next);
      });
      return retrieve(paymentId);
    },

    retrieve,

    async cancel(paymentId) {
      await transition(paymentId, async (payment) => {
        if (['requires_payment_method', 'requires_action', 'failed'].includes(payment.status)) await store.save({ ...payment, status: 'canceled', lastError: undefined });
        // Stripe's payment_intent.canceled is not an event the marketplace acts on: none is delivered.
        return undefined;
      });
      return retrieve(paymentId);
    },

    async refund(input) {
      const request = checkedRefund(input);
      let refundId = '';
      await transition(request.paymentId, async (payment) => {
        const earlier = payment.refunds.find((refund) => refund.idempotencyKey === request.idempotencyKey);
        if (earlier) {
          if (request.amount !== undefined && request.amount !== earlier.amount) throw new AppError('conflict');
          refundId = earlier.refundId;
          return undefined;
        }
        if (payment.status !== 'succeeded') throw new AppError('conflict');
        const refunded = payment.refunds.reduce((sum, refund) => sum + refund.amount, 0);
        const amount = request.amount ?? payment.amount - refunded;
        if (amount <= 0 || refunded + amount > payment.amount) throw new AppError('bad_request');
        refundId = `re_test_${randomBytes(12).toString('hex')}`;
        const next = { ...payment, refunds: [...payment.refunds, { refundId, amount, idempotencyKey: request.idempotencyKey }] };
        await store.save(next);
        return event('refund_succeeded', next, refunded + amount);
      });
      return { refundId, status: 'succeeded' };
    },

    async parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<PaymentEvent[]> {
      verifyWebhook(rawBody, headers[testSignatureHeader], key);
      const parsed = eventBody.safeParse(parseJson(rawBody));
      if (!parsed.success) throw new AppError('bad_request', undefined, { cause: parsed.error });
      const { occurredAt, lastError, ...rest } = parsed.data;
      return [{ ...rest, occurredAt: new Date(occurredAt), ...(lastError ? { lastError } : {}) }];
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

/** Runs the tasks of one key one at a time, in arrival order, so two confirmations cannot both pass the status check. */
function serializer() {
  const tails = new Map<string, Promise<unknown>>();
  return async function serialize<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
