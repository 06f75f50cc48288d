import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '@cicerone/core/errors';
import type { Database } from '@cicerone/db/client';
import { tourDayCapacity } from '@cicerone/db/schema/availability';
import { booking, customerOrder, mission } from '@cicerone/db/schema/orders';
import { createApp } from '../../app.ts';
import { createTestApp } from '../../test/app.ts';
import { bookableTour, buyer, orderItem } from '../../test/orders-factory.ts';
import type { SessionUser } from '../accounts/sessions/session-service.ts';
import { availabilityService } from '../availability/service.ts';
import type { PaymentEvent, PaymentEventType } from '../payments/provider.ts';
import { testPaymentProvider, type WebhookDelivery } from '../payments/test-provider.ts';
import { balance, debit } from '../coins/coin-ledger.ts';
import { expireDueOrders } from './order-expiry.ts';
import { orderService, type OrderItemInput } from './order-service.ts';
import { paymentEventHandler } from './payment-events.ts';
import { offersToPay } from '../quotes/quote-queries.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let db: Database;
const now = new Date('2030-06-01T08:00:00Z');
const day = '2030-06-12';

/** One instance of the orders feature, as a server process builds it; webhooks are collected, not handled. */
function instance() {
  const deliveries: WebhookDelivery[] = [];
  const availability = availabilityService(db, () => now);
  const provider = testPaymentProvider({ secret: testApp.config.secret, db, deliver: (delivery) => void deliveries.push(delivery) });
  const warn = vi.fn();
  const events = paymentEventHandler(db, { warn, settle: testApp.app.services.settle });
  const orders = orderService(db, { availability, provider, exchangeRate: (code) => testApp.app.services.reference.exchangeRate(code), clock: () => now, settle: testApp.app.services.settle, issueGiftCard: testApp.app.services.giftCards.issue, offersToPay });
  return { availability, provider, events, orders, deliveries, warn };
}
let main: ReturnType<typeof instance>;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.db;
  main = instance();
});
afterAll(() => testApp.close());

const item = (tourId: number, overrides: Partial<OrderItemInput> = {}): OrderItemInput => orderItem(tourId, day, overrides);

async function ledgerSum(userId: string): Promise<number> {
  const result = (await db.execute(sql`select coalesce(sum(amount), 0)::int as total from coin_entry where user_id = ${userId}`)) as unknown as { rows: { total: number }[] };
  return Number(result.rows[0]?.total);
}

async function held(tourId: number): Promise<number> {
  const [row] = await db.select({ held: tourDayCapacity.held }).from(tourDayCapacity).where(and(eq(tourDayCapacity.tourId, tourId), eq(tourDayCapacity.day, day)));
  return row?.held ?? 0;
}

async function orderState(orderId: string) {
  const [order] = await db.select({ status: customerOrder.status, paidAt: customerOrder.paidAt, paymentId: customerOrder.paymentId }).from(customerOrder).where(eq(customerOrder.id, orderId));
  const bookings = await db.select({ id: booking.id, status: booking.status }).from(booking).where(eq(booking.orderId, orderId));
  const missions = bookings.length === 0 ? [] : await db.select({ id: mission.id }).from(mission).where(inArray(mission.bookingId, bookings.map((row) => row.id)));
  return { order, bookings: bookings.map((row) => row.status), missions: missions.length };
}

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  return promise.then(
    () => undefined,
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );
}

function cardOrder(user: SessionUser, tourId: number, extra: { coinsRequested?: number; currency?: string } = {}, on = main) {
  return on.orders.createOrder(user, { items: [item(tourId)], paymentMethod: 'card', currency: extra.currency ?? 'EUR', coinsRequested: extra.coinsRequested, locale: 'en_US' });
}

function event(type: PaymentEventType, paymentId: string, amount: number, currency = 'EUR'): PaymentEvent {
  return { eventId: `evt_${type}_${Math.random().toString(36).slice(2)}`, type, paymentId, amount, currency, occurredAt: now };
}

describe('coin ledger', () => {
  it('lets 50 concurrent debits take only the coins there are', async () => {
    const user = await buyer(db, 25_000);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => db.transaction((tx) => debit(tx, user.id, 1_000, { reason: 'checkout' }))));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(25);
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(refused.every((result) => result.reason instanceof AppError && result.reason.code === 'insufficient_coins')).toBe(true);
    expect(await balance(db, user.id)).toBe(0);
    expect(await ledgerSum(user.id)).toBe(0);
  });

  it('never goes below zero when 50 checkouts spend the same coins at once, and the ledger sums to the balance', async () => {
    const user = await buyer(db, 25_000);
    const { id: tourId } = await bookableTour(db, 100);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => cardOrder(user, tourId, { coinsRequested: 4_000 })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(50);
    const spent = results.map((result) => (result.status === 'fulfilled' ? result.value.coinsEurCents : 0));
    expect(spent.reduce((a, b) => a + b, 0)).toBe(25_000);
    expect(await balance(db, user.id)).toBe(0);
    expect(await ledgerSum(user.id)).toBe(0);
  });
});

describe('createOrder', () => {
  it('prices on the server, holds the slot and waits for the card', async () => {
    const user = await buyer(db);
    const { id: tourId } = await bookableTour(db, 5);
    const created = await cardOrder(user, tourId);
    expect(created).toMatchObject({ status: 'awaiting_payment', currency: 'EUR', subtotal: 10_000, grandTotal: 10_000, clientSecret: expect.any(String) });
    expect(created.reference).toMatch(/^CIC-[2-9A-HJKMNP-Z]{7}$/);
    expect(created.expiresAt?.getTime()).toBe(now.getTime() + 30 * 60_000);
    expect((await orderState(created.id)).bookings).toEqual(['waiting-payment']);
    expect(await held(tourId)).toBe(1);
  });

  it('refuses a start out of range, an unknown code, a full day — holding nothing', async () => {
    const user = await buyer(db);
    const { id: tourId } = await bookableTour(db, 1);
    const order = (items: OrderItemInput[], discountCode?: string) => main.orders.createOrder(user, { items, paymentMethod: 'bank_transfer', currency: 'EUR', discountCode, locale: 'en_US' });
    expect(await codeOf(order([item(tourId, { startTime: '20:00' })]))).toBe('time_out_of_range');
    expect(await codeOf(order([item(tourId)], 'NOPE'))).toBe('invalid_discount_code');
    expect(await held(tourId)).toBe(0);
    await order([item(tourId)]);
    expect(await codeOf(order([item(tourId)]))).toBe('no_time_slots');
    expect(await held(tourId)).toBe(1);
  });

  it('pays an order covered by coins at once, without a provider', async () => {
    const user = await buyer(db, 50_000);
    const { id: tourId } = await bookableTour(db, 5);
    const created = await cardOrder(user, tourId, { coinsRequested: 50_000 });
    expect(created).toMatchObject({ status: 'paid', grandTotal: 0, coinsEurCents: 10_000 });
    expect(created.clientSecret).toBeUndefined();
    expect(await orderState(created.id)).toMatchObject({ order: { status: 'paid', paymentId: null }, bookings: ['pending'], missions: 1 });
  });

  it('confirms exactly as many of 40 concurrent orders as the last slots allow', async () => {
    const { id: tourId } = await bookableTour(db, 3);
    const users = await Promise.all(Array.from({ length: 40 }, () => buyer(db)));
    const results = await Promise.allSettled(users.map((user) => cardOrder(user, tourId)));
    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    expect(fulfilled).toHaveLength(3);
    expect(results.filter((result) => result.status === 'rejected').every((result) => (result.reason as AppError).code === 'no_time_slots')).toBe(true);
    expect(await held(tourId)).toBe(3);
    const rows = await db.select({ id: booking.id }).from(booking).where(eq(booking.tourId, tourId));
    expect(rows).toHaveLength(3);
  });
});

describe('payment events', () => {
  async function paidByCard(user: SessionUser, tourId: number, on = main) {
    const created = await cardOrder(user, tourId, {}, on);
    const before = on.deliveries.length;
    await on.provider.confirm?.({ clientSecret: created.clientSecret as string, cardNumber: '4242424242424242' });
    const delivery = on.deliveries[before];
    if (!delivery) throw new Error('no webhook');
    return { created, delivery };
  }

  it('pays the order once when the same webhook arrives 5 times', async () => {
    const user = await buyer(db);
    const { id: tourId } = await bookableTour(db, 5);
    const { created, delivery } = await paidByCard(user, tourId);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, async () => main.events.handleProviderEvents('test', await main.provider.parseWebhook(delivery.rawBody, delivery.headers))),
    );
    expect(outcomes.flat().sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'paid']);
    expect(await orderState(created.id)).toMatchObject({ order: { status: 'paid', paidAt: expect.any(Date) }, bookings: ['pending'], missions: 1 });
  });

  const types: PaymentEventType[] = ['payment_requires_action', 'payment_failed', 'payment_succeeded', 'refund_succeeded'];
  const permutations = (list: PaymentEventType[]): PaymentEventType[][] =>
    list.length <= 1 ? [list] : list.flatMap((first, index) => permutations([...list.slice(0, index), ...list.slice(index + 1)]).map((rest) => [first, ...rest]));

  it('ends with one paid order and one set of pending bookings whatever the order of 4 events (all 24)', async () => {
    const { id: tourId } = await bookableTour(db, 30);
    for (const sequence of permutations(types)) {
      const user = await buyer(db);
      const created = await cardOrder(user, tourId);
      const [row] = await db.select({ paymentId: customerOrder.paymentId }).from(customerOrder).where(eq(customerOrder.id, created.id));
      const events = sequence.map((type) => event(type, row?.paymentId as string, created.grandTotal));
      const outcomes = await main.events.handleProviderEvents('test', events);
      expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
      expect(await main.events.handleProviderEvents('test', events)).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate']);
      expect(await orderState(created.id)).toMatchObject({ order: { status: 'paid' }, bookings: ['pending'], missions: 1 });
    }
  });

  it('ignores a success whose amount or currency differs from the order', async () => {
    const user = await buyer(db);
    const { id: tourId } = await bookableTour(db, 5);
    const created = await cardOrder(user, tourId);
    const [row] = await db.select({ paymentId: customerOrder.paymentId }).from(customerOrder).where(eq(customerOrder.id, created.id));
    const paymentId = row?.paymentId as string;
    expect(await main.events.handleProviderEvents('test', [event('payment_succeeded', paymentId, created.grandTotal - 1), event('payment_succeeded', paymentId, created.grandTotal, 'USD')])).toEqual([
      'recorded',
      'recorded',
    ]);
    expect(main.warn).toHaveBeenCalled();
    expect((await orderState(created.id)).order?.status).toBe('awaiting_payment');
    expect(await main.events.handleProviderEvents('test', [event('payment_succeeded', 'pi_unknown', 1)])).toEqual(['unknown_payment']);
  });

  it('leaves no booking, no coins spent and the slot free when the payment fails and the order expires', async () => {
    const user = await buyer(db, 3_000);
    const { id: tourId } = await bookableTour(db, 1);
    const created = await cardOrder(user, tourId, { coinsRequested: 3_000 });
    expect(await balance(db, user.id)).toBe(0);
    await main.provider.confirm?.({ clientSecret: created.clientSecret as string, cardNumber: '4000000000000002' });
    const delivery = main.deliveries.at(-1) as WebhookDelivery;
    expect(await main.events.handleProviderEvents('test', await main.provider.parseWebhook(delivery.rawBody, delivery.headers))).toEqual(['recorded']);
    expect(await expireDueOrders(db, testApp.app.services.settle, new Date(now.getTime() + 29 * 60_000))).toBe(0);

    // Two processes run the job at once: the order expires once.
    const later = new Date(now.getTime() + 31 * 60_000);
    const counts = await Promise.all([expireDueOrders(db, testApp.app.services.settle, later), expireDueOrders(db, testApp.app.services.settle, later)]);
    expect(counts[0] + counts[1]).toBeGreaterThanOrEqual(1);
    expect(await orderState(created.id)).toMatchObject({ order: { status: 'expired' }, bookings: ['cancelled'], missions: 0 });
    expect(await balance(db, user.id)).toBe(3_000);
    expect(await ledgerSum(user.id)).toBe(3_000);
    expect(await held(tourId)).toBe(0);

    // A success arriving after expiry changes nothing (and is flagged for a refund by hand).
    const [row] = await db.select({ paymentId: customerOrder.paymentId }).from(customerOrder).where(eq(customerOrder.id, created.id));
    expect(await main.events.handleProviderEvents('test', [event('payment_succeeded', row?.paymentId as string, created.grandTotal)])).toEqual(['recorded']);
    expect((await orderState(created.id)).order?.status).toBe('expired');
    expect(await held(tourId)).toBe(0);
  });

  it('loses nothing when the server restarts between order creation and webhook', async () => {
    const user = await buyer(db);
    const { id: tourId } = await bookableTour(db, 5);
    const before = instance();
    const { created, delivery } = await paidByCard(user, tourId, before);

    // A new process on the same database, built the way the server builds itself.
    const restarted = await createApp({ config: testApp.config, db });
    try {
      const { payments, paymentEvents } = restarted.services;
      expect(await paymentEvents.handleProviderEvents(payments.name, await payments.parseWebhook(delivery.rawBody, delivery.headers))).toEqual(['paid']);
    } finally {
      await restarted.close();
    }
    expect(await orderState(created.id)).toMatchObject({ order: { status: 'paid' }, bookings: ['pending'], missions: 1 });
  });
});
