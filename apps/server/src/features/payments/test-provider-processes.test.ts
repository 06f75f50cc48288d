// The built-in test provider behind a load balancer (requirements §quality.processes): two apps built the way the
// server builds itself, on one database, stand for two server processes; a third one built later
// stands for a restart. Whichever answers, a test payment behaves as one payment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { customerOrder, paymentEvent } from '@cicerone/db/schema/orders';
import { createApp, type App } from '../../app.ts';
import { createTestApp } from '../../test/app.ts';
import { errorCodeOf } from '../../test/app-errors.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { bookableTour, dayAhead, orderItem, sessionUserOf } from '../../test/orders-factory.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let other: App;
let tourId: number;
let alice: TestUser;
let day = 10;

beforeAll(async () => {
  test = await createTestApp();
  other = await createApp({ config: test.config, db: test.db });
  await other.ready();
  tourId = (await bookableTour(test.db)).id;
  alice = await userWithSession(test.app, test.db);
});
afterAll(async () => {
  await other.close();
  await test.close();
});

/** A card order placed on `process`, waiting for its card (each on its own day). */
async function cardOrder(process: App) {
  day += 1;
  const created = await process.services.orders.createOrder(sessionUserOf(alice), { currency: 'EUR', locale: 'en_US', items: [orderItem(tourId, dayAhead(day))], paymentMethod: 'card' });
  const [row] = await test.db.select({ paymentId: customerOrder.paymentId }).from(customerOrder).where(eq(customerOrder.id, created.id));
  return { ...created, clientSecret: created.clientSecret ?? '', paymentId: row?.paymentId ?? '' };
}

function confirm(process: App, clientSecret: string, cardNumber: string) {
  const { confirm } = process.services.payments;
  if (!confirm) throw new Error('the test provider confirms cards');
  return confirm({ clientSecret, cardNumber });
}

async function orderStatus(orderId: string) {
  const [row] = await test.db.select({ status: customerOrder.status }).from(customerOrder).where(eq(customerOrder.id, orderId));
  return row?.status;
}

/** How many events of this type reached the order (each delivery is recorded once, by its event id). */
async function eventsOf(orderId: string, type: string) {
  const [row] = await test.db.select({ n: count() }).from(paymentEvent).where(and(eq(paymentEvent.orderId, orderId), eq(paymentEvent.type, type)));
  return row?.n ?? 0;
}

describe('the test provider on several processes', () => {
  it('takes the 3-D Secure answer on another process than the one that asked for it', async () => {
    const created = await cardOrder(test.app);
    expect((await confirm(test.app, created.clientSecret, '4000 0025 0000 3155')).status).toBe('requires_action');

    const state = await other.services.payments.confirmAction?.({ clientSecret: created.clientSecret, approve: true });
    expect(state?.status).toBe('succeeded');
    expect(await orderStatus(created.id)).toBe('paid');
    expect((await test.app.services.payments.retrieve(created.paymentId)).status).toBe('succeeded');
  });

  it('takes one card when two processes confirm the same payment at once, and says so once', async () => {
    const created = await cardOrder(other);
    const outcomes = await Promise.all([
      errorCodeOf(confirm(test.app, created.clientSecret, '4242424242424242')),
      errorCodeOf(confirm(other, created.clientSecret, '4242424242424242')),
    ]);
    expect(outcomes.toSorted()).toEqual(['conflict', 'none']);
    expect(await eventsOf(created.id, 'payment_succeeded')).toBe(1);
    expect(await orderStatus(created.id)).toBe('paid');
  });

  it('checks a refund after a restart against the refunds made before it', async () => {
    const created = await cardOrder(test.app);
    await confirm(test.app, created.clientSecret, '4242424242424242');
    const first = await test.app.services.payments.refund({ reference: 'refund-under-test', paymentId: created.paymentId, amount: 3_000, idempotencyKey: 'refund-before' });

    const restarted = await createApp({ config: test.config, db: test.db });
    await restarted.ready();
    try {
      const { payments } = restarted.services;
      // The same refund asked again is the first one, not a second one.
      expect(await payments.refund({ reference: 'refund-under-test', paymentId: created.paymentId, amount: 3_000, idempotencyKey: 'refund-before' })).toEqual(first);
      expect(await errorCodeOf(payments.refund({ reference: 'refund-under-test', paymentId: created.paymentId, amount: created.grandTotal - 3_000 + 1, idempotencyKey: 'refund-too-much' }))).toBe('bad_request');
      const rest = await payments.refund({ reference: 'refund-under-test', paymentId: created.paymentId, idempotencyKey: 'refund-rest' });
      expect(rest.refundId).not.toBe(first.refundId);
      expect(await errorCodeOf(payments.refund({ reference: 'refund-under-test', paymentId: created.paymentId, amount: 1, idempotencyKey: 'refund-after-all' }))).toBe('bad_request');
      expect(await eventsOf(created.id, 'refund_succeeded')).toBe(2);
    } finally {
      await restarted.close();
    }
  });
});
