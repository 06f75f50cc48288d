import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@cicerone/core/errors';
import type { DatabaseHandle } from '@cicerone/db/client';
import { loadConfig } from '../../config.ts';
import { paymentProvider, type NewPayment, type PaymentEvent, type PaymentProvider } from './provider.ts';
import { passesLuhn, testCardOutcome } from './test-cards.ts';
import { openTestDatabase } from '../../test/database.ts';
import { testPaymentProvider, type WebhookDelivery } from './test-provider.ts';
import { signWebhook, signatureToleranceSeconds, testSignatureHeader, webhookSigningKey } from './webhook-signature.ts';

const secret = 'a-test-secret-that-is-long-enough-for-config';

// The provider keeps its payments in the database: one fresh copy for this file.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A test provider whose webhooks are verified and collected, as the orders feature will. */
function setup(options: { secret?: string } = {}) {
  const deliveries: WebhookDelivery[] = [];
  const events: PaymentEvent[] = [];
  const provider = testPaymentProvider({
    secret: options.secret ?? secret,
    db: database.db,
    deliver: async (delivery) => {
      deliveries.push(delivery);
      events.push(...(await provider.parseWebhook(delivery.rawBody, delivery.headers)));
    },
  });
  return { provider, deliveries, events };
}

let orderNumber = 0;
function newPayment(overrides: Partial<NewPayment> = {}): NewPayment {
  orderNumber += 1;
  return { orderReference: `CIC-${orderNumber}`, amount: 12_345, currency: 'EUR', idempotencyKey: `order-${orderNumber}`, description: 'Private tour', ...overrides };
}

async function expectAppError(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
}

function confirm(provider: PaymentProvider, clientSecret: string, cardNumber: string) {
  if (!provider.confirm) throw new Error('the test provider confirms cards');
  return provider.confirm({ clientSecret, cardNumber });
}

describe('test cards', () => {
  it('checks the Luhn digit of card numbers', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4000002500003155')).toBe(true);
  });

  it('refuses a mistyped number and a well-formed number that is not a test card', () => {
    expect(testCardOutcome('4242 4242 4242 4241')).toEqual({ kind: 'declined', code: 'incorrect_number' });
    expect(testCardOutcome('4111 1111 1111 1111')).toEqual({ kind: 'declined', code: 'incorrect_number' });
    expect(testCardOutcome('42')).toEqual({ kind: 'declined', code: 'incorrect_number' });
    expect(testCardOutcome('4242-4242-4242-4242')).toEqual({ kind: 'succeeds' });
  });

  it('asks for 3-D Secure with both of Stripe’s authentication cards', () => {
    expect(testCardOutcome('4000 0025 0000 3155')).toEqual({ kind: 'requires_action' });
    expect(testCardOutcome('4000 0027 6000 3184')).toEqual({ kind: 'requires_action' });
  });
});

describe('test payment provider', () => {
  it('is test mode, and is what the factory gives without STRIPE_SECRET_KEY', () => {
    const config = loadConfig({ NODE_ENV: 'test', SECRET: secret }, { dataDir: '/nonexistent/never-written' });
    const provider = paymentProvider(config, { db: database.db });
    expect(provider.name).toBe('test');
    expect(provider.testMode).toBe(true);
  });

  it('takes 4242 4242 4242 4242 and tells the webhook the amount and currency', async () => {
    const { provider, events } = setup();
    const created = await provider.createPayment(newPayment({ amount: 9_900, currency: 'jpy' }));
    expect(created.status).toBe('requires_payment_method');
    expect(created.clientSecret).toMatch(new RegExp(`^${created.paymentId}_secret_`));

    const state = await confirm(provider, created.clientSecret, '4242 4242 4242 4242');
    expect(state).toEqual({ paymentId: created.paymentId, status: 'succeeded', amount: 9_900, currency: 'JPY' });
    expect(await provider.retrieve(created.paymentId)).toEqual(state);
    expect(events).toEqual([
      { eventId: expect.stringMatching(/^evt_test_/), type: 'payment_succeeded', paymentId: created.paymentId, amount: 9_900, currency: 'JPY', occurredAt: expect.any(Date), card: { last4: '4242' } },
    ]);
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined'],
    ['4000 0000 0000 9995', 'insufficient_funds'],
    ['4000 0000 0000 0069', 'expired_card'],
    ['4000 0000 0000 0127', 'incorrect_cvc'],
    ['4242 4242 4242 4241', 'card_details_incorrect'],
    ['1234 5678 9012 3456', 'card_details_incorrect'],
  ])('refuses %s with %s, and the payment still takes another card', async (cardNumber, code) => {
    const { provider, events } = setup();
    const created = await provider.createPayment(newPayment());
    const state = await confirm(provider, created.clientSecret, cardNumber);
    expect(state).toMatchObject({ status: 'failed', lastError: code });
    expect(events.map((event) => [event.type, event.lastError])).toEqual([['payment_failed', code]]);

    expect((await confirm(provider, created.clientSecret, '4242424242424242')).status).toBe('succeeded');
    expect(events.map((event) => event.type)).toEqual(['payment_failed', 'payment_succeeded']);
    expect((await provider.retrieve(created.paymentId)).lastError).toBeUndefined();
  });

  it('asks for 3-D Secure with 4000 0025 0000 3155, then succeeds once the cardholder authenticates', async () => {
    const { provider, events } = setup();
    const created = await provider.createPayment(newPayment());
    expect((await confirm(provider, created.clientSecret, '4000 0025 0000 3155')).status).toBe('requires_action');
    const state = await provider.confirmAction?.({ clientSecret: created.clientSecret, approve: true });
    expect(state?.status).toBe('succeeded');
    expect(events.map((event) => event.type)).toEqual(['payment_requires_action', 'payment_succeeded']);
  });

  it('fails a payment whose 3-D Secure is refused, which another card can still pay', async () => {
    const { provider, events } = setup();
    const created = await provider.createPayment(newPayment());
    await confirm(provider, created.clientSecret, '4000002500003155');
    const refused = await provider.confirmAction?.({ clientSecret: created.clientSecret, approve: false });
    expect(refused).toMatchObject({ status: 'failed', lastError: 'payment_failed' });
    await expectAppError(provider.confirmAction?.({ clientSecret: created.clientSecret, approve: true }) ?? Promise.resolve(), 'conflict');
    expect((await confirm(provider, created.clientSecret, '4242424242424242')).status).toBe('succeeded');
    expect(events.map((event) => event.type)).toEqual(['payment_requires_action', 'payment_failed', 'payment_succeeded']);
  });

  it('never takes a card twice for one payment, nor for a wrong client secret', async () => {
    const { provider } = setup();
    const created = await provider.createPayment(newPayment());
    await confirm(provider, created.clientSecret, '4242424242424242');
    await expectAppError(confirm(provider, created.clientSecret, '4242424242424242'), 'conflict');
    // Another last character (never the same one: a secret ending in 'x' would otherwise be itself).
    const tampered = `${created.clientSecret.slice(0, -1)}${created.clientSecret.endsWith('x') ? 'y' : 'x'}`;
    await expectAppError(confirm(provider, tampered, '4242424242424242'), 'not_found');
    await expectAppError(confirm(provider, 'nothing', '4242424242424242'), 'not_found');
    await expectAppError(provider.retrieve('pi_test_unknown'), 'not_found');
  });

  it('confirms two cards for one payment one at a time: exactly one succeeds', async () => {
    const { provider, events } = setup();
    const created = await provider.createPayment(newPayment());
    const outcomes = await Promise.allSettled([
      confirm(provider, created.clientSecret, '4242424242424242'),
      confirm(provider, created.clientSecret, '4242424242424242'),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(events.filter((event) => event.type === 'payment_succeeded')).toHaveLength(1);
  });

  it('creates one payment per idempotency key, and refuses the key for another amount', async () => {
    const { provider } = setup();
    const payment = newPayment();
    const [first, second] = await Promise.all([provider.createPayment(payment), provider.createPayment(payment)]);
    expect(second).toEqual(first);
    await expectAppError(provider.createPayment({ ...payment, amount: payment.amount + 1 }), 'conflict');
  });

  it('refuses amounts that are not positive integers of minor units, and unknown currency shapes', async () => {
    const { provider } = setup();
    await expectAppError(provider.createPayment(newPayment({ amount: 10.5 })), 'bad_request');
    await expectAppError(provider.createPayment(newPayment({ amount: 0 })), 'bad_request');
    await expectAppError(provider.createPayment(newPayment({ currency: 'EURO' })), 'bad_request');
  });

  it('refunds part then the rest, once per idempotency key, never more than was paid', async () => {
    const { provider, events } = setup();
    const created = await provider.createPayment(newPayment({ amount: 10_000 }));
    await expectAppError(provider.refund({ reference: 'refund-under-test', paymentId: created.paymentId, idempotencyKey: 'refund-early' }), 'conflict');
    await confirm(provider, created.clientSecret, '4242424242424242');

    const part = await provider.refund({ reference: 'refund-under-test', paymentId: created.paymentId, amount: 3_000, idempotencyKey: 'refund-1' });
    expect(part).toEqual({ refundId: expect.stringMatching(/^re_test_/), status: 'succeeded' });
    expect(await provider.refund({ reference: 'refund-under-test', paymentId: created.paymentId, amount: 3_000, idempotencyKey: 'refund-1' })).toEqual(part);
    await expectAppError(provider.refund({ reference: 'refund-under-test', paymentId: created.paymentId, amount: 7_001, idempotencyKey: 'refund-2' }), 'bad_request');
    const rest = await provider.refund({ reference: 'refund-under-test', paymentId: created.paymentId, idempotencyKey: 'refund-3' });
    expect(rest.refundId).not.toBe(part.refundId);
    await expectAppError(provider.refund({ reference: 'refund-under-test', paymentId: created.paymentId, amount: 1, idempotencyKey: 'refund-4' }), 'bad_request');

    // Each refund event carries the total refunded so far, like Stripe's charge.refunded.
    expect(events.filter((event) => event.type === 'refund_succeeded').map((event) => event.amount)).toEqual([3_000, 10_000]);
    expect((await provider.retrieve(created.paymentId)).status).toBe('succeeded');
  });

  it('keeps its payments in the database, so another instance with the same secret carries on', async () => {
    const payment = newPayment();
    const before = testPaymentProvider({ secret, db: database.db });
    const created = await before.createPayment(payment);
    const after = testPaymentProvider({ secret, db: database.db });
    expect(await after.createPayment(payment)).toEqual(created);
    expect((await confirm(after, created.clientSecret, '4242424242424242')).status).toBe('succeeded');
    expect((await before.retrieve(created.paymentId)).status).toBe('succeeded');
  });
});

describe('test provider webhook signatures', () => {
  async function oneDelivery() {
    const { provider, deliveries } = setup();
    const created = await provider.createPayment(newPayment());
    await confirm(provider, created.clientSecret, '4242424242424242');
    const [delivery] = deliveries;
    if (!delivery) throw new Error('no webhook delivered');
    return { provider, delivery };
  }

  it('verifies the same delivery again (redelivery), with the same event id', async () => {
    const { provider, delivery } = await oneDelivery();
    const [first] = await provider.parseWebhook(delivery.rawBody, delivery.headers);
    const [again] = await provider.parseWebhook(delivery.rawBody, delivery.headers);
    expect(again?.eventId).toBe(first?.eventId);
  });

  it('rejects a tampered body', async () => {
    const { provider, delivery } = await oneDelivery();
    const tampered = Buffer.from(delivery.rawBody.toString('utf8').replace('"amount":12345', '"amount":1'));
    expect(tampered.equals(delivery.rawBody)).toBe(false);
    await expectAppError(provider.parseWebhook(tampered, delivery.headers), 'bad_request');
  });

  it('rejects a delivery signed with another secret, or not signed', async () => {
    const { delivery } = await oneDelivery();
    const other = setup({ secret: 'another-secret-that-is-long-enough-too' }).provider;
    await expectAppError(other.parseWebhook(delivery.rawBody, delivery.headers), 'bad_request');
    await expectAppError(other.parseWebhook(delivery.rawBody, {}), 'bad_request');
    await expectAppError(other.parseWebhook(delivery.rawBody, { [testSignatureHeader]: 't=1,v1=zz' }), 'bad_request');
  });

  it('rejects a correctly signed delivery older than five minutes', async () => {
    const { provider, delivery } = await oneDelivery();
    const key = webhookSigningKey(secret);
    const now = Math.floor(Date.now() / 1000);
    const old = signWebhook(delivery.rawBody, key, now - signatureToleranceSeconds - 5);
    await expectAppError(provider.parseWebhook(delivery.rawBody, { [testSignatureHeader]: old }), 'bad_request');
    const recent = signWebhook(delivery.rawBody, key, now - 60);
    expect(await provider.parseWebhook(delivery.rawBody, { [testSignatureHeader]: recent })).toHaveLength(1);
  });

  it('rejects a signed body that is not an event', async () => {
    const { provider } = setup();
    const body = Buffer.from('{"hello":"world"}');
    await expectAppError(provider.parseWebhook(body, { [testSignatureHeader]: signWebhook(body, webhookSigningKey(secret)) }), 'bad_request');
  });
});
