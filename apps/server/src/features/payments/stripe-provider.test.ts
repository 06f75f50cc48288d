import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '@cicerone/core/errors';
import { loadConfig } from '../../config.ts';
import { paymentProvider, type PaymentProvider } from './provider.ts';
import { stripePaymentProvider } from './stripe-provider.ts';

const webhookSecret = 'whsec_test_offline_stub';

interface StubRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

/** What a Stripe PaymentIntent looks like on the wire (the fields the adapter reads). */
function intent(fields: Record<string, unknown>) {
  return {
    id: 'pi_stub_1',
    object: 'payment_intent',
    amount: 12_345,
    amount_received: 0,
    currency: 'eur',
    status: 'requires_payment_method',
    client_secret: 'pi_stub_1_secret_abc',
    last_payment_error: null,
    metadata: {},
    ...fields,
  };
}

/**
 * A local stand-in for api.stripe.com with the endpoints the adapter calls. It records
 * every request, and fails the first attempt of an Idempotency-Key listed in `failOnce`.
 */
function stripeStub() {
  const requests: StubRequest[] = [];
  const failOnce = new Set<string>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stub');
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method: request.method ?? '', path: url.pathname, headers: request.headers, form });
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
        response.end(JSON.stringify(body));
      };
      const key = String(request.headers['idempotency-key'] ?? '');
      if (failOnce.delete(key)) return reply(500, { error: { type: 'api_error', message: 'stub outage' } });

      if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
        return reply(200, intent({ amount: Number(form.get('amount')), currency: form.get('currency'), metadata: { orderReference: form.get('metadata[orderReference]') } }));
      }
      const canceled = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname);
      if (request.method === 'POST' && canceled) {
        const id = decodeURIComponent(canceled[1] ?? '');
        // Stripe's answer for an intent that has taken the money (or is taking it).
        if (id === 'pi_paid') return reply(400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.' } });
        return reply(200, intent({ id, status: 'canceled' }));
      }
      const retrieved = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && retrieved) {
        const id = decodeURIComponent(retrieved[1] ?? '');
        if (id === 'pi_paid') return reply(200, intent({ id, status: 'succeeded', amount: 5_000, amount_received: 5_000, currency: 'jpy', client_secret: null }));
        if (id === 'pi_3ds') return reply(200, intent({ id, status: 'requires_action' }));
        if (id === 'pi_refused') {
          return reply(200, intent({ id, last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' } }));
        }
        return reply(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${id}'` } });
      }
      if (request.method === 'POST' && url.pathname === '/v1/refunds') {
        if (form.get('payment_intent') === 'pi_refunded') {
          return reply(400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'already refunded' } });
        }
        return reply(200, { id: 're_stub_1', object: 'refund', status: 'succeeded', amount: Number(form.get('amount') ?? 12_345) });
      }
      return reply(404, { error: { type: 'invalid_request_error', message: 'unknown stub route' } });
    });
  });
  return { server, requests, failOnce };
}

const stub = stripeStub();
let provider: PaymentProvider;

beforeAll(async () => {
  await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
  const { port } = stub.server.address() as AddressInfo;
  provider = stripePaymentProvider({ secretKey: 'sk_test_offline', webhookSecret, apiBase: `http://127.0.0.1:${port}` });
});

afterAll(async () => {
  await new Promise<void>((resolve) => stub.server.close(() => resolve()));
});

beforeEach(() => {
  stub.requests.length = 0;
});

async function expectAppError(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
}

describe('Stripe provider against a local stub of the API', () => {
  it('is what the factory gives with STRIPE_SECRET_KEY, in test mode for an sk_test_ key', () => {
    const { port } = stub.server.address() as AddressInfo;
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        SECRET: 'a-test-secret-that-is-long-enough-for-config',
        STRIPE_SECRET_KEY: 'sk_test_offline',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_offline',
        STRIPE_API_BASE: `http://127.0.0.1:${port}`,
      },
      { dataDir: '/nonexistent/never-written' },
    );
    const fromConfig = paymentProvider(config);
    expect([fromConfig.name, fromConfig.testMode, fromConfig.confirm]).toEqual(['stripe', true, undefined]);
    expect(stripePaymentProvider({ secretKey: 'sk_live_x', webhookSecret }).testMode).toBe(false);
  });

  it('refuses half a Stripe configuration and a non-http API base at start', () => {
    const base = { NODE_ENV: 'test', SECRET: 'a-test-secret-that-is-long-enough-for-config' };
    const overrides = { dataDir: '/nonexistent/never-written' };
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_x' }, overrides)).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...base, STRIPE_API_BASE: 'ftp://127.0.0.1:1' }, overrides)).toThrow(/STRIPE_API_BASE/);
  });

  it('creates a PaymentIntent with the amount, lower-case currency, order reference and our idempotency key', async () => {
    const created = await provider.createPayment({ orderReference: 'CIC-2026-0001', amount: 12_345, currency: 'EUR', idempotencyKey: 'order-CIC-2026-0001', description: 'Private tour of Rome' });
    expect(created).toEqual({ paymentId: 'pi_stub_1', clientSecret: 'pi_stub_1_secret_abc', status: 'requires_payment_method' });

    const [request] = stub.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/payment_intents');
    expect(request?.headers['idempotency-key']).toBe('order-CIC-2026-0001');
    expect(request?.headers.authorization).toBe('Bearer sk_test_offline');
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      amount: '12345',
      currency: 'eur',
      'automatic_payment_methods[enabled]': 'true',
      description: 'Private tour of Rome',
      'metadata[orderReference]': 'CIC-2026-0001',
    });
  });

  it('retries a failed create with the same idempotency key, so Stripe creates one intent', async () => {
    stub.failOnce.add('order-retry');
    const created = await provider.createPayment({ orderReference: 'CIC-R', amount: 500, currency: 'JPY', idempotencyKey: 'order-retry', description: 'Retry' });
    expect(created.paymentId).toBe('pi_stub_1');
    expect(stub.requests.map((request) => request.headers['idempotency-key'])).toEqual(['order-retry', 'order-retry']);
    expect(stub.requests[1]?.form.get('amount')).toBe('500');
  });

  it('maps retrieved intents: succeeded, requires action, a refused card, an unknown id', async () => {
    expect(await provider.retrieve('pi_paid')).toEqual({ paymentId: 'pi_paid', status: 'succeeded', amount: 5_000, currency: 'JPY' });
    expect((await provider.retrieve('pi_3ds')).status).toBe('requires_action');
    expect(await provider.retrieve('pi_refused')).toMatchObject({ status: 'failed', lastError: 'insufficient_funds' });
    await expectAppError(provider.retrieve('pi_unknown'), 'not_found');
    expect(stub.requests.map((request) => `${request.method} ${request.path}`)).toContain('GET /v1/payment_intents/pi_paid');
  });

  it('cancels an intent that has taken no money, and says so of one that has', async () => {
    expect(await provider.cancel('pi_open')).toMatchObject({ paymentId: 'pi_open', status: 'canceled' });
    expect(await provider.cancel('pi_paid')).toMatchObject({ paymentId: 'pi_paid', status: 'succeeded' });
    expect(stub.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /v1/payment_intents/pi_open/cancel', 'POST /v1/payment_intents/pi_paid/cancel', 'GET /v1/payment_intents/pi_paid']);
  });

  it('refunds with the payment intent, the amount and our idempotency key', async () => {
    expect(await provider.refund({ reference: 'refund-under-test', paymentId: 'pi_paid', amount: 2_000, idempotencyKey: 'refund-1' })).toEqual({ refundId: 're_stub_1', status: 'succeeded' });
    const [request] = stub.requests;
    expect(request?.path).toBe('/v1/refunds');
    expect(request?.headers['idempotency-key']).toBe('refund-1');
    expect(Object.fromEntries(request?.form ?? [])).toEqual({ payment_intent: 'pi_paid', amount: '2000', 'metadata[cicerone_refund]': 'refund-under-test' });

    await provider.refund({ reference: 'refund-under-test', paymentId: 'pi_paid', idempotencyKey: 'refund-all' });
    expect(Object.fromEntries(stub.requests[1]?.form ?? [])).toEqual({ payment_intent: 'pi_paid', 'metadata[cicerone_refund]': 'refund-under-test' });
    await expectAppError(provider.refund({ reference: 'refund-under-test', paymentId: 'pi_refunded', idempotencyKey: 'refund-2' }), 'payment_error');
  });
});

describe('Stripe webhooks', () => {
  function stripeEvent(type: string, object: Record<string, unknown>) {
    return JSON.stringify({ id: `evt_${type}`, object: 'event', type, created: 1_780_000_000, livemode: false, data: { object } });
  }

  function signed(payload: string, secret = webhookSecret) {
    return { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  it.each([
    ['payment_intent.succeeded', intent({ id: 'pi_w', status: 'succeeded', amount_received: 12_345 }), { type: 'payment_succeeded', paymentId: 'pi_w', amount: 12_345 }],
    ['payment_intent.requires_action', intent({ id: 'pi_w', status: 'requires_action' }), { type: 'payment_requires_action', paymentId: 'pi_w', amount: 12_345 }],
    [
      'payment_intent.payment_failed',
      intent({ id: 'pi_w', last_payment_error: { type: 'card_error', code: 'expired_card' } }),
      { type: 'payment_failed', paymentId: 'pi_w', amount: 12_345, lastError: 'expired_card' },
    ],
    ['charge.refunded', { id: 'ch_w', object: 'charge', payment_intent: 'pi_w', amount: 12_345, amount_refunded: 4_000, currency: 'eur' }, { type: 'refund_succeeded', paymentId: 'pi_w', amount: 4_000 }],
    [
      'charge.succeeded',
      { id: 'ch_w', object: 'charge', payment_intent: 'pi_w', amount: 12_345, amount_captured: 12_345, captured: true, currency: 'eur', payment_method_details: { type: 'card', card: { last4: '4242', brand: 'visa' } } },
      { type: 'payment_succeeded', paymentId: 'pi_w', amount: 12_345, card: { last4: '4242' } },
    ],
    [
      'refund.updated',
      { id: 're_w', object: 'refund', payment_intent: 'pi_w', amount: 4_000, currency: 'eur', status: 'failed', metadata: { cicerone_refund: '7d0c3f3e-3b8e-4c47-9a0e-2a1d1d5f4c11' } },
      { type: 'refund_failed', paymentId: 'pi_w', amount: 4_000, refundReference: '7d0c3f3e-3b8e-4c47-9a0e-2a1d1d5f4c11' },
    ],
    [
      'charge.dispute.created',
      { id: 'dp_w', object: 'dispute', payment_intent: 'pi_w', charge: 'ch_w', amount: 12_345, currency: 'eur', reason: 'fraudulent', status: 'needs_response' },
      { type: 'dispute_opened', paymentId: 'pi_w', amount: 12_345, dispute: { id: 'dp_w', reason: 'fraudulent' } },
    ],
  ])('verifies and normalizes %s', async (type, object, expected) => {
    const payload = stripeEvent(type, object);
    const events = await provider.parseWebhook(Buffer.from(payload), signed(payload));
    expect(events).toEqual([{ eventId: `evt_${type}`, currency: 'EUR', occurredAt: new Date(1_780_000_000_000), ...expected }]);
  });

  it('acknowledges event types an order does not act on with no events', async () => {
    const payload = stripeEvent('customer.created', { id: 'cus_1', object: 'customer' });
    expect(await provider.parseWebhook(Buffer.from(payload), signed(payload))).toEqual([]);
    // A refund that moved on without failing is news only through charge.refunded.
    const succeeded = stripeEvent('refund.updated', { id: 're_1', object: 'refund', payment_intent: 'pi_w', amount: 4_000, currency: 'eur', status: 'succeeded', metadata: {} });
    expect(await provider.parseWebhook(Buffer.from(succeeded), signed(succeeded))).toEqual([]);
  });

  it('rejects a tampered payload, another secret, and a missing signature', async () => {
    const payload = stripeEvent('payment_intent.succeeded', intent({ id: 'pi_w', status: 'succeeded', amount_received: 12_345 }));
    const headers = signed(payload);
    await expectAppError(provider.parseWebhook(Buffer.from(payload.replace('12345', '1')), headers), 'bad_request');
    await expectAppError(provider.parseWebhook(Buffer.from(payload), signed(payload, 'whsec_someone_else')), 'bad_request');
    await expectAppError(provider.parseWebhook(Buffer.from(payload), {}), 'bad_request');
  });

  it('rejects a correctly signed delivery older than five minutes', async () => {
    const payload = stripeEvent('payment_intent.succeeded', intent({ id: 'pi_w', status: 'succeeded' }));
    const timestamp = Math.floor(Date.now() / 1000) - 301;
    const old = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp });
    await expectAppError(provider.parseWebhook(Buffer.from(payload), { 'stripe-signature': old }), 'bad_request');
  });
});
