import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { bankDetailsProblem } from '@cicerone/core/accounts/bank-details';
import type { BankInformation, CreatedOrderAnswer, OrderAnswer } from '@cicerone/core/contracts/orders';
import { promoCode } from '@cicerone/db/schema/accounts';
import { tourAvailability } from '@cicerone/db/schema/availability';
import { customerOrder, paymentEvent } from '@cicerone/db/schema/orders';
import { createApp } from '../../app.ts';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { createTour } from '../../test/catalog-factory.ts';
import { signWebhook, testSignatureHeader, webhookSigningKey } from '../payments/webhook-signature.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let tourId: number;
let alice: TestUser;
let bob: TestUser;

/** A day a month ahead, always bookable. */
const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

function choice(overrides: Record<string, unknown> = {}) {
  return {
    tourId,
    duration: '4h',
    day,
    startTime: '10:00',
    travellers: { adults: 2, children: 0, infants: 0 },
    guideLanguage: 'en_US',
    meetingPoint: 'Hotel lobby',
    contact: { name: 'Ada Traveller', email: 'ada@example.com', phone: '+33 6 12 34 56 78' },
    ...overrides,
  };
}

beforeAll(async () => {
  test = await createTestApp();
  tourId = (await createTour(test.db, { guideLanguages: ['en_US'], minPeople: 1, maxPeople: 8, basePriceCents: 10_000, durations: ['4h'] })).id;
  await test.db.insert(tourAvailability).values({ tourId, groupsPerDay: 100 });
  alice = await userWithSession(test.app, test.db);
  bob = await userWithSession(test.app, test.db);
});
afterAll(() => test.close());

const as = (user: TestUser, extra: Record<string, string> = {}) => ({ authorization: user.bearer, ...extra });

function order(user: TestUser, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return test.app.inject({ method: 'POST', url: '/api/orders', headers: as(user, headers), payload });
}

async function orderRow(reference: string) {
  const [row] = await test.db.select().from(customerOrder).where(eq(customerOrder.reference, reference));
  if (!row) throw new Error(`no order ${reference}`);
  return row;
}

function signed(body: unknown, secret = test.config.secret) {
  const rawBody = JSON.stringify(body);
  return { payload: rawBody, headers: { 'content-type': 'application/json', [testSignatureHeader]: signWebhook(rawBody, webhookSigningKey(secret)) } };
}

function succeeded(paymentId: string, amount: number, currency = 'EUR', eventId = `evt_${randomUUID()}`) {
  return { eventId, type: 'payment_succeeded', paymentId, amount, currency, occurredAt: new Date().toISOString() };
}

function webhook(delivery: { payload: string; headers: Record<string, string> }, provider = 'test') {
  return test.app.inject({ method: 'POST', url: `/api/payments/webhooks/${provider}`, ...delivery });
}

describe('POST /api/orders', () => {
  it('orders the cart by card, empties it, and the test card pays the order', async () => {
    expect((await test.app.inject({ method: 'POST', url: '/api/cart/items', headers: as(alice), payload: choice() })).statusCode).toBe(201);
    const response = await order(alice, { paymentMethod: 'card', currency: 'eur' });
    expect(response.statusCode).toBe(201);
    const created = response.json<CreatedOrderAnswer>();
    expect(created).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'card', testMode: true, amounts: { currency: 'EUR', subtotal: 10_000, discount: 0, coins: 0, grandTotal: 10_000 } });
    expect(created.clientSecret).toMatch(/_secret_/);
    expect(created.bankDetails).toBeUndefined();
    const cart = await test.app.inject({ url: '/api/cart', headers: as(alice) });
    expect(cart.json<{ count: number }>().count).toBe(0);

    await test.app.services.payments.confirm?.({ clientSecret: created.clientSecret ?? '', cardNumber: '4242424242424242' });
    const shown = await test.app.inject({ url: `/api/orders/${created.reference}`, headers: as(alice) });
    expect(shown.statusCode).toBe(200);
    const body = shown.json<OrderAnswer>();
    expect(body).toMatchObject({ reference: created.reference, status: 'paid', paymentMethod: 'card', amounts: { grandTotal: 10_000 } });
    expect(body.bookings).toHaveLength(1);
    expect(body.bookings[0]).toMatchObject({ tourId, day, startTime: '10:00', status: 'pending', price: 10_000, travellers: { adults: 2, children: 0, infants: 0 } });
  });

  it('orders explicit items by bank transfer with the bank details of the currency, leaving the cart alone', async () => {
    await test.app.inject({ method: 'POST', url: '/api/cart/items', headers: as(bob), payload: choice() });
    const response = await order(bob, { paymentMethod: 'bank_transfer', currency: 'CHF', items: [choice({ travellers: { adults: 3, children: 1, infants: 0 } })] });
    expect(response.statusCode).toBe(201);
    const created = response.json<CreatedOrderAnswer>();
    expect(created.clientSecret).toBeUndefined();
    expect(created.expiresAt).not.toBeNull();
    expect(created.bankDetails).toMatchObject({ currency: 'CHF', accountCurrency: 'CHF', amount: created.amounts.grandTotal, paymentReference: created.reference });
    expect(bankDetailsProblem({ bankCountry: 'CH', iban: created.bankDetails?.iban, swiftBic: created.bankDetails?.bic })).toBeNull();
    expect((await test.app.inject({ url: '/api/cart', headers: as(bob) })).json<{ count: number }>().count).toBe(1);

    const shown = (await test.app.inject({ url: `/api/orders/${created.reference.toLowerCase()}`, headers: as(bob) })).json<OrderAnswer>();
    expect(shown).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'bank_transfer', bankDetails: { iban: created.bankDetails?.iban, paymentReference: created.reference } });
    expect(shown.bookings[0]?.status).toBe('waiting-payment');
  });

  it('answers the first order to a double submit with the same Idempotency-Key, even at once', async () => {
    const key = `checkout-${randomUUID()}`;
    const payload = { paymentMethod: 'card', currency: 'EUR', items: [choice()] };
    const [first, second] = await Promise.all([order(alice, payload, { 'idempotency-key': key }), order(alice, payload, { 'idempotency-key': key })]);
    const statuses = [first?.statusCode, second?.statusCode].sort();
    expect(statuses).toEqual([200, 201]);
    const a = first?.json<CreatedOrderAnswer>();
    const b = second?.json<CreatedOrderAnswer>();
    expect(a?.reference).toBe(b?.reference);
    expect(a?.clientSecret).toBe(b?.clientSecret);
    const again = await order(alice, { ...payload, idempotencyKey: key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<CreatedOrderAnswer>().reference).toBe(a?.reference);
    // The same key from another account is another order.
    const other = await order(bob, payload, { 'idempotency-key': key });
    expect(other.statusCode).toBe(201);
    expect(other.json<CreatedOrderAnswer>().reference).not.toBe(a?.reference);
    const rows = await test.db.select({ id: customerOrder.id }).from(customerOrder).where(eq(customerOrder.reference, a?.reference ?? ''));
    expect(rows).toHaveLength(1);
  });

  it('refuses what cannot be ordered', async () => {
    const anonymous = await test.app.inject({ method: 'POST', url: '/api/orders', payload: { paymentMethod: 'card', currency: 'EUR' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await order(alice, { paymentMethod: 'cash', currency: 'EUR' })).json()).toMatchObject({ code: 'validation_failed' });
    expect((await order(alice, { paymentMethod: 'card', currency: 'EURO' })).statusCode).toBe(400);
    expect((await order(alice, { paymentMethod: 'card', currency: 'EUR' })).json()).toMatchObject({ code: 'cart_empty' });
    expect((await order(alice, { paymentMethod: 'card', currency: 'EUR', fromCart: false })).json()).toMatchObject({ code: 'cart_empty' });
    expect((await order(alice, { paymentMethod: 'card', currency: 'EUR', items: [choice()], discountCode: 'NOPE' })).json()).toMatchObject({ code: 'invalid_discount_code' });
    expect((await order(alice, { paymentMethod: 'card', currency: 'EUR' }, { 'idempotency-key': 'short' })).json()).toMatchObject({ code: 'validation_failed' });
    await test.db.execute(sql`delete from bank_information where currency = 'SEK'`);
    const noBank = await order(alice, { paymentMethod: 'bank_transfer', currency: 'SEK', items: [choice()] });
    expect(noBank.statusCode).toBe(404);
    expect(noBank.json()).toMatchObject({ code: 'bank_information_unavailable' });
  });
});

describe('the group of an order (issue 11, security C)', () => {
  it('refuses 1 adult with 20 infants, priced as 1–2 travellers, with a 400 and changes nothing', async () => {
    const buyer = await userWithSession(test.app, test.db);
    const orders = async () => (await test.db.select({ id: customerOrder.id }).from(customerOrder).where(eq(customerOrder.userId, buyer.id))).length;
    const crowd = { travellers: { adults: 1, children: 0, infants: 20 } };
    for (const payload of [{ items: [choice(crowd)], fromCart: false }, { items: [choice(), choice(crowd)], fromCart: false }]) {
      const refused = await order(buyer, { paymentMethod: 'bank_transfer', currency: 'EUR', ...payload }, { 'accept-language': 'de-DE' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ code: 'too_many_infants', message: expect.stringContaining('1') });
    }
    const cart = await test.app.inject({ method: 'POST', url: '/api/cart/items', headers: as(buyer), payload: choice(crowd) });
    expect([cart.statusCode, cart.json<{ code: string }>().code]).toEqual([400, 'too_many_infants']);
    expect(await orders()).toBe(0);
    expect(await test.app.services.cart.count({ userId: buyer.id })).toBe(0);
    // One infant per adult is a group.
    expect((await order(buyer, { paymentMethod: 'bank_transfer', currency: 'EUR', items: [choice({ travellers: { adults: 2, children: 0, infants: 2 } })], fromCart: false })).statusCode).toBe(201);
  });
});

describe('GET /api/orders/:reference', () => {
  it('shows an order to its buyer only', async () => {
    const created = (await order(alice, { paymentMethod: 'bank_transfer', currency: 'EUR', items: [choice()] })).json<CreatedOrderAnswer>();
    const other = await test.app.inject({ url: `/api/orders/${created.reference}`, headers: as(bob) });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'order_not_found' });
    expect((await test.app.inject({ url: '/api/orders/CIC-NOPE', headers: as(alice) })).json()).toMatchObject({ code: 'order_not_found' });
    expect((await test.app.inject({ url: `/api/orders/${created.reference}` })).statusCode).toBe(401);
  });
});

describe('POST /api/payments/webhooks/:provider', () => {
  async function cardOrder() {
    const created = (await order(alice, { paymentMethod: 'card', currency: 'EUR', items: [choice()] })).json<CreatedOrderAnswer>();
    const row = await orderRow(created.reference);
    return { reference: created.reference, paymentId: row.paymentId ?? '', amount: row.grandTotal };
  }

  it('pays the order on a verified success; the same delivery again changes nothing', async () => {
    const { reference, paymentId, amount } = await cardOrder();
    const delivery = signed(succeeded(paymentId, amount));
    const first = await webhook(delivery);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const paid = await orderRow(reference);
    expect(paid.status).toBe('paid');
    const again = await webhook(delivery);
    expect(again.statusCode).toBe(200);
    expect((await orderRow(reference)).paidAt?.toISOString()).toBe(paid.paidAt?.toISOString());
    const events = await test.db.select().from(paymentEvent).where(eq(paymentEvent.orderId, paid.id));
    expect(events).toHaveLength(1);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { reference, paymentId, amount } = await cardOrder();
    const forged = signed(succeeded(paymentId, amount), 'another-secret-0123456789abcdefghijklmnopqrstuvwxyz');
    const response = await webhook(forged);
    expect(response.statusCode).toBe(400);
    const tampered = signed(succeeded(paymentId, amount));
    expect((await webhook({ ...tampered, payload: tampered.payload.replace(String(amount), String(amount + 1)) })).statusCode).toBe(400);
    expect((await webhook({ payload: tampered.payload, headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
    expect((await orderRow(reference)).status).toBe('awaiting_payment');
  });

  it('answers 503 for a payment no order knows yet, so that the provider retries; 404 for another provider', async () => {
    const response = await webhook(signed(succeeded('pi_test_unknown', 1_000)));
    expect(response.statusCode).toBe(503);
    expect((await webhook(signed(succeeded('pi_test_unknown', 1_000)), 'paypal')).statusCode).toBe(404);
  });
});

describe('a restart between checkout and card confirmation', () => {
  it('still confirms the earlier test payment', async () => {
    const created = (await order(alice, { paymentMethod: 'card', currency: 'EUR', items: [choice()] })).json<CreatedOrderAnswer>();
    const restarted = await createApp({ config: test.config, db: test.db });
    await restarted.ready();
    try {
      const state = await restarted.services.payments.confirm?.({ clientSecret: created.clientSecret ?? '', cardNumber: '4242424242424242' });
      expect(state?.status).toBe('succeeded');
      expect((await orderRow(created.reference)).status).toBe('paid');
    } finally {
      await restarted.close();
    }
  });

  it('records the payment on the order when the process stopped between creating it and recording it', async () => {
    const key = { 'idempotency-key': randomUUID() };
    const created = (await order(alice, { paymentMethod: 'card', currency: 'EUR', items: [choice()] }, key)).json<CreatedOrderAnswer>();
    // What a kill -9 right after createPayment leaves: the provider has the payment, the order does not know it.
    await test.db.update(customerOrder).set({ provider: null, paymentId: null }).where(eq(customerOrder.reference, created.reference));

    const restarted = await createApp({ config: test.config, db: test.db });
    await restarted.ready();
    try {
      const replay = await restarted.inject({ method: 'POST', url: '/api/orders', headers: as(alice, key), payload: { paymentMethod: 'card', currency: 'EUR', items: [choice()] } });
      const { clientSecret } = replay.json<CreatedOrderAnswer>();
      expect(clientSecret).toBe(created.clientSecret);
      expect(await restarted.services.payments.confirm?.({ clientSecret: clientSecret ?? '', cardNumber: '4242424242424242' })).toMatchObject({ status: 'succeeded' });
      expect(await orderRow(created.reference)).toMatchObject({ status: 'paid', provider: 'test', paymentId: (clientSecret ?? '').split('_secret_')[0] });
    } finally {
      await restarted.close();
    }
  });
});

describe('GET /api/cicerone-bank-information', () => {
  it('gives the account of each activated currency, with valid IBAN and BIC', async () => {
    for (const [currency, country, accountCurrency] of [['EUR', 'DE', 'EUR'], ['chf', 'CH', 'CHF'], ['GBP', 'GB', 'GBP'], ['USD', 'DE', 'EUR'], ['JPY', 'DE', 'EUR']] as const) {
      const response = await test.app.inject({ url: `/api/cicerone-bank-information?currency=${currency}` });
      expect(response.statusCode).toBe(200);
      const bank = response.json<BankInformation>();
      expect(bank).toMatchObject({ currency: currency.toUpperCase(), accountCurrency });
      expect(bankDetailsProblem({ bankCountry: country, iban: bank.iban, swiftBic: bank.bic })).toBeNull();
    }
  });

  it('answers 404 bank_information_unavailable for a currency without an account, 400 without a currency', async () => {
    const missing = await test.app.inject({ url: '/api/cicerone-bank-information?currency=XOF' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'bank_information_unavailable' });
    expect((await test.app.inject({ url: '/api/cicerone-bank-information' })).statusCode).toBe(400);
  });
});

describe('POST /api/discounts/check', () => {
  it('accepts a discount code for anyone and an agent’s code for its owner only', async () => {
    await test.db.insert(promoCode).values([
      { code: 'SUMMER15', kind: 'discount', percentOff: 15 },
      { code: 'OLD20', kind: 'discount', percentOff: 20, activated: false },
      { code: 'AGENT-ALICE', kind: 'agent', percentOff: 10, ownerUserId: alice.id },
      { code: 'TENOFF', kind: 'discount', percentOff: null, amountOffEurCents: 1_000 },
    ]);
    const check = (code: unknown, user?: TestUser) => test.app.inject({ method: 'POST', url: '/api/discounts/check', headers: user ? as(user) : {}, payload: { code } });
    expect((await check('summer15')).json()).toEqual({ valid: true, percentOff: 15, amountOffEurCents: null });
    expect((await check('AGENT-ALICE', alice)).json()).toEqual({ valid: true, percentOff: 10, amountOffEurCents: null });
    // A fixed amount in EUR cents, converted at the order's rate.
    expect((await check('tenoff')).json()).toEqual({ valid: true, percentOff: 0, amountOffEurCents: 1_000 });
    for (const refused of [await check('AGENT-ALICE', bob), await check('AGENT-ALICE'), await check('OLD20'), await check('NOPE')]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'invalid_discount_code' });
    }
    expect((await check('')).statusCode).toBe(400);
  });
});
