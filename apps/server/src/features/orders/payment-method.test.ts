// Paying an unpaid card order by bank transfer instead (requirements §rules.payment-method): through the order service and
// POST /api/orders/{reference}/payment-method, on the app's own test provider and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CreatedOrderAnswer } from '@cicerone/core/contracts/orders';
import { tourDayCapacity } from '@cicerone/db/schema/availability';
import { booking, customerOrder } from '@cicerone/db/schema/orders';
import { createTestApp } from '../../test/app.ts';
import { errorCodeOf } from '../../test/app-errors.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { bookableTour, dayAhead, orderItem, sessionUserOf } from '../../test/orders-factory.ts';
import { testPaymentProvider, type WebhookDelivery } from '../payments/test-provider.ts';
import { orderService } from './order-service.ts';
import { offersToPay } from '../quotes/quote-queries.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let tourId: number;
let alice: TestUser;
let bob: TestUser;
let day = 20;

beforeAll(async () => {
  test = await createTestApp();
  tourId = (await bookableTour(test.db)).id;
  alice = await userWithSession(test.app, test.db);
  bob = await userWithSession(test.app, test.db);
});
afterAll(() => test.close());

/** A card order of `user`, left unpaid on the card step (each on its own day). */
async function unpaidCardOrder(user: TestUser) {
  day += 1;
  return test.app.services.orders.createOrder(sessionUserOf(user), { currency: 'EUR', locale: 'en_US', items: [orderItem(tourId, dayAhead(day))], paymentMethod: 'card' });
}

async function orderRow(id: string) {
  const [row] = await test.db.select().from(customerOrder).where(eq(customerOrder.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

/** The orders feature as another server process builds it: its own test provider, whose webhooks are collected, not handled. */
function instance(options: { clock?: () => Date } = {}) {
  const deliveries: WebhookDelivery[] = [];
  const provider = testPaymentProvider({ secret: test.config.secret, db: test.db, deliver: (delivery) => void deliveries.push(delivery) });
  const orders = orderService(test.db, { availability: test.app.services.availability, provider, exchangeRate: (code) => test.app.services.reference.exchangeRate(code), settle: test.app.services.settle, issueGiftCard: test.app.services.giftCards.issue, offersToPay, ...options });
  return { orders, provider, deliveries };
}

describe('changePaymentMethod', () => {
  it('makes an unpaid card order a bank transfer with the transfer’s deadline, and no card can pay it any more', async () => {
    const created = await unpaidCardOrder(alice);
    const before = await orderRow(created.id);
    const paymentId = before.paymentId ?? '';
    expect(before.paymentMethod).toBe('card');
    const startedAt = Date.now();

    const changed = await test.app.services.orders.changePaymentMethod({ userId: alice.id }, created.reference.toLowerCase(), 'bank_transfer');
    expect(changed).toMatchObject({ reference: created.reference, status: 'awaiting_payment', paymentMethod: 'bank_transfer' });
    // 72 hours from the change, not the card's 30 minutes from the order.
    const deadline = (changed.expiresAt?.getTime() ?? 0) - startedAt;
    expect(deadline).toBeGreaterThanOrEqual(72 * 3_600_000 - 1_000);
    expect(deadline).toBeLessThanOrEqual(72 * 3_600_000 + 60_000);
    expect((await orderRow(created.id)).paymentMethod).toBe('bank_transfer');

    // The card payment is cancelled at the provider: confirming a card on it is refused.
    expect((await test.app.services.payments.retrieve(paymentId)).status).toBe('canceled');
    expect(await errorCodeOf(test.app.services.payments.confirm?.({ clientSecret: created.clientSecret ?? '', cardNumber: '4242424242424242' }) ?? Promise.resolve())).toBe('conflict');

    // The booking keeps waiting for its payment and its slot stays held.
    const [held] = await test.db.select({ status: booking.status }).from(booking).where(eq(booking.orderId, created.id));
    expect(held?.status).toBe('waiting-payment');
    const [capacity] = await test.db.select({ held: tourDayCapacity.held }).from(tourDayCapacity).where(eq(tourDayCapacity.day, dayAhead(day)));
    expect(capacity?.held).toBe(1);

    // Asking again changes nothing; going back to card is refused.
    expect((await test.app.services.orders.changePaymentMethod({ userId: alice.id }, created.reference, 'bank_transfer')).expiresAt).toEqual(changed.expiresAt);
    expect(await errorCodeOf(test.app.services.orders.changePaymentMethod({ userId: alice.id }, created.reference, 'card'))).toBe('payment_method_locked');
  });

  it('refuses another buyer’s order, a paid order, an expired one and a card payment already taking the money', async () => {
    const created = await unpaidCardOrder(alice);
    expect(await errorCodeOf(test.app.services.orders.changePaymentMethod({ userId: bob.id }, created.reference, 'bank_transfer'))).toBe('order_not_found');

    // Past its 30 minutes the order is over, even before the expiry job has closed it.
    const later = instance({ clock: () => new Date(Date.now() + 31 * 60_000) });
    expect(await errorCodeOf(later.orders.changePaymentMethod({ userId: alice.id }, created.reference, 'bank_transfer'))).toBe('order_not_awaiting_payment');

    // The card is taken and the provider's webhook is still on its way: the order stays a card order.
    const slow = instance();
    const taken = await slow.orders.createOrder(sessionUserOf(alice), { currency: 'EUR', locale: 'en_US', items: [orderItem(tourId, dayAhead((day += 1)))], paymentMethod: 'card' });
    await slow.provider.confirm?.({ clientSecret: taken.clientSecret ?? '', cardNumber: '4242424242424242' });
    expect(slow.deliveries).toHaveLength(1);
    expect(await errorCodeOf(slow.orders.changePaymentMethod({ userId: alice.id }, taken.reference, 'bank_transfer'))).toBe('payment_in_progress');
    expect(await orderRow(taken.id)).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'card' });

    // Paid: nothing left to change.
    const paid = await unpaidCardOrder(alice);
    await test.app.services.payments.confirm?.({ clientSecret: paid.clientSecret ?? '', cardNumber: '4242424242424242' });
    expect((await orderRow(paid.id)).status).toBe('paid');
    expect(await errorCodeOf(test.app.services.orders.changePaymentMethod({ userId: alice.id }, paid.reference, 'bank_transfer'))).toBe('order_not_awaiting_payment');
  });
});

describe('POST /api/orders/{reference}/payment-method', () => {
  const change = (reference: string, payload: unknown, user?: TestUser) =>
    test.app.inject({ method: 'POST', url: `/api/orders/${reference}/payment-method`, headers: user ? { authorization: user.bearer } : {}, payload: payload as object });

  it('answers the order with its bank details to its buyer, and nothing to anyone else', async () => {
    const created = await unpaidCardOrder(alice);
    expect((await change(created.reference, { paymentMethod: 'bank_transfer' })).statusCode).toBe(401);
    expect((await change(created.reference, { paymentMethod: 'bank_transfer' }, bob)).json()).toMatchObject({ code: 'order_not_found' });
    expect((await change(created.reference, { paymentMethod: 'cheque' }, alice)).statusCode).toBe(400);

    const response = await change(created.reference, { paymentMethod: 'bank_transfer' }, alice);
    expect(response.statusCode).toBe(200);
    const answer = response.json<CreatedOrderAnswer>();
    expect(answer).toMatchObject({ reference: created.reference, status: 'awaiting_payment', paymentMethod: 'bank_transfer', amounts: { grandTotal: created.grandTotal } });
    expect(answer.clientSecret).toBeUndefined();
    expect(answer.bankDetails).toMatchObject({ amount: created.grandTotal, paymentReference: created.reference });

    const back = await change(created.reference, { paymentMethod: 'card' }, alice);
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ code: 'payment_method_locked' });
  });
});
